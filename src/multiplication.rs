//! The multiplication game: a number `p` starts at 1; the players take turns to multiply it by
//! an integer from 2 to 9; the first to make `p >= n` wins (the target `n >= 2`: with `n <= 1`
//! the target is met before any move).
//!
//! **Theorem.** The first player wins exactly when `18^k < n <= 9 * 18^k` for some `k >= 0`, and
//! loses when `9 * 18^k < n <= 18^(k+1)`: `2..=9` win, `10..=18` lose, `19..=162` win,
//! `163..=324` lose, and so on. Equivalently, replace `n` by `ceil(n / 18)` while `n > 18`; the
//! first player wins when the result is at most 9.
//!
//! *Proof sketch.* Playing from `p` towards `n` is playing from 1 towards `ceil(n / p)`, since
//! `p x >= n` exactly when `x >= ceil(n / p)`; so a position is a target `t`, and multiplying by
//! `m` leaves the target `ceil(t / m)`. A target in `2..=9` is won at once. From
//! `t in (9 * 18^k, 18^(k+1)]` every `m` leaves `ceil(t / m) in (18^k, 9 * 18^k]` (as
//! `18^k < t / m <= 9 * 18^k` and the bounds are integers), a winning target, and no `m`
//! reaches `t` at once. From `t in (18^k, 9 * 18^k]` with `k >= 1` some `m` leaves a losing
//! target: `ceil(t / m) in (9 * 18^(k-1), 18^k]` exactly when `t in (m/2 * 18^k, m * 18^k]`,
//! and these intervals for `m = 2..=9` cover `(18^k, 9 * 18^k]`. The loop form holds because
//! `ceil(n / 18)` maps `(18^k, 18^(k+1)]` onto `(18^(k-1), 18^k]` and
//! `n <= 9 * 18^k` exactly when `ceil(n / 18) <= 9 * 18^(k-1)`.
//!
//! Exact for every `u64`: `ceil(n / 18)` is `n / 18 + (n % 18 != 0)`, which never overflows
//! (`(n + 17) / 18` does near `u64::MAX`), and no power of 18 is formed (`18^16` passes
//! `u64::MAX`).
//!
//! Judge problem: HDU 1517 (A Multiplication Game, also POJ 2505 and UVa 847).

/// Whether the player to move (at `p = 1`) loses the race to `p >= n`, or `None` when `n < 2`
/// (the target is met before any move, so nobody reaches it first).
///
/// # Complexity
/// O(log n): one division by 18 per power of 18 below `n` (at most 15 for a `u64`).
///
/// ```
/// use impartial::multiplication::is_p_position;
/// assert_eq!(is_p_position(162), Some(false));
/// assert_eq!(is_p_position(17), Some(true));
/// assert_eq!(is_p_position(34_012_226), Some(false));
/// assert_eq!(is_p_position(u64::MAX), Some(false));
/// assert_eq!(is_p_position(1), None);
/// ```
pub fn is_p_position(mut n: u64) -> Option<bool> {
    if n < 2 {
        return None;
    }
    while n > 18 {
        n = n / 18 + u64::from(n % 18 != 0);
    }
    Some(n > 9)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tests speak of the first player, as the judge does.
    fn first_player_wins(n: u64) -> Option<bool> {
        is_p_position(n).map(|lost| !lost)
    }
    use crate::grundy;
    use std::collections::HashMap;

    /// Whether the player to move wins from `p` when the target is `n`, by search over the real
    /// moves: a product at or past `n` ends the game, lost for the player to move.
    fn searched_wins(p: u64, n: u64, memo: &mut HashMap<u64, u32>) -> bool {
        let moves = |&q: &u64| -> Vec<u64> {
            if q >= n {
                Vec::new()
            } else {
                (2..=9).map(|m| q * m).collect()
            }
        };
        !grundy::is_p_position_by_search(p, moves, memo)
    }

    #[test]
    fn first_player_wins_matches_search_and_the_reduction() {
        for n in 2..=4000u64 {
            let mut memo = HashMap::new();
            let wins = searched_wins(1, n, &mut memo);
            assert_eq!(first_player_wins(n), Some(wins), "n = {}", n);
            // From every product p < n the game is the game from 1 towards ceil(n / p).
            for (&p, &g) in memo.iter().filter(|&(&p, _)| p > 1 && p < n) {
                let target = n / p + u64::from(n % p != 0);
                assert_eq!(
                    first_player_wins(target),
                    Some(g != 0),
                    "n = {}, p = {}",
                    n,
                    p
                );
            }
        }
    }

    /// The ranges of the theorem, with powers of 18 in `u128`.
    fn by_ranges(n: u64) -> bool {
        let n = n as u128;
        let mut power = 1u128;
        while power * 18 < n {
            power *= 18;
        }
        n <= 9 * power
    }

    #[test]
    fn exact_around_every_power_of_18_in_u64() {
        assert_eq!(18u128.pow(15), 6_746_640_616_477_458_432);
        assert!(18u128.pow(16) > u64::MAX as u128);
        for k in 0..=15u32 {
            let power = 18u128.pow(k);
            for boundary in [power, 9 * power] {
                for d in -2i128..=2 {
                    let n = boundary as i128 + d;
                    if (2..=u64::MAX as i128).contains(&n) {
                        let n = n as u64;
                        assert_eq!(first_player_wins(n), Some(by_ranges(n)), "n = {}", n);
                    }
                }
            }
        }
        // Above 18^15 every n is a first-player win, up to u64::MAX < 9 * 18^15.
        for n in [
            6_746_640_616_477_458_433,
            u64::MAX - 17,
            u64::MAX - 1,
            u64::MAX,
        ] {
            assert_eq!(first_player_wins(n), Some(true), "n = {}", n);
        }
        assert_eq!(first_player_wins(6_746_640_616_477_458_432), Some(false));
        assert_eq!((first_player_wins(0), first_player_wins(1)), (None, None));
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..100_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let n = (state >> (state % 64)).max(2);
            assert_eq!(first_player_wins(n), Some(by_ranges(n)), "n = {}", n);
        }
    }
}
