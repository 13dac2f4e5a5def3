//! What the generators and checks of records holding graphs share: edges scrambled, cacti
//! recognised, trees drawn in the shapes where solutions go wrong.

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

/// Whether the edges of a picture (ids `1..=m`) have the judge's shape: no loop, no parallel
/// edge, connected on `1..=m`, every edge on at most one cycle, and each polygon (cycle)
/// touching the rest of the picture at one vertex only, its attachment (the vertex nearest to
/// the root 1): its other vertices carry nothing else, no pendant edge, no subtree, no second
/// polygon (`docs/problems.md`: "only one node involved in the main tree"; the public
/// accepted solutions answer some other cacti wrongly, and the judge never sends them).
///
/// A graph has the cactus property exactly when the fundamental cycles of a spanning tree share
/// no edge (every simple cycle is then one of them), which is checked by walking each non-tree
/// edge's cycle up the breadth-first tree and marking the tree edges it uses; the same walk
/// sees each cycle's vertices, all of which but the top must have degree 2.
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
    let mut degree = vec![0u32; m as usize];
    for &(a, b) in &dense {
        degree[a as usize] += 1;
        degree[b as usize] += 1;
    }
    // used[v]: the tree edge from v to its parent is on a fundamental cycle already.
    let mut used = vec![false; m as usize];
    for &(a, b) in &dense {
        if parent[b as usize] == a || parent[a as usize] == b {
            continue;
        }
        let (mut a, mut b) = (a as usize, b as usize);
        // Every vertex the walk leaves is on the cycle below its top (the meeting point).
        while a != b {
            if depth[a] < depth[b] {
                std::mem::swap(&mut a, &mut b);
            }
            if std::mem::replace(&mut used[a], true) || degree[a] != 2 {
                return false;
            }
            a = parent[a] as usize;
        }
    }
    true
}

/// The parents of the vertices `1..n` (0-based) of a random tree rooted at 0, each parent
/// earlier than its child: now and then a path from the root, a star, a spider (a few legs from
/// the root) or a caterpillar.
pub(super) fn tree_parents(g: &mut Gen, n: u64) -> Vec<usize> {
    let (shape, legs) = (g.uniform(0, 9), g.uniform(2, 4) as usize);
    (1..n as usize)
        .map(|i| match shape {
            0 => i - 1,
            1 => 0,
            2 => i.saturating_sub(legs),
            3 => i.saturating_sub(g.uniform(1, 3) as usize),
            _ => g.uniform(0, i as u64 - 1) as usize,
        })
        .collect()
}

/// The edges (ids `1..=n`) of the tree of `parent` ([`tree_parents`]) in a record that gives a
/// value to every vertex before its edges (`n v_1..v_n (a b)*(n-1)`). Half the time canonical:
/// the ids are the vertices' own plus 1 and the edges list the vertices from the last back, each
/// turned either way, so [`valued_tree_cuts`] can drop the last vertices; else the ids are
/// shuffled (1 stays the root) and the edges scrambled.
pub(super) fn valued_tree_edges(g: &mut Gen, parent: &[usize]) -> Vec<(u64, u64)> {
    let n = parent.len() + 1;
    if g.chance(50) {
        return (1..n)
            .rev()
            .map(|i| (parent[i - 1] as u64 + 1, i as u64 + 1))
            .map(|(a, b)| if g.chance(50) { (b, a) } else { (a, b) })
            .collect();
    }
    let mut label: Vec<u64> = (2..=n as u64).collect();
    g.rng.shuffle(&mut label);
    label.insert(0, 1);
    let mut edges: Vec<(u64, u64)> = (1..n).map(|i| (label[parent[i - 1]], label[i])).collect();
    scramble(g, &mut edges);
    edges
}
