//! What records holding graphs share: edges scrambled, trees and cacti recognised, pairs read off a
//! flat record, their spans for cuts.

use super::*;
use impartial::graph::{Arcs, Csr};

/// Each edge turned either way, and the list shuffled: an input names edges in any order.
pub(super) fn scramble(g: &mut Gen, edges: &mut [(u64, u64)]) {
    g.rng.shuffle(edges);
    for e in edges.iter_mut() {
        if g.chance(50) {
            *e = (e.1, e.0);
        }
    }
}

/// Whether `edges` (ids `1..=n`) form a tree on `1..=n`: `n - 1` edges, none closing a cycle.
pub(super) fn is_tree(n: u64, edges: &[(u64, u64)]) -> bool {
    let mut sets = impartial::graph::UnionFind::default();
    edges.len() as u64 + 1 == n
        && edges.iter().all(|&(a, b)| {
            (1..=n).contains(&a) && (1..=n).contains(&b) && sets.union(a as u32, b as u32)
        })
}

/// The pairs of a flat list `a b a b ...`.
pub(super) fn pairs(flat: &[u64]) -> Vec<(u64, u64)> {
    flat.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// The spans of the pairs `record[from..to]` (`to - from` even).
pub(super) fn pair_spans(from: usize, to: usize) -> Vec<(usize, usize)> {
    (from..to).step_by(2).map(|s| (s, s + 2)).collect()
}

/// Whether the edges of a picture (ids `1..=m`) have the judge's shape: no loop, no parallel
/// edge, connected on `1..=m`, and every edge on at most one cycle. A graph has that last
/// property exactly when the fundamental cycles of a spanning tree share no edge (every simple
/// cycle is then one of them), which is checked by walking each non-tree edge's cycle up the
/// breadth-first tree and marking the tree edges it uses.
pub(super) fn is_cactus(m: u64, edges: &[(u64, u64)]) -> bool {
    if m == 0 || edges.iter().any(|&(a, b)| a == b || a.max(b) > m) {
        return false;
    }
    let mut sorted: Vec<(u64, u64)> = edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    sorted.sort_unstable();
    if sorted.windows(2).any(|w| w[0] == w[1]) {
        return false;
    }
    let dense: Vec<(u32, u32)> = sorted
        .iter()
        .map(|&(a, b)| (a as u32 - 1, b as u32 - 1))
        .collect();
    let g = Csr::from_edges(m as usize, &dense, Arcs::Both);
    let (order, parent) = impartial::graph::tree_order(&g, 0);
    if order.len() as u64 != m {
        return false;
    }
    let mut depth = vec![0u32; m as usize];
    for &v in &order[1..] {
        depth[v as usize] = depth[parent[v as usize] as usize] + 1;
    }
    // used[v]: the tree edge from v to its parent is on a fundamental cycle already.
    let mut used = vec![false; m as usize];
    for &(a, b) in &dense {
        if parent[b as usize] == a || parent[a as usize] == b {
            continue;
        }
        let (mut a, mut b) = (a as usize, b as usize);
        while a != b {
            if depth[a] < depth[b] {
                std::mem::swap(&mut a, &mut b);
            }
            if std::mem::replace(&mut used[a], true) {
                return false;
            }
            a = parent[a] as usize;
        }
    }
    true
}
