//! The one way the tools run a program: spawn it, feed its stdin, read its stdout and stderr,
//! time it, kill it at a time limit or on Ctrl-C, and (for a measured run) read its CPU time
//! and peak memory from the kernel. The runner's measured runs ([`crate::measure`]), the
//! benchmark's timing runs and the stress tester's runs are all [`run`] with a different
//! [`Spec`].
//!
//! How a run ended is typed ([`Ended`]): an exit status, a signal (its number, from
//! `ExitStatusExt::signal`), the time limit, a program that could not be started at all, or a
//! run cut short by Ctrl-C. Nothing is decoded from strings.
//!
//! ```
//! use impartial_tools::child::{self, command_argv, Ended, Spec, Stdin};
//! let program = command_argv("cat");
//! let ran = child::run(&Spec::new(&program, Stdin::Bytes(b"1 2\n")));
//! assert_eq!(ran.ended, Ended::Exit(0));
//! assert_eq!(ran.stdout, b"1 2\n");
//! ```

use crate::rusage;
use std::ffi::OsString;
use std::fmt;
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

/// How `--command` runs: as its words when it is only plain words (`./a.out`,
/// `python3 sol.py`), so that the measured child is the program itself; through `sh -c` when a
/// shell has something to do (quotes, `$`, `~`, `=`, `|`, `;`, `<`, globs, ...). Then the
/// shell's own peak (about 1.5 MiB for dash) is a floor under the one measured.
///
/// ```
/// use impartial_tools::child::command_argv;
/// assert_eq!(command_argv("python3 sol.py"), ["python3", "sol.py"]);
/// assert_eq!(command_argv("./a.out < x"), ["sh", "-c", "./a.out < x"]);
/// ```
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

/// SIGINT's number, the signal Ctrl-C sends a terminal's foreground process group.
pub const SIGINT: i32 = 2;

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// It exited with this status.
    Exit(i32),
    /// A signal ended it (11 for SIGSEGV, 6 for SIGABRT, 13 for SIGPIPE, ...).
    Signal(i32),
    /// It was killed at the time limit.
    TimedOut,
    /// It never ran: the program or its input could not be opened; the reason.
    CouldNotStart(String),
    /// It was ended because Ctrl-C asked the tool to stop ([`Spec::interrupt`]).
    Interrupted,
}

impl Ended {
    /// Whether it is the crash a stack overflow gives (SIGSEGV, or SIGBUS on some systems):
    /// deep recursion, or a bad memory access.
    pub fn may_be_the_stack(&self) -> bool {
        matches!(self, Ended::Signal(11) | Ended::Signal(7))
    }

    /// How `status` (of a child waited for) says it ended.
    pub fn from_status(status: ExitStatus) -> Ended {
        if let Some(code) = status.code() {
            return Ended::Exit(code);
        }
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            if let Some(signal) = status.signal() {
                return Ended::Signal(signal);
            }
        }
        // Neither a code nor a signal: not produced on any platform std supports.
        Ended::Exit(-1)
    }

    /// Whether the terminal's Ctrl-C reached this run: ended by the tool on request, or killed
    /// by SIGINT itself (a program in the terminal's process group gets it too, possibly before
    /// the tool's own handler has run).
    pub fn is_interruption(&self) -> bool {
        matches!(self, Ended::Interrupted | Ended::Signal(SIGINT))
    }
}

/// `exit status 3`, `killed by signal 11 (SIGSEGV)`, `killed at the time limit`, ...
impl fmt::Display for Ended {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Ended::Exit(code) => write!(f, "exit status {}", code),
            Ended::Signal(n) => match signal_name(*n) {
                Some(name) => write!(f, "killed by signal {} ({})", n, name),
                None => write!(f, "killed by signal {}", n),
            },
            Ended::TimedOut => write!(f, "killed at the time limit"),
            Ended::CouldNotStart(why) => write!(f, "{}", why),
            Ended::Interrupted => write!(f, "interrupted"),
        }
    }
}

/// The usual name of the Linux signals a crashing or killed program meets.
fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        31 => "SIGSYS",
        _ => return None,
    })
}

/// What the clock and the kernel said about a run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Usage {
    /// From just before the start to just after the end (or the kill).
    pub wall: Duration,
    /// User plus system time; `None` unless the run was measured ([`Spec::measure`]) where
    /// `getrusage` is available.
    pub cpu: Option<Duration>,
    /// Peak resident set, KiB; `None` as for [`Usage::cpu`].
    pub peak_kib: Option<u64>,
}

/// What a run produced.
#[derive(Clone, Debug, PartialEq)]
pub struct Ran {
    pub ended: Ended,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub usage: Usage,
}

impl Ran {
    /// A run that never started, for `why`.
    pub fn could_not_start(why: String) -> Ran {
        Ran {
            ended: Ended::CouldNotStart(why),
            stdout: Vec::new(),
            stderr: Vec::new(),
            usage: Usage::default(),
        }
    }
}

/// What a program reads.
#[derive(Clone, Copy, Debug)]
pub enum Stdin<'a> {
    /// These bytes, through a pipe.
    Bytes(&'a [u8]),
    /// The file, opened as stdin.
    File(&'a Path),
    /// The file fed this many times in a row through a pipe (one valid input several times as
    /// long, for the problems read to end of input). `1` is [`Stdin::File`].
    Repeat(&'a Path, usize),
}

/// How to run a program.
#[derive(Clone, Copy, Debug)]
pub struct Spec<'a> {
    /// The program and its arguments, run as they are (no shell unless the words say
    /// `sh -c`, see [`command_argv`]; then the shell and what it starts get a process group of
    /// their own, which a kill ends whole).
    pub program: &'a [OsString],
    pub stdin: Stdin<'a>,
    /// Keep stdout (`false` sends it to `/dev/null`). Stderr is always kept. Either stream is
    /// kept up to [`MAX_OUTPUT`] bytes: then the pipe is closed, and a program still writing
    /// dies of SIGPIPE (a program printing forever is RE, not an exhausted machine).
    pub keep_stdout: bool,
    /// Kill the program after this much wall time; `None`: wait as long as it runs (blocking
    /// in `wait`, for the exact end time).
    pub time_limit: Option<Duration>,
    /// End the run when this flag becomes true ([`Ended::Interrupted`]): the stress tester
    /// passes Ctrl-C's ([`crate::interrupt::flag`]).
    pub interrupt: Option<&'a AtomicBool>,
    /// Measure the run: start the program with `fork` so that its peak memory is its own
    /// (see `isolate`) and read [`Usage::cpu`] and [`Usage::peak_kib`] after the wait.
    /// Meant for a process whose only child the program is ([`crate::measure`]'s helper): the
    /// kernel reports the largest child ever waited for.
    pub measure: bool,
    /// The program's stack limit in bytes (`RLIMIT_STACK`, set between fork and exec); `None`
    /// keeps the tool's own (what the shell gave it, 8 MiB on most systems). Judges differ:
    /// a deep recursion that crashes here may pass on a judge that gives 256 MiB.
    pub stack: Option<u64>,
}

impl<'a> Spec<'a> {
    /// `program` on `stdin`, stdout kept, no time limit, not interruptible, not measured.
    pub fn new(program: &'a [OsString], stdin: Stdin<'a>) -> Spec<'a> {
        Spec {
            program,
            stdin,
            keep_stdout: true,
            time_limit: None,
            interrupt: None,
            measure: false,
            stack: None,
        }
    }
}

/// The most bytes [`run`] keeps of a stream.
pub const MAX_OUTPUT: u64 = 16 << 20;

/// Runs `spec` and waits for it. Never fails: a program that cannot start (or whose input
/// cannot be opened) ends as [`Ended::CouldNotStart`].
pub fn run(spec: &Spec) -> Ran {
    let [name, args @ ..] = spec.program else {
        return Ran::could_not_start("no program to run".into());
    };
    let stdin = match spec.stdin {
        Stdin::Bytes(_) => Stdio::piped(),
        Stdin::File(path) | Stdin::Repeat(path, 1) => match File::open(path) {
            Ok(file) => Stdio::from(file),
            Err(e) => return Ran::could_not_start(format!("{}: {}", path.display(), e)),
        },
        Stdin::Repeat(path, _) => match File::open(path) {
            Ok(_) => Stdio::piped(),
            Err(e) => return Ran::could_not_start(format!("{}: {}", path.display(), e)),
        },
    };
    let mut command = Command::new(name);
    command
        .args(args)
        .stdin(stdin)
        .stdout(if spec.keep_stdout {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stderr(Stdio::piped());
    // A shell may leave children behind, which a kill must end too.
    let shell = name == "sh" && args.first().is_some_and(|a| a == "-c");
    isolate(&mut command, shell, spec.measure, spec.stack);
    let start = Instant::now();
    let mut child = match command.spawn() {
        Ok(child) => child,
        Err(e) => {
            let why = format!("cannot run {}: {}", name.to_string_lossy(), e);
            return Ran::could_not_start(why);
        }
    };
    // Threads only after the fork: their stacks are no part of the copy the child starts from.
    let feeder = child.stdin.take().map(|pipe| feed(pipe, spec.stdin));
    let stdout = collect(child.stdout.take());
    let stderr = collect(child.stderr.take());
    let ended = wait(&mut child, spec, start);
    let wall = start.elapsed();
    // Before anything else is started and waited for (`kill` below), which would count too.
    let (peak_kib, cpu) = match spec.measure.then(rusage::children).flatten() {
        Some((kib, cpu)) => (Some(kib), Some(cpu)),
        None => (None, None),
    };
    let usage = Usage {
        wall,
        cpu,
        peak_kib,
    };
    if matches!(ended, Ended::TimedOut | Ended::Interrupted) {
        // What the program started may still run and hold the pipes: end it, leave the readers.
        // (The group's id is the reaped child's pid, kept from reuse while a member lives.)
        if shell {
            kill_group(child.id());
        }
        return Ran {
            ended,
            stdout: Vec::new(),
            stderr: Vec::new(),
            usage,
        };
    }
    if let Some(feeder) = feeder {
        let _ = feeder.join();
    }
    Ran {
        ended,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        usage,
    }
}

/// Waits for `child` as `spec` says: blocking when nothing can end it early, else polling
/// (first every few microseconds, for the short runs of the stress tester, then every
/// millisecond) for the time limit and Ctrl-C.
fn wait(child: &mut std::process::Child, spec: &Spec, start: Instant) -> Ended {
    let waited = |e: io::Error| Ended::CouldNotStart(format!("waiting for the program: {}", e));
    if spec.time_limit.is_none() && spec.interrupt.is_none() {
        return child.wait().map_or_else(waited, Ended::from_status);
    }
    let mut pause = Duration::from_micros(20);
    loop {
        let stop = match child.try_wait() {
            Ok(Some(status)) => return Ended::from_status(status),
            Err(e) => return waited(e),
            Ok(None)
                if spec
                    .time_limit
                    .is_some_and(|limit| start.elapsed() >= limit) =>
            {
                Ended::TimedOut
            }
            Ok(None) if spec.interrupt.is_some_and(|f| f.load(Ordering::SeqCst)) => {
                Ended::Interrupted
            }
            Ok(None) => {
                thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(1));
                continue;
            }
        };
        // The child may have exited just now; either way it is reaped here.
        let _ = child.kill();
        let _ = child.wait();
        return stop;
    }
}

/// Writes the program's input into its stdin pipe on a thread. A program may stop reading
/// early: a broken pipe is its business, not an error here.
fn feed(mut pipe: std::process::ChildStdin, stdin: Stdin) -> thread::JoinHandle<()> {
    enum Source {
        Bytes(Vec<u8>),
        File(std::path::PathBuf, usize),
    }
    let source = match stdin {
        Stdin::Bytes(bytes) => Source::Bytes(bytes.to_vec()),
        Stdin::File(path) => Source::File(path.to_path_buf(), 1),
        Stdin::Repeat(path, times) => Source::File(path.to_path_buf(), times),
    };
    thread::spawn(move || match source {
        Source::Bytes(bytes) => {
            let _ = pipe.write_all(&bytes);
        }
        Source::File(path, times) => {
            for _ in 0..times {
                let copied = File::open(&path).and_then(|mut file| io::copy(&mut file, &mut pipe));
                if copied.is_err() {
                    break;
                }
            }
        }
    })
}

/// Reads a child's pipe on a thread until its end or [`MAX_OUTPUT`] bytes, then closes it, so
/// a full pipe never blocks the child.
fn collect<R: Read + Send + 'static>(pipe: Option<R>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(pipe) = pipe {
            let _ = pipe.take(MAX_OUTPUT).read_to_end(&mut bytes);
        }
        bytes
    })
}

/// Prepares a program's start. A shell gets a process group of its own, so that a kill can end
/// all of it ([`kill_group`]); a program run directly stays in the terminal's, where Ctrl-C
/// reaches it.
///
/// With `fork`, so that a measured program's peak memory is its own: std starts a program with
/// `posix_spawn` (a `vfork`) unless a `pre_exec` closure has to run in the child, and Linux
/// counts the peak resident set of the memory a `vfork` child shares until it execs (the whole
/// tool, about 2 MiB) into the program's `ru_maxrss`: as much as a small solution uses. A
/// forked child starts from a copy of the page table of the memory the tool wrote (a few
/// hundred KiB: its heap, stack and data), not of its code and libraries, which is the floor
/// left under every figure. Without `fork` the start is cheaper, which the stress tester's
/// thousands of runs want.
#[cfg(unix)]
fn isolate(command: &mut Command, own_group: bool, fork: bool, stack: Option<u64>) {
    use std::os::unix::process::CommandExt;
    if own_group {
        command.process_group(0);
    }
    if let Some(bytes) = stack {
        // SAFETY: the closure runs in the child between fork and exec, where only
        // async-signal-safe work is allowed: getrlimit and setrlimit are system calls, and it
        // allocates nothing.
        unsafe {
            command.pre_exec(move || {
                limits::set_stack(bytes);
                Ok(())
            });
        }
    } else if fork {
        // SAFETY: the closure runs in the child between fork and exec, where only
        // async-signal-safe work is allowed, and it does nothing at all; that it exists is
        // what makes std fork.
        unsafe {
            command.pre_exec(|| Ok(()));
        }
    }
}

#[cfg(not(unix))]
fn isolate(_command: &mut Command, _own_group: bool, _fork: bool, _stack: Option<u64>) {}

/// The stack limit, through the C library's `getrlimit` and `setrlimit` (declared here: the
/// tools use no crates).
#[cfg(target_os = "linux")]
mod limits {
    use std::os::raw::{c_int, c_ulong};

    #[repr(C)]
    struct Rlimit {
        cur: c_ulong,
        max: c_ulong,
    }

    const RLIMIT_STACK: c_int = 3;

    extern "C" {
        fn getrlimit(resource: c_int, limit: *mut Rlimit) -> c_int;
        fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
    }

    /// Sets this process's stack limit to `bytes`, raising the hard limit too where allowed,
    /// else as far as the hard limit goes. Async-signal-safe: two system calls.
    pub fn set_stack(bytes: u64) {
        let want = c_ulong::try_from(bytes).unwrap_or(c_ulong::MAX);
        let mut now = Rlimit { cur: 0, max: 0 };
        // SAFETY: `now` is a valid, writable `struct rlimit` for the call to fill.
        if unsafe { getrlimit(RLIMIT_STACK, &mut now) } != 0 {
            return;
        }
        let raised = Rlimit {
            cur: want,
            max: now.max.max(want),
        };
        // SAFETY: `raised` is a valid `struct rlimit` the call only reads.
        if unsafe { setrlimit(RLIMIT_STACK, &raised) } != 0 {
            let capped = Rlimit {
                cur: want.min(now.max),
                max: now.max,
            };
            // SAFETY: as above.
            unsafe { setrlimit(RLIMIT_STACK, &capped) };
        }
    }
}

#[cfg(all(unix, not(target_os = "linux")))]
mod limits {
    /// Elsewhere the stack stays as the tool's (the option is documented as Linux only).
    pub fn set_stack(_bytes: u64) {}
}

/// A program started with both pipes open, for an interactive judge that talks to it line by
/// line (`impartial play`, [`crate::interactive`]). It has a process group of its own, so that
/// [`Conversation::finish`] ends all of it (a shell and what it started) at the time limit.
pub struct Conversation {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    stdout: Option<std::process::ChildStdout>,
    stderr: Option<thread::JoinHandle<Vec<u8>>>,
    start: Instant,
}

impl Conversation {
    /// Starts `program`; `Err` says why it could not be.
    pub fn start(program: &[OsString]) -> Result<Conversation, String> {
        let [name, args @ ..] = program else {
            return Err("no program to run".into());
        };
        let mut command = Command::new(name);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        isolate(&mut command, true, false, None);
        let mut child = command
            .spawn()
            .map_err(|e| format!("cannot run {}: {}", name.to_string_lossy(), e))?;
        Ok(Conversation {
            stdin: child.stdin.take(),
            stdout: child.stdout.take(),
            stderr: Some(collect(child.stderr.take())),
            child,
            start: Instant::now(),
        })
    }

    /// Writes to the program's stdin and flushes; a program that stopped reading is no error
    /// here (what it does next tells).
    pub fn send(&mut self, text: &[u8]) {
        if let Some(pipe) = &mut self.stdin {
            if pipe.write_all(text).and_then(|()| pipe.flush()).is_err() {
                self.stdin = None;
            }
        }
    }

    /// Closes the program's stdin: it reads the end of its input.
    pub fn close_stdin(&mut self) {
        self.stdin = None;
    }

    /// The program's stdout, to be read on a thread (once).
    pub fn take_stdout(&mut self) -> Option<std::process::ChildStdout> {
        self.stdout.take()
    }

    /// The time since the start.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// The CPU time the program (the process started, not what it starts) has used, where the
    /// kernel says it (`/proc/PID/stat`, in clock ticks taken as 1/100 s): what tells a program
    /// still thinking from one waiting for input it will never get.
    pub fn cpu(&self) -> Option<Duration> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).ok()?;
        // The command name in parentheses may hold spaces: fields count from after it.
        let fields: Vec<&str> = stat.get(stat.rfind(')')? + 2..)?.split(' ').collect();
        let ticks: u64 =
            fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
        Some(Duration::from_millis(ticks * 10))
    }

    /// Waits for the program to exit, at most until `limit` after its start, then kills its
    /// group; returns how it ended and its stderr (what it printed before the end).
    pub fn finish(mut self, limit: Duration) -> (Ended, Vec<u8>) {
        self.stdin = None;
        let mut pause = Duration::from_micros(50);
        let ended = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break Ended::from_status(status),
                Err(e) => break Ended::CouldNotStart(format!("waiting for the program: {}", e)),
                Ok(None) if self.start.elapsed() >= limit => {
                    let _ = self.child.kill();
                    let _ = self.child.wait();
                    break Ended::TimedOut;
                }
                Ok(None) => {
                    thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(2));
                }
            }
        };
        // What it started may live on and hold the pipes.
        kill_group(self.child.id());
        let stderr = match ended {
            Ended::TimedOut => Vec::new(),
            _ => self
                .stderr
                .take()
                .and_then(|h| h.join().ok())
                .unwrap_or_default(),
        };
        (ended, stderr)
    }
}

/// Kills what is left of the process group `group` (a shell's, see [`isolate`]).
fn kill_group(group: u32) {
    if cfg!(unix) {
        let _ = Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{}", group)])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn run_bytes(command: &str, input: &[u8], limit: Option<f64>) -> Ran {
        let program = command_argv(command);
        run(&Spec {
            time_limit: limit.map(Duration::from_secs_f64),
            ..Spec::new(&program, Stdin::Bytes(input))
        })
    }

    fn input(name: &str, bytes: &[u8]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("impartial-child-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    }

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

    #[cfg(unix)]
    #[test]
    fn every_way_a_run_ends_is_typed() {
        let cat = run_bytes("cat", b"1 2\n", Some(10.0));
        assert_eq!((cat.ended, cat.stdout), (Ended::Exit(0), b"1 2\n".to_vec()));
        let fail = run_bytes("sh -c 'echo no >&2; exit 3'", b"", None);
        assert_eq!(
            (fail.ended, fail.stderr),
            (Ended::Exit(3), b"no\n".to_vec())
        );
        let slow = run_bytes("sleep 5", b"", Some(0.2));
        assert_eq!(slow.ended, Ended::TimedOut);
        assert!(slow.usage.wall < Duration::from_secs(4), "{:?}", slow.usage);
        // `sh -c` itself (through command_argv it would be a shell running a shell, which
        // reports the inner one's death as exit status 139).
        let words = ["sh", "-c", "kill -SEGV $$"].map(OsString::from);
        let crash = run(&Spec::new(&words, Stdin::Bytes(b"")));
        assert_eq!(crash.ended, Ended::Signal(11));
        assert_eq!(crash.ended.to_string(), "killed by signal 11 (SIGSEGV)");
        let missing = run_bytes("./no-such-program", b"", Some(1.0));
        assert!(
            matches!(&missing.ended, Ended::CouldNotStart(why) if why.starts_with("cannot run ./no-such-program: ")),
            "{:?}",
            missing.ended
        );
        let program = command_argv("cat");
        let no_input = run(&Spec::new(&program, Stdin::File(Path::new("/no/such/in"))));
        assert!(matches!(no_input.ended, Ended::CouldNotStart(_)));
        assert_eq!(Ended::Exit(3).to_string(), "exit status 3");
        assert!(Ended::Signal(SIGINT).is_interruption() && Ended::Interrupted.is_interruption());
        assert!(!Ended::Signal(15).is_interruption() && !Ended::Exit(130).is_interruption());
    }

    #[cfg(unix)]
    #[test]
    fn files_are_fed_once_or_repeated_and_stdout_kept_or_discarded() {
        let path = input("cat.in", b"1 2\n");
        let program = command_argv("cat");
        let cat = |stdin, keep_stdout| {
            run(&Spec {
                keep_stdout,
                ..Spec::new(&program, stdin)
            })
        };
        assert_eq!(cat(Stdin::File(&path), true).stdout, b"1 2\n");
        assert_eq!(
            cat(Stdin::Repeat(&path, 3), true).stdout,
            b"1 2\n1 2\n1 2\n"
        );
        let discarded = cat(Stdin::Repeat(&path, 3), false);
        assert_eq!(
            (discarded.ended, discarded.stdout),
            (Ended::Exit(0), Vec::new())
        );
    }

    /// A program still running when its interrupt flag is raised is ended, as `Interrupted`,
    /// shell and all.
    #[cfg(unix)]
    #[test]
    fn a_run_ends_when_its_interrupt_flag_is_raised() {
        static STOP: AtomicBool = AtomicBool::new(false);
        let program = command_argv("sleep 5; echo late");
        let spec = Spec {
            interrupt: Some(&STOP),
            time_limit: Some(Duration::from_secs(20)),
            ..Spec::new(&program, Stdin::Bytes(b""))
        };
        let raiser = thread::spawn(|| {
            thread::sleep(Duration::from_millis(100));
            STOP.store(true, Ordering::SeqCst);
        });
        let outcome = run(&spec);
        raiser.join().unwrap();
        assert_eq!(outcome.ended, Ended::Interrupted);
        assert!(outcome.usage.wall < Duration::from_secs(4));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_stack_limit_is_the_one_asked_for() {
        let argv: Vec<OsString> = ["sh", "-c", "ulimit -s"].map(OsString::from).to_vec();
        let ran = run(&Spec {
            stack: Some(64 << 20),
            ..Spec::new(&argv, Stdin::Bytes(b""))
        });
        assert_eq!(String::from_utf8_lossy(&ran.stdout).trim(), "65536");
    }

    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    #[test]
    fn a_measured_run_has_its_usage() {
        let program = command_argv("true");
        let measured = run(&Spec {
            measure: true,
            ..Spec::new(&program, Stdin::Bytes(b""))
        });
        assert_eq!(measured.ended, Ended::Exit(0));
        assert!(measured.usage.peak_kib.is_some_and(|kib| kib > 0));
        assert!(measured.usage.cpu.is_some());
        let plain = run(&Spec::new(&program, Stdin::Bytes(b"")));
        assert_eq!((plain.usage.peak_kib, plain.usage.cpu), (None, None));
    }
}
