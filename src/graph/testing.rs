//! Graphs the tests of every algorithm share.

/// A path `0 - 1 - ... - (n - 1)` of `2 * 10^5` vertices: deep enough that a recursive
/// search would overflow the test thread's stack in a debug build.
pub(super) const DEEP: u32 = 200_000;

/// The edges of the path `0 - 1 - ... - (n - 1)`.
pub(super) fn path(n: u32) -> Vec<(u32, u32)> {
    (1..n).map(|v| (v - 1, v)).collect()
}

/// Every directed graph on `n` vertices (self-loops included) as arc lists, by bitmask.
pub(super) fn all_digraphs(n: u32) -> impl Iterator<Item = Vec<(u32, u32)>> {
    (0u32..1 << (n * n)).map(move |mask| {
        (0..n * n)
            .filter(|bit| mask >> bit & 1 == 1)
            .map(|bit| (bit / n, bit % n))
            .collect()
    })
}

/// Which vertices `v` reaches in one or more arcs (transitive closure, by repeated steps).
pub(super) fn reaches(n: usize, arcs: &[(u32, u32)]) -> Vec<Vec<bool>> {
    let mut r = vec![vec![false; n]; n];
    for &(a, b) in arcs {
        r[a as usize][b as usize] = true;
    }
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                if r[i][k] && r[k][j] {
                    r[i][j] = true;
                }
            }
        }
    }
    r
}
