//! Candy Piles: eat a largest pile, or one candy of every pile; whoever eats the last candy
//! loses.
//!
//! **Rules.** Piles of candies; a move either eats one whole pile among the largest, or eats one
//! candy from every pile that has any. The player who eats the last candy loses (so a table
//! left empty is a win for the player to move: the opponent has just lost).
//!
//! **Theorem.** Sort the piles decreasingly, `a_0 >= a_1 >= ... >= a_{n-1}`. A position of the
//! game is a cell `(x, y)` of the Young diagram of the piles: `x` largest piles eaten and `y`
//! layers eaten, with candies left exactly when `x < n` and `a_x > y`; eating a largest pile
//! moves right to `(x + 1, y)`, eating a layer moves up to `(x, y + 1)`, and leaving the
//! diagram eats the last candy. Walk from `(0, 0)` along the diagonal while the next diagonal
//! cell has candies (`a_{i+1} > i + 1`), to the last such cell `(i, i)`. There only two
//! straight lines are left: `up = a_i - i - 1` cells above it and `right = #{j > i : a_j > i}`
//! cells to its right. The player to move loses exactly when both are even
//! ([`is_p_position`]).
//!
//! *Proof sketch.* (1) Whenever `(x + 1, y + 1)` has candies, `(x, y)` has the outcome of
//! `(x + 1, y + 1)`, by induction from the far end of the diagram: if `(x + 1, y + 1)` is lost
//! for the player to move, both moves of `(x, y)` (which are in the diagram, as it is a Young
//! diagram) can move there, so both win and `(x, y)` is lost; if `(x + 1, y + 1)` wins, it has
//! a move to a lost cell inside the diagram (leaving it loses), say `(x + 2, y + 1)`, and by
//! (1) for the cell `(x + 1, y)` that one has the same outcome, so `(x, y)` moves to a lost
//! cell and wins (likewise for `(x + 1, y + 2)` and `(x, y + 1)`). (2) At the last diagonal
//! cell `(i, i)`, every cell `(i, y)` above it has `a_{i+1} <= i + 1 <= y`, so its only move
//! inside the diagram is up, and every cell `(j, i)` right of it has `a_j <= i + 1`, so its
//! only move inside is right: two paths, whose last cells are lost (every move eats the last
//! candy) and whose cells alternate from there. The first cell of a path of odd length is
//! lost, so `(i, i)` wins exactly when `up` or `right` is odd; by (1), so does `(0, 0)`. The
//! tests search the real moves on every multiset of at most 6 piles of at most 8 candies and
//! on random larger ones.
//!
//! Judge problem: AtCoder AGC002 E (Candy Piles).

/// The lengths `(up, right)` of the two lines left at the end of the diagonal walk over the
/// piles `decreasing` (sorted largest first; piles of 0 are no piles): `up = a_i - i - 1` cells
/// above the last diagonal cell `(i, i)` with candies and `right`, the number of piles after
/// `i` with more than `i` candies. `None` when there is no candy at all.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::candy_piles::lines;
/// // 3 2 1: the walk goes from (0, 0) to (1, 1) (a_1 = 2 > 1), and stops there (a_2 = 1).
/// assert_eq!(lines(&[3, 2, 1]), Some((0, 0)));
/// // 3 1: the walk stays at (0, 0): two cells up, one pile to the right.
/// assert_eq!(lines(&[3, 1]), Some((2, 1)));
/// assert_eq!(lines(&[0, 0]), None);
/// ```
pub fn lines(decreasing: &[u64]) -> Option<(u64, u64)> {
    debug_assert!(decreasing.windows(2).all(|w| w[0] >= w[1]));
    if decreasing.first().map_or(true, |&a| a == 0) {
        return None;
    }
    // The next diagonal cell (i + 1, i + 1) has candies iff a_{i+1} > i + 1; usize fits u64.
    let mut i = 0;
    while i + 1 < decreasing.len() && decreasing[i + 1] > (i + 1) as u64 {
        i += 1;
    }
    let up = decreasing[i] - i as u64 - 1;
    let right = decreasing[i + 1..]
        .iter()
        .take_while(|&&a| a > i as u64)
        .count() as u64;
    Some((up, right))
}

/// Whether the player to move loses (whoever eats the last candy loses): the piles are sorted
/// decreasingly in place, and the two [`lines`] left at the end of the diagonal walk both have
/// even length. A table without candy is won by the player to move (the opponent ate the last
/// one), so it is not a P-position; piles of 0 are no piles.
///
/// # Complexity
/// O(n log n) for the sort, then O(n).
///
/// ```
/// use impartial::candy_piles::is_p_position;
/// // AGC002 E's samples: 1 3 and 1 2 1 are won by the first player, 1 2 3 is lost.
/// assert!(!is_p_position(&mut [1, 3]));
/// assert!(!is_p_position(&mut [1, 2, 1]));
/// assert!(is_p_position(&mut [1, 2, 3]));
/// // One candy: the player to move must eat it.
/// assert!(is_p_position(&mut [1]));
/// assert!(!is_p_position(&mut []));
/// ```
pub fn is_p_position(piles: &mut [u64]) -> bool {
    piles.sort_unstable_by(|a, b| b.cmp(a));
    match lines(piles) {
        Some((up, right)) => up % 2 == 0 && right % 2 == 0,
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whether the player to move wins from the piles `decreasing` (no zeros), by a search of
    /// the real moves: an empty table is a win (the opponent ate the last candy).
    fn mover_wins(decreasing: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if decreasing.is_empty() {
            return true;
        }
        if let Some(&w) = memo.get(decreasing) {
            return w;
        }
        let eat_largest = decreasing[1..].to_vec();
        let eat_layer: Vec<u64> = decreasing
            .iter()
            .filter(|&&a| a > 1)
            .map(|&a| a - 1)
            .collect();
        // The depth is at most the number of candies: small in these tests.
        let w = !mover_wins(&eat_largest, memo) || !mover_wins(&eat_layer, memo);
        memo.insert(decreasing.to_vec(), w);
        w
    }

    /// Every decreasing list of `len` piles in `1..=top`, extended from `prefix`.
    fn multisets(len: usize, top: u64, prefix: &mut Vec<u64>, all: &mut Vec<Vec<u64>>) {
        if prefix.len() == len {
            all.push(prefix.clone());
            return;
        }
        let hi = prefix.last().copied().unwrap_or(top);
        for a in 1..=hi {
            prefix.push(a);
            multisets(len, top, prefix, all);
            prefix.pop();
        }
    }

    fn check(decreasing: &[u64], memo: &mut HashMap<Vec<u64>, bool>) {
        let want = !mover_wins(decreasing, memo);
        // Shuffled: the sort is part of the rule.
        let mut piles = decreasing.to_vec();
        piles.reverse();
        piles.rotate_left(decreasing.len() / 3);
        assert_eq!(is_p_position(&mut piles), want, "piles {:?}", decreasing);
        assert_eq!(piles, decreasing);
    }

    #[test]
    fn agrees_with_search_on_every_small_multiset() {
        let mut memo = HashMap::new();
        let mut all = Vec::new();
        for len in 1..=6 {
            multisets(len, 8, &mut Vec::new(), &mut all);
        }
        assert_eq!(all.len(), 3002);
        let mut lost = 0;
        for piles in &all {
            check(piles, &mut memo);
            lost += usize::from(!mover_wins(piles, &mut memo));
        }
        // Both outcomes occur often: a test of one answer only could not fail.
        assert!(lost > 300 && lost < 2700, "{} lost", lost);
    }

    #[test]
    fn agrees_with_search_on_random_larger_multisets() {
        let mut memo = HashMap::new();
        let mut state = 2;
        for _ in 0..400 {
            let len = 1 + next(&mut state) % 9;
            let top = 1 + next(&mut state) % 14;
            let mut piles: Vec<u64> = (0..len).map(|_| 1 + next(&mut state) % top).collect();
            piles.sort_unstable_by(|a, b| b.cmp(a));
            check(&piles, &mut memo);
        }
    }

    #[test]
    fn both_lines_and_the_strict_stop_decide() {
        // Wins only through `right`: no cell up, three piles to the right.
        assert_eq!(lines(&[1, 1, 1, 1]), Some((0, 3)));
        assert!(!is_p_position(&mut [1, 1, 1, 1]));
        // Wins only through `up`.
        assert_eq!(lines(&[2]), Some((1, 0)));
        assert!(!is_p_position(&mut [2]));
        // a_1 = 1 is not > 1: the walk stops at (0, 0) (up 2, right 1: a win); the cell
        // (1, 1) that a walk with >= would step on has no candy.
        assert_eq!(lines(&[3, 1]), Some((2, 1)));
        assert_eq!(lines(&[3, 2, 2]), Some((0, 1)));
        assert!(!is_p_position(&mut [3, 2, 2]));
        // Piles of 0 are no piles.
        assert!(is_p_position(&mut [0, 1, 0]));
        assert!(!is_p_position(&mut [0, 0]));
    }

    #[test]
    fn huge_piles_do_not_overflow() {
        assert_eq!(lines(&[u64::MAX]), Some((u64::MAX - 1, 0)));
        assert!(is_p_position(&mut [u64::MAX]));
        assert_eq!(lines(&[u64::MAX, u64::MAX]), Some((u64::MAX - 2, 0)));
        assert!(!is_p_position(&mut [u64::MAX, u64::MAX]));
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
