//! Shrinking a failing input to a small one that fails the same way.
//!
//! Every candidate is valid for the contract (each record passes the registry's
//! [`Problem::valid`](crate::registry::Problem::valid), at least one record is left, and the
//! framing writes counts and terminators), and is kept only when the test says it still fails
//! with the same verdict. In rounds, until a round changes nothing or the time is up:
//!
//! 1. the ending: the plain terminator instead of a variant, fewer records after it;
//! 2. records: delete halves, then quarters, ..., then single records;
//! 3. lists inside a record: delete a run of numbers and lower the count before them by as
//!    many (`3 1 5 9` to `2 1 9`), halves first, for records of at most 400 numbers;
//! 4. numbers: each tried as 0, 1 and 2, then binary search downwards for the smallest that
//!    still fails.
//!
//! Every input tried is remembered with its result, so nothing runs twice.

use super::{Ending, Input};
use crate::gen::Domain;
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
    /// The deadline stopped it before a round changed nothing.
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
/// fails the same way. Stops at `deadline`.
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
        s.lists();
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
                if Instant::now() >= self.deadline {
                    self.cut_short = true;
                    return false;
                }
                self.runs += 1;
                let failed = (self.fails)(&candidate);
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

    fn lists(&mut self) {
        for r in 0..self.current.records.len() {
            let len = self.current.records[r].len();
            if !(2..=400).contains(&len) {
                continue;
            }
            let mut width = len / 2;
            while width >= 1 && !self.cut_short {
                let mut j = 1;
                while j + width <= self.current.records[r].len() && !self.cut_short {
                    if !self.delete_run(r, j, width as u64) {
                        j += 1;
                    }
                }
                width /= 2;
            }
        }
    }

    /// Deletes `width` numbers from record `r` at `j`, lowering the nearest count before them
    /// that makes the record valid again.
    fn delete_run(&mut self, r: usize, j: usize, width: u64) -> bool {
        let record = &self.current.records[r];
        for c in (0..j).rev() {
            if record[c] < width {
                continue;
            }
            let mut shorter = record.clone();
            shorter.drain(j..j + width as usize);
            shorter[c] -= width;
            if (self.problem.valid)(&shorter, self.domain) {
                let mut candidate = self.current.clone();
                candidate.records[r] = shorter;
                return self.try_keep(candidate);
            }
        }
        false
    }

    fn numbers(&mut self) {
        for r in 0..self.current.records.len() {
            for j in 0..self.current.records[r].len() {
                if self.cut_short {
                    return;
                }
                self.minimise(r, j);
            }
        }
    }

    /// The smallest value of number `j` of record `r` that still fails: 0, 1 and 2 first, then
    /// a binary search below the current value.
    fn minimise(&mut self, r: usize, j: usize) {
        let with = |s: &Self, v: u64| {
            let mut candidate = s.current.clone();
            candidate.records[r][j] = v;
            candidate
        };
        let value = self.current.records[r][j];
        for v in 0..3.min(value) {
            if self.try_keep(with(self, v)) {
                return;
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
}
