//! Retrograde analysis: win, lose or draw for a game on any directed graph, by out-degree
//! counters.

/// The value a vertex has while a game is undecided counts the arcs not yet known to lose for
/// the player to move; [`retrograde`] marks decided vertices with these two.
pub const LOSE: u32 = 0;
/// See [`LOSE`].
pub const WIN: u32 = u32::MAX;

/// Retrograde analysis of a game on a directed graph (possibly with cycles), given its reverse
/// arcs: `before(w)` lists the vertices with an arc to `w`, one per arc (a reverse graph's
/// `|w| back.arcs(w).iter().copied()`, or a rule, for a game whose arcs are too many to store:
/// Codeforces 786A's 9.8 * 10^7). On entry `state[v]` is [`LOSE`] for each vertex where the
/// player to move has lost (no move, or the game is over), each such vertex is in `queue`, and
/// every other `state[v]` is `v`'s out-degree (parallel arcs and self-loops counted). On return
/// each vertex is [`WIN`] (the player to move can force a win), [`LOSE`] (the opponent can), or
/// still a positive count: a draw, where neither can (every move keeps the game undecided or
/// hands the opponent a win).
///
/// A vertex is won as soon as one arc leads to a lost vertex, and lost once all its arcs lead
/// to won vertices (its counter reaches 0); a decided vertex is never relabelled, so a
/// vertex that starts lost keeps its label whatever its arcs are.
///
/// # Complexity
/// O(n + arcs) for the vertices decided, plus the cost of `before`.
///
/// ```
/// use impartial::graph::{retrograde, Arcs, Csr, LOSE, WIN};
/// // 0 -> 1 -> 2 (stuck); 3 has a self-loop and an arc to 0; 4 a self-loop and an arc to 1.
/// let arcs = [(0, 1), (1, 2), (3, 3), (3, 0), (4, 4), (4, 1)];
/// let back = Csr::from_edges(5, &arcs, Arcs::Backward);
/// let mut state = vec![1, 1, LOSE, 2, 2];
/// let mut queue = vec![2];
/// retrograde(|w| back.arcs(w).iter().copied(), &mut state, &mut queue);
/// // 1 moves to the stuck 2; 0 must move to 1; 3 moves to 0; 4 never moves to 1 (that hands
/// // the opponent a win) and passes the turn back by its loop forever: a draw.
/// assert_eq!(state, [LOSE, WIN, LOSE, WIN, 1]);
///
/// // A rule instead of a stored graph: on the path 0 -> 1 -> 2 -> 3 (stuck), v - 1 is the one
/// // vertex with an arc to v.
/// let mut state = vec![1, 1, 1, LOSE];
/// let mut queue = vec![3];
/// retrograde(|w| w.checked_sub(1), &mut state, &mut queue);
/// assert_eq!(state, [WIN, LOSE, WIN, LOSE]);
/// ```
pub fn retrograde<I: IntoIterator<Item = u32>>(
    mut before: impl FnMut(u32) -> I,
    state: &mut [u32],
    queue: &mut Vec<u32>,
) {
    let mut head = 0;
    while let Some(&w) = queue.get(head) {
        head += 1;
        let lost = state[w as usize] == LOSE;
        for u in before(w) {
            let s = &mut state[u as usize];
            if *s != LOSE && *s != WIN {
                *s = if lost { WIN } else { *s - 1 };
                if lost || *s == LOSE {
                    queue.push(u);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{path, DEEP};
    use crate::graph::{Arcs, Csr};

    #[test]
    fn deep_path_retrograde() {
        // A token on the path 0 -> 1 -> ... moved towards the stuck end.
        let back = Csr::from_edges(DEEP as usize, &path(DEEP), Arcs::Backward);
        let mut state = vec![1; DEEP as usize];
        state[DEEP as usize - 1] = LOSE;
        let mut queue = vec![DEEP - 1];
        retrograde(|w| back.arcs(w).iter().copied(), &mut state, &mut queue);
        let far = |v: u32| (DEEP - 1 - v) % 2 == 0;
        assert!((0..DEEP).all(|v| (state[v as usize] == LOSE) == far(v)));
        assert!((0..DEEP).all(|v| (state[v as usize] == WIN) != far(v)));
    }
}
