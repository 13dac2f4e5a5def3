//! Interactive problems: the judge's side of a game, played against a player over two streams.
//!
//! A problem's judge is a [`Referee`] (its registry entry's [`crate::registry::Interactive`]
//! builds one for an instance): it says the opening lines and answers each line the player
//! prints, playing perfectly. [`converse`] runs one game over any [`Link`] to the player and
//! keeps the whole [`Transcript`]: `impartial interact` links it to its own stdin and stdout
//! (for `oj test-reactive`), `impartial play` to a program's pipes
//! ([`crate::child::Conversation`]), and the tests to a solution's `solve` in process
//! ([`in_process`]).

pub mod abc278g;
pub mod heaps;
pub mod program;

use crate::solutions::Solver;
use std::io::{self, Read, Write};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::Duration;

/// The judge's side of one game.
pub trait Referee {
    /// What the judge says first (the instance), whole lines.
    fn opening(&mut self) -> String;
    /// The player's next line (without its newline): what the judge answers.
    fn hear(&mut self, line: &str) -> Turn;
}

/// A judge of one game, as a registry entry builds it.
pub type Judge = Box<dyn Referee>;

/// The judge's answer to one line of the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// These lines go to the player and the game goes on.
    Reply(String),
    /// The game is over: `reply` (whole lines, maybe none) goes to the player, who has won
    /// (`Ok`) or lost (`Err`, why: a judge's WA).
    Over {
        reply: String,
        result: Result<(), String>,
    },
}

/// What came from the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// One line, without its newline.
    Line(String),
    /// Its output ended (it exited or closed stdout).
    Closed,
    /// Nothing within the time given.
    Idle,
}

/// The judge's way to the player.
pub trait Link {
    /// Sends whole lines; a player that stopped reading is not an error here (its next
    /// [`Link::receive`] tells what happened).
    fn send(&mut self, text: &str);
    /// The player's next line.
    fn receive(&mut self) -> Heard;
}

/// Who said a line of a [`Transcript`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Judge,
    Player,
}

/// Every line of one game in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transcript(pub Vec<(Who, String)>);

impl Transcript {
    /// The game as a file shows it: `> ` before the judge's lines, `< ` before the player's.
    ///
    /// ```
    /// use impartial_tools::interactive::{Transcript, Who};
    /// let t = Transcript(vec![(Who::Judge, "3 1 1".into()), (Who::Player, "First".into())]);
    /// assert_eq!(t.render(), "> 3 1 1\n< First\n");
    /// ```
    pub fn render(&self) -> String {
        let mut text = String::new();
        for (who, line) in &self.0 {
            text.push_str(if *who == Who::Judge { "> " } else { "< " });
            text.push_str(line);
            text.push('\n');
        }
        text
    }

    /// How many moves the player made (its lines after the first).
    pub fn player_lines(&self) -> usize {
        self.0.iter().filter(|(w, _)| *w == Who::Player).count()
    }

    fn judge(&mut self, link: &mut dyn Link, text: &str) {
        self.0
            .extend(text.lines().map(|l| (Who::Judge, l.to_string())));
        link.send(text);
    }
}

/// How a game ended, as far as the conversation shows it (the caller adds the program's exit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// The player won.
    Won,
    /// The player lost or broke the protocol: the judge's reason.
    Lost(String),
    /// The player's output ended before the game did.
    Closed,
    /// The player said nothing within the time given.
    Idle,
}

/// Plays one game: the referee's opening, then each player line answered, until it is over.
pub fn converse(
    referee: &mut dyn Referee,
    link: &mut dyn Link,
    transcript: &mut Transcript,
) -> GameEnd {
    let opening = referee.opening();
    transcript.judge(link, &opening);
    loop {
        let line = match link.receive() {
            Heard::Line(line) => line,
            Heard::Closed => return GameEnd::Closed,
            Heard::Idle => return GameEnd::Idle,
        };
        transcript.0.push((Who::Player, line.clone()));
        match referee.hear(&line) {
            Turn::Reply(text) => transcript.judge(link, &text),
            Turn::Over { reply, result } => {
                transcript.judge(link, &reply);
                return match result {
                    Ok(()) => GameEnd::Won,
                    Err(why) => GameEnd::Lost(why),
                };
            }
        }
    }
}

/// The side a player's first line takes in a game where it chooses: `First` (`Ok(true)`) or
/// `Second` (`Ok(false)`); `Err` says what came instead.
///
/// ```
/// use impartial_tools::interactive::side;
/// assert_eq!(side("First\r"), Ok(true));
/// assert_eq!(side("Second"), Ok(false));
/// assert_eq!(side("first").unwrap_err(), "expected First or Second, found \"first\"");
/// ```
pub fn side(line: &str) -> Result<bool, String> {
    match line.trim() {
        "First" => Ok(true),
        "Second" => Ok(false),
        other => Err(format!("expected First or Second, found {:?}", other)),
    }
}

/// The blunder of a player that took the side `first` where the first player wins exactly
/// when `first_wins`; `None` when it took the winning side.
///
/// ```
/// use impartial_tools::interactive::wrong_side;
/// assert_eq!(wrong_side(true, true), None);
/// assert_eq!(wrong_side(false, true).unwrap(), "it chose Second where First wins");
/// ```
pub fn wrong_side(first: bool, first_wins: bool) -> Option<String> {
    let name = |first| if first { "First" } else { "Second" };
    (first != first_wins)
        .then(|| format!("it chose {} where {} wins", name(first), name(first_wins)))
}

/// The numbers of an instance file (unsigned integers separated by whitespace); `Err` names
/// the first token that is not one.
///
/// ```
/// use impartial_tools::interactive::instance_numbers;
/// assert_eq!(instance_numbers("6 1 2\n"), Ok(vec![6, 1, 2]));
/// assert!(instance_numbers("6 x 2").unwrap_err().contains("\"x\""));
/// ```
pub fn instance_numbers(text: &str) -> Result<Vec<u64>, String> {
    text.split_ascii_whitespace()
        .map(|w| {
            w.parse::<u64>()
                .map_err(|_| format!("expected an unsigned integer, found {:?}", w))
        })
        .collect()
}

/// One game of a registered interactive problem's judge (seeded `seed`) against a binary's
/// `solve` in process: the player's first line (its side) when it won and returned `Ok`, else
/// why not, with the transcript.
pub fn won_in_process(
    problem: &crate::registry::Problem,
    record: &[u64],
    seed: u64,
    solve: Solver,
) -> Result<String, String> {
    let interactive = problem.interactive.ok_or("not an interactive problem")?;
    let mut judge = (interactive.judge)(record, seed)?;
    let (ending, transcript, result) = in_process(&mut *judge, solve, Duration::from_secs(20));
    let first = transcript
        .0
        .iter()
        .find(|(w, _)| *w == Who::Player)
        .map(|(_, l)| l.clone())
        .unwrap_or_default();
    let lines = transcript.player_lines() as u64;
    match (ending, result) {
        (GameEnd::Won, Some(Ok(()))) if lines <= (interactive.max_lines)(record) => Ok(first),
        (ending, result) => Err(format!(
            "{:?} after {} lines, solve returned {:?}\n{}",
            ending,
            lines,
            result,
            transcript.render()
        )),
    }
}

/// Splits bytes that arrive in pieces into lines (a `\r` before the newline is dropped, as
/// judges read tokens).
#[derive(Default)]
pub struct LineBuffer(Vec<u8>);

impl LineBuffer {
    /// Takes `bytes` and returns the lines they complete.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<String> {
        self.0.extend_from_slice(bytes);
        let mut lines = Vec::new();
        while let Some(end) = self.0.iter().position(|&b| b == b'\n') {
            let mut line: Vec<u8> = self.0.drain(..=end).collect();
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            lines.push(String::from_utf8_lossy(&line).into_owned());
        }
        lines
    }

    /// What is left after the end: a last line without its newline, if any.
    pub fn rest(&mut self) -> Option<String> {
        (!self.0.is_empty())
            .then(|| String::from_utf8_lossy(&std::mem::take(&mut self.0)).into_owned())
    }
}

/// Reads `source` on a thread and hands its lines over a channel (`None` at its end), so that
/// a reader can wait for a line with a time limit.
pub fn line_reader<R: Read + Send + 'static>(mut source: R) -> Receiver<Option<String>> {
    let (to, from) = mpsc::channel();
    thread::spawn(move || {
        let mut lines = LineBuffer::default();
        let mut buf = [0u8; 4096];
        loop {
            match source.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    for line in lines.push(&buf[..n]) {
                        if to.send(Some(line)).is_err() {
                            return;
                        }
                    }
                }
            }
        }
        if let Some(last) = lines.rest() {
            let _ = to.send(Some(last));
        }
        let _ = to.send(None);
    });
    from
}

/// A byte pipe inside one process: what one side writes, the other reads, chunk by chunk.
struct PipeIn {
    from: Receiver<Vec<u8>>,
    pending: Vec<u8>,
}

impl Read for PipeIn {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        // An empty chunk is no end of input: only a closed pipe is.
        while self.pending.is_empty() {
            match self.from.recv() {
                Ok(bytes) => self.pending = bytes,
                Err(_) => return Ok(0),
            }
        }
        let n = buf.len().min(self.pending.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }
}

struct PipeOut(Sender<Vec<u8>>);

impl Write for PipeOut {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0
            .send(buf.to_vec())
            .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "the judge left"))?;
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A player on the other end of in-process pipes.
struct InProcess {
    to: Option<Sender<Vec<u8>>>,
    lines: Receiver<Option<String>>,
    patience: Duration,
}

impl Link for InProcess {
    fn send(&mut self, text: &str) {
        if let Some(to) = &self.to {
            let _ = to.send(text.as_bytes().to_vec());
        }
    }
    fn receive(&mut self) -> Heard {
        match self.lines.recv_timeout(self.patience) {
            Ok(Some(line)) => Heard::Line(line),
            Ok(None) | Err(mpsc::RecvTimeoutError::Disconnected) => Heard::Closed,
            Err(mpsc::RecvTimeoutError::Timeout) => Heard::Idle,
        }
    }
}

/// One game of `referee` against a binary's `solve` run in process on a thread: the ending,
/// the transcript and what `solve` returned (`None` when it had not returned a second after
/// the game: it would hang). A reply not flushed within `patience` is [`GameEnd::Idle`].
pub fn in_process(
    referee: &mut dyn Referee,
    solve: Solver,
    patience: Duration,
) -> (GameEnd, Transcript, Option<Result<(), String>>) {
    let (to_player, player_in) = mpsc::channel();
    let (player_out, from_player) = mpsc::channel::<Vec<u8>>();
    let (done, finished) = mpsc::channel();
    thread::spawn(move || {
        let mut input = PipeIn {
            from: player_in,
            pending: Vec::new(),
        };
        let mut output = PipeOut(player_out);
        let result = solve(&mut input, &mut output).map_err(|e| e.to_string());
        let _ = done.send(result);
    });
    let mut link = InProcess {
        to: Some(to_player),
        lines: line_reader(PipeIn {
            from: from_player,
            pending: Vec::new(),
        }),
        patience,
    };
    let mut transcript = Transcript::default();
    let ending = converse(referee, &mut link, &mut transcript);
    // The judge closes its end: a player still waiting for a line sees the end of its input.
    link.to = None;
    let result = finished.recv_timeout(Duration::from_secs(1)).ok();
    (ending, transcript, result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_split_wherever_the_bytes_break() {
        let mut b = LineBuffer::default();
        assert_eq!(b.push(b"Fi"), Vec::<String>::new());
        assert_eq!(b.push(b"rst\r\n3 2\n1"), vec!["First", "3 2"]);
        assert_eq!(b.rest(), Some("1".to_string()));
        assert_eq!(b.rest(), None);
    }
}
