//! The one list of judge problems. Every other list (the runner's and bundler's choice of
//! problems, the in-process tests, fuzzing, the pipe conversations, the README's table, the
//! stress tester's generators) is derived from [`PROBLEMS`] or checked against it by a test
//! (`tests/registry.rs` at the project root): a problem is its binary `bin/<name>.rs`, its
//! folder `testdata/<name>/`, its entry here and its section in `docs/problems.md`.
//!
//! An entry says what the tools need to know of a problem: what to call it, its input as the
//! statement writes it ([`Problem::spec`], in the format language of [`crate::format`]) with
//! the extended [`Domain`]'s constraints ([`Problem::beyond`]), the checks the language cannot
//! say ([`Problem::checks`]), and the problem's traps: the values where solutions written the
//! usual ways go wrong, drawn now and then by [`Gen::value`] (`spec.rs`). From these alone the tools
//! draw, read, check, shrink and write an entry's inputs: no entry walks its records' numbers
//! by hand.
//!
//! The entries live by family, each beside its relatives and the helpers only they use:
//! `bash.rs` (Bash and the subtraction games), `nim.rs` (Nim, misère, staircase, splitting),
//! `wythoff.rs`, `arithmetic.rs` (Fibonacci, Euclid, powers, products), `graphs.rs`, `trees.rs`,
//! `nimber.rs` and `tables.rs` (games answered from computed tables). What several families
//! share sits here (the types, `DEFAULTS`), in `traps.rs` (trap pools) and in
//! `graph_records.rs` (scrambled edges, trees, cacti). An entry is a `const` of its family
//! file; [`PROBLEMS`] lists them in the README's order. To add one, see
//! `docs/adding-a-problem.md`.

mod arithmetic;
mod bash;
mod entry;
mod graph_records;
mod graphs;
mod interactive;
mod listing;
mod nim;
mod nimber;
mod spec;
mod tables;
mod traps;
mod trees;
mod wythoff;

pub use crate::verdict::Checker;
pub use entry::Entry;
pub use listing::generated_blocks;
pub use spec::{distinct_values, no_checks, InstanceCheck, Rec, View};

use crate::generate::{Domain, Gen};
use graph_records::*;
use traps::*;

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
    /// The trap pool: single values worth trying more often than chance would. [`Gen::value`]
    /// draws one (within the bounds asked for) about one time in ten; a record generator
    /// ([`Problem::draw`]) may also draw whole trap records itself (a Wythoff P-pair and its neighbours, say), which a
    /// pool of single values cannot express.
    pub traps: fn() -> Vec<u64>,
    /// Records that end the input besides the spec's own terminator (hdu4764: any `0 k`),
    /// which the stress tester uses now and then. Empty for most problems.
    pub terminators: &'static [&'static [u64]],
    /// The checker, for a problem whose contract allows more than one right output: `None`
    /// compares bytes. See [`crate::check`].
    pub check: Option<Checker>,
    /// Where a record's answers come out before the record ends, for a record holding queries
    /// answered as they arrive (a graph, then queries about it); `None` when a record is
    /// answered as a whole.
    pub parts: Option<Parts>,
    /// For an interactive problem, its judge: the binary then plays a game against it instead
    /// of answering a stdin to a stdout. Its input (one record of numbers) is the instance the
    /// judge opens with; its testdata `.out` holds the side a winning player takes, and
    /// every test that runs a binary plays it against this judge ([`crate::interactive`]).
    pub interactive: Option<Interactive>,
    /// The input as the statement writes it, in the format language ([`crate::format`]): the
    /// Input section, a line `---`, and the judge's constraints.
    pub spec: &'static str,
    /// The constraints of the extended domain ([`Domain::Beyond`]), replacing the judge's
    /// under the same Input section: the bounds widened to what the project's solutions
    /// answer. `""`: the judge's.
    pub beyond: &'static str,
    /// What the spec's language cannot say (a DAG, a cactus, a bound that keeps the extended
    /// domain's answers short), over the instance read through the spec ([`View`]).
    pub checks: InstanceCheck,
    /// A record generator of the entry's own, where the statement's shape needs one (whole
    /// trap records, a Wythoff P-pair): it replaces each record the spec draws, and what it
    /// draws must keep the spec. `None`: the spec's own drawing.
    pub draw: Option<fn(&mut Gen) -> crate::input::Record>,
}

/// The judge of an interactive problem (see [`Problem::interactive`]).
#[derive(Clone, Copy)]
pub struct Interactive {
    /// The judge of one instance (a valid record), its choices seeded; `Err` says what is
    /// wrong with an instance that is not valid.
    pub judge: fn(&[u64], u64) -> Result<crate::interactive::Judge, String>,
    /// How many of the player's lines a game has at most for an instance (the first line and
    /// every move), so a test can tell a game that ended from one that runs away.
    pub max_lines: fn(&[u64]) -> u64,
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

/// The problem called `name`, or the one error message every command gives for a name the
/// registry does not know: the name and the known ones.
///
/// ```
/// use impartial_tools::registry::known;
/// assert_eq!(known("poj1067").unwrap().judge, "POJ 1067");
/// assert!(known("poj9999").err().unwrap().starts_with("unknown problem \"poj9999\"; known problems: "));
/// ```
pub fn known(name: &str) -> Result<&'static Problem, String> {
    problem(name).ok_or_else(|| {
        format!(
            "unknown problem {:?}; known problems: {}",
            name,
            names().join(" ")
        )
    })
}

/// Every problem when `args` is empty, else the one it names; `usage` words the error.
pub fn select(args: &[String], usage: &str) -> Result<Vec<String>, String> {
    match args {
        [] => Ok(names().into_iter().map(String::from).collect()),
        [name] => known(name).map(|p| vec![p.name.to_string()]),
        _ => Err(format!("usage: {} [PROBLEM]", usage)),
    }
}

const MAX: u64 = u64::MAX;

/// The fields most problems share: no extra terminator, byte comparison, answers per whole
/// record, no checks beyond the spec's, the spec's own drawing. An entry
/// names what it changes and takes the rest with `..DEFAULTS`.
const DEFAULTS: Problem = Problem {
    name: "",
    judge: "",
    title: "",
    game: "",
    theorem: "",
    traps: Vec::new,
    terminators: &[],
    check: None,
    parts: None,
    interactive: None,
    spec: "",
    beyond: "",
    checks: no_checks,
    draw: None,
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
    trees::HDU3094,
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
    bash::HDU1851,
    bash::HDU2897,
    trees::HDU3590,
    nim::LUOGU2148,
    arithmetic::HDU2486,
    graphs::LUOGU4055,
    tables::HDU3980,
    arithmetic::ABC368F,
    arithmetic::HDU1079,
    nimber::HDU3537,
    nimber::POJ3533,
    trees::SPOJ_COT3,
    nim::ARC091F,
    nim::AGC002E,
    trees::AGC010F,
    nim::CF1451F,
    graphs::CF786A,
    tables::CF305E,
    nim::CF1147C,
    nim::CF1396B,
    interactive::ABC278G,
];

/// `text` read through the spec of `p` in `domain`, as an input of its shape (the family
/// files' tests use it).
#[cfg(test)]
fn read(p: &Problem, domain: Domain, text: &str) -> crate::input::Input {
    let format = p.format(domain);
    let inst = format
        .read_tokens(text)
        .unwrap_or_else(|e| panic!("{}: {}", p.name, e));
    crate::format::spec_shape::FormatShape::new(format, None).input(&inst)
}
