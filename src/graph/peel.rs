//! A tree's vertices children before parents from its edges alone: leaves peeled off.

use super::NONE;

/// The vertices of a tree on `0..n` given by its `n - 1` `edges` (which must form a tree),
/// children before parents with `root` last, and each vertex's parent (`NONE` for the root),
/// with no adjacency lists: each vertex keeps only its degree and the xor of its neighbours, and
/// leaves other than the root are peeled off one by one, each naming its parent (the xor of its
/// one neighbour left). Two words per vertex where a [`Csr`] takes five, and a few lines of code
/// for a submission that must stay small.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::graph::{peel_tree, NONE};
/// // A path 2 - 0 - 1 rooted at 1: 2 hangs from 0, 0 from 1.
/// let (order, parent) = peel_tree(3, &[(2, 0), (1, 0)], 1);
/// assert_eq!(order, [2, 0, 1]);
/// assert_eq!(parent, [1, NONE, 0]);
/// ```
///
/// [`Csr`]: super::Csr
pub fn peel_tree(n: usize, edges: &[(u32, u32)], root: u32) -> (Vec<u32>, Vec<u32>) {
    let (mut degree, mut parent) = (vec![0u32; n], vec![0u32; n]);
    for &(a, b) in edges {
        degree[a as usize] += 1;
        degree[b as usize] += 1;
        parent[a as usize] ^= b;
        parent[b as usize] ^= a;
    }
    let mut order = Vec::with_capacity(n);
    for mut v in 0..n as u32 {
        // Once a vertex's children are peeled, the xor of its neighbours is its parent alone;
        // peeling it may make the parent a leaf.
        while v != root && degree[v as usize] == 1 {
            degree[v as usize] = 0;
            order.push(v);
            let p = parent[v as usize];
            parent[p as usize] ^= v;
            degree[p as usize] -= 1;
            v = p;
        }
    }
    order.push(root);
    parent[root as usize] = NONE;
    (order, parent)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{path, DEEP};
    use crate::graph::{tree_order, Arcs, Csr};

    #[test]
    fn peeling_gives_the_parents_of_a_breadth_first_search() {
        // Every tree with parent[i] < i on up to 7 vertices, renamed by a rotation and rooted
        // anywhere; and the deep path from either end.
        for n in 1..=7u32 {
            let mut parent = vec![0u32; n as usize];
            loop {
                for shift in 0..n {
                    let name = |v: u32| (v + shift) % n;
                    let edges: Vec<(u32, u32)> = (1..n)
                        .map(|v| (name(v), name(parent[v as usize])))
                        .collect();
                    let g = Csr::from_edges(n as usize, &edges, Arcs::Both);
                    for root in 0..n {
                        let (want_order, want) = tree_order(&g, root);
                        let (order, got) = peel_tree(n as usize, &edges, root);
                        assert_eq!(got, want, "{:?} rooted at {}", edges, root);
                        let mut seen = vec![false; n as usize];
                        for &v in &order {
                            // Children first: a vertex comes after every child.
                            assert!((0..n).all(|c| want[c as usize] != v || seen[c as usize]));
                            seen[v as usize] = true;
                        }
                        assert_eq!(
                            (order.len(), order[order.len() - 1]),
                            (want_order.len(), root)
                        );
                    }
                }
                let Some(i) = (1..n as usize).rev().find(|&i| parent[i] + 1 < i as u32) else {
                    break;
                };
                parent[i] += 1;
                parent[i + 1..].fill(0);
            }
        }
        for root in [0, DEEP - 1, DEEP / 2] {
            let (order, parent) = peel_tree(DEEP as usize, &path(DEEP), root);
            assert_eq!(order.len(), DEEP as usize);
            let g = Csr::from_edges(DEEP as usize, &path(DEEP), Arcs::Both);
            assert_eq!(parent, tree_order(&g, root).1);
        }
    }
}
