//! A topological order by Kahn's algorithm: repeatedly take a vertex no remaining arc enters.

use super::Csr;

/// A topological order of a directed graph (every arc goes from an earlier vertex to a later
/// one), or `None` when it has a cycle. Kahn's algorithm: repeatedly take a vertex no remaining
/// arc enters.
///
/// # Complexity
/// O(n + arcs).
///
/// ```
/// use impartial::graph::{topological_order, Arcs, Csr};
/// let g = Csr::from_edges(3, &[(2, 0), (0, 1), (2, 1)], Arcs::Forward);
/// assert_eq!(topological_order(&g), Some(vec![2, 0, 1]));
/// let cycle = Csr::from_edges(2, &[(0, 1), (1, 0)], Arcs::Forward);
/// assert_eq!(topological_order(&cycle), None);
/// ```
pub fn topological_order(g: &Csr) -> Option<Vec<u32>> {
    let n = g.order();
    let mut entering = vec![0u32; n];
    for &w in &g.target {
        entering[w as usize] += 1;
    }
    let mut order: Vec<u32> = (0..n as u32)
        .filter(|&v| entering[v as usize] == 0)
        .collect();
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        for &w in g.arcs(v) {
            entering[w as usize] -= 1;
            if entering[w as usize] == 0 {
                order.push(w);
            }
        }
    }
    (order.len() == n).then_some(order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::DEEP;
    use crate::graph::Arcs;

    #[test]
    fn deep_path_dag() {
        // Arcs from the far end inwards, so the topological order is not the id order.
        let arcs: Vec<(u32, u32)> = (1..DEEP).map(|v| (v, v - 1)).collect();
        let g = Csr::from_edges(DEEP as usize, &arcs, Arcs::Forward);
        let order = topological_order(&g).unwrap();
        assert_eq!(order[0], DEEP - 1);
        // Closing the path into one long cycle.
        let mut cycle = arcs.clone();
        cycle.push((0, DEEP - 1));
        let g = Csr::from_edges(DEEP as usize, &cycle, Arcs::Forward);
        assert_eq!(topological_order(&g), None);
    }
}
