//! Chessmen on a DAG: several chessmen stand on the vertices of a directed acyclic graph (any
//! number on one vertex); a move takes one chessman one step along an arc; whoever cannot move
//! loses.
//!
//! **Theorem (Sprague-Grundy on a DAG).** One chessman on `v` has the Grundy value
//! `g(v) = mex { g(w) : v -> w }` (0 on a vertex without arcs), and the player to move loses
//! exactly when the xor of `g` over all chessmen is 0. *Proof sketch:* the chessmen never
//! interact (a move changes one of them, and any number may share a vertex), so the position is
//! the sum of one-chessman games, whose value is the xor of theirs ([`crate::grundy`]). A
//! one-chessman game is a token on a finite acyclic graph: every play ends, and its value is the
//! mex of its options' values by definition, computable in reverse topological order, as every
//! arc leads to a vertex whose value is already known. Two chessmen on one vertex cancel (`x ^ x
//! = 0`): the second player copies every move of one onto the other. On a graph with a cycle a
//! chessman could move forever, so values are not defined: the positions must form a DAG, and
//! [`grundy_values`](crate::graph::grundy_values) names the first arc that lies on a cycle instead.
//!
//! Judge problem: HDU 1524 (= POJ 2425), A Chess Game. The tests play the real game (every
//! chessman, every move) on every small DAG.

/// Whether the player to move loses with chessmen on `positions` (repeats allowed), given the
/// values from [`grundy_values`](crate::graph::grundy_values): the xor of their values is 0.
///
/// ```
/// use impartial::chessmen::is_p_position;
/// let g = [2, 0, 1, 0];
/// assert!(!is_p_position(&g, [0]));
/// assert!(is_p_position(&g, [1, 3]));
/// assert!(is_p_position(&g, [2, 2]));
/// assert!(!is_p_position(&g, [0, 2, 2]));
/// ```
pub fn is_p_position(values: &[u32], positions: impl IntoIterator<Item = usize>) -> bool {
    positions.into_iter().fold(0, |x, v| x ^ values[v]) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{grundy_values, Arcs, Csr};
    use crate::grundy::grundy_by_search;
    use std::collections::HashMap;

    /// The real game: the sorted positions of the chessmen; a move takes one of them one step.
    fn moves(arcs: &[(u32, u32)]) -> impl Fn(&Vec<u32>) -> Vec<Vec<u32>> + '_ {
        move |men: &Vec<u32>| {
            let mut next = Vec::new();
            for i in 0..men.len() {
                for &(a, b) in arcs {
                    if a == men[i] {
                        let mut moved = men.clone();
                        moved[i] = b;
                        moved.sort_unstable();
                        next.push(moved);
                    }
                }
            }
            next
        }
    }

    /// Every multiset of `count` positions out of `0..n`, sorted.
    fn multisets(n: u32, count: usize) -> Vec<Vec<u32>> {
        let mut all = vec![vec![]];
        for _ in 0..count {
            all = all
                .into_iter()
                .flat_map(|m: Vec<u32>| {
                    let from = m.last().copied().unwrap_or(0);
                    (from..n).map(move |v| {
                        let mut m = m.clone();
                        m.push(v);
                        m
                    })
                })
                .collect();
        }
        all
    }

    /// Checks [`grundy_values`] and [`is_p_position`] against the real game on one DAG, for every
    /// placement of up to `most` chessmen.
    fn check(n: u32, arcs: &[(u32, u32)], most: usize) -> usize {
        let g = Csr::from_edges(n as usize, arcs, Arcs::Forward);
        let values = grundy_values(&g).expect("a DAG");
        let mut memo = HashMap::new();
        let mut checked = 0;
        for count in 1..=most {
            for men in multisets(n, count) {
                let searched = grundy_by_search(men.clone(), moves(arcs), &mut memo);
                if count == 1 {
                    assert_eq!(values[men[0] as usize], searched, "{:?} {:?}", arcs, men);
                }
                let p = is_p_position(&values, men.iter().map(|&v| v as usize));
                assert_eq!(p, searched == 0, "{:?} {:?}", arcs, men);
                checked += 1;
            }
        }
        checked
    }

    /// A small deterministic generator (an LCG), for relabellings and repeated arcs.
    fn lcg(state: &mut u64) -> u64 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *state >> 33
    }

    #[test]
    fn several_chessmen_on_every_small_dag_match_the_real_game() {
        let mut seed = 7;
        let mut dags = 0;
        for n in 1..=5u32 {
            let pairs: Vec<(u32, u32)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .collect();
            // Every DAG is some subset of the arcs i -> j (i < j) under a relabelling.
            for mask in 0u32..1 << pairs.len() {
                let mut arcs: Vec<(u32, u32)> = (0..pairs.len())
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect();
                let mut label: Vec<u32> = (0..n).collect();
                for i in (1..n as usize).rev() {
                    label.swap(i, lcg(&mut seed) as usize % (i + 1));
                }
                for arc in arcs.iter_mut() {
                    *arc = (label[arc.0 as usize], label[arc.1 as usize]);
                }
                // Some arcs repeated (duplicate out-positions), in a shuffled order.
                if !arcs.is_empty() && mask % 3 == 0 {
                    let again = arcs[lcg(&mut seed) as usize % arcs.len()];
                    arcs.push(again);
                }
                for i in (1..arcs.len()).rev() {
                    arcs.swap(i, lcg(&mut seed) as usize % (i + 1));
                }
                let most = if n <= 4 { 3 } else { 2 };
                assert!(check(n, &arcs, most) > 0);
                dags += 1;
            }
        }
        assert_eq!(dags, 1 + 2 + 8 + 64 + 1024);
    }

    #[test]
    fn a_cycle_is_refused_at_its_first_arc() {
        // Lists in vertex order, as HDU 1524 gives them: 0 -> 1 is not on the cycle 1 -> 2 -> 1.
        let g = Csr {
            start: vec![0, 1, 2, 3],
            target: vec![1, 2, 1],
            edge: Vec::new(),
        };
        assert_eq!(grundy_values(&g), Err(1));
        let self_loop = Csr {
            start: vec![0, 0, 2],
            target: vec![0, 1],
            edge: Vec::new(),
        };
        assert_eq!(grundy_values(&self_loop), Err(1));
    }

    #[test]
    fn a_long_chain_and_a_complete_dag() {
        // 0 -> 1 -> ... -> n-1: a memoised recursive search would be n calls deep.
        let n = 200_000u32;
        let chain: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let values = grundy_values(&Csr::from_edges(n as usize, &chain, Arcs::Forward)).unwrap();
        assert_eq!(values[0], (n - 1) % 2);
        assert!(!is_p_position(&values, [0, 1, 1]));
        let complete: Vec<(u32, u32)> = (0..300)
            .flat_map(|a| (a + 1..300).map(move |b| (a, b)))
            .collect();
        let values = grundy_values(&Csr::from_edges(300, &complete, Arcs::Forward)).unwrap();
        assert_eq!(values[0], 299);
        assert!(!is_p_position(&values, [0, 1, 299]));
        assert!(is_p_position(&values, [7, 7, 299]));
    }
}
