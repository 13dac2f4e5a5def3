//! `--misere` ([`crate::lab::misere`]): each heap's misère value, outcome and genus, and sums
//! decided by the genus where every heap is tame, searched (and said so) where one is wild; for
//! a heap game's code or subtraction set, or a rules program's heap game (positions `0, 1, 2,
//! ...`, options sums of heaps), read through [`HeapListing`].

use super::{count, parse_sum, usage, LabError};
use crate::lab::misere::{decide, Misere, SumVerdict};
use crate::lab::program::{self, HeapListing, Position};
use crate::lab::Game;
use impartial_lab::HeapRules;
use std::time::Duration;

/// The most sums of heaps a misère computation holds.
pub const MISERE_LIMIT: usize = 2_000_000;

/// The rules misère play reads: a code's, or a program's listing of heaps `0 .. n`.
fn rules_of(game: &Game, n: usize, timeout: Duration) -> Result<Box<dyn HeapRules>, LabError> {
    match game {
        Game::Heap(code) => Ok(Box::new(code.clone())),
        Game::Program(command) => {
            let text = program::run(command, n, timeout)?;
            let rules = HeapListing::new(&program::parse(&text)?)?;
            if rules.len() < n {
                return Err(LabError::Error(format!(
                    "--misere: the program listed heaps 0 .. {} for N = {}, and heap {} is asked for",
                    rules.len().saturating_sub(1),
                    n,
                    n - 1
                )));
            }
            Ok(Box::new(rules))
        }
        Game::Wythoff(_) => Err(LabError::Error(
            "--misere takes a heap game's code, a subtraction set or a program's heap game (0.77, sub:1,3,4, prog:COMMAND), not a game on the plane".into(),
        )),
    }
}

/// `lab values | outcomes | sum GAME ... --misere` (`words` without the options): a heap game's
/// code or subtraction set, or a program's heap game (`timeout`: its time).
pub fn answer(
    sub: &str,
    words: &[String],
    game: &Game,
    timeout: Duration,
) -> Result<String, LabError> {
    let mut text = String::new();
    match sub {
        "values" | "outcomes" => {
            let n = match words.get(2) {
                Some(t) => count(t)?,
                None => return Err(usage(&format!("lab {} GAME N --misere", sub))),
            };
            let rules = rules_of(game, n, timeout)?;
            let mut m = Misere::new(rules.as_ref(), MISERE_LIMIT);
            let mut values = Vec::with_capacity(n);
            for h in 0..n {
                let genus = m.genus(&[h])?;
                if sub == "values" {
                    values.push(genus.misere_value().to_string());
                } else {
                    text += &format!(
                        "{} {} {} {}\n",
                        h,
                        if genus.misere_value() == 0 { 'P' } else { 'N' },
                        genus,
                        if genus.tame { "tame" } else { "wild" }
                    );
                }
            }
            if sub == "values" {
                text = values.join(" ") + "\n";
            }
        }
        _ => {
            let sum_text = words
                .get(2)
                .ok_or_else(|| usage("lab sum GAME SUM --misere"))?;
            if let Some(extra) = words.get(3) {
                return Err(usage(&format!(
                    "unexpected argument \"{}\" (lab sum GAME SUM --misere takes no N: the heaps say it)",
                    extra
                )));
            }
            let mut heaps = Vec::new();
            for p in parse_sum(sum_text)? {
                match p {
                    Position::Heap(h) if h <= 1 << 20 => heaps.push(h as usize),
                    _ => {
                        return Err(LabError::Error(format!(
                            "sum \"{}\": expected heaps (numbers up to 2^20), found {}",
                            sum_text, p
                        )))
                    }
                }
            }
            // A program lists the heaps up to the largest in the sum.
            let most = heaps.iter().max().map_or(1, |&h| h + 1);
            let rules = rules_of(game, most, timeout)?;
            let mut m = Misere::new(rules.as_ref(), MISERE_LIMIT);
            let mut parts = Vec::new();
            let mut said = Vec::new();
            for &h in &heaps {
                let genus = m.genus(&[h])?;
                said.push(format!(
                    "{} = {}{}",
                    h,
                    genus,
                    if genus.tame { "" } else { " (wild)" }
                ));
                parts.push(genus);
            }
            match decide(&parts) {
                SumVerdict::Tame { first_wins, genus } => {
                    text = format!(
                        "{} genus\n{}: genera {}, all tame: misère Nim's rule gives the sum the genus {}: {}\n",
                        if first_wins { 'N' } else { 'P' },
                        sum_text,
                        said.join(", "),
                        genus,
                        if first_wins { "the player to move wins" } else { "the player to move loses" }
                    );
                }
                SumVerdict::Wild(wild) => {
                    let mut names: Vec<String> =
                        wild.iter().map(|&i| heaps[i].to_string()).collect();
                    names.dedup();
                    // The genus does not decide; the sum's own positions are searched instead.
                    let whole = m.genus(&heaps)?;
                    let lost = whole.misere_value() == 0;
                    text = format!(
                        "{} search\n{}: genera {}; wild: the genus does not decide a sum with the heap{} {}; a search of the sum's positions gives G⁻ = {}: {}\n",
                        if lost { 'P' } else { 'N' },
                        sum_text,
                        said.join(", "),
                        if names.len() > 1 { "s" } else { "" },
                        names.join(", "),
                        whole.misere_value(),
                        if lost { "the player to move loses" } else { "the player to move wins" }
                    );
                }
            }
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use crate::cli::lab::testing::{lab, listed as program};
    use crate::cli::lab::LabError;
    use std::collections::HashMap;

    /// The listing of heaps `0 .. n` whose options `moves(h)` gives (each a list of heaps).
    fn listing(n: usize, moves: &dyn Fn(usize) -> Vec<Vec<usize>>) -> String {
        let mut text = String::new();
        for h in 0..n {
            text += &format!("{}:", h);
            for o in moves(h) {
                let parts: Vec<String> = o.iter().map(usize::to_string).collect();
                text += &format!(
                    " {}",
                    if parts.is_empty() {
                        "0".into()
                    } else {
                        parts.join("+")
                    }
                );
            }
            text += "\n";
        }
        text
    }

    /// Misère play searched directly: the player to move wins with no move, or with a move to
    /// a lost position (the heaps kept sorted, heaps of 0 dropped).
    fn wins(
        heaps: Vec<usize>,
        moves: &dyn Fn(usize) -> Vec<Vec<usize>>,
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&heaps) {
            return w;
        }
        let mut any = false;
        let mut win = false;
        for i in 0..heaps.len() {
            for o in moves(heaps[i]) {
                any = true;
                let mut next: Vec<usize> = heaps[..i]
                    .iter()
                    .chain(&heaps[i + 1..])
                    .chain(&o)
                    .copied()
                    .filter(|&h| h > 0)
                    .collect();
                next.sort_unstable();
                if !wins(next, moves, memo) {
                    win = true;
                }
            }
        }
        let w = win || !any;
        memo.insert(heaps, w);
        w
    }

    /// Kayles as a program gets the genera Kayles's code gets (themselves checked against a
    /// misère search in `lab::misere`), and a wild sum is said wild.
    #[test]
    fn kayles_as_a_program() {
        let kayles = |h: usize| {
            let mut out = Vec::new();
            for take in 1..=2.min(h) {
                for a in 0..=(h - take) / 2 {
                    out.push([a, h - take - a].into_iter().filter(|&x| x > 0).collect());
                }
            }
            out
        };
        let game = program("kayles.txt", &listing(12, &kayles));
        let code = lab(&["outcomes", "0.77", "12", "--misere"]).unwrap();
        assert_eq!(lab(&["outcomes", &game, "12", "--misere"]).unwrap(), code);
        assert!(code.contains("\n5 N 4^{146} wild\n"), "{}", code);
        assert_eq!(
            lab(&["values", &game, "12", "--misere"]).unwrap(),
            lab(&["values", "0.77", "12", "--misere"]).unwrap()
        );
        let a = lab(&["sum", &game, "1+4", "--misere"]).unwrap();
        assert!(
            a.starts_with("N genus\n1+4: genera 1 = 1^{031}, 4 = 1^{031}, all tame"),
            "{}",
            a
        );
        let a = lab(&["sum", &game, "5+5", "--misere"]).unwrap();
        assert!(
            a.starts_with("N search\n") && a.contains("wild: the genus does not decide"),
            "{}",
            a
        );
    }

    /// Random rules (subtract a set, or split into two heaps after removing c): every heap's
    /// outcome and every sum of two heaps below 9, by the genus where tame and by the lab's
    /// search where wild, agree with the direct search.
    #[test]
    fn random_programs_agree_with_a_search() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut below = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let (mut tame, mut wild) = (0, 0);
        for game in 0..10 {
            let set: Vec<usize> = (0..1 + below(3)).map(|_| 1 + below(4) as usize).collect();
            let cut = 1 + below(3) as usize;
            let moves = move |h: usize| {
                let mut out: Vec<Vec<usize>> = set
                    .iter()
                    .filter(|&&s| h >= s)
                    .map(|&s| if h > s { vec![h - s] } else { vec![] })
                    .collect();
                if h > cut {
                    for a in 1..=(h - cut) / 2 {
                        if h - cut - a >= 1 {
                            out.push(vec![a, h - cut - a]);
                        }
                    }
                }
                out
            };
            let g = program(&format!("random-{}.txt", game), &listing(9, &moves));
            let mut memo = HashMap::new();
            let outcomes = lab(&["outcomes", &g, "9", "--misere"]).unwrap();
            for (h, line) in outcomes.lines().enumerate() {
                let want = if wins(
                    vec![h].into_iter().filter(|&x| x > 0).collect(),
                    &moves,
                    &mut memo,
                ) {
                    'N'
                } else {
                    'P'
                };
                assert_eq!(
                    line.split(' ').nth(1),
                    Some(&want.to_string()[..]),
                    "game {} heap {}: {}",
                    game,
                    h,
                    outcomes
                );
            }
            for a in 1..9 {
                for b in a..9 {
                    let answer = lab(&["sum", &g, &format!("{}+{}", a, b), "--misere"]).unwrap();
                    let want = if wins(vec![a, b], &moves, &mut memo) {
                        "N"
                    } else {
                        "P"
                    };
                    let (first, how) = answer.lines().next().unwrap().split_once(' ').unwrap();
                    assert_eq!(first, want, "game {} sum {}+{}: {}", game, a, b, answer);
                    if how == "genus" {
                        tame += 1
                    } else {
                        wild += 1
                    }
                }
            }
        }
        assert!(tame > 100 && wild >= 8, "tame {} wild {}", tame, wild);
    }

    #[test]
    fn programs_that_misere_play_refuses() {
        for (text, want) in [
            ("0: 1\n1: 0\n", "heap 0 has a move"),
            ("0:\n1: 0\n2: 2\n", "reachable from itself"),
            ("pile:0:\n", "position pile:0 is not a heap"),
            ("0,0:\n", "position 0,0 is not a heap"),
            ("0:\n1: 0 |\n", "has outcomes only"),
        ] {
            let g = program("refused.txt", text);
            match lab(&["values", &g, "1", "--misere"])
                .and_then(|_| lab(&["values", &g, "3", "--misere"]))
            {
                Err(LabError::Error(e)) => {
                    assert!(e.contains(want) && !e.contains('\n'), "{:?}: {}", text, e)
                }
                other => panic!("{:?}: {:?}", text, other.map(|_| ())),
            }
        }
        let g = program("short.txt", "0:\n1: 0\n");
        match lab(&["sum", &g, "1+5", "--misere"]) {
            Err(LabError::Error(e)) => assert!(e.contains("heap 5 is asked for"), "{}", e),
            other => panic!("{:?}", other.map(|_| ())),
        }
    }
}
