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
//!
//! The entries live by family, each beside its relatives and the helpers only they use:
//! `bash.rs` (Bash and the subtraction games), `nim.rs` (Nim, misère, staircase, splitting),
//! `wythoff.rs`, `arithmetic.rs` (Fibonacci, Euclid, powers, products), `graphs.rs`,
//! `nimber.rs` and `tables.rs` (games answered from computed tables). What several families
//! share sits here (the types, [`DEFAULTS`], bounds), in `traps.rs` (trap pools) and in
//! `graph_records.rs` (scrambled edges, trees, cacti). An entry is a `const` of its family
//! file; [`PROBLEMS`] lists them in the README's order. To add one, see
//! `docs/adding-a-problem.md`.

mod arithmetic;
mod bash;
mod graph_records;
mod graphs;
mod listing;
mod nim;
mod nimber;
mod tables;
mod traps;
mod wythoff;

pub use listing::generated_blocks;

use crate::gen::{Domain, Gen};
use graph_records::*;
use traps::*;

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
    bash::HDU1847,
    bash::HDU2149,
    wythoff::POJ1067,
    nim::POJ1704,
    arithmetic::HDU2516,
    bash::HDU1846,
    bash::HDU4764,
    arithmetic::CF317D,
    wythoff::NOWCODER116G,
    arithmetic::POJ2348,
    bash::HDU1848,
    nim::POJ2484,
    nim::HDU2176,
    wythoff::HDU2177,
    bash::HDU1536,
    bash::LEETCODE292,
    nim::HDU1907,
    nim::HDU1850,
    nim::HDU3032,
    nim::HDU5795,
    arithmetic::HDU3595,
    nim::HDU1730,
    graphs::HDU1524,
    graphs::HDU3094,
    graphs::POJ3710,
    nimber::HDU3404,
    nimber::YOSUPO_NIM_PRODUCT_64,
    graphs::LUOGU6560,
    wythoff::HDU2147,
    arithmetic::HDU1517,
    arithmetic::HDU1729,
    tables::POJ2311,
    tables::HDU1404,
    tables::POJ3537,
];

/// Every cut of `cuts` made on `record` (the family files' tests use it too).
#[cfg(test)]
fn apply_all(record: &[u64], cuts: &[Cut]) -> Vec<Vec<u64>> {
    cuts.iter().map(|c| c.apply(record).unwrap()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
