//! Whether an [`Instance`] keeps every constraint of its [`Format`]: the one test that every
//! generated input and every candidate of the shrinker passes before it runs.

use super::expr::{Expr, Ref};
use super::instance::{At, Env, Instance, Value};
use super::{Format, Scope};
use std::collections::HashSet;

impl Format {
    /// `Ok` when `inst` has every variable the layout asks for, with the lengths its index
    /// ranges give, and keeps every constraint; else the first constraint broken, with the spec
    /// line that states it.
    pub fn check(&self, inst: &Instance) -> Result<(), String> {
        let top_vars: Vec<usize> = (0..self.vars.len())
            .filter(|&v| self.vars[v].scope == Scope::Top)
            .collect();
        self.check_env(&inst.top, None, None, &top_vars, "")?;
        if let Some(cases) = &self.cases {
            if let Some(count) = cases.count() {
                let t = inst.top.int(count).unwrap_or(-1);
                if t != inst.cases.len() as i128 {
                    return Err(format!(
                        "{} = {} but the input has {} cases",
                        self.vars[count].name,
                        t,
                        inst.cases.len()
                    ));
                }
            }
            if let Some(end) = cases.terminator() {
                for (k, case) in inst.cases.iter().enumerate() {
                    if self.first_line(&cases.body, &inst.top, case, None) == end {
                        return Err(format!(
                            "case {} begins with the line {:?} that ends the input",
                            k + 1,
                            end.join(" ")
                        ));
                    }
                }
            }
            let case_vars: Vec<usize> = (0..self.vars.len())
                .filter(|&v| self.vars[v].scope == Scope::Case)
                .collect();
            let inner_vars: Vec<usize> = (0..self.vars.len())
                .filter(|&v| self.vars[v].scope == Scope::Inner)
                .collect();
            for (k, case) in inst.cases.iter().enumerate() {
                let at = format!(" in case {}", k + 1);
                self.check_env(&inst.top, Some(case), None, &case_vars, &at)?;
                if let Some(nested) = self.nested() {
                    self.check_nested(nested, &inst.top, case, &inner_vars, &at)?;
                } else if !case.records.is_empty() {
                    return Err(format!("nested records the layout has not{}", at));
                }
            }
            for s in &self.sums {
                let mut total: i128 = 0;
                for case in &inst.cases {
                    let at = At {
                        format: self,
                        top: &inst.top,
                        case: Some(case),
                        inner: None,
                        index: None,
                    };
                    total = total.saturating_add(at.eval(&s.what).unwrap_or(0));
                }
                let at = At {
                    format: self,
                    top: &inst.top,
                    case: None,
                    inner: None,
                    index: None,
                };
                let bound = at
                    .eval(&s.at_most)
                    .ok_or("a sum's bound cannot be worked out")?;
                if total > bound {
                    return Err(format!(
                        "spec line {}: the sum over the cases is {}, more than {}",
                        s.line, total, bound
                    ));
                }
            }
        }
        Ok(())
    }

    /// A case's nested records: as many as their count says, none reading as their
    /// terminator, each keeping the constraints about it.
    fn check_nested(
        &self,
        nested: &super::Cases,
        top: &Env,
        case: &Env,
        inner_vars: &[usize],
        at_case: &str,
    ) -> Result<(), String> {
        if let Some(k) = nested.count() {
            let want = case.int(k).unwrap_or(-1);
            if want != case.records.len() as i128 {
                return Err(format!(
                    "{} = {} but the case has {} nested records{}",
                    self.vars[k].name,
                    want,
                    case.records.len(),
                    at_case
                ));
            }
        }
        for (j, r) in case.records.iter().enumerate() {
            let at = format!(" in nested record {}{}", j + 1, at_case);
            if let Some(end) = nested.terminator() {
                if self.first_line(&nested.body, top, case, Some(r)) == end {
                    return Err(format!(
                        "nested record {} begins with the line {:?} that ends them{}",
                        j + 1,
                        end.join(" "),
                        at_case
                    ));
                }
            }
            self.check_env(top, Some(case), Some(r), inner_vars, &at)?;
        }
        Ok(())
    }

    fn check_env(
        &self,
        top: &Env,
        case: Option<&Env>,
        inner: Option<&Env>,
        vars: &[usize],
        at_case: &str,
    ) -> Result<(), String> {
        let at = At {
            format: self,
            top,
            case,
            inner,
            index: None,
        };
        let level = match (case, inner) {
            (_, Some(_)) => Scope::Inner,
            (Some(_), None) => Scope::Case,
            (None, None) => Scope::Top,
        };
        let env = inner.or(case).unwrap_or(top);
        // Shapes: every variable present, of its kind and length.
        for &v in vars {
            let var = &self.vars[v];
            let value = env
                .values
                .get(v)
                .and_then(|x| x.as_ref())
                .ok_or_else(|| format!("{} is missing{}", var.name, at_case))?;
            let n = match (value, var.array.is_some(), var.string.is_some()) {
                (Value::Int(_), false, false) | (Value::Str(_), false, true) => None,
                (Value::Ints(x), true, false) => Some(x.len()),
                (Value::Strs(x), true, true) => Some(x.len()),
                _ => {
                    return Err(format!(
                        "{} has a value of the wrong kind{}",
                        var.name, at_case
                    ))
                }
            };
            if let Some(n) = n {
                let want = at.length(v).ok_or_else(|| {
                    format!("the length of {} cannot be worked out{}", var.name, at_case)
                })?;
                if want != n as i128 {
                    return Err(format!(
                        "{} has {} elements, its index range {}{}",
                        var.name, n, want, at_case
                    ));
                }
            }
            if let Some(rule) = &var.string {
                let strings: Vec<&Vec<u8>> = match value {
                    Value::Str(s) => vec![s],
                    Value::Strs(ss) => ss.iter().collect(),
                    _ => Vec::new(),
                };
                let start = at.start(v).unwrap_or(0);
                for (k, s) in strings.iter().enumerate() {
                    if let Some(bad) = s.iter().find(|b| !rule.alphabet.contains(b)) {
                        return Err(format!(
                            "{} holds {:?}, not in its alphabet{}",
                            var.name, *bad as char, at_case
                        ));
                    }
                    if let Some(len) = &rule.len {
                        let at_k = At {
                            index: Some(start + k as i128),
                            ..at
                        };
                        let want = at_k
                            .eval(len)
                            .ok_or("a string's length cannot be worked out")?;
                        if want != s.len() as i128 {
                            return Err(format!(
                                "{} has length {}, not {}{}",
                                var.name,
                                s.len(),
                                want,
                                at_case
                            ));
                        }
                    }
                }
            }
        }
        // A constraint is checked where its deepest variable lives.
        let deepest = |r: &super::Rel| {
            let mut names = Vec::new();
            r.left.vars(&mut names);
            r.right.vars(&mut names);
            names
                .iter()
                .map(|&v| self.vars[v].scope)
                .max()
                .unwrap_or(Scope::Top)
        };
        for r in &self.rels {
            if deepest(r) != level {
                continue;
            }
            let range = index_range(&r.left, &at).or_else(|| index_range(&r.right, &at));
            let indices: Box<dyn Iterator<Item = i128>> = match range {
                Some((lo, hi)) => Box::new(lo..=hi),
                None => Box::new(std::iter::once(0)),
            };
            for i in indices {
                let at_i = At {
                    index: range.map(|_| i),
                    ..at
                };
                // An element past the end (A_{i+1} at the last i) makes no claim.
                let (Some(a), Some(b)) = (at_i.eval(&r.left), at_i.eval(&r.right)) else {
                    continue;
                };
                if !r.op.holds(a, b) {
                    return Err(format!(
                        "spec line {}: {} {} {} does not hold{}{}",
                        r.line,
                        a,
                        r.op.text(),
                        b,
                        range.map_or(String::new(), |_| format!(" at i = {}", i)),
                        at_case
                    ));
                }
            }
        }
        for &(v, op) in &self.sorted {
            if !vars.contains(&v) {
                continue;
            }
            if let Some(Value::Ints(xs)) = &env.values[v] {
                if let Some(w) = xs.windows(2).find(|w| !op.holds(w[0], w[1])) {
                    return Err(format!(
                        "{} is not sorted ({} then {}){}",
                        self.vars[v].name, w[0], w[1], at_case
                    ));
                }
            }
        }
        for tuple in &self.distinct {
            if !vars.contains(&tuple[0]) {
                continue;
            }
            let cols: Vec<&Vec<i128>> = tuple
                .iter()
                .filter_map(|&v| match &env.values[v] {
                    Some(Value::Ints(xs)) => Some(xs),
                    _ => None,
                })
                .collect();
            let n = cols.first().map_or(0, |c| c.len());
            let mut seen = HashSet::new();
            for i in 0..n {
                let key: Vec<i128> = cols
                    .iter()
                    .map(|c| c.get(i).copied().unwrap_or(0))
                    .collect();
                if !seen.insert(key.clone()) {
                    let names: Vec<&str> =
                        tuple.iter().map(|&v| self.vars[v].name.as_str()).collect();
                    return Err(format!("{} repeat {:?}{}", names.join(", "), key, at_case));
                }
            }
        }
        for (v, lo, hi) in &self.perms {
            if !vars.contains(v) {
                continue;
            }
            let (Some(lo), Some(hi)) = (at.eval(lo), at.eval(hi)) else {
                return Err("a permutation's range cannot be worked out".into());
            };
            if let Some(Value::Ints(xs)) = &env.values[*v] {
                let mut sorted = xs.clone();
                sorted.sort_unstable();
                if hi - lo + 1 != sorted.len() as i128
                    || sorted.iter().enumerate().any(|(k, &x)| x != lo + k as i128)
                {
                    return Err(format!(
                        "{} is not a permutation of {}..{}{}",
                        self.vars[*v].name, lo, hi, at_case
                    ));
                }
            }
        }
        for g in &self.graphs {
            if !vars.contains(&g.u) {
                continue;
            }
            let edges = self.edges(g, env);
            let hi = at
                .eval(&g.hi)
                .ok_or("the number of vertices cannot be worked out")?;
            let n = (hi - g.base + 1).max(0);
            if let Err(m) = graph_ok(&edges, g.base, n, g) {
                return Err(format!("spec line {}: {}{}", g.line, m, at_case));
            }
        }
        Ok(())
    }

    /// The graph's edges, as (u, v) pairs.
    pub fn edges(&self, g: &super::Graph, env: &Env) -> Vec<(i128, i128)> {
        match (&env.values[g.u], &env.values[g.v]) {
            (Some(Value::Ints(us)), Some(Value::Ints(vs))) => {
                us.iter().copied().zip(vs.iter().copied()).collect()
            }
            _ => Vec::new(),
        }
    }
}

/// The index range of the first sequence `e` names at the running index.
pub(super) fn index_range(e: &Expr, at: &At) -> Option<(i128, i128)> {
    match e {
        Expr::Ref(Ref::Elem(v, i) | Ref::LenElem(v, i)) if i.uses_index() => {
            let start = at.start(*v)?;
            Some((start, start + at.length(*v)? - 1))
        }
        Expr::Neg(x) => index_range(x, at),
        Expr::Bin(_, a, b) => index_range(a, at).or_else(|| index_range(b, at)),
        Expr::Min(es) | Expr::Max(es) => es.iter().find_map(|x| index_range(x, at)),
        _ => None,
    }
}

/// Self-loops, multi-edges, connectivity and tree-ness as the flags ask, vertices `base..base+n`.
pub fn graph_ok(
    edges: &[(i128, i128)],
    base: i128,
    n: i128,
    g: &super::Graph,
) -> Result<(), String> {
    let f = g.flags;
    if f.no_loops {
        if let Some(e) = edges.iter().find(|(a, b)| a == b) {
            return Err(format!("a self-loop at {}", e.0));
        }
    }
    if f.no_multi {
        let mut seen = HashSet::new();
        for &(a, b) in edges {
            let key = if f.directed {
                (a, b)
            } else {
                (a.min(b), a.max(b))
            };
            if !seen.insert(key) {
                return Err(format!("the edge {} {} twice", a, b));
            }
        }
    }
    if f.tree && edges.len() as i128 != n - 1 {
        return Err(format!(
            "a tree of {} vertices with {} edges",
            n,
            edges.len()
        ));
    }
    if (f.tree || f.connected) && n > 0 {
        let mut parent: Vec<usize> = (0..n as usize).collect();
        fn root(p: &mut [usize], mut x: usize) -> usize {
            while p[x] != x {
                p[x] = p[p[x]];
                x = p[x];
            }
            x
        }
        let mut parts = n as usize;
        for &(a, b) in edges {
            let (a, b) = ((a - base) as usize, (b - base) as usize);
            if a >= parent.len() || b >= parent.len() {
                return Err(format!("an endpoint outside {}..{}", base, base + n - 1));
            }
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            if ra != rb {
                parent[ra] = rb;
                parts -= 1;
            }
        }
        if parts != 1 {
            return Err(format!("the graph is not connected ({} components)", parts));
        }
    }
    Ok(())
}
