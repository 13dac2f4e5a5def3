//! Games on graphs: chessmen on a DAG, Green Hackenbush on multigraphs, a token on a digraph
//! with cycles, a monster on a circle (Berzerk), geography on a maze. The games on trees are in
//! `trees.rs`.

use super::*;
use crate::input::{numbers, Record, Token};
use impartial::graph::{Arcs, Csr};

/// hdu1524's record `N (X_i w..)*N (M p..)* 0`: a random DAG (arcs follow a random numbering of
/// the positions, so the ids are not a topological order), now and then the chain through every
/// position or the complete DAG; then queries, whose chessmen now and then repeat a position.
pub(super) fn chess_record(g: &mut Gen) -> Vec<u64> {
    let judge = g.domain == Domain::Judge;
    let n = g.count(1, g.bound(1000, 2000));
    let mut order: Vec<u64> = (0..n).collect();
    g.rng.shuffle(&mut order);
    let mut lists = vec![Vec::new(); n as usize];
    match g.uniform(0, 9) {
        0 => {
            for w in order.windows(2) {
                lists[w[0] as usize].push(w[1]);
            }
        }
        1 if n <= 200 => {
            for i in 0..order.len() {
                for &w in &order[i + 1..] {
                    lists[order[i] as usize].push(w);
                }
            }
        }
        _ => {
            let arcs = g.count(0, (n * (n - 1) / 2).min(200_000));
            let mut seen = std::collections::HashSet::new();
            for _ in 0..arcs {
                let (i, j) = (g.uniform(0, n - 1), g.uniform(0, n - 1));
                if i == j {
                    continue;
                }
                let (u, v) = (order[i.min(j) as usize], order[i.max(j) as usize]);
                // A repeated out-position beyond the judge (it means nothing).
                if seen.insert((u, v)) || !judge {
                    lists[u as usize].push(v);
                }
            }
        }
    }
    let mut record = vec![n];
    for list in &mut lists {
        g.rng.shuffle(list);
        record.push(list.len() as u64);
        record.extend(list.iter());
    }
    for _ in 0..g.count(0, 20) {
        let m = g.count(1, g.bound(10, 30));
        record.push(m);
        let mut men: Vec<u64> = Vec::new();
        for _ in 0..m {
            let p = match men.last() {
                Some(&last) if g.chance(20) => last,
                _ => g.uniform(0, n - 1),
            };
            men.push(p);
        }
        record.extend(men);
    }
    record.push(0);
    record
}

/// The offsets where hdu1524's record `r` is split by [`chess_record`]'s structure: after its N
/// lists, then after each query (where the test case may also end).
pub(super) fn chess_parts(r: &[u64]) -> Vec<usize> {
    let mut at = 1;
    for _ in 0..r[0] {
        at += 1 + r[at] as usize;
    }
    let mut ends = vec![at];
    while r[at] != 0 {
        at += 1 + r[at] as usize;
        ends.push(at);
    }
    ends
}

/// hdu1524's positions form a DAG (a cycle is a domain error in both domains); the judge's
/// lists name an out-position once.
fn chess_checks(view: &View, d: Domain) -> Result<(), String> {
    view.each(|case| {
        let n = case.int("N") as usize;
        let (lengths, targets) = (case.ints("X"), case.ints("w"));
        let mut arcs = Vec::with_capacity(targets.len());
        let mut at = 0;
        for (u, &x) in lengths.iter().enumerate() {
            let list = &targets[at..at + x as usize];
            at += x as usize;
            if d == Domain::Judge && !distinct_values(list) {
                return Err(format!("position {} lists an out-position twice", u));
            }
            arcs.extend(list.iter().map(|&v| (u as u32, v as u32)));
        }
        let g = Csr::from_edges(n, &arcs, Arcs::Forward);
        impartial::graph::sinks_first(&g)
            .map(|_| ())
            .map_err(|_| "the positions do not form a DAG".to_string())
    })
}

/// A picture of poj3710 within the judge's shapes: a tree with polygons of 3 to 8 sides hung at
/// single vertices, rooted at 1, on `1..=m`; a polygon's vertices other than its attachment
/// carry nothing else (the judge's pictures never have a subtree or a second polygon there);
/// edges in any order and orientation.
pub(super) fn cactus_picture(g: &mut Gen, most: u64) -> (u64, Vec<(u64, u64)>) {
    let m = g.count(1, most);
    let mut edges = Vec::new();
    // Where something may hang: the root, tree vertices and attachments, not a polygon's rim.
    let mut open = vec![0u64];
    let mut n = 1;
    while n < m {
        let at = open[g.uniform(0, open.len() as u64 - 1) as usize];
        if g.chance(40) && n + 2 <= m {
            let sides = g.uniform(3, (m - n + 1).min(8));
            let mut last = at;
            for v in n..n + sides - 1 {
                edges.push((last, v));
                last = v;
            }
            edges.push((last, at));
            n += sides - 1;
        } else {
            edges.push((at, n));
            open.push(n);
            n += 1;
        }
    }
    let mut label: Vec<u64> = (2..=m).collect();
    g.rng.shuffle(&mut label);
    label.insert(0, 1);
    let mut edges: Vec<(u64, u64)> = edges
        .iter()
        .map(|&(a, b)| (label[a as usize], label[b as usize]))
        .collect();
    scramble(g, &mut edges);
    (m, edges)
}

/// A picture of poj3710 beyond the judge: any multigraph (loops, parallel edges, polygons
/// sharing vertices, parts out of the root's reach), now and then two triangles or a loop at the
/// root; vertex ids spread anywhere in `u64` half the time.
pub(super) fn multigraph_picture(g: &mut Gen) -> (u64, Vec<(u64, u64)>) {
    let v = g.count(1, 12);
    let mut edges: Vec<(u64, u64)> = (0..g.count(0, 30))
        .map(|_| (g.uniform(0, v - 1), g.uniform(0, v - 1)))
        .collect();
    match g.uniform(0, 9) {
        0 => edges.extend([(0, 0)]),
        1 if v >= 5 => edges.extend([(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0)]),
        2 if v >= 2 => edges.extend([(0, 1), (1, 0), (0, 1)]),
        _ => {}
    }
    let (m, label) = if g.chance(50) {
        let mut label: Vec<u64> = (2..=v).collect();
        g.rng.shuffle(&mut label);
        label.insert(0, 1);
        (v + g.count(0, 3), label)
    } else {
        let mut label = vec![1];
        while (label.len() as u64) < v {
            let id = g.value(2, MAX);
            if !label.contains(&id) {
                label.push(id);
            }
        }
        let top = label.iter().copied().max().unwrap_or(1);
        (if g.chance(50) { MAX } else { top }, label)
    };
    let mut edges: Vec<(u64, u64)> = edges
        .iter()
        .map(|&(a, b)| (label[a as usize], label[b as usize]))
        .collect();
    scramble(g, &mut edges);
    (m, edges)
}

pub(super) fn christmas_record(g: &mut Gen) -> Vec<u64> {
    let judge = g.domain == Domain::Judge;
    let pictures = g.count(g.bound(1, 0), g.bound(99, 20));
    let mut record = vec![pictures];
    for _ in 0..pictures {
        let most = g.bound(99, 40);
        let (m, edges) = if judge || g.chance(40) {
            cactus_picture(g, most)
        } else {
            multigraph_picture(g)
        };
        record.extend([m, edges.len() as u64]);
        record.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
    }
    record
}

/// poj3710's judge pictures are cacti of the judge's shape ([`is_cactus`]): polygons hung at
/// single vertices; beyond the judge any multigraph.
fn christmas_checks(view: &View, d: Domain) -> Result<(), String> {
    if d == Domain::Beyond {
        return Ok(());
    }
    view.each(|case| {
        for (j, picture) in case.records().iter().enumerate() {
            let (a, b) = (picture.ints("a"), picture.ints("b"));
            let edges: Vec<(u64, u64)> = a
                .iter()
                .zip(b)
                .map(|(&x, &y)| (x as u64, y as u64))
                .collect();
            if !is_cactus(picture.int("m") as u64, &edges) {
                return Err(format!(
                    "picture {}: not a tree with polygons hung at single vertices",
                    j + 1
                ));
            }
        }
        Ok(())
    })
}

/// luogu6560's record `n m q (u v)*m (x y)*q`: a random digraph with cycles on the ids in use,
/// now and then the chain `1 -> 2 -> ... -> n` (a tenth of the judge's tests), with the traps
/// beyond the judge (self-loops, parallel edges, ids on no edge, ids anywhere in `u64`); then
/// queries with x != y. The queries times the graph stay near 5 * 10^6, so the reference's
/// pass per target stays quick at every size.
pub(super) fn target_game_record(g: &mut Gen) -> Vec<u64> {
    let judge = g.domain == Domain::Judge;
    let v = g.count(2, g.bound(100_000, 2000));
    let chain = g.chance(10);
    let mut edges: Vec<(u64, u64)> = Vec::new();
    if chain {
        edges.extend((1..v).map(|a| (a - 1, a)));
    } else {
        let m = g.count(1, g.bound(500_000, 10_000).min(v * (v - 1)));
        let mut seen = std::collections::HashSet::new();
        while (edges.len() as u64) < m {
            let (a, b) = (g.uniform(0, v - 1), g.uniform(0, v - 1));
            if !judge || (a != b && seen.insert((a, b))) {
                edges.push((a, b));
            }
        }
    }
    // Ids: 1..=v in a random order, or (beyond) spread in u64 with room for ids on no edge.
    let (n, label) = if judge || g.chance(50) {
        let mut label: Vec<u64> = (1..=v).collect();
        if !chain {
            g.rng.shuffle(&mut label);
        }
        (v, label)
    } else {
        let mut label: Vec<u64> = Vec::new();
        while (label.len() as u64) < v {
            let id = g.value(1, MAX);
            if !label.contains(&id) {
                label.push(id);
            }
        }
        (MAX, label)
    };
    let q = g.count(
        1,
        g.bound(500, 50)
            .min(1 + 5_000_000 / (v + edges.len() as u64)),
    );
    let mut record = vec![n, edges.len() as u64, q];
    record.extend(
        edges
            .iter()
            .flat_map(|&(a, b)| [label[a as usize], label[b as usize]]),
    );
    for _ in 0..q {
        let x = g.uniform(0, v - 1);
        let mut y = g.uniform(0, v - 2);
        if y >= x {
            y += 1;
        }
        let (mut x, y) = (label[x as usize], label[y as usize]);
        if !judge && g.chance(10) {
            // Any id, most likely on no edge when n leaves room for one, as the start.
            x = loop {
                let x = g.value(1, n);
                if x != y {
                    break x;
                }
            };
        }
        record.extend([x, y]);
    }
    record
}

/// The offsets in luogu6560's record after each query but the last (answered as it arrives).
pub(super) fn target_game_parts(r: &[u64]) -> Vec<usize> {
    let queries_from = 3 + 2 * r[1] as usize;
    (1..r[2] as usize).map(|k| queries_from + 2 * k).collect()
}

pub(super) const HDU1524: Problem = Problem {
    name: "hdu1524",
    judge: "HDU 1524",
    title: "A Chess Game",
    game: "chessmen moved along the arcs of a DAG",
    theorem: "Sprague-Grundy: xor of g(v) = mex of the successors, sinks first in \
              Tarjan's order (no recursion)",
    // The original ends at the end of the input, the oj7 mirror with `N = 0`: the contract
    // takes both, and the terminated form writes both (the end without it now and then).
    spec: "N
X_1 w_{1,1} ... w_{1,X_1}
:
X_N w_{N,1} ... w_{N,X_N}
query_1
query_2
:
Each query is given in the following format:
M p_1 ... p_M
The queries end with a line `0`.
The input ends with a line `0`, which is not a test case.
---
1 <= N <= 1000
0 <= X_i <= N - 1
0 <= w_{i,j} <= N - 1
1 <= M <= 10
0 <= p_i <= N - 1",
    beyond: "1 <= N <= 10^6
0 <= X_i <= 10^6
0 <= w_{i,j} <= N - 1
1 <= M <= 10^6
0 <= p_i <= N - 1",
    checks: chess_checks,
    draw: Some(|g| numbers(&chess_record(g))),
    traps: || around([1, 999, 1000]),
    parts: Some(Parts {
        ends: chess_parts,
        may_end: true,
    }),
    ..DEFAULTS
};

pub(super) const POJ3710: Problem = Problem {
    name: "poj3710",
    judge: "POJ 3710",
    title: "Christmas Game",
    game: "Green Hackenbush on rooted multigraphs",
    theorem: "fusion principle: a 2-edge-connected block is worth its edge count's parity, \
              then the colon principle",
    spec: "The input consists of several test cases.
Each case is given in the following format:
N
picture_1
:
picture_N
Each picture is given in the following format:
m k
a_1 b_1
:
a_k b_k
Process to the end of file.
---
1 <= N <= 99
1 <= m <= 99
0 <= k <= 499
1 <= a_i, b_i <= m",
    beyond: "0 <= N <= 10^5
0 <= m <= 2^64 - 1
0 <= k <= 10^6
1 <= a_i, b_i <= m",
    checks: christmas_checks,
    draw: Some(|g| numbers(&christmas_record(g))),
    traps: || around([1, 2, 3, 99, 499, MAX]),
    ..DEFAULTS
};

pub(super) const LUOGU6560: Problem = Problem {
    name: "luogu6560",
    judge: "Luogu P6560",
    title: "[SBCOI2020] 时光的流逝",
    game: "a token on a digraph with cycles; moving onto the target wins",
    theorem: "retrograde analysis with out-degree counters; what is left is a draw",
    draw: Some(|g| numbers(&target_game_record(g))),
    traps: || around([1, 2, 500, 100_000, MAX]),
    spec: "n m q
u_1 v_1
:
u_m v_m
x_1 y_1
:
x_q y_q
---
1 <= n <= 10^5
1 <= m <= 5*10^5
1 <= q <= 500
1 <= u_i <= n
1 <= v_i <= n
1 <= x_i <= n
1 <= y_i <= n
The given graph is directed, with no self-loops and no multi-edges.",
    beyond: "0 <= n <= 2^64 - 1
0 <= m <= 10^6
0 <= q <= 10^5
1 <= u_i <= n
1 <= v_i <= n
1 <= x_i <= n
1 <= y_i <= n
The given graph is directed.",
    checks: |v, _| {
        v.each(|r| {
            let apart = r.ints("x").iter().zip(r.ints("y")).all(|(x, y)| x != y);
            apart.then_some(()).ok_or_else(|| "x_i = y_i".to_string())
        })
    },
    parts: Some(Parts {
        ends: target_game_parts,
        may_end: false,
    }),
    ..DEFAULTS
};

/// luogu4055's maze `N M` and N rows of `.` and `#`: random mazes of every density, now and
/// then a snake (full rows joined at alternating ends: one long path), an open maze, a
/// checkerboard of isolated cells or a blocked one; beyond the judge also N = 0 or M = 0, with
/// no rows.
pub(super) fn maze(g: &mut Gen) -> Record {
    if g.domain == Domain::Beyond && g.chance(5) {
        return match g.chance(50) {
            true => numbers(&[0, g.value(0, 1000)]),
            false => numbers(&[g.value(1, 1000), 0]),
        };
    }
    let n = g.count(1, g.bound(100, 200));
    let m = g.count(1, g.bound(100, 200));
    let (shape, free) = (g.uniform(0, 9), g.uniform(0, 100));
    let mut record = numbers(&[n, m]);
    for r in 0..n {
        let row: String = (0..m)
            .map(|c| match shape {
                0 if r % 2 == 1 => r + 1 == n || c != if r % 4 == 1 { m - 1 } else { 0 },
                0 | 1 => false,
                2 => (r + c) % 2 == 1,
                3 => true,
                _ => g.uniform(1, 100) > free,
            })
            .map(|blocked| if blocked { '#' } else { '.' })
            .collect();
        record.push(Token::Text(row));
    }
    record
}

pub(super) const LUOGU4055: Problem = Problem {
    name: "luogu4055",
    judge: "Luogu P4055",
    title: "[JSOI2009] 游戏",
    game: "geography on a maze: place the token, the opponent moves first",
    theorem: "the placer wins from the cells some maximum matching misses \
              (Hopcroft–Karp, then alternating paths)",
    draw: Some(maze),
    traps: || around([1, 2, 99, 100]),
    spec: "N M
S_1
:
S_N
---
1 <= N <= 100
1 <= M <= 100
S_i is a string of length M consisting of `.` and `#`.",
    // N = 0 or M = 0 is an empty maze, whose rows are no tokens.
    beyond: "0 <= N <= 10^6
0 <= M <= 10^6
S_i is a string of length M consisting of `.` and `#`.",
    ..DEFAULTS
};

/// cf786a's record `n k1 s1.. k2 s2..`: two sets of distinct steps in `1..n`, mostly a few
/// steps (where `Loop` and `Lose` sit side by side), now and then every step (the judge's
/// largest walk, 9.8 * 10^7 arcs at n = 7000) or a single one.
pub(super) fn berzerk_record(g: &mut Gen) -> Vec<u64> {
    let n = 2 + g.count(0, g.bound(6998, 999_998));
    let mut record = vec![n];
    for _ in 0..2 {
        let mut steps: Vec<u64> = (1..n).collect();
        g.rng.shuffle(&mut steps);
        let k = match g.uniform(0, 9) {
            0 => n - 1,
            1 => 1,
            _ => g.count(1, (n - 1).min(6)),
        };
        steps.truncate(k as usize);
        record.push(k);
        record.extend(steps);
    }
    record
}

pub(super) const CF786A: Problem = Problem {
    name: "cf786a",
    judge: "Codeforces 786 A",
    title: "Berzerk",
    game: "two players' step sets moving a monster round a circle into a black hole",
    theorem: "retrograde analysis on the 2n states with counters of undecided moves; \
              what is left loops",
    draw: Some(|g| numbers(&berzerk_record(g))),
    traps: || around([2, 3, 6999, 7000, 1_000_000]),
    spec: "n
k_1 s_{1,1} ... s_{1,k_1}
:
k_2 s_{2,1} ... s_{2,k_2}
---
2 <= n <= 7000
1 <= k_i <= n - 1
1 <= s_{i,j} <= n - 1",
    beyond: "2 <= n <= 10^6
1 <= k_i <= n - 1
1 <= s_{i,j} <= n - 1",
    checks: |v, _| {
        v.each(|r| {
            let mut steps = r.ints("s");
            for &k in r.ints("k") {
                let (set, rest) = steps.split_at(k as usize);
                if !distinct_values(set) {
                    return Err("a step given twice in one player's set".to_string());
                }
                steps = rest;
            }
            Ok(())
        })
    },
    ..DEFAULTS
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Shape;
    use crate::registry::{problem, read};

    #[test]
    fn graph_records_cut_into_valid_records() {
        // luogu6560: 1 -> 2, 2 -> 1; queries (1 2), (2 1): a query or an edge goes with its
        // count, and what is left is answered after each query.
        let time_game = problem("luogu6560").unwrap();
        let shape = time_game.shape(Domain::Beyond);
        let time = read(time_game, Domain::Beyond, "2 2 2\n1 2\n2 1\n1 2\n2 1\n");
        let smaller: Vec<String> = shape.smaller(&time).map(|s| shape.render(&s)).collect();
        assert!(
            smaller.contains(&"2 2 1\n1 2\n2 1\n1 2\n".to_string()),
            "{:?}",
            smaller
        );
        assert!(
            smaller.contains(&"2 1 2\n1 2\n1 2\n2 1\n".to_string()),
            "{:?}",
            smaller
        );
        assert_eq!(shape.parts(&time.records[0]), [9]);
        let same = read(time_game, Domain::Beyond, "2 0 1\n1 1\n");
        assert!(!shape.admits(&same));
        // The judge's graph is the edges' block: a loop is refused there, never in the queries.
        let judge = time_game.shape(Domain::Judge);
        assert!(judge.admits(&read(time_game, Domain::Judge, "2 1 1\n1 2\n2 1\n")));
        assert!(!judge.admits(&read(time_game, Domain::Judge, "2 1 1\n1 1\n2 1\n")));
        // luogu4055: rows go with N; an empty maze has no row tokens.
        let geography = problem("luogu4055").unwrap();
        let shape = geography.shape(Domain::Beyond);
        let maze = read(geography, Domain::Beyond, "2 3\n...\n.##\n");
        let smaller: Vec<String> = shape.smaller(&maze).map(|s| shape.render(&s)).collect();
        assert!(smaller.contains(&"1 3\n.##\n".to_string()), "{:?}", smaller);
        assert!(smaller.iter().all(|s| !s.contains('x')));
        assert!(shape.admits(&read(geography, Domain::Beyond, "4 0\n")));
        assert!(!geography
            .shape(Domain::Judge)
            .admits(&read(geography, Domain::Beyond, "4 0\n")));
        let wide = read(geography, Domain::Beyond, "1 2\n.#.\n");
        assert!(!shape.admits(&wide));
    }

    /// poj3710's judge gives polygons touching the rest at one vertex only: a triangle with a
    /// pendant edge at a second vertex (the shape the public accepted solutions answer
    /// wrongly, `docs/problems.md`) is beyond the judge; the sample's shape is within it.
    #[test]
    fn christmas_judge_pictures_hang_polygons_at_one_vertex() {
        let valid = |text: &str, d: Domain| {
            let format = POJ3710.format(d);
            let inst = format.read_tokens(text).unwrap();
            POJ3710.accepts(format, &inst, d).is_ok()
        };
        let sample = "1 4 4 1 2 2 3 2 4 3 4";
        assert!(valid(sample, Domain::Judge));
        let pendant_on_rim = "1 5 5 1 4 3 5 2 5 1 2 1 5";
        assert!(!valid(pendant_on_rim, Domain::Judge));
        assert!(valid(pendant_on_rim, Domain::Beyond));
        // Two polygons and a subtree at one attachment are the judge's.
        let bouquet = "1 6 7 1 2 2 3 3 1 1 4 4 5 5 1 1 6";
        assert!(valid(bouquet, Domain::Judge));
        let mut rng = crate::generate::Rng::new(4);
        let mut g = Gen::new(&mut rng, Domain::Judge, 64, &[]);
        for _ in 0..500 {
            let (m, edges) = cactus_picture(&mut g, 40);
            assert!(is_cactus(m, &edges), "{} {:?}", m, edges);
        }
    }
}
