//! Bash and the subtraction games: a heap, a set of amounts to take, and the auction and stone
//! variants that reduce to them.

use super::*;
use crate::input::numbers;

pub(super) const HDU1847: Problem = Problem {
    name: "hdu1847",
    judge: "HDU 1847",
    title: "Good Luck in CET-4 Everybody!",
    game: "take a power of two",
    theorem: "subtraction game: P iff n ≡ 0 (mod 3)",
    spec: "The input consists of several test cases.
Each case is given in the following format:
n
Process to the end of file.
---
1 <= n <= 1000",
    beyond: "0 <= n <= 2^64 - 1",
    traps: || around([0, 3, 999, 1000, MAX - 2]),
    ..DEFAULTS
};

pub(super) const HDU2149: Problem = Problem {
    name: "hdu2149",
    judge: "HDU 2149",
    title: "Public Sale",
    game: "Bash (auction)",
    theorem: "lost iff the amount left ≡ 0 (mod N+1); list the winning first raises",
    spec: "The input consists of several test cases.
Each case is given in the following format:
M N
Process to the end of file.
---
1 <= M, N <= 1099",
    beyond: "1 <= M, N <= 2^64 - 1",
    // Beyond the judge the answer lists N - M + 1 raises when N >= M: keep that list short.
    checks: |v, d| {
        v.each(|r| {
            let (m, n) = (r.int("M"), r.int("N"));
            (d == Domain::Judge || n < m || n - m <= 1200)
                .then_some(())
                .ok_or_else(|| "N - M past 1200 beyond the judge".to_string())
        })
    },
    draw: Some(|g| {
        let m = g.value(1, g.bound(1099, MAX));
        let n = if g.domain == Domain::Judge {
            g.value(1, 1099)
        } else if g.chance(50) {
            g.value(1, 1200)
        } else {
            m.saturating_add(g.uniform(0, 1000))
        };
        numbers(&[m, n])
    }),
    traps: || around([1, 1099]),
    ..DEFAULTS
};

pub(super) const HDU1846: Problem = Problem {
    name: "hdu1846",
    judge: "HDU 1846",
    title: "Brave Game",
    game: "Bash",
    theorem: "P iff n ≡ 0 (mod m+1)",
    spec: "C
case_1
:
case_C
Each case is given in the following format:
n m
---
1 <= C <= 100
1 <= n, m <= 1000",
    beyond: "1 <= C <= 10^5\n0 <= n, m <= 2^64 - 1",
    traps: || around([1, 1000, MAX]),
    ..DEFAULTS
};

pub(super) const HDU4764: Problem = Problem {
    name: "hdu4764",
    judge: "HDU 4764",
    title: "Stone",
    game: "Bash variant",
    theorem: "Bash on N−1 with m = k",
    spec: "N k
The input ends with a line `0 0`, which is not a test case.
---
1 <= N <= 10^8
1 <= k <= 100",
    beyond: "1 <= N, k <= 2^64 - 1",
    traps: || around([1, 2, 100, 101, 100_000_000]),
    terminators: &[&[0, 1], &[0, 7], &[0, 100]],
    ..DEFAULTS
};

pub(super) const HDU1848: Problem = Problem {
    name: "hdu1848",
    judge: "HDU 1848",
    title: "Fibonacci again and again",
    game: "subtraction game, 3 piles",
    theorem: "Sprague-Grundy: xor of table values",
    spec: "m n p
The input ends with a line `0 0 0`, which is not a test case.
---
1 <= m, n, p <= 1000",
    beyond: "0 <= m, n, p <= 10^6",
    // The table's last entry (a pile of exactly 1000) and the Fibonacci moves near it.
    traps: || around(fibonacci_numbers().into_iter().take(15).chain([1000])),
    ..DEFAULTS
};

pub(super) const HDU1536: Problem = Problem {
    name: "hdu1536",
    judge: "HDU 1536",
    title: "S-Nim",
    game: "subtraction game over a set S, many heaps",
    theorem: "Sprague-Grundy: xor of g(h); g is eventually periodic (a repeated window of \
              max(S) values repeats all after it), found exactly",
    spec: "k s_1 ... s_k
m
l_1 h_{1,1} ... h_{1,l_1}
:
l_m h_{m,1} ... h_{m,l_m}
The input ends with a line `0`, which is not a test case.
---
1 <= k <= 100
1 <= s_i <= 10000
1 <= m <= 100
1 <= l_i <= 100
0 <= h_{i,j} <= 10000",
    beyond: "1 <= k <= 10^5
1 <= s_i <= 2^64 - 1
0 <= m <= 10^5
0 <= l_i <= 10^5
0 <= h_{i,j} <= 2^64 - 1",
    // Beyond the judge: small moves with heaps anywhere in u64 (a small set's period is found
    // in microseconds), or moves anywhere in u64 with heaps the table reaches without a
    // period; the contract's other inputs may take the reference long.
    draw: Some(|g| {
        let judge = g.domain == Domain::Judge;
        let huge_moves = !judge && g.chance(20);
        let (move_hi, heap_hi) = match (judge, huge_moves) {
            (true, _) => (10_000, 10_000),
            (false, true) => (MAX, 2000),
            (false, false) => (30, MAX),
        };
        let k = g.count(1, g.bound(100, 5));
        let mut record = vec![k];
        for i in 0..k {
            // S may repeat a move; a repeat means nothing.
            let s = if i > 0 && g.chance(15) {
                record[1 + g.uniform(0, i - 1) as usize]
            } else {
                g.value(1, move_hi)
            };
            record.push(s);
        }
        let m = g.count(g.bound(1, 0), g.bound(100, 3));
        record.push(m);
        for _ in 0..m {
            let l = g.count(g.bound(1, 0), g.bound(100, 3));
            record.push(l);
            for _ in 0..l {
                record.push(g.value(0, heap_hi));
            }
        }
        numbers(&record)
    }),
    // A heap or a move of exactly 10000: the last index of a table sized to the bound.
    traps: || around([1, 2, 9999, 10_000]),
    ..DEFAULTS
};

pub(super) const LEETCODE292: Problem = Problem {
    name: "leetcode292",
    judge: "LeetCode 292",
    title: "Nim Game",
    game: "Bash with m = 3",
    theorem: "you lose iff n ≡ 0 (mod 4)",
    spec: "The input consists of several test cases.
Each case is given in the following format:
n
Process to the end of file.
---
1 <= n <= 2^31 - 1",
    beyond: "0 <= n <= 2^64 - 1",
    traps: || around([4, (1 << 31) - 1, (1 << 31) - 4]),
    ..DEFAULTS
};

/// hdu1851's record `n (M L)*n`. Three cases in ten make the xor of the Bash values 0 (the
/// second player's `Yes`) with the last heap. Beyond the judge `L = u64::MAX`, where `L + 1`
/// passes `u64` and the value is `M` itself, comes from the trap pool and the bounds.
pub(super) fn bash_sum_record(g: &mut Gen) -> Vec<u64> {
    let judge = g.domain == Domain::Judge;
    let (lo, hi) = (g.bound(1, 0), g.bound(20, MAX));
    let n = g.count(g.bound(1, 0), g.bound(10, 12));
    let mut record = vec![n];
    let mut xor = 0;
    for i in 0..n {
        let (m, l) = if i + 1 == n && g.chance(30) {
            // A heap worth `xor`: M = xor with L >= xor, or M = L + 1 for a value of 0.
            match xor {
                0 if judge => {
                    let l = g.value(1, 19);
                    (l + 1, l)
                }
                x if x <= hi && (!judge || x >= 1) => (x, g.value(x, hi)),
                _ => (g.value(lo, hi), g.value(lo, hi)),
            }
        } else {
            (g.value(lo, hi), g.value(lo, hi))
        };
        xor ^= impartial::bash::grundy(m, l);
        record.extend([m, l]);
    }
    record
}

pub(super) const HDU1851: Problem = Problem {
    name: "hdu1851",
    judge: "HDU 1851",
    title: "A Simple Game",
    game: "a sum of Bash games",
    theorem: "Sprague-Grundy: Yes (the second player wins) iff the xor of M mod (L+1) is 0",
    spec: "T
case_1
:
case_T
Each case is given in the following format:
n
M_1 L_1
:
M_n L_n
---
1 <= T <= 10^5
1 <= n <= 10
1 <= M_i, L_i <= 20",
    beyond: "1 <= T <= 10^5
0 <= n <= 12
0 <= M_i, L_i <= 2^64 - 1",
    draw: Some(|g| numbers(&bash_sum_record(g))),
    traps: || around([1, 20, MAX]),
    ..DEFAULTS
};

/// hdu2897's record `n p q` with `1 <= p <= q` (and `p + q < 2^31` for the judge, whose
/// accepted solutions add them in an `int`). Two records in five put n where the bands meet:
/// a multiple of `p + q` plus 0, 1, `p - 1`, `p`, `p + 1` or `p + q - 1`.
pub(super) fn misere_range_record(g: &mut Gen) -> Vec<u64> {
    let hi = g.bound((1 << 31) - 1, MAX);
    // For the judge p < 2^30 leaves room for q >= p with p + q < 2^31.
    let p = g.value(1, g.bound((1 << 30) - 1, MAX));
    let q = g.value(p, g.bound(hi - p, MAX));
    let period = u128::from(p) + u128::from(q);
    let r = match g.uniform(0, 5) {
        0 => 0,
        1 => 1,
        2 => u128::from(p) - 1,
        3 => u128::from(p),
        4 => u128::from(p) + 1,
        _ => period - 1,
    };
    let n = if g.chance(40) && r <= u128::from(hi) {
        let most = (u128::from(hi) - r) / period;
        let s = match g.uniform(0, 3) {
            0 => 0,
            1 => most.min(1),
            _ => u128::from(g.uniform(0, most.min(u128::from(MAX)) as u64)),
        };
        u64::try_from(s * period + r).expect("at most hi")
    } else {
        g.value(0, hi)
    };
    let n = if g.domain == Domain::Judge {
        n.max(1)
    } else {
        n
    };
    vec![n, p, q]
}

pub(super) const HDU2897: Problem = Problem {
    name: "hdu2897",
    judge: "HDU 2897",
    title: "邂逅明下",
    game: "take p..q, fewer than p: take all; the last take loses",
    theorem: "lost iff 1 ≤ n mod (p+q) ≤ p",
    spec: "The input consists of several test cases.
Each case is given in the following format:
n p q
Process to the end of file.
---
1 <= n <= 2^31 - 1
1 <= p <= q <= 2^31 - 2
p + q <= 2^31 - 1",
    beyond: "0 <= n <= 2^64 - 1\n1 <= p <= q <= 2^64 - 1",
    draw: Some(|g| numbers(&misere_range_record(g))),
    traps: || around([1, 2, 1 << 30, (1 << 31) - 1, MAX / 2, MAX]),
    ..DEFAULTS
};
