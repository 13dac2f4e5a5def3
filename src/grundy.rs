//! Sprague-Grundy machinery: mex, Grundy tables of subtraction games, and a generic memoised
//! search for the Grundy value of any finite acyclic game.
//!
//! **Theorem (Sprague-Grundy).** In a finite impartial game under the normal play rule (who
//! cannot move loses) every position `p` has a Grundy value `g(p) = mex { g(q) : p -> q }`, the
//! least non-negative integer that is not the value of a move; `p` is a P-position (the player to
//! move loses) exactly when `g(p) = 0`, and a sum of games (a move is a move in one component) has
//! the xor of the components' values. *Proof sketch:* from a position of value `g` there is a move
//! to every smaller value and to no position of value `g` (definition of mex); for a sum with xor
//! `x != 0`, the component whose value has `x`'s top bit set can move to `g ^ x < g`, and from a sum
//! with xor 0 every move changes exactly one component's value, so the xor becomes non-zero.
//!
//! [`grundy_by_search`] is the brute force that the rest of the library's closed forms are proved
//! against: it follows the real move rules, with no theory beyond the definition, and
//! [`is_p_position_by_search`] asks it who wins. (The suffix keeps them apart from the games'
//! own `grundy` and `is_p_position`: a bundle keeps every item whose name its code uses.) The
//! tables of subtraction games serve [`crate::subtraction`] (HDU 1536 and HDU 1848).

use std::collections::HashMap;

/// The minimum excludant: the least non-negative integer not in `values`.
///
/// # Complexity
/// O(n) time and memory for `n` values (values at or above `n` cannot be the answer).
///
/// ```
/// use impartial::grundy::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([1, 2]), 0);
/// assert_eq!(mex(std::iter::empty()), 0);
/// ```
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    // At most values.len() of the values.len() + 1 entries are seen: the seen prefix ends inside.
    seen.iter().take_while(|&&s| s).count() as u32
}

/// Grundy values `g(0..=limit)` of the subtraction game whose moves remove `s` stones for any `s`
/// in `moves` (a move needs at least `s` stones): `g(n) = mex { g(n - s) : s in moves, s <= n }`.
///
/// Values of zero in `moves` are ignored (removing nothing is not a move). A one-pile subtraction
/// game is a sum component, so several piles are answered by the xor of their table entries.
///
/// # Complexity
/// O(limit * |moves|) time, O(limit + max value) memory.
///
/// ```
/// use impartial::grundy::subtraction_table;
/// // Bash game with take 1..=2: values cycle 0, 1, 2.
/// assert_eq!(subtraction_table(&[1, 2], 6), vec![0, 1, 2, 0, 1, 2, 0]);
/// // Fibonacci moves 1, 2, 3, 5, 8: HDU 1848's piles.
/// assert_eq!(subtraction_table(&[1, 2, 3, 5, 8], 5), vec![0, 1, 2, 3, 0, 1]);
/// ```
pub fn subtraction_table(moves: &[u64], limit: usize) -> Vec<u32> {
    let mut moves: Vec<usize> = moves
        .iter()
        .filter(|&&s| s > 0 && s <= limit as u64)
        .map(|&s| s as usize)
        .collect();
    moves.sort_unstable();
    moves.dedup();
    let mut table = Vec::with_capacity(limit + 1);
    extend_subtraction_table(&mut table, &moves, limit + 1);
    table
}

/// Appends `g(len..to)` to `table`, the values `g(0..len)` of the subtraction game whose moves
/// are the increasing, distinct, positive `moves` (as in [`subtraction_table`]).
///
/// # Complexity
/// O((to - len) * |moves|) time, O(|moves|) extra memory.
///
/// ```
/// use impartial::grundy::extend_subtraction_table;
/// let mut table = vec![0, 0];
/// extend_subtraction_table(&mut table, &[2, 5], 7);
/// assert_eq!(table, vec![0, 0, 1, 1, 0, 2, 1]);
/// ```
pub fn extend_subtraction_table(table: &mut Vec<u32>, moves: &[usize], to: usize) {
    // seen[v] == n: heap n has a move to a heap of value v. Nothing is cleared between heaps, and
    // at most |moves| of the |moves| + 1 entries hold n, so the mex is the count of leading ones.
    let mut seen = vec![usize::MAX; moves.len() + 1];
    for n in table.len()..to {
        for &s in moves.iter().take_while(|&&s| s <= n) {
            seen[table[n - s] as usize] = n;
        }
        table.push(seen.iter().take_while(|&&mark| mark == n).count() as u32);
    }
}

/// The Grundy value of `start` by exhaustive memoised search over the real move rules, where
/// `moves(p)` lists every position reachable from `p` in one move.
///
/// The game must be finite and acyclic. The search is iterative (an explicit stack), so deep
/// games do not overflow the call stack; `memo` keeps every value found, so a test can ask about
/// many positions of one game and pay for each position once.
///
/// # Complexity
/// O(total positions reachable + total moves) hash operations.
///
/// ```
/// use impartial::grundy::grundy_by_search;
/// use std::collections::HashMap;
/// // Nim heap of 5 stones (take any number): value 5.
/// let mut memo = HashMap::new();
/// assert_eq!(grundy_by_search(5u32, |&n| (0..n).collect::<Vec<_>>(), &mut memo), 5);
/// ```
pub fn grundy_by_search<P, F, I>(start: P, mut moves: F, memo: &mut HashMap<P, u32>) -> u32
where
    P: Clone + Eq + std::hash::Hash,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    if let Some(&g) = memo.get(&start) {
        return g;
    }
    // Each frame is a position and its children; a frame is finished once all children are
    // known, at which point its value is the mex of theirs. An unfinished frame goes back on the
    // stack under the child it waits for.
    let children: Vec<P> = moves(&start).into_iter().collect();
    let mut stack: Vec<(P, Vec<P>)> = vec![(start.clone(), children)];
    while let Some((position, children)) = stack.pop() {
        if let Some(unknown) = children.iter().find(|c| !memo.contains_key(*c)).cloned() {
            let grandchildren: Vec<P> = moves(&unknown).into_iter().collect();
            stack.push((position, children));
            stack.push((unknown, grandchildren));
            continue;
        }
        let g = mex(children.iter().map(|c| memo[c]));
        memo.insert(position, g);
    }
    memo[&start]
}

/// Whether `start` is a P-position (the player to move loses with best play), by
/// [`grundy_by_search`].
///
/// ```
/// use impartial::grundy::is_p_position_by_search;
/// use std::collections::HashMap;
/// // Take 1 or 2 from a pile: multiples of 3 lose.
/// let mut memo = HashMap::new();
/// let moves = |&n: &u32| [1, 2].iter().filter(|&&s| s <= n).map(|&s| n - s).collect::<Vec<_>>();
/// assert!(is_p_position_by_search(9, moves, &mut memo));
/// assert!(!is_p_position_by_search(10, moves, &mut memo));
/// ```
pub fn is_p_position_by_search<P, F, I>(start: P, moves: F, memo: &mut HashMap<P, u32>) -> bool
where
    P: Clone + Eq + std::hash::Hash,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    grundy_by_search(start, moves, memo) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_ignores_large_and_repeated_values() {
        assert_eq!(mex([5, 0, 0, 1, 100]), 2);
        assert_eq!(mex([0, 1, 2, 3]), 4);
    }

    #[test]
    fn subtraction_table_agrees_with_search() {
        let sets: [&[u64]; 5] = [
            &[1],
            &[1, 2, 3],
            &[2, 5],
            &[1, 2, 4, 8, 16, 32],
            &[3, 0, 3, 7],
        ];
        for moves in sets {
            let table = subtraction_table(moves, 300);
            let mut memo = HashMap::new();
            for n in 0..=300u64 {
                let g = grundy_by_search(
                    n,
                    |&p| {
                        moves
                            .iter()
                            .filter(|&&s| s > 0 && s <= p)
                            .map(|&s| p - s)
                            .collect::<Vec<_>>()
                    },
                    &mut memo,
                );
                assert_eq!(table[n as usize], g, "moves {:?}, n = {}", moves, n);
            }
        }
    }

    #[test]
    fn the_search_handles_deep_games_without_recursion() {
        let mut memo = HashMap::new();
        // A chain of 200000 forced moves: value alternates 0, 1.
        let g = grundy_by_search(
            200_000u32,
            |&n| if n > 0 { vec![n - 1] } else { vec![] },
            &mut memo,
        );
        assert_eq!(g, 0);
        assert_eq!(memo[&199_999], 1);
    }

    #[test]
    fn sums_of_games_have_xor_values() {
        // Two subtraction piles played together, searched as one game.
        let a: &[u64] = &[1, 3];
        let b: &[u64] = &[2, 3, 5];
        let ta = subtraction_table(a, 40);
        let tb = subtraction_table(b, 40);
        let mut memo = HashMap::new();
        for x in 0..=40u64 {
            for y in 0..=40u64 {
                let moves = |&(p, q): &(u64, u64)| {
                    let mut v: Vec<(u64, u64)> =
                        a.iter().filter(|&&s| s <= p).map(|&s| (p - s, q)).collect();
                    v.extend(b.iter().filter(|&&s| s <= q).map(|&s| (p, q - s)));
                    v
                };
                let g = grundy_by_search((x, y), moves, &mut memo);
                assert_eq!(g, ta[x as usize] ^ tb[y as usize]);
            }
        }
    }
}
