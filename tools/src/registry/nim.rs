//! Nim and its relatives: staircase, misère, take-or-split, Northcott, the coin circle and the
//! anti-diagonal Nim of Nullify The Matrix.

use super::*;

/// A take-or-split game's record (HDU 3032, HDU 5795): `N` then N heaps, within the judge's
/// `1..=judge_heap` and N <= 10^6, or any heaps beyond it.
pub(super) fn splitting_valid(r: &[u64], d: Domain, judge_heap: u64) -> bool {
    let heaps = r.get(1..).unwrap_or_default();
    !r.is_empty()
        && r[0] == heaps.len() as u64
        && (bound(d, 1, 0)..=bound(d, 1_000_000, MAX)).contains(&r[0])
        && fits(
            heaps,
            heaps.len(),
            bound(d, 1, 0),
            bound(d, judge_heap, MAX),
        )
}

/// Heaps of a take-or-split game (HDU 3032, HDU 5795): `N` then N heaps, a fifth of them at the
/// top of the domain (`u64::MAX`, whose value needs bit 64, or the judge's largest heap).
pub(super) fn splitting_record(g: &mut Gen, judge_count: u64, judge_heap: u64) -> Vec<u64> {
    let n = g.count(g.bound(1, 0), g.bound(judge_count, 12));
    let (lo, hi) = (g.bound(1, 0), g.bound(judge_heap, MAX));
    let mut record = vec![n];
    for _ in 0..n {
        let heap = if g.chance(20) { hi } else { g.value(lo, hi) };
        record.push(heap);
    }
    record
}

pub(super) const POJ1704: Problem = Problem {
    name: "poj1704",
    judge: "POJ 1704",
    title: "Georgia and Bob",
    game: "staircase Nim",
    theorem: "xor of paired gaps from the right",
    framing: Framing::Counted,
    record: |g| {
        let n = g.count(0, g.bound(1000, 12));
        let mut record = vec![n];
        let mut positions = distinct(g, n, 1, g.bound(10_000, MAX));
        // Judges' files are often sorted, and solutions that assume it pass them.
        match g.uniform(0, 3) {
            0 => positions.sort_unstable(),
            1 => positions.sort_unstable_by(|a, b| b.cmp(a)),
            _ => {}
        }
        record.extend(positions);
        record
    },
    traps: || around([1, 2, 10_000, MAX - 1]),
    valid: |r, d| {
        let positions = r.get(1..).unwrap_or_default();
        !r.is_empty()
            && r[0] == positions.len() as u64
            && r[0] <= bound(d, 1000, MAX)
            && fits(positions, positions.len(), 1, bound(d, 10_000, MAX))
            && all_distinct(positions)
    },
    max_records: 20,
    smaller: counted_list,
    ..DEFAULTS
};

pub(super) const POJ2484: Problem = Problem {
    name: "poj2484",
    judge: "POJ 2484",
    title: "A Funny Game",
    game: "coin circle (Kayles)",
    theorem: "Alice wins iff n ≤ 2 (mirror strategy)",
    framing: Framing::Terminated(&[0]),
    record: |g| vec![g.value(1, g.bound(1_000_000, MAX))],
    traps: || around([1, 2, 3, 1_000_000]),
    valid: |r, d| fits(r, 1, 1, bound(d, 1_000_000, MAX)),
    ..DEFAULTS
};

pub(super) const HDU2176: Problem = Problem {
    name: "hdu2176",
    judge: "HDU 2176",
    title: "取(m堆)石子游戏",
    game: "Nim, with winning moves",
    theorem: "Bouton: P iff the xor is 0",
    framing: Framing::Terminated(&[0]),
    record: |g| {
        let m = g.count(1, g.bound(200_000, 10));
        let hi = g.bound((1 << 31) - 1, MAX);
        let xor_zero = g.chance(30);
        let mut record = vec![m];
        let mut x = 0;
        for i in 0..m {
            let pile = if xor_zero && i == m - 1 && x <= hi {
                x
            } else if i > 0 && g.chance(10) {
                // Equal piles: each is a winning move of its own, in input order.
                record[1 + g.uniform(0, i - 1) as usize]
            } else {
                g.value(0, hi)
            };
            x ^= pile;
            record.push(pile);
        }
        record
    },
    traps: || around([0, 1, (1 << 31) - 1, MAX]),
    valid: |r, d| {
        let piles = r.get(1..).unwrap_or_default();
        !r.is_empty()
            && r[0] >= 1
            && r[0] == piles.len() as u64
            && r[0] <= bound(d, 200_000, MAX)
            && fits(piles, piles.len(), 0, bound(d, (1 << 31) - 1, MAX))
    },
    check: Some(crate::check::hdu2176),
    smaller: counted_list,
    ..DEFAULTS
};

pub(super) const HDU1907: Problem = Problem {
    name: "hdu1907",
    judge: "HDU 1907",
    title: "John",
    game: "misère Nim",
    theorem: "SJ theorem: the mover wins iff (some heap ≥ 2) = (xor ≠ 0)",
    framing: Framing::Counted,
    // Now and then only heaps of 0 and 1, where the answer is the opposite of Nim's.
    record: |g| {
        let n = g.count(g.bound(1, 0), g.bound(47, 12));
        let (lo, hi) = (g.bound(1, 0), g.bound(4747, MAX));
        let hi = if g.chance(30) { 1 } else { hi };
        let mut record = vec![n];
        for _ in 0..n {
            record.push(g.value(lo, hi));
        }
        record
    },
    traps: || around([1, 2, 4747, MAX]),
    valid: |r, d| {
        let heaps = r.get(1..).unwrap_or_default();
        !r.is_empty()
            && r[0] == heaps.len() as u64
            && (bound(d, 1, 0)..=bound(d, 47, MAX)).contains(&r[0])
            && fits(heaps, heaps.len(), bound(d, 1, 0), bound(d, 4747, MAX))
    },
    max_records: 474,
    smaller: counted_list,
    ..DEFAULTS
};

pub(super) const HDU1850: Problem = Problem {
    name: "hdu1850",
    judge: "HDU 1850",
    title: "Being a Good Boy in Spring Festival",
    game: "Nim, counting winning moves",
    theorem: "Bouton: count the piles a with a ^ xor < a",
    framing: Framing::Terminated(&[0]),
    // Now and then all piles equal: each is counted on its own.
    record: |g| {
        let m = g.count(g.bound(2, 1), g.bound(100, 12));
        let (lo, hi) = (g.bound(1, 0), g.bound(1_000_000, MAX));
        let equal = g.chance(20);
        let first = g.value(lo, hi);
        let mut record = vec![m];
        for _ in 0..m {
            record.push(if equal { first } else { g.value(lo, hi) });
        }
        record
    },
    traps: || around([1, 1_000_000, MAX]),
    valid: |r, d| {
        let piles = r.get(1..).unwrap_or_default();
        !r.is_empty()
            && r[0] == piles.len() as u64
            && (bound(d, 2, 1)..=bound(d, 100, MAX)).contains(&r[0])
            && fits(piles, piles.len(), bound(d, 1, 0), bound(d, 1_000_000, MAX))
    },
    smaller: counted_list,
    ..DEFAULTS
};

pub(super) const HDU3032: Problem = Problem {
    name: "hdu3032",
    judge: "HDU 3032",
    title: "Nim or not Nim?",
    game: "Lasker's Nim (take or split in two)",
    theorem: "Multi-SG: g swaps 4k+3 and 4k+4; g(2^64 − 1) = 2^64",
    framing: Framing::Counted,
    record: |g| splitting_record(g, 1_000_000, (1 << 31) - 1),
    traps: || around([3, 4, (1 << 31) - 1, MAX - 3, MAX]),
    valid: |r, d| splitting_valid(r, d, (1 << 31) - 1),
    max_records: 100,
    smaller: counted_list,
    ..DEFAULTS
};

pub(super) const HDU5795: Problem = Problem {
    name: "hdu5795",
    judge: "HDU 5795",
    title: "A Simple Nim",
    game: "Nim, or split in three",
    theorem: "Multi-SG: g swaps 8k+7 and 8k+8; g(2^64 − 1) = 2^64",
    framing: Framing::Counted,
    record: |g| splitting_record(g, 1_000_000, 1_000_000_000),
    traps: || around([7, 8, 1_000_000_000, MAX - 7, MAX]),
    valid: |r, d| splitting_valid(r, d, 1_000_000_000),
    max_records: 100,
    smaller: counted_list,
    ..DEFAULTS
};

pub(super) const HDU1730: Problem = Problem {
    name: "hdu1730",
    judge: "HDU 1730",
    title: "Northcott Game",
    game: "Northcott's game (partizan, loopy)",
    theorem: "Nim on the gaps between the pieces; a retreat is followed",
    framing: Framing::ToEof,
    record: |g| {
        let n = g.count(g.bound(1, 0), g.bound(1000, 12));
        let m = g.value(2, g.bound(100, MAX));
        let mut record = vec![n, m];
        for _ in 0..n {
            let tom = g.value(1, m);
            let jerry = loop {
                let jerry = g.value(1, m);
                if jerry != tom {
                    break jerry;
                }
            };
            record.extend([tom, jerry]);
        }
        record
    },
    traps: || around([1, 2, 100, MAX]),
    valid: |r, d| {
        let (Some(&n), Some(&m)) = (r.first(), r.get(1)) else {
            return false;
        };
        let rows = &r[2..];
        n.checked_mul(2) == Some(rows.len() as u64)
            && (bound(d, 1, 0)..=bound(d, 1000, MAX)).contains(&n)
            && (2..=bound(d, 100, MAX)).contains(&m)
            && fits(rows, rows.len(), 1, m)
            && rows.chunks(2).all(|row| row[0] != row[1])
    },
    smaller: |r| counted_groups(r, 2, 2),
    ..DEFAULTS
};

/// The top bit's value of the largest Grundy value a pair of piles at most `hi` reaches: the
/// pair `(2^(v-1) + 1, 2^(v-1))` is worth `v`, so `v` is one more than the top bit of `hi - 1`
/// (31 for the judge's 2 * 10^9, 64 for `u64::MAX`).
fn largest_pair_value(hi: u64) -> u32 {
    match hi {
        0 | 1 => 0,
        _ => 64 - (hi - 1).leading_zeros(),
    }
}

/// An E&D pair `(a, b)`, both in `1..=hi`, worth `v` (at most [`largest_pair_value`]): `x =
/// (a - 1) | (b - 1)` has its low `v` bits set and bit `v` clear, and is split into `a - 1`
/// (which holds x's top bit, at most `hi - 1`) and `b - 1` (below that bit).
fn e_and_d_pair(g: &mut Gen, v: u32, hi: u64) -> (u64, u64) {
    let low = if v >= 64 { MAX } else { (1 << v) - 1 };
    // Random bits above bit v, kept only while x's top bit stays within hi - 1.
    let high = if v >= 63 {
        0
    } else {
        g.uniform(0, MAX) >> (v + 1) << (v + 1)
    };
    let fits = |x: u64| x == 0 || 1u64 << (63 - x.leading_zeros()) < hi;
    let x = if fits(low | high) { low | high } else { low };
    if x == 0 {
        return (1, 1);
    }
    let top = 1u64 << (63 - x.leading_zeros());
    let mut a = top | (x & g.uniform(0, MAX) & (top - 1));
    if a > hi - 1 {
        a = top;
    }
    let b = (x & !a) | (a & !top & g.uniform(0, MAX));
    (a + 1, b + 1)
}

/// luogu2148's record `N s_1..s_N`: pairs of random piles, and three in ten of a chosen value
/// (often the largest: 31 for the judge, 64 beyond it, where `ctz(x + 1)` overflows); a
/// quarter of the records end with the pair that makes the xor 0.
pub(super) fn e_and_d_record(g: &mut Gen) -> Vec<u64> {
    let hi = g.bound(2_000_000_000, MAX);
    let most = largest_pair_value(hi);
    let pairs = g.count(g.bound(1, 0), g.bound(10_000, 12));
    let xor_zero = g.chance(25);
    let mut record = vec![2 * pairs];
    let mut xor = 0;
    for i in 0..pairs {
        let (a, b) = if xor_zero && i + 1 == pairs && xor <= most {
            e_and_d_pair(g, xor, hi)
        } else if g.chance(30) {
            let v = match g.uniform(0, 3) {
                0 => most,
                1 => most.saturating_sub(1),
                _ => g.uniform(0, u64::from(most)) as u32,
            };
            e_and_d_pair(g, v, hi)
        } else {
            (g.value(1, hi), g.value(1, hi))
        };
        xor ^= impartial::e_and_d::grundy(a, b).expect("piles of at least 1");
        record.extend([a, b]);
    }
    record
}

pub(super) const LUOGU2148: Problem = Problem {
    name: "luogu2148",
    judge: "Luogu P2148",
    title: "[SDOI2009] E&D",
    game: "pairs of piles: drop one, split the other",
    theorem: "a pair is worth the trailing 1-bits of (a−1) OR (b−1); xor of the pairs",
    framing: Framing::Counted,
    record: e_and_d_record,
    traps: || around([1, 2, 1 << 30, 2_000_000_000, 1 << 63, MAX]),
    valid: |r, d| {
        let piles = r.get(1..).unwrap_or_default();
        !r.is_empty()
            && r[0] == piles.len() as u64
            && r[0] % 2 == 0
            && (bound(d, 2, 0)..=bound(d, 20_000, MAX)).contains(&r[0])
            && fits(piles, piles.len(), 1, bound(d, 2_000_000_000, MAX))
    },
    max_records: 20,
    // Whole pairs, with N lowered by two piles for each.
    smaller: |r| {
        if r.len() % 2 == 0 {
            return Vec::new();
        }
        let cuts = group_cuts(0, &pair_spans(1, r.len()));
        cuts.into_iter()
            .map(|c| Cut { by: 2 * c.by, ..c })
            .collect()
    },
    ..DEFAULTS
};

/// A Nullify The Matrix test (cf1451f), `n m` and the n rows of m values. In the judge's domain
/// `1 <= n, m <= 100` and values up to 10^6; beyond it any values, and now and then a matrix
/// without cells (`n = 0` or `m = 0`, the other any `u64`). A third of the matrices are made
/// P-positions (the last cell of each anti-diagonal set to the xor of the others, values below
/// 2^19 in the judge's domain so that it stays within 10^6), where the rows, columns and
/// `i - j` diagonals rarely xor to 0: solutions using those answer them wrong.
pub(super) fn matrix_record(g: &mut Gen) -> Vec<u64> {
    if g.domain == Domain::Beyond && g.chance(5) {
        let other = g.value(0, MAX);
        return if g.chance(50) {
            vec![0, other]
        } else {
            vec![other, 0]
        };
    }
    let side = g.bound(100, 12);
    let (n, m) = (g.count(1, side), g.count(1, side));
    let (rows, cols) = (n as usize, m as usize);
    let balanced = g.chance(33);
    let hi = match (balanced, g.domain) {
        (true, Domain::Judge) => (1 << 19) - 1,
        (false, Domain::Judge) => 1_000_000,
        (_, Domain::Beyond) => MAX,
    };
    // Small values half the time: equal cells cancel, and solutions that xor the wrong lines
    // meet zeros.
    let small = g.chance(50);
    let mut cells: Vec<u64> = (0..rows * cols)
        .map(|_| {
            if small {
                g.uniform(0, 3)
            } else {
                g.value(0, hi)
            }
        })
        .collect();
    if balanced {
        let mut xor = vec![0u64; rows + cols - 1];
        for (k, &v) in cells.iter().enumerate() {
            xor[k / cols + k % cols] ^= v;
        }
        // The last cell of diagonal d in row-major order is in row min(d, n - 1).
        for (d, &x) in xor.iter().enumerate() {
            let i = d.min(rows - 1);
            cells[i * cols + (d - i)] ^= x;
        }
    }
    let mut record = vec![n, m];
    record.extend(cells);
    record
}

pub(super) const CF1451F: Problem = Problem {
    name: "cf1451f",
    judge: "Codeforces 1451 F",
    title: "Nullify The Matrix",
    game: "lower a cell, rewrite a monotone path from it",
    theorem: "the first player wins iff some anti-diagonal i + j xors to non-zero",
    framing: Framing::Counted,
    record: matrix_record,
    traps: || around([1 << 31, 1 << 32, 1_000_000, 1 << 63, MAX]),
    valid: |r, d| {
        let (Some(&n), Some(&m)) = (r.first(), r.get(1)) else {
            return false;
        };
        let cells = u128::from(n) * u128::from(m);
        let side = bound(d, 1, 0)..=bound(d, 100, MAX);
        side.contains(&n)
            && side.contains(&m)
            && cells + 2 == r.len() as u128
            && fits(&r[2..], r.len() - 2, 0, bound(d, 1_000_000, MAX))
    },
    max_records: 10,
    // Whole rows, with n lowered.
    smaller: |r| match r.get(1).and_then(|&m| usize::try_from(m).ok()) {
        Some(m) if m > 0 => counted_groups(r, 2, m),
        _ => Vec::new(),
    },
    ..DEFAULTS
};
