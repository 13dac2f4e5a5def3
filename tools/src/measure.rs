//! Running one program on one input and measuring it: wall time, CPU time and peak memory. The
//! one way `impartial judge` (a verdict per test case) and `impartial bench` (the throughput
//! table) both measure.
//!
//! # How
//!
//! [`run`] starts a fresh copy of the calling tool in its helper mode (`TOOL --measure ...`,
//! answered by [`serve`], which each tool calls first thing in `main`). That helper's only child
//! is the measured program: it times it, kills it at the time limit if there is one, and after
//! waiting for it asks the kernel for `getrusage(RUSAGE_CHILDREN)`, whose `ru_maxrss` is the
//! peak resident set of the largest child waited for: the program's own. It writes what happened
//! to its stdout ([`frame`]), which [`run`] reads back.
//!
//! The helper starts the program with `fork`, not `posix_spawn` ([`crate::child::Spec::measure`]). std
//! uses `posix_spawn`, a `vfork`, unless a `pre_exec` closure has to run, and a `vfork` child
//! shares its parent's memory until it execs: Linux takes the peak resident set of that shared
//! memory (the whole helper, about 2 MiB) into the program's `ru_maxrss`, so a program smaller
//! than the helper reads as the helper's size. A `fork` child starts from a copy of the page
//! table of the memory the helper wrote (a few hundred KiB: its heap, stack and data), not of
//! its code and libraries, which is the floor left under every figure.
//!
//! The run itself is [`crate::child::run`] with [`Spec::measure`](crate::child::Spec::measure)
//! set; `getrusage` is [`crate::rusage`]'s. On a target without it the peak and the CPU time
//! are `None` and the tools print `n/a`.

use crate::child::{self, Ended, Ran, Spec, Stdin, Usage};
use std::env;
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{self, Command, Stdio};
use std::time::Duration;

/// The first argument of a tool's helper mode.
pub const FLAG: &str = "--measure";

/// What to run, on what, and what to keep.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// The program and its arguments, run as they are (no shell unless the words say `sh -c`,
    /// see [`crate::child::command_argv`]).
    pub program: Vec<OsString>,
    /// Its stdin.
    pub input: PathBuf,
    /// How many times over the input is fed: `1` opens the file as stdin; more feeds it that
    /// many times in a row through a pipe (one valid input several times as long, for the
    /// problems read to end of input: memory must not grow with it).
    pub repeat: usize,
    /// Keep stdout (the runner compares it); `false` sends it to `/dev/null` (the benchmark only
    /// times it). Stderr is always kept.
    pub keep_stdout: bool,
    /// Kill the program after this much wall time; `None`: wait as long as it runs (then the
    /// helper blocks in `wait` instead of polling, for the exact end time).
    pub time_limit: Option<Duration>,
}

impl Job {
    /// `program` on `input` once, stdout kept, with a time limit: a test case.
    pub fn case(program: &[OsString], input: &Path, time_limit: Duration) -> Job {
        Job {
            program: program.to_vec(),
            input: input.to_path_buf(),
            repeat: 1,
            keep_stdout: true,
            time_limit: Some(time_limit),
        }
    }

    /// `program` on `input` fed `repeat` times, stdout to `/dev/null`, no limit: a timing run.
    pub fn timing(program: &Path, input: &Path, repeat: usize) -> Job {
        Job {
            program: vec![program.as_os_str().to_os_string()],
            input: input.to_path_buf(),
            repeat,
            keep_stdout: false,
            time_limit: None,
        }
    }
}

/// Runs `job` in a fresh helper process (the current executable, which must call [`serve`]) and
/// returns what happened, its [`Ran::usage`] measured. A program that could not start (or
/// an input that cannot be read) is [`Ended::CouldNotStart`]; an `Err` is a failure of the
/// helper itself.
pub fn run(job: &Job) -> Result<Ran, String> {
    let me = env::current_exe().map_err(|e| format!("cannot locate myself: {}", e))?;
    run_with(&me, job)
}

/// [`run`] with `helper` as the helper executable: any program that calls [`serve`].
pub fn run_with(helper: &Path, job: &Job) -> Result<Ran, String> {
    let limit = job
        .time_limit
        .map_or_else(|| "-".to_string(), |d| d.as_secs_f64().to_string());
    let keep = if job.keep_stdout { "keep" } else { "discard" };
    let helper_run = Command::new(helper)
        .arg(FLAG)
        .arg(limit)
        .arg(job.repeat.to_string())
        .arg(keep)
        .arg(&job.input)
        .args(&job.program)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {} {}: {}", helper.display(), FLAG, e))?;
    if !helper_run.status.success() {
        let message = String::from_utf8_lossy(&helper_run.stderr);
        let message = message.trim();
        // The helper's message starts with the tool's name, which the caller will print again.
        let message = message.split_once(": ").map_or(message, |(_, rest)| rest);
        return Err(message.to_string());
    }
    unframe(&helper_run.stdout)
}

/// The helper mode: when this process was started as `TOOL --measure ...`, runs the job its
/// arguments describe, writes the [`frame`] to stdout and exits (status 2, with `tool: why` on
/// stderr, if it could not measure). Otherwise returns at once. Each tool calls it first thing.
pub fn serve(tool: &str) {
    let mut args = env::args_os().skip(1);
    if args.next().is_some_and(|a| a == FLAG) {
        let result = parse_helper_args(args.collect()).and_then(|job| {
            let outcome = measure_here(&job);
            let mut out = io::stdout().lock();
            out.write_all(&frame(&outcome))
                .and_then(|()| out.flush())
                .map_err(|e| format!("{}: {}", FLAG, e))
        });
        match result {
            Ok(()) => process::exit(0),
            Err(why) => {
                eprintln!("{}: {}", tool, why);
                process::exit(2);
            }
        }
    }
}

/// `LIMIT|- REPEAT keep|discard INPUT PROGRAM [ARG...]`, as [`run_with`] writes them.
fn parse_helper_args(args: Vec<OsString>) -> Result<Job, String> {
    let usage = || {
        format!(
            "usage: {} SECS|- REPEAT keep|discard INPUT PROGRAM [ARG...]",
            FLAG
        )
    };
    let [limit, repeat, keep, input, program @ ..] = &args[..] else {
        return Err(usage());
    };
    if program.is_empty() {
        return Err(usage());
    }
    let text = |s: &OsString| s.to_str().map(str::to_string).ok_or_else(usage);
    let time_limit = match text(limit)?.as_str() {
        "-" => None,
        secs => Some(
            secs.parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s > 0.0)
                .map(Duration::from_secs_f64)
                .ok_or_else(|| format!("{}: expected seconds above 0, got {:?}", FLAG, secs))?,
        ),
    };
    let repeat = text(repeat)?
        .parse::<usize>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(usage)?;
    let keep_stdout = match text(keep)?.as_str() {
        "keep" => true,
        "discard" => false,
        _ => return Err(usage()),
    };
    Ok(Job {
        program: program.to_vec(),
        input: PathBuf::from(input),
        repeat,
        keep_stdout,
        time_limit,
    })
}

/// The measured run itself, in this process: meant for the helper, whose only child the program
/// is (in any other process, the peak is the largest of all the children it ever waited for).
pub fn measure_here(job: &Job) -> Ran {
    let stdin = match job.repeat {
        1 => Stdin::File(&job.input),
        n => Stdin::Repeat(&job.input, n),
    };
    child::run(&Spec {
        keep_stdout: job.keep_stdout,
        time_limit: job.time_limit,
        measure: true,
        ..Spec::new(&job.program, stdin)
    })
}

/// An outcome as bytes, from the helper to the tool: one line
/// `WALL_MICROS PEAK_KIB|- CPU_MICROS|- STDOUT_LENGTH ENDED`, where `ENDED` is `exit CODE`,
/// `signal N`, `timeout`, `interrupted` or `cannot-start WHY`, then stdout, then stderr.
pub fn frame(outcome: &Ran) -> Vec<u8> {
    let ended = match &outcome.ended {
        Ended::Exit(code) => format!("exit {}", code),
        Ended::Signal(n) => format!("signal {}", n),
        Ended::TimedOut => "timeout".to_string(),
        Ended::Interrupted => "interrupted".to_string(),
        Ended::CouldNotStart(why) => format!("cannot-start {}", why.replace('\n', " ")),
    };
    let usage = &outcome.usage;
    let or_dash = |n: Option<u64>| n.map_or_else(|| "-".to_string(), |n| n.to_string());
    let mut bytes = format!(
        "{} {} {} {} {}\n",
        usage.wall.as_micros(),
        or_dash(usage.peak_kib),
        or_dash(usage.cpu.map(|d| d.as_micros() as u64)),
        outcome.stdout.len(),
        ended
    )
    .into_bytes();
    bytes.extend_from_slice(&outcome.stdout);
    bytes.extend_from_slice(&outcome.stderr);
    bytes
}

/// What [`frame`] laid out.
pub fn unframe(bytes: &[u8]) -> Result<Ran, String> {
    let bad = || format!("{}: unreadable report", FLAG);
    let newline = bytes.iter().position(|&b| b == b'\n').ok_or_else(bad)?;
    let header = std::str::from_utf8(&bytes[..newline]).map_err(|_| bad())?;
    let mut fields = header.splitn(5, ' ');
    let mut number = || fields.next().map(|f| f.parse::<u64>().ok());
    let wall = Duration::from_micros(number().flatten().ok_or_else(bad)?);
    let peak_kib = number().ok_or_else(bad)?;
    let cpu = number().ok_or_else(bad)?.map(Duration::from_micros);
    let stdout_len = number().flatten().ok_or_else(bad)? as usize;
    let ended = match fields.next().ok_or_else(bad)? {
        "timeout" => Ended::TimedOut,
        "interrupted" => Ended::Interrupted,
        ended => match ended.split_once(' ') {
            Some(("exit", code)) => Ended::Exit(code.parse().map_err(|_| bad())?),
            Some(("signal", n)) => Ended::Signal(n.parse().map_err(|_| bad())?),
            Some(("cannot-start", why)) => Ended::CouldNotStart(why.to_string()),
            _ => return Err(bad()),
        },
    };
    let rest = &bytes[newline + 1..];
    if rest.len() < stdout_len {
        return Err(bad());
    }
    Ok(Ran {
        ended,
        stdout: rest[..stdout_len].to_vec(),
        stderr: rest[stdout_len..].to_vec(),
        usage: Usage {
            wall,
            cpu,
            peak_kib,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::child::command_argv;

    #[test]
    fn the_report_reads_back_as_written() {
        for (ended, peak_kib, cpu) in [
            (
                Ended::Exit(0),
                Some(1900),
                Some(Duration::from_micros(1234)),
            ),
            (Ended::Exit(-3), None, None),
            (Ended::Signal(11), Some(5), Some(Duration::ZERO)),
            (Ended::TimedOut, Some(7), None),
            (Ended::Interrupted, None, None),
            (
                Ended::CouldNotStart("cannot run ./a: No such file".into()),
                None,
                None,
            ),
        ] {
            let outcome = Ran {
                ended,
                stdout: b"1\n0 7\n\n".to_vec(),
                stderr: b"poj1067: line 1\n".to_vec(),
                usage: Usage {
                    wall: Duration::from_micros(12_345),
                    cpu,
                    peak_kib,
                },
            };
            assert_eq!(unframe(&frame(&outcome)).unwrap(), outcome);
        }
        assert!(unframe(b"12 - - 9 exit 0\n1\n").is_err());
        assert!(unframe(b"12 - 9 exit 0\n").is_err());
        assert!(unframe(b"12 - - 0 signal x\n").is_err());
        assert!(unframe(b"").is_err());
    }

    #[test]
    fn helper_arguments_read_back_as_written() {
        let args = |line: &str| line.split(' ').map(OsString::from).collect::<Vec<_>>();
        let job = parse_helper_args(args("2.5 1 keep in.txt sh -c true")).unwrap();
        assert_eq!(
            job,
            Job {
                program: args("sh -c true"),
                input: "in.txt".into(),
                repeat: 1,
                keep_stdout: true,
                time_limit: Some(Duration::from_millis(2500)),
            }
        );
        let job = parse_helper_args(args("- 10 discard in.txt ./a")).unwrap();
        assert_eq!(
            (job.time_limit, job.repeat, job.keep_stdout),
            (None, 10, false)
        );
        for bad in [
            "- 1 keep in.txt",
            "0 1 keep in.txt ./a",
            "- 0 keep in.txt ./a",
            "- 1 maybe in.txt ./a",
        ] {
            assert!(parse_helper_args(args(bad)).is_err(), "{}", bad);
        }
    }

    /// The helper's run is the child runner's, measured: what it read and wrote, and its usage.
    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    #[test]
    fn a_measured_job_repeats_its_input_and_has_its_usage() {
        let dir = env::temp_dir().join(format!("impartial-measure-{}", process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("cat.in");
        std::fs::write(&path, b"1 2\n").unwrap();
        let job = Job {
            repeat: 2,
            ..Job::case(&command_argv("cat"), &path, Duration::from_secs(10))
        };
        let outcome = measure_here(&job);
        assert_eq!(outcome.ended, Ended::Exit(0));
        assert_eq!(outcome.stdout, b"1 2\n1 2\n");
        assert!(outcome.usage.peak_kib.is_some_and(|kib| kib > 0));
        assert!(outcome.usage.cpu.is_some());
        let unlimited = Job::timing(Path::new("cat"), &path, 1);
        assert_eq!(measure_here(&unlimited).stdout, b"");
    }
}
