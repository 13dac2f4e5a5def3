//! `impartial bench` (`make bench`): throughput and peak memory of the I/O-bound solutions on large inputs, run for
//! run beside the default bundled submissions, scanf/printf programs in C++ and, when they are
//! at hand, hand-tuned Rust programs.
//!
//! The inputs are `impartial_tools::bench_data`'s, written into `--data` (default `bench-data`)
//! the first time and kept while their stamps match; with `--given-data` the files already in
//! `DIR` (`<stem>.in` for each input of [`bench_data::INPUTS`]) are taken as they are. Up to five programs
//! run on each input:
//! - `this crate`: the project's release binary, next to this tool;
//! - `submission`: the file `impartial bundle PROBLEM` writes by default (bundled here, into
//!   `target/bench-submit/<problem>.rs`), or `<problem>.rs` of `--submit DIR` as it is; built
//!   with `rustc --edition 2021 -O` into `target/bench-submit/`. `--no-submit` leaves it out;
//! - `scanf`: `<stem>_scanf.cpp` of `--cpp` (default `tools/bench/cpp/`, the project's own: the
//!   same rules solved the way contest solutions read and write), built with `g++ -O2` into
//!   `target/bench-cpp/`; left out, with a note, when `g++` is missing or with `--no-cpp`;
//! - `rust_hand`: only with `--hand DIR` and where it holds `<stem>.rs`, built with `rustc
//!   --edition 2021 -O` into `target/bench-rust-hand/` (`make bench` passes
//!   `../shared/bench/rust_hand` when that folder exists: hand-tuned programs that trust their
//!   input, a yardstick kept outside, for four of the inputs);
//! - `I/O floor`: for an input that names one (`yosupo_nim_product_64`'s), the tools' program
//!   that reads and writes as the solution does and computes nothing (`io-floor`, beside this
//!   tool: `make bench` builds it).
//!
//! Under the table, one line per goal an input carries ([`bench_data::Goal`]: at least so many times faster
//! than scanf, within so many times the I/O floor, a peak memory, time linear in the input):
//! what this run measured and whether that met it. `linear` runs this crate on the input
//! written again at half size (`<stem>.<size>.in`), paired round by round with the full one.
//!
//! A program is rebuilt only when its source bytes (or the compiler command) changed since the
//! last build: a stamp file beside the executable records both.
//!
//! The runs are paired: each of `N` rounds (default 5) runs every program once, one after the
//! other, with stdout to `/dev/null`. Per program the table shows the median wall and CPU time of
//! the whole process, the input throughput and the peak resident memory; each ratio is the median
//! of the per-round ratios, so a busy moment of the machine weighs on both sides of a ratio alike.
//! Before timing, one more run of each pipes stdout into this tool to compare its bytes with this
//! crate's (which also warms the page cache).
//!
//! Every timed run is measured by [`crate::measure`], as `judge` measures a test case: a
//! fresh copy of this tool (`impartial --measure ...`) forks the program as its only child, waits
//! for it and reads its CPU time and peak resident set from the kernel (64-bit Linux; elsewhere
//! the columns show `n/a`).

//!
//! The engine is [`crate::bench`]'s; this is the command line and the order of the work.

use super::{parse, say, usage_error, Command, Opt, Parsed};
use crate::bench::goals::{goal_line, half};
use crate::bench::lab;
use crate::bench::programs::{
    self, build, have, output_digest, rounds, timed_run, Dirs, GXX, RUSTC,
};
use crate::bench::table::{mib, table_line, ProgramKind, Timed, HEADER, LEGEND, PROBLEM_WIDTH};
use crate::bench_data::{self, BenchInput, Goal, INPUTS};
use crate::bundle::{self, Tier};
use crate::input::{Framing, Shape};
use crate::project_root;
use crate::registry;
use std::fs;
use std::path::{Path, PathBuf};

/// The command's table.
pub const COMMAND: Command = Command {
    name: "bench",
    summary: "speed and peak memory on large inputs, beside scanf and the submissions",
    usage: "[--data DIR [--given-data]] [--cpp DIR | --no-cpp] [--hand DIR]\n       \
            [--submit DIR | --no-submit] [--runs N] [PROBLEM ...]",
    about: "\
Times the project's solutions on large generated inputs, round by round beside the bundled
submissions, scanf/printf C++ programs and hand-tuned Rust ones, then says each issue's goal as
met or MISSED. Run it at the project's root, after `make` built the binaries (make bench).",
    operands: &[(
        "PROBLEM",
        "a problem with a bench input; default: every one; `lab`: the lab's rows (minutes)",
    )],
    options: &[
        Opt {
            flag: "--data",
            value: Some("DIR"),
            help: "where the inputs are written and kept (default bench-data)",
        },
        Opt {
            flag: "--given-data",
            value: None,
            help: "take the files already in --data as they are",
        },
        Opt {
            flag: "--cpp",
            value: Some("DIR"),
            help: "the scanf programs' sources (default tools/bench/cpp/)",
        },
        Opt {
            flag: "--no-cpp",
            value: None,
            help: "no scanf row",
        },
        Opt {
            flag: "--hand",
            value: Some("DIR"),
            help: "hand-tuned Rust programs, <stem>.rs, for a rust_hand row",
        },
        Opt {
            flag: "--submit",
            value: Some("DIR"),
            help: "the submissions from DIR/<problem>.rs instead of bundling them",
        },
        Opt {
            flag: "--no-submit",
            value: None,
            help: "no submission row",
        },
        Opt {
            flag: "--runs",
            value: Some("N"),
            help: "rounds, each running every program once (default 5)",
        },
    ],
    notes: "Exit status 1 when a program failed to run or its input could not be written.",
    doc: "docs/performance.md",
    run,
};

/// A program of one problem: its executable, or why there is none.
struct Program {
    kind: ProgramKind,
    exe: Result<PathBuf, String>,
}

/// Where the submissions come from.
#[derive(Debug, PartialEq)]
enum Submit {
    /// Run the project's bundler, then take its `submit/<problem>.rs`.
    Bundle,
    /// Take `<problem>.rs` from this directory as it is.
    Dir(PathBuf),
    /// No submission row.
    Skip,
}

/// What the command line asks for.
#[derive(Debug, PartialEq)]
struct Options {
    data: PathBuf,
    /// Take the files in `data` as they are instead of writing the project's inputs there.
    given_data: bool,
    /// The scanf baselines' folder; `None`: no scanf row.
    cpp: Option<PathBuf>,
    /// The hand-tuned programs' folder; `None`: no rust_hand row.
    hand: Option<PathBuf>,
    submit: Submit,
    runs: usize,
    only: Vec<String>,
    /// The lab's rows (`lab` among the operands): only when asked, they take minutes.
    lab: bool,
    /// The interactive judge's row (`abc278g` among the operands, or every row).
    judge: bool,
    /// No operand: every row but the lab's.
    all: bool,
}

fn options(parsed: &Parsed) -> Result<Options, String> {
    let mut only = Vec::new();
    let mut lab = false;
    let mut judge = parsed.words.is_empty();
    for name in &parsed.words {
        if name == "lab" {
            lab = true;
            continue;
        }
        if name == JUDGED {
            judge = true;
            continue;
        }
        if bench_data::input(name).is_none() {
            return Err(format!("no bench input for {:?}", name));
        }
        only.push(name.clone());
    }
    let runs = match parsed.whole_number("--runs")? {
        None => 5,
        Some(0) => return Err("--runs needs a positive number".into()),
        Some(n) => usize::try_from(n).map_err(|_| "--runs: too many".to_string())?,
    };
    let submit = match (parsed.switch("--no-submit"), parsed.value("--submit")) {
        (true, _) => Submit::Skip,
        (false, Some(dir)) => Submit::Dir(dir.into()),
        (false, None) => Submit::Bundle,
    };
    let cpp = match parsed.switch("--no-cpp") {
        true => None,
        false => Some(
            parsed
                .value("--cpp")
                .map_or_else(|| project_root().join("tools/bench/cpp"), PathBuf::from),
        ),
    };
    Ok(Options {
        data: PathBuf::from(parsed.value("--data").unwrap_or("bench-data")),
        given_data: parsed.switch("--given-data"),
        cpp,
        hand: parsed.value("--hand").map(PathBuf::from),
        submit,
        runs,
        only,
        lab,
        judge,
        all: parsed.words.is_empty(),
    })
}

/// The programs of `input`'s problem, built where needed, in the order they run in a round.
fn programs(input: &BenchInput, options: &Options, dirs: &Dirs) -> Vec<Program> {
    let (name, stem) = (input.problem, input.stem);
    let mut programs = vec![Program {
        kind: ProgramKind::Ours,
        exe: Ok(dirs.bin.join(name)),
    }];
    // The hand-tuned yardstick covers some of the inputs; the others have no such row.
    let hand = options
        .hand
        .as_ref()
        .map(|dir| dir.join(format!("{}.rs", stem)));
    if let Some(source) = hand.filter(|source| source.is_file()) {
        let exe = dirs.target.join("bench-rust-hand").join(stem);
        programs.push(Program {
            kind: ProgramKind::Hand,
            exe: build(RUSTC, &source, &exe),
        });
    }
    if let Some(exe) = submission(name, &options.submit, dirs) {
        programs.push(Program {
            kind: ProgramKind::Submission,
            exe,
        });
    }
    if let Some(floor) = input.floor {
        // The floor programs are the tools' examples: built for the bench, never installed.
        let exe = dirs.bin.join("examples").join(floor);
        programs.push(Program {
            kind: ProgramKind::Floor,
            exe: if exe.is_file() {
                Ok(exe)
            } else {
                Err(format!("{} not built: `make bench` builds it", floor))
            },
        });
    }
    if let Some(cpp) = &options.cpp {
        let source = cpp.join(format!("{}_scanf.cpp", stem));
        let exe = dirs
            .target
            .join("bench-cpp")
            .join(format!("{}_scanf", stem));
        let exe = if have(GXX[0]) {
            build(GXX, &source, &exe)
        } else {
            Err(format!("{} not found: no scanf baseline", GXX[0]))
        };
        programs.push(Program {
            kind: ProgramKind::Scanf,
            exe,
        });
    }
    programs
}

/// The submission of problem `name`, bundled first unless it comes from a directory, and built.
fn submission(name: &str, submit: &Submit, dirs: &Dirs) -> Option<Result<PathBuf, String>> {
    let source = match submit {
        Submit::Skip => return None,
        Submit::Dir(dir) => dir.join(format!("{}.rs", name)),
        Submit::Bundle => match bundled(name, dirs) {
            Ok(source) => source,
            Err(e) => return Some(Err(e)),
        },
    };
    let exe = dirs.target.join("bench-submit").join(name);
    Some(build(RUSTC, &source, &exe))
}

/// `impartial bundle NAME`'s file (the core tier), written beside the submission's executable.
fn bundled(name: &str, dirs: &Dirs) -> Result<PathBuf, String> {
    let bundle = bundle::bundle(&project_root(), name, Tier::Core)?;
    let path = dirs
        .target
        .join("bench-submit")
        .join(format!("{}.rs", name));
    fs::create_dir_all(dirs.target.join("bench-submit"))
        .and_then(|()| fs::write(&path, &bundle.source))
        .map_err(|e| format!("{}: {}", path.display(), e))?;
    Ok(path)
}
/// Benchmarks one problem and prints its rows: one per program, then a note per program that
/// could not be built. Returns the timings, for the goals.
fn bench_problem(
    name: &str,
    input: &Path,
    programs: &[Program],
    runs: usize,
) -> Result<Timed, String> {
    let megabytes = fs::metadata(input)
        .map_err(|e| format!("{}: {}", input.display(), e))?
        .len() as f64
        / 1e6;
    let (ready, missing): (Vec<&Program>, Vec<&Program>) =
        programs.iter().partition(|p| p.exe.is_ok());
    let exes: Vec<&Path> = ready.iter().filter_map(|p| p.exe.as_deref().ok()).collect();
    // Hashed first: these runs also bring the input and the programs into the page cache.
    let digests = exes.iter().map(|e| output_digest(e, input).ok()).collect();
    let timed = Timed {
        rounds: rounds(&exes, input, runs)?,
        digests,
        kinds: ready.iter().map(|p| p.kind).collect(),
        megabytes,
    };
    let size = format!("{:.1}", megabytes);
    // A name wider than its column gets a line of its own, so that the columns stay in place.
    let short = name.len() <= PROBLEM_WIDTH;
    if !short {
        say(format_args!("{}", name));
    }
    for (j, program) in ready.iter().enumerate() {
        let lead = match j {
            0 if short => [name, size.as_str()],
            0 => ["", size.as_str()],
            _ => ["", ""],
        };
        say(format_args!("{}", timed.row(j, program.kind.label(), lead)));
    }
    for program in missing {
        if let Err(why) = &program.exe {
            say(format_args!(
                "{:<18}{:<10} ({})",
                "",
                program.kind.label(),
                why
            ));
        }
    }
    Ok(timed)
}

/// Memory must not grow with the input: the problems read to end of input, on their input ten
/// times over (about 2 GB and 0.8 GB) through a pipe. Returns whether all went well.
fn memory_lines(selected: &[&BenchInput], data: &Path, dirs: &Dirs) -> bool {
    let mut ok = true;
    for input in selected {
        let to_eof = registry::problem(input.problem)
            .is_some_and(|p| *p.shape(crate::generate::Domain::Judge).framing() == Framing::ToEof);
        let path = input.path(data);
        if !to_eof || !path.exists() {
            continue;
        }
        match timed_run(&dirs.bin.join(input.problem), &path, 10) {
            Ok(run) => say(format_args!(
                "{}: input x10 through a pipe: {:.2} s, peak {} MiB",
                input.problem,
                run.seconds,
                mib(run.peak_kib)
            )),
            Err(e) => {
                eprintln!("impartial bench: {}", e);
                ok = false;
            }
        }
    }
    ok
}

fn run(args: &[String]) -> i32 {
    let options = match parse(&COMMAND, args).map(|parsed| options(&parsed)) {
        Err(status) => return status,
        Ok(Err(message)) => return usage_error(&COMMAND, &message),
        Ok(Ok(options)) => options,
    };
    let dirs = Dirs::here();
    // No operand: every input and the judge's row; `lab` and `abc278g` ask for their rows alone.
    let every = options.all;
    let selected: Vec<&BenchInput> = INPUTS
        .iter()
        .filter(|i| every || options.only.iter().any(|o| o == i.problem))
        .collect();
    if selected.is_empty() {
        let judged = !options.judge || judge_row(options.runs);
        let lab = !options.lab || lab_rows(options.runs);
        return i32::from(!(judged && lab));
    }
    // The inputs and every build before the table, so their messages do not land inside it.
    for input in selected.iter().filter(|_| !options.given_data) {
        let mut sizes = vec![input.full];
        if input.goals.contains(&Goal::Linear) {
            sizes.push(half(input));
        }
        for size in sizes {
            match input.ensure_sized(&options.data, size) {
                Ok(done) => say(format_args!("{}", done)),
                Err(e) => {
                    eprintln!("impartial bench: {}", e);
                    return 1;
                }
            }
        }
    }
    let built: Vec<Vec<Program>> = selected
        .iter()
        .map(|input| programs(input, &options, &dirs))
        .collect();
    for cells in HEADER {
        say(format_args!("{}", table_line(cells)));
    }
    let mut ok = true;
    let mut timings = Vec::new();
    for (input, programs) in selected.iter().zip(&built) {
        let path = input.path(&options.data);
        match bench_problem(&input.label(), &path, programs, options.runs) {
            Ok(timed) => timings.push(Some(timed)),
            Err(e) => {
                eprintln!("impartial bench: {}", e);
                timings.push(None);
                ok = false;
            }
        }
    }
    let plural = if options.runs == 1 { "" } else { "s" };
    say(format_args!("{} round{}, {}", options.runs, plural, LEGEND));
    for (input, timed) in selected.iter().zip(&timings) {
        for &goal in input.goals {
            let mut linear = || programs::linearity(input, &options.data, &dirs, options.runs);
            let line = goal_line(input, goal, timed.as_ref(), &mut linear);
            say(format_args!("{}", line));
        }
    }
    ok &= memory_lines(&selected, &options.data, &dirs);
    if options.judge {
        ok &= judge_row(options.runs);
    }
    if options.lab {
        ok &= lab_rows(options.runs);
    }
    i32::from(!ok)
}

/// The interactive problem whose judge's speed has a row.
const JUDGED: &str = "abc278g";

/// The interactive judge's time per move at N = 2000, the median of `runs` rounds, and its goal
/// (at most a millisecond a move); false when a round failed or the goal is missed.
fn judge_row(runs: usize) -> bool {
    let mut each = Vec::new();
    for _ in 0..runs.max(1) {
        match crate::interactive::abc278g::time_per_move_at_2000() {
            Ok((moves, total)) => each.push((total.as_secs_f64() / f64::from(moves.max(1)), moves)),
            Err(e) => {
                eprintln!("impartial bench: the abc278g judge: {}", e);
                return false;
            }
        }
    }
    each.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (median, moves) = each[each.len() / 2];
    say(format_args!(
        "judge abc278g (impartial play/interact): {} moves at N = 2000, {:.3} ms a move \
         (median of {} round{})",
        moves,
        median * 1e3,
        each.len(),
        if each.len() == 1 { "" } else { "s" }
    ));
    let met = median <= 1e-3;
    say(format_args!(
        "goal abc278g judge: at most 1 ms a move at N = 2000: {:.3} ms: {}",
        median * 1e3,
        if met { "met" } else { "MISSED" }
    ));
    met
}

/// The lab's table and its memory goal ([`crate::bench::lab`]); false when a run failed.
fn lab_rows(runs: usize) -> bool {
    // The engine runs as `impartial octal-table`: this very program, so nothing is left unbuilt.
    let Ok(this) = std::env::current_exe() else {
        eprintln!("impartial bench: cannot find this program to run `impartial octal-table`");
        return false;
    };
    let octal_table = [this.into_os_string(), "octal-table".into()];
    say(format_args!("{}", lab::LAB_HEADER));
    match lab::measure_all(&octal_table, runs) {
        Ok(timings) => {
            for t in &timings {
                say(format_args!("{}", lab::lab_line(t)));
            }
            let plural = if runs == 1 { "" } else { "s" };
            say(format_args!(
                "{} round{}: medians of CPU and wall time, the highest peak; bytes/value: the \
                 peak above the same computation's on a 64th of the values, over the values \
                 between. The issue's speed goal is the fastest public solver's time, measured \
                 beside it (docs/lab.md).",
                runs, plural
            ));
            say(format_args!("{}", lab::memory_goal_line(&timings)));
            // The sweep row (issue 34): the family's thousand games and their rules.
            let this = &octal_table[..1];
            match lab::measure_sweep(&[this[0].clone(), "lab".into()], runs) {
                Ok(s) => say(format_args!("{}", lab::sweep_line(&s))),
                Err(e) => {
                    eprintln!("impartial bench: {}", e);
                    return false;
                }
            }
            true
        }
        Err(e) => {
            eprintln!("impartial bench: {}", e);
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(line: &str) -> Result<Options, String> {
        let words: Vec<String> = line.split_whitespace().map(String::from).collect();
        options(&COMMAND.parse(&words)?)
    }

    #[test]
    fn options_default_and_given() {
        let defaults = read("").unwrap();
        assert_eq!(defaults.data, PathBuf::from("bench-data"));
        assert_eq!(defaults.hand, None);
        assert_eq!(defaults.cpp, Some(project_root().join("tools/bench/cpp")));
        assert_eq!(defaults.runs, 5);
        assert_eq!(defaults.submit, Submit::Bundle);
        assert!(!defaults.given_data);
        let given =
            read("--runs 9 --cpp c --hand h --data d --given-data hdu1847 poj1704").unwrap();
        assert!(given.given_data);
        assert_eq!(given.runs, 9);
        assert_eq!(given.cpp, Some(PathBuf::from("c")));
        assert_eq!(
            (given.hand, given.data),
            (Some(PathBuf::from("h")), PathBuf::from("d"))
        );
        assert_eq!(read("--no-cpp").unwrap().cpp, None);
        assert_eq!(given.only, ["hdu1847", "poj1704"]);
        assert_eq!(
            read("--submit s").unwrap().submit,
            Submit::Dir(PathBuf::from("s"))
        );
        assert_eq!(read("--submit s --no-submit").unwrap().submit, Submit::Skip);
    }

    #[test]
    fn options_refused() {
        for bad in [
            "--runs 0", "--runs", "--data", "--submit", "hdu2149", "--fast",
        ] {
            assert!(read(bad).is_err(), "{}", bad);
        }
    }
}
