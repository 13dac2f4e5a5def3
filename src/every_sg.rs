//! Every-SG: several games played at once, where each turn the player must move in *every*
//! game that is not finished; whoever cannot move (all games finished) loses.
//!
//! **Theorem (Every-SG, Jia Zhihao 2009).** Give each position of a single game its *step*: 0
//! for a finished game; for a position the player to move wins, one more than the largest step
//! among its moves to lost positions; for a lost position, one more than the smallest step among
//! its moves. The step is how long the game lasts when its winner hurries and its loser drags
//! it out; it is odd exactly for won positions. The player to move wins the session exactly when
//! the largest step over its games is odd ([`is_p_position`]). *Proof sketch:* the player who owns
//! the game of largest step (odd: the mover) plays every game he wins by that strategy and
//! every game he loses as slowly as he can. Each turn lowers every step by exactly one on his
//! side's games (the loser of a game cannot make it last longer than its step, the winner cannot
//! be made to finish later), so his longest game finishes at his own last move, after or with
//! every other game: the opponent then faces only finished games. Ties go to this player too,
//! since a game of even step ends on the opponent's move, earlier.
//!
//! **GG and MM: Every-SG over Euclid's game.** A game is two piles; a move takes `k * x` stones
//! (`k >= 1`) from one pile, for `x` the size of the other, and the game is finished once a pile
//! is empty. For `0 < x <= y` ([`euclid_step`]):
//! - `x` divides `y`: step 1 (empty the pile at once; the only lost move, to `(x, 0)`, has step
//!   0);
//! - `y < 2x`: the only move is to `(y - x, x)`, so the step is one more than its step;
//! - otherwise let `t` be the step of `(y mod x, x)`: the moves are to `(x, y mod x + j x)` for
//!   `j >= 0`, and of these only `j = 0` (when `t` is even, a lost position) or `j = 1` (when `t`
//!   is odd: `(x, y mod x + x)` is forced into `(y mod x, x)`, so it is lost with step `t + 1`)
//!   is lost: the step is `t + 1` or `t + 2`.
//!
//! These are the forced chains of [`crate::euclid`], and the step's parity is its verdict
//! ([`crate::euclid::is_p_position`]), which the tests check. Each division of Euclid's algorithm
//! adds 1 or 2, so a step on `u64` stays below 200. Judge problem: HDU 3595.

/// The Every-SG step of Euclid's game on the piles `a` and `b` (either order): 0 when a pile is
/// empty (the game is finished), odd exactly when the player to move wins it.
///
/// # Complexity
/// O(log max(a, b)), iterative, no allocation.
///
/// ```
/// use impartial::every_sg::euclid_step;
/// assert_eq!(euclid_step(3, 2), 2); // forced to (1, 2), which empties a pile: step 1
/// assert_eq!(euclid_step(2, 4), 1);
/// assert_eq!(euclid_step(5, 0), 0);
/// // 7 = 3 * 2 + 1: (1, 2) has step 1 (odd, won), so the lost move is (2, 3), of step 2.
/// assert_eq!(euclid_step(2, 7), 3);
/// ```
pub fn euclid_step(a: u64, b: u64) -> u64 {
    let (mut big, mut small) = if a >= b { (a, b) } else { (b, a) };
    if small == 0 {
        return 0;
    }
    // The divisions are walked from the outside in, while each one's step is a function of the
    // step t of the game it leaves: t + 1 (forced) or t + 1 + (t mod 2) (free). Both add a
    // constant that depends only on the parity of t, and so does their composition: the step of
    // the whole game is t + even for an even t and t + odd for an odd t, with t the step of the
    // divisions not yet walked. Every step and constant here is below 200.
    let (mut even, mut odd) = (0u64, 0u64);
    loop {
        let (q, r) = (big / small, big % small);
        if r == 0 {
            // The innermost game empties a pile in one move: t = 1.
            return 1 + odd;
        }
        // Both kinds add 1 to an even t, making it odd. An odd t gains 1 when forced (becoming
        // even), 2 when free (staying odd).
        (even, odd) = if q == 1 {
            (1 + odd, 1 + even)
        } else {
            (1 + odd, 2 + odd)
        };
        big = small;
        small = r;
    }
}

/// Whether the player to move loses an Every-SG session whose games have these steps: the
/// largest is even. No games, or only finished ones (step 0), lose: there is no move.
///
/// ```
/// use impartial::every_sg::{euclid_step, is_p_position};
/// assert!(is_p_position([euclid_step(3, 2)]));
/// assert!(!is_p_position([euclid_step(3, 2), euclid_step(5, 2)]));
/// assert!(is_p_position([]));
/// ```
pub fn is_p_position<I: IntoIterator<Item = u64>>(steps: I) -> bool {
    steps.into_iter().max().unwrap_or(0) % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::grundy_by_search as search;
    use std::collections::HashMap;

    /// Every position one move away from a single game `(a, b)` by the real rules (none once a
    /// pile is empty), the smaller pile first.
    fn game_moves((a, b): (u64, u64)) -> Vec<(u64, u64)> {
        let (big, small) = (a.max(b), a.min(b));
        if small == 0 {
            return Vec::new();
        }
        (1..=big / small)
            .map(|k| {
                let rest = big - k * small;
                (rest.min(small), rest.max(small))
            })
            .collect()
    }

    /// Steps of every game with piles up to `limit`, by the definition (P or N by search over
    /// the real moves, then the largest or smallest step among the moves), in order of the
    /// total: every move lowers it.
    fn steps_by_definition(limit: u64) -> HashMap<(u64, u64), u64> {
        let mut memo = HashMap::new();
        let mut step = HashMap::new();
        for total in 0..=2 * limit {
            for a in total.saturating_sub(limit)..=total.min(limit) {
                let b = total - a;
                let next = game_moves((a, b));
                let won = search((a.min(b), a.max(b)), |&p| game_moves(p), &mut memo) != 0;
                let s = if next.is_empty() {
                    0
                } else if won {
                    let lost_moves = next
                        .iter()
                        .filter(|&&p| search(p, |&p| game_moves(p), &mut memo) == 0);
                    1 + lost_moves.map(|p| step[p]).max().expect("a winning move")
                } else {
                    1 + next.iter().map(|p| step[p]).min().expect("a move")
                };
                step.insert((a, b), s);
            }
        }
        step
    }

    #[test]
    fn step_matches_the_definition_and_euclids_verdict_to_150() {
        let step = steps_by_definition(150);
        let mut longest = 0;
        for (&(a, b), &s) in &step {
            assert_eq!(euclid_step(a, b), s, "({}, {})", a, b);
            assert_eq!(
                s % 2 == 1,
                !crate::euclid::is_p_position(a, b),
                "({}, {})",
                a,
                b
            );
            longest = longest.max(s);
        }
        assert!(longest >= 10, "{}", longest);
    }

    /// A session: its unfinished games, each as (smaller, larger), sorted.
    type Session = Vec<(u64, u64)>;

    /// The real simultaneous game: a move picks one move in every unfinished game at once;
    /// finished games drop out.
    fn session_moves(session: &Session) -> Vec<Session> {
        if session.is_empty() {
            return Vec::new();
        }
        let mut done: Vec<Session> = vec![Vec::new()];
        for &game in session {
            let mut next = Vec::new();
            for partial in &done {
                for moved in game_moves(game) {
                    let mut s = partial.clone();
                    if moved.0 > 0 {
                        s.push(moved);
                    }
                    next.push(s);
                }
            }
            done = next;
        }
        for s in &mut done {
            s.sort_unstable();
        }
        done
    }

    #[test]
    fn largest_step_decides_the_real_simultaneous_game() {
        // Every game with piles up to 10, and one finished game (a pile of 0).
        let mut games: Vec<(u64, u64)> = (1..=10)
            .flat_map(|a| (a..=10).map(move |b| (a, b)))
            .collect();
        games.push((0, 5));
        let mut memo = HashMap::new();
        let (mut sessions, mut lost, mut not_xor) = (0, 0, 0);
        // Every session of three games (repeats allowed), each multiset once.
        for (i, &g) in games.iter().enumerate() {
            for (j, &h) in games.iter().enumerate().skip(i) {
                for &k in games.iter().skip(j) {
                    let all = [g, h, k];
                    let mut session: Session = all.iter().copied().filter(|p| p.0 > 0).collect();
                    session.sort_unstable();
                    let value = search(session, session_moves, &mut memo);
                    let steps = all.iter().map(|&(a, b)| euclid_step(a, b));
                    assert_eq!(!is_p_position(steps), value != 0, "{:?}", all);
                    // Not a sum of games: the xor of the single games' verdicts is often wrong.
                    let xor = all
                        .iter()
                        .fold(false, |x, &(a, b)| x ^ !crate::euclid::is_p_position(a, b));
                    not_xor += usize::from(xor != (value != 0));
                    lost += usize::from(value == 0);
                    sessions += 1;
                }
            }
        }
        assert_eq!(sessions, 56 * 57 * 58 / 6);
        assert!(lost > 1000 && not_xor > 1000, "{} {}", lost, not_xor);
    }

    #[test]
    fn three_two_alone_is_lost() {
        // The only move leaves (1, 2), and then the opponent empties a pile.
        assert_eq!(euclid_step(3, 2), 2);
        assert!(is_p_position([euclid_step(3, 2)]));
        assert!(is_p_position([euclid_step(3, 2), euclid_step(1, 1)]));
        assert!(!is_p_position([euclid_step(3, 2), euclid_step(5, 2)]));
        // (2, 3) and (4, 7) are forced chains of steps 2 and 3; (5, 5) is won at once.
        let steps = [euclid_step(2, 3), euclid_step(4, 7), euclid_step(5, 5)];
        assert_eq!(steps, [2, 3, 1]);
        assert!(!is_p_position(steps));
    }

    #[test]
    fn steps_at_the_top_of_u64_stay_small() {
        let m = u64::MAX;
        let f = crate::fibonacci::FIBONACCI;
        // Consecutive Fibonacci numbers: 90 forced divisions down to (2, 1), of step 1.
        assert_eq!(euclid_step(f[91], f[90]), 91);
        assert_eq!(euclid_step(m, m), 1);
        assert_eq!(euclid_step(m, 1), 1);
        assert_eq!(euclid_step(0, m), 0);
        // (m, m - 1) is forced into (m - 1, 1), won at once.
        assert_eq!(euclid_step(m, m - 1), 2);
        for &(a, b) in &[(m, 2), (m, 3), (m, 1 << 63), (m, f[90]), (m - 1, f[91])] {
            let s = euclid_step(a, b);
            assert!(s < 200, "({}, {}): {}", a, b, s);
            assert_eq!(
                s % 2 == 1,
                !crate::euclid::is_p_position(a, b),
                "({}, {})",
                a,
                b
            );
        }
    }
}
