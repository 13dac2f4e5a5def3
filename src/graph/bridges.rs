//! The 2-edge-connected blocks of an undirected graph and the tree of bridges between them
//! (Tarjan's low-links on an explicit stack).

use super::{Csr, NONE};

/// The 2-edge-connected blocks reachable from `root` in an undirected graph built with
/// [`Arcs::Both`]: `block[v]` for every vertex (`NONE` when not reached), numbered so that a
/// block comes after its parent, and `parent[b]` for every block (the block across the bridge
/// towards the root; `NONE` for the root's block). An edge joins two vertices of one block
/// exactly when it is not a bridge; self-loops and parallel edges are never bridges.
///
/// Tarjan's low-links on an explicit stack: a tree edge `p - v` is a bridge iff no edge from
/// `v`'s subtree other than that edge itself (told apart by edge id) reaches `p` or above.
///
/// # Complexity
/// O(n + arcs).
///
/// ```
/// use impartial::graph::{two_edge_blocks, Arcs, Csr, NONE};
/// // 0 - 1 is a bridge; 1 - 2 twice is a block; 3 is not reached.
/// let g = Csr::from_edges(4, &[(0, 1), (1, 2), (2, 1)], Arcs::Both);
/// let (block, parent) = two_edge_blocks(&g, 0);
/// assert_eq!(block, [0, 1, 1, NONE]);
/// assert_eq!(parent, [NONE, 0]);
/// ```
///
/// [`Arcs::Both`]: super::Arcs::Both
pub fn two_edge_blocks(g: &Csr, root: u32) -> (Vec<u32>, Vec<u32>) {
    let n = g.order();
    let (mut index, mut low) = (vec![NONE; n], vec![0u32; n]);
    // Preorder with each vertex's tree edge and tree parent; the call stack holds (vertex, its
    // tree edge, next slot).
    let mut preorder = vec![(root, NONE, NONE)];
    let mut calls = vec![(root, NONE, g.slots(root).start)];
    (index[root as usize], low[root as usize]) = (0, 0);
    while let Some((v, via, slot)) = calls.last_mut() {
        let v = *v;
        if *slot < g.slots(v).end {
            let (w, e) = (g.target[*slot], g.edge[*slot]);
            *slot += 1;
            if e == *via {
                continue;
            }
            if index[w as usize] == NONE {
                let seen = preorder.len() as u32;
                (index[w as usize], low[w as usize]) = (seen, seen);
                preorder.push((w, e, v));
                calls.push((w, e, g.slots(w).start));
            } else {
                low[v as usize] = low[v as usize].min(index[w as usize]);
            }
            continue;
        }
        calls.pop();
        if let Some(&(p, _, _)) = calls.last() {
            low[p as usize] = low[p as usize].min(low[v as usize]);
        }
    }
    // A vertex joins its tree parent's block unless its tree edge is a bridge: no other edge
    // of its subtree reaches the parent or above.
    let (mut block, mut parent) = (vec![NONE; n], Vec::new());
    for &(v, via, p) in &preorder {
        block[v as usize] = if via != NONE && low[v as usize] <= index[p as usize] {
            block[p as usize]
        } else {
            parent.push(if via == NONE { NONE } else { block[p as usize] });
            parent.len() as u32 - 1
        };
    }
    (block, parent)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{path, DEEP};
    use crate::graph::{tree_order, Arcs};

    /// Bridges by definition: an edge is a bridge iff removing it disconnects its ends.
    fn is_bridge(n: usize, edges: &[(u32, u32)], e: usize) -> bool {
        let rest: Vec<(u32, u32)> = (0..edges.len())
            .filter(|&i| i != e)
            .map(|i| edges[i])
            .collect();
        let (_, parent) = tree_order(&Csr::from_edges(n, &rest, Arcs::Both), edges[e].0);
        let (a, b) = edges[e];
        a != b && parent[b as usize] == NONE
    }

    #[test]
    fn two_edge_blocks_match_bridges_by_definition_on_small_multigraphs() {
        // Every multigraph of up to 5 edges on 4 vertices (loops and parallel edges included).
        let kinds: Vec<(u32, u32)> = (0..4).flat_map(|a| (a..4).map(move |b| (a, b))).collect();
        let mut graphs = 0;
        let mut stack: Vec<Vec<usize>> = vec![vec![]];
        while let Some(chosen) = stack.pop() {
            let edges: Vec<(u32, u32)> = chosen.iter().map(|&k| kinds[k]).collect();
            // Either orientation: the blocks must not depend on it.
            let flipped: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (b, a)).collect();
            for edges in [&edges, &flipped] {
                let g = Csr::from_edges(4, edges, Arcs::Both);
                let (block, parent) = two_edge_blocks(&g, 0);
                let (_, tree_parent) = tree_order(&g, 0);
                for v in 1..4 {
                    assert_eq!(block[v] == NONE, tree_parent[v] == NONE, "{:?}", edges);
                }
                for (e, &(a, b)) in edges.iter().enumerate() {
                    if block[a as usize] != NONE {
                        let split = block[a as usize] != block[b as usize];
                        assert_eq!(split, is_bridge(4, edges, e), "{:?} edge {}", edges, e);
                        if split {
                            let (x, y) = (block[a as usize], block[b as usize]);
                            assert!(parent[x as usize] == y || parent[y as usize] == x);
                        }
                    }
                }
                assert!(parent
                    .iter()
                    .enumerate()
                    .all(|(b, &p)| p == NONE || p < b as u32));
            }
            graphs += 1;
            if chosen.len() < 5 {
                let from = chosen.last().copied().unwrap_or(0);
                for k in from..kinds.len() {
                    let mut next = chosen.clone();
                    next.push(k);
                    stack.push(next);
                }
            }
        }
        // Multisets of at most 5 of the 10 kinds: sum of C(9 + s, s) for s = 0..=5.
        assert_eq!(graphs, 1 + 10 + 55 + 220 + 715 + 2002);
    }

    #[test]
    fn deep_path_tree() {
        let g = Csr::from_edges(DEEP as usize, &path(DEEP), Arcs::Both);
        let (block, parent) = two_edge_blocks(&g, 0);
        assert_eq!(parent.len(), DEEP as usize);
        assert!(block.iter().enumerate().all(|(v, &b)| b == v as u32));
        // A cycle through the whole path: one block.
        let mut cycle = path(DEEP);
        cycle.push((DEEP - 1, 0));
        let g = Csr::from_edges(DEEP as usize, &cycle, Arcs::Both);
        let (block, parent) = two_edge_blocks(&g, DEEP / 2);
        assert_eq!(parent, [NONE]);
        assert!(block.iter().all(|&b| b == 0));
    }
}
