//! Combat on a tree: a rooted tree of white and black vertices; a move picks a white vertex `v`
//! and blackens every vertex on the path from the root to `v`; whoever cannot move loses.
//!
//! **Theorem (subtree values from option sets).** Let `s(u)` be the xor of `g(c)` over `u`'s
//! children `c`, where `g(c)` is the Grundy value of `c`'s subtree played alone. The options of
//! `u`'s subtree have the values
//! `O(u) = { s(u) if u is white } ∪ ⋃_c { x xor s(u) xor g(c) : x in O(c) }`, and
//! `g(u) = mex O(u)`. *Proof sketch:* after any move the whole path from `u` down to `v` is
//! black, and a black vertex is never chosen again, so every later move lies in one subtree
//! hanging off that path and blackens nothing outside it: those subtrees are independent games,
//! a sum (Sprague–Grundy, [`crate::grundy`]). Picking `u` leaves its children's subtrees,
//! `s(u)`; picking `v` under child `c` leaves what that move leaves in `c`'s subtree (an option
//! of `c`, value `x`) beside the other children, `s(u) xor g(c)`. A black `u` is never a move
//! but still joins its children's subtrees.
//!
//! **The algorithm.** Each `O(u)` is a set of values below `2^L` (every `g` is at most the
//! number of white vertices, below `2^L`, and so is every xor of them), kept as a binary trie of
//! `L` levels with a lazy xor tag: xoring a whole set is one tag, pushed one level down (swapping
//! two children where the tag has that level's bit) only when the trie is walked. Children before
//! parents (leaves peeled off the tree by [`crate::graph::peel_tree`], which needs no adjacency
//! lists), each child's trie is xored with `g(c)` and merged into its parent's (a merge walks
//! only the nodes both tries have, and each such step frees a node, so all merges together cost
//! no more than the nodes ever made, `n (L + 1)`); at `u` the merged trie is xored with `s(u)`,
//! `s(u)` is inserted if `u` is white, and the mex is read by walking down, to the right where
//! the left half is full. O(n log n) time and memory (16 bytes a node: 34 MB for a white path
//! of 10^5), no recursion deeper than `L + 1 <= 33`.
//!
//! **Winning first moves.** Picking a white `v` leaves the subtrees hanging off the path from
//! the root to `v`: the xor, over each path vertex `w` above `v`, of `s(w) xor g(next vertex)`,
//! and `s(v)`. The move wins exactly when that is 0, which one pass from the root (the peeling
//! order reversed) computes for every `v` at once. The tests check values and winning moves against a search of the real
//! game on every rooted tree of up to 7 vertices in every colouring, and on random larger ones.
//!
//! Judge problem: SPOJ COT3 (Combat on a tree).

use crate::graph::{peel_tree, NONE};

/// Sets of values below `2^levels` as binary tries in one arena of nodes, merged destructively.
/// Node 0 is the empty set; a node `height` levels above the values splits on bit `height - 1`.
struct Tries {
    /// Each node's subsets with that bit clear and set (0: empty).
    child: Vec<[u32; 2]>,
    /// A xor owed by every value under a node, not yet applied to its children.
    tag: Vec<u32>,
    /// The number of values in each node's set.
    size: Vec<u32>,
}

impl Tries {
    /// Applies node `x`'s tag to its children, `height >= 1`. The empty set (node 0) may collect
    /// a tag here: nothing reads it, as no walk goes through node 0.
    fn push(&mut self, x: usize, height: u32) {
        let (t, [l, r]) = (self.tag[x], self.child[x]);
        self.tag[l as usize] ^= t;
        self.tag[r as usize] ^= t;
        if t >> (height - 1) & 1 == 1 {
            self.child[x] = [r, l];
        }
        self.tag[x] = 0;
    }

    /// The set `{v}`, `levels` levels high.
    fn single(&mut self, v: u32, levels: u32) -> u32 {
        let mut below = 0;
        for height in 0..=levels {
            // The leaf (height 0) has no children: below is still 0 there.
            let mut child = [0; 2];
            child[(v >> height.saturating_sub(1) & 1) as usize] = below;
            below = self.size.len() as u32;
            self.child.push(child);
            self.tag.push(0);
            self.size.push(1);
        }
        below
    }

    /// The union of the sets `a` and `b` (both consumed), `height` levels high.
    fn merge(&mut self, a: u32, b: u32, height: u32) -> u32 {
        if a == 0 || b == 0 || height == 0 {
            return a.max(b);
        }
        let (a, b) = (a as usize, b as usize);
        self.push(a, height);
        self.push(b, height);
        for i in 0..2 {
            self.child[a][i] = self.merge(self.child[a][i], self.child[b][i], height - 1);
        }
        let [l, r] = self.child[a];
        self.size[a] = self.size[l as usize] + self.size[r as usize];
        a as u32
    }

    /// The least value not in the set `x`, `height` levels high (which must not hold every
    /// value below `2^height`).
    fn mex(&mut self, x: u32, mut height: u32) -> u32 {
        let (mut x, mut value) = (x as usize, 0);
        // Every node walked is not full: its left half is not, or else its right half is not.
        while x != 0 && height > 0 {
            self.push(x, height);
            height -= 1;
            let [l, r] = self.child[x];
            // height <= 31 here: the width of a half fits a u32.
            x = if self.size[l as usize] == 1 << height {
                value |= 1 << height;
                r as usize
            } else {
                l as usize
            };
        }
        value
    }
}

/// `g` of every vertex's subtree, and the value of the position that picking each vertex (if
/// white) leaves, for the tree `edges` on `0..white.len()` rooted at `root`.
fn subtree_grundy(edges: &[(u32, u32)], root: u32, white: &[bool]) -> (Vec<u32>, Vec<u32>) {
    let n = white.len();
    let (order, parent) = peel_tree(n, edges, root);
    // Every value is at most the number of vertices: below 2^levels.
    let levels = 32 - (n as u32).leading_zeros();
    let mut tries = Tries {
        child: vec![[0; 2]],
        tag: vec![0],
        size: vec![0],
    };
    // options[v]: the merged option sets of v's children, each xored with its own g.
    let (mut options, mut below, mut value) = (vec![0; n], vec![0; n], vec![0; n]);
    for &v in &order {
        let v = v as usize;
        let mut set = options[v];
        // Xoring a whole set is one tag at its top.
        tries.tag[set as usize] ^= below[v];
        if white[v] {
            let own = tries.single(below[v], levels);
            set = tries.merge(set, own, levels);
        }
        value[v] = tries.mex(set, levels);
        let p = parent[v];
        if p != NONE {
            tries.tag[set as usize] ^= value[v];
            options[p as usize] = tries.merge(options[p as usize], set, levels);
            below[p as usize] ^= value[v];
        }
    }
    // Picking v leaves the subtrees off the path from the root to v, and v's children: with
    // parents first (the order reversed, the root first), after[p] ^ g(v) is all but v's
    // children.
    let mut after = below;
    for &v in order.iter().rev().skip(1) {
        let p = parent[v as usize] as usize;
        after[v as usize] ^= after[p] ^ value[v as usize];
    }
    (value, after)
}

/// The Grundy value of the game on the tree with vertices `0..white.len()` and `edges` (which
/// must form a tree) rooted at `root`, where `white[v]` says whether `v` is white.
///
/// # Complexity
/// O(n log n) time and memory.
///
/// ```
/// use impartial::combat::grundy;
/// // A white root with two white leaves: picking the root leaves 1 ^ 1, a leaf leaves 1.
/// let edges = [(0, 1), (2, 0)];
/// assert_eq!(grundy(&edges, 0, &[true; 3]), 2);
/// assert_eq!(grundy(&edges, 0, &[false, true, true]), 0);
/// ```
pub fn grundy(edges: &[(u32, u32)], root: u32, white: &[bool]) -> u32 {
    subtree_grundy(edges, root, white).0[root as usize]
}

/// Every white vertex whose choice as the first move wins (leaves a position of value 0), in
/// increasing order; empty exactly when the player to move loses. The tree is as in
/// [`grundy`].
///
/// # Complexity
/// O(n log n) time and memory.
///
/// ```
/// use impartial::combat::winning_moves;
/// let edges = [(0, 1), (2, 0)];
/// assert_eq!(winning_moves(&edges, 0, &[true; 3]), [0]);
/// assert!(winning_moves(&edges, 0, &[false, true, true]).is_empty());
/// // A white path rooted at one end: only the far end wins.
/// assert_eq!(winning_moves(&[(0, 1), (1, 2), (2, 3)], 0, &[true; 4]), [3]);
/// ```
pub fn winning_moves(edges: &[(u32, u32)], root: u32, white: &[bool]) -> Vec<u32> {
    let after = subtree_grundy(edges, root, white).1;
    (0..white.len() as u32)
        .filter(|&v| white[v as usize] && after[v as usize] == 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::grundy_by_search;
    use std::collections::HashMap;

    /// A small deterministic generator for the random trees.
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }
    }

    /// Checks `grundy` and `winning_moves` on the tree `parent` (`parent[i] < i` for `i >= 1`,
    /// vertex 0 the root), in every colouring `colourings` yields, against a search of the real
    /// game; the vertices are renamed by `label` and the edges given in the order and
    /// orientation `flip` picks, as an input may. Returns the number of positions checked.
    fn check_tree(
        parent: &[usize],
        label: &[u32],
        colourings: impl Iterator<Item = u32>,
        rng: &mut Lcg,
    ) -> usize {
        let n = parent.len();
        // path[v]: the vertices from the root to v, as a mask of the search's own numbering.
        let mut path = vec![1u32; n];
        for v in 1..n {
            path[v] = path[parent[v]] | 1 << v;
        }
        // A position of the real game is its set of black vertices.
        let moves = |&black: &u32| {
            (0..n)
                .filter(|&v| black >> v & 1 == 0)
                .map(|v| black | path[v])
                .collect::<Vec<u32>>()
        };
        let mut edges: Vec<(u32, u32)> = (1..n)
            .map(|v| (label[parent[v]], label[v]))
            .map(|(a, b)| if rng.below(2) == 0 { (a, b) } else { (b, a) })
            .collect();
        for i in (1..edges.len()).rev() {
            edges.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut memo = HashMap::new();
        let mut count = 0;
        for black in colourings {
            let mut white = vec![false; n];
            for v in 0..n {
                white[label[v] as usize] = black >> v & 1 == 0;
            }
            let want = grundy_by_search(black, moves, &mut memo);
            let mut wins: Vec<u32> = (0..n)
                .filter(|&v| black >> v & 1 == 0)
                .filter(|&v| grundy_by_search(black | path[v], moves, &mut memo) == 0)
                .map(|v| label[v])
                .collect();
            wins.sort_unstable();
            assert_eq!(
                grundy(&edges, label[0], &white),
                want,
                "{:?} {:?}",
                edges,
                white
            );
            assert_eq!(winning_moves(&edges, label[0], &white), wins, "{:?}", white);
            count += 1;
        }
        count
    }

    /// A random renaming of `0..n`.
    fn shuffled(n: usize, rng: &mut Lcg) -> Vec<u32> {
        let mut label: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.below(i as u64 + 1) as usize);
        }
        label
    }

    #[test]
    fn every_small_tree_in_every_colouring_agrees_with_search() {
        let mut rng = Lcg(7);
        let mut positions = 0;
        for n in 1..=7usize {
            // Every parent array with parent[i] < i: every rooted tree shape, many times over.
            let mut parent = vec![0usize; n];
            loop {
                let label = shuffled(n, &mut rng);
                positions += check_tree(&parent, &label, 0..1 << n, &mut rng);
                let Some(i) = (1..n).rev().find(|&i| parent[i] + 1 < i) else {
                    break;
                };
                parent[i] += 1;
                parent[i + 1..].fill(0);
            }
        }
        // Sum over n of (n - 1)! trees times 2^n colourings.
        assert_eq!(
            positions,
            2 + 4 + 2 * 8 + 6 * 16 + 24 * 32 + 120 * 64 + 720 * 128
        );
    }

    #[test]
    fn random_larger_trees_agree_with_search() {
        let mut rng = Lcg(2024);
        let mut positions = 0;
        for _ in 0..300 {
            let n = 8 + rng.below(7) as usize;
            let parent: Vec<usize> = (0..n)
                .map(|i| {
                    if i == 0 {
                        0
                    } else {
                        rng.below(i as u64) as usize
                    }
                })
                .collect();
            let label = shuffled(n, &mut rng);
            // Half of them mostly white: the games worth searching are long.
            let colourings: Vec<u32> = (0..8)
                .map(|i| {
                    let black = rng.below(1 << n) as u32;
                    if i % 2 == 0 {
                        black
                    } else {
                        black & rng.below(1 << n) as u32
                    }
                })
                .collect();
            positions += check_tree(&parent, &label, colourings.into_iter(), &mut rng);
        }
        assert_eq!(positions, 2400);
    }

    #[test]
    fn a_deep_white_path_is_its_length_without_recursion() {
        let n = 200_000u32;
        let g: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let white = vec![true; n as usize];
        assert_eq!(grundy(&g, 0, &white), n);
        assert_eq!(winning_moves(&g, 0, &white), [n - 1]);
        // Rooted at 100,000: white paths of 100,000 (towards 0) and 99,999 beside it. The only
        // move leaving two equal paths takes the root's neighbour on the longer side.
        let mid = n / 2;
        assert_eq!(winning_moves(&g, mid, &white), [mid - 1]);
    }

    #[test]
    fn stars_and_black_vertices() {
        for k in 1..=9u32 {
            let g: Vec<(u32, u32)> = (1..=k).map(|v| (0, v)).collect();
            let white = vec![true; k as usize + 1];
            // The root leaves k mod 2, a leaf leaves (k - 1) mod 2.
            assert_eq!(grundy(&g, 0, &white), 2);
            let wins: Vec<u32> = if k % 2 == 0 {
                vec![0]
            } else {
                (1..=k).collect()
            };
            assert_eq!(winning_moves(&g, 0, &white), wins);
            // A black root still joins its leaves: Nim heaps of 1.
            let mut white = white;
            white[0] = false;
            assert_eq!(grundy(&g, 0, &white), k % 2);
        }
        assert_eq!(winning_moves(&[], 0, &[true]), [0]);
        assert!(winning_moves(&[], 0, &[false]).is_empty());
    }
}
