//! Kayles and the coin circle: coins in a row or in a circle, a move takes one coin or two
//! adjacent coins, whoever takes the last coin wins.
//!
//! **Kayles** (octal game 0.77). Taking coins from a row of `n` leaves two rows, `a` and `b`
//! coins long with `a + b = n - 1` (one coin taken) or `a + b = n - 2` (two), played as a sum of
//! games; so by Sprague-Grundy (see [`crate::grundy`]) the row's value is
//! `g(n) = mex { g(a) ^ g(b) }` over those splits. **Theorem.** Only the empty row is a
//! P-position. *Proof sketch:* from a row of `n >= 1` coins the player to move takes the middle
//! coin (odd `n`) or the middle two (even `n`), leaving two equal rows, and then answers every
//! move in one row with the same move in the other: there is always an answer, so the opponent
//! runs out of moves first.
//!
//! **The coin circle.** The first move takes one coin or two adjacent ones from a circle of `n`,
//! which opens it into a Kayles row of `n - 1` or `n - 2` coins, so the circle's value is
//! `c(n) = mex { g(n - 1), g(n - 2) }` (only the first for `n = 1`; `c(0) = 0`). **Theorem.**
//! The circle is a P-position exactly when `n = 0` or `n >= 3`. *Proof sketch:* one or two coins
//! are taken at once; from `n >= 3`, every first move leaves a row of at least one coin, which
//! by the Kayles theorem is won by the player who moves next, the opponent. Judge problem:
//! POJ 2484.

use crate::grundy::mex;

/// Grundy values `g(0..=limit)` of Kayles rows: `g(n) = mex { g(a) ^ g(b) : a + b = n - 1 or
/// a + b = n - 2 }` (the two rows left on either side of the coins taken).
///
/// # Complexity
/// O(limit^2) time, O(limit) memory.
///
/// ```
/// use impartial::kayles::grundy_table;
/// assert_eq!(grundy_table(12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// ```
pub fn grundy_table(limit: usize) -> Vec<u32> {
    let mut table = vec![0u32; limit + 1];
    for n in 1..=limit {
        let mut values = Vec::with_capacity(n + 1);
        for taken in 1..=n.min(2) {
            let rest = n - taken;
            // The rows left are a and rest - a; a <= rest - a covers each split once.
            for a in 0..=rest / 2 {
                values.push(table[a] ^ table[rest - a]);
            }
        }
        table[n] = mex(values);
    }
    table
}

/// Grundy values `c(0..=limit)` of coin circles: `c(n) = mex { g(n - 1), g(n - 2) }` over the
/// Kayles values `g` of [`grundy_table`] (only the first term for `n = 1`, and `c(0) = 0`).
///
/// # Complexity
/// O(limit^2) (the Kayles table).
///
/// ```
/// use impartial::kayles::circle_grundy_table;
/// // One or two coins: take them all. Three or more: every opening leaves a non-zero row.
/// assert_eq!(circle_grundy_table(6), vec![0, 1, 2, 0, 0, 0, 0]);
/// ```
pub fn circle_grundy_table(limit: usize) -> Vec<u32> {
    let rows = grundy_table(limit);
    (0..=limit)
        .map(|n| match n {
            0 => 0,
            1 => mex([rows[0]]),
            _ => mex([rows[n - 1], rows[n - 2]]),
        })
        .collect()
}

/// Whether a circle of `n` coins is a P-position (the player to move loses): exactly when `n`
/// is neither 1 nor 2 (module docs).
///
/// ```
/// use impartial::kayles::circle_is_p_position;
/// assert!(!circle_is_p_position(2));
/// assert!(circle_is_p_position(3));
/// assert!(circle_is_p_position(0));
/// assert!(circle_is_p_position(u64::MAX));
/// ```
pub fn circle_is_p_position(n: u64) -> bool {
    n != 1 && n != 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::grundy_by_search;
    use std::collections::HashMap;

    /// Grundy value of the set of coins `mask` on `n` places, by search over the real moves:
    /// take one coin, or two present coins on adjacent places, where place `n - 1` is adjacent
    /// to place 0 when `circle` is set.
    fn coins_by_search(n: u32, circle: bool) -> u32 {
        let moves = move |&mask: &u32| {
            let mut v = Vec::new();
            for i in 0..n {
                if mask & (1 << i) == 0 {
                    continue;
                }
                v.push(mask & !(1 << i));
                let j = if i + 1 < n {
                    i + 1
                } else if circle {
                    0
                } else {
                    continue;
                };
                if j != i && mask & (1 << j) != 0 {
                    v.push(mask & !(1 << i) & !(1 << j));
                }
            }
            v
        };
        grundy_by_search((1u32 << n) - 1, moves, &mut HashMap::new())
    }

    #[test]
    fn grundy_table_agrees_with_search_over_real_rows() {
        let table = grundy_table(16);
        for n in 0..=16 {
            assert_eq!(table[n as usize], coins_by_search(n, false), "row of {}", n);
        }
    }

    #[test]
    fn circles_agree_with_search_over_real_circles() {
        let table = circle_grundy_table(16);
        for n in 0..=16u32 {
            let g = coins_by_search(n, true);
            assert_eq!(table[n as usize], g, "circle of {}", n);
            assert_eq!(circle_is_p_position(n as u64), g == 0, "circle of {}", n);
        }
    }

    #[test]
    fn the_circle_rule_agrees_with_kayles_rows_up_to_2000() {
        let rows = grundy_table(2000);
        assert!(
            rows[1..].iter().all(|&g| g != 0),
            "a non-empty Kayles row is an N-position"
        );
        let circles = circle_grundy_table(2000);
        for (n, &c) in circles.iter().enumerate() {
            assert_eq!(circle_is_p_position(n as u64), c == 0, "circle of {}", n);
        }
    }
}
