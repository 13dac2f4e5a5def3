//! `lab value` and `lab move`: the value of a position of a game the lab takes, and every
//! winning move from it. A position is a sum: heaps `4+6+11` of a heap game, points `3,4+1,2`
//! of the plane (r-Wythoff), or either of a program's game ([`super::program`]).
//!
//! **Theorem (Sprague-Grundy).** A sum's value is the XOR of its parts' values, and a move in
//! one part changes only that part's value; so the player to move from a sum of value `X != 0`
//! wins exactly by the moves that take some part `p` of value `g` to an option of value
//! `X xor g` (the sum then has value 0, a loss for the next player), and from `X = 0` every
//! move loses. [`QueryTable::winning_moves`] lists those moves, part by part, option by option;
//! the tests check them against a direct search over the sums' own moves, with no XOR in it.
//!
//! A code's options are enumerated as the code says ([`super::splits`]).

use super::program::{self, Position};
use super::splits::for_each_split;
use super::{default_limit, Game, PLANE_LIMIT};
use impartial_lab::{Code, Table};
use std::collections::HashMap;
use std::fmt;
use std::time::Duration;

/// Why a query could not be answered: the position does not fit the game or the table (a
/// usage error, exit status 2), or the game's program failed (1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueryError {
    /// A malformed position, a part of the wrong shape, a heap beyond the table.
    Usage(String),
    /// A program of the user's own failed.
    Failed(String),
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            QueryError::Usage(e) | QueryError::Failed(e) => f.write_str(e),
        }
    }
}

/// Reads a position: parts joined by `+`, each a heap (`11`) or a point (`3,4`).
///
/// ```
/// use impartial_tools::lab::program::Position;
/// use impartial_tools::lab::query::parse_sum;
/// assert_eq!(parse_sum("4+6+11").unwrap(), [Position::Heap(4), Position::Heap(6), Position::Heap(11)]);
/// assert_eq!(parse_sum("3,4").unwrap(), [Position::Point(3, 4)]);
/// assert_eq!(
///     parse_sum("4+x").unwrap_err(),
///     "position \"4+x\": column 3: expected a heap (11) or a point (3,4), found \"x\""
/// );
/// ```
pub fn parse_sum(text: &str) -> Result<Vec<Position>, String> {
    let mut parts = Vec::new();
    let mut column = 1;
    for word in text.split('+') {
        let token = word.trim();
        let part = match token.split_once(',') {
            Some((x, y)) => match (number(x), number(y)) {
                (Some(x), Some(y)) => Some(Position::Point(x, y)),
                _ => None,
            },
            None => number(token).map(Position::Heap),
        };
        let found = if token.is_empty() {
            "nothing".to_string()
        } else {
            format!("\"{}\"", token.chars().take(40).collect::<String>())
        };
        parts.push(part.ok_or_else(|| {
            format!(
                "position \"{}\": column {}: expected a heap (11) or a point (3,4), found {}",
                text, column, found
            )
        })?);
        column += word.chars().count() + 1;
    }
    Ok(parts)
}

fn number(text: &str) -> Option<u64> {
    let t = text.trim();
    (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
        .then(|| t.parse().ok())
        .flatten()
}

/// A position written as the lab reads it (`4+6+11`).
pub fn show_sum(sum: &[Position]) -> String {
    let parts: Vec<String> = sum.iter().map(Position::to_string).collect();
    parts.join("+")
}

/// One move of a sum: part `index` (0-based) becomes the parts `left` (none: it is gone).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Move {
    /// Which part of the sum moves.
    pub index: usize,
    /// What it was.
    pub from: Position,
    /// What the move leaves of it, in increasing order.
    pub left: Vec<Position>,
}

impl Move {
    /// The tokens a move on a heap takes: its size less the heaps it leaves (`None` for a
    /// point, or where a program's move leaves more than it had).
    pub fn taken(&self) -> Option<u64> {
        let Position::Heap(n) = self.from else {
            return None;
        };
        let mut left = 0u64;
        for p in &self.left {
            match p {
                Position::Heap(h) => left = left.checked_add(*h)?,
                _ => return None,
            }
        }
        n.checked_sub(left)
    }

    /// The sum after the move: the part replaced by what it leaves, in place.
    pub fn apply(&self, sum: &[Position]) -> Vec<Position> {
        let mut after = sum[..self.index].to_vec();
        after.extend(self.left.iter().cloned());
        after.extend_from_slice(&sum[self.index + 1..]);
        after
    }

    /// The move in words: `heap 3 (11): take 1, leave 3+7`, `point 1 (3,4): to 1,2`.
    pub fn describe(&self) -> String {
        let leave = if self.left.is_empty() {
            "nothing".to_string()
        } else {
            show_sum(&self.left)
        };
        match (&self.from, self.taken()) {
            (Position::Heap(n), Some(t)) => {
                format!(
                    "heap {} ({}): take {}, leave {}",
                    self.index + 1,
                    n,
                    t,
                    leave
                )
            }
            (Position::Heap(n), None) => {
                format!("heap {} ({}): leave {}", self.index + 1, n, leave)
            }
            (Position::Point(x, y), _) => {
                format!("point {} ({},{}): to {}", self.index + 1, x, y, leave)
            }
            (other, _) => format!("part {} ({}): to {}", self.index + 1, other, leave),
        }
    }
}

/// The values a query needs and the game's moves.
pub enum QueryTable {
    /// A take-and-break code with `G(0..values.len())`.
    Code { code: Code, values: Vec<u32> },
    /// r-Wythoff with its table.
    Plane { r: u64, g: Vec<Vec<u32>> },
    /// A program's game: its listing, the values, and where each position is.
    Listing {
        listing: program::Listing,
        values: Vec<u32>,
        at: HashMap<Position, usize>,
    },
}

impl QueryTable {
    /// The solver of `game` for positions whose parts are among `parts` (heaps up to the
    /// largest one, or points inside the square of the largest coordinate). A part of the wrong
    /// shape or beyond the table the lab computes is a [`QueryError::Usage`].
    ///
    /// ```
    /// use impartial_tools::lab::{query::{parse_sum, QueryTable}, Game};
    /// use std::time::Duration;
    /// let sum = parse_sum("4+6+11").unwrap();
    /// let kayles = QueryTable::new(&Game::parse("0.77").unwrap(), &sum, Duration::from_secs(1)).unwrap();
    /// // G(4) = 1, G(6) = 3, G(11) = 6: the sum is 1 xor 3 xor 6 = 4, a win.
    /// assert_eq!(kayles.sum_value(&sum), 4);
    /// ```
    pub fn new(
        game: &Game,
        parts: &[Position],
        timeout: Duration,
    ) -> Result<QueryTable, QueryError> {
        let usage = |e: String| Err(QueryError::Usage(e));
        let heaps: Vec<u64> = parts
            .iter()
            .filter_map(|p| match p {
                Position::Heap(n) => Some(*n),
                _ => None,
            })
            .collect();
        let points: Vec<(u64, u64)> = parts
            .iter()
            .filter_map(|p| match p {
                Position::Point(x, y) => Some((*x, *y)),
                _ => None,
            })
            .collect();
        match game {
            Game::Heap(code) => {
                if let Some(&(x, y)) = points.first() {
                    return usage(format!(
                        "{} is a heap game: {},{} is a point; write heaps (4+6+11)",
                        code.name, x, y
                    ));
                }
                let top = heaps.iter().copied().max().unwrap_or(0);
                let limit = default_limit(code);
                if top >= limit as u64 {
                    return usage(format!(
                        "heap {} is beyond the table of {}: a query computes G(0..{}) at most for this game",
                        top, code.name, limit
                    ));
                }
                let mut table = Table::new(code);
                table.extend(top as usize + 1);
                Ok(QueryTable::Code {
                    code: code.clone(),
                    values: table.values().to_vec(),
                })
            }
            Game::Wythoff(r) => {
                if let Some(&n) = heaps.first() {
                    return usage(format!(
                        "wythoff is a game on the plane: {} is a heap; write a point (3,4)",
                        n
                    ));
                }
                let top = points.iter().map(|&(x, y)| x.max(y)).max().unwrap_or(0);
                if top >= PLANE_LIMIT as u64 {
                    return usage(format!(
                        "point coordinate {} is beyond the plane's table: at most {} rows",
                        top, PLANE_LIMIT
                    ));
                }
                Ok(QueryTable::Plane {
                    r: *r,
                    g: super::plane::wythoff_values(*r, top as usize + 1),
                })
            }
            Game::Program(command) => {
                let top = parts
                    .iter()
                    .map(|p| match p {
                        Position::Heap(n) => *n,
                        Position::Point(x, y) => *x.max(y),
                        Position::Tuple(t) | Position::Typed(_, t) => {
                            t.iter().copied().max().unwrap_or(0)
                        }
                    })
                    .max()
                    .unwrap_or(0);
                if top >= u32::MAX as u64 - 2 {
                    return usage(format!("position part {} is beyond any table", top));
                }
                let text =
                    program::run(command, top as usize + 1, timeout).map_err(QueryError::Failed)?;
                let listing = program::parse(&text).map_err(QueryError::Failed)?;
                let values = program::grundy(&listing).map_err(QueryError::Failed)?;
                let at: HashMap<Position, usize> = listing
                    .names
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (p.clone(), i))
                    .collect();
                if let Some(missing) = parts.iter().find(|p| !at.contains_key(p)) {
                    return usage(format!(
                        "the program lists no position {} (run with N = {})",
                        missing,
                        top + 1
                    ));
                }
                Ok(QueryTable::Listing {
                    listing,
                    values,
                    at,
                })
            }
        }
    }

    /// A part's value (the part must be one the solver was made for, or an option of one).
    pub fn value(&self, part: &Position) -> u32 {
        match (self, part) {
            (QueryTable::Code { values, .. }, &Position::Heap(n)) => values[n as usize],
            (QueryTable::Plane { g, .. }, &Position::Point(x, y)) => g[x as usize][y as usize],
            (QueryTable::Listing { values, at, .. }, p) => values[at[p]],
            (_, p) => panic!("{} is not a part of this game", p),
        }
    }

    /// A sum's value: the XOR of its parts' values.
    pub fn sum_value(&self, sum: &[Position]) -> u32 {
        sum.iter().fold(0, |x, p| x ^ self.value(p))
    }

    /// Calls `f(value, parts)` on every option of `part`, each once: the option's value (the
    /// XOR of what it leaves) and what it leaves.
    pub fn for_each_option(&self, part: &Position, f: &mut dyn FnMut(u32, &[Position])) {
        match (self, part) {
            (QueryTable::Code { code, values }, &Position::Heap(n)) => {
                let mut parts = Vec::new();
                for_each_split(code, n, &mut |heaps| {
                    let x = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
                    parts.clear();
                    parts.extend(heaps.iter().map(|&h| Position::Heap(h)));
                    f(x, &parts);
                });
            }
            (QueryTable::Plane { r, g }, &Position::Point(x, y)) => {
                let (x, y, r) = (x as usize, y as usize, *r as usize);
                let mut one =
                    |a: usize, b: usize| f(g[a][b], &[Position::Point(a as u64, b as u64)]);
                for a in 0..x {
                    one(a, y);
                }
                for b in 0..y {
                    one(x, b);
                }
                for k in 1..=x {
                    // l with |k - l| < r, 1 <= l <= y.
                    let lo = (k + 1).saturating_sub(r).max(1);
                    for l in lo..=(k + r - 1).min(y) {
                        one(x - k, y - l);
                    }
                }
            }
            (
                QueryTable::Listing {
                    listing,
                    values,
                    at,
                },
                p,
            ) => {
                let mut options: Vec<Vec<Position>> = listing.options[at[p]]
                    .iter()
                    .map(|o| {
                        let mut parts: Vec<Position> =
                            o.iter().map(|&i| listing.names[i].clone()).collect();
                        parts.sort_unstable();
                        parts
                    })
                    .collect();
                options.sort_unstable();
                options.dedup();
                for o in options {
                    let x = o.iter().fold(0, |x, q| x ^ values[at[q]]);
                    f(x, &o);
                }
            }
            (_, p) => panic!("{} is not a part of this game", p),
        }
    }

    /// Every winning move from `sum` (module docs), part by part in order: none when its
    /// value is 0 (every move loses, or there is none).
    ///
    /// ```
    /// use impartial_tools::lab::{query::{parse_sum, QueryTable}, Game};
    /// use std::time::Duration;
    /// let sum = parse_sum("4+6+11").unwrap();
    /// let kayles = QueryTable::new(&Game::parse("0.77").unwrap(), &sum, Duration::from_secs(1)).unwrap();
    /// let moves = kayles.winning_moves(&sum);
    /// assert!(moves.iter().all(|m| kayles.sum_value(&m.apply(&sum)) == 0));
    /// assert_eq!(moves[0].describe(), "heap 3 (11): take 1, leave 10");
    /// ```
    pub fn winning_moves(&self, sum: &[Position]) -> Vec<Move> {
        let total = self.sum_value(sum);
        let mut moves = Vec::new();
        if total == 0 {
            return moves;
        }
        for (index, part) in sum.iter().enumerate() {
            let want = total ^ self.value(part);
            self.for_each_option(part, &mut |x, left| {
                if x == want {
                    moves.push(Move {
                        index,
                        from: part.clone(),
                        left: left.to_vec(),
                    });
                }
            });
        }
        moves
    }

    /// How many options `part` has of each value: `counts[v]` (the histogram a judge reads a
    /// player's winning replies from).
    pub fn option_counts(&self, part: &Position) -> Vec<u32> {
        let mut counts = Vec::new();
        self.for_each_option(part, &mut |x, _| {
            let x = x as usize;
            if counts.len() <= x {
                counts.resize(x + 1, 0);
            }
            counts[x] += 1;
        });
        counts
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use impartial_lab::HeapRules;
    use std::collections::BTreeSet;

    /// A sum of heaps as a sorted list: the same game whatever the order.
    type Heaps = Vec<usize>;

    /// The value of a sum of heaps by the mex over the sum's own options (every option of
    /// every heap, by the code's literal moves in `impartial_lab::rules`), with no
    /// XOR: the direct search the Sprague-Grundy theorem is checked against. The recursion is
    /// as deep as the sum has tokens (a few dozen here), memoized on the sorted sum.
    fn direct(code: &Code, sum: &Heaps, memo: &mut HashMap<Heaps, u32>) -> u32 {
        if let Some(&v) = memo.get(sum) {
            return v;
        }
        let mut reached = BTreeSet::new();
        for (i, &h) in sum.iter().enumerate() {
            let mut options = Vec::new();
            code.options(h, &mut options);
            for o in options {
                let after = replaced(sum, i, &o);
                reached.insert(direct(code, &after, memo));
            }
        }
        let v = (0..).find(|v| !reached.contains(v)).unwrap();
        memo.insert(sum.clone(), v);
        v
    }

    fn replaced(sum: &Heaps, i: usize, with: &[usize]) -> Heaps {
        let mut after: Heaps = sum[..i].to_vec();
        after.extend(with.iter().copied().filter(|&h| h > 0));
        after.extend_from_slice(&sum[i + 1..]);
        after.sort_unstable();
        after
    }

    /// Every sum of up to three heaps of at most `top` tokens, sorted.
    fn sums(top: usize) -> Vec<Heaps> {
        let mut all = vec![vec![]];
        for a in 1..=top {
            all.push(vec![a]);
            for b in a..=top {
                all.push(vec![a, b]);
                for c in b..=top {
                    all.push(vec![a, b, c]);
                }
            }
        }
        all
    }

    pub(crate) const CODES: [(&str, usize); 8] = [
        ("0.77", 9),
        ("0.07", 9),
        ("4.07", 8),
        ("sub:1,3,4", 10),
        ("allbut:2,3", 9),
        ("4!.0", 9),
        ("0.3F", 7),
        ("0.[7!]", 7),
    ];

    #[test]
    fn values_and_winning_moves_are_those_of_the_direct_search() {
        for (name, top) in CODES {
            let game = Game::parse(name).unwrap();
            let Game::Heap(code) = &game else { panic!() };
            let mut memo = HashMap::new();
            let parts = [Position::Heap(top as u64)];
            let solver = QueryTable::new(&game, &parts, Duration::from_secs(1)).unwrap();
            let mut checked = 0;
            for sum in sums(top) {
                let position: Vec<Position> =
                    sum.iter().map(|&h| Position::Heap(h as u64)).collect();
                let v = direct(code, &sum, &mut memo);
                assert_eq!(solver.sum_value(&position), v, "{} {:?}", name, sum);
                // The moves to a sum of value 0, by the direct search.
                let mut want = BTreeSet::new();
                for (i, &h) in sum.iter().enumerate() {
                    let mut options = Vec::new();
                    code.options(h, &mut options);
                    for o in options {
                        if direct(code, &replaced(&sum, i, &o), &mut memo) == 0 {
                            let mut left: Vec<u64> = o.iter().map(|&x| x as u64).collect();
                            left.sort_unstable();
                            want.insert((i, left));
                        }
                    }
                }
                let moves = solver.winning_moves(&position);
                let got: BTreeSet<(usize, Vec<u64>)> = moves
                    .iter()
                    .map(|m| {
                        let left = m
                            .left
                            .iter()
                            .map(|p| match p {
                                Position::Heap(h) => *h,
                                _ => panic!(),
                            })
                            .collect();
                        (m.index, left)
                    })
                    .collect();
                assert_eq!(got.len(), moves.len(), "{} {:?}: a move twice", name, sum);
                assert_eq!(got, want, "{} {:?}", name, sum);
                for m in &moves {
                    // Each move is the code's: it takes what it says and leaves the rest.
                    let t = m.taken().unwrap() as usize;
                    let Position::Heap(n) = m.from else { panic!() };
                    assert_eq!(n as usize, sum[m.index]);
                    assert!(
                        code.digit(t).allows(m.left.len() as u32),
                        "{} {:?}",
                        name,
                        m
                    );
                }
                checked += 1;
            }
            assert!(checked > 100, "{}: {}", name, checked);
        }
    }

    /// The plane: every winning move of a sum of two r-Wythoff points leaves a sum whose
    /// value, by the mex over the sum's own moves, is 0, and every such move is listed.
    #[test]
    fn plane_sums_against_the_direct_search() {
        for r in 1..=2u64 {
            let top = 5u64;
            let game = Game::Wythoff(r);
            let solver =
                QueryTable::new(&game, &[Position::Point(top, top)], Duration::from_secs(1))
                    .unwrap();
            let moves_of = |x: u64, y: u64| {
                let mut out = Vec::new();
                solver.for_each_option(&Position::Point(x, y), &mut |_, o| out.push(o[0].clone()));
                out
            };
            // By the rules, not by the solver's enumeration: take from one, or k and l with |k - l| < r.
            let rules = |x: u64, y: u64| {
                let mut out = BTreeSet::new();
                for a in 0..x {
                    out.insert((a, y));
                }
                for b in 0..y {
                    out.insert((x, b));
                }
                for k in 1..=x {
                    for l in 1..=y {
                        if k.abs_diff(l) < r {
                            out.insert((x - k, y - l));
                        }
                    }
                }
                out
            };
            for x in 0..=top {
                for y in 0..=top {
                    let mine: BTreeSet<(u64, u64)> = moves_of(x, y)
                        .into_iter()
                        .map(|p| match p {
                            Position::Point(a, b) => (a, b),
                            _ => panic!(),
                        })
                        .collect();
                    assert_eq!(mine, rules(x, y), "r {} ({}, {})", r, x, y);
                }
            }
            // Sums of two points: their value by the mex over the sum's moves.
            let mut memo: HashMap<[(u64, u64); 2], u32> = HashMap::new();
            let mut order = Vec::new();
            for a in 0..=top {
                for b in 0..=top {
                    for c in 0..=top {
                        for d in 0..=top {
                            order.push([(a, b), (c, d)]);
                        }
                    }
                }
            }
            // Smaller sums first: every option of a sum has a smaller coordinate total.
            order.sort_by_key(|s| s[0].0 + s[0].1 + s[1].0 + s[1].1);
            for s in &order {
                let mut reached = BTreeSet::new();
                for i in 0..2 {
                    for p in rules(s[i].0, s[i].1) {
                        let mut t = *s;
                        t[i] = p;
                        reached.insert(memo[&t]);
                    }
                }
                memo.insert(*s, (0..).find(|v| !reached.contains(v)).unwrap());
            }
            for s in &order {
                let sum = [
                    Position::Point(s[0].0, s[0].1),
                    Position::Point(s[1].0, s[1].1),
                ];
                assert_eq!(solver.sum_value(&sum), memo[s]);
                let got: BTreeSet<(usize, (u64, u64))> = solver
                    .winning_moves(&sum)
                    .iter()
                    .map(|m| match m.left[..] {
                        [Position::Point(a, b)] => (m.index, (a, b)),
                        _ => panic!(),
                    })
                    .collect();
                let mut want = BTreeSet::new();
                for i in 0..2 {
                    for p in rules(s[i].0, s[i].1) {
                        let mut t = *s;
                        t[i] = p;
                        if memo[&t] == 0 {
                            want.insert((i, p));
                        }
                    }
                }
                assert_eq!(got, want, "r {} {:?}", r, s);
            }
        }
    }

    #[test]
    fn bad_positions_are_one_line_usage_errors() {
        for bad in [
            "",
            "4+",
            "+4",
            "4++5",
            "-1",
            "3,",
            ",3",
            "3,4,5",
            "x",
            "1e3",
            "99999999999999999999",
        ] {
            let e = parse_sum(bad).unwrap_err();
            assert!(
                e.starts_with("position \"") && !e.contains('\n'),
                "{:?}: {}",
                bad,
                e
            );
        }
        let t = Duration::from_secs(1);
        let usage = |game: &str, pos: &str| match QueryTable::new(
            &Game::parse(game).unwrap(),
            &parse_sum(pos).unwrap(),
            t,
        ) {
            Err(QueryError::Usage(e)) => {
                assert!(!e.contains('\n'), "{}", e);
                e
            }
            Err(other) => panic!("{:?}", other),
            Ok(_) => panic!("{} {} accepted", game, pos),
        };
        assert!(usage("0.77", "4+3,4").contains("is a point"));
        assert!(usage("wythoff", "3,4+5").contains("is a heap"));
        assert_eq!(
            usage("0.77", "1+2000000"),
            "heap 2000000 is beyond the table of 0.77: a query computes G(0..1048576) at most for this game"
        );
        assert!(usage("0.3F", "2000").contains("G(0..2000) at most"));
        assert!(usage("wythoff", "1000,3").contains("at most 1000 rows"));
    }

    #[cfg(unix)]
    #[test]
    fn a_programs_game_is_queried_by_its_own_options() {
        // Kayles as a program: from n, take 1 or 2 and leave the rest in one or two heaps.
        let script = "read n; i=0; while [ $i -lt $n ]; do o=''; for t in 1 2; do r=$((i - t)); [ $r -ge 0 ] || continue; o=\"$o $r\"; a=1; while [ $((2 * a)) -le $r ]; do o=\"$o $a+$((r - a))\"; a=$((a + 1)); done; done; echo \"$i:$o\"; i=$((i + 1)); done";
        let game = Game::Program(script.to_string());
        let sum = parse_sum("4+6+11").unwrap();
        let solver = QueryTable::new(&game, &sum, Duration::from_secs(20)).unwrap();
        let kayles =
            QueryTable::new(&Game::parse("0.77").unwrap(), &sum, Duration::from_secs(1)).unwrap();
        assert_eq!(solver.sum_value(&sum), kayles.sum_value(&sum));
        let mut theirs = kayles.winning_moves(&sum);
        // The program names the empty heap 0 where the code leaves nothing.
        let mut mine: Vec<Move> = solver
            .winning_moves(&sum)
            .into_iter()
            .map(|mut m| {
                m.left.retain(|p| *p != Position::Heap(0));
                m
            })
            .collect();
        theirs.sort();
        mine.sort();
        assert_eq!(mine, theirs);
        assert!(!mine.is_empty());
    }
}
