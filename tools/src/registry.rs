//! The one list of judge problems. Every other list (the runner's and bundler's choice of
//! problems, the in-process tests, fuzzing, the pipe conversations, the README's table, the
//! stress tester's generators) is derived from [`PROBLEMS`] or checked against it by a test
//! (`tests/registry.rs` at the project root): a problem is its binary `bin/<name>.rs`, its
//! folder `testdata/<name>/`, its entry here and its section in `docs/problems.md`.
//!
//! An entry says what the tools need to know of a problem: what to call it, how its input is
//! framed (records to end of input, records up to a terminator, a count then records, or one
//! record), a generator of one valid record for either [`Domain`], and the problem's traps: the
//! values where solutions written the usual ways go wrong, drawn now and then by [`Gen::value`].

use crate::gen::{Domain, Gen};
use impartial::graph::{Arcs, Csr};

/// How a problem's records follow each other in its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// Records until end of input.
    ToEof,
    /// Records until this terminator record; end of input also ends the run normally.
    Terminated(&'static [u64]),
    /// A count, then that many records.
    Counted,
    /// Exactly one record (which counts its own parts).
    Single,
    /// Records of one token each until end of input, where a token is a string of ASCII digits
    /// whose leading zeros are part of it (hdu1404: `0`, `00` and `000123` are three different
    /// positions, and none is `123`), so leading zeros may not be added to it. The tools keep
    /// records as numbers: the number `v` stands for the digits of `v` after its leading `1`
    /// (`1007` is the token `007`; see [`Problem::token`]).
    DigitStrings,
}

/// One judge problem.
pub struct Problem {
    /// The binary's name, its testdata folder and its docs section: `<judge><id>`.
    pub name: &'static str,
    /// The judge and problem id as users search for it, e.g. `POJ 1067`.
    pub judge: &'static str,
    pub title: &'static str,
    /// The game, in a few words.
    pub game: &'static str,
    /// The theorem or rule that solves it, in one line.
    pub theorem: &'static str,
    pub framing: Framing,
    /// One valid record, as its numbers (a count first where the record has one).
    pub record: fn(&mut Gen) -> Vec<u64>,
    /// The trap pool: single values worth trying more often than chance would. [`Gen::value`]
    /// draws one (within the bounds asked for) about one time in ten; a record generator may
    /// also draw whole trap records itself (a Wythoff P-pair and its neighbours, say), which a
    /// pool of single values cannot express.
    pub traps: fn() -> Vec<u64>,
    /// Whether `record` (its numbers, as [`Problem::record`] returns them) is a valid record of
    /// `domain`: the bounds, the order, the distinctness and the counts inside the record that
    /// the contract asks for, and not the terminator. Every record the generator draws must
    /// pass (a test checks it); the stress tester's shrinker only tries inputs whose records
    /// pass, so this is what keeps a shrunk input inside the contract. Judge-domain validity
    /// implies beyond-domain validity. Write it as the contract's bounds, not the generator's
    /// habits, except where the extended domain must stay small for the reference to be fast.
    pub valid: fn(&[u64], Domain) -> bool,
    /// The most records one judge input holds (the judge's bound on a count `T`, or 1 where
    /// the judge gives one record); `u64::MAX` when the judge states no bound. The stress tester
    /// never puts more in a judge-domain input.
    pub max_records: u64,
    /// Records that end the input besides the framing's own terminator (hdu4764: any `0 k`),
    /// which the stress tester uses now and then. Empty for most problems.
    pub terminators: &'static [&'static [u64]],
    /// The checker, for a problem whose contract allows more than one right output: `None`
    /// compares bytes. See [`crate::check`].
    pub check: Option<Checker>,
    /// Shrinking inside a record: the [`Cut`]s that make it smaller by removing groups of
    /// numbers together with the count that announces them (heaps with their `N`, a position
    /// `l h_1..h_l` with the `m` before it). [`counted_list`] for a record `N v_1..v_N`,
    /// [`counted_groups`] for `N` groups of a fixed width, [`no_cuts`] for a record of fixed
    /// shape; a nested record writes its own (hdu1536). The shrinker tries them in order,
    /// largest first, and keeps those whose record is still [`Problem::valid`] and still fails.
    pub smaller: fn(&[u64]) -> Vec<Cut>,
    /// Where a record's answers come out before the record ends, for a record holding queries
    /// answered as they arrive (a graph, then queries about it); `None` when a record is
    /// answered as a whole.
    pub parts: Option<Parts>,
}

/// The queries inside a record that are answered one by one (see [`Problem::parts`]).
#[derive(Clone, Copy)]
pub struct Parts {
    /// The ends of the parts of a valid record, as offsets from its first number: after each
    /// offset listed (below the record's length), the answers to the numbers before it are
    /// written before anything more is read.
    pub ends: fn(&[u64]) -> Vec<usize>,
    /// Whether the input may also end right after a part without cutting the record off (HDU
    /// 1524: a test case without its closing `0` is complete).
    pub may_end: bool,
}

/// A smaller record: `record[start..end]` deleted and `record[count]` (the count announcing
/// what was deleted, before it) lowered by `by`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    pub start: usize,
    pub end: usize,
    pub count: usize,
    pub by: u64,
}

impl Cut {
    /// The record with the cut made; `None` when it does not fit the record.
    pub fn apply(&self, record: &[u64]) -> Option<Vec<u64>> {
        if self.count >= self.start || self.start > self.end || self.end > record.len() {
            return None;
        }
        let mut smaller = Vec::with_capacity(record.len() - (self.end - self.start));
        smaller.extend_from_slice(&record[..self.start]);
        smaller.extend_from_slice(&record[self.end..]);
        smaller[self.count] = smaller[self.count].checked_sub(self.by)?;
        Some(smaller)
    }
}

/// A record of fixed shape has nothing to cut.
pub fn no_cuts(_: &[u64]) -> Vec<Cut> {
    Vec::new()
}

/// A record `N v_1 .. v_N`: runs of values removed with `N` lowered.
pub fn counted_list(record: &[u64]) -> Vec<Cut> {
    counted_groups(record, 1, 1)
}

/// A record of `head` numbers, the first of them the count `N`, then `N` groups of `width`
/// numbers (hdu3595's `N (p q)*N`: head 1, width 2): runs of groups removed with `N` lowered.
/// Nothing when the record does not have that shape.
pub fn counted_groups(record: &[u64], head: usize, width: usize) -> Vec<Cut> {
    let fits = record.first().is_some_and(|&n| {
        (n as usize)
            .checked_mul(width)
            .and_then(|w| w.checked_add(head))
            == Some(record.len())
    });
    if !fits || head == 0 {
        return Vec::new();
    }
    let spans: Vec<(usize, usize)> = (head..record.len())
        .step_by(width.max(1))
        .map(|start| (start, start + width))
        .collect();
    group_cuts(0, &spans)
}

/// Cuts removing runs of consecutive groups (`spans`, each a `start..end` of the record, in
/// order and adjacent) announced by the count at `count`: all of them, then halves, quarters,
/// ..., single groups (halves rounded up).
pub fn group_cuts(count: usize, spans: &[(usize, usize)]) -> Vec<Cut> {
    let n = spans.len();
    let mut cuts = Vec::new();
    let mut chunk = n;
    while chunk >= 1 {
        for first in (0..n).step_by(chunk) {
            let last = (first + chunk).min(n);
            cuts.push(Cut {
                start: spans[first].0,
                end: spans[last - 1].1,
                count,
                by: (last - first) as u64,
            });
        }
        if chunk == 1 {
            break;
        }
        chunk = (chunk + 1) / 2;
    }
    cuts
}

/// Decides whether `got` is a right output for `input`, given the reference output `expected`:
/// `Err` with a one-line reason when it is not.
pub type Checker = fn(input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String>;

impl Problem {
    /// The token that a record's number `value` is written as: its decimal digits, or for
    /// [`Framing::DigitStrings`] the digits after the leading `1`.
    ///
    /// ```
    /// use impartial_tools::registry::problem;
    /// assert_eq!(problem("poj1067").unwrap().token(1007), "1007");
    /// assert_eq!(problem("hdu1404").unwrap().token(1007), "007");
    /// ```
    pub fn token(&self, value: u64) -> String {
        let digits = value.to_string();
        match self.framing {
            Framing::DigitStrings => digits[1..].to_string(),
            _ => digits,
        }
    }

    /// A whole input holding `records`: the count first or the terminator last as the framing
    /// asks, one record per line.
    pub fn render(&self, records: &[Vec<u64>]) -> String {
        let line = |record: &[u64]| {
            let words: Vec<String> = record.iter().map(|&v| self.token(v)).collect();
            words.join(" ") + "\n"
        };
        let mut text = String::new();
        if self.framing == Framing::Counted {
            text.push_str(&format!("{}\n", records.len()));
        }
        for record in records {
            text.push_str(&line(record));
        }
        if let Framing::Terminated(terminator) = self.framing {
            text.push_str(&line(terminator));
        }
        text
    }
}

/// The problem called `name`.
pub fn problem(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.name == name)
}

/// The registry's names, sorted.
pub fn names() -> Vec<&'static str> {
    let mut names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
    names.sort_unstable();
    names
}

/// Every problem when `args` is empty, else the one it names; `usage` words the error.
pub fn select(args: &[String], usage: &str) -> Result<Vec<String>, String> {
    match args {
        [] => Ok(names().into_iter().map(String::from).collect()),
        [name] if problem(name).is_some() => Ok(vec![name.clone()]),
        [name] => Err(format!(
            "unknown problem {:?}; known problems: {}",
            name,
            names().join(" ")
        )),
        _ => Err(format!("usage: {} [PROBLEM]", usage)),
    }
}

const MAX: u64 = u64::MAX;

/// `n` and its neighbours, saturating at the ends of `u64`.
fn around(values: impl IntoIterator<Item = u64>) -> Vec<u64> {
    values
        .into_iter()
        .flat_map(|v| [v.saturating_sub(1), v, v.saturating_add(1)])
        .collect()
}

/// Fibonacci numbers 1, 2, 3, 5, ... up to `u64::MAX`.
fn fibonacci_numbers() -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut all = vec![a];
    while let Some(next) = a.checked_add(b) {
        all.push(b);
        (a, b) = (b, next);
    }
    all.push(b);
    all
}

/// The k where a floating-point golden ratio floors `k phi` the wrong way: Fibonacci numbers
/// (`F_n phi` is within `phi^-n` of an integer) and the ones public solutions were seen to fail
/// on, up to the last pair below `u64::MAX`.
fn wythoff_ks() -> Vec<u64> {
    let mut ks = fibonacci_numbers();
    ks.retain(|&k| impartial::wythoff::p_position(k).is_some());
    ks.extend([7_000_000_000_000_000_000 / 2_618, 7_046_029_254_386_353_130]);
    ks
}

/// Wythoff's P-positions' coordinates at and next to the trap k's (see [`wythoff_ks`]).
fn wythoff_traps() -> Vec<u64> {
    let mut traps = Vec::new();
    for k in wythoff_ks() {
        if let Some((a, b)) = impartial::wythoff::p_position(k) {
            traps.extend(around([a, b]));
        }
    }
    traps
}

/// A Wythoff position `(a, b)` with both at most `hi`. About one record in eight is a whole
/// P-pair at or next to a trap k ([`wythoff_ks`], k moved by up to 2), or one of its
/// neighbours (a pile one more or one less, or one stone fewer in both): the places where a
/// floating-point phi answers wrong, which two independent coordinates from the pool would
/// almost never hit together. Either order.
fn wythoff_record(g: &mut Gen, hi: u64) -> Vec<u64> {
    if g.chance(12) {
        let ks: Vec<u64> = wythoff_ks()
            .into_iter()
            .filter(|&k| impartial::wythoff::p_position(k).is_some_and(|(_, b)| b <= hi))
            .collect();
        if !ks.is_empty() {
            // The largest k's in range half the time: where floating point runs out first.
            let from = if g.chance(50) {
                ks.len().saturating_sub(6)
            } else {
                0
            };
            let k = g
                .pick(&ks[from..])
                .saturating_add(g.uniform(0, 4))
                .saturating_sub(2);
            if let Some((a, b)) = impartial::wythoff::p_position(k) {
                let (a, b) = match g.uniform(0, 7) {
                    0 => (a.saturating_sub(1), b),
                    1 => (a.saturating_add(1), b),
                    2 => (a, b.saturating_sub(1)),
                    3 => (a, b.saturating_add(1)),
                    4 => (a.saturating_sub(1), b.saturating_sub(1)),
                    _ => (a, b),
                };
                if a <= hi && b <= hi {
                    return if g.chance(50) { vec![a, b] } else { vec![b, a] };
                }
            }
        }
    }
    vec![g.value(0, hi), g.value(0, hi)]
}

/// Perfect powers and their neighbours, where `pow(n, 1.0 / k)` rounds the wrong way: every
/// `b^e` up to 10^9 with `e >= 3`, the squares of small bases and those next to 10^9, and the
/// powers of 2 and 3 through `u64`.
fn perfect_powers() -> Vec<u64> {
    let mut powers = vec![1_000_000_000];
    for base in 2..=1000u64 {
        let mut p = base * base;
        while p <= 1_000_000_000 {
            if base <= 100 || p != base * base {
                powers.push(p);
            }
            p *= base;
        }
    }
    powers.extend((31_500..=31_622u64).map(|b| b * b));
    for base in [2u64, 3] {
        powers.extend((2..64).filter_map(|e| base.checked_pow(e)));
    }
    around(powers)
}

/// The nim product's tables, built once for all the records drawn.
fn nimbers() -> &'static impartial::nimber::Nimbers {
    static TABLES: std::sync::OnceLock<impartial::nimber::Nimbers> = std::sync::OnceLock::new();
    TABLES.get_or_init(impartial::nimber::Nimbers::new)
}

/// A list of `n` distinct values in `lo..=hi` (`hi - lo + 1 >= n`).
fn distinct(g: &mut Gen, n: u64, lo: u64, hi: u64) -> Vec<u64> {
    let mut values = Vec::with_capacity(n as usize);
    while (values.len() as u64) < n {
        let v = g.value(lo, hi);
        if !values.contains(&v) {
            values.push(v);
        }
    }
    values
}

/// `judge` in the judge's domain, `beyond` in the extended one.
fn bound(domain: Domain, judge: u64, beyond: u64) -> u64 {
    match domain {
        Domain::Judge => judge,
        Domain::Beyond => beyond,
    }
}

/// Whether `record` has `len` numbers, each in `lo..=hi`.
fn fits(record: &[u64], len: usize, lo: u64, hi: u64) -> bool {
    record.len() == len && record.iter().all(|&v| lo <= v && v <= hi)
}

fn all_distinct(values: &[u64]) -> bool {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] != w[1])
}

/// hdu1536's record `k s_1..s_k m (l h_1..h_l)*m`: the counts match, S has no 0 and (beyond
/// the judge) either the moves are small or the heaps are, as the generator draws them.
fn s_nim_valid(r: &[u64], d: Domain) -> bool {
    let judge = d == Domain::Judge;
    let Some((&k, rest)) = r.split_first() else {
        return false;
    };
    if k == 0 || (judge && k > 100) || (rest.len() as u64) <= k {
        return false;
    }
    let (moves, rest) = rest.split_at(k as usize);
    let (&m, mut rest) = rest.split_first().expect("checked above");
    if (judge && !(1..=100).contains(&m)) || !fits(moves, moves.len(), 1, bound(d, 10_000, MAX)) {
        return false;
    }
    let mut heap_max = 0;
    for _ in 0..m {
        let Some((&l, after)) = rest.split_first() else {
            return false;
        };
        if (judge && !(1..=100).contains(&l)) || (after.len() as u64) < l {
            return false;
        }
        let (heaps, after) = after.split_at(l as usize);
        if judge && heaps.iter().any(|&h| h > 10_000) {
            return false;
        }
        heap_max = heaps.iter().copied().fold(heap_max, u64::max);
        rest = after;
    }
    rest.is_empty() && (judge || moves.iter().all(|&s| s <= 30) || heap_max <= 2000)
}

/// hdu1536's cuts: whole positions `l h_1..h_l` with `m` lowered, then heaps inside each
/// position with its `l` lowered, then moves of S with `k` lowered.
fn s_nim_cuts(r: &[u64]) -> Vec<Cut> {
    let size = |v: u64| usize::try_from(v).ok();
    let Some(k) = r.first().and_then(|&k| size(k)) else {
        return Vec::new();
    };
    let m_at = 1 + k;
    let Some(m) = r.get(m_at).and_then(|&m| size(m)) else {
        return Vec::new();
    };
    // Each position's span, while the record holds them.
    let mut positions = Vec::new();
    let mut at = m_at + 1;
    for _ in 0..m {
        let Some(end) = r
            .get(at)
            .and_then(|&l| size(l))
            .and_then(|l| (at + 1).checked_add(l))
            .filter(|&end| end <= r.len())
        else {
            return Vec::new();
        };
        positions.push((at, end));
        at = end;
    }
    let mut cuts = group_cuts(m_at, &positions);
    for &(start, end) in &positions {
        let heaps: Vec<(usize, usize)> = (start + 1..end).map(|j| (j, j + 1)).collect();
        cuts.extend(group_cuts(start, &heaps));
    }
    let moves: Vec<(usize, usize)> = (1..m_at).map(|j| (j, j + 1)).collect();
    cuts.extend(group_cuts(0, &moves));
    cuts
}

/// A take-or-split game's record (HDU 3032, HDU 5795): `N` then N heaps, within the judge's
/// `1..=judge_heap` and N <= 10^6, or any heaps beyond it.
fn splitting_valid(r: &[u64], d: Domain, judge_heap: u64) -> bool {
    let heaps = r.get(1..).unwrap_or_default();
    !r.is_empty()
        && r[0] == heaps.len() as u64
        && (bound(d, 1, 0)..=bound(d, 1_000_000, MAX)).contains(&r[0])
        && fits(
            heaps,
            heaps.len(),
            bound(d, 1, 0),
            bound(d, judge_heap, MAX),
        )
}

/// Heaps of a take-or-split game (HDU 3032, HDU 5795): `N` then N heaps, a fifth of them at the
/// top of the domain (`u64::MAX`, whose value needs bit 64, or the judge's largest heap).
fn splitting_record(g: &mut Gen, judge_count: u64, judge_heap: u64) -> Vec<u64> {
    let n = g.count(g.bound(1, 0), g.bound(judge_count, 12));
    let (lo, hi) = (g.bound(1, 0), g.bound(judge_heap, MAX));
    let mut record = vec![n];
    for _ in 0..n {
        let heap = if g.chance(20) { hi } else { g.value(lo, hi) };
        record.push(heap);
    }
    record
}

/// A sheet of the cutting game (poj2311), `W H`: both sides in `2..=200` for the judge; beyond
/// it up to 300, with strips (`1 x k`, `k >= 2`) one time in five, never `1 x 1`.
fn sheet_record(g: &mut Gen) -> Vec<u64> {
    let hi = g.bound(200, 300);
    let (w, h) = (g.value(2, hi), g.value(2, hi));
    if g.domain == Domain::Beyond && g.chance(20) {
        return if g.chance(50) { vec![1, h] } else { vec![w, 1] };
    }
    vec![w, h]
}

/// The digits of a Digital Deletions token (hdu1404) written as a record's number: `None` unless
/// `value` is `1` followed by 1 to 6 digits ([`Framing::DigitStrings`]).
fn digit_string(value: u64) -> Option<String> {
    let text = value.to_string();
    (text.starts_with('1') && (2..=7).contains(&text.len())).then(|| text[1..].to_string())
}

/// A Digital Deletions string (hdu1404) of 1 to 6 digits, as its record's number: a leading
/// zero one time in four (a win however long, and no number), now and then a string where
/// solutions go wrong (zeros only, the sample's, the longest, a lost one).
fn digit_string_record(g: &mut Gen) -> Vec<u64> {
    const TRAPS: [&str; 12] = [
        "0", "00", "000000", "000123", "01", "1", "11", "20", "100000", "999999", "010", "99999",
    ];
    let digits: String = if g.chance(15) {
        g.pick(&TRAPS).to_string()
    } else {
        let len = g.uniform(1, 6);
        let leading_zero = g.chance(25);
        (0..len)
            .map(|i| match (i, leading_zero) {
                (0, true) => '0',
                (0, false) => char::from(b'0' + g.uniform(1, 9) as u8),
                _ => char::from(b'0' + g.uniform(0, 9) as u8),
            })
            .collect()
    };
    vec![format!("1{}", digits).parse().expect("at most 7 digits")]
}

/// Each edge turned either way, and the list shuffled: an input names edges in any order.
fn scramble(g: &mut Gen, edges: &mut [(u64, u64)]) {
    g.rng.shuffle(edges);
    for e in edges.iter_mut() {
        if g.chance(50) {
            *e = (e.1, e.0);
        }
    }
}

/// Whether `edges` (ids `1..=n`) form a tree on `1..=n`: `n - 1` edges, none closing a cycle.
fn is_tree(n: u64, edges: &[(u64, u64)]) -> bool {
    let mut sets = impartial::graph::UnionFind::default();
    edges.len() as u64 + 1 == n
        && edges.iter().all(|&(a, b)| {
            (1..=n).contains(&a) && (1..=n).contains(&b) && sets.union(a as u32, b as u32)
        })
}

/// The pairs of a flat list `a b a b ...`.
fn pairs(flat: &[u64]) -> Vec<(u64, u64)> {
    flat.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// hdu1524's record `N (X_i w..)*N (M p..)* 0`: a random DAG (arcs follow a random numbering of
/// the positions, so the ids are not a topological order), now and then the chain through every
/// position or the complete DAG; then queries, whose chessmen now and then repeat a position.
fn chess_record(g: &mut Gen) -> Vec<u64> {
    let judge = g.domain == Domain::Judge;
    let n = g.count(1, g.bound(1000, 2000));
    let mut order: Vec<u64> = (0..n).collect();
    g.rng.shuffle(&mut order);
    let mut lists = vec![Vec::new(); n as usize];
    match g.uniform(0, 9) {
        0 => {
            for w in order.windows(2) {
                lists[w[0] as usize].push(w[1]);
            }
        }
        1 if n <= 200 => {
            for i in 0..order.len() {
                for &w in &order[i + 1..] {
                    lists[order[i] as usize].push(w);
                }
            }
        }
        _ => {
            let arcs = g.count(0, (n * (n - 1) / 2).min(200_000));
            let mut seen = std::collections::HashSet::new();
            for _ in 0..arcs {
                let (i, j) = (g.uniform(0, n - 1), g.uniform(0, n - 1));
                if i == j {
                    continue;
                }
                let (u, v) = (order[i.min(j) as usize], order[i.max(j) as usize]);
                // A repeated out-position beyond the judge (it means nothing).
                if seen.insert((u, v)) || !judge {
                    lists[u as usize].push(v);
                }
            }
        }
    }
    let mut record = vec![n];
    for list in &mut lists {
        g.rng.shuffle(list);
        record.push(list.len() as u64);
        record.extend(list.iter());
    }
    for _ in 0..g.count(0, 20) {
        let m = g.count(1, g.bound(10, 30));
        record.push(m);
        let mut men: Vec<u64> = Vec::new();
        for _ in 0..m {
            let p = match men.last() {
                Some(&last) if g.chance(20) => last,
                _ => g.uniform(0, n - 1),
            };
            men.push(p);
        }
        record.extend(men);
    }
    record.push(0);
    record
}

/// The offsets where hdu1524's record `r` is split by [`chess_record`]'s structure: after its N
/// lists, then after each query (where the test case may also end).
fn chess_parts(r: &[u64]) -> Vec<usize> {
    let mut at = 1;
    for _ in 0..r[0] {
        at += 1 + r[at] as usize;
    }
    let mut ends = vec![at];
    while r[at] != 0 {
        at += 1 + r[at] as usize;
        ends.push(at);
    }
    ends
}

fn chess_valid(r: &[u64], d: Domain) -> bool {
    let judge = d == Domain::Judge;
    let Some((&n, mut rest)) = r.split_first() else {
        return false;
    };
    if n == 0 || (judge && n > 1000) || n > rest.len() as u64 {
        return false;
    }
    let mut arcs = Vec::new();
    for u in 0..n {
        let Some((&x, after)) = rest.split_first() else {
            return false;
        };
        if x > after.len() as u64 {
            return false;
        }
        let (list, after) = after.split_at(x as usize);
        if list.iter().any(|&v| v >= n) || (judge && !all_distinct(list)) {
            return false;
        }
        arcs.extend(list.iter().map(|&v| (u as u32, v as u32)));
        rest = after;
    }
    let g = Csr::from_edges(n as usize, &arcs, Arcs::Forward);
    if impartial::graph::sinks_first(&g).is_err() {
        return false;
    }
    loop {
        let Some((&m, after)) = rest.split_first() else {
            return false;
        };
        if m == 0 {
            return after.is_empty();
        }
        if (judge && m > 10) || m > after.len() as u64 {
            return false;
        }
        let (men, after) = after.split_at(m as usize);
        if men.iter().any(|&p| p >= n) {
            return false;
        }
        rest = after;
    }
}

/// hdu3094's record `N (I J)*(N-1)`: a random tree, now and then a path (rooted anywhere, so
/// also at an end: 10^5 deep) or a star; edges in any order and orientation.
fn tree_record(g: &mut Gen) -> Vec<u64> {
    let n = g.count(1, g.bound(100_000, 100_000));
    let mut label: Vec<u64> = (1..=n).collect();
    g.rng.shuffle(&mut label);
    let shape = g.uniform(0, 9);
    if shape == 0 && g.chance(50) {
        // The path rooted at its end.
        let one = label.iter().position(|&v| v == 1).expect("1 is a label");
        label.swap(0, one);
    }
    let mut edges: Vec<(u64, u64)> = (1..n as usize)
        .map(|i| {
            let parent = match shape {
                0 => i - 1,
                1 => 0,
                2 => i.saturating_sub(g.uniform(1, 3) as usize),
                _ => g.uniform(0, i as u64 - 1) as usize,
            };
            (label[parent], label[i])
        })
        .collect();
    scramble(g, &mut edges);
    let mut record = vec![n];
    record.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
    record
}

/// A picture of poj3710 within the judge's shapes: a tree with polygons of 3 to 8 sides hung at
/// single vertices (a cactus), rooted at 1, on `1..=m`; edges in any order and orientation.
fn cactus_picture(g: &mut Gen, most: u64) -> (u64, Vec<(u64, u64)>) {
    let m = g.count(1, most);
    let mut edges = Vec::new();
    let mut n = 1;
    while n < m {
        let at = g.uniform(0, n - 1);
        if g.chance(40) && n + 2 <= m {
            let sides = g.uniform(3, (m - n + 1).min(8));
            let mut last = at;
            for v in n..n + sides - 1 {
                edges.push((last, v));
                last = v;
            }
            edges.push((last, at));
            n += sides - 1;
        } else {
            edges.push((at, n));
            n += 1;
        }
    }
    let mut label: Vec<u64> = (2..=m).collect();
    g.rng.shuffle(&mut label);
    label.insert(0, 1);
    let mut edges: Vec<(u64, u64)> = edges
        .iter()
        .map(|&(a, b)| (label[a as usize], label[b as usize]))
        .collect();
    scramble(g, &mut edges);
    (m, edges)
}

/// A picture of poj3710 beyond the judge: any multigraph (loops, parallel edges, polygons
/// sharing vertices, parts out of the root's reach), now and then two triangles or a loop at the
/// root; vertex ids spread anywhere in `u64` half the time.
fn multigraph_picture(g: &mut Gen) -> (u64, Vec<(u64, u64)>) {
    let v = g.count(1, 12);
    let mut edges: Vec<(u64, u64)> = (0..g.count(0, 30))
        .map(|_| (g.uniform(0, v - 1), g.uniform(0, v - 1)))
        .collect();
    match g.uniform(0, 9) {
        0 => edges.extend([(0, 0)]),
        1 if v >= 5 => edges.extend([(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0)]),
        2 if v >= 2 => edges.extend([(0, 1), (1, 0), (0, 1)]),
        _ => {}
    }
    let (m, label) = if g.chance(50) {
        let mut label: Vec<u64> = (2..=v).collect();
        g.rng.shuffle(&mut label);
        label.insert(0, 1);
        (v + g.count(0, 3), label)
    } else {
        let mut label = vec![1];
        while (label.len() as u64) < v {
            let id = g.value(2, MAX);
            if !label.contains(&id) {
                label.push(id);
            }
        }
        let top = label.iter().copied().max().unwrap_or(1);
        (if g.chance(50) { MAX } else { top }, label)
    };
    let mut edges: Vec<(u64, u64)> = edges
        .iter()
        .map(|&(a, b)| (label[a as usize], label[b as usize]))
        .collect();
    scramble(g, &mut edges);
    (m, edges)
}

/// Whether the edges of a picture (ids `1..=m`) have the judge's shape: no loop, no parallel
/// edge, connected on `1..=m`, and every edge on at most one cycle. A graph has that last
/// property exactly when the fundamental cycles of a spanning tree share no edge (every simple
/// cycle is then one of them), which is checked by walking each non-tree edge's cycle up the
/// breadth-first tree and marking the tree edges it uses.
fn is_cactus(m: u64, edges: &[(u64, u64)]) -> bool {
    if m == 0 || edges.iter().any(|&(a, b)| a == b || a.max(b) > m) {
        return false;
    }
    let mut sorted: Vec<(u64, u64)> = edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    sorted.sort_unstable();
    if sorted.windows(2).any(|w| w[0] == w[1]) {
        return false;
    }
    let dense: Vec<(u32, u32)> = sorted
        .iter()
        .map(|&(a, b)| (a as u32 - 1, b as u32 - 1))
        .collect();
    let g = Csr::from_edges(m as usize, &dense, Arcs::Both);
    let (order, parent) = impartial::graph::tree_order(&g, 0);
    if order.len() as u64 != m {
        return false;
    }
    let mut depth = vec![0u32; m as usize];
    for &v in &order[1..] {
        depth[v as usize] = depth[parent[v as usize] as usize] + 1;
    }
    // used[v]: the tree edge from v to its parent is on a fundamental cycle already.
    let mut used = vec![false; m as usize];
    for &(a, b) in &dense {
        if parent[b as usize] == a || parent[a as usize] == b {
            continue;
        }
        let (mut a, mut b) = (a as usize, b as usize);
        while a != b {
            if depth[a] < depth[b] {
                std::mem::swap(&mut a, &mut b);
            }
            if std::mem::replace(&mut used[a], true) {
                return false;
            }
            a = parent[a] as usize;
        }
    }
    true
}

fn christmas_record(g: &mut Gen) -> Vec<u64> {
    let judge = g.domain == Domain::Judge;
    let pictures = g.count(g.bound(1, 0), g.bound(99, 20));
    let mut record = vec![pictures];
    for _ in 0..pictures {
        let most = g.bound(99, 40);
        let (m, edges) = if judge || g.chance(40) {
            cactus_picture(g, most)
        } else {
            multigraph_picture(g)
        };
        record.extend([m, edges.len() as u64]);
        record.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
    }
    record
}

fn christmas_valid(r: &[u64], d: Domain) -> bool {
    let judge = d == Domain::Judge;
    let Some((&pictures, mut rest)) = r.split_first() else {
        return false;
    };
    if judge && !(1..=99).contains(&pictures) {
        return false;
    }
    for _ in 0..pictures {
        let (Some(&m), Some(&k)) = (rest.first(), rest.get(1)) else {
            return false;
        };
        if (judge && (m > 99 || k > 499)) || k.saturating_mul(2) > rest.len() as u64 - 2 {
            return false;
        }
        let ends = &rest[2..2 + 2 * k as usize];
        if !fits(ends, ends.len(), 1, m) || (judge && !is_cactus(m, &pairs(ends))) {
            return false;
        }
        rest = &rest[2 + 2 * k as usize..];
    }
    rest.is_empty()
}

/// luogu6560's record `n m q (u v)*m (x y)*q`: a random digraph with cycles on the ids in use,
/// now and then the chain `1 -> 2 -> ... -> n` (a tenth of the judge's tests), with the traps
/// beyond the judge (self-loops, parallel edges, ids on no edge, ids anywhere in `u64`); then
/// queries with x != y. The queries times the graph stay near 5 * 10^6, so the reference's
/// pass per target stays quick at every size.
fn time_record(g: &mut Gen) -> Vec<u64> {
    let judge = g.domain == Domain::Judge;
    let v = g.count(2, g.bound(100_000, 2000));
    let chain = g.chance(10);
    let mut edges: Vec<(u64, u64)> = Vec::new();
    if chain {
        edges.extend((1..v).map(|a| (a - 1, a)));
    } else {
        let m = g.count(1, g.bound(500_000, 10_000).min(v * (v - 1)));
        let mut seen = std::collections::HashSet::new();
        while (edges.len() as u64) < m {
            let (a, b) = (g.uniform(0, v - 1), g.uniform(0, v - 1));
            if !judge || (a != b && seen.insert((a, b))) {
                edges.push((a, b));
            }
        }
    }
    // Ids: 1..=v in a random order, or (beyond) spread in u64 with room for ids on no edge.
    let (n, label) = if judge || g.chance(50) {
        let mut label: Vec<u64> = (1..=v).collect();
        if !chain {
            g.rng.shuffle(&mut label);
        }
        (v, label)
    } else {
        let mut label: Vec<u64> = Vec::new();
        while (label.len() as u64) < v {
            let id = g.value(1, MAX);
            if !label.contains(&id) {
                label.push(id);
            }
        }
        (MAX, label)
    };
    let q = g.count(
        1,
        g.bound(500, 50)
            .min(1 + 5_000_000 / (v + edges.len() as u64)),
    );
    let mut record = vec![n, edges.len() as u64, q];
    record.extend(
        edges
            .iter()
            .flat_map(|&(a, b)| [label[a as usize], label[b as usize]]),
    );
    for _ in 0..q {
        let x = g.uniform(0, v - 1);
        let mut y = g.uniform(0, v - 2);
        if y >= x {
            y += 1;
        }
        let (mut x, y) = (label[x as usize], label[y as usize]);
        if !judge && g.chance(10) {
            // Any id, most likely on no edge when n leaves room for one, as the start.
            x = loop {
                let x = g.value(1, n);
                if x != y {
                    break x;
                }
            };
        }
        record.extend([x, y]);
    }
    record
}

fn time_valid(r: &[u64], d: Domain) -> bool {
    let judge = d == Domain::Judge;
    let (Some(&n), Some(&m), Some(&q)) = (r.first(), r.get(1), r.get(2)) else {
        return false;
    };
    let numbers = m
        .checked_add(q)
        .and_then(|s| s.checked_mul(2))
        .and_then(|s| s.checked_add(3));
    if numbers != Some(r.len() as u64) || !fits(&r[3..], r.len() - 3, 1, n) {
        return false;
    }
    let edges = pairs(&r[3..3 + 2 * m as usize]);
    let queries = pairs(&r[3 + 2 * m as usize..]);
    queries.iter().all(|&(x, y)| x != y)
        && (!judge
            || ((1..=100_000).contains(&n)
                && (1..=500_000).contains(&m)
                && (1..=500).contains(&q)
                && edges.iter().all(|&(u, v)| u != v)
                && all_distinct(&edges.iter().map(|&(u, v)| u << 20 | v).collect::<Vec<_>>())))
}

/// The offsets in luogu6560's record after each query but the last (answered as it arrives).
fn time_parts(r: &[u64]) -> Vec<usize> {
    let queries_from = 3 + 2 * r[1] as usize;
    (1..r[2] as usize).map(|k| queries_from + 2 * k).collect()
}

/// hdu1524's cuts: whole queries (nothing announces them: the case's `0` ends them, so the count
/// lowered is N's, by 0), then chessmen inside a query with its `M` lowered, then out-positions
/// with their `X_i` lowered.
fn chess_cuts(r: &[u64]) -> Vec<Cut> {
    let size = |v: u64| usize::try_from(v).ok();
    let span = |at: usize, count: u64| {
        size(count)
            .and_then(|c| (at + 1).checked_add(c))
            .filter(|&end| end <= r.len())
    };
    let Some(n) = r.first().and_then(|&n| size(n)) else {
        return Vec::new();
    };
    // The spans of the lists and of the queries, while the record holds them.
    let (mut at, mut lists, mut queries) = (1, Vec::new(), Vec::new());
    for _ in 0..n {
        let Some(end) = r.get(at).and_then(|&x| span(at, x)) else {
            return Vec::new();
        };
        lists.push((at, end));
        at = end;
    }
    while let Some(&m) = r.get(at).filter(|&&m| m != 0) {
        let Some(end) = span(at, m) else {
            return Vec::new();
        };
        queries.push((at, end));
        at = end;
    }
    let mut cuts: Vec<Cut> = group_cuts(0, &queries)
        .into_iter()
        .map(|cut| Cut { by: 0, ..cut })
        .collect();
    for &(start, end) in queries.iter().chain(&lists) {
        let items: Vec<(usize, usize)> = (start + 1..end).map(|j| (j, j + 1)).collect();
        cuts.extend(group_cuts(start, &items));
    }
    cuts
}

/// The spans of the pairs `record[from..to]` (`to - from` even).
fn pair_spans(from: usize, to: usize) -> Vec<(usize, usize)> {
    (from..to).step_by(2).map(|s| (s, s + 2)).collect()
}

/// hdu3094's cuts: edges with N lowered (a tree stays one when the edges removed hang the
/// largest ids as leaves; the shrinker keeps only what is still valid).
fn tree_cuts(r: &[u64]) -> Vec<Cut> {
    if r.len() % 2 == 0 {
        return Vec::new();
    }
    group_cuts(0, &pair_spans(1, r.len()))
}

/// poj3710's cuts: whole pictures with N lowered, then edges with their picture's k lowered.
fn christmas_cuts(r: &[u64]) -> Vec<Cut> {
    let Some(&pictures) = r.first() else {
        return Vec::new();
    };
    let (mut at, mut spans, mut edges) = (1, Vec::new(), Vec::new());
    for _ in 0..pictures {
        let end = r
            .get(at + 1)
            .and_then(|&k| usize::try_from(k).ok())
            .and_then(|k| k.checked_mul(2))
            .and_then(|k| (at + 2).checked_add(k))
            .filter(|&end| end <= r.len());
        let Some(end) = end else {
            return Vec::new();
        };
        spans.push((at, end));
        edges.push((at + 1, pair_spans(at + 2, end)));
        at = end;
    }
    let mut cuts = group_cuts(0, &spans);
    for (k_at, spans) in edges {
        cuts.extend(group_cuts(k_at, &spans));
    }
    cuts
}

/// luogu6560's cuts: queries with q lowered, then edges with m lowered.
fn time_cuts(r: &[u64]) -> Vec<Cut> {
    let queries_from = r
        .get(1)
        .and_then(|&m| usize::try_from(m).ok())
        .and_then(|m| m.checked_mul(2))
        .and_then(|m| m.checked_add(3))
        .filter(|&q| q <= r.len() && (r.len() - q) % 2 == 0);
    let Some(queries_from) = queries_from else {
        return Vec::new();
    };
    let mut cuts = group_cuts(2, &pair_spans(queries_from, r.len()));
    cuts.extend(group_cuts(1, &pair_spans(3, queries_from)));
    cuts
}

/// The fields most problems share: no bound on records beyond the framing's, no extra
/// terminator, byte comparison, no cuts inside a record, answers per whole record. An entry
/// names what it changes and takes the rest with `..DEFAULTS`.
const DEFAULTS: Problem = Problem {
    name: "",
    judge: "",
    title: "",
    game: "",
    theorem: "",
    framing: Framing::ToEof,
    record: |_| Vec::new(),
    traps: Vec::new,
    valid: |_, _| false,
    max_records: MAX,
    terminators: &[],
    check: None,
    smaller: no_cuts,
    parts: None,
};

/// Every judge problem, in the order the README lists them.
pub static PROBLEMS: &[Problem] = &[
    Problem {
        name: "hdu1847",
        judge: "HDU 1847",
        title: "Good Luck in CET-4 Everybody!",
        game: "take a power of two",
        theorem: "subtraction game: P iff n ≡ 0 (mod 3)",
        framing: Framing::ToEof,
        record: |g| vec![g.value(g.bound(1, 0), g.bound(1000, MAX))],
        traps: || around([0, 3, 999, 1000, MAX - 2]),
        valid: |r, d| fits(r, 1, bound(d, 1, 0), bound(d, 1000, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "hdu2149",
        judge: "HDU 2149",
        title: "Public Sale",
        game: "Bash (auction)",
        theorem: "lost iff the amount left ≡ 0 (mod N+1); list the winning first raises",
        framing: Framing::ToEof,
        // Beyond the judge the answer lists N - M + 1 raises when N >= M: keep that list short.
        record: |g| {
            let m = g.value(1, g.bound(1099, MAX));
            let n = if g.domain == Domain::Judge {
                g.value(1, 1099)
            } else if g.chance(50) {
                g.value(1, 1200)
            } else {
                m.saturating_add(g.uniform(0, 1000))
            };
            vec![m, n]
        },
        traps: || around([1, 1099]),
        valid: |r, d| {
            fits(r, 2, 1, bound(d, 1099, MAX))
                && (d == Domain::Judge || r[1] < r[0] || r[1] - r[0] <= 1200)
        },
        ..DEFAULTS
    },
    Problem {
        name: "poj1067",
        judge: "POJ 1067",
        title: "取石子游戏",
        game: "Wythoff",
        theorem: "P-pairs (⌊kφ⌋, ⌊kφ²⌋), in exact integer arithmetic",
        framing: Framing::ToEof,
        record: |g| {
            let hi = g.bound(1_000_000_000, MAX);
            wythoff_record(g, hi)
        },
        traps: wythoff_traps,
        valid: |r, d| fits(r, 2, 0, bound(d, 1_000_000_000, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "poj1704",
        judge: "POJ 1704",
        title: "Georgia and Bob",
        game: "staircase Nim",
        theorem: "xor of paired gaps from the right",
        framing: Framing::Counted,
        record: |g| {
            let n = g.count(0, g.bound(1000, 12));
            let mut record = vec![n];
            let mut positions = distinct(g, n, 1, g.bound(10_000, MAX));
            // Judges' files are often sorted, and solutions that assume it pass them.
            match g.uniform(0, 3) {
                0 => positions.sort_unstable(),
                1 => positions.sort_unstable_by(|a, b| b.cmp(a)),
                _ => {}
            }
            record.extend(positions);
            record
        },
        traps: || around([1, 2, 10_000, MAX - 1]),
        valid: |r, d| {
            let positions = r.get(1..).unwrap_or_default();
            !r.is_empty()
                && r[0] == positions.len() as u64
                && r[0] <= bound(d, 1000, MAX)
                && fits(positions, positions.len(), 1, bound(d, 10_000, MAX))
                && all_distinct(positions)
        },
        max_records: 20,
        smaller: counted_list,
        ..DEFAULTS
    },
    Problem {
        name: "hdu2516",
        judge: "HDU 2516",
        title: "取石子游戏",
        game: "Fibonacci Nim",
        theorem: "P iff n is a Fibonacci number (Zeckendorf)",
        framing: Framing::Terminated(&[0]),
        record: |g| vec![g.value(g.bound(2, 1), g.bound((1 << 31) - 1, MAX))],
        traps: || around(fibonacci_numbers()),
        valid: |r, d| fits(r, 1, bound(d, 2, 1), bound(d, (1 << 31) - 1, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "hdu1846",
        judge: "HDU 1846",
        title: "Brave Game",
        game: "Bash",
        theorem: "P iff n ≡ 0 (mod m+1)",
        framing: Framing::Counted,
        record: |g| {
            let (lo, hi) = (g.bound(1, 0), g.bound(1000, MAX));
            vec![g.value(lo, hi), g.value(lo, hi)]
        },
        traps: || around([1, 1000, MAX]),
        valid: |r, d| fits(r, 2, bound(d, 1, 0), bound(d, 1000, MAX)),
        max_records: 100,
        ..DEFAULTS
    },
    Problem {
        name: "hdu4764",
        judge: "HDU 4764",
        title: "Stone",
        game: "Bash variant",
        theorem: "Bash on N−1 with m = k",
        framing: Framing::Terminated(&[0, 0]),
        record: |g| {
            let n = g.value(1, g.bound(100_000_000, MAX));
            vec![n, g.value(1, g.bound(100, MAX))]
        },
        traps: || around([1, 2, 100, 101, 100_000_000]),
        valid: |r, d| fits(r, 2, 1, bound(d, 100_000_000, MAX)) && r[1] <= bound(d, 100, MAX),
        terminators: &[&[0, 1], &[0, 7], &[0, 100]],
        ..DEFAULTS
    },
    Problem {
        name: "cf317d",
        judge: "Codeforces 317D",
        title: "Game with Powers",
        game: "chains of powers",
        theorem: "Sprague-Grundy: xor of chain values",
        framing: Framing::ToEof,
        record: |g| vec![g.value(g.bound(1, 0), g.bound(1_000_000_000, 1 << 20))],
        traps: perfect_powers,
        valid: |r, d| fits(r, 1, bound(d, 1, 0), bound(d, 1_000_000_000, 1 << 20)),
        max_records: 1,
        ..DEFAULTS
    },
    Problem {
        name: "nowcoder116g",
        judge: "nowcoder 116G",
        title: "chess",
        game: "Wythoff (queen to the corner)",
        theorem: "as POJ 1067",
        framing: Framing::ToEof,
        record: |g| {
            let hi = g.bound(9999, MAX);
            wythoff_record(g, hi)
        },
        traps: wythoff_traps,
        valid: |r, d| fits(r, 2, 0, bound(d, 9999, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "poj2348",
        judge: "POJ 2348",
        title: "Euclid's Game",
        game: "Euclid's game",
        theorem: "with a ≥ b: a ≥ 2b or a = b wins now; b < a < 2b forces (b, a−b)",
        framing: Framing::Terminated(&[0, 0]),
        record: |g| {
            let hi = g.bound((1 << 31) - 1, MAX);
            vec![g.value(1, hi), g.value(1, hi)]
        },
        traps: || around(fibonacci_numbers()),
        valid: |r, d| fits(r, 2, 1, bound(d, (1 << 31) - 1, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "hdu1848",
        judge: "HDU 1848",
        title: "Fibonacci again and again",
        game: "subtraction game, 3 piles",
        theorem: "Sprague-Grundy: xor of table values",
        framing: Framing::Terminated(&[0, 0, 0]),
        record: |g| loop {
            let (lo, hi) = (g.bound(1, 0), g.bound(1000, 2000));
            let piles = vec![g.value(lo, hi), g.value(lo, hi), g.value(lo, hi)];
            if piles != [0, 0, 0] {
                return piles;
            }
        },
        // The table's last entry (a pile of exactly 1000) and the Fibonacci moves near it.
        traps: || around(fibonacci_numbers().into_iter().take(15).chain([1000])),
        valid: |r, d| fits(r, 3, bound(d, 1, 0), bound(d, 1000, 2000)) && r != [0, 0, 0],
        ..DEFAULTS
    },
    Problem {
        name: "poj2484",
        judge: "POJ 2484",
        title: "A Funny Game",
        game: "coin circle (Kayles)",
        theorem: "Alice wins iff n ≤ 2 (mirror strategy)",
        framing: Framing::Terminated(&[0]),
        record: |g| vec![g.value(1, g.bound(1_000_000, MAX))],
        traps: || around([1, 2, 3, 1_000_000]),
        valid: |r, d| fits(r, 1, 1, bound(d, 1_000_000, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "hdu2176",
        judge: "HDU 2176",
        title: "取(m堆)石子游戏",
        game: "Nim, with winning moves",
        theorem: "Bouton: P iff the xor is 0",
        framing: Framing::Terminated(&[0]),
        record: |g| {
            let m = g.count(1, g.bound(200_000, 10));
            let hi = g.bound((1 << 31) - 1, MAX);
            let xor_zero = g.chance(30);
            let mut record = vec![m];
            let mut x = 0;
            for i in 0..m {
                let pile = if xor_zero && i == m - 1 && x <= hi {
                    x
                } else if i > 0 && g.chance(10) {
                    // Equal piles: each is a winning move of its own, in input order.
                    record[1 + g.uniform(0, i - 1) as usize]
                } else {
                    g.value(0, hi)
                };
                x ^= pile;
                record.push(pile);
            }
            record
        },
        traps: || around([0, 1, (1 << 31) - 1, MAX]),
        valid: |r, d| {
            let piles = r.get(1..).unwrap_or_default();
            !r.is_empty()
                && r[0] >= 1
                && r[0] == piles.len() as u64
                && r[0] <= bound(d, 200_000, MAX)
                && fits(piles, piles.len(), 0, bound(d, (1 << 31) - 1, MAX))
        },
        smaller: counted_list,
        ..DEFAULTS
    },
    Problem {
        name: "hdu2177",
        judge: "HDU 2177",
        title: "取(2堆)石子游戏",
        game: "Wythoff, with winning moves",
        theorem: "P-pairs and their Beatty partners",
        framing: Framing::Terminated(&[0, 0]),
        record: |g| loop {
            let pair = g.chance(50);
            let mut record = match g.domain {
                Domain::Judge if pair => wythoff_record(g, 1_000_000),
                Domain::Judge => {
                    let b = g.value(0, 1_000_000);
                    vec![g.value(0, b), b]
                }
                Domain::Beyond => wythoff_record(g, MAX),
            };
            if g.domain == Domain::Judge {
                record.sort_unstable();
            }
            if record != [0, 0] {
                return record;
            }
        },
        traps: wythoff_traps,
        valid: |r, d| {
            fits(r, 2, 0, MAX)
                && r != [0, 0]
                && (d == Domain::Beyond || (r[0] <= r[1] && r[1] <= 1_000_000))
        },
        check: Some(crate::check::hdu2177),
        ..DEFAULTS
    },
    Problem {
        name: "hdu1536",
        judge: "HDU 1536",
        title: "S-Nim",
        game: "subtraction game over a set S, many heaps",
        theorem: "Sprague-Grundy: xor of g(h); g is eventually periodic (a repeated window of \
                  max(S) values repeats all after it), found exactly",
        framing: Framing::Terminated(&[0]),
        // A case `k s_1..s_k m (l h_1..h_l)*m`. Beyond the judge: small moves with heaps
        // anywhere in u64 (a small set's period is found in microseconds), or moves anywhere in
        // u64 with heaps the table reaches without a period.
        record: |g| {
            let judge = g.domain == Domain::Judge;
            let huge_moves = !judge && g.chance(20);
            let (move_hi, heap_hi) = match (judge, huge_moves) {
                (true, _) => (10_000, 10_000),
                (false, true) => (MAX, 2000),
                (false, false) => (30, MAX),
            };
            let k = g.count(1, g.bound(100, 5));
            let mut record = vec![k];
            for i in 0..k {
                // S may repeat a move; a repeat means nothing.
                let s = if i > 0 && g.chance(15) {
                    record[1 + g.uniform(0, i - 1) as usize]
                } else {
                    g.value(1, move_hi)
                };
                record.push(s);
            }
            let m = g.count(g.bound(1, 0), g.bound(100, 3));
            record.push(m);
            for _ in 0..m {
                let l = g.count(g.bound(1, 0), g.bound(100, 3));
                record.push(l);
                for _ in 0..l {
                    record.push(g.value(0, heap_hi));
                }
            }
            record
        },
        // A heap or a move of exactly 10000: the last index of a table sized to the bound.
        traps: || around([1, 2, 9999, 10_000]),
        valid: s_nim_valid,
        smaller: s_nim_cuts,
        ..DEFAULTS
    },
    Problem {
        name: "leetcode292",
        judge: "LeetCode 292",
        title: "Nim Game",
        game: "Bash with m = 3",
        theorem: "you lose iff n ≡ 0 (mod 4)",
        framing: Framing::ToEof,
        record: |g| vec![g.value(g.bound(1, 0), g.bound((1 << 31) - 1, MAX))],
        traps: || around([4, (1 << 31) - 1, (1 << 31) - 4]),
        valid: |r, d| fits(r, 1, bound(d, 1, 0), bound(d, (1 << 31) - 1, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "hdu1907",
        judge: "HDU 1907",
        title: "John",
        game: "misère Nim",
        theorem: "SJ theorem: the mover wins iff (some heap ≥ 2) = (xor ≠ 0)",
        framing: Framing::Counted,
        // Now and then only heaps of 0 and 1, where the answer is the opposite of Nim's.
        record: |g| {
            let n = g.count(g.bound(1, 0), g.bound(47, 12));
            let (lo, hi) = (g.bound(1, 0), g.bound(4747, MAX));
            let hi = if g.chance(30) { 1 } else { hi };
            let mut record = vec![n];
            for _ in 0..n {
                record.push(g.value(lo, hi));
            }
            record
        },
        traps: || around([1, 2, 4747, MAX]),
        valid: |r, d| {
            let heaps = r.get(1..).unwrap_or_default();
            !r.is_empty()
                && r[0] == heaps.len() as u64
                && (bound(d, 1, 0)..=bound(d, 47, MAX)).contains(&r[0])
                && fits(heaps, heaps.len(), bound(d, 1, 0), bound(d, 4747, MAX))
        },
        max_records: 474,
        smaller: counted_list,
        ..DEFAULTS
    },
    Problem {
        name: "hdu1850",
        judge: "HDU 1850",
        title: "Being a Good Boy in Spring Festival",
        game: "Nim, counting winning moves",
        theorem: "Bouton: count the piles a with a ^ xor < a",
        framing: Framing::Terminated(&[0]),
        // Now and then all piles equal: each is counted on its own.
        record: |g| {
            let m = g.count(g.bound(2, 1), g.bound(100, 12));
            let (lo, hi) = (g.bound(1, 0), g.bound(1_000_000, MAX));
            let equal = g.chance(20);
            let first = g.value(lo, hi);
            let mut record = vec![m];
            for _ in 0..m {
                record.push(if equal { first } else { g.value(lo, hi) });
            }
            record
        },
        traps: || around([1, 1_000_000, MAX]),
        valid: |r, d| {
            let piles = r.get(1..).unwrap_or_default();
            !r.is_empty()
                && r[0] == piles.len() as u64
                && (bound(d, 2, 1)..=bound(d, 100, MAX)).contains(&r[0])
                && fits(piles, piles.len(), bound(d, 1, 0), bound(d, 1_000_000, MAX))
        },
        smaller: counted_list,
        ..DEFAULTS
    },
    Problem {
        name: "hdu3032",
        judge: "HDU 3032",
        title: "Nim or not Nim?",
        game: "Lasker's Nim (take or split in two)",
        theorem: "Multi-SG: g swaps 4k+3 and 4k+4; g(2^64 − 1) = 2^64",
        framing: Framing::Counted,
        record: |g| splitting_record(g, 1_000_000, (1 << 31) - 1),
        traps: || around([3, 4, (1 << 31) - 1, MAX - 3, MAX]),
        valid: |r, d| splitting_valid(r, d, (1 << 31) - 1),
        max_records: 100,
        smaller: counted_list,
        ..DEFAULTS
    },
    Problem {
        name: "hdu5795",
        judge: "HDU 5795",
        title: "A Simple Nim",
        game: "Nim, or split in three",
        theorem: "Multi-SG: g swaps 8k+7 and 8k+8; g(2^64 − 1) = 2^64",
        framing: Framing::Counted,
        record: |g| splitting_record(g, 1_000_000, 1_000_000_000),
        traps: || around([7, 8, 1_000_000_000, MAX - 7, MAX]),
        valid: |r, d| splitting_valid(r, d, 1_000_000_000),
        max_records: 100,
        smaller: counted_list,
        ..DEFAULTS
    },
    Problem {
        name: "hdu3595",
        judge: "HDU 3595",
        title: "GG and MM",
        game: "Every-SG over Euclid's game",
        theorem: "Every-SG: the mover wins iff the largest step is odd",
        framing: Framing::ToEof,
        // A fifth of the games are consecutive Fibonacci numbers: the longest forced chains.
        record: |g| {
            let n = g.count(g.bound(1, 0), g.bound(1000, 12));
            let (lo, hi) = (g.bound(1, 0), g.bound(1000, MAX));
            let fibonacci: Vec<u64> = fibonacci_numbers()
                .into_iter()
                .filter(|&f| f <= hi)
                .collect();
            let mut record = vec![n];
            for _ in 0..n {
                if g.chance(20) {
                    let i = g.uniform(1, fibonacci.len() as u64 - 1) as usize;
                    record.extend([fibonacci[i], fibonacci[i - 1]]);
                } else {
                    record.extend([g.value(lo, hi), g.value(lo, hi)]);
                }
            }
            record
        },
        traps: || around(fibonacci_numbers().into_iter().chain([0])),
        valid: |r, d| {
            let games = r.get(1..).unwrap_or_default();
            !r.is_empty()
                && r[0].checked_mul(2) == Some(games.len() as u64)
                && (bound(d, 1, 0)..=bound(d, 1000, MAX)).contains(&r[0])
                && fits(games, games.len(), bound(d, 1, 0), bound(d, 1000, MAX))
        },
        max_records: 100,
        smaller: |r| counted_groups(r, 1, 2),
        ..DEFAULTS
    },
    Problem {
        name: "hdu1730",
        judge: "HDU 1730",
        title: "Northcott Game",
        game: "Northcott's game (partizan, loopy)",
        theorem: "Nim on the gaps between the pieces; a retreat is followed",
        framing: Framing::ToEof,
        record: |g| {
            let n = g.count(g.bound(1, 0), g.bound(1000, 12));
            let m = g.value(2, g.bound(100, MAX));
            let mut record = vec![n, m];
            for _ in 0..n {
                let tom = g.value(1, m);
                let jerry = loop {
                    let jerry = g.value(1, m);
                    if jerry != tom {
                        break jerry;
                    }
                };
                record.extend([tom, jerry]);
            }
            record
        },
        traps: || around([1, 2, 100, MAX]),
        valid: |r, d| {
            let (Some(&n), Some(&m)) = (r.first(), r.get(1)) else {
                return false;
            };
            let rows = &r[2..];
            n.checked_mul(2) == Some(rows.len() as u64)
                && (bound(d, 1, 0)..=bound(d, 1000, MAX)).contains(&n)
                && (2..=bound(d, 100, MAX)).contains(&m)
                && fits(rows, rows.len(), 1, m)
                && rows.chunks(2).all(|row| row[0] != row[1])
        },
        smaller: |r| counted_groups(r, 2, 2),
        ..DEFAULTS
    },
    Problem {
        name: "hdu1524",
        judge: "HDU 1524",
        title: "A Chess Game",
        game: "chessmen moved along the arcs of a DAG",
        theorem: "Sprague-Grundy: xor of g(v) = mex of the successors, sinks first in \
                  Tarjan's order (no recursion)",
        framing: Framing::ToEof,
        record: chess_record,
        traps: || around([1, 999, 1000]),
        valid: chess_valid,
        terminators: &[&[0]],
        smaller: chess_cuts,
        parts: Some(Parts {
            ends: chess_parts,
            may_end: true,
        }),
        ..DEFAULTS
    },
    Problem {
        name: "hdu3094",
        judge: "HDU 3094",
        title: "A tree game",
        game: "Green Hackenbush on a tree",
        theorem: "colon principle: g(v) = xor over children of (g(c) + 1)",
        framing: Framing::Counted,
        record: tree_record,
        traps: || around([1, 2, 99_999, 100_000]),
        valid: |r, d| {
            let Some((&n, ends)) = r.split_first() else {
                return false;
            };
            n <= bound(d, 100_000, MAX) && ends.len() % 2 == 0 && is_tree(n, &pairs(ends))
        },
        max_records: 100,
        smaller: tree_cuts,
        ..DEFAULTS
    },
    Problem {
        name: "poj3710",
        judge: "POJ 3710",
        title: "Christmas Game",
        game: "Green Hackenbush on rooted multigraphs",
        theorem: "fusion principle: a 2-edge-connected block is worth its edge count's parity, \
                  then the colon principle",
        framing: Framing::ToEof,
        record: christmas_record,
        traps: || around([1, 2, 3, 99, 499, MAX]),
        valid: christmas_valid,
        smaller: christmas_cuts,
        ..DEFAULTS
    },
    Problem {
        name: "hdu3404",
        judge: "HDU 3404",
        title: "Switch lights",
        game: "Turning Corners (toggle a rectangle's corners)",
        theorem: "Tartan: a light at (x, y) is worth the nim product x ⊗ y (1-based)",
        framing: Framing::Counted,
        // A case `n (x y)*n` of distinct lights; now and then the last light is (v, 1), worth
        // the xor v of the others, so that the first player loses.
        record: |g| {
            let nimbers = nimbers();
            let hi = g.bound(10_000, MAX);
            let n = g.count(0, g.bound(1000, 12));
            let mut lights: Vec<(u64, u64)> = Vec::new();
            while (lights.len() as u64) < n {
                let light = (g.value(1, hi), g.value(1, hi));
                if !lights.contains(&light) {
                    lights.push(light);
                }
            }
            if n > 0 && g.chance(40) {
                let last = lights.pop().expect("n > 0 lights");
                let xor = lights
                    .iter()
                    .fold(0, |v, &(x, y)| v ^ nimbers.product(x, y));
                let lost = (xor, 1);
                let fits = (1..=hi).contains(&xor) && !lights.contains(&lost);
                lights.push(if fits { lost } else { last });
            }
            let mut record = vec![lights.len() as u64];
            record.extend(lights.iter().flat_map(|&(x, y)| [x, y]));
            record
        },
        // 2 ⊗ 2 = 3 (not the carry-less 4), the ends of the subfields of order 2^8, 2^16, 2^32.
        traps: || around([1, 2, 3, 4, 255, 256, 10_000, 1 << 16, 1 << 32, MAX]),
        valid: |r, d| {
            let Some((&n, cells)) = r.split_first() else {
                return false;
            };
            let lights: Vec<&[u64]> = cells.chunks(2).collect();
            n.checked_mul(2) == Some(cells.len() as u64)
                && n <= bound(d, 1000, MAX)
                && fits(cells, cells.len(), 1, bound(d, 10_000, MAX))
                && (1..lights.len()).all(|i| !lights[..i].contains(&lights[i]))
        },
        max_records: 100,
        smaller: |r| counted_groups(r, 1, 2),
        ..DEFAULTS
    },
    Problem {
        name: "yosupo_nim_product_64",
        judge: "Library Checker nim_product_64",
        title: "Nim Product",
        game: "nimber multiplication",
        theorem: "GF(2^64): halving to 16-bit discrete logarithms (Karatsuba, F ⊗ F = F ⊕ F/2)",
        framing: Framing::Counted,
        record: |g| vec![g.value(0, MAX), g.value(0, MAX)],
        traps: || {
            let fermat = [2u64, 4, 16, 256, 1 << 16, 1 << 32];
            around(fermat.into_iter().chain([0, 3, 1 << 31, 1 << 63, MAX]))
        },
        valid: |r, _| r.len() == 2,
        max_records: 1_000_000,
        ..DEFAULTS
    },
    Problem {
        name: "luogu6560",
        judge: "Luogu P6560",
        title: "[SBCOI2020] 时光的流逝",
        game: "a token on a digraph with cycles; moving onto the target wins",
        theorem: "retrograde analysis with out-degree counters; what is left is a draw",
        framing: Framing::Single,
        record: time_record,
        traps: || around([1, 2, 500, 100_000, MAX]),
        valid: time_valid,
        max_records: 1,
        smaller: time_cuts,
        parts: Some(Parts {
            ends: time_parts,
            may_end: false,
        }),
        ..DEFAULTS
    },
    Problem {
        name: "hdu2147",
        judge: "HDU 2147",
        title: "kiki's game",
        game: "a coin stepping left, down or down-left to a corner",
        theorem: "kiki loses iff n and m are both odd",
        framing: Framing::Terminated(&[0, 0]),
        record: |g| {
            let hi = g.bound(2000, MAX);
            vec![g.value(1, hi), g.value(1, hi)]
        },
        traps: || around([1, 2, 1999, 2000, MAX - 1]),
        valid: |r, d| fits(r, 2, 1, bound(d, 2000, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "hdu1517",
        judge: "HDU 1517",
        title: "A Multiplication Game",
        game: "multiply by 2..9 until p >= n",
        theorem: "Stan wins iff 18^k < n <= 9·18^k (n -> ceil(n/18))",
        framing: Framing::ToEof,
        record: |g| vec![g.value(2, g.bound(4_294_967_294, MAX))],
        // The range boundaries 18^k and 9·18^k up to 18^15, and the judge's bound.
        traps: || {
            let powers = (0..16).map(|k| 18u64.pow(k));
            let bounds = powers.flat_map(|p| [p, p.saturating_mul(9)]);
            around(bounds.chain([4_294_967_294, MAX - 17]))
        },
        valid: |r, d| fits(r, 1, 2, bound(d, 4_294_967_294, MAX)),
        ..DEFAULTS
    },
    Problem {
        name: "hdu1729",
        judge: "HDU 1729",
        title: "Stone Game",
        game: "boxes that grow by 1 to c² stones up to a capacity",
        theorem: "Sprague-Grundy; a box is worth s − c above q = max{q + q² < s}, 0 at q, \
                  the box (q, c) below",
        framing: Framing::Terminated(&[0]),
        // A case `N (s c)*N` with c <= s.
        record: |g| {
            let n = g.count(1, g.bound(50, 12));
            let mut record = vec![n];
            for _ in 0..n {
                let s = g.value(0, g.bound(1_000_000, MAX));
                record.extend([s, g.value(0, s)]);
            }
            record
        },
        // The capacities q + q² where q steps (each box's chain of q's passes such values), q
        // itself, and the judge's bound.
        traps: || {
            let qs = [1u64, 2, 3, 15, 255, 999, 1000, 65_535, (1 << 32) - 1];
            around(
                qs.iter()
                    .flat_map(|&q| [q, q + q * q])
                    .chain([1_000_000, MAX]),
            )
        },
        valid: |r, d| {
            let Some((&n, boxes)) = r.split_first() else {
                return false;
            };
            n >= 1
                && n <= bound(d, 50, MAX)
                && n.checked_mul(2) == Some(boxes.len() as u64)
                && fits(boxes, boxes.len(), 0, bound(d, 1_000_000, MAX))
                && boxes.chunks(2).all(|b| b[1] <= b[0])
        },
        smaller: |r| counted_groups(r, 1, 2),
        ..DEFAULTS
    },
    Problem {
        name: "poj2311",
        judge: "POJ 2311",
        title: "Cutting Game",
        game: "cut grid paper; cutting out a 1 × 1 wins",
        theorem: "normal play on pieces ≥ 2 × 2 (a strip loses at once): a table of g(w, h)",
        framing: Framing::ToEof,
        record: sheet_record,
        // The smallest sheets (2 x 2 and 2 x 3 lose), strips, and the largest sides.
        traps: || around([2, 3, 4, 199, 200, 299, 300]),
        valid: |r, d| fits(r, 2, bound(d, 2, 1), bound(d, 200, 300)) && r != [1, 1],
        ..DEFAULTS
    },
    Problem {
        name: "hdu1404",
        judge: "HDU 1404",
        title: "Digital Deletions",
        game: "lower a digit, or erase a 0 and all after it",
        theorem: "a leading 0 wins; else a P/N table of 1..10^6 by forward marking",
        framing: Framing::DigitStrings,
        record: digit_string_record,
        traps: Vec::new,
        valid: |r, _| r.len() == 1 && digit_string(r[0]).is_some(),
        ..DEFAULTS
    },
    Problem {
        name: "poj3537",
        judge: "POJ 3537",
        title: "Crosses and Crosses",
        game: "Treblecross: three crosses in a row win",
        theorem: "octal game 0.007 on n + 2; the 35 losing n ≤ 10^6 by a sparse-space table",
        framing: Framing::ToEof,
        // The copies of the statement differ on the lower bound (1 or 3): the judge's domain
        // is where both agree.
        record: |g| vec![g.value(g.bound(3, 0), g.bound(2000, impartial::crosses::N_MAX))],
        // Every losing strip and its neighbours, the strips too short for three, and the bounds.
        traps: || {
            let losing = impartial::crosses::LOSING.iter().map(|&n| u64::from(n));
            around(losing.chain([1, 2, 2000, impartial::crosses::N_MAX]))
        },
        valid: |r, d| {
            fits(
                r,
                1,
                bound(d, 3, 0),
                bound(d, 2000, impartial::crosses::N_MAX),
            )
        },
        max_records: 1,
        ..DEFAULTS
    },
];

/// The blocks of other files that are written from the registry (`make registry`), with the
/// file each belongs in: the README's table of problems and the judge binaries' `[[bin]]`
/// entries in `Cargo.toml`.
pub fn generated_blocks() -> Vec<(&'static str, String)> {
    let mut table = String::from(
        "| Judge problem | Title | Game | Theorem | Binary |\n|---|---|---|---|---|\n",
    );
    for p in PROBLEMS {
        table.push_str(&format!(
            "| {} | {} | {} | {} | [`{}`](docs/problems.md#{}) |\n",
            p.judge, p.title, p.game, p.theorem, p.name, p.name
        ));
    }
    let mut bins =
        String::from("# Judge problems: one binary each (written by `make registry`).\n");
    for p in PROBLEMS {
        bins.push_str(&format!(
            "[[bin]]\nname = \"{}\"\npath = \"bin/{}.rs\"\ntest = false\n\n",
            p.name, p.name
        ));
    }
    bins.push_str("# End of the judge problems.\n");
    vec![("README.md", table), ("Cargo.toml", bins)]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply_all(record: &[u64], cuts: &[Cut]) -> Vec<Vec<u64>> {
        cuts.iter().map(|c| c.apply(record).unwrap()).collect()
    }

    #[test]
    fn a_counted_list_loses_runs_with_its_count() {
        let r = [3, 7, 8, 9];
        assert_eq!(
            apply_all(&r, &counted_list(&r)),
            [
                vec![0],
                vec![1, 9],
                vec![2, 7, 8],
                vec![2, 8, 9],
                vec![2, 7, 9],
                vec![2, 7, 8]
            ]
        );
        // A record of another shape has no cuts.
        assert!(counted_list(&[3, 7, 8]).is_empty());
        assert!(counted_list(&[]).is_empty());
    }

    #[test]
    fn groups_are_cut_whole() {
        let r = [2, 10, 1, 3, 4, 9];
        let smaller = apply_all(&r, &counted_groups(&r, 2, 2));
        assert_eq!(smaller, [vec![0, 10], vec![1, 10, 4, 9], vec![1, 10, 1, 3]]);
        assert!(counted_groups(&[2, 10, 1, 3, 4], 2, 2).is_empty());
        assert!(counted_groups(&[u64::MAX, 1], 1, 2).is_empty());
    }

    #[test]
    fn s_nim_cuts_positions_heaps_and_moves() {
        // S = {2, 5}; positions (5 12) and (7).
        let r = [2, 2, 5, 2, 2, 5, 12, 1, 7];
        let smaller = apply_all(&r, &s_nim_cuts(&r));
        for want in [
            vec![2, 2, 5, 1, 1, 7],
            vec![2, 2, 5, 1, 2, 5, 12],
            vec![2, 2, 5, 2, 1, 12, 1, 7],
            vec![1, 5, 2, 2, 5, 12, 1, 7],
        ] {
            assert!(smaller.contains(&want), "{:?}", want);
        }
        assert!(smaller
            .iter()
            .all(|s| s_nim_valid(s, Domain::Beyond) || s[0] == 0));
        // A cut-off record has none.
        assert!(s_nim_cuts(&[2, 2, 5, 2, 2, 5]).is_empty());
    }

    #[test]
    fn graph_records_cut_into_valid_records() {
        // hdu1524: 0 -> 1, 0 -> 2; queries (0 0) and (1); then hdu3094's path 1 - 2 - 3.
        let chess = [3, 2, 1, 2, 0, 0, 2, 0, 0, 1, 1, 0];
        let smaller = apply_all(&chess, &chess_cuts(&chess));
        for want in [
            vec![3, 2, 1, 2, 0, 0, 1, 1, 0],
            vec![3, 2, 1, 2, 0, 0, 2, 0, 0, 0],
            vec![3, 2, 1, 2, 0, 0, 1, 0, 1, 1, 0],
            vec![3, 1, 2, 0, 0, 2, 0, 0, 1, 1, 0],
        ] {
            assert!(smaller.contains(&want), "{:?}", want);
        }
        // Emptying a query (both of `0 0`, the one of `1`) would end the case early: the
        // shrinker drops those two, which are not valid.
        let valid = smaller.iter().filter(|s| chess_valid(s, Domain::Judge));
        assert_eq!(valid.count(), smaller.len() - 2);
        assert!(chess_cuts(&[3, 2, 1]).is_empty());
        let tree = [3, 2, 1, 3, 2];
        let valid: Vec<Vec<u64>> = apply_all(&tree, &tree_cuts(&tree))
            .into_iter()
            .filter(|s| is_tree(s[0], &pairs(&s[1..])))
            .collect();
        assert_eq!(valid, [vec![1], vec![2, 2, 1]]);
        // poj3710: two pictures, an edge and a triangle.
        let christmas = [2, 2, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3, 1];
        let smaller = apply_all(&christmas, &christmas_cuts(&christmas));
        assert!(smaller.contains(&vec![1, 3, 3, 1, 2, 2, 3, 3, 1]));
        assert!(smaller.contains(&vec![2, 2, 0, 3, 3, 1, 2, 2, 3, 3, 1]));
        assert!(smaller.iter().all(|s| christmas_valid(s, Domain::Beyond)));
        // luogu6560: 1 -> 2, 2 -> 1; queries (1 2), (2 1).
        let time = [2, 2, 2, 1, 2, 2, 1, 1, 2, 2, 1];
        let smaller = apply_all(&time, &time_cuts(&time));
        assert_eq!(smaller[0], [2, 2, 0, 1, 2, 2, 1]);
        assert!(smaller.contains(&vec![2, 1, 2, 1, 2, 1, 2, 2, 1]));
        assert!(smaller.iter().all(|s| time_valid(s, Domain::Beyond)));
    }

    #[test]
    fn a_cut_that_does_not_fit_is_refused() {
        let cut = Cut {
            start: 1,
            end: 3,
            count: 0,
            by: 2,
        };
        assert_eq!(cut.apply(&[2, 4, 5]), Some(vec![0]));
        assert_eq!(cut.apply(&[1, 4, 5]), None);
        assert_eq!(cut.apply(&[2, 4]), None);
    }
}
