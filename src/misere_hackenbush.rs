//! Misère Green Hackenbush on a forest of rooted trees: a move cuts one edge of one tree and
//! removes every part no longer connected to that tree's root; the player who **cannot** move
//! wins. (Gluing every root into one ground vertex changes nothing: a part falls exactly when it
//! loses its own root, so a forest plays as the one tree with the roots glued.)
//!
//! **The judge's rule: Anti-SG over the colon principle** ([`sj_is_p_position`]). Value each
//! tree by the colon principle ([`crate::hackenbush::tree_value`]) and apply the SJ theorem
//! ([`crate::misere::sj_is_p_position`]): the player to move wins iff (the xor of the values is
//! non-zero and some value exceeds 1) or (the xor is 0 and no value exceeds 1). This is what HDU
//! 3590 (PP and QQ) accepts, and what every public solution prints.
//!
//! **It is not the real game on every forest.** The SJ theorem assumes that a component of
//! value 0 has no move left: its proof puts "every value 0" among the won positions because the
//! game is then over and the player to move has already won. A stalk (Nim heap) of value 0 is
//! empty, but a Hackenbush tree of value 0 can still have edges: the root with two arms of 2
//! edges each is worth `2 ^ 2 = 0`. There SJ says "xor 0, no value above 1: the mover wins",
//! yet the mover must cut an edge and loses: cutting an arm's top edge leaves a 2-edge stalk,
//! whose lower edge the opponent cuts (one edge left, the mover cuts it, the opponent cannot
//! move and wins); cutting an arm's lower edge leaves the edge `1-2` and the arm `1-4-5`, where
//! the opponent cuts `1-4` and the same single edge is left. The tests run both rules on every
//! forest of 1 to 3 trees (each with at least one edge) of at most 10 edges in all, 8,984
//! forests up to isomorphism: they part on 692 of them (306 of the 3,046 single trees), the
//! smallest being that 4-edge tree; every forest of at most 3 edges agrees. On the forests of
//! trees of at most 7 edges each (4,274 of them) they part on 238.
//!
//! **Where the rule is exact.** A tree whose root has a single branch, `x` hung on one edge, is
//! worth `x + 1 >= 1`, and every move keeps it so or empties it; so in a forest of such *planted*
//! trees (stalks are planted) every reachable component of value 0 is empty, the SJ premise
//! holds at every position, and the rule is the truth; the tests check this on every planted
//! forest of the enumeration above. A root with two or more branches is what lets a value-0
//! tree keep moves.
//!
//! **The real outcome** ([`is_p_position`]) is an exhaustive search, for small forests: trees are
//! kept up to isomorphism (a tree is the sorted multiset of its root's branches, each a tree
//! hung on one edge), so a forest position is a sorted list of shape numbers and the options of
//! a shape are built once from its branches' options. The search builds at most
//! [`SEARCH_LIMIT`] entries (shapes read, shape options, forest positions and their options'
//! shapes) and refuses a larger forest with `None`: every forest of up to 10 edges needs fewer
//! than 1,500, a stalk of 1,000 edges about half a million (the options of its 1,000 shapes), 12
//! different stalks of 1 to 12 edges (13! positions) too many. No public solution of HDU 3590
//! computes this, and the judge would not accept it where the two differ: the binary `hdu3590`
//! prints the judge's rule, and this search is for a user who wants the truth about a small
//! forest.

use crate::graph::{tree_order, Csr, NONE};
use std::collections::HashMap;

/// The most entries [`is_p_position`] builds before it gives up: one per vertex read, per
/// option of a tree shape, and per forest position plus its options' shapes (a few tens of
/// MiB at most).
pub const SEARCH_LIMIT: usize = 1 << 20;

/// Whether the player to move loses by the judge's rule (HDU 3590): the SJ theorem applied to the
/// trees' colon-principle values, as if a tree of value 0 had no move. Exact on forests of
/// planted trees (every root with at most one branch), not on every forest (see the module doc).
///
/// # Complexity
/// O(n) for n values.
///
/// ```
/// use impartial::misere_hackenbush::sj_is_p_position;
/// // A lone edge (value 1): the mover must cut it, and loses.
/// assert!(sj_is_p_position(&[1]));
/// // No tree, or only trees without edges: the mover has already won.
/// assert!(!sj_is_p_position(&[]));
/// // The root with two 2-edge arms is worth 0: SJ says the mover wins (he does not).
/// assert!(!sj_is_p_position(&[0]));
/// assert!(sj_is_p_position(&[2, 2]));
/// ```
pub fn sj_is_p_position(values: &[u32]) -> bool {
    let xor = values.iter().fold(0, |x, &v| x ^ v);
    crate::misere::sj_is_p_position(u64::from(xor), values.iter().any(|&v| v > 1))
}

/// Whether the player to move loses the real misère game on the forest of trees `(g, root)`
/// (each an undirected [`Csr`], connected and without cycles), by exhaustive search; `None` when
/// the search would store more than [`SEARCH_LIMIT`] entries. Iterative: a deep tree is no
/// danger, only a large one.
///
/// # Complexity
/// Proportional to the positions reachable up to isomorphism (at most [`SEARCH_LIMIT`]) times
/// their options, plus O(n) per tree to read it.
///
/// ```
/// use impartial::graph::{Arcs, Csr};
/// use impartial::misere_hackenbush::{is_p_position, sj_is_p_position};
/// // The root 0 with two arms 0-1-2 and 0-3-4: the mover loses, though SJ says he wins.
/// let arms = Csr::from_edges(5, &[(0, 1), (1, 2), (0, 3), (3, 4)], Arcs::Both);
/// assert_eq!(is_p_position(&[(&arms, 0)]), Some(true));
/// assert!(!sj_is_p_position(&[0]));
/// // Rooted at the end of an arm it is a stalk of 4: the mover wins, as SJ says.
/// assert_eq!(is_p_position(&[(&arms, 2)]), Some(false));
/// assert_eq!(is_p_position(&[]), Some(false));
/// ```
pub fn is_p_position(forest: &[(&Csr, u32)]) -> Option<bool> {
    let mut shapes = Shapes::new();
    let mut start = Vec::with_capacity(forest.len());
    for &(g, root) in forest {
        let shape = shapes.of_tree(g, root)?;
        if shape != BARE {
            start.push(shape);
        }
    }
    start.sort_unstable();
    // won[p]: whether the player to move wins p. A frame is a position, its options, and the
    // next option to look at; it is won as soon as one option is lost, lost when every option
    // is won, and the empty forest (no option at all) is won: nobody can move, the mover wins.
    let mut won: HashMap<Vec<u32>, bool> = HashMap::new();
    let first = shapes.forest_options(&start)?;
    let mut stack = vec![(start.clone(), first, 0)];
    while let Some((position, options, next)) = stack.last_mut() {
        let verdict = match options.get(*next).map(|o| won.get(o)) {
            None => Some(options.is_empty()),
            Some(Some(false)) => Some(true),
            Some(Some(true)) => {
                *next += 1;
                None
            }
            Some(None) => None,
        };
        if let Some(verdict) = verdict {
            won.insert(std::mem::take(position), verdict);
            stack.pop();
            continue;
        }
        if let Some(option) = options.get(*next).filter(|o| !won.contains_key(*o)) {
            let option = option.clone();
            let options = shapes.forest_options(&option)?;
            stack.push((option, options, 0));
        }
    }
    won.get(&start).map(|&won| !won)
}

/// The shape number of a root without edges.
const BARE: u32 = 0;

/// Rooted trees up to isomorphism, numbered as they are met: a shape is the sorted list of its
/// root's branches (the shapes hung at the root, each on one edge); [`BARE`] is the empty list.
/// A branch is always numbered before the shapes it is part of.
struct Shapes {
    number: HashMap<Vec<u32>, u32>,
    branches: Vec<Vec<u32>>,
    /// The shapes one cut away from each shape, sorted, once built.
    options: Vec<Option<Vec<u32>>>,
    /// Entries stored so far, against [`SEARCH_LIMIT`].
    spent: usize,
}

impl Shapes {
    fn new() -> Self {
        let mut shapes = Shapes {
            number: HashMap::new(),
            branches: Vec::new(),
            options: Vec::new(),
            spent: 0,
        };
        shapes.shape(Vec::new());
        shapes
    }

    /// Counts `entries` more stored; `None` past the limit.
    fn spend(&mut self, entries: usize) -> Option<()> {
        self.spent = self.spent.saturating_add(entries);
        (self.spent <= SEARCH_LIMIT).then_some(())
    }

    /// The number of the shape with these branches (in any order).
    fn shape(&mut self, mut branches: Vec<u32>) -> u32 {
        branches.sort_unstable();
        if let Some(&n) = self.number.get(&branches) {
            return n;
        }
        let n = self.branches.len() as u32;
        self.number.insert(branches.clone(), n);
        self.branches.push(branches);
        self.options.push(None);
        n
    }

    /// The shape of the tree of `root` in `g`, children before parents (no recursion).
    fn of_tree(&mut self, g: &Csr, root: u32) -> Option<u32> {
        let (order, parent) = tree_order(g, root);
        self.spend(order.len())?;
        let mut branches = vec![Vec::new(); g.order()];
        let mut shape = BARE;
        for &v in order.iter().rev() {
            shape = self.shape(std::mem::take(&mut branches[v as usize]));
            if parent[v as usize] != NONE {
                branches[parent[v as usize] as usize].push(shape);
            }
        }
        Some(shape)
    }

    /// The options of shape `s` (and of every branch below it, which they are built from):
    /// cutting the edge of a branch removes it; a cut inside a branch replaces it by one of its
    /// options (a branch reduced to [`BARE`] is still one edge).
    fn build_options(&mut self, s: u32) -> Option<()> {
        let mut stack = vec![s];
        while let Some(&t) = stack.last() {
            if self.options[t as usize].is_some() {
                stack.pop();
                continue;
            }
            let branches = self.branches[t as usize].clone();
            if let Some(&b) = branches
                .iter()
                .find(|&&b| self.options[b as usize].is_none())
            {
                stack.push(b);
                continue;
            }
            let mut options = Vec::new();
            for (i, &b) in branches.iter().enumerate() {
                if i > 0 && branches[i - 1] == b {
                    continue;
                }
                let mut rest = branches.clone();
                rest.remove(i);
                options.push(self.shape(rest.clone()));
                let inner = self.options[b as usize].clone().unwrap_or_default();
                for o in inner {
                    let mut with = rest.clone();
                    with.push(o);
                    options.push(self.shape(with));
                }
            }
            options.sort_unstable();
            options.dedup();
            self.spend(1 + options.len())?;
            self.options[t as usize] = Some(options);
            stack.pop();
        }
        Some(())
    }

    /// Every forest one move away from `position` (sorted shapes, none [`BARE`]).
    fn forest_options(&mut self, position: &[u32]) -> Option<Vec<Vec<u32>>> {
        let mut all = Vec::new();
        for (i, &s) in position.iter().enumerate() {
            if i > 0 && position[i - 1] == s {
                continue;
            }
            self.build_options(s)?;
            for &o in self.options[s as usize].as_deref().unwrap_or_default() {
                let mut next = position.to_vec();
                next.remove(i);
                if o != BARE {
                    let at = next.partition_point(|&x| x < o);
                    next.insert(at, o);
                }
                all.push(next);
            }
        }
        // The position itself, remembered once decided, and its options' shapes.
        self.spend(1 + all.len() * position.len())?;
        Some(all)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Arcs;
    use crate::grundy::is_p_position_by_search;
    use crate::hackenbush::tree_value;

    /// The real misère game on the trees `edges` (each on vertices `0..`, rooted at 0), by brute
    /// force: the roots glued into one ground, a position is the set of edges still standing (a
    /// bitmask), a move cuts one and drops every edge no longer connected to the ground. Misère
    /// play is normal play with one extra move from every position without a move (to `None`):
    /// the player left without a move takes it, so he wins.
    fn real_is_p_position(trees: &[Vec<(u32, u32)>]) -> bool {
        let mut edges = Vec::new();
        let mut base = 1;
        for tree in trees {
            let glue = |v: u32| if v == 0 { 0 } else { base + v - 1 };
            edges.extend(tree.iter().map(|&(a, b)| (glue(a), glue(b))));
            base += tree.len() as u32;
        }
        let standing = |mask: u32| {
            let mut reached = 1u64;
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
            (0..edges.len())
                .filter(|&i| mask >> i & 1 == 1 && reached >> edges[i].0 & 1 == 1)
                .fold(0, |m, i| m | 1 << i)
        };
        let moves = |p: &Option<u32>| match *p {
            None => Vec::new(),
            Some(0) => vec![None],
            Some(mask) => (0..edges.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| Some(standing(mask & !(1 << i))))
                .collect(),
        };
        let all = (1u64 << edges.len()) - 1;
        is_p_position_by_search(Some(all as u32), moves, &mut HashMap::new())
    }

    fn csr(tree: &[(u32, u32)]) -> Csr {
        Csr::from_edges(tree.len() + 1, tree, Arcs::Both)
    }

    fn search(trees: &[Vec<(u32, u32)>]) -> Option<bool> {
        let graphs: Vec<Csr> = trees.iter().map(|t| csr(t)).collect();
        let forest: Vec<(&Csr, u32)> = graphs.iter().map(|g| (g, 0)).collect();
        is_p_position(&forest)
    }

    fn values(trees: &[Vec<(u32, u32)>]) -> Vec<u32> {
        trees.iter().map(|t| tree_value(&csr(t), 0)).collect()
    }

    /// Every labelled tree on `n` vertices, from its Prüfer sequence (rooted at 0: every
    /// rooted tree up to isomorphism appears).
    fn labelled_trees(n: u32) -> Vec<Vec<(u32, u32)>> {
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

    /// Every rooted tree with `edges` edges up to isomorphism, as edge lists rooted at 0: the
    /// canonical level sequences in Beyer and Hedetniemi's order (depths in preorder; the next
    /// sequence copies the subtree before the last vertex deeper than 1 over the tail).
    fn rooted_trees(edges: usize) -> Vec<Vec<(u32, u32)>> {
        let n = edges + 1;
        let mut level: Vec<usize> = (0..n).collect();
        let mut all = Vec::new();
        loop {
            // The parent of each vertex is the last one before it a level up.
            let mut tree = Vec::new();
            let mut last_at = vec![0u32; n];
            for v in 1..n {
                tree.push((last_at[level[v] - 1], v as u32));
                last_at[level[v]] = v as u32;
            }
            all.push(tree);
            let Some(p) = (1..n).rev().find(|&i| level[i] > 1) else {
                return all;
            };
            let q = (0..p).rev().find(|&i| level[i] == level[p] - 1).unwrap();
            for i in p..n {
                level[i] = level[i - (p - q)];
            }
        }
    }

    #[test]
    fn rooted_trees_are_counted_as_in_the_literature() {
        // OEIS A000081, rooted trees with 1..=11 vertices: an independent check that the
        // enumeration misses none and repeats none (canonical sequences are distinct).
        let counts: Vec<usize> = (0..=10).map(|e| rooted_trees(e).len()).collect();
        assert_eq!(counts, [1, 1, 2, 4, 9, 20, 48, 115, 286, 719, 1842]);
    }

    #[test]
    fn the_search_matches_the_real_game_on_small_labelled_forests() {
        let mut single = 0;
        for n in 1..=7 {
            for tree in labelled_trees(n) {
                let forest = [tree];
                assert_eq!(
                    search(&forest),
                    Some(real_is_p_position(&forest)),
                    "{:?}",
                    forest
                );
                single += 1;
            }
        }
        assert_eq!(single, 1 + 1 + 3 + 16 + 125 + 1296 + 16807);
        // Pairs and triples of labelled trees of up to 4 vertices (the order of the trees in a
        // pair counts: both orders are checked).
        let small: Vec<Vec<(u32, u32)>> = (1..=4).flat_map(labelled_trees).collect();
        let mut several = 0;
        for a in &small {
            for b in &small {
                let pair = [a.clone(), b.clone()];
                assert_eq!(search(&pair), Some(real_is_p_position(&pair)), "{:?}", pair);
                for c in small.iter().take(5) {
                    let triple = [a.clone(), b.clone(), c.clone()];
                    assert_eq!(search(&triple), Some(real_is_p_position(&triple)));
                    several += 1;
                }
                several += 1;
            }
        }
        assert_eq!(several, 21 * 21 * 6);
    }

    #[test]
    fn where_the_judges_rule_parts_from_the_real_game() {
        let trees: Vec<Vec<(u32, u32)>> = (1..=10).flat_map(rooted_trees).collect();
        let mut forests = 0;
        let (mut differ, mut single_differ, mut singles) = (0, 0, 0);
        let (mut contract, mut contract_differ) = (0, 0);
        let mut planted = 0;
        let mut smallest: Option<Vec<Vec<(u32, u32)>>> = None;
        // Every multiset of 1 to 3 trees (indices i <= j <= k), at most 10 edges in all.
        // Trees come by edge count, so a loop stops at the first tree that is too large.
        let size: Vec<usize> = trees.iter().map(Vec::len).collect();
        let mut all: Vec<Vec<usize>> = Vec::new();
        for i in 0..trees.len() {
            all.push(vec![i]);
            for j in (i..trees.len()).take_while(|&j| size[i] + size[j] <= 10) {
                all.push(vec![i, j]);
                let room = 10 - size[i] - size[j];
                for k in (j..trees.len()).take_while(|&k| size[k] <= room) {
                    all.push(vec![i, j, k]);
                }
            }
        }
        for picks in all {
            let forest: Vec<Vec<(u32, u32)>> = picks.iter().map(|&t| trees[t].clone()).collect();
            let edges: usize = forest.iter().map(Vec::len).sum();
            if edges > 10 {
                continue;
            }
            // The search against the real game's brute force, on every one of them.
            let real = real_is_p_position(&forest);
            assert_eq!(search(&forest), Some(real), "{:?}", forest);
            let sj = sj_is_p_position(&values(&forest));
            forests += 1;
            singles += usize::from(forest.len() == 1);
            let each_small = forest.iter().all(|t| t.len() <= 7);
            contract += usize::from(each_small);
            if real != sj {
                differ += 1;
                single_differ += usize::from(forest.len() == 1);
                contract_differ += usize::from(each_small);
                assert!(edges >= 4, "{:?}", forest);
                let size = |f: &Vec<Vec<(u32, u32)>>| f.iter().map(Vec::len).sum::<usize>();
                if smallest.as_ref().map_or(true, |s| edges < size(s)) {
                    smallest = Some(forest.clone());
                }
            }
            // Planted trees (the root has one branch): the SJ premise holds, the rule is exact.
            let root_degree = |t: &Vec<(u32, u32)>| t.iter().filter(|e| e.0 == 0).count();
            if forest.iter().all(|t| root_degree(t) == 1) {
                assert_eq!(real, sj, "{:?}", forest);
                planted += 1;
            }
        }
        assert_eq!((forests, singles, planted), (8984, 3046, 2716));
        assert_eq!((differ, single_differ), (692, 306));
        assert_eq!((contract, contract_differ), (4274, 238));
        // The smallest: the root with two 2-edge arms (value 0; SJ says the mover wins).
        let smallest = smallest.unwrap();
        assert_eq!(smallest.len(), 1);
        let g = csr(&smallest[0]);
        assert_eq!(tree_value(&g, 0), 0);
        assert_eq!(smallest[0].iter().filter(|e| e.0 == 0).count(), 2);
        assert!(real_is_p_position(&smallest));
        assert!(!sj_is_p_position(&values(&smallest)));
    }

    #[test]
    fn the_brute_force_itself_is_the_misere_game() {
        // No tree: the mover has already won; a lone edge: the mover cuts it and loses; a
        // stalk of 2: the mover leaves one edge and wins.
        assert!(!real_is_p_position(&[]));
        assert!(real_is_p_position(&[vec![(0, 1)]]));
        assert!(!real_is_p_position(&[vec![(0, 1), (1, 2)]]));
        assert!(!real_is_p_position(&[vec![(0, 1)], vec![(0, 1)]]));
        let arms = vec![(0, 1), (1, 2), (0, 3), (3, 4)];
        assert!(real_is_p_position(std::slice::from_ref(&arms)));
        // Either orientation and order of the edges.
        let turned: Vec<(u32, u32)> = arms.iter().rev().map(|&(a, b)| (b, a)).collect();
        assert_eq!(search(&[turned]), Some(true));
    }

    #[test]
    fn deep_stalks_and_the_limit() {
        // A stalk of 600 edges rooted at its end: one heap of misère Nim, won by the mover.
        let stalk: Vec<(u32, u32)> = (1..=600).map(|v| (v - 1, v)).collect();
        assert_eq!(search(std::slice::from_ref(&stalk)), Some(false));
        assert_eq!(search(&[stalk, vec![(0, 1)]]), Some(false));
        // A stalk of 100,000 edges, listed from the far end: read without recursion, then
        // refused (its shapes' options alone are 5 * 10^9 entries).
        let deep: Vec<(u32, u32)> = (1..=100_000).rev().map(|v| (v, v - 1)).collect();
        assert_eq!(search(&[deep]), None);
        // Stalks of 1..=12 edges, all different: 13! positions, past the limit. (The mover
        // wins, as SJ says for planted trees, but the search cannot tell.)
        let stalks: Vec<Vec<(u32, u32)>> = (1..=12)
            .map(|k| (1..=k).map(|v| (v - 1, v)).collect())
            .collect();
        assert_eq!(search(&stalks), None);
    }
}
