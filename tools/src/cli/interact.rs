//! `impartial interact PROBLEM [INPUT]`: the judge of an interactive problem alone, on its own
//! stdin and stdout, for a harness that connects it to a player (`oj test-reactive` runs it as
//! `-c ./a.out 'impartial interact abc278g INSTANCE'`, the player's stdout on the judge's stdin
//! and back). It says the instance, answers every line, playing perfectly, and exits 0 when
//! the player won, 1 when it lost, 2 on a usage error or a malformed instance (never blamed on
//! the player). The verdict is one line on stderr. See `docs/interactive.md`.

use super::{parse, usage_error, Command, Opt};
use crate::interactive::{converse, line_reader, GameEnd, Heard, Link, Transcript};
use crate::registry::{self, Problem};
use std::io::Write;
use std::sync::mpsc::Receiver;

/// The command's table.
pub const COMMAND: Command = Command {
    name: "interact",
    summary: "the judge of an interactive problem on stdin/stdout (oj test-reactive)",
    usage: "[OPTIONS] (PROBLEM | --game GAME) [INPUT]",
    about: "\
Plays the judge's side of an interactive PROBLEM on stdin and stdout, perfectly: the instance
in INPUT (the numbers the judge opens with, as in testdata/PROBLEM/*.in), or one drawn from the
judge's bounds by --seed. Exit status 0 when the player won, 1 when it lost or broke the
protocol (the reason on stderr), 2 on a usage error or a malformed INPUT. With --game GAME,
any heap game of the lab on the protocol of docs/interactive.md (INPUT: C h1 .. hC).",
    operands: &[
        (
            "PROBLEM",
            "an interactive problem of the registry, e.g. abc278g",
        ),
        (
            "INPUT",
            "a file holding the instance, e.g. testdata/abc278g/sample-1.in",
        ),
    ],
    options: &[
        Opt {
            flag: "--game",
            value: Some("GAME"),
            help: "a heap game of the lab instead of PROBLEM: 0.77, sub:1,3,4, allbut:2",
        },
        Opt {
            flag: "--seed",
            value: Some("S"),
            help: "the judge's choices among equally good moves, and the instance\n\
                   drawn without INPUT (default 0)",
        },
        Opt {
            flag: "--transcript",
            value: Some("FILE"),
            help: "write the whole game there (> judge, < player)",
        },
    ],
    notes: "\
Example: oj test-reactive -c ./a.out 'impartial interact abc278g testdata/abc278g/sample-1.in'",
    doc: "docs/interactive.md",
    run,
};

/// The player at the other end of this process's stdin and stdout.
struct Terminal {
    lines: Receiver<Option<String>>,
}

impl Link for Terminal {
    fn send(&mut self, text: &str) {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    }

    fn receive(&mut self) -> Heard {
        match self.lines.recv() {
            Ok(Some(line)) => Heard::Line(line),
            Ok(None) | Err(_) => Heard::Closed,
        }
    }
}

/// The interactive problem called `name`, or why not.
pub(super) fn interactive_problem(name: &str) -> Result<&'static Problem, String> {
    let known = || {
        let names: Vec<&str> = registry::PROBLEMS
            .iter()
            .filter(|p| p.interactive.is_some())
            .map(|p| p.name)
            .collect();
        names.join(" ")
    };
    match registry::problem(name) {
        Some(p) if p.interactive.is_some() => Ok(p),
        Some(_) => Err(format!(
            "{} is not interactive; interactive problems: {}",
            name,
            known()
        )),
        None => Err(format!(
            "unknown problem {:?}; interactive problems: {}",
            name,
            known()
        )),
    }
}

/// The instance in `path`: its numbers, a valid record of the judge's domain or the extended
/// one; `Err` says what is wrong with the file.
pub(super) fn read_instance(problem: &Problem, path: &str) -> Result<Vec<u64>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {}", path, e))?;
    problem.read_numbers(&text).map_err(|e| {
        format!(
            "{}: is not an instance of {} (see docs/problems.md): {}",
            path, problem.name, e
        )
    })
}

fn run(args: &[String]) -> i32 {
    let parsed = match parse(&COMMAND, args) {
        Ok(parsed) => parsed,
        Err(status) => return status,
    };
    let (source, rest) = match super::play::Source::from(&parsed) {
        Ok(found) => found,
        Err(e) => return usage_error(&COMMAND, &e),
    };
    let input = match rest {
        [] => None,
        [input] => Some(input),
        _ => return usage_error(&COMMAND, "expected (PROBLEM | --game GAME) [INPUT]"),
    };
    let seed = match parsed.whole_number("--seed") {
        Ok(seed) => seed.unwrap_or(0),
        Err(e) => return usage_error(&COMMAND, &e),
    };
    let record = match input {
        Some(path) => match source.read_instance(path) {
            Ok(record) => record,
            Err(e) => {
                eprintln!("impartial interact: {}", e);
                return 2;
            }
        },
        None => source.instance(seed, 0),
    };
    let mut judge = match source.judge(&record, seed) {
        Ok(judge) => judge,
        Err(e) => {
            eprintln!("impartial interact: {}", e);
            return 2;
        }
    };
    let mut link = Terminal {
        lines: line_reader(std::io::stdin()),
    };
    let mut transcript = Transcript::default();
    let ending = converse(&mut *judge, &mut link, &mut transcript);
    if let Some(path) = parsed.value("--transcript") {
        if let Err(e) = std::fs::write(path, transcript.render()) {
            eprintln!("impartial interact: {}: {}", path, e);
        }
    }
    let moves = transcript.player_lines().saturating_sub(1);
    let (status, verdict) = match ending {
        GameEnd::Won => (0, format!("AC: the player won in {} moves", moves)),
        GameEnd::Lost(why) => (1, format!("WA: {}", why)),
        GameEnd::Closed => (
            1,
            "WA: the player's output ended before the game did".to_string(),
        ),
        GameEnd::Idle => (1, "ILE: no answer: did it flush?".to_string()),
    };
    eprintln!("impartial interact {}: {}", source.name(), verdict);
    status
}
