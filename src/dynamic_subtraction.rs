//! k-multiple dynamic subtraction: one pile, each take at most `k` times the one before.
//!
//! **Rules.** One pile of `n` stones. The first move takes `1..n` stones (not all of them);
//! after that a move takes at least one stone and at most `k` times what the opponent took
//! last. Whoever takes the last stone wins. `k = 1` is the game of powers of two, `k = 2`
//! Fibonacci Nim ([`crate::fibonacci`]).
//!
//! **The sequence (Cao Qinxiang, WC 2009).** `a_0 = b_0 = 1`; `a_i = b_{i-1} + 1`; and
//! `b_i = a_i + b_j` for the largest `j` with `k a_j < a_i`, or `b_i = a_i` when there is none.
//! Call a sum of distinct terms *separated* when each term is more than `k` times the next
//! smaller one. Then `b_i` is the largest separated sum of terms up to `a_i` (its top term is
//! `a_i`, since `a_i > b_{i-1}`, and below it the best is `b_j`), every number up to `b_i` is
//! one (`a_i + r` with `r <= b_j` written with terms up to `a_j`), and `a_{i+1}` is the least
//! number that is not a separated sum of smaller terms. Every `n >= 1` is a separated sum in
//! exactly one way, the greedy one (largest term first): the top term of a separated sum of
//! `s` is the largest term up to `s`, because the sum is at most `b_top < a_{top+1}`. Write
//! `z(s)` for its smallest term. The first `k + 1` terms are `1, 2, ..., k + 1` (`b_i = a_i`
//! below `k`, `b_k = k + 2`).
//!
//! **Theorem.** With `s` stones left and at most `m` allowed, the player to move wins exactly
//! when `z(s) <= m`, and `z(s)` is then the least winning take ([`Terms::winning_take`]). At
//! the start `m = n - 1`, so the first player loses exactly when `n` is a term.
//! *Proof sketch,* by induction on `s`. Taking `z = z(s)` leaves `s - z`, whose smallest term is
//! more than `k z` (the sum was separated), so the opponent, allowed `k z`, loses. A take
//! `t < z` with `z = a_j` leaves `H + (a_j - t)`, where `H` holds the terms above `a_j`, each
//! more than `k a_j`; the greedy sum of `a_j - t` followed by `H` is separated, so
//! `z(s - t) = z(a_j - t)`. If that were more than `k t`, the greedy sum of `a_j - t` and that
//! of `t` (all below `z(a_j - t) / k`) would make a separated sum of terms below `a_j` equal to
//! `a_j`, more than `b_{j-1}`: impossible. So `z(s - t) <= k t`, and the opponent wins.
//!
//! **Exact arithmetic.** Only the terms above `k + 1` are stored; `b_j` is the term after `a_j`,
//! minus 1, so one array serves. `k a_j < a_i` is tested as `a_j <= (a_i - 1) / k` (the product
//! can pass `u64`); the last `b_i` can be about twice the pile and is added saturating, which
//! only ever decides "past the pile". A pile needs `O(k log(n / k))` terms, so the terms
//! strictly between `k + 1` and the pile are capped at [`MAX_TERMS`]: enough for every `n` in
//! `u64` when `k <= 100,000` (3,242,575 terms for `k = 10^5` and `n = 2^64 - 1`), and for every
//! `k` when `n` is near `k + 1`.
//!
//! Judge problem: HDU 2486 (A simple stone game; also POJ 3922). The tests check the theorem
//! against a search of the real rules on every position up to 400 stones for `k` up to 40 and
//! several larger `k`.

use std::fmt;

/// The most sequence terms strictly between `k + 1` and the pile that [`Terms::new`] computes:
/// `2^22`, 32 MiB of `u64`.
pub const MAX_TERMS: usize = 1 << 22;

/// A pile `n` with multiple `k` whose sequence has more than [`MAX_TERMS`] terms strictly
/// between `k + 1` and `n`. It displays as the judge binary reports it:
/// `expected n and k needing at most 4194304 sequence terms above k + 1, found n = 1000000012345
/// and k = 1000000000`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyTerms {
    /// The pile.
    pub n: u64,
    /// The multiple.
    pub k: u64,
}

impl fmt::Display for TooManyTerms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected n and k needing at most {} sequence terms above k + 1, found n = {} and \
             k = {}",
            MAX_TERMS, self.n, self.k
        )
    }
}

impl std::error::Error for TooManyTerms {}

/// The terms of the sequence for one multiple `k`, every one up to a limit: the losing piles
/// of the game, and what the winning takes are made of.
#[derive(Clone, Debug)]
pub struct Terms {
    k: u64,
    /// The terms above `k + 1` and at most the limit, increasing (`1..=k + 1` are all terms).
    above: Vec<u64>,
}

impl Terms {
    /// The terms for multiple `k` up to `limit`, or [`TooManyTerms`] when more than
    /// [`MAX_TERMS`] of them lie strictly between `k + 1` and `limit`. With `k = 0` there are
    /// none to compute (see [`Terms::winning_take`]).
    ///
    /// # Complexity
    /// O(t) time and memory for the `t` terms above `k + 1` (about `k ln(limit / k)`).
    ///
    /// ```
    /// use impartial::dynamic_subtraction::Terms;
    /// assert!(Terms::new(100_000, u64::MAX).is_ok());
    /// let e = Terms::new(1_000_000_000, 1_000_000_012_345).unwrap_err();
    /// assert_eq!(e.n, 1_000_000_012_345);
    /// ```
    pub fn new(k: u64, limit: u64) -> Result<Terms, TooManyTerms> {
        Terms::with_cap(k, limit, MAX_TERMS)
    }

    /// [`Terms::new`] with the cap as a parameter, so that the tests can reach it.
    fn with_cap(k: u64, limit: u64, cap: usize) -> Result<Terms, TooManyTerms> {
        let mut above: Vec<u64> = Vec::new();
        // `b` of the last term known: `b_k = k + 2` for the term `k + 1`. Past u64, the terms
        // 1..=k + 1 hold every pile.
        let mut b = match k.checked_add(2) {
            Some(b) if k > 0 => b,
            _ => return Ok(Terms { k, above }),
        };
        // How many stored terms are at most the bound `(a - 1) / k` of the term being added,
        // which only grows.
        let mut below = 0;
        while b < limit {
            let a = b + 1;
            if above.len() >= cap {
                if a < limit {
                    return Err(TooManyTerms { n: limit, k });
                }
                // The pile itself may be the next term: room for it alone, not a doubling.
                above.reserve_exact(1);
            }
            above.push(a);
            // `a >= k + 3`, so the bound is at least 1 and some term `a_j` is at most it.
            let bound = (a - 1) / k;
            let after_j = if bound <= k {
                bound + 1
            } else {
                while above[below] <= bound {
                    below += 1;
                }
                above[below]
            };
            // b_i = a_i + b_j, and b_j is the term after a_j, minus 1 (`after_j <= a`).
            b = a.saturating_add(after_j - 1);
        }
        Ok(Terms { k, above })
    }

    /// The terms above `k + 1` up to the limit, increasing (`1..=k + 1` are all terms).
    ///
    /// ```
    /// use impartial::dynamic_subtraction::Terms;
    /// assert_eq!(Terms::new(1, 40).unwrap().terms_above(), [4, 8, 16, 32]);
    /// assert_eq!(Terms::new(3, 40).unwrap().terms_above(), [6, 8, 11, 15, 21, 29, 40]);
    /// ```
    pub fn terms_above(&self) -> &[u64] {
        &self.above
    }

    /// The smallest term of the greedy (separated) sum of `s`, for `1 <= s <= limit`.
    fn smallest_term(&self, s: u64) -> u64 {
        let top = self.above.partition_point(|&a| a <= s);
        let mut rest = s;
        for &a in self.above[..top].iter().rev() {
            if a <= rest {
                rest -= a;
                if rest == 0 {
                    return a;
                }
            }
        }
        // Below the first stored term `k + 3`: `1..=k + 1` are terms, `k + 2 = (k + 1) + 1`.
        if rest - 1 <= self.k {
            rest
        } else {
            1
        }
    }

    /// The least winning take with `stones` left (at most the limit the terms were computed
    /// to) and at most `max_take` allowed, or `None` when the player to move loses: `z(stones)`
    /// when it is at most `max_take` (see the module docs). With no stone left the opponent
    /// took the last one, so the player to move has lost. With `k = 0` every take wins (the
    /// opponent can never move), so the answer is 1 whenever a move exists.
    ///
    /// # Complexity
    /// O(log t + number of terms up to `stones`).
    ///
    /// ```
    /// use impartial::dynamic_subtraction::Terms;
    /// let terms = Terms::new(2, 100).unwrap();
    /// // Fibonacci Nim: 100 = 89 + 8 + 3.
    /// assert_eq!(terms.winning_take(100, 99), Some(3));
    /// assert_eq!(terms.winning_take(100, 2), None);
    /// assert_eq!(terms.winning_take(89, 88), None);
    /// ```
    pub fn winning_take(&self, stones: u64, max_take: u64) -> Option<u64> {
        if stones == 0 || max_take == 0 {
            return None;
        }
        if self.k == 0 {
            return Some(1);
        }
        let z = self.smallest_term(stones);
        if z <= max_take {
            Some(z)
        } else {
            None
        }
    }
}

/// The least winning first take from a pile of `n` with multiple `k` (the first take is at most
/// `n - 1`), or `None` when the first player loses: exactly when `n` is a term, and for `n <= 1`,
/// which leaves no first move. [`TooManyTerms`] when the pile needs more than [`MAX_TERMS`]
/// terms strictly between `k + 1` and `n`.
///
/// # Complexity
/// That of [`Terms::new`] up to `n`.
///
/// ```
/// use impartial::dynamic_subtraction::winning_first_take;
/// // HDU 2486's sample.
/// assert_eq!(winning_first_take(16, 1), Ok(None));
/// assert_eq!(winning_first_take(11, 1), Ok(Some(1)));
/// assert_eq!(winning_first_take(32, 2), Ok(Some(3)));
/// assert_eq!(winning_first_take(34, 2), Ok(None));
/// assert_eq!(winning_first_take(19, 3), Ok(Some(4)));
/// assert_eq!(winning_first_take(u64::MAX, u64::MAX - 2), Ok(Some(1)));
/// ```
pub fn winning_first_take(n: u64, k: u64) -> Result<Option<u64>, TooManyTerms> {
    if n <= 1 {
        return Ok(None);
    }
    Ok(Terms::new(k, n)?.winning_take(n, n - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game by its real rules: `wins[s][m]` says whether the player to move wins with `s`
    /// stones left and at most `m` allowed (`m <= s`; more allows nothing new). A take of `t`
    /// wins when it takes the last stone or leaves the opponent `(s - t, k t)` lost.
    fn search(k: u64, most: usize) -> Vec<Vec<bool>> {
        let mut wins: Vec<Vec<bool>> = Vec::with_capacity(most + 1);
        for s in 0..=most {
            let mut row = vec![false; s + 1];
            for m in 1..=s {
                let left = s - m;
                let answer = (k.saturating_mul(m as u64)).min(left as u64) as usize;
                row[m] = row[m - 1] || m == s || !wins[left][answer];
            }
            wins.push(row);
        }
        wins
    }

    /// The least take of `1..=m` that wins from `(s, m)` in the searched table, if any.
    fn searched_take(wins: &[Vec<bool>], k: u64, s: usize, m: usize) -> Option<u64> {
        (1..=m.min(s))
            .find(|&t| {
                let answer = (k.saturating_mul(t as u64)).min((s - t) as u64) as usize;
                t == s || !wins[s - t][answer]
            })
            .map(|t| t as u64)
    }

    #[test]
    fn winning_takes_match_search_on_every_position() {
        const MOST: usize = 400;
        let mut ks: Vec<u64> = (0..=40).collect();
        ks.extend([57, 100, 199, 398, 399, 400, 1000, u64::MAX - 2, u64::MAX]);
        let mut positions = 0u64;
        for &k in &ks {
            let wins = search(k, MOST);
            let terms = Terms::new(k, MOST as u64).unwrap();
            for s in 0..=MOST {
                for m in 0..=s {
                    let want = searched_take(&wins, k, s, m);
                    let got = terms.winning_take(s as u64, m as u64);
                    assert_eq!(got, want, "k = {}, s = {}, m = {}", k, s, m);
                    positions += 1;
                }
                // Allowing more than the pile changes nothing.
                let want = searched_take(&wins, k, s, s);
                assert_eq!(terms.winning_take(s as u64, u64::MAX), want);
                // The first move, from the table's start, and built for the pile alone.
                let first = if s >= 2 {
                    searched_take(&wins, k, s, s - 1)
                } else {
                    None
                };
                assert_eq!(winning_first_take(s as u64, k), Ok(first), "k = {}", k);
            }
        }
        assert_eq!(positions, ks.len() as u64 * 401 * 402 / 2);
    }

    #[test]
    fn the_terms_are_the_powers_of_two_and_the_fibonacci_numbers() {
        let twos = Terms::new(1, u64::MAX).unwrap();
        let want: Vec<u64> = (2..64).map(|i| 1u64 << i).collect();
        assert_eq!(twos.above, want);
        let fibonacci = Terms::new(2, u64::MAX).unwrap();
        assert_eq!(fibonacci.above, crate::fibonacci::FIBONACCI[3..]);
    }

    #[test]
    fn every_pile_up_to_k_plus_1_loses() {
        for k in [1, 2, 5, 1000, 1 << 40, u64::MAX - 2, u64::MAX - 1, u64::MAX] {
            for n in [0, 1, 2, k / 2, k, k.saturating_add(1)] {
                assert_eq!(winning_first_take(n, k), Ok(None), "n = {}, k = {}", n, k);
            }
            if let Some(n) = k.checked_add(2) {
                assert_eq!(
                    winning_first_take(n, k),
                    Ok(Some(1)),
                    "n = {}, k = {}",
                    n,
                    k
                );
            }
        }
        // k + 3 is the first term above k + 1: lost again.
        assert_eq!(winning_first_take(u64::MAX, u64::MAX - 3), Ok(None));
        assert_eq!(winning_first_take(u64::MAX - 1, u64::MAX - 3), Ok(Some(1)));
    }

    #[test]
    fn the_cap_counts_the_terms_strictly_between_k_plus_1_and_the_pile() {
        let k = 7;
        let all = Terms::new(k, 1_000_000).unwrap().above;
        let cap = 10;
        let eleventh = all[cap];
        // Ten terms below the eleventh: within the cap, and the eleventh itself may be the pile.
        assert_eq!(
            Terms::with_cap(k, eleventh, cap).unwrap().above,
            all[..=cap]
        );
        assert_eq!(
            Terms::with_cap(k, eleventh + 1, cap).unwrap_err(),
            TooManyTerms { n: eleventh + 1, k }
        );
        assert!(Terms::with_cap(k, eleventh - 1, cap).is_ok());
    }

    #[test]
    fn the_largest_piles_fit_the_cap_as_the_contract_says() {
        let terms = Terms::new(100_000, u64::MAX).unwrap();
        assert_eq!(terms.above.len(), 3_242_575);
        let first = winning_first_take(u64::MAX, 100_000).unwrap();
        assert!(first.is_some_and(|t| t >= 1), "{:?}", first);
        let e = winning_first_take(1_000_000_012_345, 1_000_000_000).unwrap_err();
        assert_eq!(
            e.to_string(),
            "expected n and k needing at most 4194304 sequence terms above k + 1, found \
             n = 1000000012345 and k = 1000000000"
        );
    }

    /// The contract's recurrence as written, in `u128` with both arrays and every term from
    /// `a_0`: the terms up to `limit`.
    fn terms_as_written(k: u128, limit: u128) -> Vec<u128> {
        let (mut a, mut b) = (vec![1u128], vec![1u128]);
        loop {
            let next = b[b.len() - 1] + 1;
            if next > limit {
                return a;
            }
            // The terms with a_j * k < next are a prefix: j is its last index.
            let j = a.partition_point(|&a_j| a_j * k < next).checked_sub(1);
            a.push(next);
            b.push(next + j.map_or(0, |j| b[j]));
        }
    }

    #[test]
    fn the_stored_terms_follow_the_recurrence_up_to_u64_max() {
        let mut checked = 0;
        for k in (1..=60u64).chain([100, 1000, 12_345]) {
            let want = terms_as_written(u128::from(k), u128::from(u64::MAX));
            let stored = Terms::new(k, u64::MAX).unwrap().above;
            // The first k + 1 terms are 1..=k + 1, kept implicit.
            let implicit: Vec<u128> = (1..=u128::from(k) + 1).collect();
            assert_eq!(want[..=k as usize], implicit[..], "k = {}", k);
            let above: Vec<u128> = stored.iter().map(|&a| u128::from(a)).collect();
            assert_eq!(want[k as usize + 1..], above[..], "k = {}", k);
            checked += want.len();
        }
        assert!(checked > 100_000, "{}", checked);
    }

    #[test]
    fn sums_that_pass_u64_stop_the_sequence() {
        // For k = 1 the last term is 2^63 and its b is 2^64 - 1; a term that fits is never lost.
        let twos = Terms::new(1, u64::MAX).unwrap();
        assert_eq!(twos.winning_take(u64::MAX, u64::MAX - 1), Some(1));
        assert_eq!(twos.winning_take(1 << 63, (1 << 63) - 1), None);
        assert_eq!(
            twos.winning_take((1 << 63) + (1 << 62), u64::MAX),
            Some(1 << 62)
        );
        // k = u64::MAX: k + 1 passes u64, and every pile is a term.
        let all = Terms::new(u64::MAX, u64::MAX).unwrap();
        assert_eq!(all.winning_take(u64::MAX, u64::MAX), Some(u64::MAX));
        assert_eq!(all.winning_take(u64::MAX, u64::MAX - 1), None);
    }
}
