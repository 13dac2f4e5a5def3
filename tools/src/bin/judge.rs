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
//! Time and memory: each case runs in a fresh copy of this tool (`judge --measure ...`) whose
//! only child is the program. That copy times the program, kills it at the time limit, and after
//! waiting for it reads `getrusage(RUSAGE_CHILDREN).ru_maxrss` (`impartial_tools::rusage`, shared with
//! `bench`): the peak resident set of the program. It starts the program with `fork`, not
//! `posix_spawn`, because Linux counts the memory of a `vfork` parent into the child's peak;
//! and `--command` words run as they are, not through a shell, unless they need one.

use impartial_tools::cases::{self, Case};
use impartial_tools::diff::{describe_stream_difference, first_line, Verdict};
use impartial_tools::run::{collect, command_argv, ended, isolate, kill_group, Ended, Outcome};
use impartial_tools::{project_root, registry, rusage};
use std::env;
use std::ffi::OsString;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{self, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

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

/// The first argument of the helper mode that runs and measures one case.
const MEASURE: &str = "--measure";

fn main() {
    let args: Vec<OsString> = env::args_os().skip(1).collect();
    if args.first().is_some_and(|a| a == MEASURE) {
        if let Err(message) = measure(&args[1..]) {
            eprintln!("judge: {}", message);
            process::exit(2);
        }
        return;
    }
    let result = args
        .into_iter()
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
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value)),
            _ => (arg.as_str(), None),
        };
        let mut value = || match inline.or_else(|| args.next().map(String::as_str)) {
            Some(value) if !value.is_empty() => Ok(value.to_string()),
            _ => Err(format!("{} needs a value", flag)),
        };
        match flag {
            "-h" | "--help" => return Ok(None),
            "--command" => options.command = Some(value()?),
            "--dir" => options.dir = Some(PathBuf::from(value()?)),
            "--errors" if inline.is_none() => options.errors = true,
            "--time-limit" => {
                let text = value()?;
                options.time_limit = text
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s > 0.0)
                    .ok_or_else(|| format!("--time-limit {:?}: expected seconds above 0", text))?;
            }
            _ if flag.starts_with('-') => return Err(format!("unknown option {}", arg)),
            _ => match &options.problem {
                None => options.problem = Some(arg.clone()),
                Some(first) => return Err(format!("one PROBLEM at most: {} and {}", first, arg)),
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
    let (mut passed, mut failed) = (0usize, 0usize);
    for suite in &suites {
        for case in &suite.cases {
            let (verdict, details, millis, peak_kib) =
                match execute(&suite.program, &case.input, options.time_limit) {
                    Ok(outcome) => {
                        let (verdict, details) = judge(case, &outcome, options.time_limit);
                        (verdict, details, outcome.millis, outcome.peak_kib)
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

/// Judges a run of `case`: the verdict and the lines explaining it.
fn judge(case: &Case, outcome: &Outcome, time_limit: f64) -> (Verdict, Vec<String>) {
    let want_err = case.stderr.as_deref().unwrap_or_default();
    let expected_code = if case.stderr.is_some() { 1 } else { 0 };
    let how = match &outcome.ended {
        Ended::Exit(code) if *code == expected_code => {
            let mut lines = describe_stream_difference("stdout", &case.stdout, &outcome.stdout);
            lines.extend(describe_stream_difference(
                "stderr",
                want_err,
                &outcome.stderr,
            ));
            let verdict = if lines.is_empty() {
                Verdict::Ac
            } else {
                Verdict::Wa
            };
            return (verdict, lines);
        }
        Ended::Exit(0) => {
            // Bad input taken for good: a wrong answer, not a crash.
            let mut lines = vec!["expected exit status 1 with an error, got exit status 0".into()];
            lines.extend(describe_stream_difference(
                "stderr",
                want_err,
                &outcome.stderr,
            ));
            return (Verdict::Wa, lines);
        }
        Ended::TimedOut => return (Verdict::Tle, vec![format!("killed after {} s", time_limit)]),
        Ended::Exit(code) => format!("exit status {}", code),
        Ended::Killed(how) => format!("killed: {}", how),
    };
    let mut lines = vec![format!("{} (expected exit status {})", how, expected_code)];
    lines.extend(first_line(&outcome.stderr).map(|l| format!("stderr: {}", l)));
    (Verdict::Re, lines)
}

/// Runs `program` on `input` in a fresh copy of this tool (see [`measure`]) and reads back what
/// happened.
fn execute(program: &[OsString], input: &Path, time_limit: f64) -> Result<Outcome, String> {
    let me = env::current_exe().map_err(|e| format!("cannot locate myself: {}", e))?;
    let run = Command::new(me)
        .arg(MEASURE)
        .arg(time_limit.to_string())
        .arg(input)
        .args(program)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run judge --measure: {}", e))?;
    if !run.status.success() {
        let message = String::from_utf8_lossy(&run.stderr);
        return Err(message.trim().trim_start_matches("judge: ").to_string());
    }
    unframe(&run.stdout)
}

/// The helper mode, `judge --measure SECS INPUT PROGRAM [ARG...]`: runs the program with `INPUT`
/// as stdin, kills it after `SECS` seconds, and writes what happened to stdout as [`frame`]
/// lays it out. Being a fresh process whose only child is the program, it can ask the kernel
/// for the program's peak memory alone.
fn measure(args: &[OsString]) -> Result<(), String> {
    let [limit, input, program @ ..] = args else {
        return Err("usage: judge --measure SECS INPUT PROGRAM [ARG...]".into());
    };
    let limit = limit
        .to_str()
        .and_then(|s| s.parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0)
        .ok_or("--measure: expected seconds above 0")?;
    let [name, program_args @ ..] = program else {
        return Err("--measure: no program".into());
    };
    let stdin = File::open(input).map_err(|e| format!("{}: {}", Path::new(input).display(), e))?;
    let mut command = Command::new(name);
    command
        .args(program_args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // A shell may leave children behind, which a timeout must end too.
    let shell = name == "sh" && program_args.first().is_some_and(|a| a == "-c");
    isolate(&mut command, shell);
    let start = Instant::now();
    let mut child = command
        .spawn()
        .map_err(|e| format!("cannot run {}: {}", name.to_string_lossy(), e))?;
    let stdout = collect(child.stdout.take());
    let stderr = collect(child.stderr.take());
    let ended = loop {
        match child.try_wait() {
            Ok(Some(status)) => break ended(status),
            Ok(None) if start.elapsed().as_secs_f64() >= limit => {
                // The child may have exited just now; either way it is reaped here.
                let _ = child.kill();
                let _ = child.wait();
                break Ended::TimedOut;
            }
            Ok(None) => thread::sleep(Duration::from_micros(500)),
            Err(e) => return Err(format!("waiting for {}: {}", name.to_string_lossy(), e)),
        }
    };
    let millis = start.elapsed().as_millis() as u64;
    // Before anything else is started and waited for (`kill` below), which would count too.
    let peak_kib = rusage::children().map(|(kib, _)| kib);
    let (stdout, stderr) = if ended == Ended::TimedOut {
        // What the program started may still run and hold the pipes: end it, leave the readers.
        // (The group's id is the reaped child's pid, kept from reuse while a member lives.)
        if shell {
            kill_group(child.id());
        }
        (Vec::new(), Vec::new())
    } else {
        (
            stdout.join().unwrap_or_default(),
            stderr.join().unwrap_or_default(),
        )
    };
    let outcome = Outcome {
        ended,
        stdout,
        stderr,
        millis,
        peak_kib,
    };
    let mut out = std::io::stdout().lock();
    out.write_all(&frame(&outcome))
        .and_then(|()| out.flush())
        .map_err(|e| format!("--measure: {}", e))
}

/// An outcome as bytes, from the helper to the runner: one line
/// `MILLIS PEAK_KIB|- STDOUT_LENGTH exit CODE|killed HOW|timeout`, then stdout, then stderr.
fn frame(outcome: &Outcome) -> Vec<u8> {
    let ended = match &outcome.ended {
        Ended::Exit(code) => format!("exit {}", code),
        Ended::Killed(how) => format!("killed {}", how.replace('\n', " ")),
        Ended::TimedOut => "timeout".to_string(),
    };
    let peak = outcome
        .peak_kib
        .map_or_else(|| "-".to_string(), |kib| kib.to_string());
    let mut bytes = format!(
        "{} {} {} {}\n",
        outcome.millis,
        peak,
        outcome.stdout.len(),
        ended
    )
    .into_bytes();
    bytes.extend_from_slice(&outcome.stdout);
    bytes.extend_from_slice(&outcome.stderr);
    bytes
}

/// The outcome [`frame`] laid out.
fn unframe(bytes: &[u8]) -> Result<Outcome, String> {
    let bad = || "judge --measure: unreadable report".to_string();
    let newline = bytes.iter().position(|&b| b == b'\n').ok_or_else(bad)?;
    let header = std::str::from_utf8(&bytes[..newline]).map_err(|_| bad())?;
    let mut fields = header.splitn(4, ' ');
    let mut number = || fields.next().and_then(|f| f.parse::<u64>().ok());
    let millis = number().ok_or_else(bad)?;
    let peak_kib = number();
    let stdout_len = number().ok_or_else(bad)? as usize;
    let ended = match fields.next().ok_or_else(bad)? {
        "timeout" => Ended::TimedOut,
        ended => match ended.split_once(' ') {
            Some(("exit", code)) => Ended::Exit(code.parse().map_err(|_| bad())?),
            Some(("killed", how)) => Ended::Killed(how.to_string()),
            _ => return Err(bad()),
        },
    };
    let rest = &bytes[newline + 1..];
    if rest.len() < stdout_len {
        return Err(bad());
    }
    Ok(Outcome {
        ended,
        stdout: rest[..stdout_len].to_vec(),
        stderr: rest[stdout_len..].to_vec(),
        millis,
        peak_kib,
    })
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

    #[test]
    fn the_helper_report_reads_back_as_written() {
        for (ended, peak_kib) in [
            (Ended::Exit(0), Some(1900)),
            (Ended::Exit(-3), None),
            (
                Ended::Killed("signal: 11 (SIGSEGV) (core dumped)".into()),
                Some(5),
            ),
            (Ended::TimedOut, Some(7)),
        ] {
            let outcome = Outcome {
                ended,
                stdout: b"1\n0 7\n\n".to_vec(),
                stderr: b"poj1067: line 1\n".to_vec(),
                millis: 12,
                peak_kib,
            };
            assert_eq!(unframe(&frame(&outcome)).unwrap(), outcome);
        }
        assert!(unframe(b"12 - 9 exit 0\n1\n").is_err());
        assert!(unframe(b"").is_err());
    }

    fn case(stdout: &[u8], stderr: Option<&[u8]>) -> Case {
        Case {
            name: "sample-1".into(),
            input: "sample-1.in".into(),
            stdout: stdout.to_vec(),
            stderr: stderr.map(<[u8]>::to_vec),
        }
    }

    fn ran(ended: Ended, stdout: &[u8], stderr: &[u8]) -> Outcome {
        Outcome {
            ended,
            stdout: stdout.to_vec(),
            stderr: stderr.to_vec(),
            millis: 1,
            peak_kib: None,
        }
    }

    #[test]
    fn verdicts_follow_output_exit_status_and_stderr() {
        let ok = case(b"1\n", None);
        let bad = case(b"0\n", Some(b"poj1067: line 2\n"));
        let verdict = |case: &Case, outcome: Outcome| judge(case, &outcome, 10.0).0;
        assert_eq!(verdict(&ok, ran(Ended::Exit(0), b"1\n", b"")), Verdict::Ac);
        assert_eq!(verdict(&ok, ran(Ended::Exit(0), b"0\n", b"")), Verdict::Wa);
        assert_eq!(
            verdict(&ok, ran(Ended::Exit(0), b"1\n", b"note\n")),
            Verdict::Wa
        );
        assert_eq!(verdict(&ok, ran(Ended::Exit(1), b"1\n", b"")), Verdict::Re);
        assert_eq!(
            verdict(&ok, ran(Ended::Killed("signal: 9".into()), b"", b"")),
            Verdict::Re
        );
        assert_eq!(verdict(&ok, ran(Ended::TimedOut, b"", b"")), Verdict::Tle);
        let error = b"poj1067: line 2\n";
        assert_eq!(
            verdict(&bad, ran(Ended::Exit(1), b"0\n", error)),
            Verdict::Ac
        );
        assert_eq!(verdict(&bad, ran(Ended::Exit(1), b"", error)), Verdict::Wa);
        assert_eq!(
            verdict(&bad, ran(Ended::Exit(1), b"0\n", b"x\n")),
            Verdict::Wa
        );
        assert_eq!(verdict(&bad, ran(Ended::Exit(0), b"0\n", b"")), Verdict::Wa);
        assert_eq!(
            verdict(&bad, ran(Ended::Exit(2), b"0\n", error)),
            Verdict::Re
        );
    }
}
