//! Fibonacci numbers, Zeckendorf representations, Fibonacci Nim and the Fibonacci subtraction
//! game.
//!
//! **Zeckendorf's theorem.** Every positive integer is, in exactly one way, a sum of distinct,
//! pairwise non-consecutive Fibonacci numbers `1, 2, 3, 5, 8, ...`; the greedy choice (the largest
//! Fibonacci number that fits, repeatedly) finds it.
//!
//! **Fibonacci Nim.** One pile of `n` stones; the first move takes at least one stone but not all
//! of them; every later move takes at least one and at most twice the previous take; whoever takes
//! the last stone wins. **Theorem.** With `s >= 1` stones left and at most `m` stones allowed,
//! the player to move wins exactly when `z(s) <= m`, where `z(s)` is the smallest term of the
//! Zeckendorf representation of `s`; then taking `z(s)` wins (and is the smallest winning take).
//! At the start `m = n - 1`, so the first player loses exactly when `n` is a Fibonacci number
//! (`z(n) = n`); `n = 1` allows no move at all. *Proof sketch:* write `z(s) = F_k`. Taking it
//! leaves `s'` whose smallest term is at least `F_{k+2} > 2 F_k`, so the opponent, allowed at most
//! `2 F_k`, faces `z(s') > m'` (or no stones: a loss). Conversely, if `z(s) > m`, any take
//! `t <= m < F_k` leaves `s - t = H + (F_k - t)`, where `H` holds the terms above `F_k` (each at
//! least `F_{k+2}`), so `z(s - t) = z(F_k - t)`; and `z(F_k - t) <= 2t`: if `t > F_{k-2}` then
//! `F_k - t < F_{k-1} < 2t`; if `t = F_{k-2}` it is `F_{k-1} <= 2t`; otherwise
//! `F_k - t = F_{k-1} + (F_{k-2} - t)` and induction on `k` applies. So the opponent, allowed `2t`,
//! can answer with a winning take. Both directions are checked by a search over
//! `(stones, largest take)`.
//! Judge problem: HDU 2516.
//!
//! **The Fibonacci subtraction game.** A move takes a Fibonacci number of stones from one pile;
//! whoever takes the last stone wins. Several piles form a sum of games, answered by the xor of
//! the piles' Grundy values (Sprague-Grundy); these have no known closed form, so they come from
//! the subtraction game over [`FIBONACCI`] ([`crate::subtraction::SubtractionGame`]), tabulated
//! only as far as the piles asked about. Judge problem: HDU 1848.

/// Builds the distinct Fibonacci numbers `1, 2, 3, 5, ...` that fit in a `u64`.
const fn fibonacci_table() -> [u64; FIBONACCI_COUNT] {
    let mut table = [0u64; FIBONACCI_COUNT];
    table[0] = 1;
    table[1] = 2;
    let mut i = 2;
    while i < FIBONACCI_COUNT {
        // Evaluated at compile time: an overflow here would be a build error.
        table[i] = table[i - 1] + table[i - 2];
        i += 1;
    }
    table
}

/// How many distinct Fibonacci numbers fit in a `u64` (`F_2 = 1` to `F_93`).
pub const FIBONACCI_COUNT: usize = 92;

/// The distinct Fibonacci numbers that fit in a `u64`, increasing: `1, 2, 3, 5, 8, ...`, up to
/// `F_93 = 12200160415121876738` (the next, `F_94`, exceeds `u64::MAX`).
///
/// ```
/// use impartial::fibonacci::FIBONACCI;
/// assert_eq!(&FIBONACCI[..6], &[1, 2, 3, 5, 8, 13]);
/// assert_eq!(FIBONACCI[91], 12_200_160_415_121_876_738);
/// ```
pub const FIBONACCI: [u64; FIBONACCI_COUNT] = fibonacci_table();

/// Whether `n` is a Fibonacci number (`0` is not one here: the sequence starts `1, 2, 3`).
///
/// # Complexity
/// O(log 92) (binary search in [`FIBONACCI`]).
///
/// ```
/// use impartial::fibonacci::is_fibonacci;
/// assert!(is_fibonacci(13));
/// assert!(!is_fibonacci(10_000));
/// assert!(is_fibonacci(12_200_160_415_121_876_738));
/// assert!(!is_fibonacci(u64::MAX));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    FIBONACCI.binary_search(&n).is_ok()
}

/// The Zeckendorf representation of `n`: distinct, non-consecutive Fibonacci numbers summing to
/// `n`, largest first (empty for 0).
///
/// # Complexity
/// O(92) (one greedy pass over [`FIBONACCI`]).
///
/// ```
/// use impartial::fibonacci::zeckendorf;
/// assert_eq!(zeckendorf(100), vec![89, 8, 3]);
/// assert_eq!(zeckendorf(13), vec![13]);
/// assert!(zeckendorf(0).is_empty());
/// ```
pub fn zeckendorf(mut n: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    for &f in FIBONACCI.iter().rev() {
        if f <= n {
            terms.push(f);
            n -= f;
        }
    }
    terms
}

/// The smallest term of the Zeckendorf representation of `n`, or `None` for 0.
///
/// # Complexity
/// O(92).
///
/// ```
/// use impartial::fibonacci::smallest_zeckendorf_term;
/// assert_eq!(smallest_zeckendorf_term(100), Some(3));
/// assert_eq!(smallest_zeckendorf_term(0), None);
/// ```
pub fn smallest_zeckendorf_term(n: u64) -> Option<u64> {
    let mut rest = n;
    let mut smallest = None;
    for &f in FIBONACCI.iter().rev() {
        if f <= rest {
            rest -= f;
            smallest = Some(f);
        }
    }
    smallest
}

/// The smallest winning take in Fibonacci Nim with `stones` left and at most `max_take` allowed,
/// or `None` if the player to move loses: `Some(z)` for the smallest Zeckendorf term `z` of
/// `stones` exactly when `z <= max_take`.
///
/// # Complexity
/// O(92).
///
/// ```
/// use impartial::fibonacci::nim_winning_take;
/// // 12 = 8 + 3 + 1: taking 1 leaves 11 = 8 + 3 with at most 2 allowed.
/// assert_eq!(nim_winning_take(12, 5), Some(1));
/// assert_eq!(nim_winning_take(11, 2), None);
/// assert_eq!(nim_winning_take(11, 3), Some(3));
/// assert_eq!(nim_winning_take(0, 9), None);
/// ```
pub fn nim_winning_take(stones: u64, max_take: u64) -> Option<u64> {
    smallest_zeckendorf_term(stones).filter(|&z| z <= max_take)
}

/// Whether Fibonacci Nim with `stones` left and at most `max_take` allowed is a P-position (the
/// player to move loses): exactly when there is no winning take, `z > max_take` for the
/// smallest Zeckendorf term `z` of `stones` (or no stones at all). At the start of a pile of
/// `n >= 1` (`max_take = n - 1`) that is exactly when `n` is a Fibonacci number.
///
/// # Complexity
/// O(92).
///
/// ```
/// use impartial::fibonacci::nim_is_p_position;
/// assert!(nim_is_p_position(1, 0));
/// assert!(nim_is_p_position(13, 12));
/// assert!(!nim_is_p_position(10_000, 9_999));
/// assert!(!nim_is_p_position(u64::MAX, u64::MAX - 1));
/// assert!(nim_is_p_position(11, 2));
/// ```
pub fn nim_is_p_position(stones: u64, max_take: u64) -> bool {
    nim_winning_take(stones, max_take).is_none()
}

/// The smallest winning first take of Fibonacci Nim on one pile of `n`, or `None` if the first
/// player loses.
///
/// # Complexity
/// O(92).
///
/// ```
/// use impartial::fibonacci::nim_winning_first_take;
/// // 10000 = 6765 + 2584 + 610 + 34 + 5 + 2.
/// assert_eq!(nim_winning_first_take(10_000), Some(2));
/// assert_eq!(nim_winning_first_take(13), None);
/// assert_eq!(nim_winning_first_take(1), None);
/// ```
pub fn nim_winning_first_take(n: u64) -> Option<u64> {
    nim_winning_take(n, n.saturating_sub(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::grundy_by_search;
    use crate::subtraction::{SubtractionGame, SubtractionTable, SEARCH_LIMIT};
    use std::collections::HashMap;

    #[test]
    fn the_table_holds_every_fibonacci_number_that_fits() {
        assert_eq!(FIBONACCI[91], 12_200_160_415_121_876_738);
        assert!(FIBONACCI[91].checked_add(FIBONACCI[90]).is_none());
        for i in 2..FIBONACCI_COUNT {
            assert_eq!(FIBONACCI[i], FIBONACCI[i - 1] + FIBONACCI[i - 2]);
        }
        for n in 0..100_000u64 {
            assert_eq!(is_fibonacci(n), FIBONACCI.contains(&n), "{}", n);
        }
        for &f in FIBONACCI.iter() {
            assert!(is_fibonacci(f));
            assert!(f < 4 || !is_fibonacci(f - 1));
            assert!(f < 3 || !is_fibonacci(f + 1));
        }
    }

    #[test]
    fn zeckendorf_terms_are_distinct_non_consecutive_and_sum_to_n() {
        let tests = (0..20_000u64).chain([u64::MAX, u64::MAX - 1, FIBONACCI[91] - 1]);
        for n in tests {
            let terms = zeckendorf(n);
            assert_eq!(terms.iter().map(|&t| t as u128).sum::<u128>(), n as u128);
            let indices: Vec<usize> = terms
                .iter()
                .map(|t| FIBONACCI.binary_search(t).unwrap())
                .collect();
            for pair in indices.windows(2) {
                assert!(pair[0] >= pair[1] + 2, "{}: {:?}", n, terms);
            }
            assert_eq!(smallest_zeckendorf_term(n), terms.last().copied());
        }
    }

    /// `win[s][m]`: the player to move wins with `s` stones left and at most `m` allowed, by
    /// search over the real moves (take `t` in `1..=min(m, s)`, the opponent may then take up to
    /// `2t`); `m` is capped at `s`, which allows the same moves.
    fn fibonacci_nim_search(limit: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; limit + 1]; limit + 1];
        for s in 1..=limit {
            for m in 1..=s {
                win[s][m] = (1..=m).any(|t| !win[s - t][(2 * t).min(s - t)]);
            }
        }
        win
    }

    #[test]
    fn fibonacci_nim_first_player_loses_exactly_on_fibonacci_numbers() {
        let win = fibonacci_nim_search(300);
        for n in 1..=300usize {
            assert_eq!(
                nim_is_p_position(n as u64, n as u64 - 1),
                !win[n][n - 1],
                "n = {}",
                n
            );
            assert_eq!(!win[n][n - 1], is_fibonacci(n as u64), "n = {}", n);
        }
        assert!(nim_is_p_position(0, 0));
    }

    #[test]
    fn fibonacci_nim_winning_takes_are_the_smallest_winning_moves() {
        let win = fibonacci_nim_search(200);
        let mut positions = 0;
        for s in 0..=200usize {
            for m in 0..=220usize {
                let capped = m.min(s);
                let brute = (1..=capped).find(|&t| !win[s - t][(2 * t).min(s - t)]);
                assert_eq!(win[s][capped], brute.is_some());
                let take = nim_winning_take(s as u64, m as u64);
                assert_eq!(take, brute.map(|t| t as u64), "s = {}, m = {}", s, m);
                assert_eq!(nim_is_p_position(s as u64, m as u64), brute.is_none());
                positions += 1;
            }
            if s >= 1 {
                let first = nim_winning_first_take(s as u64);
                assert_eq!(
                    first,
                    (1..s)
                        .find(|&t| !win[s - t][(2 * t).min(s - t)])
                        .map(|t| t as u64)
                );
            }
        }
        assert_eq!(positions, 201 * 221);
    }

    #[test]
    fn fibonacci_nim_is_exact_at_the_top_of_u64() {
        assert!(nim_is_p_position(FIBONACCI[91], FIBONACCI[91] - 1));
        assert!(!nim_is_p_position(FIBONACCI[91] + 1, FIBONACCI[91]));
        assert_eq!(nim_winning_first_take(FIBONACCI[91] + 1), Some(1));
        // u64::MAX = F_93 + F_91 + ... : its smallest term, by subtraction from the top.
        let z = smallest_zeckendorf_term(u64::MAX).unwrap();
        assert_eq!(nim_winning_first_take(u64::MAX), Some(z));
        assert_eq!(nim_winning_take(u64::MAX, z - 1), None);
    }

    fn fibonacci_subtraction_search(limit: u64) -> Vec<u32> {
        let mut memo = HashMap::new();
        let moves = |&n: &u64| {
            FIBONACCI
                .iter()
                .take_while(|&&f| f <= n)
                .map(|&f| n - f)
                .collect::<Vec<_>>()
        };
        (0..=limit)
            .map(|n| grundy_by_search(n, moves, &mut memo))
            .collect()
    }

    /// HDU 1848's piles through the one lazy subtraction table, asked in any order.
    #[test]
    fn the_subtraction_game_over_fibonacci_numbers_agrees_with_search() {
        let brute = fibonacci_subtraction_search(2000);
        let orders: [Vec<u64>; 3] = [
            (0..=2000).collect(),
            (0..=2000).rev().collect(),
            (0..=2000).map(|i| i * 997 % 2001).collect(),
        ];
        for order in orders {
            let mut table = SubtractionTable::new(&FIBONACCI);
            let mut game = SubtractionGame::new(&FIBONACCI, SEARCH_LIMIT);
            for n in order {
                assert_eq!(table.grundy(n as usize), brute[n as usize], "n = {}", n);
                assert_eq!(game.grundy(n), Ok(brute[n as usize]), "n = {}", n);
            }
            assert_eq!(table.tabulated(), 2001);
        }
        // HDU 1848's sample: 1 1 1 -> Fibo (xor 1), 1 4 1 -> Nacci (xor 0).
        assert_eq!(brute[1] ^ brute[1] ^ brute[1], 1);
        assert_eq!(brute[1] ^ brute[4] ^ brute[1], 0);
    }
}
