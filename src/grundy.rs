//! Sprague-Grundy machinery: mex, Grundy tables of subtraction games, and a generic memoised
//! search over any finite acyclic game.
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
//! [`search`] is the brute force that the rest of the library's closed forms are proved against:
//! it follows the real move rules, with no theory beyond the definition. Judge problems using this
//! module directly: HDU 1848 (Fibonacci subtraction game) and POJ 2484 (the coin circle).

use std::collections::HashMap;
use std::hash::Hash;

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
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
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
/// use impartial::grundy::search;
/// use std::collections::HashMap;
/// // Nim heap of 5 stones (take any number): value 5.
/// let mut memo = HashMap::new();
/// assert_eq!(search(5u32, |&n| (0..n).collect::<Vec<_>>(), &mut memo), 5);
/// ```
pub fn search<P, F, I>(start: P, mut moves: F, memo: &mut HashMap<P, u32>) -> u32
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    if let Some(&g) = memo.get(&start) {
        return g;
    }
    // Each frame is a position and its children; a frame is finished once all children are
    // known, at which point its value is the mex of theirs.
    let mut stack: Vec<(P, Vec<P>)> = Vec::new();
    let children: Vec<P> = moves(&start).into_iter().collect();
    stack.push((start.clone(), children));
    while let Some((_, children)) = stack.last() {
        if let Some(unknown) = children.iter().find(|c| !memo.contains_key(*c)).cloned() {
            let grandchildren: Vec<P> = moves(&unknown).into_iter().collect();
            stack.push((unknown, grandchildren));
            continue;
        }
        let (position, children) = stack.pop().expect("stack is not empty");
        let g = mex(children.iter().map(|c| memo[c]));
        memo.insert(position, g);
    }
    memo[&start]
}

/// Whether `start` is a P-position (the player to move loses with best play), by [`search`].
///
/// ```
/// use impartial::grundy::is_p_position;
/// use std::collections::HashMap;
/// // Take 1 or 2 from a pile: multiples of 3 lose.
/// let mut memo = HashMap::new();
/// let moves = |&n: &u32| [1, 2].iter().filter(|&&s| s <= n).map(|&s| n - s).collect::<Vec<_>>();
/// assert!(is_p_position(9, moves, &mut memo));
/// assert!(!is_p_position(10, moves, &mut memo));
/// ```
pub fn is_p_position<P, F, I>(start: P, moves: F, memo: &mut HashMap<P, u32>) -> bool
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    search(start, moves, memo) == 0
}

/// Grundy values `g(0..=limit)` of Kayles (octal game 0.77): a row of `n` coins, a move takes
/// one coin or two adjacent coins, which may split the row in two; whoever takes the last coin
/// wins. `g(n) = mex { g(a) ^ g(b) : a + b = n - 1 or a + b = n - 2 }` (the two rows left on
/// either side of the coins taken, a sum of games).
///
/// Only `g(0)` is 0: from a row of `n >= 1` coins the first player takes the middle coin (odd
/// `n`) or the middle two (even `n`) and then mirrors every move in the other half.
///
/// # Complexity
/// O(limit^2) time, O(limit) memory.
///
/// ```
/// use impartial::grundy::kayles_table;
/// assert_eq!(kayles_table(12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// ```
pub fn kayles_table(limit: usize) -> Vec<u32> {
    let mut table = vec![0u32; limit + 1];
    for n in 1..=limit {
        let mut values = Vec::with_capacity(n + 1);
        for taken in 1..=n.min(2) {
            let rest = n - taken;
            // The rows left are a and rest - a; a <= rest - a covers each split once.
            for a in 0..=rest / 2 {
                values.push(table[a] ^ table[rest - a]);
            }
        }
        table[n] = mex(values);
    }
    table
}

/// Grundy values `c(0..=limit)` of the coin circle (POJ 2484): `n` coins in a circle, a move takes
/// one coin or two adjacent coins (a gap breaks adjacency), whoever takes the last coin wins.
/// The first move opens the circle into a Kayles row of `n - 1` or `n - 2` coins, so
/// `c(n) = mex { g(n - 1), g(n - 2) }` over the Kayles values `g` of [`kayles_table`] (only the
/// first term for `n = 1`, and `c(0) = 0`).
///
/// # Complexity
/// O(limit^2) (the Kayles table).
///
/// ```
/// use impartial::grundy::coin_circle_table;
/// // One or two coins: take them all. Three or more: every opening leaves a non-zero row.
/// assert_eq!(coin_circle_table(6), vec![0, 1, 2, 0, 0, 0, 0]);
/// ```
pub fn coin_circle_table(limit: usize) -> Vec<u32> {
    let rows = kayles_table(limit);
    (0..=limit)
        .map(|n| match n {
            0 => 0,
            1 => mex([rows[0]]),
            _ => mex([rows[n - 1], rows[n - 2]]),
        })
        .collect()
}

/// Whether the first player (Alice) wins the coin circle of `n` coins: exactly when `n` is 1 or 2.
///
/// With one or two coins Alice takes them all. With `n >= 3`, Alice's move leaves a row of
/// `n - 1` or `n - 2 >= 1` coins; Bob takes its middle coin (odd length) or middle two (even
/// length), leaving two equal rows (or nothing), and from then on answers every move of Alice's
/// with the mirror move in the other row: Bob always has a move, so Alice runs out first.
///
/// ```
/// use impartial::grundy::coin_circle_first_player_wins;
/// assert!(coin_circle_first_player_wins(2));
/// assert!(!coin_circle_first_player_wins(3));
/// assert!(!coin_circle_first_player_wins(0));
/// assert!(!coin_circle_first_player_wins(u64::MAX));
/// ```
pub fn coin_circle_first_player_wins(n: u64) -> bool {
    n == 1 || n == 2
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
                let g = search(
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
    fn search_handles_deep_games_without_recursion() {
        let mut memo = HashMap::new();
        // A chain of 200000 forced moves: value alternates 0, 1.
        let g = search(
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
                let g = search((x, y), moves, &mut memo);
                assert_eq!(g, ta[x as usize] ^ tb[y as usize]);
            }
        }
    }

    /// Grundy value of the set of coins `mask` on `n` places, by search over the real moves:
    /// take one coin, or two present coins on adjacent places, where place `n - 1` is adjacent
    /// to place 0 when `circle` is set.
    fn coins_by_search(n: u32, circle: bool) -> u32 {
        let moves = move |&mask: &u32| {
            let mut v = Vec::new();
            for i in 0..n {
                if mask & (1 << i) == 0 {
                    continue;
                }
                v.push(mask & !(1 << i));
                let j = if i + 1 < n {
                    i + 1
                } else if circle {
                    0
                } else {
                    continue;
                };
                if j != i && mask & (1 << j) != 0 {
                    v.push(mask & !(1 << i) & !(1 << j));
                }
            }
            v
        };
        search((1u32 << n) - 1, moves, &mut HashMap::new())
    }

    #[test]
    fn kayles_table_agrees_with_search_over_real_rows() {
        let table = kayles_table(16);
        for n in 0..=16 {
            assert_eq!(table[n as usize], coins_by_search(n, false), "row of {}", n);
        }
    }

    #[test]
    fn coin_circle_agrees_with_search_over_real_circles() {
        let table = coin_circle_table(16);
        for n in 0..=16u32 {
            let g = coins_by_search(n, true);
            assert_eq!(table[n as usize], g, "circle of {}", n);
            assert_eq!(
                coin_circle_first_player_wins(n as u64),
                g != 0,
                "circle of {}",
                n
            );
        }
    }

    #[test]
    fn coin_circle_rule_agrees_with_kayles_rows_up_to_2000() {
        let rows = kayles_table(2000);
        assert!(
            rows[1..].iter().all(|&g| g != 0),
            "a non-empty Kayles row is a P-position"
        );
        let circles = coin_circle_table(2000);
        for (n, &c) in circles.iter().enumerate() {
            assert_eq!(
                coin_circle_first_player_wins(n as u64),
                c != 0,
                "circle of {}",
                n
            );
        }
    }
}
