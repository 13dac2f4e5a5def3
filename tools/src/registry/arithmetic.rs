//! Games decided by arithmetic: Fibonacci Nim, Euclid, powers, products and boxes that grow by
//! squares.

use super::*;

pub(super) const HDU2516: Problem = Problem {
    name: "hdu2516",
    judge: "HDU 2516",
    title: "取石子游戏",
    game: "Fibonacci Nim",
    theorem: "P iff n is a Fibonacci number (Zeckendorf)",
    framing: Framing::Terminated(&[0]),
    record: |g| vec![g.value(g.bound(2, 1), g.bound((1 << 31) - 1, MAX))],
    traps: || around(fibonacci_numbers()),
    valid: |r, d| fits(r, 1, bound(d, 2, 1), bound(d, (1 << 31) - 1, MAX)),
    ..DEFAULTS
};

pub(super) const CF317D: Problem = Problem {
    name: "cf317d",
    judge: "Codeforces 317D",
    title: "Game with Powers",
    game: "chains of powers",
    theorem: "Sprague-Grundy: xor of chain values",
    framing: Framing::ToEof,
    record: |g| vec![g.value(g.bound(1, 0), g.bound(1_000_000_000, 1 << 20))],
    traps: perfect_powers,
    valid: |r, d| fits(r, 1, bound(d, 1, 0), bound(d, 1_000_000_000, 1 << 20)),
    max_records: 1,
    ..DEFAULTS
};

pub(super) const POJ2348: Problem = Problem {
    name: "poj2348",
    judge: "POJ 2348",
    title: "Euclid's Game",
    game: "Euclid's game",
    theorem: "with a ≥ b: a ≥ 2b or a = b wins now; b < a < 2b forces (b, a−b)",
    framing: Framing::Terminated(&[0, 0]),
    record: |g| {
        let hi = g.bound((1 << 31) - 1, MAX);
        vec![g.value(1, hi), g.value(1, hi)]
    },
    traps: || around(fibonacci_numbers()),
    valid: |r, d| fits(r, 2, 1, bound(d, (1 << 31) - 1, MAX)),
    ..DEFAULTS
};

pub(super) const HDU3595: Problem = Problem {
    name: "hdu3595",
    judge: "HDU 3595",
    title: "GG and MM",
    game: "Every-SG over Euclid's game",
    theorem: "Every-SG: the mover wins iff the largest step is odd",
    framing: Framing::ToEof,
    // A fifth of the games are consecutive Fibonacci numbers: the longest forced chains.
    record: |g| {
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
        record
    },
    traps: || around(fibonacci_numbers().into_iter().chain([0])),
    valid: |r, d| {
        let games = r.get(1..).unwrap_or_default();
        !r.is_empty()
            && r[0].checked_mul(2) == Some(games.len() as u64)
            && (bound(d, 1, 0)..=bound(d, 1000, MAX)).contains(&r[0])
            && fits(games, games.len(), bound(d, 1, 0), bound(d, 1000, MAX))
    },
    max_records: 100,
    smaller: |r| counted_groups(r, 1, 2),
    ..DEFAULTS
};

pub(super) const HDU1517: Problem = Problem {
    name: "hdu1517",
    judge: "HDU 1517",
    title: "A Multiplication Game",
    game: "multiply by 2..9 until p >= n",
    theorem: "Stan wins iff 18^k < n <= 9·18^k (n -> ceil(n/18))",
    framing: Framing::ToEof,
    record: |g| vec![g.value(2, g.bound(4_294_967_294, MAX))],
    // The range boundaries 18^k and 9·18^k up to 18^15, and the judge's bound.
    traps: || {
        let powers = (0..16).map(|k| 18u64.pow(k));
        let bounds = powers.flat_map(|p| [p, p.saturating_mul(9)]);
        around(bounds.chain([4_294_967_294, MAX - 17]))
    },
    valid: |r, d| fits(r, 1, 2, bound(d, 4_294_967_294, MAX)),
    ..DEFAULTS
};

pub(super) const HDU1729: Problem = Problem {
    name: "hdu1729",
    judge: "HDU 1729",
    title: "Stone Game",
    game: "boxes that grow by 1 to c² stones up to a capacity",
    theorem: "Sprague-Grundy; a box is worth s − c above q = max{q + q² < s}, 0 at q, \
              the box (q, c) below",
    framing: Framing::Terminated(&[0]),
    // A case `N (s c)*N` with c <= s.
    record: |g| {
        let n = g.count(1, g.bound(50, 12));
        let mut record = vec![n];
        for _ in 0..n {
            let s = g.value(0, g.bound(1_000_000, MAX));
            record.extend([s, g.value(0, s)]);
        }
        record
    },
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
    valid: |r, d| {
        let Some((&n, boxes)) = r.split_first() else {
            return false;
        };
        n >= 1
            && n <= bound(d, 50, MAX)
            && n.checked_mul(2) == Some(boxes.len() as u64)
            && fits(boxes, boxes.len(), 0, bound(d, 1_000_000, MAX))
            && boxes.chunks(2).all(|b| b[1] <= b[0])
    },
    smaller: |r| counted_groups(r, 1, 2),
    ..DEFAULTS
};
