//! Euclid's game.
//!
//! Two positive numbers; a move subtracts a positive multiple of the smaller from the larger,
//! leaving it non-negative; whoever reaches 0 wins (so a position with a 0 in it is lost for the
//! player to move: the game is over).
//!
//! **Theorem.** Let `a >= b > 0`. If `a >= 2b` or `a == b`, the player to move wins. Otherwise
//! `b < a < 2b` and the only move is to `(b, a - b)`, so the player to move wins exactly when
//! that position is lost. *Proof sketch:* if `a == b`, subtract `b` and reach 0. If `a >= 2b`,
//! write `a = qb + r` with `q >= 2`; the positions `(b, r)` and `(r + b, b)` are both reachable,
//! and from `(r + b, b)` (with `0 < r`) the only move is to `(b, r)`: so whichever side of
//! `(b, r)` wins, the mover can take it: move to `(b, r)` if it is lost for the player to move
//! there, else to `(r + b, b)` and let the opponent be forced into it. Any other multiple leaves
//! `a' >= 2b` for the opponent, so this is the *only* winning move. The forced steps follow
//! Euclid's algorithm, so the winner is found in O(log) steps (at most about 92 for `u64`, the
//! forced chain being slowest on consecutive Fibonacci numbers). Judge problem: POJ 2348.

/// Orders a pair as `(larger, smaller)`.
fn ordered(a: u64, b: u64) -> (u64, u64) {
    if a >= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// Whether `(a, b)` (either order) is a P-position: the player to move loses. A position with a
/// 0 is over, and lost for the player to move.
///
/// # Complexity
/// O(log max(a, b)), iterative; no arithmetic can overflow.
///
/// ```
/// use impartial::euclid::is_p_position;
/// assert!(!is_p_position(34, 12));
/// assert!(is_p_position(15, 24));
/// assert!(!is_p_position(7, 7));
/// assert!(is_p_position(5, 0));
/// assert!(!is_p_position(u64::MAX, 1));
/// ```
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (mut big, mut small) = ordered(a, b);
    // Whether the player to move in (big, small) is the one asked about.
    let mut asked = true;
    loop {
        if small == 0 {
            return asked;
        }
        // big - small >= small is a >= 2b without the overflowing product.
        if big == small || big - small >= small {
            return !asked;
        }
        let rest = big - small;
        big = small;
        small = rest;
        asked = !asked;
    }
}

/// The winning move from `(a, b)` as the position it leaves, in the same order as the arguments
/// (the larger number reduced), or `None` if the player to move loses. The winning move is unique.
///
/// # Complexity
/// O(log max(a, b)).
///
/// ```
/// use impartial::euclid::winning_move;
/// // 34 = 2 * 12 + 10, and (12, 10) is lost for the player to move there (forced to (10, 2)).
/// assert_eq!(winning_move(34, 12), Some((10, 12)));
/// // 29 = 2 * 12 + 5, and (12, 5) is won for the player to move there (12 >= 2 * 5): so stop
/// // at (17, 12), from which the opponent is forced into (5, 12).
/// assert_eq!(winning_move(29, 12), Some((17, 12)));
/// assert_eq!(winning_move(15, 24), None);
/// assert_eq!(winning_move(6, 18), Some((6, 0)));
/// assert_eq!(winning_move(0, 3), None);
/// ```
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (big, small) = ordered(a, b);
    if small == 0 {
        return None;
    }
    let (q, r) = (big / small, big % small);
    let left = if r == 0 || is_p_position(small, r) {
        r
    } else if q >= 2 {
        // r + small <= big: no overflow.
        r + small
    } else {
        return None;
    };
    Some(if a >= b { (left, b) } else { (a, left) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use std::collections::HashMap;

    /// Every position reachable in one move by the real rules (none once a number is 0).
    fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut v = Vec::new();
        if a == 0 || b == 0 {
            return v;
        }
        if a >= b {
            let mut k = 1;
            while k * b <= a {
                v.push((a - k * b, b));
                k += 1;
            }
        } else {
            let mut k = 1;
            while k * a <= b {
                v.push((a, b - k * a));
                k += 1;
            }
        }
        v
    }

    #[test]
    fn winner_and_winning_move_agree_with_search_up_to_300() {
        let mut memo = HashMap::new();
        let mut checked = 0;
        for a in 0..=300u64 {
            for b in 0..=300u64 {
                let lost = grundy::is_p_position_by_search((a, b), moves, &mut memo);
                assert_eq!(is_p_position(a, b), lost, "({}, {})", a, b);
                let winners: Vec<(u64, u64)> = moves(&(a, b))
                    .into_iter()
                    .filter(|&p| grundy::is_p_position_by_search(p, moves, &mut memo))
                    .collect();
                // The winning move exists exactly when the mover wins, and it is the only one.
                assert_eq!(
                    winning_move(a, b).into_iter().collect::<Vec<_>>(),
                    winners,
                    "({}, {})",
                    a,
                    b
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 301 * 301);
    }

    #[test]
    fn consecutive_fibonacci_numbers_give_the_longest_forced_chains() {
        // (F_93, F_92): every step is forced down to (2, 1), where the mover wins; 90 forced
        // steps, so the first player wins exactly when 90 is even.
        let f = crate::fibonacci::FIBONACCI;
        assert!(!is_p_position(f[91], f[90]));
        assert!(is_p_position(f[90], f[89]));
        assert_eq!(winning_move(f[91], f[90]), Some((f[89], f[90])));
    }

    #[test]
    fn extreme_values_do_not_overflow() {
        let m = u64::MAX;
        assert!(!is_p_position(m, m));
        assert_eq!(winning_move(m, m), Some((0, m)));
        // (m, m - 1): forced to (m - 1, 1), which the next player wins.
        assert!(is_p_position(m, m - 1));
        assert_eq!(winning_move(m, m - 1), None);
        // (m, 2^63) -> (2^63, 2^63 - 1) -> (2^63 - 1, 1), forced, and the last is won.
        assert!(!is_p_position(m, 1 << 63));
        assert!(is_p_position(1 << 63, (1 << 63) - 1));
        assert_eq!(winning_move(m, 1 << 63), Some(((1 << 63) - 1, 1 << 63)));
        // m = 2q + 1 and (2, 1) is won for the player to move there: stop at (3, 2), forcing it
        // on the opponent.
        assert_eq!(winning_move(m, 2), Some((3, 2)));
        assert_eq!(winning_move(m - 1, 3), Some((2, 3)));
        assert_eq!(winning_move(1, m), Some((1, 0)));
    }
}
