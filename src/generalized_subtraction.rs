//! The generalized subtraction game on a row of cards: cards 1..n lie in a row, and a move
//! removes `y` consecutive cards that are all still there, with `l <= y <= r`; whoever cannot
//! move loses.
//!
//! Removing a block from a run of `m` cards leaves two runs, `a` and `m - y - a` long, played
//! as a sum of games, so by Sprague-Grundy (see [`crate::grundy`]) a run's value is
//! `G(m) = mex { G(a) ^ G(m - y - a) : l <= y <= r, 0 <= a <= m - y }` ([`grundy_values`]) and a
//! position of several runs is lost for the player to move exactly when the XOR of its runs'
//! values is 0. For `l = r` this is the octal game "remove exactly `l` consecutive cards"
//! (0.07 for `l = 2`, Dawson's Kayles).
//!
//! **Theorem (the mirror).** If `n >= l` and either `l < r` or `n - l` is even, the first player
//! wins. *Proof sketch:* when `n - l` is even the first player removes `l` cards from the middle,
//! else (then `l < r`) `l + 1`, leaving two equal runs of `(n - y) / 2` cards on either side of
//! a gap ([`mirror_opening`]). The position is now symmetric under card `i <-> n + 1 - i`;
//! every block the opponent removes lies inside one half (the gap separates them), so its
//! mirror image lies in the other half and is still there, and removing it restores the
//! symmetry ([`mirror_reply`]). The first player always has an answer, so the opponent runs out
//! of moves first. Otherwise (`l = r`, `n - l` odd) only the values decide: take the first move
//! iff `G(n) != 0`, and then always answer with a move to XOR 0 ([`winning_move`]), which may
//! lie in any run, not only in the one the opponent just played in.
//!
//! Judge problem: AtCoder ABC278 G (interactive).

/// Grundy values `G(0..=n)` of a run of cards in the game where a move removes `l..=r`
/// consecutive cards (`1 <= l <= r`): `G(m) = mex { G(a) ^ G(m - y - a) }` over every block
/// `y` in `l..=r` and every place `a` (so `G(m) = 0` for `m < l`).
///
/// The splits of a gap total `k = m - y` give the set `S(k) = { G(a) ^ G(k - a) }`, computed
/// once per `k` (a bit set), and `G(m)` is the mex of the union of `S(k)` for `k` in
/// `m - r..=m - l`.
///
/// # Complexity
/// O(n^2 + n (r - l + 1) w) time and O(n w) memory, `w` the 64-bit words of a value set (1 while
/// values stay below 64); for `l = r`, O(n^2) time and O(n) memory.
///
/// ```
/// use impartial::generalized_subtraction::grundy_values;
/// // l = r = 2 is Dawson's Kayles (0.07): 0 0 1 1 2 0 3 1 1 0 3 3.
/// assert_eq!(grundy_values(2, 2, 11), vec![0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
/// // Kayles (0.77) is l = 1, r = 2.
/// assert_eq!(grundy_values(1, 2, 8), vec![0, 1, 2, 3, 1, 4, 3, 2, 1]);
/// ```
pub fn grundy_values(l: usize, r: usize, n: usize) -> Vec<u32> {
    assert!(1 <= l && l <= r, "a block has l..=r cards with 1 <= l <= r");
    let mut g = vec![0u32; n + 1];
    if l == r {
        let mut seen = Vec::new();
        for m in l..=n {
            let k = m - l;
            seen.clear();
            // a <= k - a covers each split once: the xor is symmetric.
            for a in 0..=k / 2 {
                put(&mut seen, g[a] ^ g[k - a]);
            }
            g[m] = first_zero_bit(&seen);
        }
        return g;
    }
    let mut sets: Vec<Vec<u64>> = Vec::with_capacity(n + 1);
    for m in 0..=n {
        if m >= l {
            let mut union: Vec<u64> = Vec::new();
            for set in &sets[m.saturating_sub(r)..=m - l] {
                if union.len() < set.len() {
                    union.resize(set.len(), 0);
                }
                for (u, s) in union.iter_mut().zip(set) {
                    *u |= s;
                }
            }
            g[m] = first_zero_bit(&union);
        }
        // S(m) needs every G(a) with a <= m, which is now known.
        let mut set = Vec::new();
        for a in 0..=m / 2 {
            put(&mut set, g[a] ^ g[m - a]);
        }
        sets.push(set);
    }
    g
}

/// Adds `v` to the bit set `words`, growing it as needed.
fn put(words: &mut Vec<u64>, v: u32) {
    let v = v as usize;
    if words.len() <= v / 64 {
        words.resize(v / 64 + 1, 0);
    }
    words[v / 64] |= 1u64 << (v % 64);
}

/// The least value whose bit is clear in the bit set `words`.
fn first_zero_bit(words: &[u64]) -> u32 {
    for (i, w) in words.iter().enumerate() {
        if *w != u64::MAX {
            return i as u32 * 64 + w.trailing_ones();
        }
    }
    words.len() as u32 * 64
}

/// Whether the mirror strategy wins the row of `n` cards for the first player: `n >= l` and
/// either `l < r` or `n - l` even.
///
/// ```
/// use impartial::generalized_subtraction::mirror_wins;
/// assert!(mirror_wins(6, 2, 3));
/// assert!(mirror_wins(7, 3, 3));
/// assert!(!mirror_wins(6, 3, 3));
/// assert!(!mirror_wins(2, 3, 4));
/// ```
pub fn mirror_wins(n: u64, l: u64, r: u64) -> bool {
    n >= l && (l < r || (n - l) % 2 == 0)
}

/// The first move `(x, y)` of the mirror strategy (cards `x..x + y` removed, 1-based), leaving
/// two runs of `(n - y) / 2` cards: `y = l` when `n - l` is even, else `y = l + 1`. `None` where
/// [`mirror_wins`] is false.
///
/// ```
/// use impartial::generalized_subtraction::mirror_opening;
/// assert_eq!(mirror_opening(6, 2, 3), Some((3, 2)));
/// assert_eq!(mirror_opening(7, 2, 3), Some((3, 3)));
/// assert_eq!(mirror_opening(6, 3, 3), None);
/// ```
pub fn mirror_opening(n: u64, l: u64, r: u64) -> Option<(u64, u64)> {
    if !mirror_wins(n, l, r) {
        return None;
    }
    let y = if (n - l) % 2 == 0 { l } else { l + 1 };
    Some(((n - y) / 2 + 1, y))
}

/// The mirror image of the move `(x, y)` in a row of `n` cards: `(n + 2 - x - y, y)`, the block
/// `n + 1 - (x + y - 1)..=n + 1 - x`. The caller passes a move inside the row (`x >= 1`,
/// `x + y - 1 <= n`).
///
/// ```
/// use impartial::generalized_subtraction::mirror_reply;
/// assert_eq!(mirror_reply(10, 1, 2), (9, 2));
/// assert_eq!(mirror_reply(10, 9, 2), (1, 2));
/// ```
pub fn mirror_reply(n: u64, x: u64, y: u64) -> (u64, u64) {
    (n + 2 - x - y, y)
}

/// The runs of cards still there, as `(first card index, length)` with 0-based indices into
/// `present` (card `i + 1` is there when `present[i]`).
///
/// ```
/// use impartial::generalized_subtraction::runs;
/// assert_eq!(runs(&[true, true, false, true]), vec![(0, 2), (3, 1)]);
/// ```
pub fn runs(present: &[bool]) -> Vec<(usize, usize)> {
    let mut all = Vec::new();
    let mut start = 0;
    for i in 0..=present.len() {
        if i == present.len() || !present[i] {
            if i > start {
                all.push((start, i - start));
            }
            start = i + 1;
        }
    }
    all
}

/// A winning move from the row `present` (see [`runs`]) for the game of blocks `l..=r` whose
/// run values are `g` (from [`grundy_values`], at least as long as the longest run): a move
/// `(x, y)`, card `x` 1-based, after which the XOR of the runs' values is 0; `None` when the
/// position is already lost (XOR 0). Every run is searched, not only the last one played in.
///
/// # Complexity
/// O(n (r - l + 1)) in the worst case, O(n) for `l = r`.
///
/// ```
/// use impartial::generalized_subtraction::{grundy_values, winning_move};
/// let g = grundy_values(2, 2, 10);
/// // Runs of 2 and 3 cards (values 1 and 1) are lost for the player to move.
/// let row = [true, true, false, true, true, true];
/// assert_eq!(winning_move(&row, 2, 2, &g), None);
/// // With a run of 4 (value 2) after them, the only winning moves are in the last run: cards
/// // 9 and 10 go, leaving two single cards (value 0).
/// let row = [true, true, false, true, true, true, false, true, true, true, true];
/// assert_eq!(winning_move(&row, 2, 2, &g), Some((9, 2)));
/// ```
pub fn winning_move(present: &[bool], l: usize, r: usize, g: &[u32]) -> Option<(u64, u64)> {
    let all = runs(present);
    let total = all.iter().fold(0, |x, &(_, m)| x ^ g[m]);
    if total == 0 {
        return None;
    }
    for &(start, m) in &all {
        let want = total ^ g[m];
        for y in l..=r.min(m) {
            if let Some(a) = (0..=m - y).find(|&a| g[a] ^ g[m - y - a] == want) {
                return Some(((start + a + 1) as u64, y as u64));
            }
        }
    }
    unreachable!("a position of non-zero value has a move to value 0 (Sprague-Grundy)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::mex;
    use std::collections::HashMap;

    /// Whether the player to move wins the row `present`, by search over the real moves.
    fn wins(
        present: &mut Vec<bool>,
        l: usize,
        r: usize,
        memo: &mut HashMap<Vec<bool>, bool>,
    ) -> bool {
        if let Some(&w) = memo.get(present) {
            return w;
        }
        let n = present.len();
        let mut win = false;
        'moves: for y in l..=r.min(n) {
            for x in 0..=n - y {
                if present[x..x + y].iter().all(|&p| p) {
                    present[x..x + y].iter_mut().for_each(|p| *p = false);
                    let lost = !wins(present, l, r, memo);
                    present[x..x + y].iter_mut().for_each(|p| *p = true);
                    if lost {
                        win = true;
                        break 'moves;
                    }
                }
            }
        }
        memo.insert(present.clone(), win);
        win
    }

    /// Every position reachable from the full row of `n` (the row itself included).
    fn reachable(n: usize, l: usize, r: usize) -> Vec<Vec<bool>> {
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![vec![true; n]];
        while let Some(p) = stack.pop() {
            if !seen.insert(p.clone()) {
                continue;
            }
            for y in l..=r.min(n) {
                for x in 0..=n - y {
                    if p[x..x + y].iter().all(|&c| c) {
                        let mut q = p.clone();
                        q[x..x + y].iter_mut().for_each(|c| *c = false);
                        stack.push(q);
                    }
                }
            }
        }
        seen.into_iter().collect()
    }

    #[test]
    fn values_decide_every_reachable_position_and_winning_moves_keep_it_won() {
        for n in 1..=11 {
            for l in 1..=n {
                for r in l..=n {
                    let g = grundy_values(l, r, n);
                    let mut memo = HashMap::new();
                    for mut p in reachable(n, l, r) {
                        let win = wins(&mut p, l, r, &mut memo);
                        let xor = runs(&p).iter().fold(0, |x, &(_, m)| x ^ g[m]);
                        assert_eq!(xor != 0, win, "n={} l={} r={} {:?}", n, l, r, p);
                        let found = winning_move(&p, l, r, &g);
                        assert_eq!(found.is_some(), win);
                        if let Some((x, y)) = found {
                            let (x, y) = (x as usize - 1, y as usize);
                            assert!(l <= y && y <= r && p[x..x + y].iter().all(|&c| c));
                            p[x..x + y].iter_mut().for_each(|c| *c = false);
                            assert!(!wins(&mut p, l, r, &mut memo), "n={} l={} r={}", n, l, r);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_mirror_wins_every_game_it_claims_against_every_reply() {
        for n in 1..=12u64 {
            for l in 1..=n {
                for r in l..=n {
                    let (lu, ru) = (l as usize, r as usize);
                    let mut memo = HashMap::new();
                    let mut full = vec![true; n as usize];
                    let first_wins = wins(&mut full, lu, ru, &mut memo);
                    if l == r && (n - l) % 2 == 1 {
                        let g = grundy_values(lu, ru, n as usize);
                        assert_eq!(g[n as usize] != 0, first_wins);
                        assert!(!mirror_wins(n, l, r));
                        continue;
                    }
                    assert!(
                        mirror_wins(n, l, r) && first_wins,
                        "n={} l={} r={}",
                        n,
                        l,
                        r
                    );
                    let (x, y) = mirror_opening(n, l, r).unwrap();
                    assert!(l <= y && y <= r);
                    let mut p = full.clone();
                    p[x as usize - 1..(x + y - 1) as usize].fill(false);
                    assert_eq!(
                        runs(&p).iter().map(|r| r.1).collect::<Vec<_>>().len() % 2,
                        0
                    );
                    // Every judge reply from every mirrored position has a legal mirror image,
                    // which leaves a position lost for the judge.
                    let mut stack = vec![p];
                    while let Some(p) = stack.pop() {
                        assert!(!wins(&mut p.clone(), lu, ru, &mut memo));
                        for b in lu..=ru.min(n as usize) {
                            for a in 0..=n as usize - b {
                                if !p[a..a + b].iter().all(|&c| c) {
                                    continue;
                                }
                                let mut q = p.clone();
                                q[a..a + b].fill(false);
                                let (mx, my) = mirror_reply(n, a as u64 + 1, b as u64);
                                let mx = mx as usize - 1;
                                assert!(q[mx..mx + my as usize].iter().all(|&c| c));
                                q[mx..mx + my as usize].fill(false);
                                stack.push(q);
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn l_equal_r_values_are_those_of_the_general_recurrence() {
        for l in 1..=6 {
            let direct = grundy_values(l, l, 300);
            let mut g = vec![0u32; 301];
            for m in l..=300 {
                let options: Vec<u32> = (0..=m - l).map(|a| g[a] ^ g[m - l - a]).collect();
                g[m] = mex(options);
            }
            assert_eq!(direct, g, "l = {}", l);
        }
    }
}
