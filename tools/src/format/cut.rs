//! What the shrinker may take out of an [`Instance`] and which values it may lower, with the
//! counts kept consistent:
//!
//! - a [`Dim`] is something with a length: the cases (removing cases lowers `T`; records until
//!   the end or a terminator just go, the terminator kept), a case's nested records (their
//!   count lowered, or their terminator kept), a count `N`
//!   with everything it sizes (sequences `A_1..A_N` and `p_2..p_N` lose the same positions,
//!   strings of length `N` the same characters, a grid's rows of length `W` a column, and a
//!   graph on vertices `1..N` loses the removed vertices' edges, the others renumbered, a
//!   matrix `M` wide the same columns of every row), the
//!   rows of an edge list (`M`), the characters of a string whose length no variable holds;
//! - [`remove`] takes positions out of one dimension; [`tree_sets`] gives, for a tree's
//!   vertices, the sets whose removal leaves a tree (leaves, whole subtrees, all but one
//!   subtree), largest first;
//! - a [`Slot`] is a value the shrinker may lower on its own: an integer that sizes nothing (not
//!   a count, not a graph's endpoint, not in a permutation), or a character (towards the first
//!   of its alphabet).
//!
//! Every candidate is checked with [`Format::check`] before it runs; these functions only keep
//! the shapes consistent.

use super::expr::{BinOp, Expr};
use super::instance::{At, Env, Instance, Value};
use super::{Format, Scope};

/// Something with a length that the shrinker may shorten.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dim {
    /// The cases of the multi-case form.
    Cases,
    /// The nested records of case `case`: removing some lowers their count, if a variable
    /// counts them (a terminator stays).
    Records { case: usize },
    /// Count variable `var` (of case `case`, or of the input), with everything it sizes.
    Count { case: Option<usize>, var: usize },
    /// The characters of string `var`, whose length no variable holds.
    Chars { case: Option<usize>, var: usize },
    /// The elements of jagged rows `var`, all rows one after another; each removed one
    /// lowers its row's length.
    Elems { case: Option<usize>, var: usize },
}

/// A value the shrinker may lower on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Integer `var`, or element `at` of sequence `var`.
    Int {
        case: Option<usize>,
        var: usize,
        at: Option<usize>,
    },
    /// Character `at` of string `var` (of element `string` of a string sequence).
    Char {
        case: Option<usize>,
        var: usize,
        string: Option<usize>,
        at: usize,
    },
}

/// Where a place's values are, as the `case` of a [`Dim`] or a [`Slot`] names it: `None` the
/// input, `Some(k)` below the number of cases case `k`, and past the cases the nested records
/// of every case, numbered in order ([`scopes`]); as (case, nested record).
fn locate(inst: &Instance, place: Option<usize>) -> Option<(Option<usize>, Option<usize>)> {
    let Some(k) = place else {
        return Some((None, None));
    };
    if k < inst.cases.len() {
        return Some((Some(k), None));
    }
    let mut j = k - inst.cases.len();
    for (c, case) in inst.cases.iter().enumerate() {
        if j < case.records.len() {
            return Some((Some(c), Some(j)));
        }
        j -= case.records.len();
    }
    None
}

fn env(inst: &Instance, place: Option<usize>) -> Option<&Env> {
    match locate(inst, place)? {
        (None, _) => Some(&inst.top),
        (Some(c), None) => inst.cases.get(c),
        (Some(c), Some(j)) => inst.cases.get(c)?.records.get(j),
    }
}

fn env_mut(inst: &mut Instance, place: Option<usize>) -> Option<&mut Env> {
    match locate(inst, place)? {
        (None, _) => Some(&mut inst.top),
        (Some(c), None) => inst.cases.get_mut(c),
        (Some(c), Some(j)) => inst.cases.get_mut(c)?.records.get_mut(j),
    }
}

/// The scope whose variables a place holds.
fn scope_at(inst: &Instance, place: Option<usize>) -> Scope {
    match locate(inst, place) {
        Some((Some(_), Some(_))) => Scope::Inner,
        Some((Some(_), None)) => Scope::Case,
        _ => Scope::Top,
    }
}

/// The place holding `var`'s value as seen from `place` (a case's count from its nested
/// record, the input's from anywhere).
fn home(f: &Format, inst: &Instance, place: Option<usize>, var: usize) -> Option<usize> {
    match f.vars[var].scope {
        Scope::Top => None,
        Scope::Case => locate(inst, place).and_then(|(c, _)| c),
        Scope::Inner => place,
    }
}

/// Where expressions are evaluated at `place`.
fn at_place<'a>(
    f: &'a Format,
    inst: &'a Instance,
    place: Option<usize>,
    index: Option<i128>,
) -> At<'a> {
    let (c, r) = locate(inst, place).unwrap_or((None, None));
    let case = c.and_then(|k| inst.cases.get(k));
    At {
        format: f,
        top: &inst.top,
        case,
        inner: r.and_then(|j| case?.records.get(j)),
        index,
    }
}

/// `Some(c)` when `e` is `var + c` for a constant `c` (`N`, `N-1`, `N+1`).
fn offset_of(e: &Expr, var: usize) -> Option<i128> {
    match e {
        Expr::Ref(super::expr::Ref::Scalar(v)) if *v == var => Some(0),
        Expr::Bin(BinOp::Add, a, b) => match **b {
            Expr::Num(c) => offset_of(a, var).map(|o| o + c),
            _ => None,
        },
        Expr::Bin(BinOp::Sub, a, b) => match **b {
            Expr::Num(c) => offset_of(a, var).map(|o| o - c),
            _ => None,
        },
        _ => None,
    }
}

/// The places an instance has: the input, then each case, then each nested record.
fn scopes(inst: &Instance) -> Vec<Option<usize>> {
    let nested: usize = inst.cases.iter().map(|c| c.records.len()).sum();
    std::iter::once(None)
        .chain((0..inst.cases.len() + nested).map(Some))
        .collect()
}

/// The dimensions of `inst`, the cases first, then each scope's in the layout's order.
pub fn dims(f: &Format, inst: &Instance) -> Vec<Dim> {
    let mut out = Vec::new();
    if f.cases.is_some() {
        out.push(Dim::Cases);
    }
    let nested = f.nested();
    if nested.is_some() {
        out.extend((0..inst.cases.len()).map(|case| Dim::Records { case }));
    }
    let nested_count = nested.and_then(super::Cases::count);
    for case in scopes(inst) {
        let scope = scope_at(inst, case);
        for (v, var) in f.vars.iter().enumerate() {
            if var.scope != scope {
                continue;
            }
            if var.count
                && f.cases.as_ref().map_or(true, |c| c.count() != Some(v))
                && nested_count != Some(v)
                && !sized_by(f, v).is_empty()
            {
                out.push(Dim::Count { case, var: v });
            }
            if let Some(rule) = &var.string {
                if rule.len.is_none() && var.array.is_none() {
                    out.push(Dim::Chars { case, var: v });
                }
            }
            // A matrix loses columns with its width, never one element alone.
            if var.jagged.is_some_and(|k| f.vars[k].width.is_none()) {
                out.push(Dim::Elems { case, var: v });
            }
        }
    }
    out
}

/// What count `var` sizes: sequences `var + c` long (by variable), strings of length `var`,
/// graphs on `var` vertices, and matrices `var` wide (their rows' lengths).
#[derive(Debug, Default, PartialEq)]
struct Sized {
    seqs: Vec<usize>,
    strings: Vec<usize>,
    graphs: Vec<usize>,
    matrices: Vec<usize>,
}

impl Sized {
    fn is_empty(&self) -> bool {
        self.seqs.is_empty()
            && self.strings.is_empty()
            && self.graphs.is_empty()
            && self.matrices.is_empty()
    }
}

fn sized_by(f: &Format, var: usize) -> Sized {
    let mut s = Sized::default();
    let graph_cols: Vec<usize> = f
        .graphs
        .iter()
        .filter(|g| g.vertices == Some(var))
        .flat_map(|g| f.blocks[g.block].vars.clone())
        .collect();
    for (k, g) in f.graphs.iter().enumerate() {
        if g.vertices == Some(var) {
            s.graphs.push(k);
        }
    }
    for (v, x) in f.vars.iter().enumerate() {
        if let Some(a) = &x.array {
            if matches!(a.from, Expr::Num(_))
                && offset_of(&a.to, var).is_some()
                && !graph_cols.contains(&v)
            {
                s.seqs.push(v);
            }
        }
        if let Some(rule) = &x.string {
            if rule.len.as_ref().and_then(Expr::bare_scalar) == Some(var) {
                s.strings.push(v);
            }
        }
        if x.width.as_ref().and_then(Expr::bare_scalar) == Some(var) {
            s.matrices.push(v);
        }
    }
    s
}

/// How long dimension `dim` is in `inst`.
pub fn len(inst: &Instance, dim: Dim) -> usize {
    match dim {
        Dim::Cases => inst.cases.len(),
        Dim::Records { case } => inst.cases.get(case).map_or(0, |c| c.records.len()),
        Dim::Count { case, var } => {
            env(inst, case).and_then(|e| e.int(var)).unwrap_or(0).max(0) as usize
        }
        Dim::Chars { case, var } => match env(inst, case).and_then(|e| e.values[var].as_ref()) {
            Some(Value::Str(s)) => s.len(),
            _ => 0,
        },
        Dim::Elems { case, var } => match env(inst, case).and_then(|e| e.values[var].as_ref()) {
            Some(Value::Ints(xs)) => xs.len(),
            _ => 0,
        },
    }
}

/// Removes `at` (positions `0..len`, ascending, distinct) from a vector.
fn drop_at<T>(items: &mut Vec<T>, at: &[usize]) {
    let mut k = 0;
    let mut i = 0;
    items.retain(|_| {
        let keep = !(k < at.len() && at[k] == i);
        if !keep {
            k += 1;
        }
        i += 1;
        keep
    });
}

/// `inst` with positions `at` (ascending) of `dim` removed and the counts lowered; `None` when
/// the positions do not fit.
pub fn remove(f: &Format, inst: &Instance, dim: Dim, at: &[usize]) -> Option<Instance> {
    let n = len(inst, dim);
    if at.is_empty() || at.iter().any(|&p| p >= n) || at.windows(2).any(|w| w[0] >= w[1]) {
        return None;
    }
    let mut out = inst.clone();
    match dim {
        Dim::Cases => {
            drop_at(&mut out.cases, at);
            if let Some(t) = f.cases.as_ref()?.count() {
                out.top.values[t] = Some(Value::Int(out.cases.len() as i128));
            }
        }
        Dim::Records { case } => {
            let c = out.cases.get_mut(case)?;
            drop_at(&mut c.records, at);
            if let Some(k) = f.nested()?.count() {
                c.values[k] = Some(Value::Int(c.records.len() as i128));
            }
        }
        Dim::Chars { case, var } => {
            if let Some(Value::Str(s)) = &mut env_mut(&mut out, case)?.values[var] {
                drop_at(s, at);
            }
        }
        Dim::Elems { case, var } => {
            let count = f.vars[var].jagged?;
            super::jagged::drop_elems(env_mut(&mut out, case)?, count, var, at)?;
        }
        Dim::Count { case, var } => {
            let sized = sized_by(f, var);
            // Graphs first: their edges go with the vertices, the rest renumbered.
            for &g in &sized.graphs {
                remove_vertices(f, &mut out, case, g, at)?;
            }
            let scope_of = |v: usize| home(f, inst, case, v);
            // Jagged rows go whole: their elements first, while the lengths say where they are.
            for (a, x) in f.vars.iter().enumerate() {
                if x.jagged.is_some_and(|k| sized.seqs.contains(&k)) {
                    let e = env_mut(&mut out, scope_of(a))?;
                    super::jagged::drop_rows(e, x.jagged?, a, at)?;
                }
            }
            for &s in &sized.seqs {
                let e = env_mut(&mut out, scope_of(s))?;
                let old = e.values[s].as_ref().map_or(0, value_len);
                let want = old.checked_sub(at.len())?;
                let inside: Vec<usize> = at.iter().copied().filter(|&p| p < old).collect();
                match &mut e.values[s] {
                    Some(Value::Ints(xs)) => {
                        drop_at(xs, &inside);
                        xs.truncate(want);
                    }
                    Some(Value::Strs(ss)) => {
                        drop_at(ss, &inside);
                        ss.truncate(want);
                    }
                    _ => {}
                }
            }
            // A matrix as wide as `var` loses the same columns from every row.
            for &k in &sized.matrices {
                let Some(a) = f.vars.iter().position(|x| x.jagged == Some(k)) else {
                    continue;
                };
                super::jagged::drop_columns(env_mut(&mut out, scope_of(a))?, k, a, at)?;
            }
            for &s in &sized.strings {
                match &mut env_mut(&mut out, scope_of(s))?.values[s] {
                    Some(Value::Str(x)) => drop_at(x, at),
                    Some(Value::Strs(xs)) => xs.iter_mut().for_each(|x| drop_at(x, at)),
                    _ => {}
                }
            }
            let e = env_mut(&mut out, case)?;
            let count = e.int(var)?;
            e.values[var] = Some(Value::Int(count - at.len() as i128));
        }
    }
    repair(f, &mut out);
    Some(out)
}

/// After a count fell: every integer that sizes nothing, clamped into the bounds its
/// constraints give it now (`K <= N` with `N` lowered: `K` lowered too; `A_i <= N` likewise),
/// so that a cut is not refused for a value the shrinker would lower anyway. Graph endpoints
/// (renumbered instead) and permutations stay as they are.
fn repair(f: &Format, inst: &mut Instance) {
    use super::draw::{bounds, Target};
    let mut fixed = vec![false; f.vars.len()];
    for g in &f.graphs {
        fixed[g.u] = true;
        fixed[g.v] = true;
    }
    for p in &f.perms {
        fixed[p.0] = true;
    }
    for case in scopes(inst) {
        let scope = scope_at(inst, case);
        let mut changes: Vec<(usize, Option<usize>, i128)> = Vec::new();
        {
            let Some(env) = env(inst, case) else { continue };
            let at = |index| at_place(f, inst, case, index);
            let clamp = |x: i128, target, index| match bounds(f, target, &at(index), 0) {
                Ok((lo, hi, _)) if lo <= hi => x.clamp(lo, hi),
                _ => x,
            };
            for (v, var) in f.vars.iter().enumerate() {
                if var.scope != scope || var.count || var.string.is_some() || fixed[v] {
                    continue;
                }
                match &env.values[v] {
                    Some(Value::Int(x)) => {
                        let y = clamp(*x, Target::Scalar(v), None);
                        if y != *x {
                            changes.push((v, None, y));
                        }
                    }
                    Some(Value::Ints(xs)) => {
                        let start = at(None).start(v).unwrap_or(0);
                        for (k, &x) in xs.iter().enumerate() {
                            let y = clamp(x, Target::Elem(v), Some(start + k as i128));
                            if y != x {
                                changes.push((v, Some(k), y));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        let Some(env) = env_mut(inst, case) else {
            continue;
        };
        for (v, k, y) in changes {
            match (&mut env.values[v], k) {
                (Some(Value::Int(x)), None) => *x = y,
                (Some(Value::Ints(xs)), Some(k)) => xs[k] = y,
                _ => {}
            }
        }
    }
}

fn value_len(v: &Value) -> usize {
    match v {
        Value::Ints(x) => x.len(),
        Value::Strs(x) => x.len(),
        Value::Str(x) => x.len(),
        Value::Int(_) => 1,
    }
}

/// Removes vertices `at` (offsets from the graph's base) of graph `g` in scope `case`: their
/// edges go (the rows of every column of the edge block, and the block's count if it is a
/// variable), the other vertices are renumbered.
fn remove_vertices(
    f: &Format,
    inst: &mut Instance,
    case: Option<usize>,
    g: usize,
    at: &[usize],
) -> Option<()> {
    let g = &f.graphs[g];
    let block = &f.blocks[g.block];
    let e = env_mut(inst, home(f, inst, case, g.u))?;
    let (Some(Value::Ints(us)), Some(Value::Ints(vs))) = (&e.values[g.u], &e.values[g.v]) else {
        return None;
    };
    let gone = |x: i128| at.binary_search(&((x - g.base).max(0) as usize)).is_ok() && x >= g.base;
    let renumber = |x: i128| {
        let below = at.partition_point(|&p| (p as i128) < x - g.base) as i128;
        x - below
    };
    let rows: Vec<usize> = (0..us.len())
        .filter(|&r| gone(us[r]) || gone(vs[r]))
        .collect();
    let (us, vs): (Vec<i128>, Vec<i128>) = us
        .iter()
        .zip(vs)
        .map(|(&a, &b)| (renumber(a), renumber(b)))
        .unzip();
    e.values[g.u] = Some(Value::Ints(us));
    e.values[g.v] = Some(Value::Ints(vs));
    for &c in &block.vars {
        match &mut e.values[c] {
            Some(Value::Ints(xs)) => drop_at(xs, &rows),
            Some(Value::Strs(xs)) => drop_at(xs, &rows),
            _ => {}
        }
    }
    if let Some(m) = f.vars[g.u].array.as_ref().and_then(|a| a.to.bare_scalar()) {
        if Some(m) != g.vertices {
            let count = e.int(m)?;
            e.values[m] = Some(Value::Int(count - rows.len() as i128));
        }
    }
    Some(())
}

/// For a dimension that is a tree's vertices: vertex sets whose removal leaves a tree, the
/// largest first (all but a subtree, whole subtrees near half, a quarter, ... of the tree,
/// then all leaves, half of them, ..., single leaves). `None` for other dimensions.
pub fn tree_sets(f: &Format, inst: &Instance, dim: Dim) -> Option<Vec<Vec<usize>>> {
    let Dim::Count { case, var } = dim else {
        return None;
    };
    let g = f
        .graphs
        .iter()
        .find(|g| g.vertices == Some(var) && g.flags.tree)?;
    let e = env(inst, home(f, inst, case, g.u))?;
    let n = env(inst, case)?.int(var)?.max(0) as usize;
    let edges = f.edges(g, e);
    if n < 2 || edges.len() + 1 != n {
        return Some(Vec::new());
    }
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in &edges {
        let (a, b) = ((a - g.base) as usize, (b - g.base) as usize);
        if a >= n || b >= n {
            return Some(Vec::new());
        }
        adj[a].push(b);
        adj[b].push(a);
    }
    // Parents and an order from the root 0, without recursion.
    let mut parent = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    let mut stack = vec![0];
    parent[0] = 0;
    while let Some(x) = stack.pop() {
        order.push(x);
        for &y in &adj[x] {
            if parent[y] == usize::MAX {
                parent[y] = x;
                stack.push(y);
            }
        }
    }
    if order.len() != n {
        return Some(Vec::new());
    }
    let mut size = vec![1usize; n];
    for &x in order.iter().rev() {
        if x != 0 {
            size[parent[x]] += size[x];
        }
    }
    let subtree = |root: usize| -> Vec<usize> {
        let mut inside = vec![false; n];
        for &x in &order {
            inside[x] = x == root || (x != 0 && inside[parent[x]]);
        }
        (0..n).filter(|&x| inside[x]).collect()
    };
    let mut sets: Vec<Vec<usize>> = Vec::new();
    let mut picked = Vec::new();
    let mut target = n / 2;
    while target >= 1 {
        if let Some(v) = (1..n)
            .filter(|v| !picked.contains(v))
            .min_by_key(|&v| (size[v] as i64 - target as i64).abs())
        {
            picked.push(v);
            let inside = subtree(v);
            let outside: Vec<usize> = (0..n)
                .filter(|x| inside.binary_search(x).is_err())
                .collect();
            sets.push(outside);
            sets.push(inside);
        }
        target /= 2;
    }
    let leaves: Vec<usize> = (0..n).filter(|&x| adj[x].len() == 1).collect();
    let mut chunk = leaves.len();
    while chunk >= 1 {
        for group in leaves.chunks(chunk) {
            if group.len() < n {
                sets.push(group.to_vec());
            }
        }
        if chunk == 1 {
            break;
        }
        chunk = (chunk + 1) / 2;
    }
    sets.retain(|s| !s.is_empty() && s.len() < n);
    sets.sort_by_key(|s| std::cmp::Reverse(s.len()));
    sets.dedup();
    Some(sets)
}

/// The values of `inst` the shrinker may lower one by one, in the layout's order.
pub fn slots(f: &Format, inst: &Instance) -> Vec<Slot> {
    let mut fixed = vec![false; f.vars.len()];
    for g in &f.graphs {
        fixed[g.u] = true;
        fixed[g.v] = true;
    }
    for p in &f.perms {
        fixed[p.0] = true;
    }
    let mut out = Vec::new();
    for case in scopes(inst) {
        let scope = scope_at(inst, case);
        let Some(e) = env(inst, case) else { continue };
        for (v, var) in f.vars.iter().enumerate() {
            if var.scope != scope || var.count || fixed[v] {
                continue;
            }
            match &e.values[v] {
                Some(Value::Int(_)) => out.push(Slot::Int {
                    case,
                    var: v,
                    at: None,
                }),
                Some(Value::Ints(xs)) => out.extend((0..xs.len()).map(|k| Slot::Int {
                    case,
                    var: v,
                    at: Some(k),
                })),
                Some(Value::Str(s)) => out.extend((0..s.len()).map(|k| Slot::Char {
                    case,
                    var: v,
                    string: None,
                    at: k,
                })),
                Some(Value::Strs(ss)) => {
                    for (r, s) in ss.iter().enumerate() {
                        out.extend((0..s.len()).map(|k| Slot::Char {
                            case,
                            var: v,
                            string: Some(r),
                            at: k,
                        }));
                    }
                }
                None => {}
            }
        }
    }
    out
}

/// Strings with every copy of one character lowered together, within the alphabet (`ff` to
/// `aa`, where lowering one `f` alone may never fail): for each string (each row of a grid),
/// each character it holds twice or more, each character before it in the alphabet.
pub fn letters_together(f: &Format, inst: &Instance) -> Vec<Instance> {
    let mut out = Vec::new();
    for case in scopes(inst) {
        let scope = scope_at(inst, case);
        let Some(e) = env(inst, case) else { continue };
        for (v, var) in f.vars.iter().enumerate() {
            let Some(rule) = var.string.as_ref().filter(|_| var.scope == scope) else {
                continue;
            };
            let strings: Vec<(Option<usize>, &Vec<u8>)> = match &e.values[v] {
                Some(Value::Str(s)) => vec![(None, s)],
                Some(Value::Strs(ss)) => ss.iter().enumerate().map(|(r, s)| (Some(r), s)).collect(),
                _ => Vec::new(),
            };
            for (row, s) in strings {
                for (rank, &c) in rule.alphabet.iter().enumerate() {
                    if s.iter().filter(|&&b| b == c).count() < 2 {
                        continue;
                    }
                    for &lower in &rule.alphabet[..rank] {
                        let mut smaller = inst.clone();
                        let Some(target) = env_mut(&mut smaller, case) else {
                            continue;
                        };
                        let text = match (&mut target.values[v], row) {
                            (Some(Value::Str(t)), None) => t,
                            (Some(Value::Strs(ts)), Some(r)) => &mut ts[r],
                            _ => continue,
                        };
                        for b in text.iter_mut().filter(|b| **b == c) {
                            *b = lower;
                        }
                        out.push(smaller);
                    }
                }
            }
        }
    }
    out
}

/// The value in `slot` (a character as its byte).
pub fn get(inst: &Instance, slot: Slot) -> Option<i128> {
    match slot {
        Slot::Int { case, var, at } => match (env(inst, case)?.values[var].as_ref()?, at) {
            (Value::Int(x), None) => Some(*x),
            (Value::Ints(xs), Some(k)) => xs.get(k).copied(),
            _ => None,
        },
        Slot::Char {
            case,
            var,
            string,
            at,
        } => match (env(inst, case)?.values[var].as_ref()?, string) {
            (Value::Str(s), None) => s.get(at).map(|&b| b as i128),
            (Value::Strs(ss), Some(r)) => ss.get(r)?.get(at).map(|&b| b as i128),
            _ => None,
        },
    }
}

/// `inst` with `slot` set to `value`.
pub fn set(inst: &Instance, slot: Slot, value: i128) -> Option<Instance> {
    let mut out = inst.clone();
    match slot {
        Slot::Int { case, var, at } => match (env_mut(&mut out, case)?.values[var].as_mut()?, at) {
            (Value::Int(x), None) => *x = value,
            (Value::Ints(xs), Some(k)) => *xs.get_mut(k)? = value,
            _ => return None,
        },
        Slot::Char {
            case,
            var,
            string,
            at,
        } => {
            let byte = u8::try_from(value).ok()?;
            match (env_mut(&mut out, case)?.values[var].as_mut()?, string) {
                (Value::Str(s), None) => *s.get_mut(at)? = byte,
                (Value::Strs(ss), Some(r)) => *ss.get_mut(r)?.get_mut(at)? = byte,
                _ => return None,
            }
        }
    }
    Some(out)
}

/// The simpler values to try in `slot`, simplest first: for an integer 0, 1, -1, 2, then the
/// value with low bits cleared and low decimal digits zeroed (towards zero); for a character
/// the characters before it in its alphabet.
pub fn simpler(f: &Format, inst: &Instance, slot: Slot) -> Vec<i128> {
    let Some(x) = get(inst, slot) else {
        return Vec::new();
    };
    match slot {
        Slot::Char { var, .. } => {
            let alphabet = f.vars[var]
                .string
                .as_ref()
                .map_or(&[][..], |r| &r.alphabet[..]);
            let rank = alphabet.iter().position(|&b| b as i128 == x).unwrap_or(0);
            alphabet[..rank].iter().map(|&b| b as i128).collect()
        }
        Slot::Int { .. } => {
            let mag = x.unsigned_abs();
            let sign = x.signum();
            let mut c: Vec<i128> = vec![0, 1, -1, 2, -2];
            c.extend((1..127).map(|bits| sign * ((mag >> bits << bits) as i128)));
            c.extend((1..38).map(|d| {
                let unit = 10u128.pow(d);
                sign * ((mag - mag % unit) as i128)
            }));
            c.retain(|v| v.unsigned_abs() < mag || (v.unsigned_abs() == mag && *v > x));
            c.sort_by_key(|v| (v.unsigned_abs(), *v < 0));
            c.dedup();
            c
        }
    }
}

/// The number of vertices of graph `g` evaluated in scope `case` (for reports).
pub fn vertices(f: &Format, inst: &Instance, g: usize, case: Option<usize>) -> Option<i128> {
    let graph = &f.graphs[g];
    let at = at_place(f, inst, case, None);
    Some(at.eval(&graph.hi)? - graph.base + 1)
}
