//! Games on trees: Green Hackenbush on a tree and misère on a forest, Combat on a tree, the Tree
//! Game of stones and a piece; their records are trees as edge lists (`graph_records.rs`).

use super::*;
use crate::input::numbers;

/// hdu3094's record `N (I J)*(N-1)`: a random tree, now and then a path (rooted anywhere, so
/// also at an end: 10^5 deep) or a star; edges in any order and orientation.
pub(super) fn tree_record(g: &mut Gen) -> Vec<u64> {
    let n = g.count(1, g.bound(100_000, 100_000));
    let mut label: Vec<u64> = (1..=n).collect();
    g.rng.shuffle(&mut label);
    let shape = g.uniform(0, 9);
    if shape == 0 && g.chance(50) {
        // The path rooted at its end.
        let one = label.iter().position(|&v| v == 1).expect("1 is a label");
        label.swap(0, one);
    }
    let mut edges: Vec<(u64, u64)> = (1..n as usize)
        .map(|i| {
            let parent = match shape {
                0 => i - 1,
                1 => 0,
                2 => i.saturating_sub(g.uniform(1, 3) as usize),
                _ => g.uniform(0, i as u64 - 1) as usize,
            };
            (label[parent], label[i])
        })
        .collect();
    scramble(g, &mut edges);
    let mut record = vec![n];
    record.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
    record
}

/// hdu3094's cuts: edges with N lowered (a tree stays one when the edges removed hang the
/// largest ids as leaves; the shrinker keeps only what is still valid).
pub(super) fn tree_cuts(r: &[u64]) -> Vec<Cut> {
    if r.len() % 2 == 0 {
        return Vec::new();
    }
    group_cuts(0, &pair_spans(1, r.len()))
}

pub(super) const HDU3094: Problem = Problem {
    name: "hdu3094",
    judge: "HDU 3094",
    title: "A tree game",
    game: "Green Hackenbush on a tree",
    theorem: "colon principle: g(v) = xor over children of (g(c) + 1)",
    framing: Framing::Counted,
    record: tree_record,
    traps: || around([1, 2, 99_999, 100_000]),
    valid: |r, d| {
        let Some((&n, ends)) = r.split_first() else {
            return false;
        };
        n <= bound(d, 100_000, MAX) && ends.len() % 2 == 0 && is_tree(n, &pairs(ends))
    },
    max_records: 100,
    smaller: tree_cuts,
    ..DEFAULTS
};

/// hdu3590's record `N (m (a b)*(m-1))*N`: a forest of trees on `1..=m` rooted at 1, edges in
/// any order and orientation; now and then a trap tree: a stalk rooted at its end (values up to
/// m - 1, deep), a star (worth its leaf count's parity), the root with two equal arms (worth 0
/// with moves left, where the judge's rule and the real game part), a bare root (m = 1, beyond
/// the judge).
pub(super) fn forest_record(g: &mut Gen) -> Vec<u64> {
    let trees = g.count(g.bound(1, 0), g.bound(99, 20));
    let mut record = vec![trees];
    for _ in 0..trees {
        let m = g.count(g.bound(2, 1), g.bound(99, 100_000));
        // Two arms need the root and two more vertices, and an odd count: (m - 1) / 2 edges each.
        let shape = match g.uniform(0, 9) {
            2 if m < 3 => 9,
            shape => shape,
        };
        let m = if shape == 2 && m % 2 == 0 { m - 1 } else { m };
        let arm = (m - 1) / 2;
        let mut label: Vec<u64> = (2..=m).collect();
        g.rng.shuffle(&mut label);
        label.insert(0, 1);
        let mut edges: Vec<(u64, u64)> = (1..m as usize)
            .map(|i| {
                let parent = match shape {
                    0 => i - 1,
                    1 => 0,
                    2 if i == arm as usize + 1 => 0,
                    2 => i - 1,
                    3 => i.saturating_sub(g.uniform(1, 3) as usize),
                    _ => g.uniform(0, i as u64 - 1) as usize,
                };
                (label[parent], label[i])
            })
            .collect();
        scramble(g, &mut edges);
        record.push(m);
        record.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
    }
    record
}

pub(super) const HDU3590: Problem = Problem {
    name: "hdu3590",
    judge: "HDU 3590",
    title: "PP and QQ",
    game: "misère Green Hackenbush on a forest of trees",
    theorem: "the judge's rule: the SJ theorem over colon-principle values (not the real game \
              where a tree of value 0 keeps moves)",
    spec: "The input consists of several test cases.
Each case is given in the following format:
N
tree_1
:
tree_N
Each tree is given in the following format:
m
a_1 b_1
:
a_{m-1} b_{m-1}
Process to the end of file.
---
1 <= N <= 99
2 <= m <= 99
1 <= a_i, b_i <= m
The given graph is a tree.",
    beyond: "0 <= N <= 10^5
1 <= m <= 10^6
1 <= a_i, b_i <= m
The given graph is a tree.",
    draw: Some(|g| numbers(&forest_record(g))),
    traps: || around([1, 2, 3, 99]),
    ..DEFAULTS
};

/// spoj_cot3's record `n c_1..c_n (u v)*(n-1)`: a tree of [`tree_parents`]' shapes (a white
/// path from the root is 10^5 deep, a spider's legs are Nim heaps), edges as
/// [`valued_tree_edges`] lists them; mostly white, sometimes all white or all black, the root
/// black one time in five.
pub(super) fn combat_record(g: &mut Gen) -> Vec<u64> {
    let n = g.count(1, g.bound(100_000, 200_000));
    let parent = tree_parents(g, n);
    let white = match g.uniform(0, 5) {
        0 => 100,
        1 => 0,
        2 => 50,
        _ => 85,
    };
    let mut record = vec![n];
    record.extend((0..n).map(|_| u64::from(!g.chance(white))));
    if g.chance(20) {
        record[1] = 1;
    }
    record.extend(
        valued_tree_edges(g, &parent)
            .iter()
            .flat_map(|&(a, b)| [a, b]),
    );
    record
}

/// Whether `r` is a spoj_cot3 record: `n >= 1` (at most 10^5 for the judge), n colours of 0 or
/// 1, and n - 1 edges forming a tree on `1..=n`.
pub(super) fn combat_valid(r: &[u64], d: Domain) -> bool {
    valued_tree(r)
        .is_some_and(|(n, colours)| n <= bound(d, 100_000, MAX) && colours.iter().all(|&c| c <= 1))
}

/// `n` and the n values of a record `n v_1..v_n (a b)*(n-1)` whose edges form a tree on
/// `1..=n` (spoj_cot3's colours, agc010f's stones); `None` for any other record.
fn valued_tree(r: &[u64]) -> Option<(u64, &[u64])> {
    let (&n, rest) = r.split_first()?;
    let k = usize::try_from(n).ok()?;
    if k.checked_mul(3)? != rest.len() + 2 {
        return None;
    }
    let (values, edges) = rest.split_at(k);
    is_tree(n, &pairs(edges)).then_some((n, values))
}

pub(super) const SPOJ_COT3: Problem = Problem {
    name: "spoj_cot3",
    judge: "SPOJ COT3",
    title: "Combat on a tree",
    game: "blacken the path from the root to a white node",
    theorem: "Sprague-Grundy over the subtrees off the path: option sets as binary tries \
              merged bottom-up with a lazy xor",
    framing: Framing::Single,
    record: combat_record,
    traps: || around([1, 2, 3, 99_999, 100_000]),
    valid: combat_valid,
    max_records: 1,
    smaller: valued_tree_cuts,
    ..DEFAULTS
};

/// agc010f's record `N A_1..A_N (a b)*(N-1)`: a tree of [`tree_parents`]' shapes (a path of
/// 10^5 beyond the judge: deep for a recursive search, long for the O(N^2) one), edges as
/// [`valued_tree_edges`] lists them; the stones mostly a few neighbouring values, so that
/// neighbours tie (the strict comparison), else anywhere up to 10^9 (any u64 beyond).
pub(super) fn tree_game_record(g: &mut Gen) -> Vec<u64> {
    let n = g.count(g.bound(2, 1), g.bound(3000, 100_000));
    let parent = tree_parents(g, n);
    let most = g.bound(1_000_000_000, MAX);
    let spread = g.uniform(0, 3);
    let base = g.value(0, most - spread);
    let anywhere = g.chance(25);
    let mut record = vec![n];
    for _ in 0..n {
        let a = if anywhere {
            g.value(0, most)
        } else {
            base + g.uniform(0, spread)
        };
        record.push(a);
    }
    record.extend(
        valued_tree_edges(g, &parent)
            .iter()
            .flat_map(|&(a, b)| [a, b]),
    );
    record
}

/// Whether `r` is an agc010f record: `N` (2..=3000 for the judge, any N >= 1 beyond), N stones
/// (at most 10^9 for the judge), and N - 1 edges forming a tree on `1..=N`.
pub(super) fn tree_game_valid(r: &[u64], d: Domain) -> bool {
    valued_tree(r).is_some_and(|(n, stones)| {
        (bound(d, 2, 1)..=bound(d, 3000, MAX)).contains(&n)
            && stones.iter().all(|&a| a <= bound(d, 1_000_000_000, MAX))
    })
}

pub(super) const AGC010F: Problem = Problem {
    name: "agc010f",
    judge: "AtCoder AGC010 F",
    title: "Tree Game",
    game: "take a stone from the piece's vertex, then move the piece to a neighbour",
    theorem: "v wins iff a neighbour with strictly fewer stones loses without v; \
              all starts at once by rerooting",
    framing: Framing::Single,
    record: tree_game_record,
    traps: || around([1, 2, 3, 2999, 3000, 99_999, 100_000, 1_000_000_000, MAX]),
    valid: tree_game_valid,
    max_records: 1,
    smaller: valued_tree_cuts,
    ..DEFAULTS
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::apply_all;

    #[test]
    fn tree_records_cut_into_valid_records() {
        // hdu3094's path 1 - 2 - 3.
        let tree = [3, 2, 1, 3, 2];
        let valid: Vec<Vec<u64>> = apply_all(&tree, &tree_cuts(&tree))
            .into_iter()
            .filter(|s| is_tree(s[0], &pairs(&s[1..])))
            .collect();
        assert_eq!(valid, [vec![1], vec![2, 2, 1]]);
    }

    #[test]
    fn valued_tree_cuts_drop_the_last_nodes() {
        // 1 - 2, 2 - 3, 1 - 4, edges listed from the last node back; colours 0 1 0 0.
        let r = [4, 0, 1, 0, 0, 4, 1, 3, 2, 2, 1];
        let smaller = apply_all(&r, &valued_tree_cuts(&r));
        assert_eq!(
            smaller,
            [
                vec![1, 0],
                vec![2, 0, 1, 2, 1],
                vec![3, 0, 1, 0, 3, 2, 2, 1]
            ]
        );
        assert!(smaller.iter().all(|s| combat_valid(s, Domain::Judge)));
        assert!(valued_tree_cuts(&[1, 0]).is_empty());
        assert!(valued_tree_cuts(&[3, 0, 0, 0, 1, 2]).is_empty());
        assert!(!combat_valid(&[3, 0, 2, 0, 1, 2, 1, 3], Domain::Beyond));
        assert!(!combat_valid(&[3, 0, 0, 0, 1, 2, 2, 1], Domain::Beyond));
        assert!(!combat_valid(&[0], Domain::Beyond));
    }
}
