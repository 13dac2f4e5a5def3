//! `impartial lab` with `--loopy` (a program whose positions may repeat: outcomes with draws and
//! the generalized Sprague-Grundy values, [`crate::lab::loopy`]) or `--misere` (heap games played
//! misère: outcomes, genera and sums, [`crate::lab::misere`]), and the two subcommands they
//! bring: `lab outcomes GAME N` and `lab sum GAME SUM [N]`. [`super::lab::run`] hands these
//! command lines here.

use super::lab::LabError;
use super::Opt;
use crate::lab::loopy::{self, Outcome, Value};
use crate::lab::program::{self, Position};
use crate::lab::{default_n, Game};
use std::collections::HashMap;
use std::io::Write;
use std::time::Duration;

mod misere;

pub use misere::MISERE_LIMIT;

/// `--loopy`, in `impartial lab`'s option table.
pub const LOOPY: Opt = Opt {
    flag: "--loopy",
    value: None,
    help: "a program whose positions may repeat: draws, generalized values",
};

/// `--misere`, in `impartial lab`'s option table.
pub const MISERE: Opt = Opt {
    flag: "--misere",
    value: None,
    help: "misère play of a heap game: outcomes, genus, sums",
};

/// Answers the command lines that are this file's (`--loopy`, `--misere`, `lab outcomes`, `lab
/// sum`), `None` for the others; `words` are the operands, `args` the whole command line.
pub fn dispatch(
    args: &[String],
    sub: &str,
    words: &[String],
    timeout: Duration,
    out: &mut dyn Write,
) -> Option<Result<(), LabError>> {
    let parsed = match super::lab::COMMAND.parse(args) {
        Ok(p) => p,
        Err(e) => return Some(Err(LabError::Usage(e))),
    };
    let play = Play {
        loopy: parsed.switch("--loopy"),
        misere: parsed.switch("--misere"),
        timeout,
    };
    (play.loopy || play.misere || matches!(sub, "outcomes" | "sum"))
        .then(|| run(sub, words, &play, out))
}

/// What the command line asked for, beyond its words.
pub struct Play {
    /// `--loopy`: the positions may repeat.
    pub loopy: bool,
    /// `--misere`: the last player to move loses.
    pub misere: bool,
    /// A program's time limit.
    pub timeout: Duration,
}

fn usage(text: &str) -> LabError {
    LabError::Usage(text.to_string())
}

fn count(text: &str) -> Result<usize, LabError> {
    text.replace('_', "")
        .parse::<usize>()
        .ok()
        .filter(|&n| (1..u32::MAX as usize - 1).contains(&n))
        .ok_or_else(|| {
            LabError::Usage(format!(
                "N: expected a count from 1 to 2^32 - 2, found \"{}\"",
                text
            ))
        })
}

/// Reads `a+b+c`, each part a position (`12`, `3,4`, `1,2,3`, `pair:3,4`) with an optional
/// repeat (`5*3`: three of them).
///
/// ```
/// use impartial_tools::cli::lab_outcomes::parse_sum;
/// use impartial_tools::lab::program::Position;
/// let parts = parse_sum("pair:1,2+3*2").unwrap();
/// assert_eq!(parts[0], Position::Typed("pair".into(), vec![1, 2]));
/// assert_eq!(parts[1..], [Position::Heap(3), Position::Heap(3)]);
/// assert!(parse_sum("3+x").unwrap_err().contains("column 3"));
/// ```
pub fn parse_sum(text: &str) -> Result<Vec<Position>, String> {
    let mut parts = Vec::new();
    let mut column = 1;
    for word in text.split('+') {
        let bad = || {
            format!(
                "sum \"{}\": column {}: expected a position (12, 3,4, pair:3,4) or a repeat (12*3), found \"{}\"",
                text, column, word
            )
        };
        let (p, times) = match word.trim().rsplit_once('*') {
            Some((p, k)) => (
                p,
                k.parse::<usize>()
                    .ok()
                    .filter(|&k| k <= 1000)
                    .ok_or_else(bad)?,
            ),
            None => (word.trim(), 1),
        };
        let position = program::position(p).ok_or_else(bad)?;
        parts.extend(std::iter::repeat(position).take(times));
        column += word.len() + 1;
    }
    Ok(parts)
}

const PARTIZAN: &str = "a partizan game (moves of each player's own, split by |) has outcomes only: lab outcomes GAME N --loopy";

/// A loopy program's positions, options, outcomes and values.
struct Loopy {
    names: Vec<Position>,
    outcomes: Vec<Outcome>,
    values: Vec<Value>,
    /// A partizan game's outcomes (then `outcomes` and `values` are empty).
    partizan: Option<Vec<loopy::Partizan>>,
}

fn loopy_run(command: &str, n: usize, play: &Play) -> Result<Loopy, String> {
    let text = program::run(command, n, play.timeout)?;
    let listing = program::parse(&text)?;
    if listing.is_partizan() {
        let (left, right) = loopy::partizan_options(&listing)?;
        return Ok(Loopy {
            partizan: Some(loopy::partizan(&left, &right)),
            names: listing.names,
            outcomes: Vec::new(),
            values: Vec::new(),
        });
    }
    let options = loopy::single_options(&listing)?;
    let outcomes = loopy::outcomes(&options);
    let values = loopy::gamma(&options);
    Ok(Loopy {
        names: listing.names,
        outcomes,
        values,
        partizan: None,
    })
}

/// The positions to show: heaps `0..n`, or the points below `n`, as listed.
fn shown(names: &[Position], n: usize) -> Result<Vec<usize>, String> {
    let index: HashMap<Position, usize> = names
        .iter()
        .enumerate()
        .map(|(i, p)| (p.clone(), i))
        .collect();
    if names
        .iter()
        .any(|p| matches!(p, Position::Tuple(_) | Position::Typed(..)))
    {
        return Ok((0..names.len()).collect());
    }
    let plane = names.iter().any(|p| matches!(p, Position::Point(..)));
    let mut out = Vec::new();
    for x in 0..n as u64 {
        for y in 0..if plane { n as u64 } else { 1 } {
            let p = if plane {
                Position::Point(x, y)
            } else {
                Position::Heap(x)
            };
            out.push(
                *index
                    .get(&p)
                    .ok_or_else(|| format!("program output: position {} has no line", p))?,
            );
        }
    }
    Ok(out)
}

/// Runs `lab values|outcomes|sum ...` with `--loopy` or `--misere` (`words` without the
/// options), writing the answer to `out`.
pub fn run(sub: &str, words: &[String], play: &Play, out: &mut dyn Write) -> Result<(), LabError> {
    if play.loopy && play.misere {
        return Err(usage(
            "--loopy and --misere together: misère play of a loopy game is not offered",
        ));
    }
    let (most, form) = match sub {
        "values" => (3, "lab values GAME N --loopy|--misere"),
        "outcomes" => (3, "lab outcomes GAME N [--loopy|--misere]"),
        "sum" => (4, "lab sum GAME SUM [N] [--loopy|--misere]"),
        _ => {
            return Err(usage(&format!(
                "lab {}: --loopy and --misere work with values, outcomes and sum",
                sub
            )))
        }
    };
    if let Some(extra) = words.get(most) {
        return Err(usage(&format!(
            "unexpected argument \"{}\" (usage: {}; quote a sum or a program's command as one word)",
            extra, form
        )));
    }
    let name = words.get(1).ok_or_else(|| usage(form))?;
    let game = Game::parse(name)?;
    let text = if !play.loopy && !play.misere {
        match &game {
            Game::Program(command) => normal_answer(sub, words, command, &game, play)?,
            _ => {
                return Err(usage(
                    "lab outcomes and lab sum of a code: give --misere (normal play: lab values gives G(n), and a sum's value is their xor)",
                ))
            }
        }
    } else if play.loopy {
        let command = match &game {
            Game::Program(c) => c,
            _ => {
                return Err(LabError::Error(format!(
                    "--loopy: {} never repeats a position; --loopy is for programs (prog:COMMAND)",
                    name
                )))
            }
        };
        loopy_answer(sub, words, command, &game, play)?
    } else {
        misere::answer(sub, words, &game, play.timeout)?
    };
    out.write_all(text.as_bytes())
        .map_err(|e| LabError::Error(format!("writing the answer: {}", e)))
}

fn loopy_answer(
    sub: &str,
    words: &[String],
    command: &str,
    game: &Game,
    play: &Play,
) -> Result<String, LabError> {
    let n_at = |i: usize, form: &str| -> Result<usize, LabError> {
        match words.get(i) {
            Some(t) => count(t),
            None if sub == "sum" => Ok(default_n(game)),
            None => Err(usage(form)),
        }
    };
    let mut text = String::new();
    match sub {
        "values" | "outcomes" => {
            let n = n_at(2, &format!("lab {} GAME N --loopy", sub))?;
            let l = loopy_run(command, n, play)?;
            let order = shown(&l.names, n)?;
            if let Some(p) = &l.partizan {
                if sub == "values" {
                    return Err(LabError::Error(PARTIZAN.to_string()));
                }
                let who = |w: Option<bool>| match w {
                    Some(true) => "Left",
                    Some(false) => "Right",
                    None => "draw",
                };
                for i in order {
                    text += &format!(
                        "{} {} {} {}\n",
                        l.names[i],
                        who(p[i].left_starts),
                        who(p[i].right_starts),
                        p[i].class()
                    );
                }
            } else if sub == "values" {
                let plane = l.names.iter().any(|p| matches!(p, Position::Point(..)));
                let row = if plane { n } else { order.len() };
                for chunk in order.chunks(row.max(1)) {
                    let v: Vec<String> = chunk.iter().map(|&i| l.values[i].to_string()).collect();
                    text += &(v.join(" ") + "\n");
                }
            } else {
                for i in order {
                    text += &format!(
                        "{} {} {}\n",
                        l.names[i],
                        l.outcomes[i].letter(),
                        l.values[i]
                    );
                }
            }
        }
        _ => {
            let sum_text = words
                .get(2)
                .ok_or_else(|| usage("lab sum GAME SUM [N] --loopy"))?;
            let parts = parse_sum(sum_text)?;
            let n = n_at(3, "")?;
            let l = loopy_run(command, n, play)?;
            if l.partizan.is_some() {
                return Err(LabError::Error(PARTIZAN.to_string()));
            }
            let index: HashMap<Position, usize> = l
                .names
                .iter()
                .enumerate()
                .map(|(i, p)| (p.clone(), i))
                .collect();
            let mut values = Vec::new();
            let mut said = Vec::new();
            for p in &parts {
                let i = *index
                    .get(p)
                    .ok_or_else(|| not_listed(sum_text, p, &l.names, n))?;
                values.push(l.values[i].clone());
                said.push(format!("γ({}) = {}", p, l.values[i]));
            }
            let total = loopy::sum(&values);
            let outcome = total.outcome();
            let infinite = values
                .iter()
                .filter(|v| matches!(v, Value::Infinite(_)))
                .count();
            let why =
                match (&total, infinite) {
                    (Value::Finite(x), _) => format!("all finite, xor {}", x),
                    (_, 1) => {
                        let (finite, k) =
                            values.iter().fold((0, String::new()), |(x, k), v| match v {
                                Value::Finite(f) => (x ^ f, k),
                                Value::Infinite(_) => (x, v.to_string()[3..].to_string()),
                            });
                        format!(
                        "one infinite part, ∞{}, and the others xor to {}, {} {}: the sum is {}",
                        k,
                        finite,
                        if outcome == Outcome::Win { "which is in" } else { "which is not in" },
                        k,
                        total
                    )
                    }
                    _ => format!("{} infinite parts: the sum is ∞{{}}", infinite),
                };
            text = format!(
                "{} gamma\n{}: {} ({}; the sum theorem of Smith and Fraenkel): {}\n",
                outcome.letter(),
                sum_text,
                said.join(", "),
                why,
                outcome.words()
            );
        }
    }
    Ok(text)
}

/// Normal play of a program without loops: each position's outcome and Grundy value, and sums
/// by the xor (Sprague-Grundy); the positions may be of several kinds.
fn normal_answer(
    sub: &str,
    words: &[String],
    command: &str,
    game: &Game,
    play: &Play,
) -> Result<String, LabError> {
    let at = if sub == "sum" { 3 } else { 2 };
    let n = match words.get(at) {
        Some(t) => count(t)?,
        None if sub == "sum" => default_n(game),
        None => return Err(usage("lab outcomes GAME N")),
    };
    let sum_text = if sub == "sum" {
        Some(words.get(2).ok_or_else(|| usage("lab sum GAME SUM [N]"))?)
    } else {
        None
    };
    let text = program::run(command, n, play.timeout)?;
    let listing = program::parse(&text)?;
    let g = program::grundy(&listing)?;
    let mut out = String::new();
    match sum_text {
        None => {
            for i in shown(&listing.names, n)? {
                let o = if g[i] == 0 { 'P' } else { 'N' };
                out += &format!("{} {} {}\n", listing.names[i], o, g[i]);
            }
        }
        Some(sum_text) => {
            let index: HashMap<Position, usize> = listing
                .names
                .iter()
                .enumerate()
                .map(|(i, p)| (p.clone(), i))
                .collect();
            let mut xor = 0;
            let mut said = Vec::new();
            for p in parse_sum(sum_text)? {
                let i = *index
                    .get(&p)
                    .ok_or_else(|| not_listed(sum_text, &p, &listing.names, n))?;
                xor ^= g[i];
                said.push(format!("G({}) = {}", p, g[i]));
            }
            out = format!(
                "{} grundy\n{}: {}, xor {}: {}\n",
                if xor == 0 { 'P' } else { 'N' },
                sum_text,
                said.join(", "),
                xor,
                if xor == 0 {
                    "the player to move loses"
                } else {
                    "the player to move wins"
                }
            );
        }
    }
    Ok(out)
}

/// A part of a sum the program never listed: of a kind it has no rule for, or just not listed.
fn not_listed(sum_text: &str, p: &Position, names: &[Position], n: usize) -> String {
    match p.kind() {
        Some(kind) if !names.iter().any(|q| q.kind() == Some(kind)) => format!(
            "sum \"{}\": position {} is of the kind {}, which has no rule (the program lists no {} position)",
            sum_text, p, kind, kind
        ),
        _ => format!(
            "sum \"{}\": position {} is not among the positions the program listed for N = {}",
            sum_text, p, n
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lab(args: &[&str]) -> Result<String, LabError> {
        let args: Vec<String> = args
            .iter()
            .map(|s| s.to_string())
            .chain(["--quiet".to_string()])
            .collect();
        let mut out = Vec::new();
        super::super::lab::run(&args, &mut out).map(|()| String::from_utf8(out).unwrap())
    }

    fn error(args: &[&str]) -> String {
        match lab(args) {
            Err(LabError::Error(e)) | Err(LabError::Usage(e)) => {
                assert!(!e.contains('\n') && !e.is_empty(), "{}", e);
                e
            }
            Ok(text) => panic!("{:?} answered {}", args, text),
            Err(other) => panic!("{:?} failed as {:?}", args, other),
        }
    }

    /// 0 is stuck, 1 has a self-loop and a move to 0, 2 and 3 form a cycle that 3 may leave for
    /// 1 (a win for the player who gets it), 4 moves to 0 or 2.
    const LOOPY: &str = "prog:printf '0:\\n1: 0 1\\n2: 3\\n3: 2 1\\n4: 0 2\\n'";

    #[cfg(unix)]
    #[test]
    fn loopy_programs() {
        assert_eq!(
            lab(&["values", LOOPY, "5", "--loopy"]).unwrap(),
            "0 ∞{0} ∞{} ∞{} ∞{0}\n"
        );
        assert_eq!(
            lab(&["outcomes", LOOPY, "5", "--loopy"]).unwrap(),
            "0 P 0\n1 N ∞{0}\n2 D ∞{}\n3 D ∞{}\n4 N ∞{0}\n"
        );
        let first = |sum: &str| {
            lab(&["sum", LOOPY, sum, "5", "--loopy"])
                .unwrap()
                .lines()
                .next()
                .unwrap()
                .to_string()
        };
        assert_eq!(first("0+0"), "P gamma");
        assert_eq!(first("1+0"), "N gamma");
        assert_eq!(first("1+2"), "D gamma");
        assert_eq!(first("1*2"), "D gamma");
        // Without --loopy the loop is an error that names the flag.
        let e = error(&["values", LOOPY, "5"]);
        assert!(
            e.contains("reachable from itself") && e.contains("--loopy"),
            "{}",
            e
        );
        // A loop-free program: γ is the Grundy value.
        let chain = "prog:printf '0:\\n1: 0\\n2: 1 0\\n3: 2 1\\n'";
        assert_eq!(
            lab(&["values", chain, "4", "--loopy"]).unwrap(),
            "0 1 2 0\n"
        );
        assert_eq!(lab(&["values", chain, "4"]).unwrap(), "0 1 2 0\n");
        let e = error(&["values", "prog:printf '0:\\n1: 0+0\\n'", "2", "--loopy"]);
        assert!(e.contains("position 1 has the option 0+0, a sum"), "{}", e);
        // A partizan game: 0 stuck; at 1 only Left moves (to 0); at 2 Left moves to 1, Right
        // to 0; 3 and 4 pass the turn round a cycle, and only Right may leave it (to 0).
        let partizan = "prog:printf '0:\\n1: 0 |\\n2: 1 | 0\\n3: 4\\n4: 3 | 3 0\\n'";
        assert_eq!(
            lab(&["outcomes", partizan, "5", "--loopy"]).unwrap(),
            "0 Right Left P\n1 Left Left L\n2 Left Right N\n3 Right draw -\n4 draw Right -\n"
        );
        let e = error(&["values", partizan, "5", "--loopy"]);
        assert!(e.contains("has outcomes only"), "{}", e);
        let e = error(&["values", partizan, "5"]);
        assert!(
            e.contains("position 1 gives each player moves of their own"),
            "{}",
            e
        );
        let e = error(&["sum", LOOPY, "1+7", "5", "--loopy"]);
        assert!(e.contains("position 7 is not among"), "{}", e);
    }

    /// Normal play with positions of two kinds: outcomes, values and sums by the xor.
    #[cfg(unix)]
    #[test]
    fn positions_of_several_kinds() {
        let kinds = "prog:printf 'heap:0:\\nheap:1: heap:0\\nheap:2: heap:1 heap:0\\npair:1,2: heap:1+heap:2 heap:2*2\\n'";
        assert_eq!(
            lab(&["outcomes", kinds, "3"]).unwrap(),
            "heap:0 P 0\nheap:1 N 1\nheap:2 N 2\npair:1,2 N 1\n"
        );
        let a = lab(&["sum", kinds, "pair:1,2+heap:1", "3"]).unwrap();
        assert_eq!(
            a,
            "P grundy\npair:1,2+heap:1: G(pair:1,2) = 1, G(heap:1) = 1, xor 0: the player to move loses\n"
        );
        assert!(lab(&["sum", kinds, "heap:2*3", "3"])
            .unwrap()
            .starts_with("N grundy"));
        let e = error(&["sum", kinds, "row:3", "3"]);
        assert!(e.contains("of the kind row, which has no rule"), "{}", e);
        let e = error(&["sum", kinds, "heap:7", "3"]);
        assert!(
            e.contains("position heap:7 is not among the positions"),
            "{}",
            e
        );
        // `values` reads a table a kind, and says why a kind of two numbers has none.
        assert_eq!(
            lab(&["values", kinds, "3"]).unwrap(),
            "kind heap: 0 1 2\nkind pair: positions of two numbers or more (pair:1,2): no table of one number to read a pattern in; lab outcomes GAME N lists them\n"
        );
        let e = error(&["values", "prog:printf '0,0,0:\\n1,0,0: 0,0,0\\n'", "2"]);
        assert!(
            e.contains("lab outcomes GAME N lists each position's value"),
            "{}",
            e
        );
    }

    #[test]
    fn misere_heaps() {
        // Misère Nim: G⁻ is the size, but 0 and 1 swap.
        assert_eq!(
            lab(&["values", "0.[3]", "6", "--misere"]).unwrap(),
            "1 0 2 3 4 5\n"
        );
        assert_eq!(
            lab(&["outcomes", "0.77", "6", "--misere"]).unwrap(),
            "0 N 0^{120} tame\n1 P 1^{031} tame\n2 N 2^{20} tame\n3 N 3^{31} tame\n4 P 1^{031} tame\n5 N 4^{146} wild\n"
        );
        let a = lab(&["sum", "0.[3]", "1*3", "--misere"]).unwrap();
        assert!(a.starts_with("P genus\n"), "{}", a);
        let a = lab(&["sum", "0.77", "5+5", "--misere"]).unwrap();
        // (checked against the search of lab::misere's tests: the mirror strategy fails misère)
        assert!(a.starts_with("N search\n") && a.contains("wild"), "{}", a);
        let a = lab(&["sum", "0.77", "4+1", "--misere"]).unwrap();
        assert!(a.starts_with("N genus\n"), "{}", a);
    }

    #[test]
    fn bad_command_lines() {
        for (args, want) in [
            (
                &["sum", "0.77", "1+x", "--misere"][..],
                "column 3: expected a position",
            ),
            (&["sum", "0.77", "1+2"], "give --misere"),
            (
                &["outcomes", "0.77", "5", "--loopy", "--misere"],
                "together",
            ),
            (
                &["pattern", "0.77", "--misere"],
                "work with values, outcomes and sum",
            ),
            (
                &["values", "wythoff", "5", "--misere"],
                "not a game on the plane",
            ),
            (
                &["values", "0.77", "5", "--loopy"],
                "never repeats a position",
            ),
            (
                &["outcomes", "0.77", "--misere"],
                "lab outcomes GAME N --misere",
            ),
            (&["sum", "0.77", "1", "2", "--misere"], "takes no N"),
            (
                &["sum", "0.77", "1", "2", "3", "--misere"],
                "unexpected argument \"3\"",
            ),
        ] {
            let e = error(args);
            assert!(e.contains(want), "{:?}: {}", args, e);
        }
        assert_eq!(
            parse_sum("3,4+5*2").unwrap(),
            [Position::Point(3, 4), Position::Heap(5), Position::Heap(5)]
        );
    }
}
