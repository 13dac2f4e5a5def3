//! Wythoff's game and the games on a board that walk to a corner.

use super::*;

/// A Wythoff position `(a, b)` with both at most `hi`. About one record in eight is a whole
/// P-pair at or next to a trap k ([`wythoff_ks`], k moved by up to 2), or one of its
/// neighbours (a pile one more or one less, or one stone fewer in both): the places where a
/// floating-point phi answers wrong, which two independent coordinates from the pool would
/// almost never hit together. Either order.
pub(super) fn wythoff_record(g: &mut Gen, hi: u64) -> Vec<u64> {
    if g.chance(12) {
        let ks: Vec<u64> = wythoff_ks()
            .into_iter()
            .filter(|&k| impartial::wythoff::p_position(k).is_some_and(|(_, b)| b <= hi))
            .collect();
        if !ks.is_empty() {
            // The largest k's in range half the time: where floating point runs out first.
            let from = if g.chance(50) {
                ks.len().saturating_sub(6)
            } else {
                0
            };
            let k = g
                .pick(&ks[from..])
                .saturating_add(g.uniform(0, 4))
                .saturating_sub(2);
            if let Some((a, b)) = impartial::wythoff::p_position(k) {
                let (a, b) = match g.uniform(0, 7) {
                    0 => (a.saturating_sub(1), b),
                    1 => (a.saturating_add(1), b),
                    2 => (a, b.saturating_sub(1)),
                    3 => (a, b.saturating_add(1)),
                    4 => (a.saturating_sub(1), b.saturating_sub(1)),
                    _ => (a, b),
                };
                if a <= hi && b <= hi {
                    return if g.chance(50) { vec![a, b] } else { vec![b, a] };
                }
            }
        }
    }
    vec![g.value(0, hi), g.value(0, hi)]
}

pub(super) const POJ1067: Problem = Problem {
    name: "poj1067",
    judge: "POJ 1067",
    title: "取石子游戏",
    game: "Wythoff",
    theorem: "P-pairs (⌊kφ⌋, ⌊kφ²⌋), in exact integer arithmetic",
    framing: Framing::ToEof,
    record: |g| {
        let hi = g.bound(1_000_000_000, MAX);
        wythoff_record(g, hi)
    },
    traps: wythoff_traps,
    valid: |r, d| fits(r, 2, 0, bound(d, 1_000_000_000, MAX)),
    ..DEFAULTS
};

pub(super) const NOWCODER116G: Problem = Problem {
    name: "nowcoder116g",
    judge: "nowcoder 116G",
    title: "chess",
    game: "Wythoff (queen to the corner)",
    theorem: "as POJ 1067",
    framing: Framing::ToEof,
    record: |g| {
        let hi = g.bound(9999, MAX);
        wythoff_record(g, hi)
    },
    traps: wythoff_traps,
    valid: |r, d| fits(r, 2, 0, bound(d, 9999, MAX)),
    ..DEFAULTS
};

pub(super) const HDU2177: Problem = Problem {
    name: "hdu2177",
    judge: "HDU 2177",
    title: "取(2堆)石子游戏",
    game: "Wythoff, with winning moves",
    theorem: "P-pairs and their Beatty partners",
    framing: Framing::Terminated(&[0, 0]),
    record: |g| loop {
        let pair = g.chance(50);
        let mut record = match g.domain {
            Domain::Judge if pair => wythoff_record(g, 1_000_000),
            Domain::Judge => {
                let b = g.value(0, 1_000_000);
                vec![g.value(0, b), b]
            }
            Domain::Beyond => wythoff_record(g, MAX),
        };
        if g.domain == Domain::Judge {
            record.sort_unstable();
        }
        if record != [0, 0] {
            return record;
        }
    },
    traps: wythoff_traps,
    valid: |r, d| {
        fits(r, 2, 0, MAX)
            && r != [0, 0]
            && (d == Domain::Beyond || (r[0] <= r[1] && r[1] <= 1_000_000))
    },
    check: Some(crate::check::hdu2177),
    ..DEFAULTS
};

pub(super) const HDU2147: Problem = Problem {
    name: "hdu2147",
    judge: "HDU 2147",
    title: "kiki's game",
    game: "a coin stepping left, down or down-left to a corner",
    theorem: "kiki loses iff n and m are both odd",
    framing: Framing::Terminated(&[0, 0]),
    record: |g| {
        let hi = g.bound(2000, MAX);
        vec![g.value(1, hi), g.value(1, hi)]
    },
    traps: || around([1, 2, 1999, 2000, MAX - 1]),
    valid: |r, d| fits(r, 2, 1, bound(d, 2000, MAX)),
    ..DEFAULTS
};
