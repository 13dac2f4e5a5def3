//! Maximum matchings of bipartite graphs (Hopcroft and Karp), and the vertices some maximum
//! matching leaves unmatched.

use super::{Csr, NONE};

/// A maximum matching of a bipartite graph (built with [`Arcs::Both`]; `left[v]` tells `v`'s
/// side, and every arc of a left vertex leads to a right one): `mate[v]` is the vertex matched
/// with `v`, or [`NONE`].
///
/// Hopcroft and Karp: after a greedy start, each phase finds the length of the shortest
/// augmenting paths by a breadth-first search from the unmatched left vertices, then augments
/// along a maximal set of disjoint such paths by a depth-first search over those layers, each
/// vertex's next slot kept from one try to the next. A phase makes the shortest augmenting path
/// longer, and after about `sqrt(n)` phases fewer than `sqrt(n)` augmentations are left. The
/// depth-first search keeps its path in a vector: an augmenting path of 10^6 vertices is no
/// danger to the stack.
///
/// # Complexity
/// O(arcs * sqrt(n)) time, O(n) memory besides the result.
///
/// ```
/// use impartial::graph::{maximum_matching, Arcs, Csr, NONE};
/// // Left 0, 1; right 2, 3; edges 0-2, 0-3, 1-2: the greedy 0-2 must give way to 0-3, 1-2.
/// let g = Csr::from_edges(4, &[(0, 2), (0, 3), (1, 2)], Arcs::Both);
/// assert_eq!(maximum_matching(&g, &[true, true, false, false]), [3, 2, 1, 0]);
/// let star = Csr::from_edges(3, &[(0, 1), (0, 2)], Arcs::Both);
/// assert_eq!(maximum_matching(&star, &[true, false, false]), [1, 0, NONE]);
/// ```
///
/// [`Arcs::Both`]: super::Arcs::Both
pub fn maximum_matching(g: &Csr, left: &[bool]) -> Vec<u32> {
    let n = g.order();
    let lefts: Vec<u32> = (0..n as u32).filter(|&v| left[v as usize]).collect();
    let mut mate = vec![NONE; n];
    for &u in &lefts {
        if let Some(&v) = g.arcs(u).iter().find(|&&v| mate[v as usize] == NONE) {
            (mate[u as usize], mate[v as usize]) = (v, u);
        }
    }
    // dist[u]: u's layer in this phase (left vertices; NONE when unreached or found useless).
    let (mut dist, mut next) = (vec![NONE; n], vec![0u32; n]);
    let (mut queue, mut path) = (Vec::new(), Vec::new());
    loop {
        queue.clear();
        for &u in &lefts {
            dist[u as usize] = NONE;
            if mate[u as usize] == NONE {
                dist[u as usize] = 0;
                queue.push(u);
            }
        }
        // The layer of the left vertices that end the shortest augmenting paths.
        let mut last = NONE;
        let mut head = 0;
        while let Some(&u) = queue.get(head) {
            head += 1;
            if dist[u as usize] > last {
                break;
            }
            for &v in g.arcs(u) {
                let w = mate[v as usize];
                if w == NONE {
                    last = last.min(dist[u as usize]);
                } else if dist[w as usize] == NONE {
                    dist[w as usize] = dist[u as usize] + 1;
                    queue.push(w);
                }
            }
        }
        if last == NONE {
            return mate;
        }
        for &u in &lefts {
            next[u as usize] = g.start[u as usize];
        }
        for &root in &lefts {
            if mate[root as usize] != NONE || dist[root as usize] != 0 {
                continue;
            }
            path.clear();
            path.push(root);
            while let Some(&u) = path.last() {
                let slot = next[u as usize];
                if slot == g.start[u as usize + 1] {
                    // A dead end for the rest of the phase.
                    dist[u as usize] = NONE;
                    path.pop();
                    if let Some(&p) = path.last() {
                        next[p as usize] += 1;
                    }
                    continue;
                }
                let d = dist[u as usize];
                let w = mate[g.target[slot as usize] as usize];
                if w == NONE && d == last {
                    // Each vertex of the path takes the right vertex its slot points at; that
                    // vertex's old mate is the next one on the path, which does the same.
                    // The path's vertices are used up for this phase: the phase's paths stay
                    // disjoint, and no later search walks them again.
                    for &x in &path {
                        let y = g.target[next[x as usize] as usize];
                        (mate[x as usize], mate[y as usize]) = (y, x);
                        dist[x as usize] = NONE;
                    }
                    break;
                }
                if w != NONE && d < last && dist[w as usize] == d + 1 {
                    path.push(w);
                } else {
                    next[u as usize] += 1;
                }
            }
        }
    }
}

/// The vertices that some maximum matching of a bipartite graph leaves unmatched, given one
/// maximum matching `mate` (as [`maximum_matching`] returns it).
///
/// A vertex is unmatched in some maximum matching exactly when an alternating path of even
/// length leads to it from a vertex `mate` leaves unmatched (switching the path's edges moves
/// the hole there; conversely the difference of two maximum matchings is made of such paths and
/// of cycles). So a breadth-first search starts from the unmatched vertices and, from a marked
/// vertex `x`, marks the mate of every neighbour of `x` (every neighbour is matched: an
/// unmatched one would close an augmenting path). Not for graphs with odd cycles, where
/// Edmonds' blossoms would be needed.
///
/// # Complexity
/// O(n + arcs).
///
/// ```
/// use impartial::graph::{maximum_matching, sometimes_unmatched, Arcs, Csr};
/// // The path 0 - 1 - 2: either end may be left out, the middle never.
/// let path = Csr::from_edges(3, &[(0, 1), (1, 2)], Arcs::Both);
/// let mate = maximum_matching(&path, &[true, false, true]);
/// assert_eq!(sometimes_unmatched(&path, &mate), [true, false, true]);
/// ```
pub fn sometimes_unmatched(g: &Csr, mate: &[u32]) -> Vec<bool> {
    let mut marked: Vec<bool> = mate.iter().map(|&m| m == NONE).collect();
    let mut queue: Vec<u32> = (0..g.order() as u32)
        .filter(|&v| marked[v as usize])
        .collect();
    let mut head = 0;
    while let Some(&x) = queue.get(head) {
        head += 1;
        for &y in g.arcs(x) {
            let z = mate[y as usize];
            if z != NONE && !marked[z as usize] {
                marked[z as usize] = true;
                queue.push(z);
            }
        }
    }
    marked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{path, DEEP};
    use crate::graph::Arcs;

    /// The size of a maximum matching by exhaustive search: each left vertex in turn stays
    /// unmatched or takes a free neighbour (`adjacent[u]` the right vertices of left `u`, as a
    /// bitmask), skipping `removed` vertices (left `u` as bit `u`, right `w` as bit `16 + w`).
    fn brute_matching(adjacent: &[u32], removed: u32) -> u32 {
        fn go(adjacent: &[u32], used: u32) -> u32 {
            let Some((&first, rest)) = adjacent.split_first() else {
                return 0;
            };
            let mut best = go(rest, used);
            for w in 0..16 {
                if first >> w & 1 == 1 && used >> w & 1 == 0 {
                    best = best.max(1 + go(rest, used | 1 << w));
                }
            }
            best
        }
        let kept: Vec<u32> = (0..adjacent.len())
            .map(|u| match removed >> u & 1 {
                1 => 0,
                _ => adjacent[u],
            })
            .collect();
        go(&kept, removed >> 16)
    }

    /// `mate` is a matching of the bipartite graph: symmetric, left to right, along edges.
    fn check_matching(g: &Csr, left: &[bool], mate: &[u32]) -> u32 {
        let mut size = 0;
        for v in 0..g.order() {
            let m = mate[v];
            if m != NONE {
                assert_eq!(mate[m as usize], v as u32);
                assert_ne!(left[v], left[m as usize]);
                assert!(g.arcs(v as u32).contains(&m));
                size += u32::from(left[v]);
            }
        }
        size
    }

    #[test]
    fn matchings_match_brute_force_on_every_small_bipartite_graph() {
        let mut graphs = 0;
        for a in 1..=12u32 {
            for b in (1..=12u32).filter(|&b| a * b <= 12) {
                let n = (a + b) as usize;
                let left: Vec<bool> = (0..n).map(|v| v < a as usize).collect();
                for mask in 0u32..1 << (a * b) {
                    // Edges in an order that is not the greedy's friend: last pairs first.
                    let edges: Vec<(u32, u32)> = (0..a * b)
                        .rev()
                        .filter(|bit| mask >> bit & 1 == 1)
                        .map(|bit| (bit / b, a + bit % b))
                        .collect();
                    let g = Csr::from_edges(n, &edges, Arcs::Both);
                    let adjacent: Vec<u32> =
                        (0..a).map(|u| (mask >> (u * b)) & ((1 << b) - 1)).collect();
                    let mate = maximum_matching(&g, &left);
                    let best = brute_matching(&adjacent, 0);
                    assert_eq!(check_matching(&g, &left, &mate), best, "{:?}", edges);
                    let free = sometimes_unmatched(&g, &mate);
                    for v in 0..n as u32 {
                        let bit = if v < a { v } else { 16 + v - a };
                        let without = brute_matching(&adjacent, 1 << bit);
                        assert_eq!(free[v as usize], without == best, "{:?} {}", edges, v);
                    }
                    graphs += 1;
                }
            }
        }
        // 2^(a b) edge sets for each shape with a b <= 12.
        assert_eq!(graphs, 35_978);
    }

    /// A small generator for the random tests (splitmix64).
    fn random(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Kuhn's algorithm: one augmenting search per left vertex (a plain, slow second opinion).
    fn kuhn(g: &Csr, left: &[bool], removed: u32) -> u32 {
        let n = g.order();
        let mut mate = vec![NONE; n];
        let mut size = 0;
        for root in (0..n as u32).filter(|&u| left[u as usize] && u != removed) {
            let mut seen = vec![false; n];
            // Depth-first over (left vertex, the right vertex it came through).
            let mut stack = vec![(root, NONE)];
            let mut parent = vec![NONE; n];
            let mut end = NONE;
            while let Some((u, _)) = stack.pop() {
                for &v in g.arcs(u) {
                    if v == removed || seen[v as usize] {
                        continue;
                    }
                    seen[v as usize] = true;
                    parent[v as usize] = u;
                    if mate[v as usize] == NONE {
                        end = v;
                        break;
                    }
                    stack.push((mate[v as usize], v));
                }
                if end != NONE {
                    break;
                }
            }
            // Flip the path back to the root.
            let mut v = end;
            while v != NONE {
                let u = parent[v as usize];
                let before = mate[u as usize];
                (mate[u as usize], mate[v as usize]) = (v, u);
                v = before;
            }
            size += u32::from(end != NONE);
        }
        size
    }

    #[test]
    fn matchings_match_kuhns_algorithm_on_random_bipartite_graphs() {
        let mut state = 7;
        for round in 0..300 {
            let a = 1 + random(&mut state) % 40;
            let b = 1 + random(&mut state) % 40;
            let n = (a + b) as usize;
            let left: Vec<bool> = (0..n).map(|v| (v as u64) < a).collect();
            let density = 1 + random(&mut state) % 8;
            let mut edges = Vec::new();
            for u in 0..a {
                for w in 0..b {
                    if random(&mut state) % 40 < density {
                        edges.push((u as u32, (a + w) as u32));
                    }
                }
            }
            // Shuffled, and half of them turned round.
            for i in (1..edges.len()).rev() {
                let j = random(&mut state) as usize % (i + 1);
                edges.swap(i, j);
                if random(&mut state) % 2 == 0 {
                    edges[i] = (edges[i].1, edges[i].0);
                }
            }
            let g = Csr::from_edges(n, &edges, Arcs::Both);
            let mate = maximum_matching(&g, &left);
            let best = kuhn(&g, &left, NONE);
            assert_eq!(check_matching(&g, &left, &mate), best, "round {}", round);
            let free = sometimes_unmatched(&g, &mate);
            for v in 0..n as u32 {
                assert_eq!(
                    free[v as usize],
                    kuhn(&g, &left, v) == best,
                    "round {}",
                    round
                );
            }
        }
    }

    #[test]
    fn deep_augmenting_path() {
        // The path 0 - 1 - ... - (DEEP - 1) with the odd vertices on the left, each listing its
        // upper neighbour first: the greedy start matches 1-2, 3-4, ..., leaves DEEP - 1 and 0,
        // and the one augmenting path runs through the whole path (DEEP / 2 left vertices).
        let edges: Vec<(u32, u32)> = path(DEEP).into_iter().rev().collect();
        let g = Csr::from_edges(DEEP as usize, &edges, Arcs::Both);
        let left: Vec<bool> = (0..DEEP).map(|v| v % 2 == 1).collect();
        let mate = maximum_matching(&g, &left);
        assert!((0..DEEP).all(|v| mate[v as usize] == v ^ 1));
        assert!(sometimes_unmatched(&g, &mate).iter().all(|&free| !free));
        // One vertex fewer: the even vertices (the larger side) may each be the one left out.
        let g = Csr::from_edges(DEEP as usize - 1, &edges[1..], Arcs::Both);
        let left = &left[..DEEP as usize - 1];
        let mate = maximum_matching(&g, left);
        assert_eq!(check_matching(&g, left, &mate), DEEP / 2 - 1);
        let free = sometimes_unmatched(&g, &mate);
        assert!((0..DEEP - 1).all(|v| free[v as usize] == (v % 2 == 0)));
    }
}
