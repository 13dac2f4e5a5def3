//! The graph itself: arcs of each vertex in one array ([`Csr`]), made from the edges read
//! ([`Arcs`] says which way each edge goes).

use std::ops::Range;

/// Which arcs [`Csr::from_edges`] makes of an edge `(a, b)`.
pub enum Arcs {
    /// `a -> b`.
    Forward,
    /// `b -> a` (the reverse graph).
    Backward,
    /// Both: an undirected edge (a self-loop `(a, a)` takes two slots of `a`).
    Both,
}

/// A graph in compressed adjacency form: the arcs out of vertex `v` are the slots
/// `start[v]..start[v + 1]` of `target` (the vertex each arc leads to) and `edge` (the index of
/// the edge it was made from, when built by [`Csr::from_edges`]).
#[derive(Default)]
pub struct Csr {
    /// `n + 1` offsets into the slots, non-decreasing, `start[0] = 0`.
    pub start: Vec<u32>,
    /// The far end of each slot.
    pub target: Vec<u32>,
    /// The edge of each slot (empty when the graph was built from lists, where a slot is its
    /// own edge).
    pub edge: Vec<u32>,
}

impl Csr {
    /// The graph on vertices `0..n` with the arcs `arcs` makes of `edges`; the arcs of each
    /// vertex keep the order of `edges` (a stable counting sort).
    ///
    /// # Complexity
    /// O(n + edges) time and memory.
    ///
    /// ```
    /// use impartial::graph::{Arcs, Csr};
    /// let g = Csr::from_edges(3, &[(0, 1), (2, 1), (0, 2)], Arcs::Forward);
    /// assert_eq!(g.arcs(0), [1, 2]);
    /// assert_eq!(g.slots(0), 0..2);
    /// assert_eq!(g.edge, [0, 2, 1]);
    /// let r = Csr::from_edges(3, &[(0, 1), (2, 1), (0, 2)], Arcs::Backward);
    /// assert_eq!(r.arcs(1), [0, 2]);
    /// ```
    pub fn from_edges(n: usize, edges: &[(u32, u32)], arcs: Arcs) -> Csr {
        let ways: &[bool] = match arcs {
            Arcs::Forward => &[false],
            Arcs::Backward => &[true],
            Arcs::Both => &[false, true],
        };
        let mut start = vec![0u32; n + 1];
        for &(a, b) in edges {
            for &back in ways {
                start[if back { b } else { a } as usize + 1] += 1;
            }
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut next = start.clone();
        let slots = start[n] as usize;
        let (mut target, mut edge) = (vec![0; slots], vec![0; slots]);
        for (i, &(a, b)) in edges.iter().enumerate() {
            for &back in ways {
                let (from, to) = if back { (b, a) } else { (a, b) };
                let at = next[from as usize] as usize;
                next[from as usize] += 1;
                target[at] = to;
                edge[at] = i as u32;
            }
        }
        Csr {
            start,
            target,
            edge,
        }
    }

    /// The grid graph of a maze: one vertex per cell (`open` in row-major order, `width` cells a
    /// row), and from each open cell an arc to each of its 4 neighbours that is open too, in the
    /// order up, left, right, down. Blocked cells are isolated vertices, so cell and vertex
    /// numbers agree and nothing needs renumbering; `edge` stays empty.
    ///
    /// # Complexity
    /// O(cells) time and memory.
    ///
    /// ```
    /// use impartial::graph::Csr;
    /// // .#
    /// // ..
    /// let g = Csr::grid(&[true, false, true, true], 2);
    /// assert_eq!(g.arcs(0), [2]);
    /// assert!(g.arcs(1).is_empty());
    /// assert_eq!(g.arcs(2), [0, 3]);
    /// ```
    pub fn grid(open: &[bool], width: usize) -> Csr {
        let mut start = Vec::with_capacity(open.len() + 1);
        let mut target = Vec::new();
        start.push(0);
        for (i, _) in open.iter().enumerate() {
            let column = i % width;
            let up = i.checked_sub(width);
            let left = (column > 0).then(|| i - 1);
            let right = (column + 1 < width).then_some(i + 1);
            let down = Some(i + width);
            // `iter().copied()`: on edition 2018 an array's `into_iter` yields references.
            for j in [up, left, right, down].iter().flatten().copied() {
                if open[i] && open.get(j) == Some(&true) {
                    target.push(j as u32);
                }
            }
            start.push(target.len() as u32);
        }
        Csr {
            start,
            target,
            edge: Vec::new(),
        }
    }

    /// The number of vertices.
    ///
    /// ```
    /// use impartial::graph::{Arcs, Csr};
    /// assert_eq!(Csr::from_edges(4, &[], Arcs::Both).order(), 4);
    /// ```
    pub fn order(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    /// The slots of `v`'s arcs.
    pub fn slots(&self, v: u32) -> Range<usize> {
        self.start[v as usize] as usize..self.start[v as usize + 1] as usize
    }

    /// The vertices `v`'s arcs lead to, one per arc (repeats for parallel arcs).
    pub fn arcs(&self, v: u32) -> &[u32] {
        &self.target[self.slots(v)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csr_keeps_input_order_per_vertex() {
        let edges = [(1, 0), (0, 2), (1, 1), (0, 1), (2, 0)];
        let g = Csr::from_edges(3, &edges, Arcs::Both);
        assert_eq!(g.order(), 3);
        assert_eq!(g.arcs(0), [1, 2, 1, 2]);
        assert_eq!(g.arcs(1), [0, 1, 1, 0]);
        assert_eq!(g.edge[g.slots(1)], [0, 2, 2, 3]);
        assert_eq!(Csr::default().order(), 0);
    }
}
