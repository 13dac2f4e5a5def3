//! Shrinking a failing input to a small one that fails the same way, for any [`Shape`].
//!
//! Every candidate is valid for the contract ([`Shape::admits`]: each record passes
//! [`Shape::valid`], at least one record is left, and the framing writes counts and
//! terminators), and is kept only when the test says it still fails with the same verdict. In
//! rounds, until a round changes nothing or the time is up:
//!
//! 1. the ending: the plain terminator instead of a variant, fewer records after it;
//! 2. records: delete halves, then quarters, ..., then single records;
//! 3. the shape's own smaller inputs ([`Shape::smaller`]: a tree's leaves, a grid's column,
//!    lines with their count), the first that still fails kept and asked again;
//! 4. groups inside a record, as the shape's [`Shape::cuts`] cut them: a run of values with the
//!    count before them (`3 1 5 9` to `2 1 9`), a whole S-Nim position with its `m`, halves
//!    first;
//! 5. tokens: a record's repeated numbers together, then each number: 0, 1, 2 and the value
//!    rounded down (bits cleared, decimal digits zeroed) tried smallest first, then a binary
//!    search downwards for the smallest that still fails; a word (a digit string) loses
//!    characters one at a time, then each character is lowered (`'0'` first);
//! 6. related numbers together: two numbers of a record that neither falls alone (a failure
//!    that lies on a line, `n = K + 1`) are lowered with their difference kept, then with their
//!    ratio kept (`65 64` to `5 4`, `60 30` to `2 1`).
//!
//! When the rounds change nothing, an exhaustive pass tries every input of the same structure
//! whose numbers are smaller in sum, smallest sum first, as long as there are few numbers
//! ([`EXHAUSTIVE_NUMBERS`]) and the run budget lasts ([`EXHAUSTIVE_RUNS`]): the input reported is
//! then the least failing one of its structure, not only a point no single step improves.
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
        s.structure();
        s.inside();
        s.tokens();
        s.related();
        if s.steps == before || s.cut_short {
            break;
        }
    }
    if !s.cut_short {
        s.exhaustive();
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

    /// The shape's own smaller inputs, largest first: the first that still fails is kept, and
    /// the smaller inputs of that one are asked for again.
    fn structure(&mut self) {
        'smaller: loop {
            let current = self.current.clone();
            for candidate in self.shape.smaller(&current) {
                if self.cut_short {
                    return;
                }
                if candidate != current && self.try_keep(candidate) {
                    continue 'smaller;
                }
            }
            return;
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
        for v in simpler_values(value) {
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

    /// Pairs of numbers of each record lowered together, their difference kept and then their
    /// ratio: the smaller of the two leads, searched as [`Shrinker::minimise`] searches one
    /// number, and the other follows. Adjacent numbers are paired first, at most
    /// [`RELATED_PAIRS`] pairs a record, so a long record costs no more than a short one.
    fn related(&mut self) {
        for r in 0..self.current.records.len() {
            let numbers: Vec<usize> = (0..self.current.records[r].len())
                .filter(|&j| self.current.records[r][j].number().is_some())
                .collect();
            let mut pairs: Vec<(usize, usize)> = Vec::new();
            'pairs: for gap in 1..numbers.len() {
                for i in 0..numbers.len() - gap {
                    if pairs.len() == RELATED_PAIRS {
                        break 'pairs;
                    }
                    pairs.push((numbers[i], numbers[i + gap]));
                }
            }
            for (a, b) in pairs {
                for relation in [Relation::Difference, Relation::Ratio] {
                    if self.cut_short {
                        return;
                    }
                    self.lower_related(r, a, b, relation);
                }
            }
        }
    }

    /// Lowers the numbers at `a` and `b` of record `r` together, keeping `relation` between
    /// them, to the smallest lead that still fails.
    fn lower_related(&mut self, r: usize, a: usize, b: usize, relation: Relation) {
        let record = &self.current.records[r];
        let (Some(x), Some(y)) = (record[a].number(), record[b].number()) else {
            return;
        };
        // The smaller number leads; the other is a function of it.
        let (lead, follow, small, large) = if x <= y { (a, b, x, y) } else { (b, a, y, x) };
        let follower: Box<dyn Fn(u64) -> Option<u64>> = match relation {
            Relation::Difference if large > small => {
                Box::new(move |v| v.checked_add(large - small))
            }
            Relation::Ratio if small > 0 && large % small == 0 && large / small >= 2 => {
                let k = large / small;
                Box::new(move |v| v.checked_mul(k))
            }
            _ => return,
        };
        let with = |s: &Self, v: u64| {
            let mut candidate = s.current.clone();
            let other = follower(v)?;
            candidate.records[r][lead] = Token::Number(v);
            candidate.records[r][follow] = Token::Number(other);
            Some(candidate)
        };
        let mut value = small;
        for v in simpler_values(small) {
            if self.cut_short {
                return;
            }
            if let Some(candidate) = with(self, v) {
                if self.try_keep(candidate) {
                    value = v;
                    break;
                }
            }
        }
        let (mut lo, mut hi) = (0u64, value);
        while hi - lo > 1 && !self.cut_short {
            let mid = lo + (hi - lo) / 2;
            let kept = with(self, mid).is_some_and(|candidate| self.try_keep(candidate));
            if kept {
                hi = mid;
            } else {
                lo = mid;
            }
        }
    }

    /// Every input of the current one's structure (its records, its words, its ending) whose
    /// numbers sum to less, smallest sum first: the first that fails is kept, and it is the
    /// least failing input of the structure by that measure. Only for inputs of at most
    /// [`EXHAUSTIVE_NUMBERS`] numbers, each tried up to [`EXHAUSTIVE_VALUE`], and within
    /// [`EXHAUSTIVE_RUNS`] runs.
    fn exhaustive(&mut self) {
        let at: Vec<(usize, usize)> = (0..self.current.records.len())
            .flat_map(|r| {
                let record = &self.current.records[r];
                (0..record.len())
                    .filter(move |&j| record[j].number().is_some())
                    .map(move |j| (r, j))
            })
            .collect();
        if at.is_empty() || at.len() > EXHAUSTIVE_NUMBERS {
            return;
        }
        let values: Vec<u64> = at
            .iter()
            .map(|&(r, j)| self.current.records[r][j].number().unwrap_or(0))
            .collect();
        let sum: u64 = values.iter().fold(0, |s, &v| s.saturating_add(v));
        let most = values
            .iter()
            .copied()
            .max()
            .unwrap_or(0)
            .min(EXHAUSTIVE_VALUE);
        let start = self.runs;
        // Candidates the shape refuses cost no run, but are counted so that a structure where
        // nearly all are refused (a count that must match) still ends the pass soon.
        let mut looked = 0usize;
        for total in 0..sum.min(most * at.len() as u64 + 1) {
            let mut parts = vec![0u64; at.len()];
            let mut found = None;
            compositions(total, most, &mut parts, 0, &mut |parts| {
                looked += 1;
                if self.cut_short
                    || self.runs - start >= EXHAUSTIVE_RUNS
                    || looked > EXHAUSTIVE_LOOKS
                {
                    return false;
                }
                let mut candidate = self.current.clone();
                for (&(r, j), &v) in at.iter().zip(parts.iter()) {
                    candidate.records[r][j] = Token::Number(v);
                }
                if self.try_keep(candidate) {
                    found = Some(());
                    return false;
                }
                true
            });
            if found.is_some()
                || self.cut_short
                || self.runs - start >= EXHAUSTIVE_RUNS
                || looked > EXHAUSTIVE_LOOKS
            {
                return;
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

/// How two numbers of a record are kept related while both fall.
#[derive(Clone, Copy)]
enum Relation {
    /// The larger stays the smaller plus their difference.
    Difference,
    /// The larger stays a multiple of the smaller.
    Ratio,
}

/// The most pairs of a record lowered together, adjacent numbers first.
const RELATED_PAIRS: usize = 24;

/// The exhaustive pass runs on inputs of at most this many numbers,
pub const EXHAUSTIVE_NUMBERS: usize = 6;

/// each tried from 0 up to this value (or up to the input's largest number, if smaller),
pub const EXHAUSTIVE_VALUE: u64 = 16;

/// within this many runs
pub const EXHAUSTIVE_RUNS: usize = 2000;

/// and this many candidates looked at, run or refused by the shape.
const EXHAUSTIVE_LOOKS: usize = 200_000;

/// The simple values below `value` that a failure often hides behind, smallest first: 0, 1 and
/// 2, and `value` rounded down (low bits cleared, low decimal digits zeroed).
fn simpler_values(value: u64) -> Vec<u64> {
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
    simple
}

/// Calls `each` on every way of writing `total` as `parts.len() - from` numbers of at most
/// `most` each, in `parts[from..]`, the first number smallest first, until `each` says stop
/// (returns `false`); says whether to go on.
fn compositions(
    total: u64,
    most: u64,
    parts: &mut [u64],
    from: usize,
    each: &mut dyn FnMut(&[u64]) -> bool,
) -> bool {
    let left = (parts.len() - from) as u64;
    if from + 1 == parts.len() {
        if total > most {
            return true;
        }
        parts[from] = total;
        return each(parts);
    }
    if total > most.saturating_mul(left) {
        return true;
    }
    for v in 0..=total.min(most) {
        parts[from] = v;
        if !compositions(total - v, most, parts, from + 1, each) {
            return false;
        }
    }
    true
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

    /// Pairs whose shape removes a record's first number together with the record's last
    /// (a cut no [`crate::input::Cut`] can say): the shrinker takes it.
    struct Ends;

    impl Shape for Ends {
        fn framing(&self) -> &crate::input::Framing {
            &crate::input::Framing::ToEof
        }
        fn valid(&self, record: &[Token]) -> bool {
            !record.is_empty()
        }
        fn smaller<'a>(&'a self, input: &'a Input) -> Box<dyn Iterator<Item = Input> + 'a> {
            Box::new((0..input.records.len()).filter_map(move |r| {
                let record = &input.records[r];
                (record.len() > 2).then(|| {
                    let mut smaller = input.clone();
                    smaller.records[r] = record[1..record.len() - 1].to_vec();
                    smaller
                })
            }))
        }
    }

    #[test]
    fn the_shapes_own_smaller_inputs_are_taken() {
        // Fails while the record holds a 7.
        let mut fails = |input: &Input| values(input)[0].contains(&7);
        let start = input(&[&[1, 2, 3, 7, 5, 6, 8]]);
        let shrunk = shrink(&Ends, start, &mut fails, later(), &GO);
        assert_eq!(values(&shrunk.input), [[7]]);
    }

    #[test]
    fn numbers_on_a_line_fall_together_keeping_their_difference() {
        // Fails on n = K + 1 from K = 4 ("take 1, 2 or K" with a wrong period): neither number
        // falls alone, both fall together.
        let mut fails = |input: &Input| {
            let r = &values(input)[0];
            r[0] == r[1] + 1 && r[1] >= 4
        };
        let shape = Pairs { max: 1_000_000_000 };
        let shrunk = shrink(&shape, input(&[&[65, 64]]), &mut fails, later(), &GO);
        assert_eq!(values(&shrunk.input), [[5, 4]]);
    }

    #[test]
    fn numbers_in_a_ratio_fall_together_keeping_it() {
        let mut fails = |input: &Input| {
            let r = &values(input)[0];
            r[1] == 3 * r[0] && r[0] >= 5
        };
        let shape = Pairs { max: 1_000_000_000 };
        let shrunk = shrink(
            &shape,
            input(&[&[20_000, 60_000]]),
            &mut fails,
            later(),
            &GO,
        );
        assert_eq!(values(&shrunk.input), [[5, 15]]);
    }

    #[test]
    fn the_exhaustive_pass_finds_the_least_failing_input_no_step_reaches() {
        // Two isolated failing points: no single step leads from (40, 2) to (3, 5).
        let mut fails = |input: &Input| matches!(values(input)[0][..], [40, 2] | [3, 5]);
        let shape = Pairs { max: 1_000_000_000 };
        let shrunk = shrink(&shape, input(&[&[40, 2]]), &mut fails, later(), &GO);
        assert_eq!(values(&shrunk.input), [[3, 5]]);
        // Of the inputs with the least sum that fail, the first in order is kept.
        let mut fails = |input: &Input| values(input)[0].iter().sum::<u64>() == 9;
        let shrunk = shrink(&shape, input(&[&[40, 2]]), &mut fails, later(), &GO);
        assert_eq!(values(&shrunk.input)[0].iter().sum::<u64>(), 9);
    }

    #[test]
    fn compositions_come_in_order_and_within_the_bound() {
        let mut seen = Vec::new();
        let mut parts = [0u64; 3];
        compositions(4, 2, &mut parts, 0, &mut |p| {
            seen.push(p.to_vec());
            true
        });
        assert_eq!(
            seen,
            [
                [0, 2, 2],
                [1, 1, 2],
                [1, 2, 1],
                [2, 0, 2],
                [2, 1, 1],
                [2, 2, 0]
            ]
        );
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
