//! Grundy values of a token moved along the arcs of a DAG, computed sinks first.

use super::{sinks_first, Csr};

/// The Grundy value of every vertex of a DAG for a token moved along an arc,
/// `g(v) = mex { g(w) : v -> w }`; or, when `g` has a cycle (where values are not defined),
/// `Err` with the first slot whose arc lies on one, as [`sinks_first`] finds it. Values are
/// computed sinks first, so every arc leads to a known value. The mex scratch has a slot per
/// vertex, as a value never exceeds its vertex's count of distinct successors: a complete DAG
/// has values up to `n - 1`, beyond any constant bound.
///
/// # Complexity
/// O(n + arcs).
///
/// ```
/// use impartial::graph::{grundy_values, Arcs, Csr};
/// // 0 -> 1 -> 2 and 0 -> 2: g(2) = 0, g(1) = 1, g(0) = mex {1, 0} = 2.
/// let g = Csr::from_edges(3, &[(0, 1), (1, 2), (0, 2)], Arcs::Forward);
/// assert_eq!(grundy_values(&g), Ok(vec![2, 1, 0]));
/// let cycle = Csr::from_edges(3, &[(0, 1), (1, 2), (2, 1)], Arcs::Forward);
/// assert_eq!(grundy_values(&cycle), Err(1));
/// ```
pub fn grundy_values(g: &Csr) -> Result<Vec<u32>, usize> {
    let n = g.order();
    // seen[x] == v + 1: some arc of v reaches value x.
    let (mut seen, mut value) = (vec![0u32; n + 1], vec![0u32; n]);
    for v in sinks_first(g)? {
        for &w in g.arcs(v) {
            seen[value[w as usize] as usize] = v + 1;
        }
        value[v as usize] = (0..).find(|&x| seen[x as usize] != v + 1).unwrap_or(0);
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::DEEP;
    use crate::graph::Arcs;

    #[test]
    fn grundy_values_are_the_mex_of_the_successors() {
        // The complete DAG i -> j (i < j) on 40 vertices: g(i) = 39 - i, beyond any small
        // constant mex scratch.
        let edges: Vec<(u32, u32)> = (0..40)
            .flat_map(|i| (i + 1..40).map(move |j| (i, j)))
            .collect();
        let g = Csr::from_edges(40, &edges, Arcs::Forward);
        let values = grundy_values(&g).unwrap();
        assert_eq!(values, (0..40).rev().collect::<Vec<u32>>());
        // Parallel arcs change nothing.
        let g = Csr::from_edges(3, &[(0, 1), (0, 1), (1, 2), (0, 2), (1, 2)], Arcs::Forward);
        assert_eq!(grundy_values(&g).unwrap(), [2, 1, 0]);
    }

    #[test]
    fn deep_path_dag() {
        let arcs: Vec<(u32, u32)> = (1..DEEP).map(|v| (v, v - 1)).collect();
        let g = Csr::from_edges(DEEP as usize, &arcs, Arcs::Forward);
        let values = grundy_values(&g).unwrap();
        assert!(values.iter().enumerate().all(|(v, &x)| x == v as u32 % 2));
        let mut cycle = arcs.clone();
        cycle.push((0, DEEP - 1));
        let g = Csr::from_edges(DEEP as usize, &cycle, Arcs::Forward);
        assert_eq!(grundy_values(&g), Err(0));
    }
}
