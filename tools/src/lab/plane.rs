//! Games on two heaps read as a plane: Wythoff's game and its r-Wythoff kin (Fraenkel), their
//! value tables and their P-positions against the Beatty pairs.
//!
//! **Rules (r-Wythoff).** Two heaps; a move takes any positive number from one heap, or `k` from
//! one and `l` from the other with `k, l >= 1` and `|k - l| < r`. `r = 1` is Wythoff's game.
//!
//! **Theorem (Fraenkel 1982).** The P-positions are `(a_k, b_k)` and their mirrors, with
//! `a_k = mex {a_i, b_i : i < k}` and `b_k = a_k + r k`; in closed form `a_k = floor(k alpha)`,
//! `b_k = floor(k beta)`, `alpha = (2 - r + sqrt(r^2 + 4)) / 2`, `beta = alpha + r` (Beatty:
//! `1/alpha + 1/beta = 1`). *Proof sketch* as for Wythoff ([`impartial::wythoff`]): the pairs
//! cover every number once and their differences `r k` are distinct multiples of `r`, so no move
//! joins two of them (a two-heap move changes the difference by less than `r`); from any other
//! position a move reaches one. The lab checks the pairs against the table it computed
//! ([`beatty_check`]), the floor in exact integers (`k alpha` is irrational, so
//! `floor(k alpha) = floor((k (2 - r) + isqrt(k^2 (r^2 + 4))) / 2)`).

use impartial::num::isqrt_u128;

/// `G(x, y)` for `x, y < n` of r-Wythoff, row `x` first.
///
/// # Complexity
/// O(n^3 r) time, O(n^2) memory.
pub fn wythoff_values(r: u64, n: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; n]; n];
    let r = r as usize;
    let mut reached = Vec::new();
    for x in 0..n {
        for y in 0..n {
            reached.clear();
            reached.extend((0..x).map(|i| g[i][y]));
            reached.extend((0..y).map(|j| g[x][j]));
            for k in 1..=x {
                // l with |k - l| < r, 1 <= l <= y.
                let lo = (k + 1).saturating_sub(r).max(1);
                let hi = (k + r - 1).min(y);
                for l in lo..=hi {
                    reached.push(g[x - k][y - l]);
                }
            }
            g[x][y] = impartial::grundy::mex(reached.iter().copied());
        }
    }
    g
}

/// The `k`-th Beatty pair `(floor(k alpha), floor(k alpha) + r k)` of r-Wythoff, exactly.
///
/// ```
/// use impartial_tools::lab::plane::beatty_pair;
/// assert_eq!((0..5).map(|k| beatty_pair(1, k)).collect::<Vec<_>>(), [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
/// assert_eq!(beatty_pair(2, 3), (4, 10));
/// ```
pub fn beatty_pair(r: u64, k: u64) -> (u64, u64) {
    let (r, k) = (r as i128, k as i128);
    let root = isqrt_u128((k * k * (r * r + 4)) as u128) as i128;
    let a = (k * (2 - r) + root).div_euclid(2);
    (a as u64, (a + r * k) as u64)
}

/// Whether the P-positions of a table (`G = 0`) are exactly the Beatty pairs and mirrors inside
/// it: `Ok(pairs inside)`, or `Err((x, y))`, the first cell where they differ.
pub fn beatty_check(r: u64, g: &[Vec<u32>]) -> Result<usize, (usize, usize)> {
    let n = g.len();
    let mut p = vec![vec![false; n]; n];
    let mut inside = 0;
    for k in 0.. {
        let (a, b) = beatty_pair(r, k);
        if a as usize >= n {
            break;
        }
        inside += 1;
        if let Some(c) = p[a as usize].get_mut(b as usize) {
            *c = true;
        }
        if (b as usize) < n {
            p[b as usize][a as usize] = true;
        }
    }
    for x in 0..n {
        for y in 0..n {
            if (g[x][y] == 0) != p[x][y] {
                return Err((x, y));
            }
        }
    }
    Ok(inside)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wythoff_agrees_with_the_library_and_the_pairs() {
        let g = wythoff_values(1, 60);
        for x in 0..60u64 {
            for y in 0..60u64 {
                assert_eq!(
                    g[x as usize][y as usize] == 0,
                    impartial::wythoff::is_p_position(x, y)
                );
            }
        }
        for r in 1..=4 {
            let g = wythoff_values(r, 50);
            assert!(beatty_check(r, &g).is_ok(), "r = {}", r);
        }
        // A wrong r is caught.
        assert!(beatty_check(2, &wythoff_values(1, 30)).is_err());
    }

    #[test]
    fn pairs_follow_the_mex_rule() {
        for r in 1..=5u64 {
            let mut used = std::collections::BTreeSet::new();
            for k in 0..500u64 {
                let a = (0..).find(|v| !used.contains(v)).unwrap();
                let want = (a, a + r * k);
                assert_eq!(beatty_pair(r, k), want, "r {} k {}", r, k);
                used.insert(want.0);
                used.insert(want.1);
            }
        }
    }
}
