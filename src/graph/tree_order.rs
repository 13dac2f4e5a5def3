//! A tree rooted at any vertex, parents before children, breadth first.

use super::{Csr, NONE};

/// The vertices of the tree of `root` in an undirected graph, parents before children (breadth
/// first), and each vertex's parent (`NONE` for the root and for vertices not reached). On a
/// graph with cycles this is a spanning tree of `root`'s component.
///
/// # Complexity
/// O(n + arcs).
///
/// ```
/// use impartial::graph::{tree_order, Arcs, Csr, NONE};
/// // Edges given child-first and in any order: 2 - 0, 1 - 2, rooted at 1.
/// let g = Csr::from_edges(3, &[(2, 0), (1, 2)], Arcs::Both);
/// let (order, parent) = tree_order(&g, 1);
/// assert_eq!(order, [1, 2, 0]);
/// assert_eq!(parent, [2, NONE, 1]);
/// ```
pub fn tree_order(g: &Csr, root: u32) -> (Vec<u32>, Vec<u32>) {
    let mut parent = vec![NONE; g.order()];
    let mut order = vec![root];
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        for &w in g.arcs(v) {
            if w != root && parent[w as usize] == NONE {
                parent[w as usize] = v;
                order.push(w);
            }
        }
    }
    (order, parent)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{path, DEEP};
    use crate::graph::Arcs;

    #[test]
    fn deep_path_tree() {
        let g = Csr::from_edges(DEEP as usize, &path(DEEP), Arcs::Both);
        let (order, parent) = tree_order(&g, DEEP - 1);
        assert_eq!(order.len(), DEEP as usize);
        assert_eq!(parent[0], 1);
        assert_eq!(parent[DEEP as usize - 1], NONE);
    }
}
