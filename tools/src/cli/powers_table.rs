//! `impartial powers-table`: Grundy values `G(s)` of the chain game behind Codeforces 317D (Game with Powers),
//! for `s = 1, 2, ...` as far as time and memory allow.
//!
//! `make powers-table` runs it (release mode); it prints one progress line per
//! `s` (value, canonical components stored, time, memory) and, at the end, the table in the form
//! `src/powers.rs` embeds as `CHAIN_GRUNDY`. `--verify` checks every value against that embedded
//! table (the library's tests recompute `s <= 29` on their own, independently of this program).
//!
//! Its options are in [`COMMAND`]. `--plain S` recomputes `G(1..=S)` with the library's plainer
//! search (only the first two reductions) and compares it with the embedded table, a cross-check
//! of the prime-swap reductions beyond the range the tests cover.
//!
//! The search itself is `impartial_tools::powers_search`; this is its command line.

use super::{parse, usage_error, Command, Opt};
use crate::powers_search::{ChainSearch, LIMIT};
use crate::rusage;
use impartial::powers::{chain_grundy_by_search, CHAIN_GRUNDY};
use std::time::Instant;

/// The command's table.
pub const COMMAND: Command = Command {
    name: "powers-table",
    summary: "recompute cf317d's Grundy values of chains of powers",
    usage: "[--max-s S] [--max-gib G] [--verify] [--no-cancel] | --plain S",
    about: "\
Computes G(s), s = 1, 2, ..., of the chain game behind Codeforces 317D with one progress line
per s, then the table in the form src/powers.rs embeds. All 63 values take minutes and GiB in
a release build (make powers-table).",
    operands: &[],
    options: &[
        Opt {
            flag: "--max-s",
            value: Some("S"),
            help: "the longest chain (default 63)",
        },
        Opt {
            flag: "--max-gib",
            value: Some("G"),
            help: "the memory the search may take (default 12)",
        },
        Opt {
            flag: "--verify",
            value: None,
            help: "check each value against the embedded table (exit 1 on a difference)",
        },
        Opt {
            flag: "--no-cancel",
            value: None,
            help: "without the cancellation reduction: a slower cross-check of it",
        },
        Opt {
            flag: "--plain",
            value: Some("S"),
            help: "recompute G(1..=S) with the plainer search and compare",
        },
    ],
    notes: "",
    doc: "docs/tables.md",
    run,
};

/// What the command line asks for.
struct Options {
    max_s: usize,
    max_gib: usize,
    verify: bool,
    cancel: bool,
    plain: Option<usize>,
}

fn options(args: &[String]) -> Result<Result<Options, String>, i32> {
    let parsed = parse(&COMMAND, args)?;
    let read = || -> Result<Options, String> {
        if let Some(word) = parsed.words.first() {
            return Err(format!("unexpected {:?}", word));
        }
        let number = |flag: &str, default: usize| -> Result<usize, String> {
            Ok(parsed.whole_number(flag)?.map_or(default, |v| v as usize))
        };
        let o = Options {
            max_s: number("--max-s", LIMIT)?,
            max_gib: number("--max-gib", 12)?,
            verify: parsed.switch("--verify"),
            cancel: !parsed.switch("--no-cancel"),
            plain: parsed.whole_number("--plain")?.map(|v| v as usize),
        };
        if o.max_s == 0 || o.max_s > LIMIT {
            return Err(format!("--max-s must be in 1..={}", LIMIT));
        }
        Ok(o)
    };
    Ok(read())
}

/// `--plain`: the library's search against the embedded table.
fn plain(max_s: usize) -> i32 {
    let start = Instant::now();
    let values = chain_grundy_by_search(max_s);
    let same = values
        .iter()
        .zip(CHAIN_GRUNDY.iter())
        .all(|(&a, &b)| a == u32::from(b));
    println!(
        "# plain search G(1..={max_s}) in {:.1} s: {}",
        start.elapsed().as_secs_f64(),
        if same {
            "same as the embedded table"
        } else {
            "DIFFERS from the embedded table"
        }
    );
    println!("{values:?}");
    i32::from(!same)
}

fn run(args: &[String]) -> i32 {
    let o = match options(args) {
        Err(status) => return status,
        Ok(Err(message)) => return usage_error(&COMMAND, &message),
        Ok(Ok(o)) => o,
    };
    if let Some(s) = o.plain {
        return plain(s.min(CHAIN_GRUNDY.len()));
    }
    let mut solver = ChainSearch::new(o.max_gib << 30);
    solver.cancel = o.cancel;
    solver.progress = |components, seconds| {
        println!(
            "#   {} components, {:.1} s into this step",
            components, seconds
        );
    };
    let mut values: Vec<u32> = Vec::new();
    let start = Instant::now();
    println!("# s  G(s)  components  table-MiB  peak-MiB  step-s  total-s");
    for s in 1..=o.max_s {
        let step = Instant::now();
        let g = match solver.chain(s) {
            Ok(g) => g,
            Err(e) => {
                println!("# stopped at s = {s}: {e}");
                break;
            }
        };
        values.push(g);
        println!(
            "{s:3} {g:4} {:11} {:9} {:9} {:7.1} {:8.1}",
            solver.components(),
            solver.table_bytes() >> 20,
            rusage::own_peak_kib().map_or(0, |k| k >> 10),
            step.elapsed().as_secs_f64(),
            start.elapsed().as_secs_f64()
        );
        if o.verify {
            if let Some(&want) = CHAIN_GRUNDY.get(s - 1) {
                if u32::from(want) != g {
                    println!("# MISMATCH at s = {s}: embedded {want}, computed {g}");
                    return 1;
                }
            }
        }
    }
    println!("# G(1..={}), for src/powers.rs:", values.len());
    let line: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    println!(
        "pub const CHAIN_GRUNDY: [u8; {}] = [{}];",
        values.len(),
        line.join(", ")
    );
    0
}
