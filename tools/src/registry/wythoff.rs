//! Wythoff's game and the games on a board that walk to a corner.

use super::*;
use crate::input::numbers;

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
    draw: Some(|g| {
        let hi = g.bound(1_000_000_000, MAX);
        numbers(&wythoff_record(g, hi))
    }),
    traps: wythoff_traps,
    spec: "The input consists of several test cases.
Each case is given in the following format:
a b
Process to the end of file.
---
0 <= a, b <= 10^9",
    beyond: "0 <= a, b <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const NOWCODER116G: Problem = Problem {
    name: "nowcoder116g",
    judge: "nowcoder 116G",
    title: "chess",
    game: "Wythoff (queen to the corner)",
    theorem: "as POJ 1067",
    draw: Some(|g| {
        let hi = g.bound(9999, MAX);
        numbers(&wythoff_record(g, hi))
    }),
    traps: wythoff_traps,
    spec: "The input consists of several test cases.
Each case is given in the following format:
n m
Process to the end of file.
---
0 <= n, m <= 9999",
    beyond: "0 <= n, m <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU2177: Problem = Problem {
    name: "hdu2177",
    judge: "HDU 2177",
    title: "取(2堆)石子游戏",
    game: "Wythoff, with winning moves",
    theorem: "P-pairs and their Beatty partners",
    draw: Some(|g| loop {
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
            return numbers(&record);
        }
    }),
    traps: wythoff_traps,
    check: Some(crate::check::hdu2177),
    spec: "a b
The input ends with a line `0 0`, which is not a test case.
---
0 <= a <= b <= 10^6",
    beyond: "0 <= a, b <= 2^64 - 1",
    ..DEFAULTS
};

pub(super) const HDU2147: Problem = Problem {
    name: "hdu2147",
    judge: "HDU 2147",
    title: "kiki's game",
    game: "a coin stepping left, down or down-left to a corner",
    theorem: "kiki loses iff n and m are both odd",
    draw: Some(|g| {
        let hi = g.bound(2000, MAX);
        numbers(&[g.value(1, hi), g.value(1, hi)])
    }),
    traps: || around([1, 2, 1999, 2000, MAX - 1]),
    spec: "n m
The input ends with a line `0 0`, which is not a test case.
---
1 <= n, m <= 2000",
    beyond: "1 <= n, m <= 2^64 - 1",
    ..DEFAULTS
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;

    #[test]
    fn wythoff_traps_make_whole_pairs() {
        let p = super::super::problem("poj1067").unwrap();
        let traps = (p.traps)();
        let mut rng = Rng::new(3);
        let mut gen = Gen::new(&mut rng, Domain::Judge, 1, &traps);
        let draw = p.draw.expect("poj1067 draws its own records");
        let big_p = (0..2000)
            .map(|_| draw(&mut gen))
            .filter_map(|r| Some((r[0].number()?, r[1].number()?)))
            .filter(|&(a, b)| a.max(b) > 100_000_000 && impartial::wythoff::is_p_position(a, b))
            .count();
        assert!(big_p > 20, "{}", big_p);
    }
}
