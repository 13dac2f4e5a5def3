//! Patterns in a table of Grundy values: `G(n + p) = G(n) + s` for every `n >= a` (a period `p`
//! with saltus `s`; `s = 0` is plain periodicity, `s > 0` arithmetic periodicity), the least
//! ones seen, and what a claimed pattern does against a table.
//!
//! **Least pattern.** If `G(n + p) = G(n) + s` and `G(n + q) = G(n) + r` both hold for all large
//! `n`, then `s / p = r / q` (compare `G(n + pq)` both ways) and `gcd(p, q)` is a period too
//! (of `G(n) - n s / p`, by Bezout on the common tail). So a sequence that has a pattern has a
//! least period `P`, every period is a multiple of it with the saltus scaled alike, and the least
//! preperiod `A` for `P` is one past the last `n` with `G(n + P) != G(n) + S`. Results are stated
//! the way OEIS states them: "period 12, last exception at n = 70" (`A - 1`).
//!
//! **Observed.** [`observed`] takes the least `p` whose pattern (its saltus read from the last
//! values) holds from some `a` with `2 a + 2 p <= len`: the pattern covers at least half the
//! table and repeats at least twice. That is evidence, not proof: only the theorems of
//! [`super::periodicity`] and [`super::all_but`] prove a pattern.

use super::store::{with_values, Store, Values};

/// `G(n + period) = G(n) + saltus` for every `n >= preperiod`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pattern {
    /// The least `n` from which the pattern holds.
    pub preperiod: u64,
    /// The period, at least 1.
    pub period: u64,
    /// What a period adds to the value (0: plain periodicity).
    pub saltus: u64,
}

impl Pattern {
    /// `G(n)` from the values `G(0..preperiod + period)` (which `values` must hold) and the
    /// pattern; `None` when the value exceeds `u64`.
    ///
    /// ```
    /// use impartial_lab::{Pattern, Values};
    /// let mut values = Values::default();
    /// for v in [0, 1, 2, 4, 3] {
    ///     values.push(v);
    /// }
    /// // Lasker's Nim: period 4, saltus 4, from 1.
    /// let p = Pattern { preperiod: 1, period: 4, saltus: 4 };
    /// assert_eq!(p.grundy(&values, 7), Some(8));
    /// assert_eq!(p.grundy(&values, 2), Some(2));
    /// ```
    pub fn grundy(&self, values: &Values, n: u64) -> Option<u64> {
        if n < self.preperiod + self.period {
            return Some(u64::from(values.get(n as usize)));
        }
        let beyond = n - self.preperiod;
        let base = u64::from(values.get((self.preperiod + beyond % self.period) as usize));
        (beyond / self.period)
            .checked_mul(self.saltus)?
            .checked_add(base)
    }
}

/// The last `n` (with `n + p < len`, `len <= g.len()`) where `G(n + p) != G(n) + s`.
pub(crate) fn last_break<S: Store + ?Sized>(g: &S, len: usize, p: usize, s: u64) -> Option<usize> {
    last_break_below(g, len.saturating_sub(p), p, s)
}

/// The last `n < top` where `G(n + p) != G(n) + s`.
fn last_break_below<S: Store + ?Sized>(g: &S, top: usize, p: usize, s: u64) -> Option<usize> {
    (0..top)
        .rev()
        .find(|&n| u64::from(g.at(n + p)) != u64::from(g.at(n)) + s)
}

/// [`last_break`] for the periods `1, 2, 3, ...` of one table, in turn, with the multiples of a
/// period that holds over a long stretch left out. When `G(n + d) = G(n) + s` for every
/// `n >= a` in the table, each multiple `k d` holds from `a` too (with saltus `k s`) and is
/// searched back almost as far, while it can be the least period only where `d` is not: a
/// table periodic from far in (`0.376`: period 4 from 2,268,248) would otherwise have every
/// multiple of its period searched back to there, at every length tried (hours, not seconds).
#[derive(Debug, Default)]
pub(crate) struct Breaks {
    /// `(d, s)`: periods whose search went back more than [`Breaks::LONG`] places, with their
    /// saltus.
    long: Vec<(usize, u64)>,
}

impl Breaks {
    /// A period holding over this many places has its multiples left out.
    const LONG: usize = 64;

    /// Whether `p` (saltus `s`) is a multiple of a period that holds over a long stretch, with
    /// the saltus that multiple implies: such a `p` is left out.
    pub(crate) fn left_out(&self, p: usize, s: u64) -> bool {
        self.long
            .iter()
            .any(|&(d, sd)| p % d == 0 && sd.checked_mul((p / d) as u64) == Some(s))
    }

    /// [`last_break`] of `g`'s first `len` values, remembering `p` when it holds long.
    pub(crate) fn last_break<S: Store + ?Sized>(
        &mut self,
        g: &S,
        len: usize,
        p: usize,
        s: u64,
    ) -> Option<usize> {
        let top = len.saturating_sub(p);
        let found = last_break_below(g, top, p, s);
        if top - found.map_or(0, |n| n + 1) > Self::LONG {
            self.long.push((p, s));
        }
        found
    }
}

/// The least period seen in the table, with its saltus and least preperiod, when it holds from
/// some `a` with `2 a + 2 p <= len` (module docs); `None` otherwise.
///
/// # Complexity
/// O(len) per period tried in the worst case; a period is usually refuted at once.
///
/// ```
/// use impartial_lab::pattern::observed;
/// use impartial_lab::{Code, Pattern, Table};
/// let mut t = Table::new(&Code::parse("0.3F").unwrap());
/// t.extend(60);
/// assert_eq!(observed(t.values()), Some(Pattern { preperiod: 0, period: 6, saltus: 3 }));
/// ```
pub fn observed(values: &Values) -> Option<Pattern> {
    with_values!(values, g => observed_in(g))
}

fn observed_in<S: Store + ?Sized>(g: &S) -> Option<Pattern> {
    let len = g.len();
    let mut breaks = Breaks::default();
    (1..=len / 2).find_map(|p| {
        let (last, before) = (g.at(len - 1), g.at(len - 1 - p));
        let saltus = u64::from(last.checked_sub(before)?);
        if breaks.left_out(p, saltus) {
            return None;
        }
        let a = breaks.last_break(g, len, p, saltus).map_or(0, |n| n + 1);
        (2 * a + 2 * p <= len).then_some(Pattern {
            preperiod: a as u64,
            period: p as u64,
            saltus,
        })
    })
}

/// What a claimed pattern does against a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// `G(n + p) = G(n) + s` for every `n >= a` inside the table.
    Holds,
    /// The first heap `n` (at or beyond `a + p`) where the table's `G(n)` differs from what the
    /// claim gives, `G(n - p) + s`.
    Fails {
        /// The heap.
        heap: u64,
        /// The game's value.
        game: u64,
        /// The claim's value.
        claim: u64,
    },
}

/// Checks `claim` against every `n` of the table.
///
/// # Complexity
/// O(len).
///
/// ```
/// use impartial_lab::pattern::{check, Check};
/// use impartial_lab::{Code, Pattern, Table};
/// let mut kayles = Table::new(&Code::parse("0.77").unwrap());
/// kayles.extend(300);
/// let claim = Pattern { preperiod: 60, period: 12, saltus: 0 };
/// assert_eq!(check(kayles.values(), claim), Check::Fails { heap: 82, game: 2, claim: 6 });
/// ```
pub fn check(values: &Values, claim: Pattern) -> Check {
    let (a, p, s) = (claim.preperiod, claim.period, claim.saltus);
    let len = values.len() as u64;
    let mut n = a.saturating_add(p);
    while n < len {
        let game = u64::from(values.get(n as usize));
        let want = u64::from(values.get((n - p) as usize)) + s;
        if game != want {
            return Check::Fails {
                heap: n,
                game,
                claim: want,
            };
        }
        n += 1;
    }
    Check::Holds
}

/// Whether a proved least pattern implies `claim` for every `n`: the claim's period is a
/// multiple of the least one with the saltus scaled alike, and it starts no earlier (module
/// docs).
///
/// ```
/// use impartial_lab::pattern::implies;
/// use impartial_lab::Pattern;
/// let kayles = Pattern { preperiod: 71, period: 12, saltus: 0 };
/// assert!(implies(kayles, Pattern { preperiod: 80, period: 24, saltus: 0 }));
/// assert!(!implies(kayles, Pattern { preperiod: 70, period: 12, saltus: 0 }));
/// ```
pub fn implies(least: Pattern, claim: Pattern) -> bool {
    claim.period % least.period == 0
        && claim.preperiod >= least.preperiod
        && least.saltus.checked_mul(claim.period / least.period) == Some(claim.saltus)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(values: &[u32]) -> Values {
        let mut t = Values::default();
        for &v in values {
            t.push(v);
        }
        t
    }

    /// A table periodic from far in: the multiples of its period are left out once the period
    /// holds long, and the answer is the least period with its least preperiod, whether the
    /// exceptions end early or late (0.376's shape, small).
    #[test]
    fn multiples_of_a_long_period_are_left_out() {
        for preperiod in [10, 500, 3000] {
            let mut v: Vec<u32> = (0..preperiod as u32).map(|n| n * 7 % 13 + 5).collect();
            while v.len() < 2 * preperiod + 2000 {
                v.push([0, 1, 0, 2][v.len() % 4]);
            }
            let got = observed(&table(&v));
            let want = Pattern {
                preperiod: preperiod as u64,
                period: 4,
                saltus: 0,
            };
            assert_eq!(got, Some(want), "{preperiod}");
        }
        let mut breaks = Breaks::default();
        let g: &[u32] = &[1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4];
        assert_eq!(breaks.last_break(g, g.len(), 4, 0), None);
        // 8 places is not long: nothing left out.
        assert!(!breaks.left_out(8, 0));
        let long: Vec<u32> = (0..200).map(|n| n % 3).collect();
        assert_eq!(breaks.last_break(&long[..], 200, 3, 0), None);
        assert!(breaks.left_out(6, 0) && breaks.left_out(9, 0));
        assert!(!breaks.left_out(6, 1) && !breaks.left_out(4, 0));
    }

    #[test]
    fn observed_takes_the_least_period_and_preperiod() {
        // Period 3 from 5, broken at n = 4.
        let mut v: Vec<u32> = (0..40).map(|n| n % 3).collect();
        v[4] = 9;
        assert_eq!(
            observed(&table(&v)),
            Some(Pattern {
                preperiod: 5,
                period: 3,
                saltus: 0
            })
        );
        // Saltus: n + 2 (n / 4) pattern, period 4 saltus 6.
        let v: Vec<u32> = (0..40).map(|n| n + 2 * (n / 4)).collect();
        assert_eq!(
            observed(&table(&v)),
            Some(Pattern {
                preperiod: 0,
                period: 4,
                saltus: 6
            })
        );
        // Too short a tail proves too little to be called a pattern.
        let mut v: Vec<u32> = (0..40).map(|n| n % 3).collect();
        v[30] = 9;
        assert_eq!(observed(&table(&v)), None);
    }

    #[test]
    fn a_check_names_the_first_failure() {
        let v: Vec<u32> = (0..50).map(|n| if n == 33 { 7 } else { n % 5 }).collect();
        let t = table(&v);
        let claim = Pattern {
            preperiod: 0,
            period: 5,
            saltus: 0,
        };
        assert_eq!(
            check(&t, claim),
            Check::Fails {
                heap: 33,
                game: 7,
                claim: 3
            }
        );
        let mut later = Pattern {
            preperiod: 29,
            period: 5,
            saltus: 0,
        };
        assert_eq!(
            check(&t, later),
            Check::Fails {
                heap: 38,
                game: 3,
                claim: 7
            }
        );
        later.preperiod = 34;
        assert_eq!(check(&t, later), Check::Holds);
    }
}
