//! The Bash game and its relatives: one pile, a move takes a bounded number of stones.
//!
//! **Bash game.** One pile of `n` stones; a move takes between 1 and `m` stones; whoever takes
//! the last stone wins. **Theorem:** the P-positions (the player to move loses) are exactly the
//! `n` with `n ≡ 0 (mod m + 1)`. *Proof sketch:* from a multiple of `m + 1` every move takes
//! `1..=m` stones, so it leaves a non-multiple; from a non-multiple, taking `n mod (m + 1)`
//! (which is in `1..=m`) leaves a multiple; and `0` (no move) is a multiple. With `m = 0` no move
//! exists and every `n` is a P-position, which is what `n mod 1 = 0` says.
//!
//! **Subtraction games with periodic P-positions.** More generally, a move takes `s` stones for
//! some `s` in a set `S`. The P-positions are exactly the multiples of `q >= 2` if and only if
//! `1, ..., q - 1` are all in `S` and no element of `S` is a multiple of `q` (then `q` is the
//! least positive integer missing from `S`): a move from a multiple of `q` never reaches a
//! multiple, and from `n ≢ 0` the move `n mod q` does. Conversely, each `r < q` must move to `0`
//! and no move may join two multiples. [`period_of_multiples`] checks this for a finite `S`.
//! The powers of two (HDU 1847) are such a set with `q = 3`: `1, 2` are powers of two and
//! `2^i mod 3` alternates `1, 2`, never `0`. Bash is `S = {1..=m}`, `q = m + 1`.
//!
//! **Auction (HDU 2149).** The price starts at 0; a bid raises it by `1..=N`; whoever makes it
//! reach at least `M` wins. With `r = M - price` still to go, a bid of `t >= r` wins at once;
//! otherwise it leaves `r - t >= 1`. So `r` in `1..=N` wins, `r = N + 1` loses (every bid leaves
//! `1..=N`), and in general `r` loses iff `r ≡ 0 (mod N + 1)`: a Bash game on `r` whose last step
//! may overshoot. The winning first bids are every `t` in `M..=N` when `M <= N` (a bid beyond
//! `M` is allowed and wins just as well, and a bid below `M` leaves `1..N` to the opponent, who
//! wins), and otherwise the single bid `M mod (N + 1)` when it is non-zero.
//!
//! **Stone (HDU 4764).** Players alternately write numbers, the first in `1..=k`, each later one
//! exceeding the previous by `1..=k`; whoever first writes a number `>= N` loses. Writing
//! `N - 1` forces the opponent to write `>= N`, so nobody writes `>= N` unless forced, and being
//! forced means facing `N - 1`. The game is thus Bash on a pile of `N - 1` (the distance from the
//! last number, initially 0, to `N - 1`) with `m = k`: the first player (Tang) loses iff
//! `(N - 1) mod (k + 1) = 0`.
//!
//! **Sums of Bash games (HDU 1851).** Several piles, pile `i` taking `1..=m_i` per move, a move
//! in one pile only. A Bash pile is worth `n mod (m + 1)` ([`grundy`]): the takes reach
//! `n - 1, ..., n - min(m, n)`, whose values (by induction) are every residue but
//! `n mod (m + 1)` when `n >= m`, and `0..n` when `n < m`; either way the mex is
//! `n mod (m + 1)`. By Sprague-Grundy the player to move loses the sum exactly when the xor of
//! these values is 0. It is the values that are xored, not the piles: `5` with `m = 4` is worth
//! 0, not 5.
//!
//! **A take range, the last take loses (HDU 2897).** One pile of `n`; a move takes between `p`
//! and `q` stones (`1 <= p <= q`), and a mover facing fewer than `p` must take them all; whoever
//! takes the last stone loses, so the player facing an empty pile has won. **Theorem:** with
//! `r = n mod (p + q)`, the player to move loses exactly when `1 <= r <= p`
//! ([`misere_range_is_p_position`]). *Proof sketch:* write `n = s (p + q) + r`. From `r` in
//! `1..=p`: with `s = 0` the only moves take the last stone (below `p` the forced take-all, at
//! `p` every take); with `s >= 1` a take `t` in `p..=q` leaves the remainder `p + q + r - t`, in
//! `p + r..=q + r`: above `p`, or `p + q` itself, that is remainder 0. From `r = 0` (`n > 0`,
//! so `n >= p + q`) taking `q` leaves remainder `p`. From `r` in `p + 1..p + q`, taking
//! `max(p, r - p)` (at most `q` and below `r`) leaves a remainder in `1..=p`. The empty pile is
//! won (its remainder is 0): the opponent took the last stone. `p + q` can pass `u64`, so the
//! remainder is taken in `u128`.
//!
//! Judge problems: HDU 1846 (Bash), HDU 1847 (powers of two), HDU 1851 (sums of Bash games),
//! HDU 2149 (auction), HDU 2897 (take range, misère), HDU 4764 (Stone). The tests at the bottom
//! prove each formula against a search of the real rules on every small position.

use std::ops::RangeInclusive;

/// `n mod (m + 1)`, without overflowing when `m = u64::MAX` (then `m + 1 > n`).
fn mod_succ(n: u64, m: u64) -> u64 {
    match m.checked_add(1) {
        Some(p) => n % p,
        None => n,
    }
}

/// Whether a Bash pile of `n` stones, taking `1..=m` per move, is lost for the player to move
/// (`n ≡ 0 mod (m + 1)`; `n = 0` or `m = 0` leaves no move, so it is lost).
///
/// ```
/// use impartial::bash::is_p_position;
/// assert!(!is_p_position(23, 2));
/// assert!(is_p_position(4, 3));
/// assert!(is_p_position(5, 0));
/// assert!(!is_p_position(u64::MAX, u64::MAX));
/// ```
pub fn is_p_position(n: u64, m: u64) -> bool {
    mod_succ(n, m) == 0
}

/// The winning take from a Bash pile of `n` stones with `1..=m` per move, or `None` when the
/// player to move loses. It is unique: the takes `1..=m` leave `m` consecutive pile sizes, and
/// only one of them can be a multiple of `m + 1`.
///
/// ```
/// use impartial::bash::winning_take;
/// assert_eq!(winning_take(23, 2), Some(2));
/// assert_eq!(winning_take(4, 3), None);
/// assert_eq!(winning_take(7, u64::MAX), Some(7));
/// ```
pub fn winning_take(n: u64, m: u64) -> Option<u64> {
    match mod_succ(n, m) {
        0 => None,
        r => Some(r),
    }
}

/// The Grundy value of a Bash pile of `n` stones with `1..=m` per move: `n mod (m + 1)`, which
/// is `n` itself when `m = u64::MAX` (`m + 1` passes `u64`). A sum of Bash piles is lost for the
/// player to move exactly when the xor of these values is 0 (HDU 1851).
///
/// ```
/// use impartial::bash::grundy;
/// assert_eq!(grundy(5, 4), 0);
/// assert_eq!(grundy(2, 2), 2);
/// assert_eq!(grundy(9, 0), 0);
/// assert_eq!(grundy(u64::MAX, u64::MAX), u64::MAX);
/// // HDU 1851's second sample: piles (1, 1) and (2, 2) are worth 1 and 2, xor 3: the first
/// // player wins.
/// assert_ne!(grundy(1, 1) ^ grundy(2, 2), 0);
/// ```
pub fn grundy(n: u64, m: u64) -> u64 {
    mod_succ(n, m)
}

/// The least `q` such that the subtraction game with move set `moves` has exactly the multiples
/// of `q` as P-positions, or `None` if its P-positions are not the multiples of any number.
///
/// `q` must be the least positive integer missing from the set, and the answer is `Some(q)`
/// exactly when no move is a multiple of `q` (see the module docs). Zeros are ignored (taking
/// nothing is not a move); the empty set gives `Some(1)`: with no move every position is lost.
/// A move set for piles up to `u64::MAX` is finite, so the powers of two are `2^0..=2^63`.
///
/// # Complexity
/// O(s log s) for `s` moves.
///
/// ```
/// use impartial::bash::period_of_multiples;
/// let powers: Vec<u64> = (0..64).map(|i| 1 << i).collect();
/// assert_eq!(period_of_multiples(&powers), Some(3));
/// assert_eq!(period_of_multiples(&[1, 2, 3]), Some(4));
/// assert_eq!(period_of_multiples(&[1, 2, 3, 8]), None);
/// assert_eq!(period_of_multiples(&[2, 3]), None);
/// ```
pub fn period_of_multiples(moves: &[u64]) -> Option<u64> {
    let mut sorted: Vec<u64> = moves.iter().copied().filter(|&s| s > 0).collect();
    sorted.sort_unstable();
    sorted.dedup();
    let mut q: u64 = 1;
    for &s in &sorted {
        if s == q {
            // Every positive integer up to u64::MAX is a move: no period fits in a u64.
            q = q.checked_add(1)?;
        }
    }
    if sorted.iter().all(|&s| s % q != 0) {
        Some(q)
    } else {
        None
    }
}

/// The period of the power-of-two subtraction game: `period_of_multiples` of
/// `{1, 2, 4, ..., 2^63}`, proved equal in the tests.
const POWERS_OF_TWO_PERIOD: u64 = 3;

/// Whether a pile of `n` stones is lost for the player to move when a move takes a power of two
/// (1, 2, 4, ...) and the last take wins: `n ≡ 0 (mod 3)` (HDU 1847).
///
/// ```
/// use impartial::bash::powers_of_two_is_p_position;
/// assert!(!powers_of_two_is_p_position(1));
/// assert!(powers_of_two_is_p_position(3));
/// assert!(powers_of_two_is_p_position(0));
/// ```
pub fn powers_of_two_is_p_position(n: u64) -> bool {
    n % POWERS_OF_TWO_PERIOD == 0
}

/// The empty range of bids.
#[allow(clippy::reversed_empty_ranges)]
const NO_BIDS: RangeInclusive<u64> = 1..=0;

/// Every first bid (raise) that wins the auction with cost `m` (the price must reach at least
/// `m`) and raises of `1..=n`, in increasing order; an empty range if the first bidder loses.
///
/// Defined for `m, n >= 1`; with `m = 0` or `n = 0` there is no bid to make, so the range is
/// empty. The range can be as long as `n` (cost 1, every bid wins).
///
/// ```
/// use impartial::bash::auction_winning_bids;
/// assert_eq!(auction_winning_bids(4, 2), 1..=1);
/// assert!(auction_winning_bids(3, 2).is_empty());
/// assert_eq!(auction_winning_bids(3, 5), 3..=5);
/// ```
pub fn auction_winning_bids(m: u64, n: u64) -> RangeInclusive<u64> {
    if m == 0 || n == 0 {
        return NO_BIDS;
    }
    if m <= n {
        return m..=n;
    }
    match mod_succ(m, n) {
        0 => NO_BIDS,
        t => t..=t,
    }
}

/// Whether a pile of `n` stones is lost for the player to move when a move takes `p..=q`
/// stones, a mover facing fewer than `p` must take them all, and whoever takes the last stone
/// loses (HDU 2897): `1 <= n mod (p + q) <= p`. The empty pile is won (the opponent took the
/// last stone). `None` when `p = 0` or `q < p`, which the rules do not cover (with `p = 0` the
/// forced take-all never applies, and the theorem fails).
///
/// ```
/// use impartial::bash::misere_range_is_p_position;
/// assert_eq!(misere_range_is_p_position(7, 2, 4), Some(true));
/// assert_eq!(misere_range_is_p_position(6, 2, 4), Some(false));
/// assert_eq!(misere_range_is_p_position(0, 2, 4), Some(false));
/// assert_eq!(misere_range_is_p_position(u64::MAX, u64::MAX, u64::MAX), Some(true));
/// assert_eq!(misere_range_is_p_position(5, 0, 4), None);
/// assert_eq!(misere_range_is_p_position(5, 3, 2), None);
/// ```
pub fn misere_range_is_p_position(n: u64, p: u64, q: u64) -> Option<bool> {
    if p == 0 || q < p {
        return None;
    }
    let r = u128::from(n) % (u128::from(p) + u128::from(q));
    Some(1 <= r && r <= u128::from(p))
}

/// Whether the start of Stone (HDU 4764) with limit `n` (writing `>= n` loses) and step `k` is a
/// P-position, so that the first player (Tang) loses: `(n - 1) mod (k + 1) = 0`.
///
/// Defined for `n, k >= 1`. Outside it: `n = 0` means every number written loses, so the first
/// player loses; `k = 0` leaves the first player no number to write, counted as a loss.
///
/// ```
/// use impartial::bash::stone_is_p_position;
/// assert!(stone_is_p_position(1, 1));
/// assert!(!stone_is_p_position(30, 3));
/// assert!(stone_is_p_position(10, 2));
/// ```
pub fn stone_is_p_position(n: u64, k: u64) -> bool {
    match n.checked_sub(1) {
        Some(pile) => is_p_position(pile, k),
        None => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{
        grundy_by_search, is_p_position_by_search as searched_p, subtraction_table,
    };
    use std::collections::HashMap;

    #[test]
    fn bash_matches_search_and_its_winning_take_wins() {
        let mut positions = 0;
        for m in 0..=200u64 {
            let mut memo = HashMap::new();
            let moves = |&p: &u64| (1..=m.min(p)).map(|t| p - t).collect::<Vec<_>>();
            for n in 0..=200u64 {
                let p = searched_p(n, moves, &mut memo);
                assert_eq!(is_p_position(n, m), p, "n = {}, m = {}", n, m);
                let winning: Vec<u64> = (1..=m.min(n))
                    .filter(|&t| searched_p(n - t, moves, &mut memo))
                    .collect();
                assert_eq!(winning_take(n, m).into_iter().collect::<Vec<_>>(), winning);
                positions += 1;
            }
        }
        assert_eq!(positions, 201 * 201);
    }

    #[test]
    fn bash_at_the_top_of_u64() {
        let max = u64::MAX;
        assert!(is_p_position(0, max));
        assert!(!is_p_position(max, max));
        assert_eq!(winning_take(max, max), Some(max));
        assert_eq!(winning_take(max, max - 1), None);
        assert!(is_p_position(max, max - 1));
        assert!(is_p_position(max, 0));
        assert_eq!(winning_take(max, 1), Some(1));
        assert_eq!(winning_take(max - 1, 2), Some(2));
        assert_eq!(winning_take(max, 2), None); // 2^64 - 1 is divisible by 3
    }

    #[test]
    fn bash_grundy_matches_search() {
        let mut positions = 0;
        for m in 0..=150u64 {
            let mut memo = HashMap::new();
            let moves = |&p: &u64| (1..=m.min(p)).map(|t| p - t).collect::<Vec<_>>();
            for n in 0..=150u64 {
                let g = grundy_by_search(n, moves, &mut memo);
                assert_eq!(grundy(n, m), u64::from(g), "n = {}, m = {}", n, m);
                positions += 1;
            }
        }
        assert_eq!(positions, 151 * 151);
        assert_eq!(grundy(u64::MAX, u64::MAX - 1), 0);
        assert_eq!(grundy(u64::MAX - 1, u64::MAX), u64::MAX - 1);
        assert_eq!(grundy(u64::MAX, 0), 0);
        assert_eq!(grundy(0, u64::MAX), 0);
    }

    /// Piles `(stones, m)` in any order, sorted so that one memo entry serves every order.
    // The search takes a move function of `&P`, and a position `P` is a `Vec` here.
    #[allow(clippy::ptr_arg)]
    fn bash_sum_moves(piles: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut next = Vec::new();
        for (i, &(n, m)) in piles.iter().enumerate() {
            for t in 1..=m.min(n) {
                let mut after = piles.clone();
                after[i].0 = n - t;
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    }

    #[test]
    fn a_sum_of_bash_piles_is_lost_iff_the_xor_of_their_values_is_0() {
        // Every tuple of up to 3 piles with 0..=6 stones and m in 0..=4, played by the real
        // rules of the whole sum (a move takes 1..=m from one pile).
        let kinds: Vec<(u64, u64)> = (0..=6).flat_map(|n| (0..=4).map(move |m| (n, m))).collect();
        let mut memo = HashMap::new();
        let (mut checked, mut lost) = (0, 0);
        for count in 0..=3u32 {
            for code in 0..kinds.len().pow(count) {
                let mut piles: Vec<(u64, u64)> = (0..count)
                    .map(|i| kinds[code / kinds.len().pow(i) % kinds.len()])
                    .collect();
                let xor = piles.iter().fold(0, |x, &(n, m)| x ^ grundy(n, m));
                piles.sort_unstable();
                let p = searched_p(piles.clone(), bash_sum_moves, &mut memo);
                assert_eq!(p, xor == 0, "{:?}", piles);
                checked += 1;
                lost += usize::from(p);
            }
        }
        assert_eq!(checked, 1 + 35 + 35 * 35 + 35 * 35 * 35);
        // Both answers occur often, and the piles themselves would xor differently.
        assert!(
            lost > 2000 && checked - lost > 20_000,
            "{} of {}",
            lost,
            checked
        );
        assert!(searched_p(vec![(5, 4)], bash_sum_moves, &mut memo));
    }

    /// HDU 2897 by its real rules: `wins[n]` says whether the player facing `n` stones wins.
    /// Facing none, he has won (the opponent took the last stone); otherwise a take wins when it
    /// leaves a position lost for the opponent, and taking the last stone leaves the opponent
    /// the empty, won, pile.
    fn misere_range_search(p: u64, q: u64, most: u64) -> Vec<bool> {
        let mut wins = vec![true];
        for n in 1..=most {
            let takes = if n < p { n..=n } else { p..=q.min(n) };
            let win = takes.into_iter().any(|t| !wins[(n - t) as usize]);
            wins.push(win);
        }
        wins
    }

    #[test]
    fn misere_range_matches_search() {
        let mut positions = 0;
        for p in 1..=25u64 {
            for q in p..=40u64 {
                let wins = misere_range_search(p, q, 500);
                for (n, &win) in wins.iter().enumerate() {
                    let n = n as u64;
                    let got = misere_range_is_p_position(n, p, q);
                    assert_eq!(got, Some(!win), "n = {}, p = {}, q = {}", n, p, q);
                    positions += 1;
                }
            }
        }
        // p in 1..=25, q in p..=40, n in 0..=500.
        assert_eq!(positions, (40 + 16) * 25 / 2 * 501);
    }

    #[test]
    fn misere_range_outside_its_rules_and_at_the_top_of_u64() {
        let max = u64::MAX;
        assert_eq!(misere_range_is_p_position(3, 0, 5), None);
        assert_eq!(misere_range_is_p_position(3, 0, 0), None);
        assert_eq!(misere_range_is_p_position(3, 6, 5), None);
        assert_eq!(misere_range_is_p_position(0, 1, 1), Some(false));
        // n = p: every take takes the last stone.
        assert_eq!(misere_range_is_p_position(max, max, max), Some(true));
        // Take max - 1, leave the last stone to the opponent.
        assert_eq!(misere_range_is_p_position(max, 1, max), Some(false));
        // p + q = 2^64 - 1 = n: remainder 0, take q and leave p.
        assert_eq!(misere_range_is_p_position(max, 2, max - 2), Some(false));
        // p + q = 2^64 (a u64 sum wraps to 0): remainder n itself, above p; take max - 2.
        assert_eq!(misere_range_is_p_position(max, 2, max - 1), Some(false));
        assert_eq!(
            misere_range_is_p_position(max - 1, max - 1, max),
            Some(true)
        );
        assert_eq!(misere_range_is_p_position(max, max - 1, max), Some(false));
        // A u64 sum would wrap to p + q - 2^64 = 2 and give remainder 1: lost, wrongly.
        assert_eq!(
            misere_range_is_p_position(max, max / 2 + 2, max / 2 + 2),
            Some(false)
        );
    }

    #[test]
    fn powers_of_two_period_is_derived_from_the_move_set() {
        let powers: Vec<u64> = (0..64).map(|i| 1u64 << i).collect();
        assert_eq!(period_of_multiples(&powers), Some(POWERS_OF_TWO_PERIOD));
        let table = subtraction_table(&powers, 2000);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(powers_of_two_is_p_position(n as u64), g == 0, "n = {}", n);
        }
        assert!(powers_of_two_is_p_position(u64::MAX));
        assert!(!powers_of_two_is_p_position(u64::MAX - 1));
    }

    #[test]
    fn period_of_multiples_agrees_with_the_table_on_every_small_move_set() {
        // Every subset of 1..=7 (and some with larger moves): the claimed period must match the
        // P-positions of the searched table, and None must mean no period fits.
        let mut sets: Vec<Vec<u64>> = (0u32..128)
            .map(|bits| (1..=7).filter(|&s| bits >> (s - 1) & 1 == 1).collect())
            .collect();
        sets.extend([
            vec![1, 2, 4, 7, 10],
            vec![1, 2, 3, 12],
            vec![1, 3, 5, 9],
            vec![0, 1],
        ]);
        for moves in sets {
            let table = subtraction_table(&moves, 120);
            let p: Vec<u64> = (0..=120).filter(|&n| table[n as usize] == 0).collect();
            match period_of_multiples(&moves) {
                Some(q) => {
                    assert_eq!(p, (0..=120).filter(|n| n % q == 0).collect::<Vec<_>>());
                }
                None => {
                    for q in 1..=60u64 {
                        assert_ne!(p, (0..=120).filter(|n| n % q == 0).collect::<Vec<_>>());
                    }
                }
            }
        }
    }

    /// The auction played by its real rules, in terms of what is still to go: a position is
    /// `M - price` (0 once the price has reached `M`: the bidder who got there won, so the player
    /// to move there has lost, and has no moves); a bid of `t` in `1..=n` goes to `r - t`, or
    /// to 0 if it overshoots. This does not depend on `M`, so one memo serves every `M`.
    fn auction_search(m: u64, n: u64, memo: &mut HashMap<u64, u32>) -> Vec<u64> {
        let moves = |&r: &u64| {
            if r == 0 {
                Vec::new()
            } else {
                (1..=n).map(|t| r.saturating_sub(t)).collect()
            }
        };
        (1..=n)
            .filter(|&t| searched_p(m.saturating_sub(t), moves, memo))
            .collect()
    }

    #[test]
    fn auction_bids_match_search() {
        for n in 1..=200u64 {
            let mut memo = HashMap::new();
            for m in 1..=200u64 {
                let got: Vec<u64> = auction_winning_bids(m, n).collect();
                assert_eq!(got, auction_search(m, n, &mut memo), "M = {}, N = {}", m, n);
            }
        }
        assert!(auction_winning_bids(0, 5).is_empty());
        assert!(auction_winning_bids(5, 0).is_empty());
    }

    #[test]
    fn auction_at_the_top_of_u64() {
        let max = u64::MAX;
        assert_eq!(auction_winning_bids(max, max), max..=max);
        assert!(auction_winning_bids(max, max - 1).is_empty()); // N + 1 = M
        assert_eq!(auction_winning_bids(max, max - 2), 1..=1);
        assert_eq!(auction_winning_bids(max, max / 2), max / 2..=max / 2); // M mod 2^63
        assert!(auction_winning_bids(max, 2).is_empty());
        assert_eq!(auction_winning_bids(max, 1), 1..=1);
        assert_eq!(auction_winning_bids(1, max), 1..=max);
    }

    /// Stone by its real rules: `wins[v]` says whether the player to move wins when the last
    /// number written is `v` (0 before the first move). Writing `w >= n` loses at once, so a
    /// move wins only by writing `w < n` from which the opponent loses.
    fn stone_search(n: u64, k: u64) -> bool {
        let n = n as usize;
        let k = k as usize;
        let mut wins = vec![false; n];
        for v in (0..n).rev() {
            wins[v] = (v + 1..=v + k).any(|w| w < n && !wins[w]);
        }
        wins[0]
    }

    #[test]
    fn stone_matches_search() {
        for n in 1..=200u64 {
            for k in 1..=200u64 {
                assert_eq!(
                    stone_is_p_position(n, k),
                    !stone_search(n, k),
                    "N={} k={}",
                    n,
                    k
                );
            }
        }
        assert!(stone_is_p_position(0, 5));
        assert!(stone_is_p_position(9, 0));
        assert!(!stone_is_p_position(u64::MAX, u64::MAX));
        assert!(stone_is_p_position(1, u64::MAX));
        assert!(!stone_is_p_position(2, u64::MAX));
        assert!(stone_is_p_position(u64::MAX, 1)); // 2^64 - 2 is even
    }
}
