//! Drawing an [`Instance`] of a [`Format`], in the layout's order, each value within the
//! bounds the constraints give it from what is drawn before it.
//!
//! - Counts (what sizes an index range, a string, the vertices, the cases, the records until
//!   the end or a terminator, at most [`RECORDS`]) grow with `size`:
//!   at most `lo + size`, skewed towards small, the largest allowed now and then ([`Gen::count`]);
//!   a judge-sized `size` reaches the bounds. A budget keeps an input within about 300 000
//!   values.
//! - Other integers come from [`Gen::value`]: the bounds, their neighbours, small values,
//!   powers of two and ten, uniform; around zero when the range holds negative values.
//! - Distinct sequences are drawn without repeats, permutations shuffled (sometimes sorted or
//!   reversed), sorted sequences sorted after drawing; strings in one of a few styles (uniform,
//!   two letters, periodic, a palindrome, mostly one letter); graphs by [`super::graph`].
//!
//! A drawn instance is kept only when [`Format::check`] passes; a constraint the order of
//! drawing cannot honour (a bound naming a later variable) is met by drawing again.

use super::expr::{Eval, Expr, Ref};
use super::instance::{At, Env, Instance, Value};
use super::rules::Cmp;
use super::verify::index_range;
use super::{graph, Atom, Format, Item, Scope};
use crate::generate::{Domain, Gen, Rng};
use std::collections::HashSet;

/// The most values an input holds, roughly (as the registry's inputs).
pub const BUDGET: i128 = 300_000;

/// The most records drawn where no variable counts them (until the end, until a terminator).
pub const RECORDS: i128 = 1000;

/// How many times a draw is tried before the spec is called impossible to draw from.
const ATTEMPTS: usize = 100;

/// Draws an instance with lists up to about `size` long. `Err` when no attempt kept every
/// constraint: the spec asks for something this generator cannot produce, with the last reason.
pub fn draw(format: &Format, rng: &mut Rng, size: u64) -> Result<Instance, String> {
    draw_with(format, rng, size, &[], &|_| Ok(()))
}

/// [`draw`] with a trap pool (values [`Gen::value`] draws about one time in ten, within
/// the bounds asked for) and checks the language cannot say (a DAG, distinct values): an
/// instance `accept` refuses is drawn again, as one that breaks a constraint is.
pub fn draw_with(
    format: &Format,
    rng: &mut Rng,
    size: u64,
    traps: &[u64],
    accept: &dyn Fn(&Instance) -> Result<(), String>,
) -> Result<Instance, String> {
    let mut last = String::new();
    let mut size = size;
    for _ in 0..ATTEMPTS {
        let mut d = Drawer {
            f: format,
            gen: Gen::new(&mut *rng, Domain::Judge, size, traps),
            budget: BUDGET,
            sums: format.sums.iter().map(|_| None).collect(),
        };
        match d.instance() {
            Ok(inst) => match format.check(&inst).and_then(|()| accept(&inst)) {
                Ok(()) => return Ok(inst),
                Err(e) => last = e,
            },
            Err(e) => last = e,
        }
        // Smaller next time: what failed may be the size.
        size = (size / 2).max(1);
    }
    Err(format!(
        "could not draw an input that keeps every constraint in {} tries; the last reason: {}",
        ATTEMPTS, last
    ))
}

/// What is being drawn: a bound matches a rel's side when it names it.
#[derive(Clone, Copy)]
pub(super) enum Target {
    Scalar(usize),
    Elem(usize),
    Len(usize),
    LenElem(usize),
}

struct Drawer<'a, 'r> {
    f: &'a Format,
    gen: Gen<'r>,
    budget: i128,
    /// Per sum over the cases: what is left of its bound, once known.
    sums: Vec<Option<i128>>,
}

/// The string styles.
#[derive(Clone, Copy)]
enum Style {
    Uniform,
    Few(u8, u8),
    Periodic(usize),
    Palindrome,
    Mostly(u8),
}

impl Drawer<'_, '_> {
    fn instance(&mut self) -> Result<Instance, String> {
        let mut top = Env::new(self.f.vars.len());
        self.items(&self.f.top, &mut top, None, 0)?;
        let mut cases = Vec::new();
        if let Some(c) = &self.f.cases {
            let t = match c.count() {
                Some(t) => top.int(t).ok_or("the number of cases was not drawn")?,
                None => self.count(1, RECORDS)?,
            };
            for k in 0..t {
                let mut case = Env::new(self.f.vars.len());
                self.items(&c.body, &mut top, Some(&mut case), t - k - 1)?;
                // The terminator is no record: a case that reads as it is drawn again.
                let mut tries = 0;
                while c
                    .terminator()
                    .is_some_and(|end| self.f.first_line(&c.body, &top, &case, None) == end)
                {
                    tries += 1;
                    if tries > 30 {
                        return Err("every record drawn reads as the terminator".into());
                    }
                    case = Env::new(self.f.vars.len());
                    self.items(&c.body, &mut top, Some(&mut case), t - k - 1)?;
                }
                cases.push(case);
            }
        }
        Ok(Instance { top, cases })
    }

    fn items(
        &mut self,
        items: &[Item],
        top: &mut Env,
        mut case: Option<&mut Env>,
        cases_after: i128,
    ) -> Result<(), String> {
        for item in items {
            match item {
                Item::Line { atoms, .. } => {
                    for atom in atoms {
                        match *atom {
                            Atom::Scalar(v) => {
                                let value = self.scalar(v, top, case.as_deref(), cases_after)?;
                                put(self.f, v, value, top, case.as_deref_mut());
                            }
                            Atom::Seq(v) => self.column(&[v], top, &mut case)?,
                        }
                    }
                }
                Item::Rows(b) => {
                    let vars = self.f.blocks[*b].vars.clone();
                    self.column(&vars, top, &mut case)?;
                }
                // The rows' lengths, then their elements (as many as the lengths add up to).
                Item::Jagged { count, elems } => {
                    self.column(&[*count], top, &mut case)?;
                    self.column(&[*elems], top, &mut case)?;
                }
                // Each nested record drawn in its case's env, then taken out of it; one that
                // reads as the terminator is drawn again.
                Item::Records(nested) => {
                    let Some(case) = case.as_deref_mut() else {
                        continue;
                    };
                    let count = match nested.count() {
                        Some(k) => case
                            .int(k)
                            .ok_or("the number of nested records was not drawn")?,
                        None => self.count(0, RECORDS)?,
                    };
                    let mut records = Vec::new();
                    for _ in 0..count {
                        for tries in 0.. {
                            self.items(&nested.body, top, Some(&mut *case), 0)?;
                            let first = self.f.first_line(&nested.body, top, case, None);
                            if nested.terminator() != Some(&first[..]) {
                                break;
                            }
                            if tries == 30 {
                                return Err(
                                    "every nested record drawn reads as the terminator".into()
                                );
                            }
                        }
                        records.push(case.split_off(self.f, Scope::Inner));
                    }
                    case.records = records;
                }
            }
        }
        Ok(())
    }

    fn scalar(
        &mut self,
        v: usize,
        top: &Env,
        case: Option<&Env>,
        cases_after: i128,
    ) -> Result<Value, String> {
        let f = self.f;
        let var = &f.vars[v];
        if let Some(rule) = &var.string {
            let at = at(f, top, case, None);
            let len = match &rule.len {
                Some(e) => at.eval(e).ok_or("a string's length cannot be worked out")?,
                None => {
                    let (lo, hi, _) = bounds(self.f, Target::Len(v), &at, 0)?;
                    self.count(lo, hi)?
                }
            };
            let style = self.style(&rule.alphabet);
            let s = self.string(&rule.alphabet, len, style);
            self.budget -= len / 4;
            return Ok(Value::Str(s));
        }
        let at = at(f, top, case, None);
        let (mut lo, mut hi, excluded) = bounds(self.f, Target::Scalar(v), &at, 0)?;
        // The edges of a graph whose count this is: as many as its sentences allow.
        for g in &f.graphs {
            let rows_to = &f.vars[g.u].array.as_ref().map(|a| a.to.clone());
            if rows_to.as_ref().and_then(Expr::bare_scalar) == Some(v) {
                if let Some(top_v) = at.eval(&g.hi) {
                    let n = top_v - g.base + 1;
                    lo = lo.max(graph::min_edges(n, g.flags));
                    hi = hi.min(graph::max_edges(n, g.flags));
                }
            }
        }
        // A sum over the cases: leave the later cases their least.
        let mut sum_of = None;
        if var.scope == Scope::Case {
            for (k, s) in f.sums.iter().enumerate() {
                if s.what.bare_scalar() == Some(v) {
                    let left = match self.sums[k] {
                        Some(left) => left,
                        None => at
                            .eval(&s.at_most)
                            .ok_or("a sum's bound cannot be worked out")?,
                    };
                    hi = hi.min(left - cases_after * lo.max(0));
                    sum_of = Some((k, left));
                }
            }
        }
        if lo > hi {
            return Err(format!("{} has no value in {}..{}", var.name, lo, hi));
        }
        let mut x = 0;
        for _ in 0..30 {
            x = if var.count {
                self.count(lo, hi)?
            } else {
                self.value(lo, hi)?
            };
            if !excluded.contains(&x) {
                break;
            }
        }
        if let Some((k, left)) = sum_of {
            self.sums[k] = Some(left - x);
        }
        Ok(Value::Int(x))
    }

    /// A count in `lo..=hi`: at most `lo + size`, within the budget.
    fn count(&mut self, lo: i128, hi: i128) -> Result<i128, String> {
        if lo > hi {
            return Err(format!("no count in {}..{}", lo, hi));
        }
        let hi = hi.min(lo.max(self.budget.max(0))).max(lo);
        if lo < 0 || hi > u64::MAX as i128 {
            return self.value(lo, hi);
        }
        Ok(self.gen.count(lo as u64, hi as u64) as i128)
    }

    /// An integer in `lo..=hi` from [`Gen::value`]'s mix, around zero when the range holds
    /// negative values.
    fn value(&mut self, lo: i128, hi: i128) -> Result<i128, String> {
        if lo > hi {
            return Err(format!("no value in {}..{}", lo, hi));
        }
        let limit = u64::MAX as i128;
        if lo < -limit || hi > limit {
            return Err(format!("bounds {}..{} are beyond 64 bits", lo, hi));
        }
        Ok(if lo >= 0 {
            self.gen.value(lo as u64, hi as u64) as i128
        } else if hi <= 0 {
            -(self.gen.value((-hi) as u64, (-lo) as u64) as i128)
        } else {
            match self.gen.rng.below(20) {
                0..=2 => (self.gen.rng.range(0, 4) as i128 - 2).clamp(lo, hi),
                3..=11 => -(self.gen.value(1, (-lo) as u64) as i128),
                _ => self.gen.value(0, hi as u64) as i128,
            }
        })
    }

    /// Sequences drawn together, element by element (one sequence, or a block's columns row
    /// by row, a graph's endpoints first).
    fn column(
        &mut self,
        vars: &[usize],
        top: &mut Env,
        case: &mut Option<&mut Env>,
    ) -> Result<(), String> {
        let (start, n) = {
            let at = at(self.f, top, case.as_deref(), None);
            let start = at
                .start(vars[0])
                .ok_or("an index range cannot be worked out")?;
            let n = at
                .length(vars[0])
                .ok_or("an index range cannot be worked out")?;
            (start, n)
        };
        if !(0..=50_000_000).contains(&n) {
            return Err(format!(
                "{} would have {} elements",
                self.f.vars[vars[0]].name, n
            ));
        }
        self.budget -= n * vars.len() as i128;
        for &v in vars {
            let empty = if self.f.vars[v].string.is_some() {
                Value::Strs(Vec::new())
            } else {
                Value::Ints(Vec::new())
            };
            put(self.f, v, empty, top, case.as_deref_mut());
        }
        // A graph's endpoints.
        let mut given: Vec<usize> = Vec::new();
        if let Some(g) = self.f.graphs.iter().find(|g| vars.contains(&g.u)) {
            let at = at(self.f, top, case.as_deref(), None);
            let hi = at
                .eval(&g.hi)
                .ok_or("the number of vertices cannot be worked out")?;
            let vertices = hi - g.base + 1;
            if !(0..=50_000_000).contains(&vertices) {
                return Err(format!("a graph of {} vertices", vertices));
            }
            let mut flags = g.flags;
            let order = self.orientation(g.u, g.v);
            if order.is_some() || self.ne_between(g.u, g.v) {
                flags.no_loops = true;
            }
            let mut edges = graph::edges(self.gen.rng, vertices as usize, n as usize, flags)?;
            if let Some(less) = order {
                for e in &mut edges {
                    if (e.0 < e.1) != less {
                        *e = (e.1, e.0);
                    }
                }
            }
            let (us, vs): (Vec<i128>, Vec<i128>) = edges
                .iter()
                .map(|&(a, b)| (a as i128 + g.base, b as i128 + g.base))
                .unzip();
            put(self.f, g.u, Value::Ints(us), top, case.as_deref_mut());
            put(self.f, g.v, Value::Ints(vs), top, case.as_deref_mut());
            given = vec![g.u, g.v];
        }
        let perm: Vec<usize> = vars
            .iter()
            .copied()
            .filter(|v| self.f.perms.iter().any(|p| p.0 == *v))
            .collect();
        for &v in &perm {
            let at = at(self.f, top, case.as_deref(), None);
            let p = self
                .f
                .perms
                .iter()
                .find(|p| p.0 == v)
                .ok_or("no permutation")?;
            let (lo, hi) = (at.eval(&p.1), at.eval(&p.2));
            let (Some(lo), Some(hi)) = (lo, hi) else {
                return Err("a permutation's range cannot be worked out".into());
            };
            let mut xs: Vec<i128> = (lo..=hi).collect();
            match self.gen.rng.below(10) {
                0 => {}
                1 => xs.reverse(),
                2 => {
                    for _ in 0..3.min(xs.len()) {
                        let (a, b) = (
                            self.gen.rng.below(xs.len() as u64) as usize,
                            self.gen.rng.below(xs.len() as u64) as usize,
                        );
                        xs.swap(a, b);
                    }
                }
                _ => self.gen.rng.shuffle(&mut xs),
            }
            put(self.f, v, Value::Ints(xs), top, case.as_deref_mut());
            given.push(v);
        }
        let rest: Vec<usize> = vars
            .iter()
            .copied()
            .filter(|v| !given.contains(v))
            .collect();
        let distinct: Vec<bool> = rest
            .iter()
            .map(|v| {
                self.f.distinct.iter().any(|d| d == &[*v])
                    || self
                        .f
                        .sorted
                        .iter()
                        .any(|(s, op)| s == v && matches!(op, Cmp::Lt | Cmp::Gt))
            })
            .collect();
        let tuples: Vec<&Vec<usize>> = self
            .f
            .distinct
            .iter()
            .filter(|d| d.len() > 1 && d.iter().all(|v| rest.contains(v)))
            .collect();
        let mut seen: Vec<HashSet<i128>> = vec![HashSet::new(); rest.len()];
        let mut seen_tuples: Vec<HashSet<Vec<i128>>> = vec![HashSet::new(); tuples.len()];
        let f = self.f;
        let styles: Vec<Option<Style>> = rest
            .iter()
            .map(|&v| f.vars[v].string.as_ref().map(|r| self.style(&r.alphabet)))
            .collect();
        for k in 0..n {
            let i = start + k;
            'row: for attempt in 0..50 {
                for (c, &v) in rest.iter().enumerate() {
                    let value = self.element(
                        v,
                        i,
                        styles[c],
                        distinct[c].then_some(&seen[c]),
                        attempt,
                        top,
                        case.as_deref(),
                    )?;
                    push(self.f, v, value, top, case.as_deref_mut());
                }
                // Tuples that must differ: draw the row again when it repeats one.
                let env = match case.as_deref() {
                    Some(c)
                        if rest
                            .first()
                            .is_some_and(|&v| self.f.vars[v].scope != Scope::Top) =>
                    {
                        c
                    }
                    _ => &*top,
                };
                let mut fresh = true;
                for (t, tuple) in tuples.iter().enumerate() {
                    let key: Vec<i128> = tuple.iter().map(|&v| last_int(env, v)).collect();
                    if seen_tuples[t].contains(&key) {
                        fresh = false;
                    }
                }
                if fresh || attempt == 49 {
                    for (t, tuple) in tuples.iter().enumerate() {
                        let key: Vec<i128> = tuple.iter().map(|&v| last_int(env, v)).collect();
                        seen_tuples[t].insert(key);
                    }
                    for (c, &v) in rest.iter().enumerate() {
                        if distinct[c] {
                            seen[c].insert(last_int(env, v));
                        }
                    }
                    break 'row;
                }
                for &v in &rest {
                    pop(self.f, v, top, case.as_deref_mut());
                }
            }
        }
        for &(v, op) in &self.f.sorted {
            if !rest.contains(&v) {
                continue;
            }
            let env = match (self.f.vars[v].scope, case.as_deref_mut()) {
                (Scope::Case | Scope::Inner, Some(c)) => c,
                _ => &mut *top,
            };
            if let Some(Value::Ints(xs)) = &mut env.values[v] {
                xs.sort_unstable();
                if matches!(op, Cmp::Gt | Cmp::Ge) {
                    xs.reverse();
                }
            }
        }
        Ok(())
    }

    /// Element `i` of sequence `v`: an integer within its bounds (not among `seen` when the
    /// sequence is distinct), or a string.
    #[allow(clippy::too_many_arguments)]
    fn element(
        &mut self,
        v: usize,
        i: i128,
        style: Option<Style>,
        seen: Option<&HashSet<i128>>,
        attempt: usize,
        top: &Env,
        case: Option<&Env>,
    ) -> Result<Value, String> {
        let f = self.f;
        let at = at(f, top, case, Some(i));
        if let Some(rule) = &f.vars[v].string {
            let len = match &rule.len {
                Some(e) => at.eval(e).ok_or("a string's length cannot be worked out")?,
                None => {
                    let (lo, hi, _) = bounds(self.f, Target::LenElem(v), &at, 0)?;
                    self.count(lo, hi)?
                }
            };
            let style = style.unwrap_or(Style::Uniform);
            self.budget -= len / 4;
            return Ok(Value::Strs(vec![self.string(&rule.alphabet, len, style)]));
        }
        let (lo, hi, excluded) = bounds(self.f, Target::Elem(v), &at, 0)?;
        if lo > hi {
            return Err(format!(
                "{}_{} has no value in {}..{}",
                self.f.vars[v].name, i, lo, hi
            ));
        }
        // A jagged row's length is a count, and the elements it asks for are spent at once.
        let mut x = if self.f.vars[v].count {
            let x = self.count(lo, hi)?;
            self.budget -= x;
            x
        } else {
            self.value(lo, hi)?
        };
        for tries in 0..2000 {
            let repeat = seen.is_some_and(|s| s.contains(&x));
            if !repeat && !excluded.contains(&x) {
                return Ok(Value::Ints(vec![x]));
            }
            // The edges of a small range fill first: uniform after a few tries.
            x = if tries < 3 && attempt == 0 {
                self.value(lo, hi)?
            } else {
                lo + self
                    .gen
                    .rng
                    .range(0, (hi - lo).min(u64::MAX as i128) as u64) as i128
            };
        }
        // A nearly full range: the first free value from a random start.
        if let Some(seen) = seen {
            let span = hi - lo + 1;
            let from = self
                .gen
                .rng
                .range(0, (span - 1).min(u64::MAX as i128) as u64) as i128;
            for k in 0..span.min(100_000_000) {
                let y = lo + (from + k) % span;
                if !seen.contains(&y) && !excluded.contains(&y) {
                    return Ok(Value::Ints(vec![y]));
                }
            }
        }
        Err(format!(
            "{} cannot be drawn distinct within {}..{}",
            self.f.vars[v].name, lo, hi
        ))
    }

    /// Whether the rels order a graph's endpoints: `Some(true)` for `u_i < v_i`.
    fn orientation(&self, u: usize, v: usize) -> Option<bool> {
        let is = |e: &Expr, x: usize| matches!(e, Expr::Ref(Ref::Elem(y, i)) if *y == x && **i == Expr::Index);
        for r in &self.f.rels {
            let op = if is(&r.left, u) && is(&r.right, v) {
                r.op
            } else if is(&r.left, v) && is(&r.right, u) {
                r.op.flip()
            } else {
                continue;
            };
            match op {
                Cmp::Lt | Cmp::Le => return Some(true),
                Cmp::Gt | Cmp::Ge => return Some(false),
                _ => {}
            }
        }
        None
    }

    fn ne_between(&self, u: usize, v: usize) -> bool {
        let is = |e: &Expr, x: usize| matches!(e, Expr::Ref(Ref::Elem(y, i)) if *y == x && **i == Expr::Index);
        self.f.rels.iter().any(|r| {
            r.op == Cmp::Ne
                && ((is(&r.left, u) && is(&r.right, v)) || (is(&r.left, v) && is(&r.right, u)))
        })
    }

    fn style(&mut self, alphabet: &[u8]) -> Style {
        let rng = &mut *self.gen.rng;
        let pick = |rng: &mut Rng| alphabet[rng.below(alphabet.len() as u64) as usize];
        match rng.below(20) {
            0..=6 => Style::Uniform,
            7..=10 => {
                let a = pick(rng);
                Style::Few(a, pick(rng))
            }
            11..=13 => Style::Periodic(1 + rng.below(4) as usize),
            14..=15 => Style::Palindrome,
            _ => Style::Mostly(pick(rng)),
        }
    }

    fn string(&mut self, alphabet: &[u8], len: i128, style: Style) -> Vec<u8> {
        let rng = &mut *self.gen.rng;
        let n = len.max(0) as usize;
        let pick = |rng: &mut Rng| alphabet[rng.below(alphabet.len() as u64) as usize];
        match style {
            Style::Uniform => (0..n).map(|_| pick(rng)).collect(),
            Style::Few(a, b) => (0..n).map(|_| if rng.chance(50) { a } else { b }).collect(),
            Style::Periodic(p) => {
                let unit: Vec<u8> = (0..p).map(|_| pick(rng)).collect();
                (0..n).map(|k| unit[k % p]).collect()
            }
            Style::Palindrome => {
                let half: Vec<u8> = (0..(n + 1) / 2).map(|_| pick(rng)).collect();
                (0..n).map(|k| half[k.min(n - 1 - k)]).collect()
            }
            Style::Mostly(a) => (0..n)
                .map(|_| if rng.chance(85) { a } else { pick(rng) })
                .collect(),
        }
    }
}

/// `(lo, hi, excluded)` for `target` from every rel that names it, the other side
/// evaluated where it can be.
pub(super) fn bounds(
    f: &Format,
    target: Target,
    at: &At,
    depth: u8,
) -> Result<(i128, i128, Vec<i128>), String> {
    let names = |e: &Expr| -> bool {
        let sub_is_here = |i: &Expr| i.eval(at).ok() == at.index;
        match (target, e) {
            (Target::Scalar(v), Expr::Ref(Ref::Scalar(x))) => v == *x,
            (Target::Elem(v), Expr::Ref(Ref::Elem(x, i))) => v == *x && sub_is_here(i),
            (Target::Len(v), Expr::Ref(Ref::Len(x))) => v == *x,
            (Target::LenElem(v), Expr::Ref(Ref::LenElem(x, i))) => v == *x && sub_is_here(i),
            _ => false,
        }
    };
    let (mut lo, mut hi) = (i128::MIN, i128::MAX);
    let mut excluded = Vec::new();
    for r in &f.rels {
        let (op, other) = if names(&r.left) {
            (r.op, &r.right)
        } else if names(&r.right) {
            (r.op.flip(), &r.left)
        } else {
            continue;
        };
        let values: Vec<i128> = match other.eval(at) {
            Ok(x) => vec![x],
            Err(Eval::Unknown) => {
                // u_i < v_i with v_i drawn after (or K <= N with K after N): the later
                // one's own bound, once removed.
                let later = match other {
                    Expr::Ref(Ref::Elem(w, i)) if i.eval(at).ok() == at.index => {
                        Some(Target::Elem(*w))
                    }
                    Expr::Ref(Ref::Scalar(w)) => Some(Target::Scalar(*w)),
                    _ => None,
                };
                if let (Some(later), 0) = (later, depth) {
                    if let Ok((lo_w, hi_w, _)) = bounds(f, later, at, 1) {
                        match op {
                            Cmp::Le => hi = hi.min(hi_w),
                            Cmp::Lt => hi = hi.min(hi_w.saturating_sub(1)),
                            Cmp::Ge => lo = lo.max(lo_w),
                            Cmp::Gt => lo = lo.max(lo_w.saturating_add(1)),
                            _ => {}
                        }
                    }
                    continue;
                }
                // K >= A_i for every i: the bound over the whole sequence drawn before.
                match (target, index_range(other, at)) {
                    (Target::Scalar(_) | Target::Len(_), Some((a, b))) if b - a < 10_000_000 => {
                        let all: Option<Vec<i128>> = (a..=b)
                            .map(|i| {
                                other
                                    .eval(&At {
                                        index: Some(i),
                                        ..*at
                                    })
                                    .ok()
                            })
                            .collect();
                        match all {
                            Some(all) => all,
                            None => continue,
                        }
                    }
                    _ => continue,
                }
            }
            Err(Eval::Arithmetic) => continue,
        };
        for x in values {
            match op {
                Cmp::Le => hi = hi.min(x),
                Cmp::Lt => hi = hi.min(x.saturating_sub(1)),
                Cmp::Ge => lo = lo.max(x),
                Cmp::Gt => lo = lo.max(x.saturating_add(1)),
                Cmp::Eq => {
                    lo = lo.max(x);
                    hi = hi.min(x)
                }
                Cmp::Ne => excluded.push(x),
            }
        }
    }
    if depth == 0 && (lo == i128::MIN || hi == i128::MAX) {
        return Err("a bound names a variable drawn later".into());
    }
    Ok((lo, hi, excluded))
}

fn at<'e>(format: &'e Format, top: &'e Env, case: Option<&'e Env>, index: Option<i128>) -> At<'e> {
    At {
        format,
        top,
        case,
        inner: None,
        index,
    }
}

/// Stores a whole value where its scope keeps it (a nested record's in its case's env until
/// it is done).
fn put(f: &Format, v: usize, value: Value, top: &mut Env, case: Option<&mut Env>) {
    match (f.vars[v].scope, case) {
        (Scope::Case | Scope::Inner, Some(c)) => c.values[v] = Some(value),
        _ => top.values[v] = Some(value),
    }
}

/// Appends one element (`Ints([x])` or `Strs([s])`) to sequence `v`.
fn push(f: &Format, v: usize, value: Value, top: &mut Env, case: Option<&mut Env>) {
    let env = match (f.vars[v].scope, case) {
        (Scope::Case | Scope::Inner, Some(c)) => c,
        _ => top,
    };
    match (&mut env.values[v], value) {
        (Some(Value::Ints(xs)), Value::Ints(mut x)) => xs.append(&mut x),
        (Some(Value::Strs(ss)), Value::Strs(mut s)) => ss.append(&mut s),
        _ => {}
    }
}

fn pop(f: &Format, v: usize, top: &mut Env, case: Option<&mut Env>) {
    let env = match (f.vars[v].scope, case) {
        (Scope::Case | Scope::Inner, Some(c)) => c,
        _ => top,
    };
    match &mut env.values[v] {
        Some(Value::Ints(xs)) => {
            xs.pop();
        }
        Some(Value::Strs(ss)) => {
            ss.pop();
        }
        _ => {}
    }
}

fn last_int(env: &Env, v: usize) -> i128 {
    match &env.values[v] {
        Some(Value::Ints(xs)) => xs.last().copied().unwrap_or(0),
        _ => 0,
    }
}
