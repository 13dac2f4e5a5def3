//! Disjoint sets that grow as vertices are named: online detection of an edge that closes a
//! cycle.

/// Disjoint sets of vertices `0, 1, 2, ...`, growing as vertices are named: tells whether an
/// edge closes a cycle as the edges arrive.
#[derive(Debug, Default)]
pub struct UnionFind {
    /// Each vertex's parent in its set's tree (a root is its own parent).
    pub parent: Vec<u32>,
}

impl UnionFind {
    /// The root of `v`'s set, halving the path on the way (the loop, not recursion).
    pub fn root(&mut self, mut v: u32) -> u32 {
        while self.parent[v as usize] != v {
            let up = self.parent[self.parent[v as usize] as usize];
            self.parent[v as usize] = up;
            v = up;
        }
        v
    }

    /// Joins the sets of `a` and `b`; false when they were one set already (the edge `a - b`
    /// closes a cycle, a self-loop included).
    ///
    /// # Complexity
    /// O(log n) amortized.
    ///
    /// ```
    /// use impartial::graph::UnionFind;
    /// let mut sets = UnionFind::default();
    /// assert!(sets.union(0, 1));
    /// assert!(sets.union(2, 1));
    /// assert!(!sets.union(0, 2));
    /// assert!(!sets.union(3, 3));
    /// ```
    pub fn union(&mut self, a: u32, b: u32) -> bool {
        while self.parent.len() <= a.max(b) as usize {
            self.parent.push(self.parent.len() as u32);
        }
        let (a, b) = (self.root(a), self.root(b));
        self.parent[a as usize] = b;
        a != b
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{path, DEEP};

    #[test]
    fn union_find_finds_the_edge_closing_a_cycle_on_a_deep_path() {
        let mut sets = UnionFind::default();
        for (a, b) in path(DEEP) {
            assert!(sets.union(b, a));
        }
        assert!(!sets.union(0, DEEP - 1));
        assert!(sets.union(DEEP, 0));
    }
}
