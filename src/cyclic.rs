//! A token on a directed graph that may have cycles: players alternately move it along an arc;
//! whoever moves it onto the target vertex wins, and whoever cannot move loses. A play may go on
//! forever, so besides a win for either player there are draws.
//!
//! **Theorem (retrograde analysis).** Label the vertices, for the player to move there: the
//! target is lost (the opponent has just won, and the game is over: arcs out of it never count),
//! and so is every vertex without arcs; then, until nothing changes, a vertex with an arc to a
//! lost vertex is won, and a vertex all of whose arcs lead to won vertices is lost. The won
//! vertices are exactly those where the player to move can force a win, the lost ones those where
//! the opponent can, and the unlabelled ones are draws: with best play the game never ends.
//! *Proof sketch:* by induction on the round a label appears in, the player it favours wins
//! within that many moves (a won vertex moves to a lost one; from a lost one every move reaches a
//! won one, and an arc of the target is never taken). Conversely, from an unlabelled vertex the
//! player to move has no arc to a lost vertex (it would be won) and has an arc to an unlabelled
//! one (else every arc leads to a won vertex and it would be lost); taking that arc forever, the
//! player never loses, and the opponent, facing the same, never does either. So a self-loop
//! whose other arcs all hand the opponent a win is a draw, not a loss: the loop passes the same
//! choice back. Counting, for each vertex, its arcs not yet known to lead to a won vertex makes
//! the whole labelling one queue pass, O(n + arcs) per target ([`crate::graph::retrograde`]).
//!
//! Judge problem: Luogu P6560 (\[SBCOI2020\] 时光的流逝; the problem cp-algorithms' "Games on
//! arbitrary graphs" sends readers to). The tests compare the labels with a bounded-depth
//! analysis of the real game on every small graph.

use crate::graph::{retrograde, Arcs, Csr, LOSE, WIN};
use std::collections::HashMap;

/// Who wins from a vertex with best play, for the player to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win.
    Lose,
    /// Neither can: the game goes on forever.
    Draw,
}

/// Labels are kept for at most this many vertices in all (hundreds of targets of a judge-sized
/// graph); then the cache starts over, so memory stays bounded however many targets are asked.
const CACHE_LIMIT: usize = 1 << 27;

/// The game on one graph, for one target after another: the reverse graph and the out-degrees
/// are built once, and the labels of each distinct target are computed once and kept.
pub struct TargetGame {
    /// The reverse graph, on the vertices' working indices.
    back: Csr,
    /// The out-degrees, by working index.
    degree: Vec<u32>,
    /// The working index of each vertex (see [`TargetGame::new`]).
    relabel: Vec<u32>,
    /// The labels of each target asked, by working index.
    cache: HashMap<u32, Vec<Outcome>>,
}

impl TargetGame {
    /// The game on vertices `0..n` with a move `a -> b` for each pair of `moves` (self-loops and
    /// repeated moves are ordinary moves).
    ///
    /// # Complexity
    /// O(n + moves).
    pub fn new(n: usize, moves: &[(u32, u32)]) -> TargetGame {
        let graph = |moves: &[(u32, u32)]| {
            let mut degree = vec![0u32; n];
            for &(a, _) in moves {
                degree[a as usize] += 1;
            }
            (Csr::from_edges(n, moves, Arcs::Backward), degree)
        };
        // The vertices get working indices in the order a pass with no target labels them, the
        // unlabelled ones last: every target's pass takes them in nearly that order, so the
        // arcs it reads one after the other lie side by side instead of anywhere in memory
        // (on the judge's worst case, 500 targets on 10^5 vertices and 5 * 10^5 moves, that
        // takes 43% off the time: 2.09 s to 1.19 s).
        let (back, mut state) = graph(moves);
        let mut labelled: Vec<u32> = (0..n as u32)
            .filter(|&v| state[v as usize] == LOSE)
            .collect();
        retrograde(|w| back.arcs(w).iter().copied(), &mut state, &mut labelled);
        labelled.extend((0..n as u32).filter(|&v| !matches!(state[v as usize], LOSE | WIN)));
        let mut relabel = vec![0; n];
        for (i, &v) in labelled.iter().enumerate() {
            relabel[v as usize] = i as u32;
        }
        let at = |v: u32| relabel[v as usize];
        let moves: Vec<(u32, u32)> = moves.iter().map(|&(a, b)| (at(a), at(b))).collect();
        let (back, degree) = graph(&moves);
        TargetGame {
            back,
            degree,
            relabel,
            cache: HashMap::new(),
        }
    }

    /// The outcome from `start` when moving onto `target` wins. (A vertex that no move enters
    /// may be the target: it changes nothing else.)
    ///
    /// # Complexity
    /// O(n + moves) for a target not asked before, O(1) for one asked before.
    ///
    /// ```
    /// use impartial::cyclic::{Outcome, TargetGame};
    /// // 0 -> 1 -> 2 -> 0 and 2 -> 3 -> 4 (Luogu P6560's second sample, from 0).
    /// let mut game = TargetGame::new(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    /// assert_eq!(game.outcome(0, 4), Outcome::Draw);
    /// assert_eq!(game.outcome(3, 4), Outcome::Win);
    /// assert_eq!(game.outcome(3, 2), Outcome::Win);
    /// assert_eq!(game.outcome(0, 2), Outcome::Lose);
    /// ```
    pub fn outcome(&mut self, start: u32, target: u32) -> Outcome {
        let (start, target) = (self.relabel[start as usize], self.relabel[target as usize]);
        if !self.cache.contains_key(&target) {
            if self.cache.len() * self.degree.len() > CACHE_LIMIT {
                self.cache.clear();
            }
            let mut state = self.degree.clone();
            state[target as usize] = LOSE;
            // Lost for the player to move: the target, and every vertex without a move.
            let mut queue: Vec<u32> = (0..state.len() as u32)
                .filter(|&v| state[v as usize] == LOSE)
                .collect();
            retrograde(
                |w| self.back.arcs(w).iter().copied(),
                &mut state,
                &mut queue,
            );
            let labels = state.iter().map(|&s| match s {
                LOSE => Outcome::Lose,
                WIN => Outcome::Win,
                _ => Outcome::Draw,
            });
            self.cache.insert(target, labels.collect());
        }
        self.cache[&target][start as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The real game by bounded depth: after round `d`, `Win` marks the vertices where the player
    /// to move can force a win within `d` moves and `Lose` those where the opponent can (from
    /// the target, or a vertex without moves, the player to move has lost at once). Rounds go on
    /// until nothing changes; the rest are draws.
    fn by_depth(n: usize, moves: &[(u32, u32)], target: u32) -> Vec<Outcome> {
        let over = |v: usize| target == v as u32 || moves.iter().all(|&(a, _)| a as usize != v);
        let mut label: Vec<Outcome> = (0..n)
            .map(|v| {
                if over(v) {
                    Outcome::Lose
                } else {
                    Outcome::Draw
                }
            })
            .collect();
        for round in 0.. {
            let next: Vec<Outcome> = (0..n)
                .map(|v| {
                    let after = || {
                        moves
                            .iter()
                            .filter(move |m| m.0 as usize == v)
                            .map(|m| label[m.1 as usize])
                    };
                    if over(v) {
                        Outcome::Lose
                    } else if after().any(|o| o == Outcome::Lose) {
                        Outcome::Win
                    } else if after().all(|o| o == Outcome::Win) {
                        Outcome::Lose
                    } else {
                        Outcome::Draw
                    }
                })
                .collect();
            if next == label {
                break;
            }
            assert!(round <= 2 * n, "labels keep changing");
            label = next;
        }
        label
    }

    fn check(n: usize, moves: &[(u32, u32)], game: &mut TargetGame) {
        for target in 0..n as u32 {
            let expected = by_depth(n, moves, target);
            for (v, &outcome) in expected.iter().enumerate() {
                assert_eq!(
                    game.outcome(v as u32, target),
                    outcome,
                    "{:?} {:?} {}",
                    moves,
                    target,
                    v
                );
            }
        }
    }

    #[test]
    fn labels_match_the_real_game_on_every_small_multigraph() {
        // Every multigraph on 3 vertices with each of the 9 moves (self-loops included) there
        // 0, 1 or 2 times.
        let mut graphs = 0;
        for code in 0..3u32.pow(9) {
            let mut moves = Vec::new();
            for k in 0..9 {
                for _ in 0..code / 3u32.pow(k) % 3 {
                    moves.push((k / 3, k % 3));
                }
            }
            check(3, &moves, &mut TargetGame::new(3, &moves));
            graphs += 1;
        }
        assert_eq!(graphs, 19683);
    }

    #[test]
    fn labels_match_the_real_game_on_every_digraph_of_four_vertices() {
        for mask in 0u32..1 << 16 {
            let moves: Vec<(u32, u32)> = (0..16)
                .filter(|k| mask >> k & 1 == 1)
                .map(|k| (k / 4, k % 4))
                .collect();
            check(4, &moves, &mut TargetGame::new(4, &moves));
        }
    }

    #[test]
    fn the_traps() {
        // The target's own moves never matter: 0 -> 1 (target) -> 2 (stuck).
        let mut game = TargetGame::new(3, &[(0, 1), (1, 2)]);
        assert_eq!(game.outcome(0, 1), Outcome::Win);
        assert_eq!(game.outcome(1, 1), Outcome::Lose);
        // A loop whose only other move hands the opponent a win: a draw, not a loss.
        let mut game = TargetGame::new(3, &[(0, 0), (0, 1), (1, 2)]);
        assert_eq!(game.outcome(1, 2), Outcome::Win);
        assert_eq!(game.outcome(0, 2), Outcome::Draw);
        // Parallel moves are counted: both copies must lead to won vertices.
        let mut game = TargetGame::new(3, &[(0, 1), (0, 1), (1, 2)]);
        assert_eq!(game.outcome(0, 2), Outcome::Lose);
        // A target no move enters (as a vertex on no edge of a judge's graph): only the stuck
        // vertex decides.
        let mut game = TargetGame::new(4, &[(0, 1), (0, 1), (1, 2)]);
        assert_eq!(game.outcome(0, 3), Outcome::Lose);
        assert_eq!(game.outcome(1, 3), Outcome::Win);
        assert_eq!(game.outcome(3, 3), Outcome::Lose);
    }

    #[test]
    fn a_deep_chain_asked_for_targets_in_turn() {
        let n = 200_000u32;
        let chain: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let mut game = TargetGame::new(n as usize, &chain);
        // Targets in turn and back again: the second round answers from the cache.
        for target in [n - 1, n / 2, 1, n / 2, n - 1] {
            for start in [0, target / 2, target.saturating_sub(1)] {
                let expected = match (target - start) % 2 {
                    1 => Outcome::Win,
                    _ => Outcome::Lose,
                };
                assert_eq!(
                    game.outcome(start, target),
                    expected,
                    "{} {}",
                    target,
                    start
                );
            }
            // Beyond the target the chain runs out: the parity of the distance to its end.
            if target + 1 < n {
                let expected = [Outcome::Lose, Outcome::Win][(n - 1 - (target + 1)) as usize % 2];
                assert_eq!(game.outcome(target + 1, target), expected);
            }
        }
        assert_eq!(game.cache.len(), 3);
    }
}
