//! Boxes of stones that grow by at most a square: a box of capacity `s` holds `c` stones; a move
//! chooses a box and adds between 1 and `c^2` stones without passing its capacity; the player
//! who cannot move loses. A sum of boxes is won by the first player exactly when the xor of the
//! boxes' Grundy values is not 0 (Sprague-Grundy).
//!
//! **Theorem (the Grundy value of one box).** It is 0 when `c = 0`. Otherwise let `q` be the
//! largest number with `q + q^2 < s`: if `c > q` the value is `s - c`; if `c = q` it is 0; if
//! `c < q` it is the value of the box `(q, c)`.
//!
//! *Proof sketch,* by induction from the full box down. For `c > q`, `c + c^2 >= s`, and so for
//! every larger count too: each count up to `s` is reachable from each smaller one above `q`,
//! a Nim heap of `s - c`. The box at `q` reaches only `(q, q + q^2]`, where every value
//! `s - c'` is at least 1, so it is worth 0. For `c < q` the options are the counts
//! `(c, c + c^2]`: those up to `q` are the options of `c` in the box `(q, c)` and have the same
//! values there, so their mex is that box's value `g`, at most its longest play `q - c`; those
//! above `q` are worth `s - c' >= s - c - c^2 > q - c >= g` (as `s > q + q^2`), which cannot
//! change the mex.
//!
//! `q` is the largest number with `(2q + 1)^2 <= 4s - 3`, from an exact integer square root in
//! `u128` (`4s` passes `u64`). Each step takes `s` to about `sqrt(s)`, so a `u64` box needs at
//! most 6 steps.
//!
//! Judge problem: HDU 1729 (Stone Game).

use crate::num::isqrt_u128;

/// The largest `q` with `q + q^2 < s`, for `s >= 1`: `q + q^2 <= s - 1` exactly when
/// `(2q + 1)^2 <= 4s - 3`.
fn largest_safe_count(s: u64) -> u64 {
    let root = isqrt_u128(4 * s as u128 - 3);
    ((root - 1) / 2) as u64
}

/// The Grundy value of a box of capacity `s` holding `c` stones, or `None` when `c > s`.
///
/// # Complexity
/// At most 6 steps of an integer square root of a `u128`.
///
/// ```
/// use impartial::stone_box::grundy;
/// assert_eq!(grundy(2, 0), Some(0));
/// assert_eq!(grundy(3, 3), Some(0));
/// assert_eq!(grundy(6, 2), Some(4));
/// assert_eq!(grundy(6, 3), Some(3));
/// assert_eq!(grundy(u64::MAX, 1), Some(0));
/// assert_eq!(grundy(u64::MAX, 2), Some(1));
/// assert_eq!(grundy(5, 6), None);
/// ```
pub fn grundy(mut s: u64, c: u64) -> Option<u64> {
    if c > s {
        return None;
    }
    if c == 0 {
        return Some(0);
    }
    // Each step keeps 1 <= c < s, and s falls to q < s.
    loop {
        let q = largest_safe_count(s);
        if c >= q {
            return Some(if c == q { 0 } else { s - c });
        }
        s = q;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy as sg;
    use std::collections::HashMap;

    /// The counts reachable from `c` in a box of capacity `s` by the real rule.
    fn box_moves(s: u64, c: u64) -> Vec<u64> {
        (1..=c * c).map(|k| c + k).take_while(|&d| d <= s).collect()
    }

    #[test]
    fn one_box_matches_search() {
        for s in 0..=400u64 {
            let mut memo = HashMap::new();
            for c in 0..=s {
                let searched = sg::grundy_by_search(c, |&c| box_moves(s, c), &mut memo);
                assert_eq!(
                    grundy(s, c),
                    Some(u64::from(searched)),
                    "s = {}, c = {}",
                    s,
                    c
                );
            }
            assert_eq!(grundy(s, s + 1), None);
        }
    }

    #[test]
    fn several_boxes_match_search_of_the_whole_game() {
        // Every position of three boxes of capacities 5, 7 and 9, and of four of capacity 4:
        // the sum's searched value is the xor of the boxes'.
        let layouts: [&[u64]; 2] = [&[5, 7, 9], &[4, 4, 4, 4]];
        for caps in layouts {
            let mut memo = HashMap::new();
            let moves = |counts: &Vec<u64>| {
                let mut next = Vec::new();
                for (i, &c) in counts.iter().enumerate() {
                    for d in box_moves(caps[i], c) {
                        let mut after = counts.clone();
                        after[i] = d;
                        next.push(after);
                    }
                }
                next
            };
            let mut counts = vec![0u64; caps.len()];
            loop {
                let searched = sg::grundy_by_search(counts.clone(), moves, &mut memo);
                let xor = caps
                    .iter()
                    .zip(&counts)
                    .fold(0, |x, (&s, &c)| x ^ grundy(s, c).unwrap());
                assert_eq!(u64::from(searched), xor, "{:?} in {:?}", counts, caps);
                // The next tuple of counts, odometer style.
                let Some(i) = (0..caps.len()).find(|&i| counts[i] < caps[i]) else {
                    break;
                };
                counts[i] += 1;
                counts[..i].iter_mut().for_each(|c| *c = 0);
            }
        }
    }

    #[test]
    fn largest_safe_count_is_exact_everywhere() {
        let check = |s: u64| {
            let q = largest_safe_count(s) as u128;
            let s = s as u128;
            assert!(q + q * q < s, "s = {}", s);
            assert!((q + 1) + (q + 1) * (q + 1) >= s, "s = {}", s);
        };
        for s in 1..=100_000u64 {
            check(s);
        }
        // Around every q + q^2 (where q steps) up to the top of u64.
        for q in (1u64..(1 << 32))
            .step_by(9973)
            .chain([(1 << 32) - 2, (1 << 32) - 1])
        {
            let edge = q + q * q;
            for s in [edge - 1, edge, edge + 1, edge.saturating_add(2)] {
                check(s);
            }
        }
        check(u64::MAX);
        assert_eq!(largest_safe_count(u64::MAX), (1 << 32) - 1);
        assert_eq!(largest_safe_count(1), 0);
        assert_eq!(largest_safe_count(3), 1);
        assert_eq!(largest_safe_count(2), 0);
    }

    #[test]
    fn huge_boxes() {
        let top = u64::MAX;
        let q = (1u64 << 32) - 1; // q + q^2 = 2^64 - 2^32 < 2^64 - 1
        assert_eq!(grundy(top, top), Some(0));
        assert_eq!(grundy(top, 0), Some(0));
        assert_eq!(grundy(top, q + 1), Some(top - q - 1));
        assert_eq!(grundy(top, q), Some(0));
        // Below q the box is the box (q, c), whose own q' is 65535 (65535 + 65535^2 < q).
        assert_eq!(grundy(top, q - 1), Some(1));
        assert_eq!(grundy(top, 65536), Some(q - 65536));
        assert_eq!(grundy(top, 65535), Some(0));
        // c = 1 and 2 go down s = 2^64 - 1, 2^32 - 1, 65535, 255, 15, 3, where q = 1: the box
        // (3, 1) is worth 0 and (3, 2) is worth 3 - 2 = 1.
        assert_eq!(grundy(top, 1), Some(0));
        assert_eq!(grundy(top, 2), Some(1));
        assert_eq!((grundy(3, 1), grundy(3, 2)), (Some(0), Some(1)));
        assert_eq!(grundy(0, 0), Some(0));
    }
}
