//! The generators of the bench inputs ([`super::INPUTS`]): each writes its problem's input at a
//! given size through [`super::Out`], from a seed of its own, the same bytes on every machine.

use super::Out;
use crate::generate::Rng;
use std::io;

/// The bound on poj1067's pile sizes.
pub(super) const WYTHOFF_MAX: u64 = 1_000_000_000;

/// The `k`th losing position of Wythoff's game, `(a_k, a_k + k)` with `a_k = floor(k * phi)`,
/// from `floor(k * phi) = floor((k + floor(sqrt(5 k^2))) / 2)` (exact for `k <= 10^9`): another
/// derivation than `impartial::wythoff`'s, so that the test of the losing lines below does not
/// have the library check itself.
pub(super) fn wythoff_losing(k: u64) -> (u64, u64) {
    let a = (k + impartial::num::isqrt(5 * k * k)) / 2;
    (a, a + k)
}

/// The largest `k` whose losing position fits in poj1067's bound.
pub(super) fn wythoff_k_max() -> u64 {
    // b_k grows by 2 or 3 with k, so k_max is within a few steps of 10^9 / phi^2.
    let mut k = WYTHOFF_MAX * 1000 / 2618;
    while wythoff_losing(k + 1).1 <= WYTHOFF_MAX {
        k += 1;
    }
    while wythoff_losing(k).1 > WYTHOFF_MAX {
        k -= 1;
    }
    k
}

/// poj1067: `lines` lines `a b`.
pub(super) fn wythoff(out: &mut Out, lines: u64) -> io::Result<()> {
    let mut rng = Rng::new(1067);
    let top = WYTHOFF_MAX;
    let mut edges = vec![
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 2],
        [2, 1],
        [top, top],
        [0, top],
        [top, 0],
    ];
    let k_max = wythoff_k_max();
    let (mut k, mut next) = (1, 2);
    while k <= k_max {
        let (a, b) = wythoff_losing(k);
        edges.extend([[a, b], [b, a], [a - 1, b], [a + 1, b], [a, b + 1]]);
        (k, next) = (next, k + next);
    }
    edges.retain(|pair| pair.iter().all(|&v| v <= top));
    for pair in edges.iter().take(lines as usize) {
        out.line(pair)?;
    }
    for _ in edges.len() as u64..lines {
        let pair = if rng.chance(10) {
            let (a, b) = wythoff_losing(rng.range(0, k_max));
            if rng.chance(50) {
                [a, b]
            } else {
                [b, a]
            }
        } else {
            [rng.range(0, top), rng.range(0, top)]
        };
        out.line(&pair)?;
    }
    Ok(())
}

/// hdu1847: `lines` lines `n`.
pub(super) fn kiki(out: &mut Out, lines: u64) -> io::Result<()> {
    let mut rng = Rng::new(1847);
    for _ in 0..lines {
        out.number(rng.range(1, 1000), b'\n')?;
    }
    Ok(())
}

/// hdu2176's bounds: piles per case, stones per pile.
pub(super) const NIM_PILES: u64 = 200_000;
pub(super) const NIM_STONES: u64 = 1_000_000;

/// hdu2176: cases holding `piles` piles in all after the small ones, then `0`.
pub(super) fn nim(out: &mut Out, piles: u64) -> io::Result<()> {
    let mut rng = Rng::new(2176);
    let small: [&[u64]; 7] = [
        &[1],
        &[NIM_STONES],
        &[5, 5],
        &[1, 2, 3],
        &[4, 4, 4],
        &[1; 9],
        &[3, 6, 9, 12],
    ];
    for case in small {
        out.number(case.len() as u64, b'\n')?;
        out.line(case)?;
    }
    let mut left = piles;
    let mut values = Vec::new();
    for index in 0.. {
        if left == 0 {
            break;
        }
        let m = if index == 1 {
            NIM_PILES
        } else {
            rng.range(1, NIM_PILES)
        }
        .min(left);
        values.clear();
        values.extend((0..m).map(|_| rng.range(1, NIM_STONES)));
        if index % 10 == 5 && m >= 2 {
            // Losing: the last pile is the XOR of the others, redrawing the first pile until
            // that XOR is a valid pile.
            let mut xor = values[..m as usize - 1].iter().fold(0, |x, &v| x ^ v);
            while !(1..=NIM_STONES).contains(&xor) {
                xor ^= values[0];
                values[0] = rng.range(1, NIM_STONES);
                xor ^= values[0];
            }
            values[m as usize - 1] = xor;
        }
        out.number(m, b'\n')?;
        out.line(&values)?;
        left -= m;
    }
    out.number(0, b'\n')
}

/// poj1704's bounds: chessmen per case in the large cases, and the largest position.
pub(super) const STAIRCASE_N: usize = 1000;
pub(super) const STAIRCASE_MAX: u64 = 10_000;

/// poj1704: `cases` cases (counted in the first line).
pub(super) fn staircase(out: &mut Out, cases: u64) -> io::Result<()> {
    let mut rng = Rng::new(1704);
    out.number(cases, b'\n')?;
    let small: [&[u64]; 2] = [&[1], &[3, 1]];
    for case in small.iter().take(cases as usize) {
        out.number(case.len() as u64, b'\n')?;
        out.line(case)?;
    }
    // A partial Fisher-Yates shuffle on one permutation of the positions: each case's first N
    // entries are a uniform draw of N distinct positions in random order, whatever order the
    // earlier cases left.
    let mut positions: Vec<u64> = (1..=STAIRCASE_MAX).collect();
    for _ in small.len() as u64..cases {
        for i in 0..STAIRCASE_N {
            let j = rng.range(i as u64, STAIRCASE_MAX - 1) as usize;
            positions.swap(i, j);
        }
        out.number(STAIRCASE_N as u64, b'\n')?;
        out.line(&positions[..STAIRCASE_N])?;
    }
    Ok(())
}

/// hdu3032's bounds: cases, heaps per case, stones per heap (`2^31 - 1`).
pub(super) const LASKER_CASES: u64 = 100;
pub(super) const LASKER_HEAPS: u64 = 1_000_000;
pub(super) const LASKER_STONES: u64 = (1 << 31) - 1;

/// The Grundy value of a heap in Lasker's Nim (4k + 3 and 4k + 4 swapped), written out here
/// rather than taken from the library, so that the test of the losing cases below is not the
/// library checking itself. It is its own inverse on the positive numbers.
pub(super) fn lasker_value(heap: u64) -> u64 {
    match heap % 4 {
        0 if heap > 0 => heap - 1,
        3 => heap + 1,
        _ => heap,
    }
}

/// hdu3032: `T`, small cases, then cases holding `heaps` heaps in all (one of the largest size
/// early), one in ten made losing.
pub(super) fn lasker(out: &mut Out, heaps: u64) -> io::Result<()> {
    let mut rng = Rng::new(3032);
    let top = LASKER_STONES;
    // The value of 2^31 - 1 is 2^31: two such heaps lose, one wins, and one beside 3 and 4
    // (values 4 and 3) wins.
    let small: [&[u64]; 7] = [
        &[top],
        &[top, top],
        &[3, 4],
        &[4, 4],
        &[2, 2, 3],
        &[3, 3],
        &[1],
    ];
    let mut sizes = Vec::new();
    let mut left = heaps;
    while left > 0 && (small.len() + sizes.len()) < LASKER_CASES as usize {
        let n = if sizes.len() == 1 {
            LASKER_HEAPS
        } else {
            rng.range(1, LASKER_HEAPS)
        };
        sizes.push(n.min(left));
        left -= n.min(left);
    }
    out.number((small.len() + sizes.len()) as u64, b'\n')?;
    for case in small {
        out.number(case.len() as u64, b'\n')?;
        out.line(case)?;
    }
    let mut values = Vec::new();
    for (index, &n) in sizes.iter().enumerate() {
        values.clear();
        values.extend((0..n).map(|_| rng.range(1, top)));
        if index % 10 == 5 && n >= 2 {
            // Losing: the last heap has the xor of the others' values as its value, redrawing
            // the first heap until that heap is in bounds.
            let last = n as usize - 1;
            let others =
                |values: &[u64]| values[..last].iter().fold(0, |x, &v| x ^ lasker_value(v));
            while !(1..=top).contains(&lasker_value(others(&values))) {
                values[0] = rng.range(1, top);
            }
            values[last] = lasker_value(others(&values));
        }
        out.number(n, b'\n')?;
        out.line(&values)?;
    }
    Ok(())
}

/// yosupo_nim_product_64: `T = pairs`, the edge pairs first, then uniform 64-bit pairs.
pub(super) fn nim_product(out: &mut Out, pairs: u64) -> io::Result<()> {
    let mut rng = Rng::new(64);
    let top = u64::MAX;
    let edges = [
        [0, 0],
        [0, top],
        [1, top],
        [top, top],
        [2, 2],
        [1 << 32, 1 << 32],
        [1 << 63, 3],
    ];
    out.number(pairs, b'\n')?;
    for pair in edges.iter().take(pairs as usize) {
        out.line(pair)?;
    }
    for _ in edges.len() as u64..pairs {
        out.line(&[rng.next_u64(), rng.next_u64()])?;
    }
    Ok(())
}

/// hdu1524's bound on positions, and the queries asked per case.
pub(super) const CHESS_POSITIONS: usize = 1000;
pub(super) const CHESS_QUERIES: usize = 1000;

/// hdu1524: `cases` test cases of 1000 positions each, a blank line before each but the first.
/// The DAG's shape turns with the case: complete (499,500 moves, Grundy values up to 999), dense
/// random (each pair a move with even odds), sparse with repeated out-positions, and a chain
/// `0 -> 1 -> ... -> 999` with a few moves more. Every case numbers its positions at random and
/// lists each out-list in random order; its 1000 queries place 1 to 10 chessmen, repeats allowed.
pub(super) fn chess_dag(out: &mut Out, cases: u64) -> io::Result<()> {
    let mut rng = Rng::new(1524);
    let n = CHESS_POSITIONS;
    let mut order: Vec<u64> = (0..n as u64).collect();
    for case in 0..cases {
        if case > 0 {
            out.byte(b'\n')?;
        }
        // order[i] is the position at rank i; moves go from lower ranks to higher ones.
        rng.shuffle(&mut order);
        let mut lists: Vec<Vec<u64>> = vec![Vec::new(); n];
        for (rank, list) in lists.iter_mut().enumerate() {
            let later = &order[rank + 1..];
            match case % 4 {
                0 => list.extend_from_slice(later),
                1 => list.extend(later.iter().filter(|_| rng.chance(50))),
                2 if !later.is_empty() => {
                    list.extend((0..rng.range(0, 40)).map(|_| *rng.pick(later)))
                }
                3 if !later.is_empty() => {
                    list.push(later[0]);
                    if rng.chance(5) {
                        list.push(*rng.pick(later));
                    }
                }
                _ => {}
            }
            rng.shuffle(list);
        }
        out.number(n as u64, b'\n')?;
        // Position p's list is the one of its rank.
        let mut rank_of = vec![0; n];
        for (rank, &p) in order.iter().enumerate() {
            rank_of[p as usize] = rank;
        }
        for list in rank_of.iter().map(|&rank| &lists[rank]) {
            out.number(
                list.len() as u64,
                if list.is_empty() { b'\n' } else { b' ' },
            )?;
            out.line(list)?;
        }
        for _ in 0..CHESS_QUERIES {
            let m = rng.range(1, 10);
            out.number(m, b' ')?;
            let chessmen: Vec<u64> = (0..m).map(|_| rng.below(n as u64)).collect();
            out.line(&chessmen)?;
        }
        out.number(0, b'\n')?;
    }
    Ok(())
}

/// luogu6560's bound on queries; the moves are five per vertex, as at the judge's bounds
/// (`n = 10^5`, `m = 5 * 10^5`).
pub(super) const TARGET_QUERIES: u64 = 500;
pub(super) const TARGET_MOVES_PER_VERTEX: u64 = 5;

/// luogu6560: `n` vertices, `5n` moves, 500 queries with distinct targets (while `n` allows),
/// so that every query costs a pass over the whole graph, as at the judge's worst. The vertices,
/// numbered at random, are ranked; nineteen moves in twenty go to a higher rank, the rest back,
/// so that there are cycles and draws, and some are self-loops or repeated.
pub(super) fn target_game(out: &mut Out, n: u64) -> io::Result<()> {
    let mut rng = Rng::new(6560);
    let m = TARGET_MOVES_PER_VERTEX * n;
    out.line(&[n, m, TARGET_QUERIES])?;
    let mut ids: Vec<u64> = (1..=n).collect();
    rng.shuffle(&mut ids);
    let mut last = [1, 1];
    for _ in 0..m {
        let edge = match rng.below(1000) {
            0..=4 => [last[0], last[0]],
            5..=14 => last,
            15 => [rng.range(1, n), rng.range(1, n)],
            _ => {
                let from = rng.range(0, n.saturating_sub(2));
                let to = rng.range(from + 1, n.saturating_sub(1).max(from + 1));
                [ids[from as usize], ids[to.min(n - 1) as usize]]
            }
        };
        out.line(&edge)?;
        last = edge;
    }
    for i in 0..TARGET_QUERIES {
        // The targets walk a random order of the vertices (distinct while n allows).
        let target = ids[((i * 7919) % n) as usize];
        let mut start = rng.range(1, n);
        while start == target && n > 1 {
            start = rng.range(1, n);
        }
        out.line(&[start, target])?;
    }
    Ok(())
}

/// spoj_cot3's tree `n`, colours, edges: node `i` of the shape (0 the root) hangs from
/// `parent(i)`; one node in `black_in` is black (none for 0); ids are shuffled with 1 kept for
/// the root, edges shuffled and turned at random.
pub(super) fn combat(
    out: &mut Out,
    rng: &mut Rng,
    n: u64,
    parent: &mut dyn FnMut(&mut Rng, u64) -> u64,
    black_in: u64,
) -> io::Result<()> {
    let mut ids: Vec<u64> = (2..=n).collect();
    rng.shuffle(&mut ids);
    ids.insert(0, 1);
    let colours: Vec<u64> = (0..n)
        .map(|_| u64::from(black_in > 0 && rng.below(black_in) == 0))
        .collect();
    let mut edges: Vec<[u64; 2]> = (1..n)
        .map(|i| [ids[parent(rng, i) as usize], ids[i as usize]])
        .collect();
    rng.shuffle(&mut edges);
    out.number(n, b'\n')?;
    out.line(&colours)?;
    for mut edge in edges {
        if rng.chance(50) {
            edge.swap(0, 1);
        }
        out.line(&edge)?;
    }
    Ok(())
}

/// spoj_cot3: a white path of `n` nodes rooted at an end.
pub(super) fn combat_path(out: &mut Out, n: u64) -> io::Result<()> {
    let mut rng = Rng::new(3);
    combat(out, &mut rng, n, &mut |_, i| i - 1, 0)
}

/// spoj_cot3: a random recursive tree of `n` nodes, one in eight black.
pub(super) fn combat_tree(out: &mut Out, n: u64) -> io::Result<()> {
    let mut rng = Rng::new(33);
    combat(out, &mut rng, n, &mut |rng, i| rng.below(i), 8)
}

/// agc010f: a path of `n` vertices (ids shuffled, edges shuffled and turned at random), the
/// stones in `0..=3` so that neighbours often tie: 10^5 deep from any end for a recursive
/// search, 10^10 steps for the search from every start.
pub(super) fn tree_game(out: &mut Out, n: u64) -> io::Result<()> {
    let mut rng = Rng::new(10);
    let mut ids: Vec<u64> = (1..=n).collect();
    rng.shuffle(&mut ids);
    let stones: Vec<u64> = (0..n).map(|_| rng.below(4)).collect();
    let mut edges: Vec<[u64; 2]> = (1..n as usize).map(|i| [ids[i - 1], ids[i]]).collect();
    rng.shuffle(&mut edges);
    out.number(n, b'\n')?;
    out.line(&stones)?;
    for mut edge in edges {
        if rng.chance(50) {
            edge.swap(0, 1);
        }
        out.line(&edge)?;
    }
    Ok(())
}

/// abc368f: `N = numbers`, then the numbers ten to a line: first the hard and the tricky ones
/// (two primes near `2^32`, multiplied or squared; 3825123056546413051, a strong pseudoprime to
/// the bases 2..23; `2^64 - 1`; the largest prime below `2^64`; `2^63`), then uniform 64-bit
/// numbers, a 0 made 1.
pub(super) fn dividing(out: &mut Out, numbers: u64) -> io::Result<()> {
    let mut rng = Rng::new(368);
    let (p, q) = (4_294_967_291u64, 4_294_967_279u64);
    let edges = [
        p * q,
        p * p,
        3_825_123_056_546_413_051,
        u64::MAX,
        18_446_744_073_709_551_557,
        1 << 63,
    ];
    out.number(numbers, b'\n')?;
    for i in 0..numbers {
        let a = match edges.get(i as usize) {
            Some(&edge) => edge,
            None => rng.next_u64().max(1),
        };
        out.number(
            a,
            if i % 10 == 9 || i + 1 == numbers {
                b'\n'
            } else {
                b' '
            },
        )?;
    }
    Ok(())
}

/// arc091f: `N = piles`, then one pile `A K` a line, each drawn with `A` within 1000 of 10^9
/// and `K` from 17,000 to 21,000 (the longest chains of the judge's bounds are near `K =
/// 19,044`) and kept only when its chain is at least 35,000 jumps (about one draw in sixteen).
pub(super) fn strange_nim(out: &mut Out, piles: u64) -> io::Result<()> {
    let mut rng = Rng::new(91);
    out.number(piles, b'\n')?;
    let mut written = 0;
    while written < piles {
        let k = rng.range(17_000, 21_000);
        let a = 1_000_000_000 - rng.below(1000);
        if impartial::strange_nim::jumps(a, k).is_some_and(|j| j >= STRANGE_NIM_JUMPS) {
            out.number(a, b' ')?;
            out.number(k, b'\n')?;
            written += 1;
        }
    }
    Ok(())
}

/// The fewest jumps of a pile of `strange_nim.in`.
pub(super) const STRANGE_NIM_JUMPS: u64 = 35_000;

/// `berzerk.in`: Codeforces 786 A at its most costly, `n` objects with both players' sets every
/// step `1..n`, each in an order of its own: `2 (n - 1)^2` predecessor walks, 9.8·10^7 at the
/// judge's `n = 7000`.
pub(super) fn berzerk(out: &mut Out, n: u64) -> io::Result<()> {
    let mut rng = Rng::new(11);
    out.number(n, b'\n')?;
    for _ in 0..2 {
        let mut steps: Vec<u64> = (1..n).collect();
        rng.shuffle(&mut steps);
        out.number(n - 1, b' ')?;
        out.line(&steps)?;
    }
    Ok(())
}
