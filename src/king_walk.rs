//! The king's walk to a corner: a coin on a board moves one cell left, one cell down, or one
//! cell diagonally down-left; the player who cannot move (the coin in the bottom-left cell)
//! loses. A position is the number of steps still to go down and to the left.
//!
//! **Theorem.** The player to move loses exactly when both distances are even.
//!
//! *Proof sketch.* The corner `(0, 0)` has both even. Every move changes the parity of one or
//! both distances, so from both even every move leaves an odd one. From any other position a
//! move restores both even: the diagonal step when both are odd, else the step along the odd
//! one (which is at least 1, so the step exists).
//!
//! Judge problem: HDU 2147 (kiki's game), where the coin starts in the top-right cell of an
//! `n x m` board, `n - 1` steps up and `m - 1` to the right of the corner: the first player
//! loses exactly when `n` and `m` are both odd.

/// Whether the player to move loses with `down` steps down and `left` steps left still to go.
///
/// ```
/// use impartial::king_walk::is_p_position;
/// assert!(is_p_position(0, 0));
/// assert!(is_p_position(4, 2));
/// assert!(!is_p_position(4, 3));
/// assert!(!is_p_position(u64::MAX, u64::MAX));
/// ```
pub fn is_p_position(down: u64, left: u64) -> bool {
    (down | left) & 1 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use std::collections::HashMap;

    #[test]
    fn p_positions_match_search_over_distances() {
        let mut memo = HashMap::new();
        for down in 0..=60u64 {
            for left in 0..=60u64 {
                let moves = |&(d, l): &(u64, u64)| {
                    let mut next = Vec::new();
                    if l > 0 {
                        next.push((d, l - 1));
                    }
                    if d > 0 {
                        next.push((d - 1, l));
                    }
                    if d > 0 && l > 0 {
                        next.push((d - 1, l - 1));
                    }
                    next
                };
                assert_eq!(
                    grundy::is_p_position_by_search((down, left), moves, &mut memo),
                    is_p_position(down, left),
                    "({}, {})",
                    down,
                    left
                );
            }
        }
    }

    #[test]
    fn the_start_of_every_small_board_matches_search() {
        // The real board: rows 1..=n from the top, columns 1..=m from the left, the coin at
        // (1, m); a move goes left, down or down-left without leaving the board.
        for n in 1..=24u64 {
            for m in 1..=24u64 {
                let mut memo = HashMap::new();
                let moves = |&(r, c): &(u64, u64)| {
                    [(r, c - 1), (r + 1, c), (r + 1, c - 1)]
                        .into_iter()
                        .filter(|&(r, c)| r <= n && c >= 1)
                        .collect::<Vec<_>>()
                };
                let lost = grundy::is_p_position_by_search((1, m), moves, &mut memo);
                assert_eq!(lost, is_p_position(n - 1, m - 1), "{}x{}", n, m);
                assert_eq!(lost, n % 2 == 1 && m % 2 == 1, "{}x{}", n, m);
            }
        }
    }
}
