//! The judge of abc278g (the row of cards, blocks of `L..=R`): it reads the player's side,
//! then answers every move, playing perfectly.
//!
//! The judge knows every position's value ([`grundy_values`]). Once the player leaves it a
//! position of non-zero XOR, it takes a winning move (one of them, chosen by the seed) and the
//! player cannot come back. While the player is winning, every judge move loses, so it picks
//! the one that leaves the player the fewest winning replies, then the longest game (the
//! smallest block), among up to [`SAMPLES`] of its moves drawn by the seed: the count of a
//! player's winning replies is read from a table of how many splits of each gap have each value,
//! so a move is scored in O(1) after O(runs * values) for the position.

use super::{Referee, Turn};
use crate::generate::Rng;
use impartial::generalized_subtraction::{grundy_values, runs};

/// The most judge moves scored per turn.
pub const SAMPLES: usize = 2048;

/// The judge of one instance `N L R`.
pub struct Judge {
    n: usize,
    l: usize,
    r: usize,
    present: Vec<bool>,
    g: Vec<u32>,
    /// A power of two above every value, so every XOR of values is below it.
    values: usize,
    /// `prefix[k * values + t]`: the splits `(a, j - a)` of gaps `j < k` whose values XOR to `t`.
    prefix: Vec<u32>,
    rng: Rng,
    /// Whether the sides are chosen (the player's first line is read).
    started: bool,
    /// The player's mistake that lost a won game, once there is one.
    blunder: Option<String>,
    moves: usize,
}

impl Judge {
    /// The judge of the instance `record = [N, L, R]` (`1 <= L <= R <= N`), its choices
    /// seeded by `seed`; `Err` says what is wrong with the instance.
    ///
    /// ```
    /// use impartial_tools::interactive::{abc278g::Judge, Referee, Turn};
    /// let mut judge = Judge::new(&[3, 1, 1], 7).unwrap();
    /// assert_eq!(judge.opening(), "3 1 1\n");
    /// // Three single cards: the first player takes the last one.
    /// assert_eq!(judge.hear("First"), Turn::Reply(String::new()));
    /// assert!(matches!(judge.hear("2 1"), Turn::Reply(_)));
    /// assert!(Judge::new(&[3, 4, 4], 7).is_err());
    /// ```
    pub fn new(record: &[u64], seed: u64) -> Result<Judge, String> {
        let &[n, l, r] = record else {
            return Err(format!(
                "expected three numbers N L R, found {}",
                record.len()
            ));
        };
        if !(1 <= l && l <= r && r <= n && n <= 100_000) {
            return Err(format!(
                "expected 1 <= L <= R <= N <= 100000, found N = {}, L = {}, R = {}",
                n, l, r
            ));
        }
        let (n, l, r) = (n as usize, l as usize, r as usize);
        let g = grundy_values(l, r, n);
        let top = g.iter().copied().max().unwrap_or(0) as usize;
        let values = (top + 1).next_power_of_two();
        let mut prefix = vec![0u32; (n + 2) * values];
        for k in 0..=n {
            let (done, row) = prefix.split_at_mut((k + 1) * values);
            row[..values].copy_from_slice(&done[k * values..]);
            for a in 0..=k {
                row[(g[a] ^ g[k - a]) as usize] += 1;
            }
        }
        Ok(Judge {
            n,
            l,
            r,
            present: vec![true; n],
            g,
            values,
            prefix,
            rng: Rng::new(seed),
            started: false,
            blunder: None,
            moves: 0,
        })
    }

    /// The player's moves from a run of `m` cards to a run pair of value `t`.
    fn replies(&self, m: usize, t: usize) -> u32 {
        if m < self.l || t >= self.values {
            return 0;
        }
        let high = (m - self.l + 1) * self.values + t;
        let low = m.saturating_sub(self.r) * self.values + t;
        self.prefix[high] - self.prefix[low]
    }

    fn xor(&self, all: &[(usize, usize)]) -> u32 {
        all.iter().fold(0, |x, &(_, m)| x ^ self.g[m])
    }

    /// The judge's move from the current position, made on the cards; `None` when it has none.
    fn judge_move(&mut self) -> Option<(usize, usize)> {
        let all = runs(&self.present);
        let total = self.xor(&all);
        let chosen = if total != 0 {
            self.winning(&all, total)
        } else {
            self.hardest(&all)
        }?;
        self.present[chosen.0..chosen.0 + chosen.1].fill(false);
        Some((chosen.0 + 1, chosen.1))
    }

    /// A move to XOR 0 (`total != 0`): in a run taken from a seeded start, a block size and a
    /// place chosen by the seed among those that win.
    fn winning(&mut self, all: &[(usize, usize)], total: u32) -> Option<(usize, usize)> {
        let shift = self.rng.below(all.len() as u64) as usize;
        for i in 0..all.len() {
            let (start, m) = all[(i + shift) % all.len()];
            let want = (total ^ self.g[m]) as usize;
            if self.replies(m, want) == 0 {
                continue;
            }
            let sizes: Vec<usize> = (self.l..=self.r.min(m))
                .filter(|&y| self.replies_at(m - y, want))
                .collect();
            let y = sizes[self.rng.below(sizes.len() as u64) as usize];
            let places: Vec<usize> = (0..=m - y)
                .filter(|&a| (self.g[a] ^ self.g[m - y - a]) as usize == want)
                .collect();
            let a = places[self.rng.below(places.len() as u64) as usize];
            return Some((start + a, y));
        }
        unreachable!("a position of non-zero value has a move to value 0")
    }

    /// Whether a gap of `k` cards splits into two runs of value `t`.
    fn replies_at(&self, k: usize, t: usize) -> bool {
        self.prefix[(k + 1) * self.values + t] > self.prefix[k * self.values + t]
    }

    /// The judge's move when all lose (XOR 0): the sampled move leaving the fewest winning
    /// replies, then the smallest block.
    fn hardest(&mut self, all: &[(usize, usize)]) -> Option<(usize, usize)> {
        let playable: Vec<(usize, usize)> =
            all.iter().copied().filter(|&(_, m)| m >= self.l).collect();
        if playable.is_empty() {
            return None;
        }
        // base[v]: the player's winning replies in every run when the total becomes v, summed
        // over the distinct run lengths with their counts (at most about sqrt(2N) of them: the
        // distinct lengths add up to at most N), and only for the v a sampled move reaches.
        let mut lengths: Vec<(usize, u32)> = Vec::new();
        let mut sorted: Vec<usize> = all.iter().map(|&(_, m)| m).collect();
        sorted.sort_unstable();
        for m in sorted {
            match lengths.last_mut() {
                Some((last, count)) if *last == m => *count += 1,
                _ => lengths.push((m, 1)),
            }
        }
        let mut base: Vec<Option<u32>> = vec![None; self.values];
        let mut best: Option<((u32, usize), (usize, usize))> = None;
        for _ in 0..SAMPLES {
            let (start, m) = playable[self.rng.below(playable.len() as u64) as usize];
            let y = self.rng.range(self.l as u64, self.r.min(m) as u64) as usize;
            let a = self.rng.below((m - y + 1) as u64) as usize;
            let (ga, gb, gm) = (self.g[a], self.g[m - y - a], self.g[m]);
            let v = (gm ^ ga ^ gb) as usize;
            let everywhere = *base[v].get_or_insert_with(|| {
                let each = |&(len, count): &(usize, u32)| {
                    count * self.replies(len, v ^ self.g[len] as usize)
                };
                lengths.iter().map(each).sum()
            });
            let count = everywhere - self.replies(m, v ^ gm as usize)
                + self.replies(a, v ^ ga as usize)
                + self.replies(m - y - a, v ^ gb as usize);
            let score = (count, y);
            if best.map_or(true, |(s, _)| score < s) {
                best = Some((score, (start + a, y)));
            }
        }
        best.map(|(_, chosen)| chosen)
    }

    /// The player's move `x y` (1-based), if it is one it may make now.
    fn legal(&self, line: &str) -> Option<(usize, usize)> {
        let mut words = line.split_ascii_whitespace();
        let x: usize = words.next()?.parse().ok()?;
        let y: usize = words.next()?.parse().ok()?;
        if words.next().is_some() || x == 0 || y < self.l || y > self.r || y > self.n {
            return None;
        }
        let cards = self.present.get(x - 1..x - 1 + y)?;
        cards.iter().all(|&c| c).then_some((x - 1, y))
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
            Some((x, y)) => Turn::Reply(format!("{} {}\n", x, y)),
            None => Turn::Over {
                reply: "0 0\n".into(),
                result: Ok(()),
            },
        }
    }
}

impl Referee for Judge {
    fn opening(&mut self) -> String {
        format!("{} {} {}\n", self.n, self.l, self.r)
    }

    fn hear(&mut self, line: &str) -> Turn {
        let refuse = |judge: &Judge, why: String| Turn::Over {
            reply: "-1 -1\n".into(),
            result: judge.lost(why),
        };
        if !self.started {
            self.started = true;
            let first = match super::side(line) {
                Ok(first) => first,
                Err(why) => return refuse(self, why),
            };
            self.blunder = super::wrong_side(first, self.g[self.n] != 0);
            return match first {
                true => Turn::Reply(String::new()),
                false => self.answer(),
            };
        }
        self.moves += 1;
        let before = runs(&self.present);
        let winning = self.xor(&before) != 0;
        if line.split_ascii_whitespace().eq(["0", "0"]) {
            return match before.iter().any(|&(_, m)| m >= self.l) {
                true => refuse(
                    self,
                    format!("move {}: printed 0 0 with a move left", self.moves),
                ),
                false => refuse(self, "it had no move left and lost".into()),
            };
        }
        let Some((x, y)) = self.legal(line) else {
            let why = format!("move {}: {:?} is not a legal move", self.moves, line);
            return refuse(self, why);
        };
        self.present[x..x + y].fill(false);
        if winning && self.blunder.is_none() && self.xor(&runs(&self.present)) != 0 {
            self.blunder = Some(format!(
                "move {}, {:?}, left the judge a winning position",
                self.moves, line
            ));
        }
        self.answer()
    }
}

/// The judge's time per move at N = 2000, what `make bench P=abc278g` reports: five games of
/// N about 2000 (the mirror, y = L alone and a short range), the judge against the library's
/// own strategy, the time inside [`Judge::hear`] summed over the judge's moves (its table is
/// built once a game, outside them). The moves timed and their total; `Err` when the judge did
/// not lose a game to the perfect player, which would make the figure meaningless.
pub fn time_per_move_at_2000() -> Result<(u32, std::time::Duration), String> {
    use impartial::generalized_subtraction::{mirror_opening, mirror_reply, winning_move};
    let (mut total, mut moves) = (std::time::Duration::ZERO, 0u32);
    for (n, l, r) in [
        (2000u64, 1u64, 2000u64),
        (2000, 2, 2),
        (1999, 3, 3),
        (2000, 1, 3),
        (1993, 2, 2),
    ] {
        let mut judge = Judge::new(&[n, l, r], 9)?;
        let g = grundy_values(l as usize, r as usize, n as usize);
        let mirror = mirror_opening(n, l, r);
        let first = mirror.is_some() || g[n as usize] != 0;
        let mut cards = vec![true; n as usize];
        let apply = |cards: &mut Vec<bool>, x: u64, y: u64| {
            cards[x as usize - 1..(x + y - 1) as usize].fill(false)
        };
        let timed = |judge: &mut Judge, line: &str, total: &mut std::time::Duration| {
            let at = std::time::Instant::now();
            let turn = judge.hear(line);
            *total += at.elapsed();
            turn
        };
        let mut turn = timed(
            &mut judge,
            if first { "First" } else { "Second" },
            &mut total,
        );
        let mut mine = if first {
            mirror.or_else(|| winning_move(&cards, l as usize, r as usize, &g))
        } else {
            None
        };
        loop {
            if let Some((x, y)) = mine.take() {
                apply(&mut cards, x, y);
                turn = timed(&mut judge, &format!("{} {}", x, y), &mut total);
            }
            moves += 1;
            let Turn::Reply(text) = &turn else { break };
            let v: Vec<u64> = text
                .split_ascii_whitespace()
                .map(|w| w.parse().map_err(|_| format!("the judge said {:?}", text)))
                .collect::<Result<_, _>>()?;
            if v.len() != 2 {
                return Err(format!("the judge said {:?}", text));
            }
            apply(&mut cards, v[0], v[1]);
            mine = match mirror {
                Some(_) => Some(mirror_reply(n, v[0], v[1])),
                None => winning_move(&cards, l as usize, r as usize, &g),
            };
        }
        if !matches!(turn, Turn::Over { result: Ok(()), .. }) {
            return Err(format!("{} {} {}: {:?}", n, l, r, turn));
        }
    }
    Ok((moves, total))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interactive::{converse, GameEnd, Heard, Link, Transcript};

    /// A player's next line, given every line the judge has said.
    type Strategy = Box<dyn FnMut(&[String]) -> String>;

    /// A player inside the test: the library's strategy, or a deliberately wrong one.
    struct Scripted {
        judge_lines: Vec<String>,
        mine: Strategy,
    }

    impl Link for Scripted {
        fn send(&mut self, text: &str) {
            self.judge_lines.extend(text.lines().map(String::from));
        }
        fn receive(&mut self) -> Heard {
            Heard::Line((self.mine)(&self.judge_lines))
        }
    }

    #[test]
    fn a_perfect_judge_wins_every_game_of_a_side_chosen_wrong() {
        for n in 1..=9u64 {
            for l in 1..=n {
                for r in l..=n {
                    let first_wins =
                        grundy_values(l as usize, r as usize, n as usize)[n as usize] != 0;
                    let side = if first_wins { "Second" } else { "First" };
                    let mut judge = Judge::new(&[n, l, r], n * 100 + l * 10 + r).unwrap();
                    let mut cards = vec![true; n as usize];
                    let mut said = 1;
                    let mut first = true;
                    let mine = move |lines: &[String]| {
                        if first {
                            first = false;
                            return side.to_string();
                        }
                        for line in &lines[said..] {
                            let v: Vec<usize> =
                                line.split(' ').map(|w| w.parse().unwrap()).collect();
                            if v[0] > 0 {
                                cards[v[0] - 1..v[0] - 1 + v[1]].fill(false);
                            }
                        }
                        said = lines.len();
                        // Any legal move: the first block of L cards there is.
                        match runs(&cards).into_iter().find(|&(_, m)| m >= l as usize) {
                            Some((s, _)) => {
                                cards[s..s + l as usize].fill(false);
                                format!("{} {}", s + 1, l)
                            }
                            None => "0 0".to_string(),
                        }
                    };
                    let mut link = Scripted {
                        judge_lines: Vec::new(),
                        mine: Box::new(mine),
                    };
                    let ending = converse(&mut judge, &mut link, &mut Transcript::default());
                    match ending {
                        GameEnd::Lost(why) => {
                            assert!(why.contains("where"), "{} {} {}: {}", n, l, r, why)
                        }
                        other => panic!("{} {} {}: {:?}", n, l, r, other),
                    }
                }
            }
        }
    }

    #[test]
    fn reply_counts_are_those_of_the_real_moves() {
        for (n, l, r) in [(30, 2, 2), (30, 1, 3), (25, 3, 7), (20, 5, 5)] {
            let judge = Judge::new(&[n, l, r], 1).unwrap();
            let g = &judge.g;
            for m in 0..=n as usize {
                for t in 0..judge.values {
                    let mut count = 0;
                    for y in l as usize..=(r as usize).min(m) {
                        count += (0..=m - y)
                            .filter(|&a| (g[a] ^ g[m - y - a]) as usize == t)
                            .count();
                    }
                    assert_eq!(judge.replies(m, t) as usize, count, "m={} t={}", m, t);
                }
            }
        }
    }

    #[test]
    fn illegal_lines_are_refused_with_minus_one() {
        let mut judge = Judge::new(&[10, 2, 3], 3).unwrap();
        judge.opening();
        assert_eq!(judge.hear("First"), Turn::Reply(String::new()));
        for bad in ["1 1", "9 3", "0 2", "x 2", "1 2 3", "", "0 0"] {
            let mut j = Judge::new(&[10, 2, 3], 3).unwrap();
            j.hear("First");
            assert!(
                matches!(j.hear(bad), Turn::Over { reply, result: Err(_) } if reply == "-1 -1\n"),
                "{:?}",
                bad
            );
        }
        let mut j = Judge::new(&[10, 2, 3], 3).unwrap();
        assert!(matches!(j.hear("first"), Turn::Over { result: Err(_), .. }));
    }

    #[test]
    fn the_judge_loses_every_timed_game_to_the_perfect_player() {
        let (moves, total) = time_per_move_at_2000().unwrap();
        assert!(moves > 100 && total > std::time::Duration::ZERO);
    }
}
