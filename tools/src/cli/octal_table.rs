//! `impartial octal-table`: the Grundy values of an octal game far beyond the reach of the quadratic table,
//! by the library's sparse-space engine
//! (`impartial_lab::Table`, which documents the method); for Crosses and Crosses (POJ 3537), the strips `src/crosses.rs`
//! embeds as `LOSING`.
//!
//! `make octal-table` runs `impartial octal-table --verify` (release mode): `G(0..=L)` of
//! `0.007` for `L = crosses::N_MAX + 2`, one progress line per 100,000 values (largest value,
//! rare positions, mask, scans, memory, time), then the losing strips `n <= N_MAX`
//! (`G(n + 2) = 0`) in the form `src/crosses.rs` embeds, and what the periodicity test
//! (`impartial::octal::find_period`) finds in the whole table. `--verify` checks the list against
//! the embedded one (exit status 1 on a difference). The full run takes a few minutes and a few
//! MiB.
//!
//! Its options are in [`COMMAND`]: `--code` takes any take-and-break code
//! (`impartial_lab::Code`); `--plain L` compares the first `L + 1` values with the
//! engine's plain mex (`Table::plain`), a cross-check of the method.

use super::{parse, usage_error, Command, Opt};
use impartial::crosses::{LOSING, N_MAX};
use impartial_lab::periodicity::guy_smith;
use impartial_lab::{Code, Table};
use std::time::Instant;

/// The command's table.
pub const COMMAND: Command = Command {
    name: "octal-table",
    summary: "recompute poj3537's losing strips (0.007 to 10^6 by sparse space)",
    usage: "[--code 0.007] [--limit L] [--verify] | --plain L [--code C]",
    about: "\
Computes G(0..=L) of a take-and-break game by the lab's sparse-space engine, one progress line
per 100,000 values, then what the periodicity test finds in the table and, for 0.007, the
losing strips of Crosses and Crosses in the form src/crosses.rs embeds.",
    operands: &[],
    options: &[
        Opt {
            flag: "--code",
            value: Some("C"),
            help: "the game's code (default 0.007)",
        },
        Opt {
            flag: "--limit",
            value: Some("L"),
            help: "the last heap (default 10^6 + 2, poj3537's)",
        },
        Opt {
            flag: "--verify",
            value: None,
            help: "check the strips against src/crosses.rs (exit 1 on a difference)",
        },
        Opt {
            flag: "--plain",
            value: Some("L"),
            help: "compare G(0..=L) with the plain mex instead",
        },
    ],
    notes: "",
    doc: "docs/tables.md",
    run,
};

/// Peak resident memory of this process in KiB, where the system tells it.
fn peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// `--plain`: the sparse method against the plain mex.
fn plain(code: &Code, limit: usize) -> i32 {
    let start = Instant::now();
    let mut reference = Table::plain(code);
    reference.extend(limit + 1);
    let quadratic = start.elapsed().as_secs_f64();
    let mut sparse = Table::new(code);
    sparse.extend(limit + 1);
    let same = reference.values() == sparse.values();
    println!(
        "# G(0..={limit}): plain mex {quadratic:.1} s, sparse {:.1} s: {}",
        start.elapsed().as_secs_f64() - quadratic,
        if same { "the same" } else { "DIFFERENT" }
    );
    i32::from(!same)
}

/// What the command line asks for: `--code`, `--limit`, `--verify`, `--plain`.
struct Options {
    code: Code,
    limit: usize,
    verify: bool,
    plain_limit: Option<usize>,
}

fn options(args: &[String]) -> Result<Result<Options, String>, i32> {
    let parsed = parse(&COMMAND, args)?;
    let read = || -> Result<Options, String> {
        if let Some(word) = parsed.words.first() {
            return Err(format!("unexpected {:?}", word));
        }
        let code =
            Code::parse(parsed.value("--code").unwrap_or("0.007")).map_err(|e| e.to_string())?;
        Ok(Options {
            code,
            limit: parsed
                .whole_number("--limit")?
                .map_or(N_MAX as usize + 2, |v| v as usize),
            verify: parsed.switch("--verify"),
            plain_limit: parsed.whole_number("--plain")?.map(|v| v as usize),
        })
    };
    Ok(read())
}

fn run(args: &[String]) -> i32 {
    let Options {
        code,
        limit,
        verify,
        plain_limit,
    } = match options(args) {
        Err(status) => return status,
        Ok(Err(message)) => return usage_error(&COMMAND, &message),
        Ok(Ok(o)) => o,
    };
    if let Some(l) = plain_limit {
        return plain(&code, l);
    }
    let start = Instant::now();
    let mut table = Table::new(&code);
    println!(
        "#         n   max  rare  mask  rare-splits  scanned-splits  full-scans  peak-MiB  total-s"
    );
    let mut report = |t: &Table| {
        let n = t.len() - 1;
        let s = t.stats();
        println!(
            "{n:11} {:5} {:5} {:5x} {:12} {:15} {:11} {:9} {:8.1}",
            t.values().max(),
            t.rare_count(),
            t.mask(),
            s.rare_pairs,
            s.scanned,
            s.full_scans,
            peak_kib().map_or(0, |k| k >> 10),
            start.elapsed().as_secs_f64()
        );
        true
    };
    table.extend_with(limit + 1, 100_000, &mut report);
    report(&table);
    let values = table.values();
    let largest = values.max();
    let first = (0..values.len())
        .find(|&i| values.get(i) == largest)
        .unwrap_or(0);
    println!("# largest value {largest}, first at heap {first}");
    match guy_smith(&code, values) {
        Some(p) => println!(
            "# periodic: period {} from heap {} (certificate within the table)",
            p.period, p.preperiod
        ),
        None => println!("# no periodicity certificate within G(0..={limit})"),
    }
    // Below heap 2 there is no strip of Crosses and Crosses to list.
    if code.to_string() != "0.007" || limit < 2 {
        return 0;
    }
    // Crosses and Crosses: g(n) = G(n + 2).
    let losing: Vec<u32> = (0..=limit.saturating_sub(2) as u32)
        .filter(|&n| values.get(n as usize + 2) == 0)
        .collect();
    println!(
        "# the strips n <= {} that the first player loses, for src/crosses.rs:",
        limit.saturating_sub(2)
    );
    let line: Vec<String> = losing.iter().map(|n| n.to_string()).collect();
    println!(
        "pub const LOSING: [u32; {}] = [{}];",
        losing.len(),
        line.join(", ")
    );
    if verify {
        let covered = limit.saturating_sub(2) as u64;
        let embedded: Vec<u32> = LOSING
            .iter()
            .copied()
            .filter(|&n| u64::from(n) <= covered)
            .collect();
        if embedded != losing {
            println!("# MISMATCH with crosses::LOSING up to n = {covered}");
            return 1;
        }
        let whole = if covered >= N_MAX {
            "the whole table, n <= N_MAX"
        } else {
            "its prefix"
        };
        println!("# crosses::LOSING verified: {whole}");
    }
    0
}
