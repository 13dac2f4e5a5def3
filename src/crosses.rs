//! Crosses and Crosses (Treblecross): a row of cells, crosses only, three in a row wins.
//!
//! **Rules.** A strip of `n` empty cells. Players take turns putting a cross in an empty cell;
//! whoever completes three crosses in adjacent cells wins.
//!
//! **Theorem (reduction to the octal game 0.007).** For `n >= 3` the first player wins exactly
//! when `g(n) != 0`, where `g(n) = G(n + 2)` and `G` is the Grundy sequence of `0.007` (take
//! three adjacent tokens from a row, leaving 0, 1 or 2 rows; [`crate::octal`]). *Proof sketch:*
//! a cross at distance 1 or 2 from another that does not complete three itself lets the next
//! player complete three at once (a pair `XX` has an empty cell beside it on a strip of 3 or
//! more, else it was three; `X_X` has its middle), so such a move loses, and a player left with
//! only such moves loses. Until then every two crosses stand at distance 3 or more. Pad the
//! strip with one virtual cell at each end: a cross and its two neighbours form a block of 3,
//! crosses at distance 3 or more have disjoint blocks, and every 3 adjacent free padded cells
//! can take a block (their middle is a real cell). That is `0.007` on a row of `n + 2` tokens.
//! (A full strip of `n >= 3` cells holds three in a row, so the real game is never drawn.) The
//! tests check this against a search of the real
//! rules on every strip up to 16 cells.
//!
//! **The values.** No period of `0.007` is known: its values keep growing (392 at most for
//! `n <= 20,000`, 1226 for `n <= 10^6`), and the periodicity theorem finds no certificate in the
//! first million values. So this module answers every `n <= N_MAX` exactly and nothing beyond.
//! The first player loses for only 35 of those `n` ([`LOSING`]), all below 16,200: the table is
//! that list, computed by `impartial octal-table` (`make octal-table`) with the lab's
//! sparse-space engine (`impartial_lab::Table`, the crate in `lab/`) and checked by the tests,
//! which recompute `g` up to 40,000 with that engine and its first 2,000 values with [`crate::octal::grundy_table`]. Strips of 1 and 2 cells cannot hold three crosses; the answer
//! there is the normal-play one of the reduced game (the first player makes the last move), as
//! accepted judge solutions print. The period 34 from 52 of Dawson's chess (`0.137`, where only
//! adjacent crosses are forbidden) is a different game and does not apply.
//!
//! Judge problem: POJ 3537 (Crosses and Crosses).

/// The largest strip answered: the tool computed `G(0..=N_MAX + 2)` of `0.007`.
pub const N_MAX: u64 = 1_000_000;

/// Every `n <= N_MAX` on which the first player loses (`g(n) = 0`), increasing. Produced by
/// `make octal-table`, which checks it with `--verify`.
pub const LOSING: [u32; 35] = [
    0, 6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194, 202, 282,
    290, 302, 356, 1046, 2502, 2752, 2912, 3052, 3076, 7250, 7356, 7866, 16168,
];

/// Whether a strip of `n` cells is a P-position (the first player loses), for `n <= N_MAX`
/// (`None` beyond).
///
/// # Complexity
/// O(log |LOSING|).
///
/// ```
/// use impartial::crosses::{is_p_position, N_MAX};
/// assert_eq!(is_p_position(3), Some(false)); // the middle cell: every reply loses
/// assert_eq!(is_p_position(6), Some(true));
/// assert_eq!(is_p_position(0), Some(true));
/// assert_eq!(is_p_position(N_MAX + 1), None);
/// ```
pub fn is_p_position(n: u64) -> Option<bool> {
    (n <= N_MAX).then(|| LOSING.binary_search(&(n as u32)).is_ok())
}

/// The reduced game's Grundy values `g(0..=limit)`, `g(n) = G(n + 2)` of `0.007`.
///
/// # Complexity
/// O(limit^2) (see [`crate::octal::grundy_table`]).
///
/// ```
/// use impartial::crosses::grundy_table;
/// assert_eq!(grundy_table(7), vec![0, 1, 1, 1, 2, 2, 0, 3]);
/// ```
pub fn grundy_table(limit: usize) -> Vec<u32> {
    crate::octal::grundy_table(&[0, 0, 7], limit + 2).split_off(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{is_p_position_by_search, mex};
    use std::collections::HashMap;

    /// The state after a cross completes three in a row: the game is over, the mover won, and
    /// (as a position with no moves) the player to move has lost.
    const OVER: u32 = u32::MAX;

    /// The real rules on a strip of `n` cells, crosses as bits of `mask`.
    fn real_moves(n: u32, mask: u32) -> Vec<u32> {
        if mask == OVER {
            return Vec::new();
        }
        (0..n)
            .filter(|&i| mask & (1 << i) == 0)
            .map(|i| {
                let next = mask | (1 << i);
                if next & (next >> 1) & (next >> 2) != 0 {
                    OVER
                } else {
                    next
                }
            })
            .collect()
    }

    #[test]
    fn reduction_agrees_with_search_over_real_strips() {
        let g = grundy_table(16);
        for n in 3..=16u32 {
            let mut memo = HashMap::new();
            let first_loses = is_p_position_by_search(0u32, |&m| real_moves(n, m), &mut memo);
            assert_eq!(g[n as usize] != 0, !first_loses, "strip of {}", n);
            assert_eq!(is_p_position(u64::from(n)), Some(first_loses));
        }
    }

    #[test]
    fn short_strips_follow_the_reduced_game() {
        // One or two cells: one cross kills the strip, so the first player moves last.
        assert_eq!(grundy_table(2), vec![0, 1, 1]);
        assert_eq!(is_p_position(1), Some(false));
        assert_eq!(is_p_position(2), Some(false));
        assert_eq!(is_p_position(0), Some(true));
    }

    #[test]
    fn strip_recurrence_agrees_with_the_octal_game() {
        // A cross at cell j (1-based) leaves free strips of j - 3 and n - j - 2 cells.
        let g = grundy_table(1500);
        let mut direct: Vec<u32> = Vec::new();
        for n in 0..=1500usize {
            let options =
                (1..=n).map(|j| direct[j.saturating_sub(3)] ^ direct[(n - j).saturating_sub(2)]);
            direct.push(mex(options));
        }
        assert_eq!(direct, g);
    }

    #[test]
    fn losing_list_agrees_with_the_recomputed_prefix() {
        // The sparse-space engine the list was computed with (make octal-table), to 40,000:
        // past the last losing strip, 16,168.
        let limit = 40_000;
        let mut table = impartial_lab::Table::new(&impartial_lab::Code::parse("0.007").unwrap());
        table.extend(limit + 3);
        let g: Vec<u32> = table.values().to_vec().split_off(2);
        assert_eq!(
            g[..2001],
            grundy_table(2000)[..],
            "the engine and the quadratic table"
        );
        let zeros: Vec<u32> = (0..=limit as u32).filter(|&n| g[n as usize] == 0).collect();
        let listed: Vec<u32> = LOSING
            .iter()
            .copied()
            .filter(|&n| n <= limit as u32)
            .collect();
        assert_eq!(zeros, listed);
        assert!(LOSING.windows(2).all(|w| w[0] < w[1]));
        assert!(u64::from(LOSING[LOSING.len() - 1]) <= N_MAX);
        for n in 0..=limit as u64 {
            assert_eq!(is_p_position(n), Some(g[n as usize] == 0), "n = {}", n);
        }
        assert_eq!(is_p_position(N_MAX), Some(false));
        assert_eq!(is_p_position(u64::MAX), None);
    }
}
