//! Drawing a graph's edges as its sentences allow: trees in the shapes that break solutions
//! (paths for deep recursion, stars for wide nodes, caterpillars, heaps, brooms, random
//! recursive trees), connected graphs as a tree plus extra edges, and free edge lists with
//! self-loops and repeated edges now and then where the spec allows them.

use super::rules::GraphFlags;
use crate::generate::Rng;
use std::collections::HashSet;

/// The most edges a graph of `n` vertices may have under `flags` (`i128::MAX`: no limit).
pub fn max_edges(n: i128, flags: GraphFlags) -> i128 {
    if flags.tree {
        return (n - 1).max(0);
    }
    match (flags.no_multi, flags.no_loops, flags.directed) {
        (false, _, _) => i128::MAX,
        (true, true, false) => n * (n - 1) / 2,
        (true, false, false) => n * (n + 1) / 2,
        (true, true, true) => n * (n - 1),
        (true, false, true) => n * n,
    }
}

/// The fewest edges: `n - 1` for a connected graph or a tree of `n >= 1` vertices.
pub fn min_edges(n: i128, flags: GraphFlags) -> i128 {
    if flags.tree || flags.connected {
        (n - 1).max(0)
    } else {
        0
    }
}

/// A spanning tree of vertices `0..n` in one of the shapes, as (parent, child) pairs.
fn tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let shape = rng.below(8);
    let spine = (n / 2).max(1);
    (1..n)
        .map(|i| {
            let parent = match shape {
                0 => i - 1,                                       // path
                1 => 0,                                           // star
                2 => (i - 1) / 2,                                 // heap
                3 if i < spine => i - 1,                          // caterpillar: a spine,
                3 => rng.below(spine as u64) as usize,            // legs on it
                4 if i < spine => i - 1,                          // broom: a handle,
                4 => spine - 1,                                   // bristles at its end
                5 => i - 1 - rng.below(i.min(3) as u64) as usize, // deep and thin
                _ => rng.below(i as u64) as usize,                // random recursive
            };
            (parent, i)
        })
        .collect()
}

/// `m` edges on vertices `0..n` as the flags allow, or `Err` when there cannot be `m`.
pub fn edges(
    rng: &mut Rng,
    n: usize,
    m: usize,
    flags: GraphFlags,
) -> Result<Vec<(usize, usize)>, String> {
    let (ni, mi) = (n as i128, m as i128);
    if mi > max_edges(ni, flags) || mi < min_edges(ni, flags) || (n == 0 && m > 0) {
        return Err(format!(
            "no graph of {} vertices has {} edges as the constraints ask",
            n, m
        ));
    }
    let key = |a: usize, b: usize| {
        if flags.directed {
            (a, b)
        } else {
            (a.min(b), a.max(b))
        }
    };
    let mut out = if flags.tree || flags.connected {
        tree(rng, n)
    } else {
        Vec::new()
    };
    let mut seen: HashSet<(usize, usize)> = out.iter().map(|&(a, b)| key(a, b)).collect();
    let max = max_edges(ni, flags);
    if flags.no_multi && mi > max / 2 && max <= 4_000_000 {
        // Dense: every pair, shuffled, the first ones not taken yet.
        let mut all = Vec::new();
        for a in 0..n {
            for b in 0..n {
                let loop_ok = a != b || !flags.no_loops;
                if loop_ok && (flags.directed || a <= b) && !seen.contains(&(a, b)) {
                    all.push((a, b));
                }
            }
        }
        rng.shuffle(&mut all);
        out.extend(all.into_iter().take(m - out.len()));
    } else {
        let loops = if flags.no_loops { 0 } else { rng.below(3) * 5 };
        let repeats = if flags.no_multi { 0 } else { rng.below(3) * 5 };
        let mut tries = 0u64;
        while out.len() < m {
            tries += 1;
            if tries > 1000 * (m as u64 + 10) {
                return Err(format!("could not place {} edges on {} vertices", m, n));
            }
            let (a, b) = if !out.is_empty() && rng.chance(repeats) {
                out[rng.below(out.len() as u64) as usize]
            } else if n > 0 && rng.chance(loops) {
                let a = rng.below(n as u64) as usize;
                (a, a)
            } else if n >= 2 {
                let a = rng.below(n as u64) as usize;
                let b = (a + 1 + rng.below(n as u64 - 1) as usize) % n;
                (a, b)
            } else if !flags.no_loops && n == 1 {
                (0, 0)
            } else {
                return Err(format!("no edge fits on {} vertices", n));
            };
            if flags.no_loops && a == b {
                continue;
            }
            if flags.no_multi && !seen.insert(key(a, b)) {
                continue;
            }
            out.push((a, b));
        }
    }
    // Labels: kept (a path 1-2-3-... is the deep recursion case) or shuffled; edges in order
    // or shuffled; each edge's ends in either order.
    if rng.chance(70) {
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        for e in &mut out {
            *e = (label[e.0], label[e.1]);
        }
    }
    if rng.chance(70) {
        rng.shuffle(&mut out);
    }
    if !flags.directed {
        for e in &mut out {
            if rng.chance(50) {
                *e = (e.1, e.0);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::verify::graph_ok;
    use super::*;

    fn flags(tree: bool, connected: bool, no_loops: bool, no_multi: bool) -> GraphFlags {
        GraphFlags {
            tree,
            connected,
            no_loops,
            no_multi,
            directed: false,
        }
    }

    fn graph(f: GraphFlags) -> super::super::Graph {
        super::super::Graph {
            block: 0,
            u: 0,
            v: 1,
            base: 0,
            hi: super::super::expr::Expr::Num(0),
            vertices: None,
            flags: f,
            line: 1,
        }
    }

    #[test]
    fn every_shape_keeps_its_flags() {
        let mut rng = Rng::new(5);
        for f in [
            flags(true, false, false, false),
            flags(false, true, true, true),
            flags(false, false, true, true),
            flags(false, false, false, false),
            flags(false, true, false, false),
        ] {
            for n in 1..30usize {
                let lo = min_edges(n as i128, f) as usize;
                let hi = max_edges(n as i128, f).min(60) as usize;
                for m in [lo, (lo + hi) / 2, hi] {
                    for _ in 0..5 {
                        let e = edges(&mut rng, n, m, f).unwrap();
                        assert_eq!(e.len(), m);
                        let e: Vec<(i128, i128)> =
                            e.iter().map(|&(a, b)| (a as i128, b as i128)).collect();
                        graph_ok(&e, 0, n as i128, &graph(f)).unwrap();
                    }
                }
            }
        }
    }

    #[test]
    fn impossible_counts_are_refused() {
        let mut rng = Rng::new(1);
        assert!(edges(&mut rng, 4, 7, flags(false, false, true, true)).is_err());
        assert!(edges(&mut rng, 4, 2, flags(false, true, true, true)).is_err());
        assert!(edges(&mut rng, 4, 2, flags(true, false, false, false)).is_err());
        assert!(edges(&mut rng, 1, 1, flags(false, false, true, false)).is_err());
        assert_eq!(
            edges(&mut rng, 1, 3, flags(false, false, false, false)).unwrap(),
            vec![(0, 0); 3]
        );
    }

    #[test]
    fn paths_and_stars_are_drawn() {
        let mut rng = Rng::new(9);
        let (mut path, mut star) = (false, false);
        for _ in 0..200 {
            let e = edges(&mut rng, 8, 7, flags(true, false, false, false)).unwrap();
            let mut degree = [0; 8];
            for (a, b) in e {
                degree[a] += 1;
                degree[b] += 1;
            }
            path |= degree.iter().all(|&d| d <= 2);
            star |= degree.contains(&7);
        }
        assert!(path && star);
    }
}
