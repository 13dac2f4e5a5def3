//! `impartial judge`: runs a program on a folder of cases the way a judge would, and prints one
//! verdict per case with the time and peak memory of the run (`make`, `make P=... CMD=...`).
//!
//! By default every problem runs on every case in `testdata/<problem>/` and
//! `testdata/<problem>/errors/` of the working folder (`make` runs it at the project's root).
//! The program is `--command` (a compiled bundle, a C++ or Python solution), else the problem's
//! built binary beside `impartial` (`target/release/`, what `make` builds), else the solution
//! compiled into `impartial` itself (`impartial solve PROBLEM`). `--dir` takes the cases from
//! any folder of `NAME.in/NAME.out` pairs (what `oj download` writes). With `--command` the
//! cases in `errors/` are left out unless `--errors` asks for them: they expect this project's
//! own error messages, which the user's own solution does not print.
//!
//! Each case runs in a fresh copy of `impartial` whose only child is the program
//! ([`crate::measure`]); the verdict is [`crate::verdict`]'s.

use super::{parse, say, usage_error, Command, Opt, Parsed};
use crate::cases::{self, Case};
use crate::child::command_argv;
use crate::measure::{self, Job};
use crate::registry;
use crate::verdict::{self, Compare, Expected, Stderr, Verdict};
use std::env;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The command's table.
pub const COMMAND: Command = Command {
    name: "judge",
    summary: "a program on test cases: AC, WA, RE or TLE per case, with time and memory",
    usage: "[--command CMD] [--dir DIR] [--errors] [--time-limit SECS] [PROBLEM]",
    about: "\
Runs a program on test cases and prints one verdict per case: AC, WA (with the first differing
line, whitespace made visible), RE or TLE, with the time and peak memory of the run.",
    operands: &[(
        "PROBLEM",
        "a problem of the registry, e.g. poj1067; default: every problem",
    )],
    options: &[
        Opt {
            flag: "--command",
            value: Some("CMD"),
            help: "run CMD instead of the problem's own solution, e.g. './a.out' or\n\
                   'python3 sol.py' (plain words run as they are; anything else\n\
                   through sh -c)",
        },
        Opt {
            flag: "--dir",
            value: Some("DIR"),
            help: "take the cases from DIR instead of testdata/PROBLEM/: its\n\
                   NAME.in/NAME.out pairs (what oj download writes), then those in\n\
                   DIR/errors/",
        },
        Opt {
            flag: "--errors",
            value: None,
            help: "with --command, run the cases in errors/ too (left out by default:\n\
                   they expect this project's own error messages, which another\n\
                   program does not print; a bundle from `make bundle` does)",
        },
        Opt {
            flag: "--time-limit",
            value: Some("SECS"),
            help: "kill a run after SECS seconds of wall time (default 10)",
        },
    ],
    notes: "\
The problem's own solution is its built binary beside impartial (target/release/, what make
builds) or, where there is none, the one compiled into impartial (impartial solve). --dir needs
PROBLEM (whose solution to run) or --command; --command needs PROBLEM (whose testdata/PROBLEM/
to use) or --dir. A case passes when stdout equals NAME.out byte for byte and the program exits
0 with nothing on stderr; when NAME.err exists (every case in errors/), it must exit 1 with
exactly NAME.err on stderr. The last line is `N passed, M failed`; the exit status is 1 if any
case failed, 2 on a usage or setup error.",
    doc: "docs/runner.md",
    run,
};

/// The wall-clock limit per case, in seconds, unless `--time-limit` says otherwise.
const DEFAULT_TIME_LIMIT: f64 = 10.0;

/// What the command line asks for.
#[derive(Debug, PartialEq)]
struct Options {
    command: Option<String>,
    dir: Option<PathBuf>,
    /// Run the cases in `errors/` even for `--command` (always run for the built binaries).
    errors: bool,
    /// Seconds.
    time_limit: f64,
    problem: Option<String>,
}

fn options(parsed: &Parsed) -> Result<Options, String> {
    let problem = match &parsed.words[..] {
        [] => None,
        [one] => Some(one.clone()),
        [first, second, ..] => {
            return Err(format!("one PROBLEM at most: {} and {}", first, second))
        }
    };
    let options = Options {
        command: parsed.value("--command").map(String::from),
        dir: parsed.value("--dir").map(PathBuf::from),
        errors: parsed.switch("--errors"),
        time_limit: parsed
            .seconds("--time-limit")?
            .unwrap_or(DEFAULT_TIME_LIMIT),
        problem,
    };
    match (&options.problem, &options.command, &options.dir) {
        (None, None, Some(_)) => Err("--dir needs a PROBLEM or --command".into()),
        (None, Some(_), None) => Err("--command needs a PROBLEM or --dir".into()),
        _ => Ok(options),
    }
}

fn run(args: &[String]) -> i32 {
    let options = match parse(&COMMAND, args).map(|parsed| options(&parsed)) {
        Err(status) => return status,
        Ok(Err(message)) => return usage_error(&COMMAND, &message),
        Ok(Ok(options)) => options,
    };
    match judge(&options) {
        Ok(true) => 0,
        Ok(false) => 1,
        Err(message) => {
            eprintln!("impartial judge: {}", message);
            2
        }
    }
}

/// A program and the cases to run it on.
struct Suite {
    /// What goes before each case's name in a verdict line: `poj1067/` on testdata.
    prefix: String,
    program: Vec<OsString>,
    cases: Vec<Case>,
    /// The judge of an interactive problem: its cases that must succeed are games played
    /// against it, not inputs answered.
    interactive: Option<registry::Interactive>,
}

/// The program that is problem `name`'s own solution: its built binary beside this executable,
/// else this executable's `solve` subcommand.
fn own_solution(name: &str) -> Result<Vec<OsString>, String> {
    let exe = env::current_exe().map_err(|e| format!("cannot locate myself: {}", e))?;
    let beside = exe.with_file_name(format!("{}{}", name, env::consts::EXE_SUFFIX));
    Ok(if beside.is_file() {
        vec![beside.into_os_string()]
    } else {
        vec![exe.into_os_string(), "solve".into(), name.into()]
    })
}

/// Runs the cases `options` select; `Ok(true)` if every case passed.
fn judge(options: &Options) -> Result<bool, String> {
    let selected = match (&options.problem, &options.command, &options.dir) {
        (Some(problem), _, _) => registry::select(std::slice::from_ref(problem), "judge")?,
        (None, None, None) => registry::select(&[], "judge")?,
        // --command on --dir: one suite, which no problem names.
        (None, _, _) => vec![String::new()],
    };
    let mut suites = Vec::new();
    let mut skipped = 0;
    for name in &selected {
        let program = match &options.command {
            Some(command) => command_argv(command),
            None => own_solution(name)?,
        };
        let (prefix, dir) = match &options.dir {
            Some(dir) => (String::new(), dir.clone()),
            None => (format!("{}/", name), Path::new("testdata").join(name)),
        };
        if !dir.is_dir() {
            return Err(format!(
                "no folder {}: run at the project's root, or name a folder of cases with --dir",
                dir.display()
            ));
        }
        let mut cases = cases::find(&dir)?;
        if options.command.is_some() && !options.errors {
            let before = cases.len();
            cases.retain(|case| case.stderr.is_none());
            skipped += before - cases.len();
        }
        if cases.is_empty() {
            return Err(format!("no NAME.in/NAME.out cases in {}", dir.display()));
        }
        suites.push(Suite {
            prefix,
            program,
            cases,
            interactive: registry::problem(name).and_then(|p| p.interactive),
        });
    }
    let width = suites
        .iter()
        .flat_map(|s| s.cases.iter().map(|c| s.prefix.len() + c.name.len()))
        .max()
        .unwrap_or(0);
    let limit = Duration::from_secs_f64(options.time_limit);
    let (mut passed, mut failed) = (0usize, 0usize);
    for suite in &suites {
        for case in &suite.cases {
            let expected = Expected {
                stdout: &case.stdout,
                stderr: case.stderr.as_deref().map_or(Stderr::Empty, Stderr::Error),
                checker: None,
                compare: Compare::Bytes,
            };
            let played = suite
                .interactive
                .filter(|_| case.stderr.is_none())
                .map(|interactive| game(interactive, &suite.program, &case.input, limit));
            let (verdict, details, millis, peak_kib) = match played {
                Some(result) => result,
                None => match measure::run(&Job::case(&suite.program, &case.input, limit)) {
                    Ok(outcome) => {
                        let (verdict, details) =
                            verdict::judge(&expected, &outcome, options.time_limit);
                        let usage = outcome.usage;
                        (verdict, details, usage.wall.as_millis(), usage.peak_kib)
                    }
                    Err(e) => (Verdict::Re, vec![e], 0, None),
                },
            };
            let peak = match peak_kib {
                Some(kib) => format!("{:.1} MiB", kib as f64 / 1024.0),
                None => "n/a".to_string(),
            };
            say(format_args!(
                "{:<4} {:<width$} {:>5} ms {:>9}",
                verdict.name(),
                format!("{}{}", suite.prefix, case.name),
                millis,
                peak,
                width = width
            ));
            for line in details {
                say(format_args!("       {}", line));
            }
            if verdict == Verdict::Ac {
                passed += 1;
            } else {
                failed += 1;
            }
        }
    }
    if skipped > 0 {
        say(format_args!(
            "({} cases in {}/ left out: they expect this project's error messages; --errors \
             runs them)",
            skipped,
            cases::ERRORS
        ));
    }
    say(format_args!("{} passed, {} failed", passed, failed));
    Ok(failed == 0)
}

/// One game of an interactive problem's case: the instance in `input` (its judge seeded 1, so
/// a rerun plays the same game) against `program`: the verdict, why, and the wall time.
fn game(
    interactive: registry::Interactive,
    program: &[OsString],
    input: &Path,
    limit: Duration,
) -> (Verdict, Vec<String>, u128, Option<u64>) {
    let start = std::time::Instant::now();
    let played = std::fs::read_to_string(input)
        .map_err(|e| format!("{}: {}", input.display(), e))
        .and_then(|text| crate::interactive::instance_numbers(&text))
        .and_then(|record| (interactive.judge)(&record, 1))
        .and_then(|mut judge| crate::interactive::program::play(&mut *judge, program, limit));
    let millis = start.elapsed().as_millis();
    match played {
        Ok(game) if game.detail.is_empty() => (game.verdict, Vec::new(), millis, None),
        Ok(game) => (game.verdict, vec![game.detail], millis, None),
        Err(e) => (Verdict::Re, vec![e], millis, None),
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
    fn options_take_both_spellings_and_refuse_what_cannot_run() {
        let o = read("--command ./a.out --dir=samples --time-limit 2.5 poj1067").unwrap();
        assert_eq!(
            o,
            Options {
                command: Some("./a.out".into()),
                dir: Some("samples".into()),
                errors: false,
                time_limit: 2.5,
                problem: Some("poj1067".into()),
            }
        );
        let o = read("").unwrap();
        assert_eq!((o.command, o.dir, o.time_limit), (None, None, 10.0));
        assert!(read("--command cat --dir d").is_ok());
        assert!(read("--errors --command cat poj1067").unwrap().errors);
        for bad in [
            "--dir d",
            "--command cat",
            "--command",
            "--command= poj1067",
            "--time-limit 0 poj1067",
            "--time-limit nan poj1067",
            "--verbose",
            "poj1067 hdu1847",
        ] {
            assert!(read(bad).is_err(), "{}", bad);
        }
    }
}
