//! Misère play: whoever makes the last move loses (the player left without a move has won).
//!
//! **Anti-SG and the SJ theorem (Jia Zhihao, 2009).** Take a finite sum of impartial games played
//! misère, whose components have Grundy values `g_i` (their normal-play values) and in which a
//! component of value 0 has no move left. Then the player to move wins exactly when either the
//! xor of the `g_i` is non-zero and some `g_i` exceeds 1, or the xor is 0 and no `g_i` exceeds 1
//! (the contrary of [`sj_is_p_position`]). *Proof sketch:* call the positions of those two kinds
//! W and the others L.
//! A position with no move has every value 0 (xor 0, none above 1), so it is in W, as misère
//! play wants. From L every move reaches W: with xor 0 and some value above 1 there are at least
//! two values above 1 (one alone could not be cancelled), a move changes one of them, so one
//! stays and the xor becomes non-zero; with an odd number of 1s and the rest 0, a move changes a
//! 1 into 0 (even number of 1s) or into a value above 1. From W a move reaches L: with one value
//! `g > 1`, move it to 0 or 1 (mex guarantees both) so that an odd number of 1s is left; with two
//! or more, make the normal-play move to xor 0 (at least one value above 1 stays); with an even,
//! non-zero number of 1s, turn one into 0. The premise is what makes "all values 0" a finished
//! game, where the player to move has won.
//!
//! **Misère Nim (Bouton, 1902).** A heap's value is its size, and only an empty heap has value
//! 0, so the SJ theorem applies. Here it reads as Nim with one change: call *misère sum* the
//! nim-sum with its bit 0 flipped when at most one heap holds two or more stones
//! ([`misere_sum`]). The player to move wins exactly when the misère sum is non-zero, and the
//! winning moves are Nim's for it: a heap `a` with `a ^ s < a` goes to `a ^ s`
//! ([`crate::nim::winning_reduction`]). *Why:* with two or more heaps of 2 or more the SJ
//! positions lost for the mover are those with nim-sum 0, and every move keeps a heap of 2 or
//! more, so the winning moves are Nim's. With none, only 1s and 0s are left and the mover must
//! leave an odd number of 1s: flipping bit 0 makes the winning moves exactly "take a 1" from an
//! even count. With exactly one big heap `a` and `k` heaps of 1, the nim-sum has a bit above 0
//! (from `a`), and the only winning move reduces `a` to `1 - k % 2`, which is `a ^ s` for the
//! flipped sum. The empty position is the exception to "no winning move means lost": it has no
//! move at all, and its mover has already won (misère sum 1). Judge problem: HDU 1907 (John).

use crate::nim::{nim_sum, WinningMoves};

/// Whether the player to move loses a misère sum of games whose Grundy values have the xor
/// `grundy_sum`, where `any_above_one` tells whether some component's value exceeds 1 (the SJ
/// theorem; a component of value 0 must have no move).
///
/// ```
/// use impartial::misere::sj_is_p_position;
/// // Nim heaps 3 5 1: xor 7 and heaps above 1, so the mover wins.
/// assert!(!sj_is_p_position(3 ^ 5 ^ 1, true));
/// // A single heap of 1: the mover must take it, and loses.
/// assert!(sj_is_p_position(1, false));
/// // No heap at all: the mover has already won.
/// assert!(!sj_is_p_position(0, false));
/// ```
pub fn sj_is_p_position(grundy_sum: u64, any_above_one: bool) -> bool {
    (grundy_sum != 0) != any_above_one
}

/// The misère sum of a Nim position, from its nim-sum and the number of heaps with at least two
/// stones (any count from 2 up gives the same answer): the nim-sum, with bit 0 flipped when that
/// count is 0 or 1. Non-zero exactly when the player to move wins misère Nim.
///
/// ```
/// use impartial::misere::misere_sum_of;
/// assert_eq!(misere_sum_of(3 ^ 5 ^ 1, 2), 7);
/// // Two heaps of 1 (nim-sum 0, no big heap): the mover wins by taking one.
/// assert_eq!(misere_sum_of(0, 0), 1);
/// // Heaps 1 and 6: take 6 down to 0, leaving the last stone to the opponent.
/// assert_eq!(misere_sum_of(1 ^ 6, 1), 6);
/// ```
pub fn misere_sum_of(nim_sum: u64, big_heaps: u64) -> u64 {
    nim_sum ^ u64::from(big_heaps < 2)
}

/// The misère sum of the heaps (see [`misere_sum_of`]): non-zero exactly when the player to move
/// wins misère Nim.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::misere::misere_sum;
/// assert_eq!(misere_sum(&[3, 5, 1]), 7);
/// assert_eq!(misere_sum(&[1]), 0);
/// assert_eq!(misere_sum(&[]), 1);
/// ```
pub fn misere_sum(heaps: &[u64]) -> u64 {
    let big = heaps.iter().filter(|&&a| a >= 2).count() as u64;
    misere_sum_of(nim_sum(heaps), big)
}

/// Whether the player to move loses misère Nim on these heaps.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::misere::is_p_position;
/// assert!(is_p_position(&[1, 1, 1]));
/// assert!(!is_p_position(&[1, 1]));
/// assert!(is_p_position(&[2, 2]));
/// assert!(!is_p_position(&[]));
/// ```
pub fn is_p_position(heaps: &[u64]) -> bool {
    misere_sum(heaps) == 0
}

/// Every winning move of misère Nim as `(heap size, size it is reduced to)`, in heap order,
/// the shape of [`crate::nim::winning_moves`]: each heap has at most one. Empty when the player to move loses, and also for the empty position, which is won
/// without a move.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::misere::winning_moves;
/// // Normal Nim would empty the 6; misère play leaves the opponent the last 1.
/// let moves = |heaps: &[u64]| winning_moves(heaps).collect::<Vec<_>>();
/// assert_eq!(moves(&[1, 6]), [(6, 0)]);
/// assert_eq!(moves(&[1, 1, 6]), [(6, 1)]);
/// assert_eq!(moves(&[1, 1, 0]), [(1, 0), (1, 0)]);
/// assert_eq!(moves(&[3, 5, 7]), [(3, 2), (5, 4), (7, 6)]);
/// assert_eq!(moves(&[1, 1, 1]), []);
/// ```
pub fn winning_moves(heaps: &[u64]) -> WinningMoves<'_> {
    WinningMoves::new(heaps, misere_sum(heaps))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::grundy_by_search as search;
    use std::collections::HashMap;

    /// A position of a misère game played as normal play: `Some(heaps)` (sorted, no zeros), and
    /// `None` for the extra position that a finished game moves to. The player left without a
    /// move in the misère game gets that one move, so he wins; nothing else changes.
    type Misere = Option<Vec<u64>>;

    fn normalised(mut heaps: Vec<u64>) -> Vec<u64> {
        heaps.retain(|&a| a > 0);
        heaps.sort_unstable();
        heaps
    }

    /// The real misère moves, given the real (normal-play) moves of the game.
    fn misere_moves(p: &Misere, real: impl Fn(&[u64]) -> Vec<Vec<u64>>) -> Vec<Misere> {
        match p {
            None => Vec::new(),
            Some(heaps) => {
                let next = real(heaps);
                if next.is_empty() {
                    vec![None]
                } else {
                    next.into_iter().map(|h| Some(normalised(h))).collect()
                }
            }
        }
    }

    /// Nim: any positive number of stones from one heap.
    fn nim_moves(heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut v = Vec::new();
        for (i, &a) in heaps.iter().enumerate() {
            for b in 0..a {
                let mut next = heaps.to_vec();
                next[i] = b;
                v.push(next);
            }
        }
        v
    }

    #[test]
    fn misere_nim_winner_and_moves_agree_with_the_real_game() {
        let mut memo = HashMap::new();
        let moves = |p: &Misere| misere_moves(p, nim_moves);
        let mut checked = 0;
        let mut flipped = 0;
        // Every tuple of up to 4 heaps of 0..=7 stones, in order and with zeros, so that the
        // moves' indices are checked too.
        for count in 0..=4u32 {
            for code in 0..8u64.pow(count) {
                let heaps: Vec<u64> = (0..count).map(|k| code / 8u64.pow(k) % 8).collect();
                let lost = search(Some(normalised(heaps.clone())), moves, &mut memo) == 0;
                assert_eq!(is_p_position(&heaps), lost, "{:?}", heaps);
                let big = heaps.iter().any(|&a| a >= 2);
                assert_eq!(
                    !sj_is_p_position(nim_sum(&heaps), big),
                    !lost,
                    "{:?}",
                    heaps
                );
                if lost != (nim_sum(&heaps) == 0) {
                    flipped += 1;
                }
                let mut brute = Vec::new();
                for (i, &a) in heaps.iter().enumerate() {
                    for b in 0..a {
                        let mut next = heaps.clone();
                        next[i] = b;
                        if search(Some(normalised(next)), moves, &mut memo) == 0 {
                            brute.push((a, b));
                        }
                    }
                }
                assert_eq!(
                    winning_moves(&heaps).collect::<Vec<_>>(),
                    brute,
                    "{:?}",
                    heaps
                );
                // No winning move means lost, but for the finished game.
                assert_eq!(brute.is_empty(), lost || heaps.iter().all(|&a| a == 0));
                checked += 1;
            }
        }
        assert_eq!(checked, 1 + 8 + 64 + 512 + 4096);
        // Misère and normal play disagree exactly on the tuples of 0s and 1s.
        assert_eq!(flipped, 1 + 2 + 4 + 8 + 16);
    }

    /// Lasker's Nim (take from a heap, or split it into two non-empty heaps): only an empty heap
    /// has value 0, so the SJ theorem applies with the values of `splitting`.
    fn lasker_moves(heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut v = nim_moves(heaps);
        for (i, &a) in heaps.iter().enumerate() {
            for b in 1..=a / 2 {
                let mut next = heaps.to_vec();
                next[i] = b;
                next.push(a - b);
                v.push(next);
            }
        }
        v
    }

    #[test]
    fn sj_theorem_decides_misere_laskers_nim() {
        use crate::splitting::split_in_two_grundy;
        let mut memo = HashMap::new();
        let moves = |p: &Misere| misere_moves(p, lasker_moves);
        let mut lost_positions = 0;
        for count in 0..=3u32 {
            for code in 0..8u64.pow(count) {
                let heaps: Vec<u64> = (0..count).map(|k| code / 8u64.pow(k) % 8).collect();
                let lost = search(Some(normalised(heaps.clone())), moves, &mut memo) == 0;
                let values: Vec<u64> = heaps
                    .iter()
                    .map(|&a| split_in_two_grundy(a) as u64)
                    .collect();
                let above_one = values.iter().any(|&g| g > 1);
                assert_eq!(
                    !sj_is_p_position(nim_sum(&values), above_one),
                    !lost,
                    "{:?}",
                    heaps
                );
                lost_positions += usize::from(lost);
            }
        }
        assert!(lost_positions > 20, "{}", lost_positions);
    }

    #[test]
    fn only_ones_decide_by_their_count_not_by_the_heap_count() {
        // HDU 1907's trap: N = 2 heaps, but one 1-heap: the mover takes it and loses.
        assert!(is_p_position(&[0, 1]));
        assert!(!is_p_position(&[0, 1, 1]));
        assert!(is_p_position(&[1, 0, 1, 0, 1]));
        assert!(!is_p_position(&[0, 0]));
        assert_eq!(
            winning_moves(&[0, 1, 1]).collect::<Vec<_>>(),
            [(1, 0), (1, 0)]
        );
    }

    #[test]
    fn extreme_heaps() {
        let m = u64::MAX;
        assert!(!is_p_position(&[m]));
        assert_eq!(winning_moves(&[m]).collect::<Vec<_>>(), [(m, 1)]);
        assert_eq!(winning_moves(&[1, m]).collect::<Vec<_>>(), [(m, 0)]);
        assert!(is_p_position(&[m, m]));
        assert!(is_p_position(&[m, m, 1, 1]));
        assert_eq!(
            winning_moves(&[m, m, 1]).collect::<Vec<_>>(),
            [(m, m - 1), (m, m - 1), (1, 0)]
        );
        assert_eq!(misere_sum_of(m, u64::MAX), m);
        assert_eq!(misere_sum_of(m ^ 1, 1), m);
    }
}
