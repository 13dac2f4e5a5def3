//! What the stress driver runs: a [`Program`] is anything that answers an input, and both the
//! reference and the candidate are one. Three adapters:
//!
//! - [`ExternalProgram`]: a command line (the user's solution, or the user's brute force as the
//!   reference), run as the runner runs `--command`, with a time limit, ended by Ctrl-C;
//! - [`InProcess`]: one of the project's own solutions ([`crate::solutions`]), called in this
//!   process (no process start: the fast reference);
//! - any `Fn(&[u8]) -> Ran + Sync` closure (the driver's own tests).
//!
//! And a user's checker program ([`ExternalChecker`]), in testlib's argument order.

use crate::child::{self, Ended, Ran, Spec, Stdin, Usage};
use crate::solutions::Solver;
use std::ffi::OsString;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Something that answers an input.
pub trait Program: Sync {
    /// Runs on `input` and says how that went.
    fn run(&self, input: &[u8]) -> Ran;
}

impl<F: Fn(&[u8]) -> Ran + Sync> Program for F {
    fn run(&self, input: &[u8]) -> Ran {
        self(input)
    }
}

/// A command line (see [`child::command_argv`]), run with a time limit and ended when its
/// interrupt flag (Ctrl-C's, usually) is raised.
pub struct ExternalProgram {
    pub argv: Vec<OsString>,
    pub time_limit: Duration,
    pub interrupt: Option<&'static AtomicBool>,
    /// Its stack limit in bytes (`None`: the tool's own); see [`child::Spec::stack`].
    pub stack: Option<u64>,
}

impl ExternalProgram {
    /// `command` as the runner runs `--command`, killed after `time_limit`, ended by Ctrl-C.
    pub fn new(command: &str, time_limit: Duration) -> ExternalProgram {
        ExternalProgram {
            argv: child::command_argv(command),
            time_limit,
            interrupt: Some(crate::interrupt::flag()),
            stack: None,
        }
    }
}

impl Program for ExternalProgram {
    fn run(&self, input: &[u8]) -> Ran {
        child::run(&Spec {
            time_limit: Some(self.time_limit),
            interrupt: self.interrupt,
            stack: self.stack,
            ..Spec::new(&self.argv, Stdin::Bytes(input))
        })
    }
}

/// One of the project's own solutions, called in process: exit status 0 with its output, or
/// on an input it refuses exit status 1 with the answers before the fault and its one-line
/// error on stderr, as its binary would.
///
/// ```
/// use impartial_tools::child::Ended;
/// use impartial_tools::solutions::solver;
/// use impartial_tools::stress::{InProcess, Program};
/// let poj1067 = InProcess(solver("poj1067").unwrap());
/// let ran = poj1067.run(b"1 2\n");
/// assert_eq!((ran.ended, ran.stdout), (Ended::Exit(0), b"0\n".to_vec()));
/// assert_eq!(poj1067.run(b"x\n").ended, Ended::Exit(1));
/// ```
pub struct InProcess(pub Solver);

impl Program for InProcess {
    fn run(&self, input: &[u8]) -> Ran {
        let start = Instant::now();
        let mut stdout = Vec::new();
        let (ended, stderr) = match (self.0)(&mut &input[..], &mut stdout) {
            Ok(()) => (Ended::Exit(0), Vec::new()),
            Err(e) => (Ended::Exit(1), format!("{}\n", e).into_bytes()),
        };
        Ran {
            ended,
            stdout,
            stderr,
            usage: Usage {
                wall: start.elapsed(),
                ..Usage::default()
            },
        }
    }
}

/// A user's checker program in testlib's argument order, `CHECKER INPUT OUTPUT ANSWER`: exit
/// status 0 accepts the output, anything else refuses it with the first line it printed (on
/// stderr, else stdout) as the reason. The three files are written to a folder of its own
/// under the system's temporary folder for each call, and removed after it.
pub struct ExternalChecker {
    pub argv: Vec<OsString>,
    pub time_limit: Duration,
}

impl ExternalChecker {
    pub fn new(command: &str, time_limit: Duration) -> ExternalChecker {
        ExternalChecker {
            argv: child::command_argv(command),
            time_limit,
        }
    }
}

impl crate::verdict::Check for ExternalChecker {
    fn check(&self, input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static CALLS: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "impartial-check-{}-{}",
            std::process::id(),
            CALLS.fetch_add(1, Ordering::SeqCst)
        ));
        let written = std::fs::create_dir_all(&dir).and_then(|()| {
            std::fs::write(dir.join("input"), input)?;
            std::fs::write(dir.join("output"), got)?;
            std::fs::write(dir.join("answer"), expected)
        });
        if let Err(e) = written {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(format!("the checker's files: {}", e));
        }
        let mut argv = self.argv.clone();
        argv.extend(["input", "output", "answer"].map(|f| dir.join(f).into_os_string()));
        let ran = child::run(&Spec {
            time_limit: Some(self.time_limit),
            ..Spec::new(&argv, Stdin::Bytes(b""))
        });
        let _ = std::fs::remove_dir_all(&dir);
        match ran.ended {
            Ended::Exit(0) => Ok(()),
            ended => {
                let said = crate::diff::first_line(&ran.stderr)
                    .filter(|l| !l.trim().is_empty())
                    .or_else(|| crate::diff::first_line(&ran.stdout));
                Err(match said {
                    Some(line) => line.trim().to_string(),
                    None => format!("the checker refused it ({})", ended),
                })
            }
        }
    }
}
