//! The judge of any heap game the lab takes (a take-and-break code, `sub:`, `allbut:`), for
//! `impartial play --game GAME` and `impartial interact --game GAME`: a sum of heaps, the
//! player's side, then moves until one side has none. docs/interactive.md has the protocol:
//!
//! ```text
//! judge:  C h1 h2 ... hC        the heaps (C >= 1, every heap >= 1)
//! player: First | Second
//! a move: I T J p1 ... pJ       heap I (1-based) loses T tokens and becomes the J heaps p1..pJ
//!                               (each >= 1, in that order, in its place; J = 0: it is gone)
//! judge:  its move in the same form, 0 0 0 (it has no move: the player won) or -1 -1 -1
//!         (the player's line was illegal or it conceded: the game is over)
//! player: 0 0 0 when it has no move (it lost)
//! ```
//!
//! The judge plays by the lab's query ([`crate::lab::query`]): from a sum of non-zero value it
//! makes a winning move, one chosen by the seed, and the player cannot come back. From a sum of
//! value 0 every move loses, so among up to [`SAMPLES`] of its moves it picks the one that
//! leaves the player the fewest winning replies, then the one taking the fewest tokens (the
//! longest game), ties broken by the seed: a reply count is read from each heap's histogram of
//! option values, kept for every heap size met.

use super::{Referee, Turn};
use crate::generate::Rng;
use crate::lab::program::Position;
use crate::lab::query::QueryTable;
use crate::lab::Game;
use impartial_lab::Code;
use std::collections::HashMap;
use std::time::Duration;

/// The most judge moves scored per turn when all of them lose.
pub const SAMPLES: usize = 512;

/// The most heaps an instance has.
pub const MAX_COUNT: u64 = 100;

/// The largest heap an instance of `code` may hold. A game lasts about as many moves as it has
/// tokens, each a line both ways within the game's time limit, and the judge enumerates a heap's
/// options every move: `O(n)` for a subtraction game, `O(n^2)` for splits into two heaps, more
/// beyond.
///
/// ```
/// use impartial_lab::Code;
/// use impartial_tools::interactive::heaps::largest_heap;
/// assert_eq!(largest_heap(&Code::parse("sub:1,3,4").unwrap()), 1000);
/// assert_eq!(largest_heap(&Code::parse("0.77").unwrap()), 300);
/// assert_eq!(largest_heap(&Code::parse("0.3F").unwrap()), 60);
/// ```
pub fn largest_heap(code: &Code) -> u64 {
    match (code.max_heaps(), code.tail.is_empty()) {
        (0 | 1, _) => 1000,
        (2, true) => 300,
        _ => 60,
    }
}

/// The code of a lab game the heap judge takes, or why not.
pub fn heap_code(game: &Game) -> Result<&Code, String> {
    match game {
        Game::Heap(code) => Ok(code),
        Game::Wythoff(_) => {
            Err("play --game takes heap games (a code, sub:, allbut:), not the plane".into())
        }
        Game::Program(_) => {
            Err("play --game takes heap games (a code, sub:, allbut:), not a program's game".into())
        }
    }
}

/// Instance `index` of a run seeded `seed` for `code`: `C h1 .. hC` with the count and the
/// heaps growing with the index (one to eight heaps of a few tokens first), and every eighth
/// game of one or two of the largest heaps ([`largest_heap`]).
pub fn instance(code: &Code, seed: u64, index: u64) -> Vec<u64> {
    let mut rng = Rng::new(Rng::case_seed(seed, index));
    let top = largest_heap(code);
    let (count, most) = if index % 8 == 7 {
        (rng.range(1, 2), top)
    } else {
        (rng.range(1, (1 + index / 6).min(8)), (4 + index).min(top))
    };
    let mut record = vec![count];
    record.extend((0..count).map(|_| rng.range(1, most)));
    record
}

/// The record `C h1 .. hC` read, or what is wrong with it.
pub fn heaps_of(code: &Code, record: &[u64]) -> Result<Vec<u64>, String> {
    let Some((&count, heaps)) = record.split_first() else {
        return Err("expected C and then C heaps, found nothing".into());
    };
    if count == 0 || count > MAX_COUNT || heaps.len() as u64 != count {
        return Err(format!(
            "expected C (1 to {}) and then C heaps, found C = {} and {} heaps",
            MAX_COUNT,
            count,
            heaps.len()
        ));
    }
    let top = largest_heap(code);
    if let Some(bad) = heaps.iter().find(|&&h| h == 0 || h > top) {
        return Err(format!(
            "expected heaps from 1 to {} for {}, found {}",
            top, code.name, bad
        ));
    }
    Ok(heaps.to_vec())
}

/// Smaller instances to try when a player lost `record`: a heap fewer, or one heap smaller.
pub fn smaller(record: &[u64]) -> Vec<Vec<u64>> {
    let heaps = &record[1..];
    let mut out = Vec::new();
    let with = |hs: Vec<u64>| {
        let mut r = vec![hs.len() as u64];
        r.extend(hs);
        r
    };
    if heaps.len() > 1 {
        for i in 0..heaps.len() {
            let mut hs = heaps.to_vec();
            hs.remove(i);
            out.push(with(hs));
        }
    }
    for i in 0..heaps.len() {
        let h = heaps[i];
        let mut tries = vec![
            1,
            h / 2,
            h / 2 + 1,
            h.saturating_sub(1),
            h.saturating_sub(2),
        ];
        tries.retain(|&t| t >= 1 && t < h);
        tries.sort_unstable();
        tries.dedup();
        for t in tries {
            let mut hs = heaps.to_vec();
            hs[i] = t;
            out.push(with(hs));
        }
    }
    out
}

/// The judge of one game of `code` from the heaps of a record.
pub struct Judge {
    code: Code,
    solver: QueryTable,
    heaps: Vec<u64>,
    /// How many options of each value a heap has, by heap size.
    counts: HashMap<u64, Vec<u32>>,
    rng: Rng,
    started: bool,
    /// The player's mistake that lost a won game, once there is one.
    blunder: Option<String>,
    moves: usize,
}

/// A move in the protocol's terms: heap `index` (0-based), `taken`, the heaps left.
type Play = (usize, u64, Vec<u64>);

impl Judge {
    /// The judge of `record` (`C h1 .. hC`) for `game`, its choices seeded by `seed`.
    ///
    /// ```
    /// use impartial_tools::interactive::{heaps::Judge, Referee, Turn};
    /// use impartial_tools::lab::Game;
    /// // Nim with heaps 1 and 2: the first player wins by taking 1 from the 2.
    /// let mut judge = Judge::new(&Game::parse("0.[3]").unwrap(), &[2, 1, 2], 7).unwrap();
    /// assert_eq!(judge.opening(), "2 1 2\n");
    /// assert_eq!(judge.hear("First"), Turn::Reply(String::new()));
    /// // Now 1 + 1: the judge takes one heap, the player the other.
    /// assert!(matches!(judge.hear("2 1 1 1"), Turn::Reply(_)));
    /// assert!(matches!(judge.hear("1 1 0"), Turn::Over { result: Ok(()), .. }));
    /// ```
    pub fn new(game: &Game, record: &[u64], seed: u64) -> Result<Judge, String> {
        let code = heap_code(game)?;
        let heaps = heaps_of(code, record)?;
        let top = heaps.iter().copied().max().unwrap_or(1);
        let solver = QueryTable::new(game, &[Position::Heap(top)], Duration::from_secs(1))
            .map_err(|e| e.to_string())?;
        Ok(Judge {
            code: code.clone(),
            solver,
            heaps,
            counts: HashMap::new(),
            rng: Rng::new(seed),
            started: false,
            blunder: None,
            moves: 0,
        })
    }

    fn sum(&self) -> Vec<Position> {
        self.heaps.iter().map(|&h| Position::Heap(h)).collect()
    }

    fn total(&self) -> u32 {
        self.solver.sum_value(&self.sum())
    }

    /// The options of heap `h` of value `v`.
    fn count(&mut self, h: u64, v: u32) -> u32 {
        let solver = &self.solver;
        let counts = self
            .counts
            .entry(h)
            .or_insert_with(|| solver.option_counts(&Position::Heap(h)));
        counts.get(v as usize).copied().unwrap_or(0)
    }

    /// The player's `line`, if it is a legal move now.
    fn legal(&self, line: &str) -> Result<Play, String> {
        let words: Vec<u64> = line
            .split_ascii_whitespace()
            .map(|w| w.parse::<u64>())
            .collect::<Result<_, _>>()
            .map_err(|_| "expected numbers I T J p1 .. pJ".to_string())?;
        let [i, t, j, parts @ ..] = &words[..] else {
            return Err("expected I T J p1 .. pJ".into());
        };
        if parts.len() as u64 != *j {
            return Err(format!("J = {} but {} heaps follow", j, parts.len()));
        }
        let Some(&n) = (*i as usize).checked_sub(1).and_then(|k| self.heaps.get(k)) else {
            return Err(format!("there is no heap {} of {}", i, self.heaps.len()));
        };
        let left = parts.iter().try_fold(0u64, |s, &p| s.checked_add(p));
        if parts.contains(&0) || left.and_then(|l| l.checked_add(*t)) != Some(n) {
            return Err(format!(
                "heap {} has {} tokens: T and the heaps left (each at least 1) must add up to it",
                i, n
            ));
        }
        let digit = self.code.digit(*t as usize);
        if !digit.allows(*j as u32) || (*t == 0 && *j < 2) {
            return Err(format!(
                "{} does not allow taking {} and leaving {} heaps",
                self.code.name, t, j
            ));
        }
        if digit.distinct && parts.len() >= 2 {
            let mut sorted = parts.to_vec();
            sorted.sort_unstable();
            if sorted.windows(2).any(|w| w[0] == w[1]) {
                return Err(format!(
                    "{} asks the heaps left by taking {} to be different",
                    self.code.name, t
                ));
            }
        }
        Ok((*i as usize - 1, *t, parts.to_vec()))
    }

    fn apply(&mut self, (index, _, left): &Play) {
        self.heaps.splice(*index..*index + 1, left.iter().copied());
    }

    /// The judge's move from the heaps now; `None` when it has none.
    fn judge_move(&mut self) -> Option<Play> {
        let sum = self.sum();
        let as_play = |index: usize, from: u64, left: &[Position]| -> Play {
            let heaps: Vec<u64> = left
                .iter()
                .map(|p| match p {
                    Position::Heap(h) => *h,
                    _ => unreachable!("a heap game leaves heaps"),
                })
                .collect();
            (index, from - heaps.iter().sum::<u64>(), heaps)
        };
        let winning = self.solver.winning_moves(&sum);
        if !winning.is_empty() {
            let m = &winning[self.rng.below(winning.len() as u64) as usize];
            return Some(as_play(m.index, self.heaps[m.index], &m.left));
        }
        // Every move loses: score a sample of them.
        let mut all: Vec<(usize, u32, Vec<Position>)> = Vec::new();
        for (index, part) in sum.iter().enumerate() {
            self.solver
                .for_each_option(part, &mut |v, left| all.push((index, v, left.to_vec())));
        }
        if all.is_empty() {
            return None;
        }
        if all.len() > SAMPLES {
            self.rng.shuffle(&mut all);
            all.truncate(SAMPLES);
        }
        let values: Vec<u32> = self
            .heaps
            .iter()
            .map(|&h| self.solver.value(&Position::Heap(h)))
            .collect();
        let heaps = self.heaps.clone();
        let mut best: Option<((u64, u64, u64), usize)> = None;
        for (at, (index, v, left)) in all.iter().enumerate() {
            // The sum was 0: after the move it is the heap's value xor the option's.
            let after = values[*index] ^ v;
            let mut replies = 0u64;
            for (k, &h) in heaps.iter().enumerate() {
                if k != *index {
                    replies += u64::from(self.count(h, after ^ values[k]));
                }
            }
            for p in left {
                if let Position::Heap(h) = *p {
                    let g = self.solver.value(p);
                    replies += u64::from(self.count(h, after ^ g));
                }
            }
            let taken = self.heaps[*index]
                - left
                    .iter()
                    .map(|p| match p {
                        Position::Heap(h) => *h,
                        _ => 0,
                    })
                    .sum::<u64>();
            let score = (replies, taken, self.rng.next_u64());
            if best.map_or(true, |(s, _)| score < s) {
                best = Some((score, at));
            }
        }
        let (index, _, left) = &all[best?.1];
        Some(as_play(*index, self.heaps[*index], left))
    }

    fn lost(&self, why: String) -> Result<(), String> {
        match &self.blunder {
            Some(blunder) => Err(format!("{} ({})", why, blunder)),
            None => Err(why),
        }
    }

    /// The judge's turn: its move, or the end when it has none.
    fn answer(&mut self) -> Turn {
        match self.judge_move() {
            Some(play) => {
                let line = show(&play);
                self.apply(&play);
                Turn::Reply(line + "\n")
            }
            None => Turn::Over {
                reply: "0 0 0\n".into(),
                result: Ok(()),
            },
        }
    }
}

/// A move as a line: `I T J p1 .. pJ`, 1-based.
fn show((index, taken, left): &Play) -> String {
    let mut words = vec![
        (index + 1).to_string(),
        taken.to_string(),
        left.len().to_string(),
    ];
    words.extend(left.iter().map(u64::to_string));
    words.join(" ")
}

impl Referee for Judge {
    fn opening(&mut self) -> String {
        format!("{}\n", show_heaps(&self.heaps))
    }

    fn hear(&mut self, line: &str) -> Turn {
        let refuse = |judge: &Judge, why: String| Turn::Over {
            reply: "-1 -1 -1\n".into(),
            result: judge.lost(why),
        };
        if !self.started {
            self.started = true;
            let first = match super::side(line) {
                Ok(first) => first,
                Err(why) => return refuse(self, why),
            };
            let total = self.total();
            self.blunder = super::wrong_side(first, total != 0)
                .map(|why| format!("{}: the heaps' values XOR to {}", why, total));
            return match first {
                true => Turn::Reply(String::new()),
                false => self.answer(),
            };
        }
        self.moves += 1;
        let winning = self.total() != 0;
        if line.split_ascii_whitespace().eq(["0", "0", "0"]) {
            let mut any = false;
            for h in self.sum() {
                self.solver.for_each_option(&h, &mut |_, _| any = true);
            }
            return match any {
                true => refuse(
                    self,
                    format!("move {}: printed 0 0 0 with a move left", self.moves),
                ),
                false => refuse(self, "it had no move left and lost".into()),
            };
        }
        let play = match self.legal(line) {
            Ok(play) => play,
            Err(why) => {
                let why = format!(
                    "move {}: {:?} is not a legal move: {}",
                    self.moves, line, why
                );
                return refuse(self, why);
            }
        };
        self.apply(&play);
        if winning && self.blunder.is_none() && self.total() != 0 {
            self.blunder = Some(format!(
                "move {}, {:?}, left the judge a winning position",
                self.moves, line
            ));
        }
        self.answer()
    }
}

/// The opening line: `C h1 .. hC`.
pub fn show_heaps(heaps: &[u64]) -> String {
    let mut words = vec![heaps.len().to_string()];
    words.extend(heaps.iter().map(u64::to_string));
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interactive::{converse, GameEnd, Heard, Link, Transcript};

    /// The player's move from the heaps, or `None` for `0 0 0`.
    type Strategy = Box<dyn FnMut(&[u64]) -> Option<Play>>;

    /// A player inside the test, playing from the judge's lines by a strategy of its own.
    struct Scripted {
        heaps: Vec<u64>,
        said: usize,
        lines: Vec<String>,
        first: Option<&'static str>,
        /// The player's move from the heaps, or `None` for `0 0 0`.
        strategy: Strategy,
    }

    impl Link for Scripted {
        fn send(&mut self, text: &str) {
            self.lines.extend(text.lines().map(String::from));
        }
        fn receive(&mut self) -> Heard {
            while self.said < self.lines.len() {
                let line = &self.lines[self.said];
                let v: Vec<u64> = line.split(' ').map(|w| w.parse().unwrap_or(0)).collect();
                if self.said == 0 {
                    self.heaps = v[1..].to_vec();
                } else if v[0] > 0 {
                    let i = v[0] as usize - 1;
                    self.heaps.splice(i..i + 1, v[3..].iter().copied());
                }
                self.said += 1;
            }
            if let Some(side) = self.first.take() {
                return Heard::Line(side.to_string());
            }
            let line = match (self.strategy)(&self.heaps) {
                Some(play) => {
                    let (i, _, left) = &play;
                    self.heaps.splice(*i..*i + 1, left.iter().copied());
                    show(&play)
                }
                None => "0 0 0".into(),
            };
            Heard::Line(line)
        }
    }

    fn solver(name: &str) -> QueryTable {
        let game = Game::parse(name).unwrap();
        let top = largest_heap(heap_code(&game).unwrap());
        QueryTable::new(&game, &[Position::Heap(top)], Duration::from_secs(1)).unwrap()
    }

    fn play_of(sum: &[u64], m: &crate::lab::query::Move) -> Play {
        let left: Vec<u64> = m
            .left
            .iter()
            .map(|p| match p {
                Position::Heap(h) => *h,
                _ => 0,
            })
            .collect();
        (m.index, sum[m.index] - left.iter().sum::<u64>(), left)
    }

    /// The perfect player (the lab's first winning move, else its first move at all).
    fn perfect(name: &'static str) -> Strategy {
        let s = solver(name);
        Box::new(move |heaps: &[u64]| {
            let sum: Vec<Position> = heaps.iter().map(|&h| Position::Heap(h)).collect();
            if let Some(m) = s.winning_moves(&sum).first() {
                return Some(play_of(heaps, m));
            }
            let mut first = None;
            for (i, p) in sum.iter().enumerate() {
                s.for_each_option(p, &mut |_, left| {
                    if first.is_none() {
                        first = Some(crate::lab::query::Move {
                            index: i,
                            from: p.clone(),
                            left: left.to_vec(),
                        });
                    }
                });
            }
            first.map(|m| play_of(heaps, &m))
        })
    }

    fn game(
        name: &'static str,
        record: &[u64],
        seed: u64,
        side: &'static str,
        strategy: Strategy,
    ) -> (GameEnd, Transcript) {
        let mut judge = Judge::new(&Game::parse(name).unwrap(), record, seed).unwrap();
        let mut link = Scripted {
            heaps: Vec::new(),
            said: 0,
            lines: Vec::new(),
            first: Some(side),
            strategy,
        };
        let mut transcript = Transcript::default();
        let ending = converse(&mut judge, &mut link, &mut transcript);
        (ending, transcript)
    }

    /// The perfect player wins every small instance from the right side; the judge wins every
    /// one where the player takes the wrong side (it plays perfectly from there).
    #[test]
    fn the_judge_loses_to_perfect_play_and_punishes_the_wrong_side() {
        for name in ["0.77", "0.07", "sub:1,3,4", "4!.0", "allbut:2"] {
            let code = Code::parse(name).unwrap();
            for index in 0..40 {
                let record = instance(&code, 5, index);
                let heaps = heaps_of(&code, &record).unwrap();
                let s = solver(name);
                let sum: Vec<Position> = heaps.iter().map(|&h| Position::Heap(h)).collect();
                let first_wins = s.sum_value(&sum) != 0;
                let (right, wrong) = if first_wins {
                    ("First", "Second")
                } else {
                    ("Second", "First")
                };
                let (ending, t) = game(name, &record, index, right, perfect(name));
                assert_eq!(
                    ending,
                    GameEnd::Won,
                    "{} {:?}\n{}",
                    name,
                    record,
                    t.render()
                );
                let (ending, t) = game(name, &record, index, wrong, perfect(name));
                match ending {
                    GameEnd::Lost(why) => assert!(why.contains("where"), "{}: {}", name, why),
                    other => panic!("{} {:?}: {:?}\n{}", name, record, other, t.render()),
                }
            }
        }
    }

    #[test]
    fn illegal_lines_are_refused() {
        // Kayles 5 + 3: heap 1 has 5 tokens.
        for bad in [
            "1 3 0",
            "1 1 1 3",
            "3 1 1 2",
            "1 1 2 2 3",
            "1 0 2 2 3",
            "1 1 2 0 4",
            "x",
            "",
            "1 1 1",
            "0 0 0",
        ] {
            let mut judge = Judge::new(&Game::parse("0.77").unwrap(), &[2, 5, 3], 1).unwrap();
            judge.hear("First");
            assert!(
                matches!(judge.hear(bad), Turn::Over { reply, result: Err(_) } if reply == "-1 -1 -1\n"),
                "{:?}",
                bad
            );
        }
        // Grundy's game: 4 may not become 2 + 2.
        let mut judge = Judge::new(&Game::parse("4!.0").unwrap(), &[1, 4], 1).unwrap();
        judge.hear("First");
        assert!(
            matches!(judge.hear("1 0 2 2 2"), Turn::Over { result: Err(e), .. } if e.contains("different"))
        );
        for bad in [&[][..], &[0], &[2, 3], &[1, 0], &[1, 301], &[101]] {
            assert!(
                Judge::new(&Game::parse("0.77").unwrap(), bad, 1).is_err(),
                "{:?}",
                bad
            );
        }
        assert!(Judge::new(&Game::parse("wythoff").unwrap(), &[1, 3], 1).is_err());
    }

    #[test]
    fn shrinking_keeps_records_whole() {
        for r in smaller(&[3, 5, 1, 8]) {
            assert_eq!(r[0] as usize, r.len() - 1);
            assert!(r[1..].iter().all(|&h| h >= 1));
        }
        assert!(smaller(&[1, 1]).is_empty());
    }
}
