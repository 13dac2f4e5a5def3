//! What a run will cost, said before it is long: the growth of a code's work with `n`, an
//! estimate from the first half second of the run itself, and the pace shown in progress lines.
//!
//! A heap's value is the mex over its options. A move that leaves `j >= 2` heaps of `n - k`
//! tokens has about `n^(j - 1)` ways to split them, and a repeating tail allows about `n`
//! removals `k`, so without a shortcut heap `n` costs `n^(e - 1)` and `G(0..N)` costs `N^e`.
//! The sparse-space method is such a shortcut for splits into two heaps: its cost is not known
//! in advance (near-linear for most octal games, quadratic where no value is rare), so only the
//! codes with `e >= 3`, where it does not apply, are refused beforehand; every long run shows its
//! pace.

use impartial_lab::Code;
use std::fmt;

/// The exponent `e` of the work `N^e` that `G(0..N)` of `code` takes without the sparse-space
/// method (module docs): 1 for subtraction games, 2 for splits into two heaps, one more for each
/// further heap and one more for a tail that splits.
///
/// ```
/// use impartial_lab::Code;
/// use impartial_tools::lab::cost::exponent;
/// let e = |code: &str| exponent(&Code::parse(code).unwrap());
/// assert_eq!((e("sub:1,3,4"), e("0.77"), e("0.3F"), e("0.[7]")), (1, 2, 3, 3));
/// ```
pub fn exponent(code: &Code) -> u32 {
    let finite = std::iter::once(&code.split).chain(&code.digits);
    let finite = finite.map(|d| d.max_heaps().saturating_sub(1));
    let tail = code
        .tail
        .iter()
        .map(|d| d.max_heaps().saturating_sub(1) + u32::from(d.max_heaps() >= 2));
    1 + finite.chain(tail).max().unwrap_or(0)
}

/// Seconds for `G(0..target)` when `G(0..done)` took `seconds` and the work grows as `N^e`.
///
/// ```
/// use impartial_tools::lab::cost::estimate;
/// assert_eq!(estimate(1000, 0.5, 10_000, 3), 500.0);
/// ```
pub fn estimate(done: usize, seconds: f64, target: usize, e: u32) -> f64 {
    seconds * (target as f64 / done.max(1) as f64).powi(e as i32)
}

/// The largest `N` that [`estimate`] puts within `budget` seconds.
///
/// ```
/// use impartial_tools::lab::cost::fits;
/// assert_eq!(fits(1000, 0.5, 500.0, 3), 10_000);
/// ```
pub fn fits(done: usize, seconds: f64, budget: f64, e: u32) -> usize {
    (done as f64 * (budget / seconds.max(1e-9)).powf(1.0 / f64::from(e.max(1)))).round() as usize
}

/// The longest run the lab starts without `--long`.
pub const BUDGET: f64 = 600.0;

/// A run refused for its cost: what was measured and what it implies.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// The game.
    pub name: String,
    /// Values computed when the estimate was made, and the seconds they took.
    pub done: usize,
    pub seconds: f64,
    /// The values asked for.
    pub target: usize,
    /// The growth exponent.
    pub e: u32,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let total = estimate(self.done, self.seconds, self.target, self.e);
        write!(
            f,
            "{}: G(0..{}) would take about {} (G(0..{}) took {:.1} s, and the work grows as n^{}); give N <= {} for about {}, or --long to run it anyway",
            self.name,
            self.target,
            duration(total),
            self.done,
            self.seconds,
            self.e,
            fits(self.done, self.seconds, BUDGET, self.e),
            duration(BUDGET)
        )
    }
}

/// `40 s`, `12 min`, `3.5 h`, `2 days`.
pub fn duration(seconds: f64) -> String {
    if seconds < 90.0 {
        format!("{:.0} s", seconds)
    } else if seconds < 5400.0 {
        format!("{:.0} min", seconds / 60.0)
    } else if seconds < 2.0 * 86400.0 {
        format!("{:.1} h", seconds / 3600.0)
    } else {
        format!("{:.0} days", seconds / 86400.0)
    }
}

/// The pace of a run for its progress line: `(n, seconds)` samples, the time left for `target`
/// at the growth seen since half the time elapsed (an exponent between 1 and `e`).
#[derive(Debug, Default)]
pub struct Pace {
    samples: Vec<(usize, f64)>,
}

impl Pace {
    /// Records `done` values at `seconds`; returns the seconds left for `target`, once the
    /// run is long enough to tell.
    pub fn left(&mut self, done: usize, seconds: f64, target: usize, e: u32) -> Option<f64> {
        self.samples.push((done, seconds));
        let &(n0, t0) = self.samples.iter().rev().find(|s| s.1 <= seconds / 2.0)?;
        if n0 == 0 || n0 >= done || t0 <= 0.0 {
            return None;
        }
        let seen = (seconds / t0).ln() / (done as f64 / n0 as f64).ln();
        let seen = seen.clamp(1.0, f64::from(e.max(1)));
        Some(seconds * ((target as f64 / done as f64).powf(seen) - 1.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exponents_of_the_codes() {
        let e = |code: &str| exponent(&Code::parse(code).unwrap());
        assert_eq!(e("0.07"), 2);
        assert_eq!(e("4!.0"), 2);
        assert_eq!(e("4.[3]"), 2, "the tail does not split");
        assert_eq!(e("allbut:2,3,7"), 1);
        assert_eq!(e("0.[3]"), 1);
        assert_eq!(e("0.37!"), 2);
        assert_eq!(
            e("0.&112;"),
            6,
            "112 = 16 + 32 + 64: four, five or six heaps"
        );
    }

    #[test]
    fn the_refusal_says_the_estimate_and_the_way_out() {
        let r = Refusal {
            name: "0.[7]".into(),
            done: 2000,
            seconds: 0.5,
            target: 20_000,
            e: 3,
        };
        assert_eq!(
            r.to_string(),
            "0.[7]: G(0..20000) would take about 8 min (G(0..2000) took 0.5 s, and the work grows as n^3); give N <= 21253 for about 10 min, or --long to run it anyway"
        );
        assert_eq!(duration(3.0 * 3600.0), "3.0 h");
        assert_eq!(duration(3.0 * 86400.0), "3 days");
    }

    #[test]
    fn the_pace_follows_the_growth_seen() {
        let mut pace = Pace::default();
        // A cubic run: t = n^3 / 1e9.
        let mut left = None;
        for n in (1..=10).map(|i| i * 100) {
            left = pace.left(n, (n as f64).powi(3) / 1e9, 2000, 3);
        }
        let left = left.unwrap();
        assert!((left - 7.0).abs() < 0.01, "{}", left);
    }
}
