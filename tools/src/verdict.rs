//! The one verdict: whether a run was right, as the runner (`impartial judge`, a test case) and
//! the stress tester (`impartial stress`, a generated input against the reference) both decide
//! it. What a run is held to is an [`Expected`]; [`judge`] gives the [`Verdict`] and the lines
//! explaining it, in the first-difference view of [`crate::diff`].
//!
//! ```
//! use impartial_tools::child::{Ended, Ran, Usage};
//! use impartial_tools::verdict::{judge, Expected, Verdict};
//! let ran = Ran {
//!     ended: Ended::Exit(0),
//!     stdout: b"1\n".to_vec(),
//!     stderr: Vec::new(),
//!     usage: Usage::default(),
//! };
//! assert_eq!(judge(&Expected::output(b"1\n"), &ran, 10.0).0, Verdict::Ac);
//! assert_eq!(judge(&Expected::output(b"0\n"), &ran, 10.0).0, Verdict::Wa);
//! ```

use crate::child::{Ended, Ran};
use crate::diff::{self, Comparison};

/// A verdict, as judges name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer: a different output (or the checker refuses it), or a bad input taken for
    /// a good one.
    Wa,
    /// Runtime error: a crash, a signal, an exit status other than the one expected, or a
    /// program that could not be run.
    Re,
    /// Killed at the time limit.
    Tle,
    /// Presentation: the right tokens, whitespace different beyond what every judge accepts
    /// (only when comparing as judges do, [`Compare::Judges`]).
    Pe,
    /// Idleness (an interactive problem): the program neither answered the judge's line nor
    /// used the CPU until the time limit, as a program does whose answer sits unflushed in its
    /// buffer while it waits for the judge.
    Ile,
}

impl Verdict {
    /// `AC`, `WA`, `RE`, `TLE`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Pe => "PE",
            Verdict::Ile => "ILE",
        }
    }
}

/// Decides whether `got` is a right output for `input`, given the reference output `expected`:
/// `Err` with a one-line reason when it is not.
pub type Checker = fn(input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String>;

/// A checker of any kind: a [`Checker`] function, or a user's checker program (testlib's
/// argument order, `crate::stress::ExternalChecker`).
pub trait Check: Sync {
    fn check(&self, input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String>;
}

impl<F: Fn(&[u8], &[u8], &[u8]) -> Result<(), String> + Sync> Check for F {
    fn check(&self, input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String> {
        self(input, expected, got)
    }
}

/// How stdout is compared when there is no checker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// Byte for byte (the runner's cases: the project's own solutions are exact).
    Bytes,
    /// As judges compare ([`crate::diff::compare_as_judges`]): trailing spaces and a missing
    /// final newline accepted, a difference in whitespace only [`Verdict::Pe`].
    Judges,
}

/// What stderr and the exit status must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stderr<'a> {
    /// Exit status 0, stderr anything: judges ignore it (the stress tester).
    Ignored,
    /// Exit status 0 and nothing on stderr (the runner's cases).
    Empty,
    /// Exit status 1 with exactly these bytes on stderr: a bad input refused (the runner's
    /// `NAME.err` cases).
    Error(&'a [u8]),
}

/// What a run is held to.
#[derive(Clone, Copy)]
pub struct Expected<'a> {
    /// The expected stdout: compared byte for byte, or given to the checker.
    pub stdout: &'a [u8],
    pub stderr: Stderr<'a>,
    /// For a problem with several right outputs: its checker and the input it was run on.
    pub checker: Option<(&'a dyn Check, &'a [u8])>,
    /// How stdout is compared without a checker.
    pub compare: Compare,
}

impl<'a> Expected<'a> {
    /// Exactly `stdout`, exit status 0, stderr ignored.
    pub fn output(stdout: &'a [u8]) -> Expected<'a> {
        Expected {
            stdout,
            stderr: Stderr::Ignored,
            checker: None,
            compare: Compare::Bytes,
        }
    }

    /// The exit status this expects.
    fn exit_status(&self) -> i32 {
        match self.stderr {
            Stderr::Error(_) => 1,
            _ => 0,
        }
    }
}

/// Judges `outcome` against `expected`: the verdict and the lines explaining it. `time_limit`
/// (seconds) is only quoted in a TLE's line.
pub fn judge(expected: &Expected, outcome: &Ran, time_limit: f64) -> (Verdict, Vec<String>) {
    let status = expected.exit_status();
    let how = match &outcome.ended {
        Ended::Exit(code) if *code == status => {
            let (mut verdict, mut lines) = stdout_verdict(expected, &outcome.stdout);
            let stderr = match expected.stderr {
                Stderr::Ignored => Vec::new(),
                Stderr::Empty => stderr_lines(b"", &outcome.stderr),
                Stderr::Error(want) => stderr_lines(want, &outcome.stderr),
            };
            if !stderr.is_empty() {
                verdict = Verdict::Wa;
                lines.extend(stderr);
            }
            return (verdict, lines);
        }
        Ended::Exit(0) => {
            // Bad input taken for good: a wrong answer, not a crash.
            let mut lines = vec!["expected exit status 1 with an error, got exit status 0".into()];
            if let Stderr::Error(want) = expected.stderr {
                lines.extend(stderr_lines(want, &outcome.stderr));
            }
            return (Verdict::Wa, lines);
        }
        Ended::TimedOut => return (Verdict::Tle, vec![format!("killed after {} s", time_limit)]),
        Ended::CouldNotStart(why) => return (Verdict::Re, vec![why.clone()]),
        ended => ended.to_string(),
    };
    let mut lines = vec![format!("{} (expected exit status {})", how, status)];
    lines.extend(diff::first_line(&outcome.stderr).map(|l| format!("stderr: {}", l)));
    (Verdict::Re, lines)
}

/// Whether stdout is right, and how it is wrong if it is not: the checker's reason, or the
/// first difference (a presentation difference told as such when comparing as judges do).
fn stdout_verdict(expected: &Expected, got: &[u8]) -> (Verdict, Vec<String>) {
    let lines = match (expected.checker, expected.compare) {
        (Some((check, input)), _) => match check.check(input, expected.stdout, got) {
            Ok(()) => Vec::new(),
            Err(reason) => vec![format!("checker: {}", reason)],
        },
        (None, Compare::Bytes) => diff::describe_stream_difference("stdout", expected.stdout, got),
        (None, Compare::Judges) => match diff::compare_as_judges(expected.stdout, got) {
            Comparison::Same | Comparison::Accepted => Vec::new(),
            Comparison::Presentation => {
                let mut lines = diff::describe_stream_difference("stdout", expected.stdout, got);
                lines.retain(|l| !l.contains("hint:"));
                lines.push(
                    "  the same tokens, whitespace differing: judges differ (most accept it)"
                        .into(),
                );
                return (Verdict::Pe, lines);
            }
            Comparison::Different => {
                diff::describe_stream_difference("stdout", expected.stdout, got)
            }
        },
    };
    let verdict = if lines.is_empty() {
        Verdict::Ac
    } else {
        Verdict::Wa
    };
    (verdict, lines)
}

fn stderr_lines(want: &[u8], got: &[u8]) -> Vec<String> {
    diff::describe_stream_difference("stderr", want, got)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::child::Usage;

    fn ran(ended: Ended, stdout: &[u8], stderr: &[u8]) -> Ran {
        Ran {
            ended,
            stdout: stdout.to_vec(),
            stderr: stderr.to_vec(),
            usage: Usage::default(),
        }
    }

    fn verdict(expected: &Expected, outcome: Ran) -> Verdict {
        judge(expected, &outcome, 10.0).0
    }

    #[test]
    fn a_case_follows_output_exit_status_and_stderr() {
        let ok = Expected {
            stderr: Stderr::Empty,
            ..Expected::output(b"1\n")
        };
        let error = b"poj1067: line 2\n";
        let bad = Expected {
            stderr: Stderr::Error(error),
            ..Expected::output(b"0\n")
        };
        assert_eq!(verdict(&ok, ran(Ended::Exit(0), b"1\n", b"")), Verdict::Ac);
        assert_eq!(verdict(&ok, ran(Ended::Exit(0), b"0\n", b"")), Verdict::Wa);
        assert_eq!(
            verdict(&ok, ran(Ended::Exit(0), b"1\n", b"note\n")),
            Verdict::Wa
        );
        assert_eq!(verdict(&ok, ran(Ended::Exit(1), b"1\n", b"")), Verdict::Re);
        assert_eq!(verdict(&ok, ran(Ended::Signal(9), b"", b"")), Verdict::Re);
        assert_eq!(verdict(&ok, ran(Ended::TimedOut, b"", b"")), Verdict::Tle);
        let missing = ran(
            Ended::CouldNotStart("cannot run ./a: gone".into()),
            b"",
            b"",
        );
        assert_eq!(
            judge(&ok, &missing, 1.0),
            (Verdict::Re, vec!["cannot run ./a: gone".to_string()])
        );
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

    #[test]
    fn a_generated_input_ignores_stderr_and_may_use_a_checker() {
        let plain = Expected::output(b"1\n");
        assert_eq!(
            verdict(&plain, ran(Ended::Exit(0), b"1\n", b"debug\n")),
            Verdict::Ac
        );
        let (v, lines) = judge(&plain, &ran(Ended::Signal(11), b"", b"boom\nmore\n"), 1.0);
        assert_eq!(v, Verdict::Re);
        assert_eq!(
            lines,
            [
                "killed by signal 11 (SIGSEGV) (expected exit status 0)",
                "stderr: boom"
            ]
        );
        // A checker that accepts any output with as many lines as the reference.
        fn same_lines(_: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String> {
            let lines = |b: &[u8]| b.iter().filter(|&&c| c == b'\n').count();
            match lines(expected) == lines(got) {
                true => Ok(()),
                false => Err("line count".into()),
            }
        }
        let checked = Expected {
            checker: Some((&same_lines, b"in")),
            ..Expected::output(b"1\n2\n")
        };
        assert_eq!(
            verdict(&checked, ran(Ended::Exit(0), b"2\n1\n", b"")),
            Verdict::Ac
        );
        let (v, lines) = judge(&checked, &ran(Ended::Exit(0), b"2\n", b""), 1.0);
        assert_eq!(
            (v, lines),
            (Verdict::Wa, vec!["checker: line count".into()])
        );
    }
}
