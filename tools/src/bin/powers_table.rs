//! powers-table: Grundy values `G(s)` of the chain game behind Codeforces 317D (Game with Powers),
//! for `s = 1, 2, ...` as far as time and memory allow.
//!
//! `make powers-table` builds this in release mode and runs it; it prints one progress line per
//! `s` (value, canonical components stored, time, memory) and, at the end, the table in the form
//! `src/powers.rs` embeds as `CHAIN_GRUNDY`. `--verify` checks every value against that embedded
//! table (the library's tests recompute `s <= 29` on their own, independently of this program).
//!
//! Usage: `powers-table [--max-s S] [--max-gib G] [--verify] [--no-cancel]` (defaults: S = 63,
//! G = 12; `--no-cancel` turns reduction 4 off, a slower cross-check of it), or
//! `powers-table --plain S`: recompute `G(1..=S)` with the library's plainer search (only the
//! first two reductions of the search) and compare with the embedded table, a cross-check of the
//! prime-swap reductions beyond the range the tests cover.
//!
//! The search itself is `impartial_tools::powers_search`; this is its command line.

use impartial::powers::{chain_grundy_by_search, CHAIN_GRUNDY};
use impartial_tools::cli::{whole_number, Args};
use impartial_tools::powers_search::{Solver, LIMIT};
use impartial_tools::rusage;
use std::time::Instant;

const USAGE: &str = "usage: powers-table [--max-s S] [--max-gib G] [--verify] [--no-cancel] | \
                     --plain S";

/// What the command line asks for.
struct Options {
    max_s: usize,
    max_gib: usize,
    verify: bool,
    cancel: bool,
    plain: Option<usize>,
}

fn options(words: &[String]) -> Result<Options, String> {
    let mut o = Options {
        max_s: LIMIT,
        max_gib: 12,
        verify: false,
        cancel: true,
        plain: None,
    };
    let mut args = Args::new(words);
    while let Some(arg) = args.next() {
        let number = |args: &mut Args| -> Result<usize, String> {
            let value = args.value(&arg)?;
            Ok(whole_number(arg.flag, &value)? as usize)
        };
        match arg.flag {
            "--max-s" => o.max_s = number(&mut args)?,
            "--max-gib" => o.max_gib = number(&mut args)?,
            "--plain" => o.plain = Some(number(&mut args)?),
            "--verify" if arg.is_switch() => o.verify = true,
            "--no-cancel" if arg.is_switch() => o.cancel = false,
            _ => return Err(format!("unknown argument {:?}", arg.word)),
        }
    }
    if o.max_s == 0 || o.max_s > LIMIT {
        return Err(format!("--max-s must be in 1..={}", LIMIT));
    }
    Ok(o)
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

fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    let o = options(&words).unwrap_or_else(|e| {
        eprintln!("powers-table: {}\n{}", e, USAGE);
        std::process::exit(2);
    });
    if let Some(s) = o.plain {
        std::process::exit(plain(s.min(CHAIN_GRUNDY.len())));
    }
    let mut solver = Solver::new(o.max_gib << 30);
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
                    std::process::exit(1);
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
}
