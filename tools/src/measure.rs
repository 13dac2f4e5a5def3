//! Running one program on one input and measuring it: wall time, CPU time and peak memory. The
//! one way `judge` (a verdict per test case) and `bench` (the throughput table) both measure.
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
//! The helper starts the program with `fork`, not `posix_spawn` ([`crate::run::isolate`]). std
//! uses `posix_spawn`, a `vfork`, unless a `pre_exec` closure has to run, and a `vfork` child
//! shares its parent's memory until it execs: Linux takes the peak resident set of that shared
//! memory (the whole helper, about 2 MiB) into the program's `ru_maxrss`, so a program smaller
//! than the helper reads as the helper's size. A `fork` child starts from a copy of the page
//! table of the memory the helper wrote (a few hundred KiB: its heap, stack and data), not of
//! its code and libraries, which is the floor left under every figure.
//!
//! Only `getrusage` has no binding in std; it is declared here by hand, for 64-bit Linux. On any
//! other target the peak and the CPU time are `None` and the tools print `n/a`.

use crate::run::{collect, ended, isolate, kill_group, Ended, Outcome};
use std::env;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{self, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// The first argument of a tool's helper mode.
pub const FLAG: &str = "--measure";

/// What to run, on what, and what to keep.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// The program and its arguments, run as they are (no shell unless the words say `sh -c`,
    /// see [`crate::run::command_argv`]).
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

/// What the clock and the kernel said about a run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Usage {
    /// From just before the start to just after the end (or the kill).
    pub wall: Duration,
    /// User plus system time; `None` where `getrusage` is not available.
    pub cpu: Option<Duration>,
    /// Peak resident set, KiB; `None` where `getrusage` is not available.
    pub peak_kib: Option<u64>,
}

/// Runs `job` in a fresh helper process (the current executable, which must call [`serve`]) and
/// returns what happened: the outcome (its `millis` and `peak_kib` filled from the usage) and
/// the usage. An `Err` is a failure to measure at all (the program could not start, the input
/// cannot be read), not a failure of the program.
pub fn run(job: &Job) -> Result<(Outcome, Usage), String> {
    let me = env::current_exe().map_err(|e| format!("cannot locate myself: {}", e))?;
    run_with(&me, job)
}

/// [`run`] with `helper` as the helper executable: any program that calls [`serve`].
pub fn run_with(helper: &Path, job: &Job) -> Result<(Outcome, Usage), String> {
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
            let (outcome, usage) = measure_here(&job)?;
            let mut out = io::stdout().lock();
            out.write_all(&frame(&outcome, &usage))
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
pub fn measure_here(job: &Job) -> Result<(Outcome, Usage), String> {
    let [name, args @ ..] = &job.program[..] else {
        return Err("no program to run".into());
    };
    let open = || File::open(&job.input).map_err(|e| format!("{}: {}", job.input.display(), e));
    let stdin = if job.repeat == 1 {
        Stdio::from(open()?)
    } else {
        open()?;
        Stdio::piped()
    };
    let stdout = if job.keep_stdout {
        Stdio::piped()
    } else {
        Stdio::null()
    };
    let mut command = Command::new(name);
    command
        .args(args)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped());
    // A shell may leave children behind, which a timeout must end too.
    let shell = name == "sh" && args.first().is_some_and(|a| a == "-c");
    isolate(&mut command, shell);
    let start = Instant::now();
    let mut child = command
        .spawn()
        .map_err(|e| format!("cannot run {}: {}", name.to_string_lossy(), e))?;
    // Threads only after the fork: their stacks are no part of the copy the child starts from.
    let feeder = child.stdin.take().map(|mut pipe| {
        let (input, repeat) = (job.input.clone(), job.repeat);
        thread::spawn(move || {
            // A program may stop reading early; a broken pipe is its business.
            for _ in 0..repeat {
                let copied = File::open(&input).and_then(|mut file| io::copy(&mut file, &mut pipe));
                if copied.is_err() {
                    break;
                }
            }
        })
    });
    let stdout = collect(child.stdout.take());
    let stderr = collect(child.stderr.take());
    let waited = |e: io::Error| format!("waiting for {}: {}", name.to_string_lossy(), e);
    let ended = match job.time_limit {
        None => ended(child.wait().map_err(waited)?),
        Some(limit) => loop {
            match child.try_wait().map_err(waited)? {
                Some(status) => break ended(status),
                None if start.elapsed() >= limit => {
                    // The child may have exited just now; either way it is reaped here.
                    let _ = child.kill();
                    let _ = child.wait();
                    break Ended::TimedOut;
                }
                None => thread::sleep(Duration::from_micros(500)),
            }
        },
    };
    let wall = start.elapsed();
    // Before anything else is started and waited for (`kill` below), which would count too.
    let (peak_kib, cpu) = match children_usage() {
        Some((kib, cpu)) => (Some(kib), Some(cpu)),
        None => (None, None),
    };
    let usage = Usage {
        wall,
        cpu,
        peak_kib,
    };
    let (stdout, stderr) = if ended == Ended::TimedOut {
        // What the program started may still run and hold the pipes: end it, leave the readers.
        // (The group's id is the reaped child's pid, kept from reuse while a member lives.)
        if shell {
            kill_group(child.id());
        }
        (Vec::new(), Vec::new())
    } else {
        if let Some(feeder) = feeder {
            let _ = feeder.join();
        }
        (
            stdout.join().unwrap_or_default(),
            stderr.join().unwrap_or_default(),
        )
    };
    let outcome = Outcome {
        ended,
        stdout,
        stderr,
        millis: wall.as_millis() as u64,
        peak_kib,
    };
    Ok((outcome, usage))
}

/// An outcome and its usage as bytes, from the helper to the tool: one line
/// `WALL_MICROS PEAK_KIB|- CPU_MICROS|- STDOUT_LENGTH exit CODE|killed HOW|timeout`, then stdout,
/// then stderr.
pub fn frame(outcome: &Outcome, usage: &Usage) -> Vec<u8> {
    let ended = match &outcome.ended {
        Ended::Exit(code) => format!("exit {}", code),
        Ended::Killed(how) => format!("killed {}", how.replace('\n', " ")),
        Ended::TimedOut => "timeout".to_string(),
    };
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
pub fn unframe(bytes: &[u8]) -> Result<(Outcome, Usage), String> {
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
    let usage = Usage {
        wall,
        cpu,
        peak_kib,
    };
    let outcome = Outcome {
        ended,
        stdout: rest[..stdout_len].to_vec(),
        stderr: rest[stdout_len..].to_vec(),
        millis: wall.as_millis() as u64,
        peak_kib,
    };
    Ok((outcome, usage))
}

/// The peak resident set (KiB) of the largest child this process has waited for, and the CPU
/// time (user + system) of all of them: `getrusage(RUSAGE_CHILDREN)`.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn children_usage() -> Option<(u64, Duration)> {
    use std::os::raw::{c_int, c_long};

    /// `struct rusage` of 64-bit Linux: two `struct timeval` (two longs each), then fourteen
    /// longs of which `ru_maxrss` (in KiB) is the first.
    #[repr(C)]
    struct RUsage {
        utime: [c_long; 2],
        stime: [c_long; 2],
        maxrss: c_long,
        rest: [c_long; 13],
    }

    extern "C" {
        fn getrusage(who: c_int, usage: *mut RUsage) -> c_int;
    }

    const RUSAGE_CHILDREN: c_int = -1;

    let mut usage = RUsage {
        utime: [0; 2],
        stime: [0; 2],
        maxrss: 0,
        rest: [0; 13],
    };
    // SAFETY: `usage` is a valid, writable `struct rusage` with the kernel's layout on this
    // target (64-bit Linux, checked by the cfg above), and getrusage writes nothing else.
    let status = unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) };
    let time =
        |t: [c_long; 2]| Duration::from_secs(t[0] as u64) + Duration::from_micros(t[1] as u64);
    (status == 0).then(|| (usage.maxrss as u64, time(usage.utime) + time(usage.stime)))
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn children_usage() -> Option<(u64, Duration)> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::command_argv;
    use std::fs;

    fn input(name: &str, bytes: &[u8]) -> PathBuf {
        let dir = env::temp_dir().join(format!("impartial-measure-{}", process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        fs::write(&path, bytes).unwrap();
        path
    }

    #[test]
    fn the_report_reads_back_as_written() {
        for (ended, peak_kib, cpu) in [
            (
                Ended::Exit(0),
                Some(1900),
                Some(Duration::from_micros(1234)),
            ),
            (Ended::Exit(-3), None, None),
            (
                Ended::Killed("signal: 11 (SIGSEGV) (core dumped)".into()),
                Some(5),
                Some(Duration::ZERO),
            ),
            (Ended::TimedOut, Some(7), None),
        ] {
            let wall = Duration::from_micros(12_345);
            let outcome = Outcome {
                ended,
                stdout: b"1\n0 7\n\n".to_vec(),
                stderr: b"poj1067: line 1\n".to_vec(),
                millis: 12,
                peak_kib,
            };
            let usage = Usage {
                wall,
                cpu,
                peak_kib,
            };
            assert_eq!(unframe(&frame(&outcome, &usage)).unwrap(), (outcome, usage));
        }
        assert!(unframe(b"12 - - 9 exit 0\n1\n").is_err());
        assert!(unframe(b"12 - 9 exit 0\n").is_err());
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

    #[cfg(unix)]
    #[test]
    fn a_run_keeps_or_discards_stdout_repeats_its_input_and_times_out() {
        let path = input("cat.in", b"1 2\n");
        let cat = |repeat, keep_stdout| {
            let job = Job {
                repeat,
                keep_stdout,
                ..Job::case(&command_argv("cat"), &path, Duration::from_secs(10))
            };
            measure_here(&job).unwrap().0
        };
        let once = cat(1, true);
        assert_eq!(
            (once.ended, once.stdout),
            (Ended::Exit(0), b"1 2\n".to_vec())
        );
        assert_eq!(cat(3, true).stdout, b"1 2\n1 2\n1 2\n".to_vec());
        assert_eq!(cat(3, false).stdout, Vec::<u8>::new());
        let unlimited = Job::timing(Path::new("cat"), &path, 2);
        assert_eq!(measure_here(&unlimited).unwrap().0.ended, Ended::Exit(0));

        let run = |command: &str, limit| {
            measure_here(&Job::case(&command_argv(command), &path, limit)).unwrap()
        };
        let (slow, usage) = run("sleep 5", Duration::from_millis(200));
        assert_eq!(slow.ended, Ended::TimedOut);
        assert!(usage.wall < Duration::from_secs(4), "{:?}", usage.wall);
        let (fail, _) = run("sh -c 'echo no >&2; exit 3'", Duration::from_secs(10));
        assert_eq!(
            (fail.ended, fail.stderr),
            (Ended::Exit(3), b"no\n".to_vec())
        );
        let missing = Job::case(
            &command_argv("./no-such-program"),
            &path,
            Duration::from_secs(1),
        );
        assert!(measure_here(&missing).is_err());
        let no_input = Job::timing(Path::new("cat"), Path::new("/no/such/input"), 1);
        assert!(measure_here(&no_input).is_err());
    }

    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    #[test]
    fn the_usage_is_measured() {
        let path = input("empty.in", b"");
        let job = Job::case(&command_argv("true"), &path, Duration::from_secs(10));
        let (outcome, usage) = measure_here(&job).unwrap();
        assert_eq!(outcome.ended, Ended::Exit(0));
        assert!(usage.peak_kib.is_some_and(|kib| kib > 0), "{:?}", usage);
        assert!(usage.cpu.is_some(), "{:?}", usage);
        assert_eq!(outcome.peak_kib, usage.peak_kib);
    }
}
