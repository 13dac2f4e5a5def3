//! Games decided by arithmetic: Fibonacci Nim, Euclid, powers, products and boxes that grow by
//! squares.

use super::*;
use crate::input::numbers;

pub(super) const HDU2516: Problem = Problem {
    name: "hdu2516",
    judge: "HDU 2516",
    title: "取石子游戏",
    game: "Fibonacci Nim",
    theorem: "P iff n is a Fibonacci number (Zeckendorf)",
    traps: || around(fibonacci_numbers()),
    spec: "n
The input ends with a line `0`, which is not a test case.
---
2 <= n <= 2^31 - 1",
    beyond: "1 <= n <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const CF317D: Problem = Problem {
    name: "cf317d",
    judge: "Codeforces 317D",
    title: "Game with Powers",
    game: "chains of powers",
    theorem: "Sprague-Grundy: xor of chain values",
    traps: perfect_powers,
    spec: "n
---
1 <= n <= 10^9",
    beyond: "0 <= n <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const POJ2348: Problem = Problem {
    name: "poj2348",
    judge: "POJ 2348",
    title: "Euclid's Game",
    game: "Euclid's game",
    theorem: "with a ≥ b: a ≥ 2b or a = b wins now; b < a < 2b forces (b, a−b)",
    traps: || around(fibonacci_numbers()),
    spec: "a b
The input ends with a line `0 0`, which is not a test case.
---
1 <= a, b <= 2^31 - 1",
    beyond: "1 <= a, b <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU3595: Problem = Problem {
    name: "hdu3595",
    judge: "HDU 3595",
    title: "GG and MM",
    game: "Every-SG over Euclid's game",
    theorem: "Every-SG: the mover wins iff the largest step is odd",
    // A fifth of the games are consecutive Fibonacci numbers: the longest forced chains.
    draw: Some(|g| {
        let n = g.count(g.bound(1, 0), g.bound(1000, 12));
        let (lo, hi) = (g.bound(1, 0), g.bound(1000, MAX));
        let fibonacci: Vec<u64> = fibonacci_numbers()
            .into_iter()
            .filter(|&f| f <= hi)
            .collect();
        let mut record = vec![n];
        for _ in 0..n {
            if g.chance(20) {
                let i = g.uniform(1, fibonacci.len() as u64 - 1) as usize;
                record.extend([fibonacci[i], fibonacci[i - 1]]);
            } else {
                record.extend([g.value(lo, hi), g.value(lo, hi)]);
            }
        }
        numbers(&record)
    }),
    traps: || around(fibonacci_numbers().into_iter().chain([0])),
    spec: "The input consists of several test cases.
Each case is given in the following format:
N
p_1 q_1
:
p_N q_N
Process to the end of file.
---
1 <= N <= 1000
1 <= p_i, q_i <= 1000",
    beyond: "0 <= N <= 10^5
0 <= p_i, q_i <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU1517: Problem = Problem {
    name: "hdu1517",
    judge: "HDU 1517",
    title: "A Multiplication Game",
    game: "multiply by 2..9 until p >= n",
    theorem: "Stan wins iff 18^k < n <= 9·18^k (n -> ceil(n/18))",
    // The range boundaries 18^k and 9·18^k up to 18^15, and the judge's bound.
    traps: || {
        let powers = (0..16).map(|k| 18u64.pow(k));
        let bounds = powers.flat_map(|p| [p, p.saturating_mul(9)]);
        around(bounds.chain([4_294_967_294, MAX - 17]))
    },
    spec: "The input consists of several test cases.
Each case is given in the following format:
n
Process to the end of file.
---
2 <= n <= 4294967294",
    beyond: "2 <= n <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU1729: Problem = Problem {
    name: "hdu1729",
    judge: "HDU 1729",
    title: "Stone Game",
    game: "boxes that grow by 1 to c² stones up to a capacity",
    theorem: "Sprague-Grundy; a box is worth s − c above q = max{q + q² < s}, 0 at q, \
              the box (q, c) below",
    // The capacities q + q² where q steps (each box's chain of q's passes such values), q
    // itself, and the judge's bound.
    traps: || {
        let qs = [1u64, 2, 3, 15, 255, 999, 1000, 65_535, (1 << 32) - 1];
        around(
            qs.iter()
                .flat_map(|&q| [q, q + q * q])
                .chain([1_000_000, MAX]),
        )
    },
    spec: "N
s_1 c_1
:
s_N c_N
The input ends with a line `0`, which is not a test case.
---
1 <= N <= 50
0 <= c_i <= s_i <= 10^6",
    beyond: "1 <= N <= 10^5
0 <= c_i <= s_i <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const ABC368F: Problem = Problem {
    name: "abc368f",
    judge: "AtCoder ABC368 F",
    title: "Dividing Game",
    game: "replace a number by a proper divisor",
    theorem: "a number is a Nim heap of Ω(A), its prime factors with multiplicity \
              (Miller–Rabin and Pollard's rho beyond the judge)",
    // `N A_1..A_N`; now and then the last number is 2^k with k the xor of the others' Ω, so
    // that Anna loses and a wrong Ω anywhere shows in the answer.
    draw: Some(|g| {
        let (lo, hi) = (g.bound(2, 1), g.bound(100_000, MAX));
        let n = g.count(g.bound(1, 0), 100_000);
        let mut record = vec![n];
        record.extend((0..n).map(|_| g.value(lo, hi)));
        if n > 0 && g.chance(40) {
            let omega = |a| impartial::dividing::grundy(a).expect("a >= 1");
            let xor = record[1..n as usize].iter().fold(0, |x, &a| x ^ omega(a));
            if let Some(last) = 1u64.checked_shl(xor).filter(|&p| lo <= p && p <= hi) {
                record[n as usize] = last;
            }
        }
        numbers(&record)
    }),
    traps: abc368f_traps,
    spec: "N
A_1 ... A_N
---
1 <= N <= 10^5
2 <= A_i <= 10^5",
    beyond: "0 <= N <= 10^5
1 <= A_i <= 2^64 - 1",
    ..DEFAULTS
};

/// What factoring gets wrong: strong pseudoprimes to the first k prime bases (3825123056546413051
/// passes 2..23, the bases of a common template), Carmichael numbers, squares and products of
/// primes near 2^32 (the slowest for Pollard's rho), the ends of u64 and of the judge's range.
fn abc368f_traps() -> Vec<u64> {
    let pseudoprimes = [
        2047,
        1_373_653,
        25_326_001,
        3_215_031_751,
        2_152_302_898_747,
        3_474_749_660_383,
        341_550_071_728_321,
        3_825_123_056_546_413_051,
    ];
    let (p, q, r) = (4_294_967_291u64, 4_294_967_279u64, 4_294_967_311u64);
    let near_2_32 = [p * p, q * q, p * q, q * r, 3 * p, (1 << 32) + 1];
    let ends = [
        1,
        2,
        561,
        65_536,
        99_991,
        99_999,
        100_000,
        1 << 63,
        18_446_744_073_709_551_557,
        MAX - 1,
        MAX,
    ];
    pseudoprimes
        .into_iter()
        .chain(near_2_32)
        .chain(ends)
        .collect()
}

/// hdu1079's days where the plain parity rule goes wrong (9-30, 11-30) and their next days, the
/// leap day and its eve, and the day before the target.
const CALENDAR_TRAPS: [(u64, u64); 7] = [
    (9, 30),
    (11, 30),
    (10, 1),
    (12, 1),
    (2, 28),
    (2, 29),
    (11, 3),
];

pub(super) const HDU1079: Problem = Problem {
    name: "hdu1079",
    judge: "HDU 1079",
    title: "Calendar Game",
    game: "move a date a day or a month on, towards 2001-11-04",
    theorem: "Adam wins iff month + day is even, or the date is 9-30 or 11-30",
    // A date `Y M D` from 1900-01-01 (0001-01-01 beyond) to 2001-11-04; half the time a day
    // where the plain parity rule or a leap year goes wrong.
    draw: Some(|g| {
        let first = g.bound(1900, 1);
        let (last_year, last_month, last_day) = impartial::calendar::TARGET;
        let years = [first, 1900, 1996, 2000, 2001, 100, 400, 1600];
        let year = if g.chance(30) {
            *g.pick(&years)
        } else {
            g.value(first, last_year)
        };
        let year = year.max(first);
        let months = if year == last_year { last_month } else { 12 };
        let (month, day) = *g.pick(&CALENDAR_TRAPS);
        let (month, day) = if g.chance(50) && month <= months {
            (month, day)
        } else {
            (g.value(1, months), 0)
        };
        let length = impartial::calendar::month_length(year, month);
        let days = if (year, month) == (last_year, last_month) {
            last_day
        } else {
            length
        };
        let day = if day == 0 || day > days {
            g.value(1, days)
        } else {
            day
        };
        numbers(&[year, month, day])
    }),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
Y M D
---
1 <= T <= 10^5
1900 <= Y <= 2001
1 <= M <= 12
1 <= D <= 31",
    beyond: "1 <= T <= 10^5
1 <= Y <= 2001
1 <= M <= 12
1 <= D <= 31",
    // A date of the calendar, on or before the game's last day.
    checks: |v, _| {
        v.each(|r| {
            let (y, m, d) = (r.int("Y") as u64, r.int("M") as u64, r.int("D") as u64);
            let in_game = impartial::calendar::is_in_game(y, m, d);
            in_game
                .then_some(())
                .ok_or_else(|| format!("{}-{}-{} is not in the game", y, m, d))
        })
    },
    ..DEFAULTS
};

/// hdu2486's record `n k`. Beyond the judge, in three kinds: a multiple up to 1000 with any
/// pile (the sequence reaches the top of `u64` in a few thousand terms); a multiple up to
/// 10^5 with a pile up to `8 (k + 1)`, or one time in ten anywhere (3.2 million terms for
/// `k = 10^5` and `n = 2^64 - 1`, the most the domain holds); or any multiple with a pile near
/// `k + 1` (the terms above `k + 1` are two apart at first, so 2^20 above stays far within the
/// cap). A quarter of the records put `n` at or next to a term, or at `k + 1`, `k + 2` or
/// `k + 3`.
pub(super) fn dynamic_subtraction_record(g: &mut Gen) -> Vec<u64> {
    let (k, lo, hi) = match (g.domain, g.uniform(0, 9)) {
        (Domain::Judge, _) => (g.value(1, 100_000), 2, 100_000_000),
        (Domain::Beyond, 0..=3) => (g.value(1, 1000), 0, MAX),
        (Domain::Beyond, 4..=6) => {
            let k = g.value(1, 100_000);
            let hi = if g.chance(10) { MAX } else { (k + 1) * 8 };
            (k, 0, hi)
        }
        (Domain::Beyond, _) => {
            let k = g.value(1, MAX);
            (
                k,
                k.saturating_sub(3),
                k.saturating_add(g.value(0, 1 << 20)),
            )
        }
    };
    let n = if g.chance(25) {
        let limit = g.value(lo, hi);
        let terms = impartial::dynamic_subtraction::Terms::new(k, limit)
            .expect("within the cap: k <= 10^5, or the pile near k + 1");
        let near = match terms.terms_above() {
            above if !above.is_empty() && g.chance(70) => *g.pick(above),
            _ => k.saturating_add(g.uniform(1, 3)),
        };
        near.saturating_add(g.uniform(0, 2)).saturating_sub(1)
    } else {
        g.value(lo, hi)
    };
    vec![n.clamp(lo, hi), k]
}

pub(super) const HDU2486: Problem = Problem {
    name: "hdu2486",
    judge: "HDU 2486",
    title: "A simple stone game",
    game: "k-multiple dynamic subtraction (take at most k times the last take)",
    theorem: "lost iff n is a term of Cao Qinxiang's sequence; else the smallest term of n's \
              greedy sum",
    draw: Some(|g| numbers(&dynamic_subtraction_record(g))),
    traps: || around([1, 2, 100_000, 100_000_000, 1 << 63, MAX]),
    spec: "T
case_1
:
case_T
Each case is given in the following format:
n k
---
1 <= T <= 20
2 <= n <= 10^8
1 <= k <= 10^5",
    beyond: "1 <= T <= 10^5
0 <= n <= 2^64 - 1
1 <= k <= 2^64 - 1",
    // The contract's cap on the terms between k + 1 and n, worked out only for a pile far past
    // a large k (every pile for k <= 10^5; below 2^21 past k the terms, at least two apart,
    // stay far within it), so that this check is cheap for the shrinker.
    checks: |v, _| {
        v.each(|r| {
            let (n, k) = (r.int("n"), r.int("k"));
            let cheap = k <= 100_000 || n - k <= 1 << 21;
            let within = || impartial::dynamic_subtraction::Terms::new(k as u64, n as u64).is_ok();
            (cheap || within())
                .then_some(())
                .ok_or_else(|| "more terms below n than the cap".to_string())
        })
    },
    ..DEFAULTS
};
