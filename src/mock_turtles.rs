//! Mock Turtles: a coin-turning game whose values are the odious numbers.
//!
//! **Rules.** Coins in a row, numbered from 0, some heads up. A move turns over one, two or
//! three coins, the rightmost of which must go from heads to tails (the others may go either
//! way); whoever cannot move (all tails) loses.
//!
//! **Coin turning.** In a game where a move turns a set of coins whose rightmost goes from heads
//! to tails, a position is the sum of single heads: turning a tail up adds a head, turning a
//! head down removes it, and two heads on one coin would cancel just as two equal values do in
//! a xor (Berlekamp, Conway and Guy, *Winning Ways*, ch. 14). So a position is worth the xor of
//! `g(x)` over its heads, where `g(x)` is the value of the single head at `x`:
//! `g(x) = mex ({0} ∪ {g(a)} ∪ {g(a) ⊕ g(b)} : a < b < x)`.
//!
//! **Theorem.** `g(x)` is the `x`-th odious number (those with an odd number of 1 bits, from
//! `g(0) = 1`): `g(x) = 2x + 1` if `x` has an even number of 1 bits, else `2x` ([`grundy`]).
//! *Proof sketch,* by induction: the moves from a head at `x` have the values 0, `g(a)` and
//! `g(a) ⊕ g(b)` for `a < b < x`. A xor of two odious numbers is *evil* (an even count), so the
//! odious values reached are `g(0..x)`, and `g(x)` is not among them. Every number below `g(x)`
//! is: an odious one is some `g(a)`; an evil `e` with `0 < e < 2x` shares its pair
//! `{2k, 2k + 1}` with the odious `g(k)`, `0 < k < x`, so `e = g(0) ⊕ g(k)`; and when `x` is
//! evil, `e = 2x` is `g(a) ⊕ g(b)` for `a ⊕ b = x`, `x`'s bits split in two (both halves are
//! of one parity, so their low bits cancel). So `g(x)` is the least value missed. As the
//! parity of the bit count of a xor is the xor of the parities, a position of distinct heads is
//! lost exactly when the xor of the positions is 0 and their number is even ([`is_p_position`]).
//!
//! `g(x)` needs 65 bits once `x >= 2^63`, hence `u128`; the rule on positions needs none.
//!
//! Judge problem: HDU 3537 (Daizhenyang's Coin).

/// The Grundy value of a single head at coin `x`: the `x`-th odious number, `2x` or `2x + 1`
/// (up to `2^65 - 1`, hence `u128`).
///
/// ```
/// use impartial::mock_turtles::grundy;
/// let g: Vec<u128> = (0..8).map(grundy).collect();
/// assert_eq!(g, [1, 2, 4, 7, 8, 11, 13, 14]);
/// assert_eq!(grundy(u64::MAX), (1 << 65) - 1);
/// ```
pub fn grundy(x: u64) -> u128 {
    2 * u128::from(x) + u128::from(x.count_ones() % 2 == 0)
}

/// Whether the player to move loses with heads at the `distinct` coins (each listed once): the
/// xor of [`grundy`] is 0 exactly when the xor of the coins is 0 and their number is even.
///
/// # Complexity
/// O(n) for `n` heads.
///
/// ```
/// use impartial::mock_turtles::is_p_position;
/// // HDU 3537's sample: no heads, and heads at 0 1 2 3, lose; a head at 0 wins.
/// assert!(is_p_position(&[]));
/// assert!(!is_p_position(&[0]));
/// assert!(is_p_position(&[0, 1, 2, 3]));
/// assert!(!is_p_position(&[1, 2, 3])); // xor 0, but three heads
/// ```
pub fn is_p_position(distinct: &[u64]) -> bool {
    distinct.iter().fold(0, |x, &c| x ^ c) == 0 && distinct.len() % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{grundy_by_search, mex};
    use std::collections::HashMap;

    /// The real moves on coins `0..width`, coin `i` heads when bit `i` is set: turn the head at
    /// `r` down, and zero, one or two of the coins left of it over.
    fn moves(heads: u32, width: u32) -> Vec<u32> {
        let mut next = Vec::new();
        for r in (0..width).filter(|&r| heads >> r & 1 == 1) {
            let down = heads ^ 1 << r;
            next.push(down);
            for a in 0..r {
                next.push(down ^ 1 << a);
                for b in a + 1..r {
                    next.push(down ^ 1 << a ^ 1 << b);
                }
            }
        }
        next
    }

    #[test]
    fn every_position_of_thirteen_coins_by_search() {
        const WIDTH: u32 = 13;
        let mut memo = HashMap::new();
        for heads in 0u32..1 << WIDTH {
            let searched = grundy_by_search(heads, |&h| moves(h, WIDTH), &mut memo);
            let coins: Vec<u64> = (0..WIDTH)
                .filter(|&i| heads >> i & 1 == 1)
                .map(u64::from)
                .collect();
            let value = coins.iter().fold(0, |v, &c| v ^ grundy(c));
            assert_eq!(u128::from(searched), value, "heads {:b}", heads);
            assert_eq!(is_p_position(&coins), searched == 0, "heads {:b}", heads);
        }
    }

    #[test]
    fn single_heads_up_to_600_by_the_coin_turning_recursion() {
        // g(x) = mex of 0, g(a), g(a) ^ g(b) for a < b < x: each move's heads, summed.
        let mut g: Vec<u32> = Vec::new();
        for x in 0..600 {
            let mut options = vec![0];
            for a in 0..x {
                options.push(g[a]);
                for b in a + 1..x {
                    options.push(g[a] ^ g[b]);
                }
            }
            g.push(mex(options));
            assert_eq!(u128::from(g[x]), grundy(x as u64), "{}", x);
        }
    }

    #[test]
    fn the_rule_on_positions_is_the_xor_of_the_values() {
        // Random sets of distinct coins of every size, the top bit included.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..20_000 {
            let mut coins: Vec<u64> = (0..round % 7).map(|_| next() >> (next() % 64)).collect();
            if round % 3 == 0 && !coins.is_empty() {
                // Make the xor of the coins 0 where it is still a new coin.
                let x = coins.iter().fold(0, |x, &c| x ^ c);
                if !coins.contains(&x) {
                    coins.push(x);
                }
            }
            coins.sort_unstable();
            coins.dedup();
            let value = coins.iter().fold(0, |v, &c| v ^ grundy(c));
            assert_eq!(is_p_position(&coins), value == 0, "{:?}", coins);
        }
        assert_eq!(grundy(1 << 63), 1 << 64);
        assert_eq!(grundy((1 << 63) + 1), (1 << 64) + 3);
        assert!(is_p_position(&[u64::MAX, 1 << 63, (1 << 63) - 1, 0]));
        assert!(!is_p_position(&[u64::MAX, 1 << 63, (1 << 63) - 1]));
    }
}
