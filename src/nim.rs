//! Nim: piles of stones; a move takes any positive number of stones from one pile; whoever takes
//! the last stone wins.
//!
//! **Theorem (Bouton).** The player to move loses exactly when the nim-sum `x` (the xor of all
//! pile sizes) is 0; from `x != 0`, reducing pile `p` to `p ^ x` wins, and this is a legal move
//! exactly when `p ^ x < p`. *Proof sketch:* a move changes one pile, so it changes the nim-sum:
//! from 0 every move leads to a non-zero sum. From `x != 0`, a pile with `x`'s top bit set has
//! `p ^ x < p`, and reducing it to `p ^ x` leaves sum 0. Since a move to sum 0 must give the moved
//! pile the size `p ^ x`, the piles with `p ^ x < p` are exactly the winning moves, one per such
//! pile. Judge problem: HDU 2176 (every winning move). Staircase Nim, which reduces to Nim on the
//! odd stairs, has a module of its own: [`crate::staircase`].

/// The nim-sum (xor) of the pile sizes: 0 exactly when the player to move loses.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::nim::nim_sum;
/// assert_eq!(nim_sum(&[3, 6, 9]), 12);
/// assert_eq!(nim_sum(&[45, 45]), 0);
/// assert_eq!(nim_sum(&[]), 0);
/// ```
pub fn nim_sum(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |x, &p| x ^ p)
}

/// The size to which a pile of `pile` stones must be reduced to win when the whole position has
/// nim-sum `sum`, or `None` if no move in this pile wins (`pile ^ sum >= pile`, e.g. `sum == 0`).
///
/// ```
/// use impartial::nim::winning_reduction;
/// // Piles 3 6 9: nim-sum 12; only the pile of 9 can win, going to 5.
/// assert_eq!(winning_reduction(9, 12), Some(5));
/// assert_eq!(winning_reduction(3, 12), None);
/// assert_eq!(winning_reduction(7, 0), None);
/// ```
pub fn winning_reduction(pile: u64, sum: u64) -> Option<u64> {
    let target = pile ^ sum;
    if target < pile {
        Some(target)
    } else {
        None
    }
}

/// Whether the position is a P-position (the player to move loses): its nim-sum is 0.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::nim::is_p_position;
/// assert!(is_p_position(&[45, 45]));
/// assert!(!is_p_position(&[3, 6, 9]));
/// ```
pub fn is_p_position(piles: &[u64]) -> bool {
    nim_sum(piles) == 0
}

/// Every winning move as `(pile size, size it is reduced to)`, in pile order: the
/// [`WinningMoves`] of the position's own nim-sum. None exactly when the player to move loses.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::nim::winning_moves;
/// let moves: Vec<_> = winning_moves(&[5, 7, 8, 9, 10]).collect();
/// assert_eq!(moves, [(8, 1), (9, 0), (10, 3)]);
/// assert_eq!(winning_moves(&[45, 45]).count(), 0);
/// ```
pub fn winning_moves(piles: &[u64]) -> WinningMoves<'_> {
    WinningMoves::new(piles, nim_sum(piles))
}

/// The winning moves of a position whose nim-sum `sum` is known, as `(pile size, size it is
/// reduced to)` in pile order: the piles `a` with `a ^ sum < a` ([`winning_reduction`]), each
/// going to `a ^ sum`. None when `sum` is 0.
///
/// The test is made for 64 piles at a time into a mask whose set bits are then walked, so that
/// choosing the winners takes no branch per pile: about half the piles win, in no order a
/// branch predictor could learn, and a branch per pile would be mispredicted every other pile.
///
/// ```
/// use impartial::nim::{nim_sum, WinningMoves};
/// let piles = [5, 7, 8, 9, 10];
/// let moves: Vec<_> = WinningMoves::new(&piles, nim_sum(&piles)).collect();
/// assert_eq!(moves, [(8, 1), (9, 0), (10, 3)]);
/// assert_eq!(WinningMoves::new(&[45, 45], 0).count(), 0);
/// ```
#[derive(Debug, Clone)]
pub struct WinningMoves<'a> {
    /// Piles not yet tested, 64 at a time.
    chunks: std::slice::Chunks<'a, u64>,
    /// The chunk under way, and its winners not yet returned (bit `i`: pile `i`).
    chunk: &'a [u64],
    winners: u64,
    sum: u64,
}

impl<'a> WinningMoves<'a> {
    /// The winning moves of `piles`, whose nim-sum is `sum`.
    pub fn new(piles: &'a [u64], sum: u64) -> Self {
        WinningMoves {
            chunks: piles.chunks(64),
            chunk: &[],
            winners: 0,
            sum,
        }
    }
}

impl Iterator for WinningMoves<'_> {
    type Item = (u64, u64);

    fn next(&mut self) -> Option<(u64, u64)> {
        while self.winners == 0 {
            self.chunk = self.chunks.next()?;
            let sum = self.sum;
            self.winners = self
                .chunk
                .iter()
                .enumerate()
                .fold(0, |winners, (i, &a)| winners | u64::from(a ^ sum < a) << i);
        }
        let i = self.winners.trailing_zeros() as usize;
        self.winners &= self.winners - 1;
        let a = self.chunk[i];
        Some((a, a ^ self.sum))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use std::collections::HashMap;

    /// All positions of Nim reachable in one move, in (pile, new size) form.
    fn nim_moves(piles: &[u64]) -> Vec<(usize, u64)> {
        let mut v = Vec::new();
        for (i, &p) in piles.iter().enumerate() {
            for q in 0..p {
                v.push((i, q));
            }
        }
        v
    }

    fn apply(piles: &[u64], (i, q): (usize, u64)) -> Vec<u64> {
        let mut next = piles.to_vec();
        next[i] = q;
        next
    }

    #[test]
    fn nim_winning_moves_are_exactly_the_moves_to_p_positions() {
        let mut memo: HashMap<Vec<u64>, u32> = HashMap::new();
        let moves = |piles: &Vec<u64>| {
            nim_moves(piles)
                .into_iter()
                .map(|m| apply(piles, m))
                .collect::<Vec<_>>()
        };
        let mut checked = 0;
        for count in 0..=4u32 {
            for code in 0..8u64.pow(count) {
                let piles: Vec<u64> = (0..count).map(|k| code / 8u64.pow(k) % 8).collect();
                let lost = grundy::is_p_position_by_search(piles.clone(), moves, &mut memo);
                assert_eq!(is_p_position(&piles), lost, "{:?}", piles);
                let brute: Vec<(u64, u64)> = nim_moves(&piles)
                    .into_iter()
                    .filter(|&m| {
                        grundy::is_p_position_by_search(apply(&piles, m), moves, &mut memo)
                    })
                    .map(|(i, q)| (piles[i], q))
                    .collect();
                let got: Vec<(u64, u64)> = winning_moves(&piles).collect();
                assert_eq!(got, brute, "{:?}", piles);
                checked += 1;
            }
        }
        assert_eq!(checked, 1 + 8 + 64 + 512 + 4096);
    }

    #[test]
    fn winning_moves_iterator_is_the_filter_of_winning_reductions() {
        // Lengths around the 64-pile chunks, piles of every size class (including 0 and
        // u64::MAX) so that every bit can be the deciding one.
        let mut state = 11;
        for len in (0..200).chain([255, 256, 257, 1000]) {
            for round in 0..4 {
                let piles: Vec<u64> = (0..len)
                    .map(|_| match next(&mut state) % 5 {
                        0 => 0,
                        1 => u64::MAX,
                        _ => next(&mut state) >> (next(&mut state) % 64),
                    })
                    .collect();
                // The real sum, and (round 3) an arbitrary one: the iterator must agree with
                // the per-pile rule for any sum it is given.
                let sum = if round == 3 {
                    next(&mut state) >> (next(&mut state) % 64)
                } else {
                    nim_sum(&piles)
                };
                let want: Vec<(u64, u64)> = piles
                    .iter()
                    .filter_map(|&a| winning_reduction(a, sum).map(|b| (a, b)))
                    .collect();
                let got: Vec<(u64, u64)> = WinningMoves::new(&piles, sum).collect();
                assert_eq!(got, want, "len {} sum {}", len, sum);
            }
        }
    }

    /// A small deterministic generator (splitmix64) for the randomised tests.
    fn next(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The number of winning moves, a move being a pile and the number of stones it takes: each
/// pile has at most one ([`winning_reduction`]), so this counts the piles of [`WinningMoves`],
/// equal piles each on its own; 0 exactly when the player to move loses.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::nim::winning_move_count;
/// assert_eq!(winning_move_count(&[5, 7, 9]), 1);
/// assert_eq!(winning_move_count(&[4, 4, 4]), 3);
/// assert_eq!(winning_move_count(&[6, 6]), 0);
/// assert_eq!(winning_move_count(&[0]), 0);
/// ```
pub fn winning_move_count(piles: &[u64]) -> usize {
    WinningMoves::new(piles, nim_sum(piles)).count()
}

#[cfg(test)]
mod winning_move_count_tests {
    use super::*;
    use crate::grundy::is_p_position_by_search as is_p_position;
    use std::collections::HashMap;

    #[test]
    fn counts_the_moves_to_p_positions_of_the_real_game() {
        let mut memo: HashMap<Vec<u64>, u32> = HashMap::new();
        let moves = |piles: &Vec<u64>| {
            let mut v = Vec::new();
            for (i, &p) in piles.iter().enumerate() {
                for q in 0..p {
                    let mut next = piles.clone();
                    next[i] = q;
                    v.push(next);
                }
            }
            v
        };
        let mut winning = 0;
        for count in 0..=4u32 {
            for code in 0..8u64.pow(count) {
                let piles: Vec<u64> = (0..count).map(|k| code / 8u64.pow(k) % 8).collect();
                let brute = moves(&piles)
                    .into_iter()
                    .filter(|next| is_p_position(next.clone(), moves, &mut memo))
                    .count();
                assert_eq!(winning_move_count(&piles), brute, "{:?}", piles);
                winning += brute;
            }
        }
        assert!(winning > 5000, "{}", winning);
    }

    #[test]
    fn counts_equal_and_extreme_piles_one_by_one() {
        let m = u64::MAX;
        assert_eq!(winning_move_count(&[]), 0);
        assert_eq!(winning_move_count(&[m]), 1);
        assert_eq!(winning_move_count(&[m, m]), 0);
        assert_eq!(winning_move_count(&[m, m, m]), 3);
        assert_eq!(winning_move_count(&[0, 0, 1]), 1);
        // 130 piles of 1: around the 64-pile chunks of the iterator.
        assert_eq!(winning_move_count(&[1; 129]), 129);
        assert_eq!(winning_move_count(&[1; 130]), 0);
    }
}
