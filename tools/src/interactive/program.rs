//! One game against a program: the referee on one side, the program started by the child
//! runner ([`crate::child::Conversation`]) on the other, and the verdict as judges give it.

use super::{converse, line_reader, GameEnd, Heard, Link, Referee, Transcript};
use crate::child::{Conversation, Ended};
use crate::verdict::Verdict;
use std::ffi::OsString;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

/// A finished game against a program.
#[derive(Clone, Debug)]
pub struct Played {
    /// `Ac` when the player won and exited with status 0.
    pub verdict: Verdict,
    /// Why, in one line (empty for `Ac`).
    pub detail: String,
    pub transcript: Transcript,
    /// What the program printed on stderr.
    pub stderr: Vec<u8>,
}

struct Program {
    conversation: Conversation,
    lines: Receiver<Option<String>>,
    limit: Duration,
}

impl Link for Program {
    fn send(&mut self, text: &str) {
        self.conversation.send(text.as_bytes());
    }

    fn receive(&mut self) -> Heard {
        let left = self.limit.saturating_sub(self.conversation.elapsed());
        match self.lines.recv_timeout(left) {
            Ok(Some(line)) => Heard::Line(line),
            Ok(None) | Err(RecvTimeoutError::Disconnected) => Heard::Closed,
            Err(RecvTimeoutError::Timeout) => Heard::Idle,
        }
    }
}

/// Plays one game of `referee` against `program`, the whole game within `limit` of wall time.
///
/// Verdicts: `Ac` won and exited 0; `Wa` lost, an illegal or malformed line, or its output
/// ended before the game did; `Re` a crash or a non-zero exit; `Tle` the limit reached while it
/// used the CPU; `Ile` the limit reached while it waited (its line was not flushed); a program
/// that cannot start is `Err`.
pub fn play(
    referee: &mut dyn Referee,
    program: &[OsString],
    limit: Duration,
) -> Result<Played, String> {
    let mut conversation = Conversation::start(program)?;
    let stdout = conversation
        .take_stdout()
        .expect("a new conversation has its stdout");
    let mut link = Program {
        conversation,
        lines: line_reader(stdout),
        limit,
    };
    let mut transcript = Transcript::default();
    let ending = converse(referee, &mut link, &mut transcript);
    let Program {
        mut conversation,
        lines,
        ..
    } = link;
    let cpu = conversation.cpu();
    // The game is over: the program should end now; its stdin is closed, and anything more it
    // prints is not read.
    conversation.close_stdin();
    drop(lines);
    let after = match ending {
        GameEnd::Idle => Duration::ZERO,
        _ => limit,
    };
    let (ended, stderr) = conversation.finish(after);
    let last = transcript
        .0
        .last()
        .map(|(_, l)| l.clone())
        .unwrap_or_default();
    let (verdict, detail) = match (ending, &ended) {
        (GameEnd::Won, Ended::Exit(0)) => (Verdict::Ac, String::new()),
        (GameEnd::Won, Ended::TimedOut) => (
            Verdict::Tle,
            "won, but did not exit after the judge's last line".into(),
        ),
        (GameEnd::Won, other) => (Verdict::Re, format!("won, then {}", other)),
        (GameEnd::Lost(why), _) => (Verdict::Wa, why),
        (GameEnd::Closed, Ended::Exit(0)) => {
            (Verdict::Wa, "its output ended before the game did".into())
        }
        (GameEnd::Closed, other) => (Verdict::Re, other.to_string()),
        (GameEnd::Idle, _) => {
            let busy = cpu.is_some_and(|c| c * 2 >= limit);
            match busy {
                true => (
                    Verdict::Tle,
                    format!("over the time limit of {:.1} s", limit.as_secs_f64()),
                ),
                false => (
                    Verdict::Ile,
                    format!("no answer after the judge's line {:?}: did it flush?", last),
                ),
            }
        }
    };
    Ok(Played {
        verdict,
        detail,
        transcript,
        stderr,
    })
}
