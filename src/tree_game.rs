//! The tree game of AtCoder AGC010 F: a tree whose vertex `v` holds `A_v` stones, and a piece
//! on one vertex. A move removes one stone from the piece's vertex and then moves the piece to
//! an adjacent vertex; the player who cannot remove a stone (the piece's vertex is empty) loses,
//! and so does a player who cannot complete a move (a lone vertex has no neighbour to go to).
//!
//! **Theorem.** Write `f(v, p)` for "the player to move wins with the piece on `v` when the
//! vertex `p` (or none) is taken away": some neighbour `c != p` of `v` has `A_c < A_v` and
//! `f(c, v)` is false. The player to move wins from `v` exactly when `f(v, none)`. So only the
//! stones' order matters, never their amounts beyond it, and a move to a neighbour with as many
//! stones or more never helps.
//! *Proof sketch:* by induction on the tree's size. If such a `c` exists, move there. Whenever
//! the opponent moves the piece back from `c` to `v`, move it to `c` again: each round trip
//! costs `c` and `v` one stone each, and `A_c < A_v`, so `c` runs dry while `v` still has
//! stones, and a player on an empty `c` is the opponent; in the meantime every other move of
//! the opponent stays in `c`'s side of the tree, where `c` is lost without `v` (`f(c, v)` false;
//! the game there is the same game on a smaller tree, with `c`'s stones lowered by the round
//! trips, which keeps `A_c` the least of `c` and `v`). Conversely, let every neighbour `c` with
//! `A_c < A_v` have `f(c, v)` true: a move to such a `c` hands the opponent that winning plan,
//! and a move to a `c` with `A_c >= A_v` is answered by moving back to `v`, the same plan with
//! the roles swapped (now `v` is the smaller vertex, and it runs dry on the mover's turn). The
//! tests check the rule against a search of the real game, stones and all.
//!
//! **All starts at once (rerooting).** Root the tree anywhere. Children before parents,
//! `down(x) = f(x, parent of x)` needs only the children's `down`. Then, parents before children,
//! count for each vertex `v` its good neighbours `c` (those with `A_c < A_v` and `f(c, v)` false;
//! a child's `f(c, v)` is `down(c)`, the parent's is `up(v) = f(parent, v)`): `v` wins iff it has
//! one, and for a child `x` of `v`, `up(x)` is whether `v` has a good neighbour other than `x`.
//! Both passes need only each vertex's parent, so the order comes from peeling leaves
//! ([`crate::graph::peel_tree`]) without adjacency lists: O(n), no recursion.
//!
//! Judge problem: AtCoder AGC010 F (Tree Game).

use crate::graph::{peel_tree, NONE};

/// For each vertex `v` of the tree on `0..stones.len()` given by its `edges` (which must form
/// a tree), with `stones[v]` stones on `v`, whether the first player wins with the piece put on
/// `v`: whether `v` has a neighbour `c` with fewer stones that loses once `v` is taken away
/// (the module's theorem).
///
/// # Complexity
/// O(n), by rerooting.
///
/// ```
/// use impartial::tree_game::winning_starts;
/// // AGC010 F's first sample: the path 0 - 1 - 2 with 1, 2, 3 stones; only 1 wins (it moves
/// // to 0, which has no other neighbour to go on to).
/// let path = [(0, 1), (1, 2)];
/// assert_eq!(winning_starts(&path, &[1, 2, 3]), [false, true, false]);
/// // Equal stones: no move goes down, nobody wins.
/// assert_eq!(winning_starts(&path, &[1, 1, 1]), [false, false, false]);
/// ```
pub fn winning_starts(edges: &[(u32, u32)], stones: &[u64]) -> Vec<bool> {
    let n = stones.len();
    if n == 0 {
        return Vec::new();
    }
    let (order, parent) = peel_tree(n, edges, 0);
    // good[v]: first v's good children (down(v) = good[v] > 0), children first; then, parents
    // first, the parent's side joins once the parent's own count is complete.
    let mut good = vec![0u32; n];
    let good_for = |good: &[u32], c: usize, v: usize| stones[c] < stones[v] && good[c] == 0;
    for &x in &order {
        let p = parent[x as usize];
        if p != NONE && good_for(&good, x as usize, p as usize) {
            good[p as usize] += 1;
        }
    }
    for &v in order.iter().rev() {
        let (v, p) = (v as usize, parent[v as usize]);
        if p != NONE {
            let p = p as usize;
            // up(v) = f(p, v): p has a good neighbour other than v (v's count is still its
            // children's alone, as in the first pass).
            let up = good[p] > u32::from(good_for(&good, v, p));
            good[v] += u32::from(stones[p] < stones[v] && !up);
        }
    }
    good.iter().map(|&count| count > 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Arcs, Csr};
    use std::collections::HashMap;

    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (self.0 >> 33) % n
        }
    }

    /// A random tree on `0..n`: vertex `i` hangs from a random earlier one, then the labels
    /// are shuffled and the edges turned either way.
    fn random_tree(n: usize, rng: &mut Lcg) -> Vec<(u32, u32)> {
        let mut label: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.below(i as u64 + 1) as usize);
        }
        (1..n)
            .map(|i| {
                let (a, b) = (label[rng.below(i as u64) as usize], label[i]);
                if rng.below(2) == 0 {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect()
    }

    /// The real game: the player to move with the piece on `at` and `stones` left wins iff
    /// some move (a stone taken from `at`, the piece moved to a neighbour) leaves a lost
    /// position. Every move takes a stone, so the search ends.
    fn real_game_wins(
        g: &Csr,
        at: u32,
        stones: &mut Vec<u64>,
        memo: &mut HashMap<(u32, Vec<u64>), bool>,
    ) -> bool {
        if stones[at as usize] == 0 {
            return false;
        }
        if let Some(&won) = memo.get(&(at, stones.clone())) {
            return won;
        }
        stones[at as usize] -= 1;
        let won = g
            .arcs(at)
            .iter()
            .any(|&c| !real_game_wins(g, c, stones, memo));
        stones[at as usize] += 1;
        memo.insert((at, stones.clone()), won);
        won
    }

    /// `f(v, p)` straight from its definition, searched from one start: O(n) per start.
    fn by_definition(g: &Csr, stones: &[u64], start: u32) -> bool {
        // An explicit stack of (vertex, the vertex it came from, the next arc to look at).
        let mut value = vec![false; g.order()];
        let mut stack = vec![(start, NONE, 0usize)];
        while let Some(&mut (v, p, ref mut next)) = stack.last_mut() {
            let arcs = g.arcs(v);
            if *next < arcs.len() {
                let c = arcs[*next];
                *next += 1;
                if c != p && stones[c as usize] < stones[v as usize] {
                    stack.push((c, v, 0));
                }
                continue;
            }
            stack.pop();
            let won = arcs
                .iter()
                .any(|&c| c != p && stones[c as usize] < stones[v as usize] && !value[c as usize]);
            value[v as usize] = won;
        }
        value[start as usize]
    }

    #[test]
    fn the_rule_is_the_real_game_on_small_trees_and_stones() {
        let mut rng = Lcg(10);
        let mut positions = 0;
        // Every stone count 0..=2 on a random tree of each size up to 5 (three trees a size).
        for n in 1..=5usize {
            for _ in 0..3 {
                let edges = random_tree(n, &mut rng);
                let g = Csr::from_edges(n, &edges, Arcs::Both);
                for code in 0..3u64.pow(n as u32) {
                    let stones: Vec<u64> = (0..n as u32).map(|i| code / 3u64.pow(i) % 3).collect();
                    let starts = winning_starts(&edges, &stones);
                    let mut memo = HashMap::new();
                    for v in 0..n as u32 {
                        let real = real_game_wins(&g, v, &mut stones.clone(), &mut memo);
                        assert_eq!(
                            starts[v as usize], real,
                            "{:?} {:?} {}",
                            g.target, stones, v
                        );
                    }
                    positions += 1;
                }
            }
        }
        // Random trees up to 8 vertices, stones up to 4.
        for _ in 0..600 {
            let n = 1 + rng.below(8) as usize;
            let edges = random_tree(n, &mut rng);
            let g = Csr::from_edges(n, &edges, Arcs::Both);
            let stones: Vec<u64> = (0..n).map(|_| rng.below(5)).collect();
            let starts = winning_starts(&edges, &stones);
            let mut memo = HashMap::new();
            for v in 0..n as u32 {
                let real = real_game_wins(&g, v, &mut stones.clone(), &mut memo);
                assert_eq!(
                    starts[v as usize], real,
                    "{:?} {:?} {}",
                    g.target, stones, v
                );
            }
            positions += 1;
        }
        assert_eq!(positions, 3 * (3 + 9 + 27 + 81 + 243) + 600);
    }

    #[test]
    fn rerooting_is_the_search_from_every_start() {
        let mut rng = Lcg(2017);
        for round in 0..60 {
            let n = 1 + rng.below(120) as usize;
            let edges = random_tree(n, &mut rng);
            let g = Csr::from_edges(n, &edges, Arcs::Both);
            // Few distinct stone counts make ties (the strict comparison) common.
            let most = [2, 5, 1_000_000_000, u64::MAX][round % 4];
            let stones: Vec<u64> = (0..n)
                .map(|_| match most {
                    u64::MAX => u64::MAX - rng.below(3),
                    _ => rng.below(most),
                })
                .collect();
            let starts = winning_starts(&edges, &stones);
            for v in 0..n as u32 {
                assert_eq!(starts[v as usize], by_definition(&g, &stones, v), "{}", v);
            }
        }
    }

    #[test]
    fn samples_ties_and_a_deep_path() {
        // AGC010 F's second sample: 1 - 2, 1 - 3, 2 - 4, 2 - 5 with 5 4 1 2 3: 1 and 2 win.
        let g = [(0, 1), (0, 2), (1, 3), (1, 4)];
        assert_eq!(
            winning_starts(&g, &[5, 4, 1, 2, 3]),
            [true, true, false, false, false]
        );
        // A lone vertex cannot complete a move; two equal vertices never move down.
        assert_eq!(winning_starts(&[], &[7]), [false]);
        let pair = [(0, 1)];
        assert_eq!(winning_starts(&pair, &[3, 3]), [false, false]);
        assert_eq!(winning_starts(&pair, &[3, 2]), [true, false]);
        // A path of 2 * 10^5 vertices with stones rising along it: from v the piece goes down
        // to v - 1, which wins iff v - 1 does not: the parity of the position.
        let n = 200_000u32;
        let path: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        let stones: Vec<u64> = (0..u64::from(n)).collect();
        let starts = winning_starts(&path, &stones);
        assert!(starts
            .iter()
            .enumerate()
            .all(|(v, &won)| won == (v % 2 == 1)));
    }
}
