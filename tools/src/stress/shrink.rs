//! Shrinking a failing input to a small one that fails the same way.
//!
//! Every candidate is valid for the contract (each record passes the registry's
//! [`Problem::valid`](crate::registry::Problem::valid), at least one record is left, and the
//! framing writes counts and terminators), and is kept only when the test says it still fails
//! with the same verdict. In rounds, until a round changes nothing or the time is up:
//!
//! 1. the ending: the plain terminator instead of a variant, fewer records after it;
//! 2. records: delete halves, then quarters, ..., then single records;
//! 3. groups inside a record, as the registry's [`Problem::smaller`] cuts them: a run of values
//!    with the count before them (`3 1 5 9` to `2 1 9`), a whole S-Nim position with its `m`,
//!    halves first;
//! 4. numbers: a record's repeated values together, then each number: 0, 1, 2 and the value
//!    rounded down (bits cleared, decimal digits zeroed) tried smallest first, then a binary
//!    search downwards for the smallest that still fails.
//!
//! Every input tried is remembered with its result, so nothing runs twice.

use super::{Ending, Input};
use crate::gen::Domain;
use crate::interrupt;
use crate::registry::Problem;
use std::collections::HashMap;
use std::time::Instant;

/// What a shrink did.
pub struct Shrunk {
    pub input: Input,
    /// Candidates kept.
    pub steps: usize,
    /// Candidates run (not from the cache).
    pub runs: usize,
    /// The deadline or Ctrl-C ([`interrupt::requested`]) stopped it before a round changed
    /// nothing.
    pub cut_short: bool,
}

struct Shrinker<'a> {
    problem: &'a Problem,
    domain: Domain,
    fails: &'a mut dyn FnMut(&Input) -> bool,
    cache: HashMap<String, bool>,
    deadline: Instant,
    current: Input,
    steps: usize,
    runs: usize,
    cut_short: bool,
}

/// Shrinks `input`, which `fails`; `fails(candidate)` runs a candidate and says whether it
/// fails the same way. Stops at `deadline`, or when Ctrl-C was pressed.
pub fn shrink(
    problem: &Problem,
    domain: Domain,
    input: Input,
    fails: &mut dyn FnMut(&Input) -> bool,
    deadline: Instant,
) -> Shrunk {
    let mut s = Shrinker {
        problem,
        domain,
        fails,
        cache: HashMap::new(),
        deadline,
        current: input,
        steps: 0,
        runs: 0,
        cut_short: false,
    };
    let text = s.current.render(problem);
    s.cache.insert(text, true);
    loop {
        let before = s.steps;
        s.ending();
        s.records();
        s.inside();
        s.numbers();
        if s.steps == before || s.cut_short {
            break;
        }
    }
    Shrunk {
        input: s.current,
        steps: s.steps,
        runs: s.runs,
        cut_short: s.cut_short,
    }
}

impl Shrinker<'_> {
    /// Keeps `candidate` if it is valid and fails; says whether it did.
    fn try_keep(&mut self, candidate: Input) -> bool {
        if candidate.records.is_empty()
            || !candidate
                .records
                .iter()
                .all(|r| (self.problem.valid)(r, self.domain))
        {
            return false;
        }
        if let Ending::After(after) = &candidate.ending {
            if !after.iter().all(|r| (self.problem.valid)(r, self.domain)) {
                return false;
            }
        }
        let text = candidate.render(self.problem);
        let failed = match self.cache.get(&text) {
            Some(&known) => known,
            None => {
                if Instant::now() >= self.deadline || interrupt::requested() {
                    self.cut_short = true;
                    return false;
                }
                self.runs += 1;
                let failed = (self.fails)(&candidate);
                // A run cut by Ctrl-C says nothing about the candidate.
                if interrupt::requested() {
                    self.cut_short = true;
                    return false;
                }
                self.cache.insert(text, failed);
                failed
            }
        };
        if failed && candidate != self.current {
            self.current = candidate;
            self.steps += 1;
        }
        failed
    }

    fn ending(&mut self) {
        if self.current.ending == Ending::Normal {
            return;
        }
        let mut candidate = self.current.clone();
        candidate.ending = Ending::Normal;
        if self.try_keep(candidate) {
            return;
        }
        if let Ending::After(after) = self.current.ending.clone() {
            for i in (0..after.len()).rev() {
                let Ending::After(mut fewer) = self.current.ending.clone() else {
                    return;
                };
                if i < fewer.len() && fewer.len() > 1 {
                    fewer.remove(i);
                    let mut candidate = self.current.clone();
                    candidate.ending = Ending::After(fewer);
                    self.try_keep(candidate);
                }
            }
        }
    }

    fn records(&mut self) {
        let mut chunk = (self.current.records.len() / 2).max(1);
        loop {
            let mut start = 0;
            while start < self.current.records.len() && !self.cut_short {
                let mut candidate = self.current.clone();
                let end = (start + chunk).min(candidate.records.len());
                candidate.records.drain(start..end);
                if !self.try_keep(candidate) {
                    start += chunk;
                }
            }
            if chunk == 1 || self.cut_short {
                return;
            }
            chunk = (chunk / 2).max(1);
        }
    }

    /// Groups inside each record, as the problem's [`Problem::smaller`] cuts them: the first
    /// cut that keeps the record valid and failing is kept, and the cuts of the smaller record
    /// are tried again from the largest.
    fn inside(&mut self) {
        for r in 0..self.current.records.len() {
            'smaller: loop {
                for cut in (self.problem.smaller)(&self.current.records[r]) {
                    if self.cut_short {
                        return;
                    }
                    let Some(record) = cut.apply(&self.current.records[r]) else {
                        continue;
                    };
                    if !(self.problem.valid)(&record, self.domain) {
                        continue;
                    }
                    let mut candidate = self.current.clone();
                    candidate.records[r] = record;
                    if self.try_keep(candidate) {
                        continue 'smaller;
                    }
                }
                break;
            }
        }
    }

    /// Each record's repeated values together first (equal piles stay equal), then each number
    /// on its own.
    fn numbers(&mut self) {
        for r in 0..self.current.records.len() {
            let mut sorted = self.current.records[r].clone();
            sorted.sort_unstable();
            let mut repeated: Vec<u64> = sorted
                .windows(2)
                .filter(|w| w[0] == w[1])
                .map(|w| w[0])
                .collect();
            repeated.dedup();
            for value in repeated {
                if self.cut_short {
                    return;
                }
                let at: Vec<usize> = (0..self.current.records[r].len())
                    .filter(|&j| self.current.records[r][j] == value)
                    .collect();
                if at.len() >= 2 {
                    self.minimise(r, &at);
                }
            }
            for j in 0..self.current.records[r].len() {
                if self.cut_short {
                    return;
                }
                self.minimise(r, &[j]);
            }
        }
    }

    /// The smallest value for the numbers `at` of record `r` (all equal) that still fails: 0, 1
    /// and 2 and the value rounded down (low bits cleared, low decimal digits zeroed) first,
    /// smallest first, which finds the simple values a failure hides behind (2^63, 10^9) where
    /// failing is not monotonic; then a binary search below the best so far.
    fn minimise(&mut self, r: usize, at: &[usize]) {
        let with = |s: &Self, v: u64| {
            let mut candidate = s.current.clone();
            for &j in at {
                candidate.records[r][j] = v;
            }
            candidate
        };
        let mut value = self.current.records[r][at[0]];
        let mut simple: Vec<u64> = (0..3).collect();
        simple.extend((1..64).map(|bits| value >> bits << bits));
        simple.extend(
            (1..20)
                .map(|digits| 10u64.pow(digits))
                .map(|unit| value - value % unit),
        );
        simple.retain(|&v| v < value);
        simple.sort_unstable();
        simple.dedup();
        for v in simple {
            if self.cut_short {
                return;
            }
            if self.try_keep(with(self, v)) {
                value = v;
                break;
            }
        }
        let (mut lo, mut hi) = (0u64, value);
        while hi - lo > 1 && !self.cut_short {
            let mid = lo + (hi - lo) / 2;
            if self.try_keep(with(self, mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::problem;
    use std::time::Duration;

    fn later() -> Instant {
        Instant::now() + Duration::from_secs(30)
    }

    #[test]
    fn a_failing_record_is_found_among_many_and_its_numbers_lowered() {
        let p = problem("poj1067").unwrap();
        let records: Vec<Vec<u64>> = (0..50).map(|i| vec![i * 1000 + 7, 900_000 + i]).collect();
        // "Fails" while some record has a >= 20_007 and b >= 900_030.
        let mut fails = |input: &Input| {
            input
                .records
                .iter()
                .any(|r| r[0] >= 20_007 && r[1] >= 900_030)
        };
        let input = Input {
            records,
            ending: Ending::Normal,
        };
        let shrunk = shrink(p, Domain::Judge, input, &mut fails, later());
        assert_eq!(shrunk.input.records, vec![vec![20_007, 900_030]]);
        assert!(!shrunk.cut_short);
    }

    #[test]
    fn lists_lose_numbers_with_their_count_and_stay_valid() {
        let p = problem("poj1704").unwrap();
        let input = Input {
            records: vec![vec![5, 9, 3, 7000, 4, 2], vec![2, 1, 2]],
            ending: Ending::After(vec![vec![1, 5]]),
        };
        // Fails while some record holds a position of at least 6000.
        let mut fails = |input: &Input| {
            input
                .records
                .iter()
                .any(|r| r[1..].iter().any(|&v| v >= 6000))
        };
        let shrunk = shrink(p, Domain::Judge, input, &mut fails, later());
        assert_eq!(shrunk.input.records, vec![vec![1, 6000]]);
        assert_eq!(shrunk.input.ending, Ending::Normal);
    }

    #[test]
    fn distinctness_is_kept_and_the_deadline_is_honoured() {
        let p = problem("poj1704").unwrap();
        let input = Input {
            records: vec![vec![2, 40, 50]],
            ending: Ending::Normal,
        };
        // Fails while there are two positions: both fall, but never onto each other.
        let mut fails = |input: &Input| input.records[0].len() == 3;
        let shrunk = shrink(p, Domain::Judge, input.clone(), &mut fails, later());
        let r = &shrunk.input.records[0];
        assert!(r[1] != r[2] && r[1].max(r[2]) <= 2, "{:?}", r);
        let cut = shrink(p, Domain::Judge, input, &mut fails, Instant::now());
        assert!(cut.cut_short);
        assert_eq!(cut.runs, 0);
    }

    fn one(record: Vec<u64>) -> Input {
        Input {
            records: vec![record],
            ending: Ending::Normal,
        }
    }

    #[test]
    fn an_s_nim_case_loses_whole_positions_then_heaps_then_moves() {
        let p = problem("hdu1536").unwrap();
        // S = {3, 5}; positions (5 10000), (1 2 3), (7).
        let input = one(vec![2, 3, 5, 3, 2, 5, 10_000, 3, 1, 2, 3, 1, 7]);
        // Fails while some heap (after S and m) is 10000.
        let mut fails = |input: &Input| {
            let r = &input.records[0];
            r[r[0] as usize + 2..].contains(&10_000)
        };
        let shrunk = shrink(p, Domain::Judge, input, &mut fails, later());
        assert_eq!(shrunk.input.records, vec![vec![1, 1, 1, 1, 10_000]]);
    }

    #[test]
    fn pairs_go_with_their_count() {
        let p = problem("hdu3595").unwrap();
        let input = one(vec![3, 1, 1, 2, 7, 39, 27]);
        // Fails while some game has a pile of at least 7 and one of at least 2.
        let mut fails = |input: &Input| {
            input.records[0][1..]
                .chunks(2)
                .any(|g| g[0].max(g[1]) >= 7 && g[0].min(g[1]) >= 2)
        };
        let shrunk = shrink(p, Domain::Judge, input, &mut fails, later());
        assert_eq!(shrunk.input.records, vec![vec![1, 2, 7]]);
    }

    #[test]
    fn equal_values_fall_together() {
        let p = problem("hdu1850").unwrap();
        let input = one(vec![3, 14, 14, 9]);
        // Fails while two piles are equal: lowering one alone never fails.
        let mut fails = |input: &Input| {
            let piles = &input.records[0][1..];
            (0..piles.len()).any(|i| piles[i + 1..].contains(&piles[i]))
        };
        let shrunk = shrink(p, Domain::Judge, input, &mut fails, later());
        assert_eq!(shrunk.input.records, vec![vec![2, 1, 1]]);
    }

    #[test]
    fn a_value_falls_to_the_power_of_two_a_non_monotonic_failure_hides_behind() {
        let p = problem("leetcode292").unwrap();
        let input = one(vec![9_223_372_347_197_966_036]);
        // Fails on multiples of 4 from 2^63 on (a signed read saturating): a binary search
        // alone gets lost among the values that are not multiples of 4.
        let mut fails = |input: &Input| {
            let n = input.records[0][0];
            n >= 1 << 63 && n % 4 == 0
        };
        let shrunk = shrink(p, Domain::Beyond, input, &mut fails, later());
        assert_eq!(shrunk.input.records, vec![vec![1 << 63]]);
    }
}
