//! Shrinking a failing input to a small one that fails the same way, for any [`Shape`].
//!
//! Every candidate is valid for the contract ([`Shape::admits`]: each record passes
//! [`Shape::valid`], at least one record is left, and the framing writes counts and
//! terminators), and is kept only when the test says it still fails with the same verdict. In
//! rounds, until a round changes nothing or the time is up:
//!
//! 1. the ending: the plain terminator instead of a variant, fewer records after it;
//! 2. records: delete halves, then quarters, ..., then single records;
//! 3. groups inside a record, as the shape's [`Shape::cuts`] cut them: a run of values with the
//!    count before them (`3 1 5 9` to `2 1 9`), a whole S-Nim position with its `m`, halves
//!    first;
//! 4. tokens: a record's repeated numbers together, then each number: 0, 1, 2 and the value
//!    rounded down (bits cleared, decimal digits zeroed) tried smallest first, then a binary
//!    search downwards for the smallest that still fails; a word (a digit string) loses
//!    characters one at a time, then each character is lowered (`'0'` first).
//!
//! Every input tried is remembered with its result, so nothing runs twice.

use crate::input::{Ending, Input, Shape, Token};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// What a shrink did.
pub struct Shrunk {
    pub input: Input,
    /// Candidates kept.
    pub steps: usize,
    /// Candidates run (not from the cache).
    pub runs: usize,
    /// The deadline or the stop flag (Ctrl-C) stopped it before a round changed nothing.
    pub cut_short: bool,
}

struct Shrinker<'a, S: Shape + ?Sized> {
    shape: &'a S,
    fails: &'a mut dyn FnMut(&Input) -> bool,
    cache: HashMap<String, bool>,
    deadline: Instant,
    stop: &'a AtomicBool,
    current: Input,
    steps: usize,
    runs: usize,
    cut_short: bool,
}

/// Shrinks `input`, which `fails`; `fails(candidate)` runs a candidate and says whether it
/// fails the same way. Stops at `deadline`, or when `stop` is raised (Ctrl-C: a run it cut
/// short says nothing about its candidate).
pub fn shrink<S: Shape + ?Sized>(
    shape: &S,
    input: Input,
    fails: &mut dyn FnMut(&Input) -> bool,
    deadline: Instant,
    stop: &AtomicBool,
) -> Shrunk {
    let mut s = Shrinker {
        shape,
        fails,
        cache: HashMap::new(),
        deadline,
        stop,
        current: input,
        steps: 0,
        runs: 0,
        cut_short: false,
    };
    let text = shape.render(&s.current);
    s.cache.insert(text, true);
    loop {
        let before = s.steps;
        s.ending();
        s.records();
        s.inside();
        s.tokens();
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

impl<S: Shape + ?Sized> Shrinker<'_, S> {
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    /// Keeps `candidate` if it is valid and fails; says whether it did.
    fn try_keep(&mut self, candidate: Input) -> bool {
        if !self.shape.admits(&candidate) {
            return false;
        }
        let text = self.shape.render(&candidate);
        let failed = match self.cache.get(&text) {
            Some(&known) => known,
            None => {
                if Instant::now() >= self.deadline || self.stopped() {
                    self.cut_short = true;
                    return false;
                }
                self.runs += 1;
                let failed = (self.fails)(&candidate);
                if self.stopped() {
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

    /// Groups inside each record, as the shape's [`Shape::cuts`] cut them: the first cut that
    /// keeps the record valid and failing is kept, and the cuts of the smaller record are tried
    /// again from the largest.
    fn inside(&mut self) {
        for r in 0..self.current.records.len() {
            'smaller: loop {
                for cut in self.shape.cuts(&self.current.records[r]) {
                    if self.cut_short {
                        return;
                    }
                    let Some(record) = cut.apply(&self.current.records[r]) else {
                        continue;
                    };
                    if !self.shape.valid(&record) {
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

    /// Each record's repeated numbers together first (equal piles stay equal), then each token
    /// on its own.
    fn tokens(&mut self) {
        for r in 0..self.current.records.len() {
            let mut sorted: Vec<u64> = self.current.records[r]
                .iter()
                .filter_map(Token::number)
                .collect();
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
                    .filter(|&j| self.current.records[r][j] == Token::Number(value))
                    .collect();
                if at.len() >= 2 {
                    self.minimise(r, &at);
                }
            }
            for j in 0..self.current.records[r].len() {
                if self.cut_short {
                    return;
                }
                match &self.current.records[r][j] {
                    Token::Number(_) => self.minimise(r, &[j]),
                    Token::Text(_) => self.shorten(r, j),
                }
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
                candidate.records[r][j] = Token::Number(v);
            }
            candidate
        };
        let Some(mut value) = self.current.records[r][at[0]].number() else {
            return;
        };
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

    /// A word of record `r` at `j` made simpler: characters deleted one at a time, then each
    /// ASCII digit or letter lowered to the smallest of its kind that still fails (`'0'`, `'a'`,
    /// `'A'` first).
    fn shorten(&mut self, r: usize, j: usize) {
        let word = |s: &Self| match &s.current.records[r][j] {
            Token::Text(text) => text.clone().into_bytes(),
            Token::Number(_) => Vec::new(),
        };
        let with = |s: &Self, bytes: Vec<u8>| {
            let mut candidate = s.current.clone();
            candidate.records[r][j] = Token::Text(String::from_utf8_lossy(&bytes).into_owned());
            candidate
        };
        let mut i = 0;
        while i < word(self).len() && !self.cut_short {
            let mut bytes = word(self);
            bytes.remove(i);
            if !self.try_keep(with(self, bytes)) {
                i += 1;
            }
        }
        for i in 0..word(self).len() {
            let c = word(self)[i];
            let lowest = match c {
                b'0'..=b'9' => b'0',
                b'a'..=b'z' => b'a',
                b'A'..=b'Z' => b'A',
                _ => continue,
            };
            for lower in lowest..c {
                if self.cut_short {
                    return;
                }
                let mut bytes = word(self);
                bytes[i] = lower;
                if self.try_keep(with(self, bytes)) {
                    break;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::shape::fixtures::{input, Digits, Nested, Pairs, Piles, Positions, Single};
    use crate::input::{numbers, Record};
    use std::time::Duration;

    fn later() -> Instant {
        Instant::now() + Duration::from_secs(30)
    }

    static GO: AtomicBool = AtomicBool::new(false);

    fn values(input: &Input) -> Vec<Vec<u64>> {
        let record = |r: &Record| r.iter().map(|t| t.number().unwrap()).collect();
        input.records.iter().map(record).collect()
    }

    #[test]
    fn a_failing_record_is_found_among_many_and_its_numbers_lowered() {
        let records: Vec<Vec<u64>> = (0..50).map(|i| vec![i * 1000 + 7, 900_000 + i]).collect();
        let refs: Vec<&[u64]> = records.iter().map(Vec::as_slice).collect();
        // "Fails" while some record has a >= 20_007 and b >= 900_030.
        let mut fails = |input: &Input| {
            values(input)
                .iter()
                .any(|r| r[0] >= 20_007 && r[1] >= 900_030)
        };
        let shape = Pairs { max: 1_000_000_000 };
        let shrunk = shrink(&shape, input(&refs), &mut fails, later(), &GO);
        assert_eq!(values(&shrunk.input), [[20_007, 900_030]]);
        assert!(!shrunk.cut_short);
    }

    #[test]
    fn lists_lose_numbers_with_their_count_and_stay_valid() {
        let mut start = input(&[&[5, 9, 3, 7000, 4, 2], &[2, 1, 2]]);
        start.ending = Ending::After(vec![numbers(&[1, 5])]);
        // Fails while some record holds a position of at least 6000.
        let mut fails = |input: &Input| {
            values(input)
                .iter()
                .any(|r| r[1..].iter().any(|&v| v >= 6000))
        };
        let shrunk = shrink(&Positions::new(), start, &mut fails, later(), &GO);
        assert_eq!(values(&shrunk.input), [[1, 6000]]);
        assert_eq!(shrunk.input.ending, Ending::Normal);
    }

    #[test]
    fn distinctness_is_kept_and_the_deadline_and_the_stop_flag_are_honoured() {
        let start = input(&[&[2, 40, 50]]);
        // Fails while there are two positions: both fall, but never onto each other.
        let mut fails = |input: &Input| input.records[0].len() == 3;
        let shape = Positions::new();
        let shrunk = shrink(&shape, start.clone(), &mut fails, later(), &GO);
        let r = &values(&shrunk.input)[0];
        assert!(r[1] != r[2] && r[1].max(r[2]) <= 2, "{:?}", r);
        let cut = shrink(&shape, start.clone(), &mut fails, Instant::now(), &GO);
        assert!(cut.cut_short);
        assert_eq!(cut.runs, 0);
        let stop = AtomicBool::new(true);
        let stopped = shrink(&shape, start.clone(), &mut fails, later(), &stop);
        assert!(stopped.cut_short);
        assert_eq!((stopped.runs, stopped.input), (0, start));
    }

    #[test]
    fn a_nested_record_loses_whole_positions_then_heaps_then_moves() {
        // S = {3, 5}; positions (5 10000), (1 2 3), (7).
        let start = input(&[&[2, 3, 5, 3, 2, 5, 10_000, 3, 1, 2, 3, 1, 7]]);
        // Fails while some heap (after S and m) is 10000.
        let mut fails = |input: &Input| {
            let r = &values(input)[0];
            r[r[0] as usize + 2..].contains(&10_000)
        };
        let shrunk = shrink(&Nested, start, &mut fails, later(), &GO);
        assert_eq!(values(&shrunk.input), [[1, 1, 1, 1, 10_000]]);
    }

    #[test]
    fn equal_values_fall_together() {
        // Fails while two piles are equal: lowering one alone never fails.
        let mut fails = |input: &Input| {
            let piles = &values(input)[0][1..];
            (0..piles.len()).any(|i| piles[i + 1..].contains(&piles[i]))
        };
        let shrunk = shrink(
            &Piles::new(),
            input(&[&[3, 14, 14, 9]]),
            &mut fails,
            later(),
            &GO,
        );
        assert_eq!(values(&shrunk.input), [[2, 1, 1]]);
    }

    #[test]
    fn a_value_falls_to_the_power_of_two_a_non_monotonic_failure_hides_behind() {
        // Fails on multiples of 4 from 2^63 on (a signed read saturating): a binary search
        // alone gets lost among the values that are not multiples of 4.
        let mut fails = |input: &Input| {
            let n = values(input)[0][0];
            n >= 1 << 63 && n % 4 == 0
        };
        let start = input(&[&[9_223_372_347_197_966_036]]);
        let shrunk = shrink(&Single, start, &mut fails, later(), &GO);
        assert_eq!(values(&shrunk.input), [[1 << 63]]);
    }

    #[test]
    fn a_word_loses_characters_and_lowers_the_rest() {
        // Fails while a string starts with a zero and has a digit that is not one.
        let mut fails = |input: &Input| {
            input.records.iter().any(|r| match &r[0] {
                Token::Text(s) => s.starts_with('0') && s.bytes().any(|b| b != b'0'),
                Token::Number(_) => false,
            })
        };
        let start = Input {
            records: vec![vec![Token::text("123")], vec![Token::text("00734")]],
            ending: Ending::Normal,
        };
        let shrunk = shrink(&Digits, start, &mut fails, later(), &GO);
        assert_eq!(shrunk.input.records, [vec![Token::text("01")]]);
    }
}
