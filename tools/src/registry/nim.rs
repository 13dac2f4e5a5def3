//! Nim and its relatives: staircase, misère, take-or-split, Northcott, the coin circle and the
//! anti-diagonal Nim of Nullify The Matrix; and the pile games of modern contests (Strange Nim,
//! Thanos Nim, Candy Piles, the Stoned Game).

use super::*;
use crate::input::numbers;

/// A list of `n` distinct values in `lo..=hi` (`hi - lo + 1 >= n`).
fn distinct(g: &mut Gen, n: u64, lo: u64, hi: u64) -> Vec<u64> {
    let mut values = Vec::with_capacity(n as usize);
    while (values.len() as u64) < n {
        let v = g.value(lo, hi);
        if !values.contains(&v) {
            values.push(v);
        }
    }
    values
}

/// N is even (luogu2148's pairs of piles, cf1147c's halves).
fn even(n: i128) -> Result<(), String> {
    (n % 2 == 0)
        .then_some(())
        .ok_or_else(|| format!("N = {} is odd", n))
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
    draw: Some(|g| {
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
        numbers(&record)
    }),
    traps: || around([1, 2, 10_000, MAX - 1]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
N
P_1 ... P_N
---
1 <= T <= 20
0 <= N <= 1000
1 <= P_i <= 10000
P_i are pairwise distinct.",
    beyond: "1 <= T <= 10^5
0 <= N <= 10^5
1 <= P_i <= 2^64 - 1
P_i are pairwise distinct.",
    ..DEFAULTS
};

pub(super) const POJ2484: Problem = Problem {
    name: "poj2484",
    judge: "POJ 2484",
    title: "A Funny Game",
    game: "coin circle (Kayles)",
    theorem: "Alice wins iff n ≤ 2 (mirror strategy)",
    draw: Some(|g| numbers(&[g.value(1, g.bound(1_000_000, MAX))])),
    traps: || around([1, 2, 3, 1_000_000]),
    spec: "n
The input ends with a line `0`, which is not a test case.
---
1 <= n <= 10^6",
    beyond: "1 <= n <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU2176: Problem = Problem {
    name: "hdu2176",
    judge: "HDU 2176",
    title: "取(m堆)石子游戏",
    game: "Nim, with winning moves",
    theorem: "Bouton: P iff the xor is 0",
    draw: Some(|g| {
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
        numbers(&record)
    }),
    traps: || around([0, 1, (1 << 31) - 1, MAX]),
    check: Some(crate::check::hdu2176),
    spec: "m a_1 ... a_m
The input ends with a line `0`, which is not a test case.
---
1 <= m <= 200000
0 <= a_i <= 2^31 - 1",
    beyond: "1 <= m <= 10^6
0 <= a_i <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU1907: Problem = Problem {
    name: "hdu1907",
    judge: "HDU 1907",
    title: "John",
    game: "misère Nim",
    theorem: "SJ theorem: the mover wins iff (some heap ≥ 2) = (xor ≠ 0)",
    // Now and then only heaps of 0 and 1, where the answer is the opposite of Nim's.
    draw: Some(|g| {
        let n = g.count(g.bound(1, 0), g.bound(47, 12));
        let (lo, hi) = (g.bound(1, 0), g.bound(4747, MAX));
        let hi = if g.chance(30) { 1 } else { hi };
        let mut record = vec![n];
        for _ in 0..n {
            record.push(g.value(lo, hi));
        }
        numbers(&record)
    }),
    traps: || around([1, 2, 4747, MAX]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
N
A_1 ... A_N
---
1 <= T <= 474
1 <= N <= 47
1 <= A_i <= 4747",
    beyond: "1 <= T <= 10^5
0 <= N <= 10^5
0 <= A_i <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU1850: Problem = Problem {
    name: "hdu1850",
    judge: "HDU 1850",
    title: "Being a Good Boy in Spring Festival",
    game: "Nim, counting winning moves",
    theorem: "Bouton: count the piles a with a ^ xor < a",
    // Now and then all piles equal: each is counted on its own.
    draw: Some(|g| {
        let m = g.count(g.bound(2, 1), g.bound(100, 12));
        let (lo, hi) = (g.bound(1, 0), g.bound(1_000_000, MAX));
        let equal = g.chance(20);
        let first = g.value(lo, hi);
        let mut record = vec![m];
        for _ in 0..m {
            record.push(if equal { first } else { g.value(lo, hi) });
        }
        numbers(&record)
    }),
    traps: || around([1, 1_000_000, MAX]),
    spec: "m
a_1 ... a_m
The input ends with a line `0`, which is not a test case.
---
2 <= m <= 100
1 <= a_i <= 10^6",
    beyond: "1 <= m <= 10^5
0 <= a_i <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU3032: Problem = Problem {
    name: "hdu3032",
    judge: "HDU 3032",
    title: "Nim or not Nim?",
    game: "Lasker's Nim (take or split in two)",
    theorem: "Multi-SG: g swaps 4k+3 and 4k+4; g(2^64 − 1) = 2^64",
    draw: Some(|g| numbers(&splitting_record(g, 1_000_000, (1 << 31) - 1))),
    traps: || around([3, 4, (1 << 31) - 1, MAX - 3, MAX]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
N
s_1 ... s_N
---
1 <= T <= 100
1 <= N <= 10^6
1 <= s_i <= 2^31 - 1",
    beyond: "1 <= T <= 10^5
0 <= N <= 10^6
0 <= s_i <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU5795: Problem = Problem {
    name: "hdu5795",
    judge: "HDU 5795",
    title: "A Simple Nim",
    game: "Nim, or split in three",
    theorem: "Multi-SG: g swaps 8k+7 and 8k+8; g(2^64 − 1) = 2^64",
    draw: Some(|g| numbers(&splitting_record(g, 1_000_000, 1_000_000_000))),
    traps: || around([7, 8, 1_000_000_000, MAX - 7, MAX]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
N
s_1 ... s_N
---
1 <= T <= 100
1 <= N <= 10^6
1 <= s_i <= 10^9",
    beyond: "1 <= T <= 10^5
0 <= N <= 10^6
0 <= s_i <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU1730: Problem = Problem {
    name: "hdu1730",
    judge: "HDU 1730",
    title: "Northcott Game",
    game: "Northcott's game (partizan, loopy)",
    theorem: "Nim on the gaps between the pieces; a retreat is followed",
    draw: Some(|g| {
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
        numbers(&record)
    }),
    traps: || around([1, 2, 100, MAX]),
    spec: "The input consists of several test cases.
Each case is given in the following format:
n m
t_1 j_1
:
t_n j_n
Process to the end of file.
---
1 <= n <= 1000
2 <= m <= 100
1 <= t_i, j_i <= m",
    beyond: "0 <= n <= 10^5
0 <= m <= 2^64 - 1
1 <= t_i, j_i <= m",
    // Tom's and Jerry's pieces never share a cell.
    checks: |v, _| {
        v.each(|r| {
            let apart = r.ints("t").iter().zip(r.ints("j")).all(|(t, j)| t != j);
            apart.then_some(()).ok_or_else(|| "t_i = j_i".to_string())
        })
    },
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
    draw: Some(|g| numbers(&e_and_d_record(g))),
    traps: || around([1, 2, 1 << 30, 2_000_000_000, 1 << 63, MAX]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
N
S_1 ... S_N
---
1 <= T <= 20
2 <= N <= 20000
1 <= S_i <= 2*10^9",
    beyond: "1 <= T <= 10^5
0 <= N <= 10^5
1 <= S_i <= 2^64 - 1",
    checks: |v, _| v.each(|r| even(r.int("N"))),
    ..DEFAULTS
};

/// The largest `min(K, A / K)` arc091f's binary answers beyond the judge (the library's bound).
const STRANGE_SHORT_SIDE: u64 = impartial::strange_nim::MAX_SHORT_SIDE;

/// One arc091f pile `(A, K)` of the judge's `1..=10^9` or of the extended domain (any `A`, `K >=
/// 1`, `min(K, A / K) <= 10^6`): now and then one of the shapes where solutions go wrong, the
/// longest chains at the judge's bound (`K` near `2 * 10^4`, `A` near `10^9`), a block of
/// `10^7` to `10^9` stones whose plain chain is ~`K / q` steps, a pile that lands on the
/// multiple `qK` (`q + 1` divides the rest), `K = 1` (value `A`); beyond the judge, the longest
/// chain of `u64` (17.7 million jumps: rare, it is 0.1 s of the reference's time).
fn strange_pile(g: &mut Gen) -> (u64, u64) {
    let judge = g.bound(1, 0) == 1;
    let hi = g.bound(1_000_000_000, MAX);
    match g.uniform(0, 19) {
        0 => (
            g.bound(1_000_000_000, MAX) - g.uniform(0, 1000),
            g.uniform(15_000, 25_000),
        ),
        1 => {
            let k = g.uniform(10_000_000, g.bound(1_000_000_000, 1 << 40));
            let q = g.uniform(1, (hi / k).min(9));
            (q * k + g.uniform(0, (k - 1).min(hi - q * k)), k)
        }
        2 => {
            let k = g.uniform(2, g.bound(1000, 1_000_000));
            let q = g.uniform(1, (hi / k).min(k));
            let steps = g.uniform(0, (k - 1) / (q + 1));
            (q * k + steps * (q + 1), k)
        }
        3 => (g.value(1, hi), 1),
        4 if !judge && g.chance(5) => (18_446_732_683_634_940_525, 1_000_000),
        _ => {
            let k = g.value(1, hi);
            let a_hi = if judge {
                hi
            } else if k > STRANGE_SHORT_SIDE {
                // Saturated: then MAX / k is already at most 10^6.
                k.saturating_mul(STRANGE_SHORT_SIDE + 1) - 1
            } else if k > 1000 && !g.chance(5) {
                // Chains of at most 2,000 jumps, so that beyond-domain files stay quick.
                k * 2000
            } else {
                MAX
            };
            (g.value(g.bound(1, 0), a_hi), k)
        }
    }
}

/// arc091f's record `N (A_i K_i)*N`; four in ten end with a pile worth the xor of the others
/// (`A = vK`), so that Aoki wins and a wrong value anywhere shows.
fn strange_record(g: &mut Gen) -> Vec<u64> {
    let n = g.count(g.bound(1, 0), g.bound(200, 40));
    let xor_zero = g.chance(40);
    let mut record = vec![n];
    let mut xor = 0;
    for i in 0..n {
        let hi = g.bound(1_000_000_000, MAX);
        let (a, k) = match xor {
            0 if xor_zero && i + 1 == n => (1, 2),
            v if xor_zero && i + 1 == n && v <= hi => {
                let k = g.uniform(1, (hi / v).min(1000));
                (v * k, k)
            }
            _ => strange_pile(g),
        };
        xor ^= impartial::strange_nim::grundy(a, k).expect("a pile of the domain");
        record.extend([a, k]);
    }
    record
}

pub(super) const ARC091F: Problem = Problem {
    name: "arc091f",
    judge: "AtCoder ARC091 F",
    title: "Strange Nim",
    game: "Nim where a move takes at most a K-th of the pile",
    theorem: "g = A/K at a multiple of K, else g(A − ⌊A/K⌋ − 1), the chain followed block by block",
    draw: Some(|g| numbers(&strange_record(g))),
    traps: || {
        let mut traps = around([1, 2, 1_000_000, 1_000_000_000, 1 << 32, MAX]);
        traps.extend([19_044, 999_999_998, 100_000_007, 18_446_732_683_634_940_525]);
        traps
    },
    spec: "N
A_1 K_1
:
A_N K_N
---
1 <= N <= 200
1 <= A_i, K_i <= 10^9",
    beyond: "0 <= N <= 10^5
0 <= A_i <= 2^64 - 1
1 <= K_i <= 2^64 - 1",
    // Beyond the judge, min(K, A / K) within the library's bound.
    checks: |v, d| {
        v.each(|r| {
            let short = |(&a, &k): (&i128, &i128)| k.min(a / k) <= STRANGE_SHORT_SIDE as i128;
            let fits = d == Domain::Judge || r.ints("A").iter().zip(r.ints("K")).all(short);
            fits.then_some(())
                .ok_or_else(|| "min(K, A / K) past the bound".to_string())
        })
    },
    ..DEFAULTS
};

/// cf1147c's record `n a_1..a_n` (n even): half the records put the least pile on exactly
/// `n / 2` or `n / 2 + 1` piles (the boundary of the rule) or on a random number of them, the
/// others above it; the rest are drawn pile by pile, equal piles now and then.
fn thanos_record(g: &mut Gen) -> Vec<u64> {
    let n = 2 * g.count(1, g.bound(25, 20));
    let (lo, hi) = (g.bound(1, 0), g.bound(50, MAX));
    let mut piles: Vec<u64> = Vec::with_capacity(n as usize);
    if g.chance(50) {
        let least = g.value(lo, hi);
        let minima = match g.uniform(0, 3) {
            0 => n / 2,
            1 => n / 2 + 1,
            _ => g.uniform(1, n),
        };
        for i in 0..n {
            piles.push(if i < minima || least == hi {
                least
            } else {
                g.value(least + 1, hi)
            });
        }
        for i in (1..piles.len()).rev() {
            piles.swap(i, g.uniform(0, i as u64) as usize);
        }
    } else {
        for i in 0..n {
            let pile = if i > 0 && g.chance(20) {
                piles[g.uniform(0, i - 1) as usize]
            } else {
                g.value(lo, hi)
            };
            piles.push(pile);
        }
    }
    let mut record = vec![n];
    record.extend(piles);
    record
}

pub(super) const CF1147C: Problem = Problem {
    name: "cf1147c",
    judge: "Codeforces 1147 C",
    title: "Thanos Nim",
    game: "take from exactly half of the piles",
    theorem: "Bob wins iff more than n/2 piles hold the least pile",
    draw: Some(|g| numbers(&thanos_record(g))),
    traps: || around([0, 1, 50, 1 << 31, 1 << 32, MAX]),
    spec: "n
a_1 ... a_n
---
2 <= n <= 50
1 <= a_i <= 50",
    beyond: "2 <= n <= 10^5
0 <= a_i <= 2^64 - 1",
    checks: |v, _| v.each(|r| even(r.int("n"))),
    ..DEFAULTS
};

/// agc002e's record `N a_1..a_N`. Half the records are drawn as Young diagrams around the end
/// of the diagonal walk: `k` piles above the diagonal (any size), then the pile that stops the
/// walk, often exactly `k + 1` (where a `>=` walk steps on a cell without candy), and a row
/// of piles at most that high, many of them `k + 1` or `k` (the row's length decides). The
/// others are random piles, their top often the pile count so that the walk stops early.
fn candy_piles_record(g: &mut Gen) -> Vec<u64> {
    let n = g.count(1, g.bound(100_000, MAX));
    let hi = g.bound(1_000_000_000, MAX);
    let mut piles = Vec::with_capacity(n as usize);
    if g.chance(50) {
        // The walk ends at (k, k): a_j > j for j <= k, built from a_k up so that it decreases.
        let k = g.uniform(0, n - 1);
        let mut above = vec![g.value(k + 1, hi)];
        for _ in 0..k {
            let last = *above.last().expect("not empty");
            let step = match g.uniform(0, 2) {
                0 => 0,
                1 => g.uniform(1, 3),
                _ => g.value(1, hi),
            };
            above.push(last.saturating_add(step).min(hi).max(last));
        }
        piles.extend(above);
        if k + 1 < n {
            let stop = if g.chance(50) {
                k + 1
            } else {
                g.uniform(1, k + 1)
            };
            piles.push(stop);
            while (piles.len() as u64) < n {
                let pile = match g.uniform(0, 3) {
                    0 => stop,
                    1 => stop.saturating_sub(1).max(1),
                    _ => g.uniform(1, stop),
                };
                piles.push(pile);
            }
        }
        g.rng.shuffle(&mut piles);
    } else {
        let top = match g.uniform(0, 2) {
            0 => n.min(hi),
            1 => n.saturating_mul(2).min(hi),
            _ => hi,
        };
        for _ in 0..n {
            piles.push(g.value(1, top));
        }
    }
    let mut record = vec![n];
    record.extend(piles);
    record
}

pub(super) const AGC002E: Problem = Problem {
    name: "agc002e",
    judge: "AtCoder AGC002 E",
    title: "Candy Piles",
    game: "eat a largest pile or a layer; the last candy loses",
    theorem: "walk the Young diagram's diagonal while a_{i+1} > i+1; Snuke wins iff the \
              column or the row left there is odd",
    draw: Some(|g| numbers(&candy_piles_record(g))),
    traps: || around([1, 2, 3, 1_000_000_000, MAX]),
    spec: "N
a_1 ... a_N
---
1 <= N <= 10^5
1 <= a_i <= 10^9",
    beyond: "1 <= N <= 2*10^5
1 <= a_i <= 2^64 - 1",
    ..DEFAULTS
};

/// cf1396b's record `n a_1..a_n`. A third of the records put a largest pile of exactly half
/// the stones (`2M = S`: lost for T when S is even, the line a `>=` gets wrong), and beyond
/// the judge a fifth put piles near `u64::MAX`, whose total passes 2^64 (and `S - M` too, with
/// three or more of them).
fn stoned_record(g: &mut Gen) -> Vec<u64> {
    let n = g.count(g.bound(1, 0), g.bound(100, 12));
    let (lo, hi) = (g.bound(1, 0), g.bound(100, MAX));
    let mut piles: Vec<u64> = Vec::with_capacity(n as usize);
    if n >= 1 && g.chance(33) {
        let cap = (hi / (n - 1).max(1)).max(lo);
        piles.extend((1..n).map(|_| g.value(lo, cap)));
        let others: u64 = piles.iter().sum();
        let largest = piles.iter().copied().max().unwrap_or(0);
        if (lo..=hi).contains(&others) && others >= largest {
            piles.push(others);
        } else {
            piles.push(g.value(lo, hi));
        }
        g.rng.shuffle(&mut piles);
    } else if g.domain == Domain::Beyond && g.chance(20) {
        piles.extend((0..n).map(|_| {
            if g.chance(25) {
                g.value(0, 5)
            } else {
                MAX - g.uniform(0, 3)
            }
        }));
    } else {
        piles.extend((0..n).map(|_| g.value(lo, hi)));
    }
    let mut record = vec![n];
    record.extend(piles);
    record
}

pub(super) const CF1396B: Problem = Problem {
    name: "cf1396b",
    judge: "Codeforces 1396 B",
    title: "Stoned Game",
    game: "take a stone, not from the pile taken from last",
    theorem: "T wins iff 2M > S or S is odd (S in u128 beyond the judge)",
    draw: Some(|g| numbers(&stoned_record(g))),
    traps: || around([0, 1, 2, 50, 100, MAX / 2, MAX]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
n
a_1 ... a_n
---
1 <= T <= 100
1 <= n <= 100
1 <= a_i <= 100",
    beyond: "1 <= T <= 10^5
0 <= n <= 10^5
0 <= a_i <= 2^64 - 1",
    ..DEFAULTS
};

/// A Nullify The Matrix test (cf1451f), `n m` and the n rows of m values. In the judge's domain
/// `1 <= n, m <= 100` and values up to 10^6; beyond it any values, and now and then a matrix
/// without cells (`n = 0` or `m = 0`, the other up to 10^6: the contract takes any `u64`, but
/// the spec holds a length for each of the n rows, empty or not). A third of the matrices are made
/// P-positions (the last cell of each anti-diagonal set to the xor of the others, values below
/// 2^19 in the judge's domain so that it stays within 10^6), where the rows, columns and
/// `i - j` diagonals rarely xor to 0: solutions using those answer them wrong.
pub(super) fn matrix_record(g: &mut Gen) -> Vec<u64> {
    if g.domain == Domain::Beyond && g.chance(5) {
        let other = g.value(0, 1_000_000);
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
    draw: Some(|g| numbers(&matrix_record(g))),
    traps: || around([1 << 31, 1 << 32, 1_000_000, 1 << 63, MAX]),
    spec: "t
case_1
:
case_t
Each test case is given in the following format:
n m
a_{1,1} a_{1,2} ... a_{1,m}
:
a_{n,1} a_{n,2} ... a_{n,m}
---
1 <= t <= 10
1 <= n, m <= 100
0 <= a_{i,j} <= 10^6",
    beyond: "1 <= t <= 10^5
0 <= n, m <= 10^6
0 <= a_{i,j} <= 2^64 - 1",
    ..DEFAULTS
};
