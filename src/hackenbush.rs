//! Green Hackenbush: a picture of edges drawn on the ground (vertex `root`); a move erases one
//! edge, and everything no longer connected to the ground falls away; whoever cannot move loses.
//! Any multigraph is a picture: loops and parallel edges included; edges never connected to the
//! ground are out of play from the start (they fall before the first move, as after any other).
//!
//! **Stalks.** A path of `k` edges from the ground is Nim heap `k`: erasing its `i`-th edge leaves
//! `i - 1` edges, any of `0..k`.
//!
//! **Colon principle (trees).** An edge from the ground with a picture of value `x` hanging at its
//! top is worth `x + 1`; pictures hung at one vertex add (xor). So a tree rooted at `v` is worth
//! `g(v) = xor over the children c of (g(c) + 1)`. *Proof sketch:* pictures hung at one vertex are
//! edge-disjoint and a move in one never makes another fall, so the whole is their sum. For the
//! edge `e` with `T` on top, by induction on the edges: the options are erasing `e` (value 0) and
//! moves in `T` to `T'` (value `g(T') + 1` by induction); the `g(T')` take every value below
//! `g(T)` and never `g(T)`, so the options take `0, 1, ..., g(T)` and never `g(T) + 1`: mex
//! `g(T) + 1`.
//!
//! **Fusion principle (any picture).** Two vertices on a cycle may be fused into one without
//! changing the value, each edge between them becoming a loop at the fused vertex (Winning Ways,
//! ch. 7). Fusing cycle after cycle shrinks every 2-edge-connected block (the parts left when
//! every bridge is cut) to one vertex carrying a loop for each of its edges, loops and parallel
//! edges counted; a loop is erased in one move and holds nothing up, so it is worth a single
//! edge, and `E` loops are worth `E mod 2`. What is left is a tree of bridges with loops at its
//! vertices, valued by the colon principle:
//! `g(block) = (E mod 2) xor over the child blocks c of (g(c) + 1)`. *Proof sketch of the key
//! case:* a cycle of `n` edges through the ground: erasing any edge leaves two stalks of `a` and
//! `b` edges with `a + b = n - 1`, worth `a ^ b`, which has the parity of `a + b`. For odd `n`
//! every option is even and `a = b` gives 0, so the mex is 1; for even `n` every option is odd,
//! so the mex is 0: the cycle is worth `n mod 2`, as its fused form of `n` loops. The general
//! principle follows by induction on the edges (every option of a picture is a picture with one
//! edge fewer); the tests check it against the real game on every multigraph of a few edges.
//! A block is judged by its edge count, not its vertex count: two triangles sharing the ground
//! (5 vertices, 6 edges) are worth 0, three parallel edges 1, K4 (6 edges) 0, a loop 1.
//!
//! Judge problems: HDU 3094 (a tree, [`tree_value`]) and POJ 3710 (trees with polygons hung at
//! single vertices, and beyond them any multigraph, [`graph_value`]).

use crate::graph::{tree_order, two_edge_blocks, Csr, NONE};

/// The value of a tree rooted at `root` (an undirected [`Csr`] built with
/// [`Arcs::Both`](crate::graph::Arcs::Both), connected and without cycles), by the colon
/// principle, children before parents: no recursion, whatever the depth.
///
/// # Complexity
/// O(n).
///
/// ```
/// use impartial::graph::{Arcs, Csr};
/// use impartial::hackenbush::tree_value;
/// // A stalk of 2 rooted at its end is worth 2; rooted in the middle, 1 ^ 1 = 0.
/// let path = Csr::from_edges(3, &[(1, 0), (2, 1)], Arcs::Both);
/// assert_eq!(tree_value(&path, 0), 2);
/// assert_eq!(tree_value(&path, 1), 0);
/// ```
pub fn tree_value(g: &Csr, root: u32) -> u32 {
    let (order, parent) = tree_order(g, root);
    let mut value = vec![0u32; g.order()];
    for &v in order.iter().rev() {
        let p = parent[v as usize];
        if p != NONE {
            value[p as usize] ^= value[v as usize] + 1;
        }
    }
    value[root as usize]
}

/// The value of any picture on the ground `root` (an undirected multigraph, a [`Csr`] built
/// with [`Arcs::Both`](crate::graph::Arcs::Both)), by the fusion principle: each
/// 2-edge-connected block reachable from the ground is worth the parity of its edges, then the
/// colon principle over the tree of bridges. Edges out of the ground's reach are ignored.
///
/// # Complexity
/// O(n + edges).
///
/// ```
/// use impartial::graph::{Arcs, Csr};
/// use impartial::hackenbush::graph_value;
/// // The sample of POJ 3710's second picture: 1 - 2 with a triangle 2 - 3 - 4: 1 + 1 = 2.
/// let g = Csr::from_edges(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], Arcs::Both);
/// assert_eq!(graph_value(&g, 0), 2);
/// // A loop at the ground is one edge; two triangles at the ground are worth nothing.
/// assert_eq!(graph_value(&Csr::from_edges(1, &[(0, 0)], Arcs::Both), 0), 1);
/// let bowtie = [(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0)];
/// assert_eq!(graph_value(&Csr::from_edges(5, &bowtie, Arcs::Both), 0), 0);
/// ```
pub fn graph_value(g: &Csr, root: u32) -> u32 {
    let (block, parent) = two_edge_blocks(g, root);
    // Both slots of every edge inside a block (a loop's too): twice its edge count.
    let mut twice = vec![0u32; parent.len()];
    for v in 0..g.order() as u32 {
        let b = block[v as usize];
        for &w in g.arcs(v) {
            if b != NONE && block[w as usize] == b {
                twice[b as usize] += 1;
            }
        }
    }
    // A block comes after its parent: children first.
    let mut value = vec![0u32; parent.len()];
    for b in (0..parent.len()).rev() {
        value[b] ^= twice[b] / 2 % 2;
        if parent[b] != NONE {
            value[parent[b] as usize] ^= value[b] + 1;
        }
    }
    value[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Arcs;
    use crate::grundy::grundy_by_search;
    use std::collections::HashMap;

    /// The real game on `edges` (vertex 0 the ground): a position is the set of edges still
    /// standing, as a bitmask; a move erases one and drops every edge no longer connected to the
    /// ground.
    fn play(edges: &[(u32, u32)]) -> u32 {
        let standing = |mask: u32| {
            let mut reached = 1u32;
            loop {
                let before = reached;
                for (i, &(a, b)) in edges.iter().enumerate() {
                    if mask >> i & 1 == 1 && (reached >> a | reached >> b) & 1 == 1 {
                        reached |= 1 << a | 1 << b;
                    }
                }
                if reached == before {
                    break;
                }
            }
            (0..edges.len() as u32)
                .filter(|&i| mask >> i & 1 == 1 && reached >> edges[i as usize].0 & 1 == 1)
                .fold(0, |m, i| m | 1 << i)
        };
        let moves = |&mask: &u32| {
            (0..edges.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| standing(mask & !(1 << i)))
                .collect::<Vec<u32>>()
        };
        let all = standing((1u32 << edges.len()) - 1);
        grundy_by_search(all, moves, &mut HashMap::new())
    }

    /// Every multiset of at most `most` edges over the edge kinds `a <= b` on `n` vertices.
    fn multigraphs(n: u32, most: usize) -> Vec<Vec<(u32, u32)>> {
        let kinds: Vec<(u32, u32)> = (0..n).flat_map(|a| (a..n).map(move |b| (a, b))).collect();
        let (mut all, mut stack) = (Vec::new(), vec![(0usize, Vec::new())]);
        while let Some((from, chosen)) = stack.pop() {
            if chosen.len() < most {
                for (k, &kind) in kinds.iter().enumerate().skip(from) {
                    let mut next: Vec<(u32, u32)> = chosen.clone();
                    next.push(kind);
                    stack.push((k, next));
                }
            }
            all.push(chosen);
        }
        all
    }

    #[test]
    fn fusion_matches_the_real_game_on_every_small_multigraph() {
        let mut graphs = 0;
        for (n, most) in [(1, 6), (2, 6), (3, 6), (4, 6), (5, 5)] {
            for edges in multigraphs(n, most) {
                // Orientation and order must not matter: check the edges reversed and flipped.
                let turned: Vec<(u32, u32)> = edges.iter().rev().map(|&(a, b)| (b, a)).collect();
                let expected = play(&edges);
                for edges in [&edges, &turned] {
                    let g = Csr::from_edges(n as usize, edges, Arcs::Both);
                    assert_eq!(graph_value(&g, 0), expected, "{:?}", edges);
                }
                graphs += 1;
            }
        }
        // Multisets of at most 6 edges over 1, 3, 6, 10 kinds, and at most 5 over 15 kinds.
        assert_eq!(graphs, 7 + 84 + 924 + 8008 + 15504);
    }

    /// Every tree on `n` vertices, from its Prüfer sequence.
    fn trees(n: u32) -> Vec<Vec<(u32, u32)>> {
        let mut all = Vec::new();
        for code in 0..n.pow(n.saturating_sub(2)) {
            let seq: Vec<u32> = (0..n.saturating_sub(2))
                .map(|i| code / n.pow(i) % n)
                .collect();
            let mut degree = vec![1u32; n as usize];
            for &s in &seq {
                degree[s as usize] += 1;
            }
            let mut edges = Vec::new();
            for &s in &seq {
                let leaf = (0..n).find(|&v| degree[v as usize] == 1).unwrap();
                edges.push((s, leaf));
                degree[leaf as usize] -= 1;
                degree[s as usize] -= 1;
            }
            let ends: Vec<u32> = (0..n).filter(|&v| degree[v as usize] == 1).collect();
            if n >= 2 {
                edges.push((ends[0], ends[1]));
            }
            all.push(edges);
        }
        all
    }

    #[test]
    fn colon_principle_matches_the_real_game_on_every_small_tree() {
        let mut count = 0;
        for n in 1..=7 {
            for edges in trees(n) {
                let g = Csr::from_edges(n as usize, &edges, Arcs::Both);
                let expected = play(&edges);
                assert_eq!(tree_value(&g, 0), expected, "{:?}", edges);
                assert_eq!(graph_value(&g, 0), expected, "{:?}", edges);
                count += 1;
            }
        }
        // Cayley: n^(n-2) labelled trees, rooted at vertex 0 (every rooting, up to labels).
        assert_eq!(count, 1 + 1 + 3 + 16 + 125 + 1296 + 16807);
    }

    #[test]
    fn the_traps_of_the_popular_vertex_count_rule() {
        let value =
            |n: usize, edges: &[(u32, u32)]| graph_value(&Csr::from_edges(n, edges, Arcs::Both), 0);
        // A loop at the ground: 1, not skipped.
        assert_eq!(value(1, &[(0, 0)]), 1);
        // Three parallel edges: an odd block of 3 edges (2 vertices, even).
        assert_eq!(value(2, &[(0, 1), (0, 1), (0, 1)]), 1);
        assert_eq!(value(2, &[(0, 1), (1, 0)]), 0);
        // Two triangles sharing the ground: 5 vertices (odd), 6 edges (even).
        assert_eq!(
            value(5, &[(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0)]),
            0
        );
        // K4 on the ground: 6 edges.
        let k4 = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
        assert_eq!(value(4, &k4), 0);
        // Edges out of reach: a triangle on 2, 3, 4 not joined to the ground.
        assert_eq!(value(5, &[(0, 1), (2, 3), (3, 4), (4, 2)]), 1);
    }

    #[test]
    fn deep_stalks() {
        let n = 200_000u32;
        let path: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        let g = Csr::from_edges(n as usize, &path, Arcs::Both);
        assert_eq!(tree_value(&g, 0), n - 1);
        assert_eq!(graph_value(&g, 0), n - 1);
        // Rooted in the middle of an odd path: two equal stalks.
        assert_eq!(tree_value(&g, n / 2), (n / 2) ^ (n - 1 - n / 2));
        // A stalk ending in a triangle: one more edge.
        let mut lollipop = path.clone();
        lollipop.extend([(n - 1, n), (n, n + 1), (n + 1, n - 1)]);
        let g = Csr::from_edges(n as usize + 2, &lollipop, Arcs::Both);
        assert_eq!(graph_value(&g, 0), n);
    }
}
