//! The Dividing Game: replace a number by one of its proper divisors.
//!
//! **Rules.** Numbers `A_1, ..., A_N >= 1`; a move picks one `A_i` and replaces it by a
//! positive divisor other than `A_i` itself; whoever cannot move (every number is 1) loses.
//!
//! **Theorem.** A number `A` is a Nim heap of `Ω(A)` stones, the number of its prime factors
//! counted with multiplicity ([`grundy`]), so a position is lost for the player to move exactly
//! when the xor of the `Ω(A_i)` is 0. *Proof sketch,* by induction on `A`: a proper divisor
//! `d = A / e` with `e > 1` has `Ω(d) = Ω(A) - Ω(e) < Ω(A)`, and every smaller count is
//! reached, by dividing out any `Ω(A) - k` of the prime factors; so the values of the moves are
//! exactly `0..Ω(A)` and their mex is `Ω(A)`. A position is a sum of its numbers.
//!
//! `0` is divisible by every positive integer, so a 0 could be replaced by any number at all:
//! the game has no end to count from, and [`grundy`] gives no value for it. The factoring is
//! [`crate::factor`]'s, exact for every `u64` (`Ω(A) <= 63`).
//!
//! Judge problem: AtCoder ABC368 F (Dividing Game).

use crate::factor;
use std::num::NonZeroU64;

/// The Grundy value of the number `a`: `Ω(a)`; `None` for 0, which has no bounded game.
///
/// # Complexity
/// As [`factor::prime_factors`]: O(a^(1/4)) expected steps.
///
/// ```
/// use impartial::dividing::grundy;
/// assert_eq!(grundy(1), Some(0));
/// assert_eq!(grundy(4), Some(2));
/// assert_eq!(grundy(6), Some(2));
/// assert_eq!(grundy(u64::MAX), Some(7));
/// assert_eq!(grundy(0), None);
/// // ABC368 F's samples: 2 3 4 is won (1 ^ 1 ^ 2 != 0), 2 3 4 6 is lost.
/// assert_eq!([2, 3, 4, 6].iter().fold(0, |x, &a| x ^ grundy(a).unwrap()), 0);
/// ```
pub fn grundy(a: u64) -> Option<u32> {
    NonZeroU64::new(a).map(factor::big_omega)
}

/// The xor of the Grundy values of `numbers`: 0 exactly when the position is lost for the
/// player to move. Faster than [`grundy`] one number at a time ([`factor::big_omega_each`]
/// factors two numbers side by side).
///
/// ```
/// use impartial::dividing::nim_sum;
/// use std::num::NonZeroU64;
/// let sum = |list: &[u64]| {
///     let numbers: Vec<NonZeroU64> = list.iter().map(|&a| NonZeroU64::new(a).unwrap()).collect();
///     nim_sum(&numbers)
/// };
/// assert_eq!(sum(&[2, 3, 4]), 2); // 1 ^ 1 ^ 2: Anna wins
/// assert_eq!(sum(&[2, 3, 4, 6]), 0); // Bruno wins
/// ```
pub fn nim_sum(numbers: &[NonZeroU64]) -> u32 {
    factor::big_omega_each(numbers)
        .into_iter()
        .fold(0, |sum, g| sum ^ g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{grundy_by_search, mex};
    use std::collections::HashMap;

    /// Every proper divisor of `a >= 1`, by trial: the real moves.
    fn proper_divisors(a: u64) -> Vec<u64> {
        (1..a).filter(|d| a % d == 0).collect()
    }

    #[test]
    fn the_value_is_the_mex_over_proper_divisors_up_to_100000() {
        // g(a) = mex { g(d) : d | a, d < a }, each number's moves listed by its divisors' sieve.
        const LIMIT: usize = 100_000;
        let mut divisors: Vec<Vec<u32>> = vec![Vec::new(); LIMIT + 1];
        for d in 1..=LIMIT {
            for m in (2 * d..=LIMIT).step_by(d) {
                divisors[m].push(d as u32);
            }
        }
        let mut g = vec![0u32; LIMIT + 1];
        for a in 1..=LIMIT {
            g[a] = mex(divisors[a].iter().map(|&d| g[d as usize]));
            assert_eq!(grundy(a as u64), Some(g[a]), "{}", a);
        }
        // The search, with no table: the same values.
        let mut memo = HashMap::new();
        for a in 1..=2000u64 {
            let searched = grundy_by_search(a, |&a| proper_divisors(a), &mut memo);
            assert_eq!(Some(searched), grundy(a), "{}", a);
        }
    }

    #[test]
    fn games_of_two_and_three_numbers_follow_the_xor() {
        // The whole position searched as one game: a move replaces one number by a proper
        // divisor, the others stay.
        let moves = |numbers: &Vec<u64>| {
            let mut next = Vec::new();
            for i in 0..numbers.len() {
                for d in proper_divisors(numbers[i]) {
                    let mut after = numbers.clone();
                    after[i] = d;
                    after.sort_unstable();
                    next.push(after);
                }
            }
            next
        };
        let mut memo = HashMap::new();
        let mut games = 0;
        for a in 1..=64u64 {
            for b in a..=64 {
                let lost = grundy_by_search(vec![a, b], moves, &mut memo) == 0;
                let xor = grundy(a).unwrap() ^ grundy(b).unwrap();
                assert_eq!(lost, xor == 0, "{} {}", a, b);
                games += 1;
                for c in (b..=24).filter(|_| b <= 24) {
                    let lost = grundy_by_search(vec![a, b, c], moves, &mut memo) == 0;
                    assert_eq!(lost, xor == grundy(c).unwrap(), "{} {} {}", a, b, c);
                    games += 1;
                }
            }
        }
        assert_eq!(
            games,
            64 * 65 / 2 + (1..=24).map(|b| b * (25 - b)).sum::<usize>()
        );
    }

    #[test]
    fn large_numbers() {
        let p = 4_294_967_291; // the largest prime below 2^32
        assert_eq!(grundy(p), Some(1));
        assert_eq!(grundy(p * p), Some(2));
        assert_eq!(grundy(3_825_123_056_546_413_051), Some(3));
        assert_eq!(grundy(1 << 63), Some(63));
        assert_eq!(grundy(u64::MAX), Some(7));
    }
}
