//! The constraints section of a spec, one constraint per line, as AtCoder statements write
//! them:
//!
//! - bounds, chained: `1 <= N <= 2*10^5`, `1 <= K <= N`, `-10^9 <= A_i <= 10^9`,
//!   `1 <= u_i < v_i <= N`, `1 <= u_i, v_i <= N` (a list stands for each of its names),
//!   `0 <= M <= N(N-1)/2`, `1 <= |S| <= 12`, `1 <= p_i < i`, `u_i != v_i`; a trailing
//!   `(1 <= i <= N)` is read as the statement's reminder and dropped;
//! - sorted sequences: `A_1 < A_2 < ... < A_N` (or `<=`, `>`, `>=`);
//! - distinctness: `A_i != A_j (i != j)`, `(u_i, v_i) != (u_j, v_j) (i != j)`, "A_i are
//!   pairwise distinct.", "All A_i are distinct.", "A_1, A_2, ..., A_N are distinct.";
//! - "P is a permutation of (1, 2, ..., N)." (also `(P_1, ..., P_N) is a permutation of ...`);
//! - strings: "S consists of lowercase English letters." (uppercase, digits, English letters,
//!   letters and digits, or a list: "S consists of a and b.", "... of `.` and `#`."), "S_i is a
//!   string of length W consisting of `.` and `#`.";
//! - graphs: "The given graph is a tree.", "... is connected.", "... has no self-loops.", "...
//!   has no multi-edges." ("multiple edges"), "... is simple.", several in one sentence too;
//! - "The sum of N over all test cases is at most 2*10^5." ("does not exceed", "<=");
//! - "All values in input are integers." (and its usual variants), which changes nothing.
//!
//! Anything else is refused with its line.

use super::expr::{self, Expr, Ref};
use super::text::{tokens, Tok};
use super::SpecError;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Le,
    Lt,
    Ge,
    Gt,
    Eq,
    Ne,
}

impl Cmp {
    fn of(op: &str) -> Option<Cmp> {
        Some(match op {
            "<=" => Cmp::Le,
            "<" => Cmp::Lt,
            ">=" => Cmp::Ge,
            ">" => Cmp::Gt,
            "=" => Cmp::Eq,
            "!=" => Cmp::Ne,
            _ => return None,
        })
    }

    /// `b op' a` for `a op b`.
    pub fn flip(self) -> Cmp {
        match self {
            Cmp::Le => Cmp::Ge,
            Cmp::Lt => Cmp::Gt,
            Cmp::Ge => Cmp::Le,
            Cmp::Gt => Cmp::Lt,
            c => c,
        }
    }

    pub fn holds(self, a: i128, b: i128) -> bool {
        match self {
            Cmp::Le => a <= b,
            Cmp::Lt => a < b,
            Cmp::Ge => a >= b,
            Cmp::Gt => a > b,
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
        }
    }

    pub fn text(self) -> &'static str {
        match self {
            Cmp::Le => "<=",
            Cmp::Lt => "<",
            Cmp::Ge => ">=",
            Cmp::Gt => ">",
            Cmp::Eq => "=",
            Cmp::Ne => "!=",
        }
    }
}

/// `left op right`, for every index where either side names one.
#[derive(Clone, Debug, PartialEq)]
pub struct Rel {
    pub left: Expr,
    pub op: Cmp,
    pub right: Expr,
    pub line: usize,
}

/// Graph properties a sentence states.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GraphFlags {
    pub tree: bool,
    pub connected: bool,
    pub no_loops: bool,
    pub no_multi: bool,
    pub directed: bool,
}

/// One constraint line, read.
#[derive(Clone, Debug, PartialEq)]
pub enum Rule {
    Rels(Vec<Rel>),
    /// The sequence is sorted: `A_1 op A_2 op ... op A_N`.
    Sorted {
        var: usize,
        op: Cmp,
    },
    /// The tuples of these sequences (one sequence: its values) are pairwise distinct.
    Distinct(Vec<usize>),
    /// The sequence is a permutation of `lo..=hi`.
    Permutation {
        var: usize,
        lo: Expr,
        hi: Expr,
    },
    /// The string variable's alphabet, and its length where the sentence gives one.
    Alphabet {
        var: usize,
        alphabet: Vec<u8>,
        len: Option<Expr>,
    },
    Graph(GraphFlags),
    /// The sum over the cases of `what` is at most `at_most`.
    Sum {
        what: Expr,
        at_most: Expr,
    },
    Nothing,
}

/// What the constraint reader needs of the layout's variables.
pub trait Names {
    /// The variable called `name` and whether it is indexed.
    fn lookup(&self, name: &str) -> Option<(usize, bool)>;
    /// Whether variable `var` is indexed.
    fn is_indexed(&self, var: usize) -> bool;
    /// Whether variable `var` is the elements of jagged rows (`A_{i,j}`).
    fn is_jagged(&self, _var: usize) -> bool {
        false
    }
}

/// Reads one constraint line (normalised) at spec line `no`.
pub fn parse(no: usize, text: &str, names: &dyn Names) -> Result<Rule, SpecError> {
    let err = |m: &str| SpecError::at(no, text, m);
    if let Some(rule) = sentence(text, names).map_err(|m| err(&m))? {
        return Ok(rule);
    }
    if !["<", ">", "="].iter().any(|op| text.contains(op)) {
        return Err(err(
            "a sentence this tool does not understand (see docs/stress.md: \"Spec forms\")",
        ));
    }
    let summed = super::jagged::sum_notation(text);
    let mut toks = tokens(&summed).map_err(|m| err(&m))?;
    strip_reminder(&mut toks);
    relations(no, &toks, names).map_err(|m| err(&m))
}

fn resolver(names: &dyn Names) -> impl Fn(&str, Option<&str>) -> Result<Expr, String> + '_ {
    move |name: &str, sub: Option<&str>| -> Result<Expr, String> {
        match (names.lookup(name), sub) {
            (Some((v, false)), None) => Ok(Expr::Ref(Ref::Scalar(v))),
            // `A_{i,j}` of jagged rows: every element, row by row.
            (Some((v, true)), Some(sub)) if names.is_jagged(v) => {
                let both = sub.split(',').collect::<Vec<_>>();
                if both.len() == 2 && both.iter().all(|x| is_index_letter(x)) {
                    Ok(Expr::Ref(Ref::Elem(v, Box::new(Expr::Index))))
                } else {
                    Err(format!(
                        "{} holds jagged rows: a constraint is about every element, {}_{{i,j}}",
                        name, name
                    ))
                }
            }
            (Some((v, true)), Some(sub)) => {
                let toks = tokens(sub)?;
                let index = expr::parse(&toks, &index_resolver(names))?;
                Ok(Expr::Ref(Ref::Elem(v, Box::new(index))))
            }
            (Some((_, true)), None) => Err(format!(
                "{} is a sequence: name its elements ({}_i)",
                name, name
            )),
            (Some((_, false)), Some(_)) => {
                Err(format!("{} has no elements: it is one value", name))
            }
            (None, None) if is_index_letter(name) => Ok(Expr::Index),
            (None, _) => Err(format!("{} is not a variable of the input", name)),
        }
    }
}

/// Inside a subscript: the index letters and the scalars. `i` and `j` there are the index even
/// where the input has variables of those names (`A_i` is every element); `k` is the index
/// unless a variable is called `k`.
fn index_resolver(names: &dyn Names) -> impl Fn(&str, Option<&str>) -> Result<Expr, String> + '_ {
    move |name: &str, sub: Option<&str>| -> Result<Expr, String> {
        if sub.is_none() && matches!(name, "i" | "j") {
            return Ok(Expr::Index);
        }
        match (names.lookup(name), sub) {
            (Some((v, false)), None) => Ok(Expr::Ref(Ref::Scalar(v))),
            (None, None) if is_index_letter(name) => Ok(Expr::Index),
            _ => Err(format!("{} cannot stand in a subscript", name)),
        }
    }
}

fn is_index_letter(name: &str) -> bool {
    matches!(name, "i" | "j" | "k")
}

/// Drops a trailing parenthesised condition on the index (`(1 <= i <= N)`, `(i != j)`).
fn strip_reminder(toks: &mut Vec<Tok>) {
    if toks.last() != Some(&Tok::Op(")")) {
        return;
    }
    let mut depth = 0;
    for at in (0..toks.len()).rev() {
        match toks[at] {
            Tok::Op(")") => depth += 1,
            Tok::Op("(") => {
                depth -= 1;
                if depth == 0 {
                    let inner = &toks[at + 1..toks.len() - 1];
                    let about_index = inner
                        .iter()
                        .any(|t| matches!(t, Tok::Op(o) if Cmp::of(o).is_some()))
                        && inner.iter().all(|t| match t {
                            Tok::Name(n, None) => is_index_letter(n),
                            Tok::Name(_, Some(_)) => false,
                            _ => true,
                        });
                    if about_index && at > 0 {
                        toks.truncate(at);
                    }
                    return;
                }
            }
            _ => {}
        }
    }
}

/// Splits `toks` at top-level occurrences of any of `ops`.
fn split_top<'a>(
    toks: &'a [Tok],
    is_sep: &dyn Fn(&Tok) -> bool,
) -> Vec<(&'a [Tok], Option<&'a Tok>)> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    let mut in_bars = false;
    for (i, t) in toks.iter().enumerate() {
        match t {
            Tok::Op("(") => depth += 1,
            Tok::Op(")") => depth -= 1,
            Tok::Op("|") => in_bars = !in_bars,
            _ if depth == 0 && !in_bars && is_sep(t) => {
                parts.push((&toks[start..i], Some(t)));
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push((&toks[start..], None));
    parts
}

fn relations(no: usize, toks: &[Tok], names: &dyn Names) -> Result<Rule, String> {
    let is_cmp = |t: &Tok| matches!(t, Tok::Op(o) if Cmp::of(o).is_some());
    let parts = split_top(toks, &is_cmp);
    if parts.len() < 2 {
        return Err(
            "not a constraint this tool understands (see docs/stress.md: \"Spec forms\")".into(),
        );
    }
    let ops: Vec<Cmp> = parts
        .iter()
        .filter_map(|(_, op)| match op {
            Some(Tok::Op(o)) => Cmp::of(o),
            _ => None,
        })
        .collect();
    let segments: Vec<&[Tok]> = parts.iter().map(|(s, _)| *s).collect();
    if segments.iter().any(|s| s.is_empty()) {
        return Err("a comparison with nothing on one side".into());
    }
    let resolve = resolver(names);
    // A_1 < A_2 < ... < A_N: sorted.
    if segments.iter().any(|s| *s == [Tok::Op("...")]) {
        let op = ops[0];
        if ops.iter().any(|o| *o != op) || matches!(op, Cmp::Eq | Cmp::Ne) {
            return Err("a sorted chain must use one of <, <=, >, >= throughout".into());
        }
        let mut var = None;
        for s in segments.iter().filter(|s| **s != [Tok::Op("...")]) {
            match expr::parse(s, &resolve)? {
                Expr::Ref(Ref::Elem(v, _)) if var.is_none() || var == Some(v) => var = Some(v),
                _ => return Err("a sorted chain must name the elements of one sequence".into()),
            }
        }
        return Ok(Rule::Sorted {
            var: var.ok_or("an empty chain")?,
            op,
        });
    }
    // A_i != A_j, (u_i, v_i) != (u_j, v_j): distinct.
    if ops == [Cmp::Ne] {
        if let Some(vars) = distinct_pair(segments[0], segments[1], names) {
            return Ok(Rule::Distinct(vars));
        }
    }
    // Each segment: one expression, or a list of names (`u_i, v_i`).
    let mut lists: Vec<Vec<Expr>> = Vec::new();
    for s in &segments {
        let items = split_top(s, &|t| *t == Tok::Op(","));
        let exprs = items
            .iter()
            .map(|(t, _)| expr::parse(t, &resolve))
            .collect::<Result<Vec<_>, _>>()?;
        lists.push(exprs);
    }
    if lists.iter().filter(|l| l.len() > 1).count() > 1 {
        return Err("only one side of a chain may be a list of names".into());
    }
    let mut rels = Vec::new();
    for (k, op) in ops.iter().enumerate() {
        for left in &lists[k] {
            for right in &lists[k + 1] {
                rels.push(Rel {
                    left: left.clone(),
                    op: *op,
                    right: right.clone(),
                    line: no,
                });
            }
        }
    }
    Ok(Rule::Rels(rels))
}

/// `A_i` and `A_j` (or tuples of them) with different index letters: the sequences named.
fn distinct_pair(a: &[Tok], b: &[Tok], names: &dyn Names) -> Option<Vec<usize>> {
    let side = |toks: &[Tok]| -> Option<(Vec<usize>, String)> {
        let inner = match toks {
            [Tok::Op("("), inner @ .., Tok::Op(")")] => inner,
            _ => toks,
        };
        let mut vars = Vec::new();
        let mut letter = None;
        for (t, _) in split_top(inner, &|t| *t == Tok::Op(",")) {
            match t {
                [Tok::Name(n, Some(sub))] if is_index_letter(sub) => {
                    let (v, true) = names.lookup(n)? else {
                        return None;
                    };
                    if letter.get_or_insert(sub.clone()) != sub {
                        return None;
                    }
                    vars.push(v);
                }
                _ => return None,
            }
        }
        Some((vars, letter?))
    };
    let (va, la) = side(a)?;
    let (vb, lb) = side(b)?;
    (va == vb && la != lb).then_some(va)
}

/// The sentences; `Ok(None)` when `text` is not one.
fn sentence(text: &str, names: &dyn Names) -> Result<Option<Rule>, String> {
    let plain = text.trim_end_matches('.').trim();
    let lower = plain.to_ascii_lowercase();
    let words: Vec<&str> = lower.split(' ').collect();
    if words.len() < 3
        || !words
            .iter()
            .any(|w| w.len() > 2 && w.chars().all(|c| c.is_ascii_alphabetic()))
    {
        return Ok(None);
    }
    if (lower.contains("are integer")
        || lower.contains("is an integer")
        || lower.contains("are all integer"))
        && !lower.contains("consist")
    {
        return Ok(Some(Rule::Nothing));
    }
    if lower.starts_with("the given graph")
        || lower.starts_with("the graph")
        || lower.starts_with("the input graph")
        || lower.starts_with("the given tree")
    {
        return graph(&lower).map(|f| Some(Rule::Graph(f)));
    }
    if let Some(at) = lower.find("the sum of ") {
        return sum(&plain[at + "the sum of ".len()..], names).map(Some);
    }
    if let Some(at) = lower.find(" is a permutation of ") {
        let subject = &plain[..at];
        let object = &plain[at + " is a permutation of ".len()..];
        return permutation(subject, object, names).map(Some);
    }
    if lower.contains(" consists of ") || lower.contains(" consisting of ") {
        return alphabet(plain, names).map(Some);
    }
    for ending in [
        " are pairwise distinct",
        " are all distinct",
        " are distinct",
        " are pairwise different",
        " are all different",
        " are different",
    ] {
        if let Some(subject) = lower.strip_suffix(ending) {
            return distinct(&plain[..subject.len()], names).map(Some);
        }
    }
    if words
        .iter()
        .filter(|w| w.len() > 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .count()
        >= 2
    {
        return Err(
            "a sentence this tool does not understand (see docs/stress.md: \"Spec forms\")".into(),
        );
    }
    Ok(None)
}

fn graph(lower: &str) -> Result<GraphFlags, String> {
    if lower.contains("may") || lower.contains("can ") || lower.contains("might") {
        return Err("a graph sentence that allows something states no rule: leave it out (what the spec does not forbid is allowed)".into());
    }
    let mut f = GraphFlags::default();
    let mut said = false;
    if lower.contains("tree") {
        f.tree = true;
        said = true;
    }
    if lower.contains("connected") {
        f.connected = true;
        said = true;
    }
    if lower.contains("self-loop") || lower.contains("self loop") || lower.contains("selfloop") {
        f.no_loops = true;
        said = true;
    }
    if [
        "multi-edge",
        "multiple edge",
        "multiedge",
        "multi edge",
        "parallel edge",
        "multiple-edge",
    ]
    .iter()
    .any(|w| lower.contains(w))
    {
        f.no_multi = true;
        said = true;
    }
    if lower.contains("simple") {
        f.no_loops = true;
        f.no_multi = true;
        said = true;
    }
    if lower.contains("directed") && !lower.contains("undirected") {
        f.directed = true;
        said = true;
    }
    if !said {
        return Err("a graph sentence with none of: tree, connected, self-loops, multi-edges, simple, directed".into());
    }
    Ok(f)
}

fn sum(rest: &str, names: &dyn Names) -> Result<Rule, String> {
    let lower = rest.to_ascii_lowercase();
    let over = lower
        .find(" over ")
        .or_else(|| lower.find(" in "))
        .or_else(|| lower.find(" for "))
        .ok_or("\"the sum of X over all test cases is at most Y\" expected")?;
    let what_text = &rest[..over];
    let mut bound_at = None;
    for phrase in [
        " is at most ",
        " does not exceed ",
        " is not greater than ",
        " is no more than ",
        " is less than or equal to ",
        " <= ",
    ] {
        if let Some(at) = lower.find(phrase) {
            bound_at = Some(at + phrase.len());
            break;
        }
    }
    let bound_text =
        &rest[bound_at.ok_or("\"is at most\" or \"does not exceed\" expected after the sum")?..];
    let resolve = resolver(names);
    let what = expr::parse(&tokens(what_text)?, &resolve)?;
    let at_most = expr::parse(&tokens(bound_text.trim_end_matches('.'))?, &resolve)?;
    Ok(Rule::Sum { what, at_most })
}

/// The sequences a subject names: `A`, `A_i`, `A_1, A_2, ..., A_N`, `(P_1, ..., P_N)`, with
/// an optional "all" or "the values" before.
fn subject_vars(subject: &str, names: &dyn Names) -> Result<Vec<usize>, String> {
    let mut s = subject.trim();
    for prefix in [
        "all of ",
        "all ",
        "All ",
        "the values ",
        "the elements of ",
        "The values ",
        "The elements of ",
        "each ",
        "Each ",
    ] {
        s = s.strip_prefix(prefix).unwrap_or(s);
    }
    let toks = tokens(s)?;
    let mut vars = Vec::new();
    for t in toks {
        match t {
            Tok::Name(n, _) => match names.lookup(&n) {
                Some((v, _)) => {
                    if !vars.contains(&v) {
                        vars.push(v)
                    }
                }
                None => return Err(format!("{} is not a variable of the input", n)),
            },
            Tok::Op("," | "(" | ")" | "...") => {}
            other => {
                return Err(format!(
                    "unexpected {} in {:?}",
                    expr::show(&other),
                    subject
                ))
            }
        }
    }
    if vars.is_empty() {
        return Err(format!("no variable in {:?}", subject));
    }
    Ok(vars)
}

fn distinct(subject: &str, names: &dyn Names) -> Result<Rule, String> {
    let vars = subject_vars(subject, names)?;
    if vars.iter().any(|&v| !names.is_indexed(v)) {
        return Err("distinctness is understood of sequences (A_i are pairwise distinct); for scalars write A != B".into());
    }
    Ok(Rule::Distinct(vars))
}

fn permutation(subject: &str, object: &str, names: &dyn Names) -> Result<Rule, String> {
    let vars = subject_vars(subject, names)?;
    let [var] = vars[..] else {
        return Err("a permutation of one sequence, please".into());
    };
    let toks = tokens(object)?;
    let inner = match &toks[..] {
        [Tok::Op("("), inner @ .., Tok::Op(")")] => inner,
        all => all,
    };
    let items: Vec<&[Tok]> = split_top(inner, &|t| *t == Tok::Op(","))
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    let resolve = resolver(names);
    let (Some(first), Some(last)) = (items.first(), items.last()) else {
        return Err("a permutation of (1, 2, ..., N) expected".into());
    };
    if items.len() < 2 || !items.iter().any(|t| *t == [Tok::Op("...")]) {
        return Err("a permutation of (1, 2, ..., N) expected".into());
    }
    Ok(Rule::Permutation {
        var,
        lo: expr::parse(first, &resolve)?,
        hi: expr::parse(last, &resolve)?,
    })
}

/// "S consists of ...", "S_i is a string of length W consisting of ...".
fn alphabet(plain: &str, names: &dyn Names) -> Result<Rule, String> {
    let lower = plain.to_ascii_lowercase();
    let (subject_end, rest_at) = if let Some(at) = lower.find(" consists of ") {
        (at, at + " consists of ".len())
    } else {
        let at = lower.find(" consisting of ").unwrap_or(0);
        (at, at + " consisting of ".len())
    };
    let head = &plain[..subject_end];
    let head_lower = head.to_ascii_lowercase();
    let (subject, len) = match head_lower.find(" is a string") {
        Some(at) => {
            let after = &head[at + " is a string".len()..];
            let len = match after.trim().strip_prefix("of length ") {
                Some(l) => Some(expr::parse(
                    &tokens(l.trim().trim_end_matches(','))?,
                    &resolver(names),
                )?),
                None if after.trim().is_empty() => None,
                None => return Err(format!("{:?}: \"of length N\" expected", after.trim())),
            };
            (&head[..at], len)
        }
        None => (head, None),
    };
    let vars = subject_vars(subject, names)?;
    let [var] = vars[..] else {
        return Err("one string variable per sentence, please".into());
    };
    let set = alphabet_set(&plain[rest_at..])?;
    Ok(Rule::Alphabet {
        var,
        alphabet: set,
        len,
    })
}

fn alphabet_set(text: &str) -> Result<Vec<u8>, String> {
    let lower = text.to_ascii_lowercase();
    let mut set: Vec<u8> = Vec::new();
    let lowercase = lower.contains("lowercase");
    let uppercase = lower.contains("uppercase");
    if lower.contains("letter") {
        if lowercase || !uppercase {
            set.extend(b'a'..=b'z');
        }
        if uppercase || !lowercase {
            set.extend(b'A'..=b'Z');
        }
    }
    if lower.contains("digit") {
        set.extend(b'0'..=b'9');
    }
    if !set.is_empty() {
        return Ok(set);
    }
    // A list of characters: "`.` and `#`", "a and b", "`A`, `B`, and `C`", "0 and 1".
    let mut list = text.to_string();
    for sep in [", and ", ", or ", " and ", " or ", ","] {
        list = list.replace(sep, "\u{1}");
    }
    for item in list.split('\u{1}') {
        let mut item = item.trim();
        for prefix in [
            "the characters ",
            "characters ",
            "the character ",
            "character ",
        ] {
            item = item.strip_prefix(prefix).unwrap_or(item);
        }
        let item = item
            .trim_matches(|c| c == '`' || c == '\'' || c == '"')
            .trim();
        match item.as_bytes() {
            [c] if c.is_ascii_graphic() => {
                if !set.contains(c) {
                    set.push(*c)
                }
            }
            _ => {
                return Err(format!(
                    "{:?} is not an alphabet this tool knows: lowercase/uppercase English letters, digits, or a list of single characters (`a` and `b`)",
                    text
                ))
            }
        }
    }
    Ok(set)
}
