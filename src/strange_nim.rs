//! Strange Nim: a pile carries its own bound, and a move may take at most a `K`-th of it.
//!
//! **Rules.** Piles `(A_i, K_i)` with `K_i >= 1`; a move picks a pile holding `X` stones and
//! removes between 1 and `floor(X / K_i)` of them (of the stones there now, not of `A_i`);
//! whoever cannot move loses. A position is the sum of its piles, so it is lost for the player
//! to move exactly when the xor of the piles' Grundy values is 0.
//!
//! **Theorem.** With `g` the Grundy value of one pile of `x` stones and bound `K`: `g(x) = x / K`
//! when `K` divides `x` (0 included), and otherwise `g(x) = g(x - floor(x/K) - 1)`.
//! *Proof sketch.* Write `m = floor(x/K)`; the options of `x` are the `m` positions
//! `x - m .. x - 1`. By induction on `x`, the `m + 1` values `g(x - m), ..., g(x)` are the numbers
//! `0..=m` in some order. For `x < K` this is `g(x) = 0`, and no move exists. If `K` does not
//! divide `x`, then `x - 1` has the same `m`, and its window `g(x - 1 - m), ..., g(x - 1)` is
//! `0..=m` in some order; the options of `x` are that window without `g(x - 1 - m)`, so their mex
//! is exactly the missing value: `g(x) = g(x - m - 1)`, and the window of `x` is again `0..=m`.
//! If `K` divides `x`, then `x - 1` has `m - 1` and its window `g(x - m), ..., g(x - 1)` is
//! `0..m`, the options of `x`: `g(x) = m`.
//!
//! **The chain, grouped.** Following `x -> x - floor(x/K) - 1` one step at a time takes about
//! `(x mod K) / (floor(x/K) + 1)` steps inside each block of equal `q = floor(x/K)`: some
//! `10^8` for `K` near `10^8` and a small `q`. Inside the block `qK ..= qK + K - 1` every step
//! is `q + 1` stones, so with `r = x mod K` the chain lands on `qK` (value `q`) when `q + 1`
//! divides `r`, and otherwise leaves the block at `qK - (q + 1) + (r mod (q + 1))` in one jump
//! ([`grundy`]). Each jump leaves a block for a lower one, so a pile takes at most `q` jumps; and
//! as long as `q >= K` a jump is one step that keeps about `(K - 1) / K` of the pile, so it also
//! takes about `K (1 + ln(q / K))` jumps. No shortcut is known when both `K` and `q` are large
//! (the iteration `x -> floor(x (K - 1) / K)` is Josephus-like), so [`grundy`] answers where
//! `min(K, q) <= `[`MAX_SHORT_SIDE`]: at most about 1.8·10^7 jumps for a pile of `u64`, some
//! 3.8·10^4 within `A, K <= 10^9` (38,339 near `K = 19,044`). All arithmetic stays below `x`
//! (`qK <= x`): no overflow.
//!
//! Judge problem: AtCoder ARC091 F (Strange Nim).

/// The largest `min(K, floor(A / K))` for which [`grundy`] follows the chain: beyond it both
/// the bound and the quotient are large and the chain may be billions of jumps long.
pub const MAX_SHORT_SIDE: u64 = 1_000_000;

/// The Grundy value of a pile of `a` stones with bound `k` (a move takes 1 to `floor(x/k)` of
/// its `x` stones): `None` when `k = 0` (no game) or when both `k` and `a / k` exceed
/// [`MAX_SHORT_SIDE`].
///
/// # Complexity
/// At most `min(q, k (1 + ln(q / k)))` jumps for `q = a / k`, each two divisions.
///
/// ```
/// use impartial::strange_nim::grundy;
/// // K = 2: the values from 0 stones on are 0 0 1 0 2 1 3 0 4.
/// assert_eq!(grundy(5, 2), Some(1)); // the chain 5 -> 2, a multiple of 2
/// assert_eq!(grundy(6, 2), Some(3));
/// assert_eq!(grundy(7, 2), Some(0)); // 7 -> 3 -> 1
/// assert_eq!(grundy(u64::MAX, 1), Some(u64::MAX));
/// // ARC091 F's first sample: g(5, 2) xor g(3, 3) = 1 xor 1 = 0, so the first player loses.
/// assert_eq!(grundy(5, 2).unwrap() ^ grundy(3, 3).unwrap(), 0);
/// assert_eq!(grundy(9, 0), None);
/// assert_eq!(grundy(1 << 50, 1 << 25), None);
/// ```
pub fn grundy(a: u64, k: u64) -> Option<u64> {
    follow(a, k).map(|(value, _)| value)
}

/// How many jumps [`grundy`] makes on the pile `(a, k)`: the cost of the pile (`None` where
/// [`grundy`] gives no value).
///
/// ```
/// use impartial::strange_nim::jumps;
/// assert_eq!(jumps(6, 2), Some(1)); // a multiple of K
/// assert_eq!(jumps(7, 2), Some(3)); // 7 -> 3 -> 1, which has no move
/// assert_eq!(jumps(18_446_732_683_634_940_525, 1_000_000), Some(17_730_388));
/// ```
pub fn jumps(a: u64, k: u64) -> Option<u64> {
    follow(a, k).map(|(_, jumps)| jumps)
}

/// The value of the pile `(a, k)` and the number of jumps that found it.
fn follow(a: u64, k: u64) -> Option<(u64, u64)> {
    if k == 0 || (k > MAX_SHORT_SIDE && a / k > MAX_SHORT_SIDE) {
        return None;
    }
    let (mut x, mut jumps) = (a, 1);
    loop {
        let (q, r) = (x / k, x % k);
        // The steps of q + 1 that keep the quotient land on qK (value q) or leave the block;
        // a pile below K (q = 0) has no move and value 0 = q.
        let rest = if r == 0 || q == 0 { 0 } else { r % (q + 1) };
        if rest == 0 {
            return Some((q, jumps));
        }
        x = q * k - (q + 1) + rest;
        jumps += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{grundy_by_search, mex};
    use std::collections::HashMap;

    /// The real moves of one pile: take 1 to `floor(x / k)` stones.
    fn moves(x: u64, k: u64) -> impl Iterator<Item = u64> {
        (1..=x / k).map(move |take| x - take)
    }

    /// The chain one step at a time, as the theorem states it, with a budget of steps.
    fn plain_chain(mut x: u64, k: u64, budget: u64) -> Option<u64> {
        for _ in 0..budget {
            if x % k == 0 {
                return Some(x / k);
            }
            x -= x / k + 1;
        }
        None
    }

    #[test]
    fn the_value_is_the_mex_over_the_real_moves() {
        let mut checked = 0;
        for k in 1..=12u64 {
            let mut g: Vec<u64> = Vec::new();
            for x in 0..=1200u64 {
                let value = mex(moves(x, k).map(|y| g[y as usize] as u32)) as u64;
                g.push(value);
                assert_eq!(grundy(x, k), Some(value), "x = {}, k = {}", x, k);
                checked += 1;
            }
        }
        assert_eq!(checked, 12 * 1201);
    }

    #[test]
    fn two_pile_games_follow_the_xor() {
        // The pair searched as one game, with no Grundy values of single piles.
        let mut games = 0;
        for k1 in 1..=3u64 {
            for k2 in 1..=3u64 {
                let step = |&(x, y): &(u64, u64)| {
                    moves(x, k1)
                        .map(|x2| (x2, y))
                        .chain(moves(y, k2).map(|y2| (x, y2)))
                        .collect::<Vec<_>>()
                };
                let mut memo = HashMap::new();
                for x in 0..40 {
                    for y in 0..40 {
                        let lost = grundy_by_search((x, y), step, &mut memo) == 0;
                        let xor = grundy(x, k1).unwrap() ^ grundy(y, k2).unwrap();
                        assert_eq!(lost, xor == 0, "({}, {}) with k = {}, {}", x, y, k1, k2);
                        games += 1;
                    }
                }
            }
        }
        assert_eq!(games, 14_400);
    }

    #[test]
    fn the_grouped_chain_is_the_plain_chain() {
        // Random piles whose plain chain is short enough to follow, over every shape of pile:
        // small and large K, quotients above and below K.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut compared = 0;
        while compared < 300 {
            let k = 1 + next() % [3, 100, 10_000, 1_000_000][compared % 4];
            let a = next() >> (next() % 64);
            if let Some(plain) = plain_chain(a, k, 2_000_000) {
                assert_eq!(grundy(a, k), Some(plain), "a = {}, k = {}", a, k);
                compared += 1;
            }
        }
    }

    #[test]
    fn the_ends_of_the_domain() {
        assert_eq!(grundy(0, 1), Some(0));
        assert_eq!(grundy(0, u64::MAX), Some(0));
        assert_eq!(grundy(u64::MAX, u64::MAX), Some(1));
        assert_eq!(grundy(u64::MAX - 1, u64::MAX), Some(0));
        assert_eq!(grundy(u64::MAX, 2), plain_chain(u64::MAX, 2, 1000));
        assert_eq!(grundy(1 << 63, 1 << 32), None);
        let k = MAX_SHORT_SIDE + 1;
        assert_eq!(grundy(k * (k + 1) - 1, k), None);
        assert!(grundy(k * MAX_SHORT_SIDE + k - 1, k).is_some());
        assert!(grundy(k * (k + 1), MAX_SHORT_SIDE).is_some());
        assert_eq!(grundy(5, 0), None);
    }
}
