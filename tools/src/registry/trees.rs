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

pub(super) const HDU3094: Problem = Problem {
    name: "hdu3094",
    judge: "HDU 3094",
    title: "A tree game",
    game: "Green Hackenbush on a tree",
    theorem: "colon principle: g(v) = xor over children of (g(c) + 1)",
    draw: Some(|g| numbers(&tree_record(g))),
    traps: || around([1, 2, 99_999, 100_000]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
N
I_1 J_1
:
I_{N-1} J_{N-1}
---
1 <= T <= 100
1 <= N <= 10^5
1 <= I_i <= N
1 <= J_i <= N
The given graph is a tree.",
    beyond: "1 <= T <= 10^5
1 <= N <= 10^6
1 <= I_i <= N
1 <= J_i <= N
The given graph is a tree.",
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

pub(super) const SPOJ_COT3: Problem = Problem {
    name: "spoj_cot3",
    judge: "SPOJ COT3",
    title: "Combat on a tree",
    game: "blacken the path from the root to a white node",
    theorem: "Sprague-Grundy over the subtrees off the path: option sets as binary tries \
              merged bottom-up with a lazy xor",
    draw: Some(|g| numbers(&combat_record(g))),
    traps: || around([1, 2, 3, 99_999, 100_000]),
    spec: "n
c_1 c_2 ... c_n
u_1 v_1
:
u_{n-1} v_{n-1}
---
1 <= n <= 10^5
0 <= c_i <= 1
1 <= u_i <= n
1 <= v_i <= n
The given graph is a tree.",
    beyond: "1 <= n <= 10^6
0 <= c_i <= 1
1 <= u_i <= n
1 <= v_i <= n
The given graph is a tree.",
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

pub(super) const AGC010F: Problem = Problem {
    name: "agc010f",
    judge: "AtCoder AGC010 F",
    title: "Tree Game",
    game: "take a stone from the piece's vertex, then move the piece to a neighbour",
    theorem: "v wins iff a neighbour with strictly fewer stones loses without v; \
              all starts at once by rerooting",
    draw: Some(|g| numbers(&tree_game_record(g))),
    traps: || around([1, 2, 3, 2999, 3000, 99_999, 100_000, 1_000_000_000, MAX]),
    spec: "N
A_1 A_2 ... A_N
a_1 b_1
:
a_{N-1} b_{N-1}
---
2 <= N <= 3000
0 <= A_i <= 10^9
1 <= a_i <= N
1 <= b_i <= N
The given graph is a tree.",
    beyond: "1 <= N <= 10^6
0 <= A_i <= 2^64 - 1
1 <= a_i <= N
1 <= b_i <= N
The given graph is a tree.",
    ..DEFAULTS
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{Input, Shape};
    use crate::registry::{problem, read};

    /// The tree entries' specs shrink a tree to smaller trees only, and refuse what is no tree
    /// or has a value outside the statement's.
    #[test]
    fn tree_specs_shrink_to_trees() {
        let hdu3094 = problem("hdu3094").unwrap();
        let path = read(hdu3094, Domain::Judge, "1\n3\n2 1\n3 2\n");
        let smaller: Vec<String> = hdu3094
            .shape(Domain::Judge)
            .smaller(&path)
            .map(|s| hdu3094.shape(Domain::Judge).render(&s))
            .collect();
        assert!(smaller.contains(&"1\n1\n".to_string()), "{:?}", smaller);
        assert!(
            smaller.contains(&"1\n2\n2 1\n".to_string()),
            "{:?}",
            smaller
        );
        let cot3 = problem("spoj_cot3").unwrap();
        let shape = cot3.shape(Domain::Judge);
        let tree = read(cot3, Domain::Judge, "4\n0 1 0 0\n4 1\n3 2\n2 1\n");
        assert!(shape.admits(&tree));
        let smaller: Vec<Input> = shape.smaller(&tree).collect();
        assert!(!smaller.is_empty() && smaller.iter().all(|s| shape.admits(s)));
        assert!(smaller.iter().any(|s| shape.render(s) == "1\n0\n"));
        for wrong in ["3\n0 2 0\n1 2\n1 3\n", "3\n0 0 0\n1 2\n2 1\n"] {
            assert!(!cot3
                .format(Domain::Beyond)
                .read_tokens(wrong)
                .is_ok_and(|i| cot3
                    .accepts(cot3.format(Domain::Beyond), &i, Domain::Beyond)
                    .is_ok()));
        }
        let agc010f = problem("agc010f").unwrap();
        let one = read(agc010f, Domain::Beyond, "1\n5\n");
        assert!(agc010f.shape(Domain::Beyond).admits(&one));
        assert!(!agc010f.shape(Domain::Judge).admits(&one));
    }
}
