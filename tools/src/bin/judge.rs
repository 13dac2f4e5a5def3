//! The sample runner behind `make`: runs a program on a folder of cases, the way a judge would,
//! and prints one verdict per case with the time and peak memory of the run.
//!
//! ```text
//! judge [--command CMD] [--dir DIR] [--errors] [--time-limit SECS] [PROBLEM]
//! judge --help
//! ```
//!
//! By default every built judge binary runs on every case in `testdata/<bin>/` and
//! `testdata/<bin>/errors/` (`make`, `make P=poj1067`). `--command` runs any program instead of
//! the built binary (a compiled bundle, a C++ or Python solution); `--dir` takes the cases from
//! any folder of `NAME.in/NAME.out` pairs instead (what `oj download` writes). With `--command`
//! the cases in `errors/` are left out unless `--errors` asks for them: they expect this
//! project's own error messages, which the user's own solution does not print. It builds nothing:
//! the binaries must already be in the directory that holds this executable (`target/release/`).
//!
//! A case `NAME.in` expects stdout equal to `NAME.out`, byte for byte. When `NAME.err` exists (as
//! it does for every case in `errors/`) the run must exit with status 1 and print exactly that on
//! stderr (the answers before the fault are still in `NAME.out`); otherwise it must exit 0 with
//! nothing on stderr. Verdicts: `AC`, `WA` (wrong output, with the first differing line shown with
//! its whitespace made visible), `RE` (crash or unexpected failure, with its stderr) and `TLE`
//! (killed at the time limit, 10 s unless `--time-limit` says otherwise). The last line is
//! `N passed, M failed`; the exit status is 1 if any case failed, 2 on a usage or setup error.
//!
//! Time and memory: each case runs in a fresh copy of this tool whose only child is the
//! program, started with `fork`; it kills the program at the time limit and reads its peak
//! resident set from the kernel once it is waited for. That is `impartial_tools::measure`, the
//! one way `bench` measures too, where the reasons are. `--command` words run as they are, not
//! through a shell, unless they need one (`impartial_tools::child::command_argv`).

use impartial_tools::cases::{self, Case};
use impartial_tools::child::command_argv;
use impartial_tools::cli::{self, Args};
use impartial_tools::measure::{self, Job};
use impartial_tools::verdict::{self, Expected, Stderr, Verdict};
use impartial_tools::{project_root, registry};
use std::env;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process;
use std::time::Duration;

const USAGE: &str = "\
usage: judge [--command CMD] [--dir DIR] [--errors] [--time-limit SECS] [PROBLEM]

Runs a program on test cases and prints one verdict per case: AC, WA (with the first differing
line, whitespace made visible), RE or TLE, with the time and peak memory of the run.

  PROBLEM            a problem (a name in bin/, e.g. poj1067); default: every problem
  --command CMD      run CMD instead of the built binary, e.g. './a.out' or 'python3 sol.py'
                     (plain words run as they are; anything else through sh -c)
  --dir DIR          take the cases from DIR instead of testdata/PROBLEM/: its NAME.in/NAME.out
                     pairs (what oj download writes), then those in DIR/errors/
  --errors           with --command, run the cases in errors/ too (left out by default: they
                     expect this project's own error messages, which another program does
                     not print; a bundle from `make bundle` does)
  --time-limit SECS  kill a run after SECS seconds of wall time (default 10)
  --help             print this

--dir needs PROBLEM (whose built binary to run) or --command; --command needs PROBLEM (whose
testdata to use) or --dir. A case passes when stdout equals NAME.out byte for byte and the
program exits 0 with nothing on stderr; when NAME.err exists (every case in errors/), it must
exit 1 with exactly NAME.err on stderr. The last line is `N passed, M failed`; the exit status
is 1 if any case failed, 2 on a usage or setup error.
";

/// The wall-clock limit per case, in seconds, unless `--time-limit` says otherwise.
const DEFAULT_TIME_LIMIT: f64 = 10.0;

fn main() {
    measure::serve("judge");
    let result = env::args_os()
        .skip(1)
        .map(|a| a.into_string().map_err(|a| format!("{:?}: not UTF-8", a)))
        .collect::<Result<Vec<String>, String>>()
        .and_then(|args| options(&args).map_err(|e| format!("{} (see judge --help)", e)))
        .and_then(|options| match options {
            Some(options) => run(&options),
            None => {
                print!("{}", USAGE);
                Ok(true)
            }
        });
    match result {
        Ok(true) => {}
        Ok(false) => process::exit(1),
        Err(message) => {
            eprintln!("judge: {}", message);
            process::exit(2);
        }
    }
}

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

/// The options on the command line (`--opt VALUE` or `--opt=VALUE`); `None` for `--help`.
fn options(args: &[String]) -> Result<Option<Options>, String> {
    let mut options = Options {
        command: None,
        dir: None,
        errors: false,
        time_limit: DEFAULT_TIME_LIMIT,
        problem: None,
    };
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        match arg.flag {
            "-h" | "--help" => return Ok(None),
            "--command" => options.command = Some(args.value(&arg)?),
            "--dir" => options.dir = Some(PathBuf::from(args.value(&arg)?)),
            "--errors" if arg.is_switch() => options.errors = true,
            "--time-limit" => options.time_limit = cli::seconds(arg.flag, &args.value(&arg)?)?,
            flag if flag.starts_with('-') => return Err(format!("unknown option {}", arg.word)),
            word => match &options.problem {
                None => options.problem = Some(word.to_string()),
                Some(first) => return Err(format!("one PROBLEM at most: {} and {}", first, word)),
            },
        }
    }
    match (&options.problem, &options.command, &options.dir) {
        (None, None, Some(_)) => Err("--dir needs a PROBLEM or --command".into()),
        (None, Some(_), None) => Err("--command needs a PROBLEM or --dir".into()),
        _ => Ok(Some(options)),
    }
}

/// A program and the cases to run it on.
struct Suite {
    /// What goes before each case's name in a verdict line: `poj1067/` on testdata.
    prefix: String,
    program: Vec<OsString>,
    cases: Vec<Case>,
}

/// Runs the cases `options` select; `Ok(true)` if every case passed.
fn run(options: &Options) -> Result<bool, String> {
    let exe = env::current_exe().map_err(|e| format!("cannot locate myself: {}", e))?;
    let bin_dir = exe.parent().ok_or("cannot locate the build directory")?;
    let root = project_root();
    let selected = match (&options.problem, &options.command, &options.dir) {
        (Some(problem), _, _) => registry::select(std::slice::from_ref(problem), "judge")?,
        (None, None, None) => registry::select(&[], "judge")?,
        // --command on --dir: one suite, which no problem names.
        (None, _, _) => vec![String::new()],
    };
    let mut suites = Vec::new();
    let mut missing = Vec::new();
    let mut skipped = 0;
    for name in &selected {
        let program = match &options.command {
            Some(command) => command_argv(command),
            None => {
                let binary = bin_dir.join(format!("{}{}", name, env::consts::EXE_SUFFIX));
                if !binary.is_file() {
                    missing.push(name.as_str());
                }
                vec![binary.into_os_string()]
            }
        };
        let (prefix, dir) = match &options.dir {
            Some(dir) => (String::new(), dir.clone()),
            None => (format!("{}/", name), root.join("testdata").join(name)),
        };
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
        });
    }
    if !missing.is_empty() {
        return Err(format!(
            "no binary for {} in {}: run `cargo build --release` first (or just `make`)",
            missing.join(", "),
            bin_dir.display()
        ));
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
            };
            let (verdict, details, millis, peak_kib) =
                match measure::run(&Job::case(&suite.program, &case.input, limit)) {
                    Ok(outcome) => {
                        let (verdict, details) =
                            verdict::judge(&expected, &outcome, options.time_limit);
                        let usage = outcome.usage;
                        (verdict, details, usage.wall.as_millis(), usage.peak_kib)
                    }
                    Err(e) => (Verdict::Re, vec![e], 0, None),
                };
            let peak = match peak_kib {
                Some(kib) => format!("{:.1} MiB", kib as f64 / 1024.0),
                None => "n/a".to_string(),
            };
            println!(
                "{:<4} {:<width$} {:>5} ms {:>9}",
                verdict.name(),
                format!("{}{}", suite.prefix, case.name),
                millis,
                peak,
                width = width
            );
            for line in details {
                println!("       {}", line);
            }
            if verdict == Verdict::Ac {
                passed += 1;
            } else {
                failed += 1;
            }
        }
    }
    if skipped > 0 {
        println!(
            "({} cases in {}/ left out: they expect this project's error messages; --errors \
             runs them)",
            skipped,
            cases::ERRORS
        );
    }
    println!("{} passed, {} failed", passed, failed);
    Ok(failed == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn options_take_both_spellings_and_refuse_what_cannot_run() {
        let o = options(&args(
            "--command ./a.out --dir=samples --time-limit 2.5 poj1067",
        ))
        .unwrap()
        .unwrap();
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
        let o = options(&[]).unwrap().unwrap();
        assert_eq!((o.command, o.dir, o.time_limit), (None, None, 10.0));
        assert_eq!(options(&args("poj1067 --help")).unwrap(), None);
        assert!(options(&args("--command cat --dir d")).unwrap().is_some());
        assert!(
            options(&args("--errors --command cat poj1067"))
                .unwrap()
                .unwrap()
                .errors
        );
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
            assert!(options(&args(bad)).is_err(), "{}", bad);
        }
    }
}
