//! # impartial-tools
//!
//! The workshop around the `impartial` library: everything that is not a judge solution.
//!
//! - [`registry`]: the one list of judge problems, with what each tool needs to know of them
//!   (title, judge, input framing, a generator of valid records and their traps).
//! - [`generate`]: the seeded random source and the record generator the registry's entries
//!   use.
//! - [`input`]: the shape of a judge input (tokens, records, framing, cuts, the [`input::Shape`]
//!   trait) and its one rendering.
//! - [`solutions`]: every `bin/<name>.rs` compiled in as a module, for in-process runs.
//! - [`cases`]: what a folder of test cases holds (`NAME.in`, `NAME.out`, `errors/NAME.err`).
//! - [`stress`]: the stress engine behind `impartial stress` ([`stress::driver`], the programs
//!   it runs, a registry problem's cases, [`stress::shrink`]).
//! - [`cli`]: the `impartial` command: one module per subcommand, each with its option table,
//!   and the one argument reader every tool uses.
//! - [`format`](mod@format): the format language: a statement's Input section and
//!   constraints, from which inputs are generated, checked and shrunk.
//! - [`check`]: checkers for problems with several right outputs, and byte comparison.
//! - [`child`]: the one way a program is run: spawned, fed, timed, measured, killed; how it
//!   ended ([`child::Ended`]), typed.
//! - [`verdict`]: the one verdict (AC, WA, RE, TLE) of the runner and the stress tester.
//! - [`diff`]: the first-difference view the verdicts explain themselves with.
//! - [`interrupt`]: Ctrl-C as a request the stress tester's loops check.
//! - [`measure`]: a program measured in a helper process whose only child it is (time and peak
//!   memory), the one way for `judge` and `bench`; [`rusage`]: what the kernel reports.
//! - [`mod@bench`]: the benchmark's engine (programs, paired statistics, table, goals);
//!   [`bench_data`]: its large inputs, generated the same byte for byte everywhere.
//! - [`powers_search`]: the search behind `impartial powers-table` (cf317d's chains of powers).
//! - [`bundle`]: the bundler behind `impartial bundle`.
//! - [`lab`]: the game lab (`impartial lab`, `make lab`): values, patterns with their proofs,
//!   claims, emitted functions and pictures of any take-and-break code, Wythoff-like game or
//!   program.
//!
//! The one binary, `src/bin/impartial.rs`, hands its arguments to [`cli::main`]: the table
//! generators and the registry writer are subcommands too (`impartial powers-table`,
//! `octal-table`, `registry`), so `cargo install --path tools` installs one command. The
//! benchmark's I/O floor program is an example (`examples/io_floor.rs`), built by `make bench`
//! and never installed.

#![warn(clippy::undocumented_unsafe_blocks)]

pub mod bench;
pub mod bench_data;
pub mod bundle;
pub mod cases;
pub mod check;
pub mod child;
pub mod cli;
pub mod diff;
pub mod format;
pub mod generate;
pub mod input;
pub mod interactive;
pub mod interrupt;
pub mod lab;
pub mod measure;
pub mod powers_search;
pub mod registry;
pub mod rusage;
pub mod solutions;
pub mod stress;
pub mod verdict;

use std::path::PathBuf;

/// The project root: the folder holding the library's `Cargo.toml`, `bin/` and `testdata/`
/// (this package lives in its `tools/` folder).
pub fn project_root() -> PathBuf {
    let tools = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    tools.parent().map(PathBuf::from).unwrap_or(tools)
}
