//! Bash and the subtraction games: a heap, a set of amounts to take, and the auction and stone
//! variants that reduce to them.

use super::*;

/// hdu1536's record `k s_1..s_k m (l h_1..h_l)*m`: the counts match, S has no 0 and (beyond
/// the judge) either the moves are small or the heaps are, as the generator draws them.
pub(super) fn s_nim_valid(r: &[u64], d: Domain) -> bool {
    let judge = d == Domain::Judge;
    let Some((&k, rest)) = r.split_first() else {
        return false;
    };
    if k == 0 || (judge && k > 100) || (rest.len() as u64) <= k {
        return false;
    }
    let (moves, rest) = rest.split_at(k as usize);
    let (&m, mut rest) = rest.split_first().expect("checked above");
    if (judge && !(1..=100).contains(&m)) || !fits(moves, moves.len(), 1, bound(d, 10_000, MAX)) {
        return false;
    }
    let mut heap_max = 0;
    for _ in 0..m {
        let Some((&l, after)) = rest.split_first() else {
            return false;
        };
        if (judge && !(1..=100).contains(&l)) || (after.len() as u64) < l {
            return false;
        }
        let (heaps, after) = after.split_at(l as usize);
        if judge && heaps.iter().any(|&h| h > 10_000) {
            return false;
        }
        heap_max = heaps.iter().copied().fold(heap_max, u64::max);
        rest = after;
    }
    rest.is_empty() && (judge || moves.iter().all(|&s| s <= 30) || heap_max <= 2000)
}

/// hdu1536's cuts: whole positions `l h_1..h_l` with `m` lowered, then heaps inside each
/// position with its `l` lowered, then moves of S with `k` lowered.
pub(super) fn s_nim_cuts(r: &[u64]) -> Vec<Cut> {
    let size = |v: u64| usize::try_from(v).ok();
    let Some(k) = r.first().and_then(|&k| size(k)) else {
        return Vec::new();
    };
    let m_at = 1 + k;
    let Some(m) = r.get(m_at).and_then(|&m| size(m)) else {
        return Vec::new();
    };
    // Each position's span, while the record holds them.
    let mut positions = Vec::new();
    let mut at = m_at + 1;
    for _ in 0..m {
        let Some(end) = r
            .get(at)
            .and_then(|&l| size(l))
            .and_then(|l| (at + 1).checked_add(l))
            .filter(|&end| end <= r.len())
        else {
            return Vec::new();
        };
        positions.push((at, end));
        at = end;
    }
    let mut cuts = group_cuts(m_at, &positions);
    for &(start, end) in &positions {
        let heaps: Vec<(usize, usize)> = (start + 1..end).map(|j| (j, j + 1)).collect();
        cuts.extend(group_cuts(start, &heaps));
    }
    let moves: Vec<(usize, usize)> = (1..m_at).map(|j| (j, j + 1)).collect();
    cuts.extend(group_cuts(0, &moves));
    cuts
}

pub(super) const HDU1847: Problem = Problem {
    name: "hdu1847",
    judge: "HDU 1847",
    title: "Good Luck in CET-4 Everybody!",
    game: "take a power of two",
    theorem: "subtraction game: P iff n ≡ 0 (mod 3)",
    framing: Framing::ToEof,
    record: |g| vec![g.value(g.bound(1, 0), g.bound(1000, MAX))],
    traps: || around([0, 3, 999, 1000, MAX - 2]),
    valid: |r, d| fits(r, 1, bound(d, 1, 0), bound(d, 1000, MAX)),
    ..DEFAULTS
};

pub(super) const HDU2149: Problem = Problem {
    name: "hdu2149",
    judge: "HDU 2149",
    title: "Public Sale",
    game: "Bash (auction)",
    theorem: "lost iff the amount left ≡ 0 (mod N+1); list the winning first raises",
    framing: Framing::ToEof,
    // Beyond the judge the answer lists N - M + 1 raises when N >= M: keep that list short.
    record: |g| {
        let m = g.value(1, g.bound(1099, MAX));
        let n = if g.domain == Domain::Judge {
            g.value(1, 1099)
        } else if g.chance(50) {
            g.value(1, 1200)
        } else {
            m.saturating_add(g.uniform(0, 1000))
        };
        vec![m, n]
    },
    traps: || around([1, 1099]),
    valid: |r, d| {
        fits(r, 2, 1, bound(d, 1099, MAX))
            && (d == Domain::Judge || r[1] < r[0] || r[1] - r[0] <= 1200)
    },
    ..DEFAULTS
};

pub(super) const HDU1846: Problem = Problem {
    name: "hdu1846",
    judge: "HDU 1846",
    title: "Brave Game",
    game: "Bash",
    theorem: "P iff n ≡ 0 (mod m+1)",
    framing: Framing::Counted,
    record: |g| {
        let (lo, hi) = (g.bound(1, 0), g.bound(1000, MAX));
        vec![g.value(lo, hi), g.value(lo, hi)]
    },
    traps: || around([1, 1000, MAX]),
    valid: |r, d| fits(r, 2, bound(d, 1, 0), bound(d, 1000, MAX)),
    max_records: 100,
    ..DEFAULTS
};

pub(super) const HDU4764: Problem = Problem {
    name: "hdu4764",
    judge: "HDU 4764",
    title: "Stone",
    game: "Bash variant",
    theorem: "Bash on N−1 with m = k",
    framing: Framing::Terminated(&[0, 0]),
    record: |g| {
        let n = g.value(1, g.bound(100_000_000, MAX));
        vec![n, g.value(1, g.bound(100, MAX))]
    },
    traps: || around([1, 2, 100, 101, 100_000_000]),
    valid: |r, d| fits(r, 2, 1, bound(d, 100_000_000, MAX)) && r[1] <= bound(d, 100, MAX),
    terminators: &[&[0, 1], &[0, 7], &[0, 100]],
    ..DEFAULTS
};

pub(super) const HDU1848: Problem = Problem {
    name: "hdu1848",
    judge: "HDU 1848",
    title: "Fibonacci again and again",
    game: "subtraction game, 3 piles",
    theorem: "Sprague-Grundy: xor of table values",
    framing: Framing::Terminated(&[0, 0, 0]),
    record: |g| loop {
        let (lo, hi) = (g.bound(1, 0), g.bound(1000, 2000));
        let piles = vec![g.value(lo, hi), g.value(lo, hi), g.value(lo, hi)];
        if piles != [0, 0, 0] {
            return piles;
        }
    },
    // The table's last entry (a pile of exactly 1000) and the Fibonacci moves near it.
    traps: || around(fibonacci_numbers().into_iter().take(15).chain([1000])),
    valid: |r, d| fits(r, 3, bound(d, 1, 0), bound(d, 1000, 2000)) && r != [0, 0, 0],
    ..DEFAULTS
};

pub(super) const HDU1536: Problem = Problem {
    name: "hdu1536",
    judge: "HDU 1536",
    title: "S-Nim",
    game: "subtraction game over a set S, many heaps",
    theorem: "Sprague-Grundy: xor of g(h); g is eventually periodic (a repeated window of \
              max(S) values repeats all after it), found exactly",
    framing: Framing::Terminated(&[0]),
    // A case `k s_1..s_k m (l h_1..h_l)*m`. Beyond the judge: small moves with heaps
    // anywhere in u64 (a small set's period is found in microseconds), or moves anywhere in
    // u64 with heaps the table reaches without a period.
    record: |g| {
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
        record
    },
    // A heap or a move of exactly 10000: the last index of a table sized to the bound.
    traps: || around([1, 2, 9999, 10_000]),
    valid: s_nim_valid,
    smaller: s_nim_cuts,
    ..DEFAULTS
};

pub(super) const LEETCODE292: Problem = Problem {
    name: "leetcode292",
    judge: "LeetCode 292",
    title: "Nim Game",
    game: "Bash with m = 3",
    theorem: "you lose iff n ≡ 0 (mod 4)",
    framing: Framing::ToEof,
    record: |g| vec![g.value(g.bound(1, 0), g.bound((1 << 31) - 1, MAX))],
    traps: || around([4, (1 << 31) - 1, (1 << 31) - 4]),
    valid: |r, d| fits(r, 1, bound(d, 1, 0), bound(d, (1 << 31) - 1, MAX)),
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
    framing: Framing::Counted,
    record: bash_sum_record,
    traps: || around([1, 20, MAX]),
    valid: |r, d| {
        let heaps = r.get(1..).unwrap_or_default();
        !r.is_empty()
            && r[0].checked_mul(2) == Some(heaps.len() as u64)
            && (bound(d, 1, 0)..=bound(d, 10, MAX)).contains(&r[0])
            && fits(heaps, heaps.len(), bound(d, 1, 0), bound(d, 20, MAX))
    },
    smaller: |r| counted_groups(r, 1, 2),
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
    framing: Framing::ToEof,
    record: misere_range_record,
    traps: || around([1, 2, 1 << 30, (1 << 31) - 1, MAX / 2, MAX]),
    valid: |r, d| {
        fits(r, 3, 0, MAX)
            && r[1] >= 1
            && r[2] >= r[1]
            && (d == Domain::Beyond
                || (r[0] >= 1
                    && u128::from(r[0]).max(u128::from(r[1]) + u128::from(r[2])) < 1 << 31))
    },
    ..DEFAULTS
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::apply_all;

    #[test]
    fn s_nim_cuts_positions_heaps_and_moves() {
        // S = {2, 5}; positions (5 12) and (7).
        let r = [2, 2, 5, 2, 2, 5, 12, 1, 7];
        let smaller = apply_all(&r, &s_nim_cuts(&r));
        for want in [
            vec![2, 2, 5, 1, 1, 7],
            vec![2, 2, 5, 1, 2, 5, 12],
            vec![2, 2, 5, 2, 1, 12, 1, 7],
            vec![1, 5, 2, 2, 5, 12, 1, 7],
        ] {
            assert!(smaller.contains(&want), "{:?}", want);
        }
        assert!(smaller
            .iter()
            .all(|s| s_nim_valid(s, Domain::Beyond) || s[0] == 0));
        // A cut-off record has none.
        assert!(s_nim_cuts(&[2, 2, 5, 2, 2, 5]).is_empty());
    }
}
