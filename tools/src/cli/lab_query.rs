//! `lab value GAME POS` and `lab move GAME POS` ([`crate::lab::query`]): a position's value,
//! and every winning move from it or that it is lost. POS is a heap (`11`), a sum of heaps
//! (`4+6+11`) or, for the plane, points (`3,4` or `3,4+1,2`). A malformed position or one
//! beyond the table is a usage error (exit status 2), one line.

use super::lab::LabError;
use crate::lab::closed_form::{self, Refusal};
use crate::lab::query::{parse_sum, show_sum, QueryError, QueryTable};
use crate::lab::{emit, Game};
use std::io::Write;
use std::time::Duration;

/// Answers `words` = `[value|move, GAME, POS]`.
pub fn run(words: &[String], timeout: Duration, out: &mut dyn Write) -> Result<(), LabError> {
    let sub = words[0].as_str();
    let form = format!(
        "lab {} GAME POS (POS: 11, 4+6+11, or 3,4 on the plane)",
        sub
    );
    if let Some(extra) = words.get(3) {
        return Err(LabError::Usage(format!(
            "unexpected argument \"{}\" (usage: {}; write a sum as one word: 4+6+11)",
            extra, form
        )));
    }
    let (Some(name), Some(pos)) = (words.get(1), words.get(2)) else {
        return Err(LabError::Usage(form));
    };
    // A heap game's value comes from its theorem where one gives it (any heap in u64, no table),
    // else from its table ([`closed_form`]); a program's game and the plane from the query's.
    if sub == "value" {
        if let Ok(heaps) = closed_form::heaps(pos) {
            match closed_form::answer(name, &heaps, false) {
                Ok(a) => {
                    return out
                        .write_all(format!("{}\n{}\n", a.value, a.how).as_bytes())
                        .map_err(|e| LabError::Error(e.to_string()))
                }
                Err(Refusal::Game(_)) => {}
                Err(refusal) => return Err(LabError::Error(refusal.to_string())),
            }
        }
    }
    let game = Game::parse(name)?;
    let sum = parse_sum(pos).map_err(LabError::Usage)?;
    let solver = QueryTable::new(&game, &sum, timeout).map_err(|e| match e {
        QueryError::Usage(e) => LabError::Usage(e),
        QueryError::Failed(e) => LabError::Error(e),
    })?;
    let total = solver.sum_value(&sum);
    let mut text = String::new();
    match sub {
        "value" => {
            text += &format!("{}\n", total);
            if sum.len() > 1 {
                let each: Vec<String> = sum
                    .iter()
                    .map(|p| format!("G({}) = {}", p, solver.value(p)))
                    .collect();
                let xors: Vec<String> = sum.iter().map(|p| solver.value(p).to_string()).collect();
                text += &format!("{}: {} = {}\n", each.join(", "), xors.join(" xor "), total);
            }
        }
        _ => {
            let moves = solver.winning_moves(&sum);
            if moves.is_empty() {
                let mut count = 0u64;
                for p in &sum {
                    solver.for_each_option(p, &mut |_, _| count += 1);
                }
                text += &match count {
                    0 => "lost: value 0, no move at all\n".to_string(),
                    1 => "lost: value 0, its one move leaves a winning position\n".to_string(),
                    n => format!(
                        "lost: value 0, each of its {} moves leaves a winning position\n",
                        n
                    ),
                };
            } else {
                let plural = if moves.len() == 1 { "" } else { "s" };
                text += &format!(
                    "win: value {}, {} winning move{}\n",
                    total,
                    moves.len(),
                    plural
                );
                for m in &moves {
                    let after = m.apply(&sum);
                    let after = if after.is_empty() {
                        "nothing".to_string()
                    } else {
                        show_sum(&after)
                    };
                    text += &format!("{}; then {}\n", m.describe(), after);
                }
            }
        }
    }
    out.write_all(text.as_bytes())
        .map_err(|e| LabError::Error(e.to_string()))
}

/// `lab emit`'s winning move after its `grundy`, for a heap game (a code), within the 64 KiB
/// an emitted file may take.
pub fn append_move(text: &mut String, game: &Game, lang: emit::Lang) -> Result<(), LabError> {
    if let Game::Heap(code) = game {
        *text += &crate::lab::emit_move::emit_move(code, lang);
        if text.len() > emit::LIMIT {
            return Err(LabError::Error(format!(
                "the functions for {} would take {} bytes with the winning move; 64 KiB is the limit",
                code.name,
                text.len()
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lab(args: &[&str]) -> Result<String, LabError> {
        let words: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        run(&words, Duration::from_secs(5), &mut out).map(|()| String::from_utf8(out).unwrap())
    }

    #[test]
    fn values_and_moves_as_printed() {
        // Kayles: G(4) = 1, G(6) = 3, G(11) = 6 (Winning Ways' table).
        assert_eq!(
            lab(&["value", "0.77", "4+6+11"]).unwrap(),
            "4\nG(4) = 1, G(6) = 3, G(11) = 6: 1 xor 3 xor 6 = 4\n\
             0.77: G(n) = G(71 + (n - 71) mod 12) for n >= 71 (the table below), proved by the \
             periodicity theorem of Guy and Smith (finite code, t = 2, at most 2 heaps): \
             G(n + 12) = G(n) for 71 <= n < 156, checked in G(0..168)\n"
        );
        assert!(lab(&["value", "0.77", "11"])
            .unwrap()
            .starts_with("6\n0.77: G(n) = "));
        // Nim 3+5+6 is lost (3 xor 5 xor 6 = 0); Nim 1+2: take 1 from the 2.
        assert_eq!(
            lab(&["move", "0.[3]", "3+5+6"]).unwrap(),
            "lost: value 0, each of its 14 moves leaves a winning position\n"
        );
        assert_eq!(
            lab(&["move", "0.[3]", "1+2"]).unwrap(),
            "win: value 3, 1 winning move\nheap 2 (2): take 1, leave 1; then 1+1\n"
        );
        assert_eq!(
            lab(&["move", "sub:2", "1"]).unwrap(),
            "lost: value 0, no move at all\n"
        );
        // Wythoff (1,2) is a P-position: from (2,2) take both to (0,0)... or one to (1,2).
        let w = lab(&["move", "wythoff", "2,2"]).unwrap();
        assert!(w.starts_with("win: value "), "{}", w);
        assert!(w.contains("point 1 (2,2): to 1,2; then 1,2\n"), "{}", w);
        assert!(w.contains("point 1 (2,2): to 0,0; then 0,0\n"), "{}", w);
        // Kayles 5: take the middle one, leave 2+2.
        let k = lab(&["move", "0.77", "5"]).unwrap();
        assert!(
            k.contains("heap 1 (5): take 1, leave 2+2; then 2+2\n"),
            "{}",
            k
        );
    }

    #[test]
    fn bad_positions_are_usage_errors() {
        for args in [
            &["value", "0.77", "4+x"][..],
            &["move", "0.77", "4+"],
            &["move", "0.77", "1+2000000"],
            &["value", "0.77", "3,4"],
            &["move", "wythoff", "4"],
            &["value", "0.77"],
            &["value", "0.77", "4", "5"],
        ] {
            match lab(args) {
                Err(LabError::Usage(e)) => assert!(!e.contains('\n'), "{}", e),
                other => panic!("{:?}: {:?}", args, other),
            }
        }
        assert!(matches!(
            lab(&["value", "0.7x", "4"]),
            Err(LabError::Error(_))
        ));
    }
}
