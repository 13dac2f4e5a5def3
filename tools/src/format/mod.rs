//! The format language: a problem's input described as its statement describes it, from which
//! the stress tester generates inputs, checks them and shrinks them.
//!
//! A spec is the statement's Input section, a line `---`, then the constraints one per line,
//! written the way AtCoder statements write them:
//!
//! ```text
//! N K
//! A_1 A_2 ... A_N
//! ---
//! 1 <= N <= 2*10^5
//! 1 <= K <= N
//! -10^9 <= A_i <= 10^9
//! ```
//!
//! [`layout`] reads the Input section (scalars, sequences on a line or one per line, rows,
//! jagged rows `K_i A_{i,1} ... A_{i,K_i}`, a matrix `a_{i,1} ... a_{i,m}` (the same rows with
//! the length an expression, not written), AtCoder's multi-case form, records until the end of
//! the input or until a terminator line, in the sentences statements use, and records nested
//! in a case, counted by a variable of the case or ended by a terminator line), [`rules`] the
//! constraints (bounds that may name other variables, sorted and distinct sequences,
//! permutations, string alphabets and lengths, graph sentences, sums over the cases and over a
//! sequence). No name is reserved: a statement's `k`, `t`, `T`, `case` or `min` are variables. Anything else is refused with its line ([`SpecError`]). From a
//! [`Format`]:
//!
//! - [`draw`] draws an [`Instance`]: counts growing with a size from tiny, values at the
//!   bounds' edges and their neighbours now and then (as the registry's generators do), trees
//!   as paths, stars, caterpillars and random shapes;
//! - [`Format::render`] writes it, [`Format::read`] reads an input text back into one (with
//!   `line L, column C` when the text does not follow the layout), [`Format::check`] says
//!   whether it keeps every constraint;
//! - [`cut`] gives the smaller instances the shrinker tries, with the counts kept consistent: a
//!   removed element lowers `N`, a removed edge lowers `M`, a tree loses leaves or whole
//!   subtrees and stays a tree, a removed case lowers `T` (records until the end or a
//!   terminator just go, the terminator kept), a removed jagged row takes its elements and a
//!   removed element lowers its row's length, a matrix loses whole rows (`n` lowered) or
//!   whole columns (`m` lowered), a removed nested record lowers its count (or just goes,
//!   its terminator kept); and the values it may lower.

mod build;
pub mod cut;
pub mod draw;
pub mod expr;
pub mod graph;
pub mod instance;
mod jagged;
pub mod layout;
pub mod rules;
pub mod spec_shape;
pub mod text;
mod verify;

pub use instance::{Env, Instance, Value};

use build::Builder;
use expr::{Expr, Ref};
use rules::{Cmp, GraphFlags, Rel, Rule};
use std::collections::HashMap;
use std::fmt;

/// A spec line this tool cannot read, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    /// 1-based line of the spec file.
    pub line: usize,
    pub text: String,
    pub message: String,
}

impl SpecError {
    pub fn at(line: usize, text: &str, message: &str) -> SpecError {
        SpecError {
            line,
            text: text.to_string(),
            message: message.to_string(),
        }
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.text.is_empty() {
            write!(f, "spec line {}: {}", self.line, self.message)
        } else {
            write!(
                f,
                "spec line {} ({:?}): {}",
                self.line, self.text, self.message
            )
        }
    }
}

/// Where a variable lives: once in the input, once per case, or once per nested record of a
/// case (a case's pictures, trees or queries). Deeper scopes come later in the order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Scope {
    Top,
    Case,
    Inner,
}

/// An indexed variable's index range, `from..=to`, and the rows block it is a column of.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub from: Expr,
    pub to: Expr,
    pub block: Option<usize>,
}

/// A string variable's characters and its length where a sentence fixes it.
#[derive(Clone, Debug, PartialEq)]
pub struct StringRule {
    pub alphabet: Vec<u8>,
    pub len: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Var {
    pub name: String,
    pub scope: Scope,
    /// The spec line where the layout names it.
    pub line: usize,
    /// Its place in the layout's reading order.
    pub order: usize,
    pub array: Option<Array>,
    /// `Some` for a string (or, indexed, a string per element: a grid's rows).
    pub string: Option<StringRule>,
    /// It sizes something: an index range, a string's length, the vertices, the cases.
    pub count: bool,
    /// The elements of jagged rows: the sequence of the rows' lengths (`K` for `A_{i,j}`).
    /// The elements are held one after another, row by row; their index range is
    /// `1..=sum K_i`.
    pub jagged: Option<usize>,
    /// The lengths of a matrix's rows (`A_{1,1} ... A_{1,M}`): the one width every row has.
    /// They are not written in the input; they are held, drawn and cut as jagged rows'
    /// lengths are, and a constraint `len_i = M` keeps them equal to the width.
    pub width: Option<Expr>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atom {
    Scalar(usize),
    Seq(usize),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Line {
        line: usize,
        atoms: Vec<Atom>,
    },
    /// The rows of block `n` of [`Format::blocks`].
    Rows(usize),
    /// Jagged rows: per row its length (an element of `count`), then that many of `elems`.
    Jagged {
        count: usize,
        elems: usize,
    },
    /// Records nested in a case, laid out as their `body` (of [`Scope::Inner`] variables): as
    /// many as a variable of the case says ([`Until::Count`]) or until a terminator line
    /// ([`Until::Line`]). A case holds one such block, last in its layout, one level deep.
    Records(Cases),
}

/// Columns written one row per line.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub vars: Vec<usize>,
    pub line: usize,
}

/// Records laid out as `body`, as many as `until` says.
#[derive(Clone, Debug, PartialEq)]
pub struct Cases {
    pub until: Until,
    pub body: Vec<Item>,
    pub line: usize,
}

/// How the reader knows the records are over.
#[derive(Clone, Debug, PartialEq)]
pub enum Until {
    /// AtCoder's multi-case form: a top scalar (`T`) given before them counts them (for
    /// nested records, a scalar of their case).
    Count(usize),
    /// "Process to the end of file": the end of the input.
    End,
    /// "The input ends with a line `0 0`": a line of these tokens, which is no record, and
    /// after which nothing is read.
    Line(Vec<String>),
}

impl Cases {
    /// The variable that counts the cases, in the counted form.
    pub fn count(&self) -> Option<usize> {
        match self.until {
            Until::Count(t) => Some(t),
            _ => None,
        }
    }

    /// The terminator's tokens, in the terminated form.
    pub fn terminator(&self) -> Option<&[String]> {
        match &self.until {
            Until::Line(t) => Some(t),
            _ => None,
        }
    }
}

/// A graph: the edges are the rows of `block`, their endpoints columns `u` and `v`, the
/// vertices `base..=hi`.
#[derive(Clone, Debug, PartialEq)]
pub struct Graph {
    pub block: usize,
    pub u: usize,
    pub v: usize,
    pub base: i128,
    pub hi: Expr,
    /// The scalar that is the number of vertices (`N` for `1 <= u_i <= N` or
    /// `0 <= u_i < N`), which a vertex cut lowers.
    pub vertices: Option<usize>,
    pub flags: GraphFlags,
    pub line: usize,
}

/// "The sum of `what` over all test cases is at most `at_most`."
#[derive(Clone, Debug, PartialEq)]
pub struct Sum {
    pub what: Expr,
    pub at_most: Expr,
    pub line: usize,
}

/// A parsed spec.
#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    pub vars: Vec<Var>,
    pub top: Vec<Item>,
    pub cases: Option<Cases>,
    pub blocks: Vec<Block>,
    pub rels: Vec<Rel>,
    pub sorted: Vec<(usize, Cmp)>,
    /// Tuples of sequences whose tuples are pairwise distinct (one sequence: its values).
    pub distinct: Vec<Vec<usize>>,
    /// A sequence that is a permutation of `lo..=hi`.
    pub perms: Vec<(usize, Expr, Expr)>,
    pub graphs: Vec<Graph>,
    pub sums: Vec<Sum>,
}

struct Names<'a>(&'a HashMap<String, usize>, &'a [Var]);

impl rules::Names for Names<'_> {
    fn lookup(&self, name: &str) -> Option<(usize, bool)> {
        self.0.get(name).map(|&v| (v, self.1[v].array.is_some()))
    }
    fn is_indexed(&self, var: usize) -> bool {
        self.1[var].array.is_some()
    }
    fn is_jagged(&self, var: usize) -> bool {
        self.1[var].jagged.is_some()
    }
}

impl Format {
    /// Reads a spec: the Input section, a line `---`, the constraints.
    pub fn parse(spec: &str) -> Result<Format, SpecError> {
        let lines: Vec<(usize, &str)> = spec.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
        let Some(split) = lines.iter().position(|(_, l)| l.trim() == "---") else {
            return Err(SpecError::at(
                1,
                "",
                "no line `---` between the Input section and the constraints",
            ));
        };
        let normal = |part: &[(usize, &str)]| -> Vec<(usize, String)> {
            part.iter()
                .map(|(n, l)| (*n, text::normalise(l)))
                .filter(|(_, l)| !l.is_empty())
                .collect()
        };
        let layout_lines = normal(&lines[..split]);
        if layout_lines.is_empty() {
            return Err(SpecError::at(1, "", "the Input section is empty"));
        }
        let raw = layout::parse(&layout_lines)?;
        let mut b = Builder::default();
        b.items(&raw, Scope::Top)?;
        let mut f = b.finish()?;
        let mut graph_flags: Option<(GraphFlags, usize)> = None;
        let names_map: HashMap<String, usize> = f
            .vars
            .iter()
            .enumerate()
            .map(|(i, v)| (v.name.clone(), i))
            .collect();
        for (no, text) in normal(&lines[split + 1..]) {
            let rule = rules::parse(no, &text, &Names(&names_map, &f.vars))?;
            let err = |m: &str| SpecError::at(no, &text, m);
            match rule {
                Rule::Rels(rels) => f.rels.extend(rels),
                Rule::Sorted { var, op } => f.sorted.push((var, op)),
                Rule::Distinct(vars) => f.distinct.push(vars),
                Rule::Permutation { var, lo, hi } => f.perms.push((var, lo, hi)),
                Rule::Alphabet { var, alphabet, len } => {
                    if f.vars[var].string.is_some() {
                        return Err(err("a second alphabet for one string"));
                    }
                    f.vars[var].string = Some(StringRule { alphabet, len });
                }
                Rule::Graph(flags) => {
                    let (g, _) = graph_flags.get_or_insert((GraphFlags::default(), no));
                    g.tree |= flags.tree;
                    g.connected |= flags.connected;
                    g.no_loops |= flags.no_loops;
                    g.no_multi |= flags.no_multi;
                    g.directed |= flags.directed;
                }
                Rule::Sum { what, at_most } => {
                    if f.cases.is_none() {
                        return Err(err("a sum over the test cases, but the input has no cases"));
                    }
                    f.sums.push(Sum {
                        what,
                        at_most,
                        line: no,
                    })
                }
                Rule::Nothing => {}
            }
        }
        if let Some((flags, line)) = graph_flags {
            f.find_graph(flags, line)?;
        }
        f.settle()?;
        Ok(f)
    }

    /// The nested records of the cases, if the cases' layout has them.
    pub fn nested(&self) -> Option<&Cases> {
        self.cases.as_ref()?.body.iter().find_map(|i| match i {
            Item::Records(n) => Some(n),
            _ => None,
        })
    }

    /// The variable called `name`.
    pub fn var(&self, name: &str) -> Option<usize> {
        self.vars.iter().position(|v| v.name == name)
    }

    /// The bounds of `subject` that a rel states: `(lower, upper)` lists of (expr, strict).
    fn mentions(&self, is_subject: &dyn Fn(&Expr) -> bool) -> (bool, bool) {
        let (mut lower, mut upper) = (false, false);
        for r in &self.rels {
            let (op, _) = if is_subject(&r.left) {
                (r.op, &r.right)
            } else if is_subject(&r.right) {
                (r.op.flip(), &r.left)
            } else {
                continue;
            };
            match op {
                Cmp::Ge | Cmp::Gt => lower = true,
                Cmp::Le | Cmp::Lt => upper = true,
                Cmp::Eq => {
                    lower = true;
                    upper = true
                }
                Cmp::Ne => {}
            }
        }
        (lower, upper)
    }

    /// Kinds, counts and bounds once every constraint is read: every integer bounded on both
    /// sides, every string with an alphabet and a length.
    fn settle(&mut self) -> Result<(), SpecError> {
        // Constant bounds: within 64 bits, as the values drawn are.
        struct Nothing;
        impl expr::Lookup for Nothing {
            fn scalar(&self, _: usize) -> Option<i128> {
                None
            }
            fn elem(&self, _: usize, _: i128) -> Option<i128> {
                None
            }
            fn len(&self, _: usize) -> Option<i128> {
                None
            }
            fn len_elem(&self, _: usize, _: i128) -> Option<i128> {
                None
            }
            fn index(&self) -> Option<i128> {
                None
            }
        }
        for r in &self.rels {
            for side in [&r.left, &r.right] {
                match side.eval(&Nothing) {
                    Err(expr::Eval::Arithmetic) => {
                        return Err(SpecError::at(r.line, "", "a bound too large to work out"))
                    }
                    Ok(x) if x.unsigned_abs() > u64::MAX as u128 => {
                        return Err(SpecError::at(
                            r.line,
                            "",
                            "a bound beyond 64 bits: the values drawn are 64-bit",
                        ))
                    }
                    _ => {}
                }
            }
        }
        for v in 0..self.vars.len() {
            let var = &self.vars[v];
            let err = |m: String| SpecError::at(var.line, "", &m);
            let indexed = var.array.is_some();
            let elem =
                |e: &Expr| matches!(e, Expr::Ref(Ref::Elem(x, i)) if *x == v && i.uses_index());
            let scalar = |e: &Expr| matches!(e, Expr::Ref(Ref::Scalar(x)) if *x == v);
            let len = |e: &Expr| match e {
                Expr::Ref(Ref::Len(x)) => *x == v,
                Expr::Ref(Ref::LenElem(x, i)) => *x == v && i.uses_index(),
                _ => false,
            };
            if let Some(s) = &var.string {
                if self.mentions(&|e| if indexed { elem(e) } else { scalar(e) }) != (false, false) {
                    return Err(err(format!(
                        "{} is a string, but a constraint compares it as a number",
                        var.name
                    )));
                }
                if s.len.is_none() && self.mentions(&len) != (true, true) {
                    return Err(err(format!(
                        "the string {} has no length: add `1 <= |{}| <= 10` or \"{} is a string of length N consisting of ...\"",
                        var.name,
                        if indexed { format!("{}_i", var.name) } else { var.name.clone() },
                        var.name
                    )));
                }
                continue;
            }
            if self.mentions(&len) != (false, false) {
                return Err(err(format!(
                    "|{}| is a length, but nothing says which characters {} consists of: add \"{} consists of lowercase English letters.\"",
                    var.name, var.name, var.name
                )));
            }
            let perm = self.perms.iter().any(|p| p.0 == v);
            let (lo, hi) = self.mentions(&|e| if indexed { elem(e) } else { scalar(e) });
            if !(perm || lo && hi) {
                let example = if indexed {
                    format!("1 <= {}_i <= 10^9", var.name)
                } else {
                    format!("1 <= {} <= 10^5", var.name)
                };
                return Err(err(format!(
                    "{} has no {} bound: add a constraint like `{}`",
                    var.name,
                    match (lo, hi) {
                        (false, false) => "lower or upper",
                        (false, true) => "lower",
                        _ => "upper",
                    },
                    example
                )));
            }
        }
        for (var, _) in &self.sorted {
            if self.vars[*var].string.is_some() {
                return Err(SpecError::at(
                    self.vars[*var].line,
                    "",
                    "a sorted string sequence is not understood",
                ));
            }
        }
        // What sizes something is a count: drawn small first, never lowered on its own.
        let mut counts = Vec::new();
        for var in &self.vars {
            if let Some(a) = &var.array {
                a.from.vars(&mut counts);
                a.to.vars(&mut counts);
            }
            if let Some(StringRule { len: Some(l), .. }) = &var.string {
                l.vars(&mut counts);
            }
            if let Some(w) = &var.width {
                w.vars(&mut counts);
            }
        }
        for g in &self.graphs {
            g.hi.vars(&mut counts);
        }
        if let Some(t) = self.cases.as_ref().and_then(Cases::count) {
            counts.push(t);
        }
        if let Some(k) = self.nested().and_then(Cases::count) {
            counts.push(k);
        }
        for r in &self.rels {
            // |S| = N: N is S's length.
            for (a, b) in [(&r.left, &r.right), (&r.right, &r.left)] {
                if r.op == Cmp::Eq && matches!(a, Expr::Ref(Ref::Len(_) | Ref::LenElem(..))) {
                    b.vars(&mut counts);
                }
            }
        }
        for c in counts {
            if self.vars[c].array.is_none() && self.vars[c].string.is_none() {
                self.vars[c].count = true;
            }
        }
        Ok(())
    }

    /// The rows block the graph sentences speak of: the first with two integer columns bounded
    /// by the same vertex range (`1 <= u_i, v_i <= N`, `0 <= u_i, v_i < N`).
    fn find_graph(&mut self, flags: GraphFlags, line: usize) -> Result<(), SpecError> {
        for (b, block) in self.blocks.iter().enumerate() {
            if block.vars.len() < 2 {
                continue;
            }
            let (u, v) = (block.vars[0], block.vars[1]);
            let (bu, hu) = self.vertex_range(u);
            let (bv, hv) = self.vertex_range(v);
            // `1 <= u_i < v_i <= N` bounds u below and v above: the range is the pair's.
            fn agree<T: PartialEq>(a: &Option<T>, b: &Option<T>) -> bool {
                a.is_none() || b.is_none() || a == b
            }
            if !agree(&bu, &bv) || !agree(&hu, &hv) {
                continue;
            }
            let (Some(base), Some(hi)) = (bu.or(bv), hu.or(hv)) else {
                continue;
            };
            if base != 0 && base != 1 {
                continue;
            }
            let ru = (base, hi);
            let (base, hi) = ru;
            let vertices = match (&hi, base) {
                (Expr::Ref(Ref::Scalar(n)), 1) => Some(*n),
                (Expr::Bin(expr::BinOp::Sub, a, one), 0) if **one == Expr::Num(1) => {
                    a.bare_scalar()
                }
                _ => None,
            };
            if flags.tree && vertices.is_none() {
                return Err(SpecError::at(
                    line,
                    "",
                    "a tree's vertices must be 1..N or 0..N-1 for a variable N",
                ));
            }
            self.graphs.push(Graph {
                block: b,
                u,
                v,
                base,
                hi,
                vertices,
                flags,
                line,
            });
            return Ok(());
        }
        Err(SpecError::at(
            line,
            "",
            "a graph sentence, but no rows `u_i v_i` whose endpoints are bounded by one vertex range (`1 <= u_i, v_i <= N`)",
        ))
    }

    /// The constant lower bound and the upper bound the rels give every element of `var`,
    /// each where one is stated.
    fn vertex_range(&self, var: usize) -> (Option<i128>, Option<Expr>) {
        let is =
            |e: &Expr| matches!(e, Expr::Ref(Ref::Elem(x, i)) if *x == var && **i == Expr::Index);
        let (mut base, mut hi) = (None, None);
        for r in &self.rels {
            let (op, other) = if is(&r.left) {
                (r.op, &r.right)
            } else if is(&r.right) {
                (r.op.flip(), &r.left)
            } else {
                continue;
            };
            match (op, other) {
                (Cmp::Ge, Expr::Num(c)) => base = Some(*c),
                (Cmp::Gt, Expr::Num(c)) => base = Some(c + 1),
                (Cmp::Le, e) if !matches!(e, Expr::Ref(Ref::Elem(..))) => hi = Some(e.clone()),
                (Cmp::Lt, e) if !matches!(e, Expr::Ref(Ref::Elem(..))) => {
                    hi = Some(Expr::Bin(
                        expr::BinOp::Sub,
                        Box::new(e.clone()),
                        Box::new(Expr::Num(1)),
                    ))
                }
                _ => {}
            }
        }
        (base, hi)
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_nested;
#[cfg(test)]
mod tests_records;
