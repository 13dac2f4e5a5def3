//! Berzerk (Codeforces 786 A): objects `0..n` on a circle, clockwise, object 0 a black hole and
//! a monster on one of the others. Each of two players has a set of steps in `1..n`; the player
//! to move picks a step `x` of his own set and moves the monster `x` objects clockwise. Whoever
//! brings it into the hole wins; a player who cannot win but can keep the game going forever
//! prefers that to a loss.
//!
//! **Theorem (retrograde analysis on the 2n states).** A state is the monster's object and the
//! player to move. The two states at the hole are lost for the player to move (the opponent has
//! just won), and from there, until nothing changes: a state with a move into a lost state is
//! won, a state all of whose moves lead into won states is lost. The states never labelled are
//! the endless games (`Loop`): from one of them the player to move has no move into a lost state
//! and at least one into an unlabelled state, and taking it forever neither player ever loses.
//! *Proof sketch:* the general theorem of games on graphs with cycles ([`crate::cyclic`]) on
//! the graph of these states, where the arcs out of the hole never count. The labelling is one
//! queue pass with a counter per state of its moves not yet known to lead into won states
//! ([`crate::graph::retrograde`]): the predecessors of a state are walked from the rule
//! (object minus each step of the other player), never stored, so the cost is O(n (k1 + k2))
//! time and O(n) memory.

use crate::cyclic::Outcome;
use crate::graph::{retrograde, LOSE, WIN};

/// The outcome for the player to move, for each player `p` (0 or 1) moving first and each
/// start object `1..n` (`result[p][i - 1]` for object `i`), when player `p` moves by the steps
/// `steps[p]` (distinct, each in `1..n`; neither set empty).
///
/// # Complexity
/// O(n (k1 + k2)) time, O(n) memory.
///
/// ```
/// use impartial::berzerk::outcomes;
/// use impartial::cyclic::Outcome::{Draw, Lose, Win};
/// // Codeforces 786 A's first sample: n = 5, Rick 3 and 2, Morty 1, 2 and 3.
/// let [rick, morty] = outcomes(5, [&[3, 2], &[1, 2, 3]]);
/// assert_eq!(rick, [Lose, Win, Win, Draw]);
/// assert_eq!(morty, [Draw, Win, Win, Win]);
/// ```
pub fn outcomes(n: u32, steps: [&[u32]; 2]) -> [Vec<Outcome>; 2] {
    let n_us = n as usize;
    // State p * n + i: the monster on object i, player p to move; a counter of the moves not yet
    // known to lose, or a label.
    let mut state: Vec<u32> = (0..2 * n_us)
        .map(|s| match s % n_us {
            0 => LOSE,
            _ => steps[s / n_us].len() as u32,
        })
        .collect();
    let mut queue = vec![0, n];
    retrograde(
        |w| {
            // Player p moved into w's object, so it is the other player's turn at w.
            let (mover, at) = (1 - w / n, w % n);
            steps[mover as usize]
                .iter()
                .map(move |&x| mover * n + if at >= x { at - x } else { at + n - x })
        },
        &mut state,
        &mut queue,
    );
    let label = |s: &u32| match *s {
        WIN => Outcome::Win,
        LOSE => Outcome::Lose,
        _ => Outcome::Draw,
    };
    [
        state[1..n_us].iter().map(label).collect(),
        state[n_us + 1..].iter().map(label).collect(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition iterated to its fixed point: every state starts unknown (the hole's are
    /// lost), then each round a state becomes won when a move leads into a lost state and lost
    /// when every move leads into a won one, until a round changes nothing.
    fn fixed_point(n: u32, steps: [&[u32]; 2]) -> [Vec<Outcome>; 2] {
        let mut label = vec![[Outcome::Draw; 2]; n as usize];
        label[0] = [Outcome::Lose; 2];
        loop {
            let mut next = label.clone();
            for i in 1..n {
                for p in 0..2 {
                    let after = steps[p]
                        .iter()
                        .map(|&x| label[((i + x) % n) as usize][1 - p]);
                    if after.clone().any(|o| o == Outcome::Lose) {
                        next[i as usize][p] = Outcome::Win;
                    } else if after.clone().all(|o| o == Outcome::Win) {
                        next[i as usize][p] = Outcome::Lose;
                    }
                }
            }
            if next == label {
                break;
            }
            label = next;
        }
        let line = |p: usize| label[1..].iter().map(|l| l[p]).collect();
        [line(0), line(1)]
    }

    fn subset(n: u32, mask: u32) -> Vec<u32> {
        (1..n).filter(|x| mask >> (x - 1) & 1 == 1).collect()
    }

    #[test]
    fn retrograde_is_the_fixed_point_on_every_pair_of_sets() {
        let mut games = 0;
        for n in 2..=7u32 {
            for a in 1..1u32 << (n - 1) {
                for b in 1..1u32 << (n - 1) {
                    let (s1, s2) = (subset(n, a), subset(n, b));
                    assert_eq!(
                        outcomes(n, [&s1, &s2]),
                        fixed_point(n, [&s1, &s2]),
                        "{} {:?} {:?}",
                        n,
                        s1,
                        s2
                    );
                    games += 1;
                }
            }
        }
        assert_eq!(games, 1 + 9 + 49 + 225 + 961 + 3969);
    }

    #[test]
    fn retrograde_is_the_fixed_point_on_random_games() {
        let mut seed = 786u64;
        let mut below = |m: u64| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % m
        };
        for _ in 0..300 {
            let n = 2 + below(39) as u32;
            let mut sets = [Vec::new(), Vec::new()];
            for set in sets.iter_mut() {
                let density = 1 + below(4);
                *set = (1..n).filter(|_| below(density + 1) == 0).collect();
                if set.is_empty() {
                    set.push(1 + below(u64::from(n) - 1) as u32);
                }
            }
            let steps = [&sets[0][..], &sets[1][..]];
            assert_eq!(
                outcomes(n, steps),
                fixed_point(n, steps),
                "{} {:?}",
                n,
                sets
            );
        }
    }

    #[test]
    fn the_second_sample_and_a_loop_over_a_loss() {
        use Outcome::{Lose, Win};
        // n = 8, Rick 6 2 3 4, Morty 3 6.
        let [rick, morty] = outcomes(8, [&[6, 2, 3, 4], &[3, 6]]);
        assert_eq!(rick, [Win; 7]);
        assert_eq!(morty, [Lose, Win, Lose, Lose, Win, Lose, Lose]);
        // Both samples, as remembered, by the definition too.
        assert_eq!(fixed_point(8, [&[6, 2, 3, 4], &[3, 6]]), [rick, morty]);
        let first = outcomes(5, [&[3, 2], &[1, 2, 3]]);
        assert_eq!(fixed_point(5, [&[3, 2], &[1, 2, 3]]), first);
        // n = 3, both with the step 1 only: from 1 the mover goes to 2, the other wins; from 2
        // the mover wins. No loop: every play ends.
        assert_eq!(
            outcomes(3, [&[1], &[1]]),
            [vec![Lose, Win], vec![Lose, Win]]
        );
        // n = 4, Rick steps 2, Morty 2: from 1 and 3 the monster never reaches the hole.
        let d = Outcome::Draw;
        assert_eq!(
            outcomes(4, [&[2], &[2]]),
            [vec![d, Win, d], vec![d, Win, d]]
        );
    }
}
