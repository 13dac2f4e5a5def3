//! Running a user's program: how `--command` is split into words or handed to a shell, how a
//! run ended, and the pieces both the runner (`judge`) and the stress tester start children
//! with (process groups, pipe readers).

use std::ffi::OsString;
use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::thread;

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
    // Sound: the closure runs in the child between fork and exec, where only async-signal-safe
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
}
