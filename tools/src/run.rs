//! Running a user's program: how `--command` is split into words or handed to a shell, how a
//! run ended, and the pieces both the runner (`judge`) and the stress tester start children
//! with (process groups, pipe readers).

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How `--command` runs: as its words when it is only plain words (`./a.out`,
/// `python3 sol.py`), so that the measured child is the program itself; through `sh -c` when a
/// shell has something to do (quotes, `$`, `~`, `=`, `|`, `;`, `<`, globs, ...). Then the
/// shell's own peak (about 1.5 MiB for dash) is a floor under the one measured.
pub fn command_argv(command: &str) -> Vec<OsString> {
    let plain = command
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || " \t-_./,:+@%".contains(c));
    if plain {
        command.split_whitespace().map(OsString::from).collect()
    } else {
        vec!["sh".into(), "-c".into(), command.into()]
    }
}

/// How a run ended.
#[derive(Debug, PartialEq)]
pub enum Ended {
    Exit(i32),
    /// Killed by a signal, as the status describes itself (`signal: 11 (SIGSEGV)`).
    Killed(String),
    /// Killed at the time limit.
    TimedOut,
}

/// What a run produced.
#[derive(Debug, PartialEq)]
pub struct Outcome {
    pub ended: Ended,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub millis: u64,
    pub peak_kib: Option<u64>,
}

pub fn ended(status: ExitStatus) -> Ended {
    match status.code() {
        Some(code) => Ended::Exit(code),
        None => Ended::Killed(status.to_string()),
    }
}

/// Prepares a program's start so that its peak memory is its own: `fork` instead of
/// `posix_spawn`. std starts a program with `posix_spawn` (a `vfork`) unless a `pre_exec` closure
/// has to run in the child, and Linux counts the peak resident set of the memory a `vfork` child
/// shares until it execs (this tool's, about 2 MiB) into the program's `ru_maxrss`: as much as a
/// small solution uses. A forked child starts from a copy of the pages this process wrote, a few
/// hundred KiB. A shell gets a process group of its own, so that a timeout can end all of it
/// ([`kill_group`]); a program run directly stays in the terminal's, where Ctrl-C reaches it.
#[cfg(unix)]
pub fn isolate(command: &mut Command, own_group: bool) {
    use std::os::unix::process::CommandExt;
    if own_group {
        command.process_group(0);
    }
    // SAFETY: the closure runs in the child between fork and exec, where only async-signal-safe
    // work is allowed, and it does nothing at all; that it exists is what makes std fork.
    unsafe {
        command.pre_exec(|| Ok(()));
    }
}

#[cfg(not(unix))]
pub fn isolate(_command: &mut Command, _own_group: bool) {}

/// Kills what is left of the process group `group` (the program's, see [`isolate`]).
pub fn kill_group(group: u32) {
    if cfg!(unix) {
        let _ = Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{}", group)])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// Reads a child's pipe to its end on a thread, so a full pipe never blocks the child.
pub fn collect<R: Read + Send + 'static>(pipe: Option<R>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

/// The most bytes [`run`] keeps of a stream: past it the pipe is closed, and a program still
/// writing dies of SIGPIPE (a program printing forever becomes RE, not an exhausted machine).
pub const MAX_OUTPUT: u64 = 16 << 20;

/// Reads a pipe on a thread until its end or `limit` bytes, then closes it.
fn collect_at_most<R: Read + Send + 'static>(
    pipe: Option<R>,
    limit: u64,
) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(pipe) = pipe {
            let _ = pipe.take(limit).read_to_end(&mut bytes);
        }
        bytes
    })
}

/// How [`run`] begins its description of a program it could not start.
pub const CANNOT_RUN: &str = "cannot run ";

/// How [`run`] describes a run it ended because the stress tester was interrupted.
pub const INTERRUPTED: &str = "interrupted";

/// Runs `program` with `input` on its stdin and waits for it, at most `time_limit` seconds of
/// wall time (then it is killed, with its process group when it runs through a shell): the
/// stress tester's run, lighter than the runner's (no helper process, no memory measurement).
/// A program that cannot start ends as `Killed` with the reason; so does one still running when
/// [`crate::interrupt::requested`] becomes true (`Killed("interrupted")`).
pub fn run(program: &[OsString], input: &[u8], time_limit: f64) -> Outcome {
    let start = Instant::now();
    let failed = |why: String| Outcome {
        ended: Ended::Killed(why),
        stdout: Vec::new(),
        stderr: Vec::new(),
        millis: 0,
        peak_kib: None,
    };
    let [name, args @ ..] = program else {
        return failed("no program".into());
    };
    let mut command = Command::new(name);
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let shell = name == "sh" && args.first().is_some_and(|a| a == "-c");
    #[cfg(unix)]
    if shell {
        use std::os::unix::process::CommandExt;
        command.process_group(0);
    }
    let mut child = match command.spawn() {
        Ok(child) => child,
        Err(e) => return failed(format!("{}{}: {}", CANNOT_RUN, name.to_string_lossy(), e)),
    };
    let stdout = collect_at_most(child.stdout.take(), MAX_OUTPUT);
    let stderr = collect_at_most(child.stderr.take(), MAX_OUTPUT);
    // A program may stop reading early (a broken pipe is its business, not an error here).
    let feeder = child.stdin.take().map(|mut stdin| {
        let input = input.to_vec();
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        })
    });
    let mut pause = Duration::from_micros(20);
    let ended = loop {
        match child.try_wait() {
            Ok(Some(status)) => break ended(status),
            Ok(None) if start.elapsed().as_secs_f64() >= time_limit => {
                let _ = child.kill();
                let _ = child.wait();
                break Ended::TimedOut;
            }
            // Ctrl-C in the stress tester: a program in a process group of its own (through a
            // shell) did not get the SIGINT, so it is ended here.
            Ok(None) if crate::interrupt::requested() => {
                let _ = child.kill();
                let _ = child.wait();
                if shell {
                    kill_group(child.id());
                }
                break Ended::Killed(INTERRUPTED.into());
            }
            Ok(None) => {
                thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(2));
            }
            Err(e) => break Ended::Killed(format!("waiting: {}", e)),
        }
    };
    let millis = start.elapsed().as_millis() as u64;
    if ended == Ended::TimedOut {
        if shell {
            kill_group(child.id());
        }
        return Outcome {
            ended,
            stdout: Vec::new(),
            stderr: Vec::new(),
            millis,
            peak_kib: None,
        };
    }
    if let Some(feeder) = feeder {
        let _ = feeder.join();
    }
    Outcome {
        ended,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        millis,
        peak_kib: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_commands_run_as_words_and_the_rest_through_a_shell() {
        assert_eq!(command_argv("./a.out"), ["./a.out"]);
        assert_eq!(command_argv(" python3  sol.py "), ["python3", "sol.py"]);
        for shell in [
            "./a.out < x",
            "A=1 ./a",
            "~/a.out",
            "a && b",
            "python3 -c 'print(1)'",
        ] {
            assert_eq!(command_argv(shell), ["sh", "-c", shell], "{}", shell);
        }
    }

    #[test]
    fn a_run_feeds_stdin_reads_stdout_and_times_out() {
        let cat = run(&command_argv("cat"), b"1 2\n", 10.0);
        assert_eq!((cat.ended, cat.stdout), (Ended::Exit(0), b"1 2\n".to_vec()));
        let slow = run(&command_argv("sleep 5"), b"", 0.2);
        assert_eq!(slow.ended, Ended::TimedOut);
        let fail = run(&command_argv("sh -c 'exit 3'"), b"", 10.0);
        assert_eq!(fail.ended, Ended::Exit(3));
        assert!(matches!(
            run(&command_argv("./no-such-program"), b"", 1.0).ended,
            Ended::Killed(_)
        ));
    }
}
