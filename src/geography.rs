//! Undirected vertex geography: a token stands on a vertex of a graph, which counts as visited;
//! the players take turns moving it along an edge to a vertex not visited before; whoever
//! cannot move loses.
//!
//! **Theorem (Fraenkel, Scheinerman and Ullman, 1993).** The player to move loses from `v`
//! exactly when some maximum matching of the graph leaves `v` unmatched. *Proof sketch:* let
//! `M` be a maximum matching missing `v`. Every move of the player to move goes to a vertex
//! matched in `M`, and the opponent answers with its mate: the visited vertices other than `v`
//! come in matched pairs, so that mate is not yet visited; and the vertex moved to is never
//! unmatched, or the walk from `v` would be an alternating path between two unmatched vertices,
//! an augmenting path of `M`, which a maximum matching has none of. So the opponent always has
//! a move, and the player to move runs out first. If instead every maximum matching covers
//! `v`, take one, `M`, and move to `v`'s mate `u`: `M` without the edge `vu` is a maximum
//! matching of the graph without `v` (one smaller, as no maximum matching misses `v`) and it
//! misses `u`, so by the first part the opponent, to move from `u` with `v` gone, loses.
//!
//! On a bipartite graph (every grid) the vertices some maximum matching misses come from one
//! maximum matching by alternating paths ([`crate::graph::maximum_matching`], Hopcroft–Karp,
//! then [`crate::graph::sometimes_unmatched`]), so every start is decided in
//! `O(edges * sqrt(n))` at once ([`p_positions`]).
//!
//! **JSOI 2009 游戏 (Luogu P4055, BZOJ 1443).** In a maze of free and blocked cells one player
//! places the token on a free cell and the other moves first: the placer wins from exactly the
//! P-positions of the free cells' grid graph ([`maze_p_positions`]). A free cell without free
//! neighbours is one (the mover is stuck at once); a maze whose free cells have a perfect
//! matching has none.

use crate::graph::{maximum_matching, sometimes_unmatched, Csr};

/// For every vertex `v` of a bipartite graph (`left[v]` its side, the graph built with
/// [`crate::graph::Arcs::Both`]), whether the player to move loses with the token on `v`: whether some
/// maximum matching leaves `v` unmatched.
///
/// # Complexity
/// O(arcs * sqrt(n)).
///
/// ```
/// use impartial::geography::p_positions;
/// use impartial::graph::{Arcs, Csr};
/// // The path 0 - 1 - 2: from an end the mover goes to the middle, then the opponent to the
/// // other end, and the mover is stuck; from the middle the mover goes to an end and wins.
/// let path = Csr::from_edges(3, &[(0, 1), (1, 2)], Arcs::Both);
/// assert_eq!(p_positions(&path, &[true, false, true]), [true, false, true]);
/// ```
pub fn p_positions(g: &Csr, left: &[bool]) -> Vec<bool> {
    sometimes_unmatched(g, &maximum_matching(g, left))
}

/// For every cell of a maze (`free` in row-major order, `width` cells a row), whether it is a
/// free cell from which the player to move loses the geography game on the free cells (moves
/// to the 4 neighbours): the cells where the placer of JSOI 2009 wins. Blocked cells are
/// `false`. The grid is bipartite by the parity of `row + column`.
///
/// # Complexity
/// O(cells * sqrt(cells)) time, O(cells) memory.
///
/// ```
/// use impartial::geography::maze_p_positions;
/// // The sample: .## / ... / #.# : the placer wins from (2, 3) and (3, 2) only.
/// let free: Vec<bool> = ".##...#.#".bytes().map(|c| c == b'.').collect();
/// let lost = maze_p_positions(&free, 3);
/// let cells: Vec<usize> = (0..9).filter(|&i| lost[i]).collect();
/// assert_eq!(cells, [5, 7]);
/// ```
pub fn maze_p_positions(free: &[bool], width: usize) -> Vec<bool> {
    // Blocked cells are isolated vertices: unmatched, so marked, and masked out at the end.
    let g = Csr::grid(free, width);
    let left: Vec<bool> = (0..free.len())
        .map(|i| free[i] && (i / width + i % width) % 2 == 0)
        .collect();
    let mut lost = p_positions(&g, &left);
    for (lost, &free) in lost.iter_mut().zip(free) {
        *lost &= free;
    }
    lost
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Arcs;
    use crate::grundy::is_p_position_by_search;
    use std::collections::HashMap;

    /// The real game on a maze of at most 32 cells, by brute force: a position is the token's
    /// cell and the visited cells (a bitmask); a move goes to a free, unvisited 4-neighbour.
    fn real_p_positions(free: u32, height: usize, width: usize) -> Vec<bool> {
        let mut memo = HashMap::new();
        let moves = |&(at, visited): &(usize, u32)| {
            let (r, c) = (at / width, at % width);
            let mut next = Vec::new();
            let mut step = |to: usize| {
                if free >> to & 1 == 1 && visited >> to & 1 == 0 {
                    next.push((to, visited | 1 << to));
                }
            };
            if r > 0 {
                step(at - width);
            }
            if r + 1 < height {
                step(at + width);
            }
            if c > 0 {
                step(at - 1);
            }
            if c + 1 < width {
                step(at + 1);
            }
            next
        };
        (0..height * width)
            .map(|at| {
                free >> at & 1 == 1 && is_p_position_by_search((at, 1 << at), moves, &mut memo)
            })
            .collect()
    }

    #[test]
    fn the_matching_rule_matches_the_real_game_on_every_small_maze() {
        let mut mazes = 0;
        let (mut starts, mut cells_seen) = (0, 0);
        for height in 1..=12usize {
            for width in (1..=12usize).filter(|&w| height * w <= 12) {
                let cells = height * width;
                for mask in 0u32..1 << cells {
                    let free: Vec<bool> = (0..cells).map(|i| mask >> i & 1 == 1).collect();
                    let real = real_p_positions(mask, height, width);
                    assert_eq!(
                        maze_p_positions(&free, width),
                        real,
                        "{}x{} {:b}",
                        height,
                        width,
                        mask
                    );
                    mazes += 1;
                    starts += real.iter().filter(|&&p| p).count();
                    cells_seen += mask.count_ones();
                }
            }
        }
        // Every maze of every shape with at most 12 cells.
        assert_eq!(mazes, 35_978);
        // Of the 203,425 free cells in them, 94,466 are P-positions.
        assert_eq!((cells_seen, starts), (203_425, 94_466));
    }

    #[test]
    fn general_bipartite_graphs_against_the_real_game() {
        // Every bipartite graph with parts of 3 and 3: geography by brute force on the graph.
        for mask in 0u32..1 << 9 {
            let edges: Vec<(u32, u32)> = (0..9)
                .filter(|bit| mask >> bit & 1 == 1)
                .map(|bit| (bit / 3, 3 + bit % 3))
                .collect();
            let g = Csr::from_edges(6, &edges, Arcs::Both);
            let mut memo = HashMap::new();
            let moves = |&(at, visited): &(u32, u32)| {
                g.arcs(at)
                    .iter()
                    .filter(|&&w| visited >> w & 1 == 0)
                    .map(|&w| (w, visited | 1 << w))
                    .collect::<Vec<_>>()
            };
            let real: Vec<bool> = (0..6)
                .map(|v| is_p_position_by_search((v, 1 << v), moves, &mut memo))
                .collect();
            let left = [true, true, true, false, false, false];
            assert_eq!(p_positions(&g, &left), real, "{:?}", edges);
        }
    }

    #[test]
    fn a_snake_of_a_million_cells() {
        // 1000 x 1000: full even rows, joined by one free cell at alternating ends of the odd
        // rows but the last: one path of 500,499 cells, odd, both ends on the side of the larger colour class. The cells an even
        // distance along the path from its start are the P-positions.
        let n = 1000;
        let mut free = vec![false; n * n];
        for r in 0..n {
            for c in 0..n {
                let joint = if r % 4 == 1 { n - 1 } else { 0 };
                free[r * n + c] = r % 2 == 0 || (r + 1 < n && c == joint);
            }
        }
        let lost = maze_p_positions(&free, n);
        let mut along = Vec::new();
        for r in 0..n {
            let row: Vec<usize> = if r % 4 == 2 {
                (0..n).rev().collect()
            } else {
                (0..n).collect()
            };
            along.extend(row.into_iter().map(|c| r * n + c).filter(|&i| free[i]));
        }
        assert_eq!(along.len(), 500_499);
        assert!(along
            .iter()
            .enumerate()
            .all(|(k, &i)| lost[i] == (k % 2 == 0)));
        assert_eq!(lost.iter().filter(|&&p| p).count(), 250_250);
    }
}
