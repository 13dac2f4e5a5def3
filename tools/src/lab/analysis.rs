//! A heap game's values and pattern: the table grown in steps until a theorem proves a pattern or
//! the limit is reached, with progress on stderr and Ctrl-C honoured.

use super::cost;
use crate::interrupt;
use impartial_lab::all_but::repeated_state;
use impartial_lab::pattern::observed;
use impartial_lab::periodicity::{guy_smith, next_certificate, values_needed};
use impartial_lab::{Code, Pattern, Table, Values};
use std::io::IsTerminal;
use std::time::Instant;

/// What is known of a sequence's pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Known {
    /// A theorem's condition was checked: the pattern holds for every `n`.
    Proved {
        /// The least pattern.
        pattern: Pattern,
        /// The theorem and what was checked, one sentence.
        proof: String,
    },
    /// The least pattern seen in the table ([`observed`]), not proved.
    Observed(Pattern),
    /// No pattern seen.
    None,
}

/// A run: the values computed and what they show.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// The game as named.
    pub name: String,
    /// `G(0..len)`.
    pub values: Values,
    /// Proved, observed or none.
    pub known: Known,
    /// Ctrl-C stopped the run early.
    pub interrupted: bool,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// How many values the periodicity theorem would need to prove the pattern seen (or, with
    /// none seen, the nearest period seen twice at the end), when that is beyond the table.
    pub proof_needs: Option<usize>,
    /// The table's length was the lab's default, not the user's `N`.
    pub default_n: bool,
}

impl Analysis {
    /// A run on values computed elsewhere (a user's program): observed at most.
    pub fn of_values(name: &str, values: Values) -> Analysis {
        let known = observed(&values).map_or(Known::None, Known::Observed);
        Analysis {
            name: name.to_string(),
            values,
            known,
            interrupted: false,
            seconds: 0.0,
            proof_needs: None,
            default_n: false,
        }
    }

    /// The pattern, proved or observed.
    pub fn pattern(&self) -> Option<Pattern> {
        match &self.known {
            Known::Proved { pattern, .. } | Known::Observed(pattern) => Some(*pattern),
            Known::None => None,
        }
    }

    /// The exceptions: the `n` below the preperiod where `G(n)` differs from the value the
    /// periodic part gives it, `G(n + k p) - k s` for the least `k` that reaches the periodic
    /// part (the lists Winning Ways and OEIS publish; a table too short to reach it has none).
    ///
    /// ```
    /// use impartial_lab::Code;
    /// use impartial_tools::lab::analysis::analyse;
    /// let kayles = analyse(&Code::parse("0.77").unwrap(), 1000, false, false);
    /// assert_eq!(kayles.exceptions(), [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]);
    /// ```
    pub fn exceptions(&self) -> Vec<u64> {
        let Some(p) = self.pattern() else {
            return Vec::new();
        };
        let len = self.values.len() as u64;
        (0..p.preperiod)
            .filter(|&n| {
                let k = (p.preperiod - n + p.period - 1) / p.period;
                let m = n + k * p.period;
                // The periodic value may be negative (a saltus): then it differs from G(n).
                m < len
                    && i128::from(self.values.get(n as usize))
                        != i128::from(self.values.get(m as usize))
                            - i128::from(k) * i128::from(p.saltus)
            })
            .collect()
    }

    /// Where the `N` looked at came from, when it was the lab's default.
    fn looked(&self) -> String {
        if self.default_n && !self.interrupted {
            format!(
                " (N = {}, the default for this game; give N to look further)",
                self.values.len()
            )
        } else {
            String::new()
        }
    }

    /// The first line of `lab pattern` (issue 26's format).
    pub fn first_line(&self) -> String {
        let n = self.values.len();
        match &self.known {
            Known::Proved { pattern: p, .. } => format!(
                "periodic preperiod={} period={} saltus={} proved",
                p.preperiod, p.period, p.saltus
            ),
            Known::Observed(p) => format!(
                "periodic preperiod={} period={} saltus={} observed={}",
                p.preperiod, p.period, p.saltus, n
            ),
            Known::None => format!("none observed={}", n),
        }
    }

    /// The pattern in words, the way OEIS states it.
    pub fn statement(&self) -> String {
        let n = self.values.len();
        let pattern = match self.pattern() {
            Some(p) => p,
            None => {
                let mut s = format!(
                    "{}: no pattern found in G(0..{}){}",
                    self.name,
                    n,
                    self.looked()
                );
                if let Some(m) = self.proof_needs {
                    s += &format!(
                        "\na period seen twice at the end would be proved by the periodicity theorem in G(0..{}) if it held there",
                        m
                    );
                }
                if self.interrupted {
                    s += "\n(interrupted: the values computed before Ctrl-C or SIGTERM)";
                }
                return s;
            }
        };
        let mut s = format!("{}: period {}", self.name, pattern.period);
        if pattern.saltus > 0 {
            s += &format!(" with saltus {}", pattern.saltus);
        }
        if pattern.preperiod == 0 {
            s += ", no exceptions";
        } else {
            s += &format!(", last exception at n = {}", pattern.preperiod - 1);
        }
        match &self.known {
            Known::Proved { proof, .. } => s += &format!("\nproved by {}", proof),
            _ => {
                s += &format!("\nobserved in G(0..{}){}, not proved", n, self.looked());
                if let Some(m) = self.proof_needs {
                    s += &format!(
                        "; the periodicity theorem would prove it in G(0..{}) if it held there",
                        m
                    );
                }
            }
        }
        if self.interrupted {
            s += "\n(interrupted: the values computed before Ctrl-C or SIGTERM)";
        }
        s
    }
}

/// The proof of a pattern that `values` already certifies, if a theorem applies.
fn prove(code: &Code, values: &Values) -> Option<(Pattern, String)> {
    if let Some(p) = guy_smith(code, values) {
        let t = code.max_removal().unwrap_or(0);
        let j = code.max_heaps().max(1);
        let need = values_needed(code, p).unwrap_or(0);
        let theorem = if j == 1 {
            format!("the window theorem (finite subtraction code, t = {})", t)
        } else {
            format!(
                "the periodicity theorem of Guy and Smith (finite code, t = {}, at most {} heaps{})",
                t,
                j,
                if code.has_distinct_splits() { ", different heaps" } else { "" }
            )
        };
        let proof = format!(
            "{}: G(n + {}) = G(n) for {} <= n < {}, checked in G(0..{})",
            theorem,
            p.period,
            p.preperiod.max(u64::from(!code.is_subtraction())),
            need as u64 - p.period,
            need
        );
        return Some((p, proof));
    }
    let r = repeated_state(code, values)?;
    let p = r.pattern;
    let proof = format!(
        "the repeated-state theorem (one repeating digit after {} explicit ones): heaps {} and {} \
         have the same state, so G(n + {}) = G(n) + {} from n = {} on; least form checked in G(0..{})",
        code.digits.len(),
        r.first,
        r.second,
        r.second - r.first,
        u64::from(values.get(r.second as usize)) - u64::from(values.get(r.first as usize)),
        r.first,
        values.len()
    );
    Some((p, proof))
}

/// Computes values of `code` until a pattern is proved or `limit` values are known (all
/// `limit` when `exact`), printing progress on stderr when `progress` and a run takes more
/// than a second; Ctrl-C (after [`interrupt::catch`]) stops it with what it has.
pub fn analyse(code: &Code, limit: usize, exact: bool, progress: bool) -> Analysis {
    match analyse_within(code, limit, exact, progress, None) {
        Ok(a) => a,
        Err(_) => unreachable!("no budget, no refusal"),
    }
}

/// [`analyse`], refused after its first half second when [`cost::estimate`] puts the whole run
/// past `budget` seconds (codes whose work grows as `n^3` or faster, [`cost::exponent`]).
pub fn analyse_within(
    code: &Code,
    limit: usize,
    exact: bool,
    progress: bool,
    budget: Option<f64>,
) -> Result<Analysis, cost::Refusal> {
    // Progress lines are for a person watching: rewritten in place on a terminal, one line
    // every half minute into a file or a pipe.
    let terminal = std::io::stderr().is_terminal();
    let e = cost::exponent(code);
    let start = Instant::now();
    let mut table = Table::new(code);
    let mut checkpoint = limit.min(256);
    let mut last_print = 0.0;
    let mut interrupted = false;
    let mut refused = None;
    let mut estimated = false;
    let mut pace = cost::Pace::default();
    // Where a heap costs n^2 or more, a run is watched heap by heap.
    let every = if e >= 3 { 1 } else { 256 };
    let proved = loop {
        let target = if exact { limit } else { checkpoint };
        table.extend_with(target, every, |t| {
            if interrupt::requested() {
                return false;
            }
            let secs = start.elapsed().as_secs_f64();
            // Estimated once, from the first half second: within the budget, the run goes on.
            if let Some(budget) = budget.filter(|_| e >= 3 && secs >= 0.5 && !estimated) {
                estimated = true;
                if cost::estimate(t.len(), secs, limit, e) > budget {
                    refused = Some(cost::Refusal {
                        name: code.name.clone(),
                        done: t.len(),
                        seconds: secs,
                        target: limit,
                        e,
                    });
                    return false;
                }
            }
            let gap = if terminal { 1.0 } else { 30.0 };
            if progress && secs >= last_print + gap {
                last_print = secs;
                let left = pace
                    .left(t.len(), secs, limit, e)
                    .map_or(String::new(), |s| {
                        format!(", about {} left", cost::duration(s))
                    });
                eprint!(
                    "{}lab: {}: {} of {} values, largest {}, {} rare, {:.0} s{}   {}",
                    if terminal { "\r" } else { "" },
                    code.name,
                    t.len(),
                    limit,
                    t.values().max(),
                    t.rare_count(),
                    secs,
                    left,
                    if terminal { "" } else { "\n" }
                );
            }
            true
        });
        if let Some(r) = refused {
            if progress && terminal && last_print > 0.0 {
                eprintln!();
            }
            return Err(r);
        }
        if interrupt::requested() {
            interrupted = true;
        }
        let proved = prove(code, table.values());
        if proved.is_some() || interrupted || table.len() >= limit {
            break proved;
        }
        let len = table.len();
        let step = len + len / 4;
        checkpoint = match next_certificate(code, table.values()) {
            Some(need) if need > len => need.min(step),
            _ => step,
        }
        .min(limit);
    };
    if progress && terminal && last_print > 0.0 {
        eprintln!();
    }
    let values = table.into_values();
    let known = match proved {
        Some((pattern, proof)) => Known::Proved { pattern, proof },
        None => observed(&values).map_or(Known::None, Known::Observed),
    };
    let proof_needs = match &known {
        Known::Proved { .. } => None,
        Known::Observed(p) if p.saltus == 0 => values_needed(code, *p),
        Known::Observed(_) => None,
        Known::None => next_certificate(code, &values),
    }
    .filter(|&m| m > values.len());
    Ok(Analysis {
        name: code.name.clone(),
        values,
        known,
        interrupted,
        seconds: start.elapsed().as_secs_f64(),
        proof_needs,
        default_n: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(code: &str, limit: usize) -> Analysis {
        analyse(&Code::parse(code).unwrap(), limit, false, false)
    }

    #[test]
    fn kayles_is_proved_with_the_issue_line() {
        let a = run("0.77", 1 << 20);
        assert_eq!(
            a.first_line(),
            "periodic preperiod=71 period=12 saltus=0 proved"
        );
        assert!(
            a.values.len() <= 256,
            "stops at the first checkpoint with a certificate"
        );
        assert!(
            a.statement().contains("last exception at n = 70"),
            "{}",
            a.statement()
        );
    }

    /// The exception lists as published: OEIS A002186 (Kayles, "the only exceptions are n=0, 3,
    /// ..., 70") and A002187 (Dawson's chess, 0.137: "the only exceptions at n=0, 14, 16, 17,
    /// 31, 34 and 51"). Dawson's Kayles, 0.07, is Dawson's chess one heap later (A002187's
    /// comment: 0.07 has values a(n-1)), so its exceptions are those plus one; its heap 0
    /// (value 0, the periodic part gives G(68) = 4) is one more.
    #[test]
    fn exceptions_as_published() {
        let published: [(&str, &[u64]); 3] = [
            (
                "0.77",
                &[0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70],
            ),
            ("0.137", &[0, 14, 16, 17, 31, 34, 51]),
            ("0.07", &[0, 1, 15, 17, 18, 32, 35, 52]),
        ];
        for (code, list) in published {
            let a = run(code, 1 << 20);
            assert!(matches!(a.known, Known::Proved { .. }), "{}", code);
            assert_eq!(a.exceptions(), list, "{}", code);
        }
        // With a saltus: Lasker's Nim (4.[3]) has G(0) = 0 where the period gives 1 - 4 < 0.
        assert_eq!(run("4.[3]", 100).exceptions(), [0]);
        assert!(run("0.3F", 200).exceptions().is_empty());
        assert!(run("4!.0", 300).exceptions().is_empty());
    }

    #[test]
    fn observed_and_none() {
        // 0.3F: arithmetic-periodic, no theorem here for splits into three heaps.
        let a = run("0.3F", 200);
        assert_eq!(
            a.first_line(),
            "periodic preperiod=0 period=6 saltus=3 observed=200"
        );
        // Grundy's game: nothing in 300 values.
        let a = run("4!.0", 300);
        assert_eq!(a.first_line(), "none observed=300");
        // 4.[3], Lasker's Nim: saltus 4.
        let a = run("4.[3]", 100);
        assert_eq!(
            a.first_line(),
            "periodic preperiod=1 period=4 saltus=4 observed=100"
        );
        let a = run("allbut:2,3,7", 1000);
        assert_eq!(
            a.first_line(),
            "periodic preperiod=0 period=4 saltus=2 proved"
        );
    }
}
