//! The Stoned Game: take one stone from any pile except the one the opponent just took from.
//!
//! **Rules.** Piles of stones; a move takes one stone from a non-empty pile other than the pile
//! chosen on the previous move (on the first move every pile may be chosen). Whoever cannot
//! move loses.
//!
//! **Theorem.** With `S` stones in all and `M` in a largest pile, the first player wins exactly
//! when `2M > S` or `S` is odd ([`is_p_position`]). *Proof sketch.* If `2M > S`, the first
//! player takes from the largest pile, and again after every reply: the opponent may not touch
//! it, and its `M - 1` stones outlast the `S - M <= M - 1` others, so the opponent runs out of
//! moves first. If `2M <= S`, let W be the player who takes the `S`-th stone when every stone
//! is taken (the first player iff `S` is odd); W always takes from a largest pile allowed. Then
//! before each move of W the pile just taken from holds at most half of the stones `s` left:
//! at W's first move because `2M <= S`; and after W takes from a largest allowed pile `a`, every
//! other pile `q` had `q <= s/2` (the forbidden one by the invariant, an allowed one since
//! `q <= a` and `q + a <= s`), so whatever pile `q` the opponent takes from leaves
//! `2(q - 1) <= s - 2`. A pile holding at most half of `s >= 1` stones does not hold them all,
//! so W always has a move while stones are left, and W is never to move at `s = 0` (W always
//! moves with an odd number of stones left): the opponent is the one stuck. The tests search
//! the real game, the forbidden pile in the state, on every multiset of at most 6 piles of at
//! most 12 stones, empty piles included.
//!
//! Judge problem: Codeforces 1396 B (Stoned Game).

/// The total `S` (as `u128`: many piles of 64 bits overflow `u64`) and the largest pile `M` of
/// `piles` (0 for no pile), the two numbers the outcome depends on.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::stoned::total_and_largest;
/// assert_eq!(total_and_largest(&[1, 4, 2]), (7, 4));
/// assert_eq!(total_and_largest(&[u64::MAX, u64::MAX]), (2 * u64::MAX as u128, u64::MAX));
/// assert_eq!(total_and_largest(&[]), (0, 0));
/// ```
pub fn total_and_largest(piles: &[u64]) -> (u128, u64) {
    piles.iter().fold((0, 0), |(total, largest), &pile| {
        (total + u128::from(pile), largest.max(pile))
    })
}

/// Whether the first player loses the game whose piles hold `total` stones in all and
/// `largest` in a largest pile (`largest <= total`): exactly when `2 * largest <= total` and
/// `total` is even.
///
/// ```
/// use impartial::stoned::is_p_position;
/// // Codeforces 1396 B's sample: one pile of 2 is won (T takes, HL may not), 1 1 is lost.
/// assert!(!is_p_position(2, 2));
/// assert!(is_p_position(2, 1));
/// // 2M = S with S even: lost.
/// assert!(is_p_position(6, 3));
/// // No stone at all: lost.
/// assert!(is_p_position(0, 0));
/// ```
pub fn is_p_position(total: u128, largest: u64) -> bool {
    debug_assert!(u128::from(largest) <= total);
    2 * u128::from(largest) <= total && total % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A position: the stones of the pile taken from last (0 when there is none, as a pile
    /// that may not be chosen and an empty pile are the same to the player to move), and the
    /// other non-empty piles, sorted.
    type Position = (u64, Vec<u64>);

    /// Whether the player to move wins, by a search of the real moves.
    fn mover_wins(position: &Position, memo: &mut HashMap<Position, bool>) -> bool {
        if let Some(&w) = memo.get(position) {
            return w;
        }
        let (forbidden, others) = position;
        let mut w = false;
        for (k, &pile) in others.iter().enumerate() {
            if k > 0 && others[k - 1] == pile {
                continue;
            }
            let mut rest = others.clone();
            rest.remove(k);
            if *forbidden > 0 {
                rest.push(*forbidden);
                rest.sort_unstable();
            }
            // The depth is at most the number of stones: small in these tests.
            if !mover_wins(&(pile - 1, rest), memo) {
                w = true;
                break;
            }
        }
        memo.insert(position.clone(), w);
        w
    }

    /// Every sorted list of `len` piles in `0..=top`, extended from `prefix`.
    fn multisets(len: usize, top: u64, prefix: &mut Vec<u64>, all: &mut Vec<Vec<u64>>) {
        if prefix.len() == len {
            all.push(prefix.clone());
            return;
        }
        let lo = prefix.last().copied().unwrap_or(0);
        for a in lo..=top {
            prefix.push(a);
            multisets(len, top, prefix, all);
            prefix.pop();
        }
    }

    #[test]
    fn agrees_with_search_on_every_small_position() {
        let mut memo = HashMap::new();
        let mut all = Vec::new();
        for len in 0..=6 {
            multisets(len, 12, &mut Vec::new(), &mut all);
        }
        // C(19, 6): every multiset of at most 6 piles of 0..=12 stones.
        assert_eq!(all.len(), 27_132);
        let (mut lost, mut by_largest) = (0, 0);
        for piles in &all {
            let start = (0, piles.iter().copied().filter(|&p| p > 0).collect());
            let want = !mover_wins(&start, &mut memo);
            let (total, largest) = total_and_largest(piles);
            assert_eq!(is_p_position(total, largest), want, "piles {:?}", piles);
            lost += usize::from(want);
            by_largest += usize::from(total % 2 == 0 && 2 * u128::from(largest) > total);
        }
        // Both outcomes occur, and so do even totals won through the largest pile alone.
        assert!(lost > 5000 && lost < 22_000, "{} lost", lost);
        assert!(by_largest > 500, "{} won by the largest pile", by_largest);
    }

    #[test]
    fn the_edges_of_the_rule() {
        // 2M = S with S even is lost; one more stone on the largest pile wins.
        assert!(is_p_position(4, 2));
        assert!(!is_p_position(6, 4));
        // One pile: won iff it is not empty.
        assert!(!is_p_position(1, 1));
        assert!(is_p_position(0, 0));
        // Totals past u64: three piles of 2^64 - 1 (odd total) and four (even, balanced).
        let (total, largest) = total_and_largest(&[u64::MAX; 3]);
        assert_eq!(total, 3 * u128::from(u64::MAX));
        assert!(!is_p_position(total, largest));
        let (total, largest) = total_and_largest(&[u64::MAX; 4]);
        assert!(is_p_position(total, largest));
    }
}
