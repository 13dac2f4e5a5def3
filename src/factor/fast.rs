//! The accelerated tier's factoring: two searches of Brent's rho in one loop, and `Ω` without
//! the last split (the parent module's docs give the theory).
//!
//! A step of the search is a chain of dependent products that leaves the multiplier idle half
//! the time, so [`factor_each`] always runs two searches side by side: the parts of two numbers,
//! or, with one part left, that part with two constants (its "twin"). A [`Search`] is taken a
//! stretch at a time (a skipped half of a round, or part of a batch), so that two of them share
//! one loop whatever their rounds.
//!
//! `Ω` without the last split: the search with the constant 1 is deterministic modulo each
//! prime, so the step at which it detects a prime factor `p` depends on `p` alone
//! (`detection_step`, in the tests); [`DETECTION_RECORDS`] turns a search that found nothing by
//! the record step for `∛n` into a proof that `n` is the product of two primes.

use super::{divide_small_primes, gcd, is_large_prime, Montgomery};

/// A batch of differences is multiplied together before one gcd.
const BATCH: u64 = 128;

/// One sequence of Brent's rho on an odd `n > 1` with no prime factor below 128,
/// `x -> (x^2 + c) / 2^64 mod n` from `x = 2^64 mod n` (in the form: a quadratic map like
/// `x^2 + c`, whose constant joins the 128-bit square before the reduction, which leaves the chain
/// of dependent steps one modular addition shorter). A round skips `length` steps, then compares
/// the next `length` with the value at the round's start, a batch of differences to a gcd; then
/// `length` doubles. The search is taken a stretch at a time (a skipped half, or part of a batch)
/// so that two searches share one loop, which the processor overlaps.
struct Search {
    m: Montgomery,
    c: u64,
    /// The sequence at the start of the round, which its second half is compared with.
    x: u64,
    /// The sequence now.
    y: u64,
    /// The product of every difference compared so far, in the form.
    product: u64,
    /// The sequence at the start of the batch, to walk back from when the batch overshoots.
    saved: u64,
    length: u64,
    /// Steps taken in this round, `0..=2 · length`.
    taken: u64,
    /// Steps taken in all.
    steps: u64,
    /// After this many steps, a batch whose gcd is 1 ends the search.
    budget: u64,
}

/// How a [`Search`] ended.
#[derive(Debug, PartialEq)]
enum Outcome {
    /// A factor `1 < g < n`.
    Factor(u64),
    /// The sequence repeated modulo `n` itself: this constant cannot split `n`.
    Cycled,
    /// The budget ran out with every gcd 1.
    Exhausted,
}

impl Search {
    fn new(n: u64, c: u64, budget: u64) -> Search {
        let m = Montgomery::new(n);
        let one = m.one;
        Search {
            m,
            c,
            x: one,
            y: one,
            product: one,
            saved: one,
            length: 1,
            taken: 0,
            steps: 0,
            budget,
        }
    }

    /// The steps left in the current stretch, and whether they are compared.
    fn stretch(&self) -> (u64, bool) {
        match self.taken.checked_sub(self.length) {
            None => (self.length - self.taken, false),
            Some(compared) => ((BATCH - compared % BATCH).min(self.length - compared), true),
        }
    }

    #[inline(always)]
    fn next(&self, y: u64) -> u64 {
        self.m
            .reduce(u128::from(y) * u128::from(y) + u128::from(self.c))
    }

    /// One step; a compared one multiplies its difference into the product.
    #[inline(always)]
    fn step<const COMPARE: bool>(&mut self) {
        self.y = self.next(self.y);
        if COMPARE {
            self.product = self.m.mul(self.product, self.x.abs_diff(self.y));
        }
    }

    /// Counts `k` steps just taken in the current stretch; a batch that ends there takes its
    /// gcd, and the search ends when that is above 1, or is 1 with the budget spent.
    fn advance(&mut self, k: u64, compared: bool) -> Option<Outcome> {
        self.taken += k;
        self.steps += k;
        let into = self.taken.saturating_sub(self.length);
        if !compared || (into % BATCH != 0 && into != self.length) {
            if self.taken == self.length {
                self.saved = self.y;
            }
            return None;
        }
        let n = self.m.n;
        match gcd(self.product, n) {
            1 => {
                if into == self.length {
                    self.length *= 2;
                    self.taken = 0;
                    self.x = self.y;
                }
                self.saved = self.y;
                (self.steps >= self.budget).then_some(Outcome::Exhausted)
            }
            g if g != n => Some(Outcome::Factor(g)),
            // The batch overshot: its single differences, from the saved point.
            _ => {
                let mut z = self.saved;
                for _ in 0..(into - 1) % BATCH + 1 {
                    z = self.next(z);
                    match gcd(self.x.abs_diff(z), n) {
                        1 => {}
                        g if g == n => break,
                        g => return Some(Outcome::Factor(g)),
                    }
                }
                Some(Outcome::Cycled)
            }
        }
    }

    /// Takes the rest of the current stretch alone; then what it ended with.
    fn run_stretch(&mut self) -> Option<Outcome> {
        let (k, compared) = self.stretch();
        if compared {
            (0..k).for_each(|_| self.step::<true>());
        } else {
            (0..k).for_each(|_| self.step::<false>());
        }
        self.advance(k, compared)
    }

    /// Runs the search alone to its end.
    #[cfg(test)]
    fn run(&mut self) -> Outcome {
        loop {
            if let Some(outcome) = self.run_stretch() {
                return outcome;
            }
        }
    }
}

/// `k` steps of each of two searches, interleaved.
#[inline(always)]
fn steps_together<const A: bool, const B: bool>(a: &mut Search, b: &mut Search, k: u64) {
    for _ in 0..k {
        a.step::<A>();
        b.step::<B>();
    }
}

/// Takes the steps that two searches can both take before either ends its stretch, in one loop;
/// then what each one's stretch ended with.
fn run_together(a: &mut Search, b: &mut Search) -> [Option<Outcome>; 2] {
    let ((ka, compare_a), (kb, compare_b)) = (a.stretch(), b.stretch());
    let k = ka.min(kb);
    match (compare_a, compare_b) {
        (false, false) => steps_together::<false, false>(a, b, k),
        (false, true) => steps_together::<false, true>(a, b, k),
        (true, false) => steps_together::<true, false>(a, b, k),
        (true, true) => steps_together::<true, true>(a, b, k),
    }
    [a.advance(k, compare_a), b.advance(k, compare_b)]
}

/// The step at which [`Search`] with the constant 1 detects the prime `p > 127`: the same step
/// for every multiple of `p` it searches, because mod `p` its sequence, its batches and its gcds
/// are those of the search on `p` itself (which ends there, its gcd being `p`).
#[cfg(test)]
fn detection_step(p: u64) -> u64 {
    let mut search = Search::new(p, 1, u64::MAX);
    search.run();
    search.steps
}

#[cfg(test)]
/// The largest `∛n` any `u64` has: `2,642,245^3 < 2^64 <= 2,642,246^3`.
const MAX_CUBE_ROOT: u64 = 2_642_245;

/// `(p, s)` for each prime `127 < p <= MAX_CUBE_ROOT` whose [`Search`] detection step `s`
/// (constant 1) exceeds that of every smaller prime above 127: a search that runs `s` steps with
/// no gcd above 1 has ruled out every prime factor from 128 up to the next record.
/// Computed, and checked over every prime in the range, by the tests (`the_detection_records`).
const DETECTION_RECORDS: [(u64, u64); 30] = [
    (131, 14),
    (137, 30),
    (149, 62),
    (227, 126),
    (691, 254),
    (2593, 510),
    (5087, 894),
    (25873, 1662),
    (44987, 1790),
    (74317, 1918),
    (92801, 3198),
    (116953, 3454),
    (164987, 3710),
    (243533, 3966),
    (307871, 4094),
    (389797, 6270),
    (428401, 6398),
    (430333, 6526),
    (441247, 6654),
    (495967, 7038),
    (730297, 7166),
    (822791, 7294),
    (943801, 7678),
    (1061317, 12670),
    (1357753, 12798),
    (1688573, 13054),
    (2015063, 13438),
    (2188531, 13566),
    (2196107, 14078),
    (2556259, 15230),
];

/// The steps after which a search with the constant 1 that found nothing proves the odd
/// composite `n` (no prime factor below 128) a product of two primes above `∛n`: the record of
/// the last record prime `p` with `p^3 <= n` (0: no prime to rule out).
fn proof_budget(n: u64) -> u64 {
    DETECTION_RECORDS
        .iter()
        .take_while(|&&(p, _)| p * p * p <= n)
        .last()
        .map_or(0, |&(_, steps)| steps)
}

/// What [`factor_each`] reports of a number.
pub(super) enum Part {
    Prime(u64),
    /// A composite part proved the product of two primes, not split.
    TwoPrimes,
}

/// A composite part of a number being split: `owner` is the number's index.
#[derive(Clone, Copy, PartialEq)]
struct Task {
    owner: usize,
    n: u64,
    /// Distinguishes equal parts of one number.
    id: usize,
}

/// A search under way: `twin` for a second search on a task that already has one, started
/// when nothing else is left to search (it splits, but proves nothing).
struct Slot {
    task: Task,
    search: Search,
    twin: bool,
}

/// Splits every number of `numbers` into prime factors, reported to `found` with the number's
/// index; with `prove_two`, a composite part whose prime factors all exceed its cube root is
/// reported as [`Part::TwoPrimes`] instead of being split (the module's "Ω without the last
/// split"). Two searches run side by side at every moment: two parts of the numbers, or when
/// one part is left, that part with two constants.
pub(super) fn factor_each(numbers: &[u64], prove_two: bool, mut found: impl FnMut(usize, Part)) {
    let mut tasks = Vec::new();
    let mut next_id = 0;
    let mut add =
        |owner: usize, n: u64, tasks: &mut Vec<Task>, found: &mut dyn FnMut(usize, Part)| {
            if n == 1 {
            } else if is_large_prime(n) {
                found(owner, Part::Prime(n));
            } else if prove_two && proof_budget(n) == 0 {
                found(owner, Part::TwoPrimes);
            } else {
                tasks.push(Task {
                    owner,
                    n,
                    id: next_id,
                });
                next_id += 1;
            }
        };
    for (owner, &n) in numbers.iter().enumerate() {
        let rest = divide_small_primes(n, |p| found(owner, Part::Prime(p)));
        add(owner, rest, &mut tasks, &mut found);
    }
    let mut slots: [Option<Slot>; 2] = [None, None];
    loop {
        for i in 0..2 {
            if slots[i].is_some() {
                continue;
            }
            slots[i] = match (tasks.pop(), &slots[1 - i]) {
                (Some(task), _) => {
                    let budget = if prove_two {
                        proof_budget(task.n)
                    } else {
                        u64::MAX
                    };
                    let search = Search::new(task.n, 1, budget);
                    Some(Slot {
                        task,
                        search,
                        twin: false,
                    })
                }
                (None, Some(other)) if !other.twin => {
                    let search = Search::new(other.task.n, other.search.c + 1, u64::MAX);
                    Some(Slot {
                        task: other.task,
                        search,
                        twin: true,
                    })
                }
                _ => None,
            };
        }
        let outcomes = match &mut slots {
            [Some(a), Some(b)] => run_together(&mut a.search, &mut b.search),
            [Some(a), None] => [a.search.run_stretch(), None],
            [None, Some(b)] => [None, b.search.run_stretch()],
            [None, None] => return,
        };
        // (Not `outcomes.into_iter()`: edition 2018 would iterate over references.)
        for (i, outcome) in IntoIterator::into_iter(outcomes).enumerate() {
            let Some(outcome) = outcome else { continue };
            let Some(slot) = &mut slots[i] else { continue };
            let task = slot.task;
            match outcome {
                Outcome::Cycled => {
                    // The next constant of the same parity: a first search's are odd, a twin's
                    // even.
                    slot.search = Search::new(task.n, slot.search.c + 2, u64::MAX);
                    continue;
                }
                Outcome::Factor(g) => {
                    add(task.owner, g, &mut tasks, &mut found);
                    add(task.owner, task.n / g, &mut tasks, &mut found);
                }
                Outcome::Exhausted => found(task.owner, Part::TwoPrimes),
            }
            // The task is done: both its searches stop.
            for other in &mut slots {
                if other.as_ref().is_some_and(|o| o.task == task) {
                    *other = None;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{factors, random_values};
    use super::super::{big_omega, is_prime};
    use super::*;
    use std::num::NonZeroU64;

    /// Every prime from 128 to `MAX_CUBE_ROOT`, by a sieve.
    fn primes_above_127() -> Vec<u64> {
        let limit = MAX_CUBE_ROOT as usize + 1;
        let mut composite = vec![false; limit];
        let mut primes = Vec::new();
        for i in 2..limit {
            if !composite[i] {
                if i > 127 {
                    primes.push(i as u64);
                }
                for j in (i * i..limit).step_by(i) {
                    composite[j] = true;
                }
            }
        }
        primes
    }

    #[test]
    fn the_detection_records() {
        // The search run on every prime in the range: the records of its detection step.
        let primes = primes_above_127();
        assert_eq!(primes.len(), 192_694);
        let mut records = Vec::new();
        let mut most = 0;
        for &p in &primes {
            let steps = detection_step(p);
            if steps > most {
                most = steps;
                records.push((p, steps));
            }
        }
        assert_eq!(
            records, DETECTION_RECORDS,
            "the table, as computed: {records:?}"
        );
        assert_eq!(records.last().map(|r| r.1), Some(15_230));
    }

    #[test]
    fn a_factor_is_detected_at_its_own_step() {
        // What the records rest on: in a product, a prime factor p is detected no later than
        // on p alone (exactly then, unless the other factor is detected first).
        let pairs = [
            (131u64, 1_000_003u64),
            (887, 4_294_967_291),
            (2_642_239, 2_642_231),
            (2_466_433, 7_479_118_254_457), // a product above 2^63
        ];
        for (p, q) in pairs {
            let (at_p, at_q) = (detection_step(p), detection_step(q));
            assert_ne!(at_p, at_q, "{p} · {q}: detected in one batch");
            let (first, alone) = if at_p < at_q { (p, at_p) } else { (q, at_q) };
            let mut search = Search::new(p * q, 1, u64::MAX);
            assert_eq!(search.run(), Outcome::Factor(first), "{p} · {q}");
            assert_eq!(search.steps, alone, "{p} · {q}");
            // A budget up to that step changes nothing; one that ends before it stops the search.
            let mut budgeted = Search::new(p * q, 1, alone);
            assert_eq!(budgeted.run(), Outcome::Factor(first));
            assert_eq!(budgeted.steps, alone);
            assert_eq!(Search::new(p * q, 1, 1).run(), Outcome::Exhausted);
        }
    }

    #[test]
    fn searches_side_by_side_are_searches_alone() {
        // Each search of a pair takes the steps and ends as it would alone.
        let numbers: Vec<u64> = random_values(0x2545_f491_4f6c_dd1d, 400)
            .into_iter()
            .map(|n| divide_small_primes(n.max(1), |_| {}))
            .filter(|&n| n > 1 && !is_large_prime(n))
            .collect();
        for pair in numbers.chunks(2) {
            let &[p, q] = pair else { continue };
            let (mut a, mut b) = (Search::new(p, 1, 5000), Search::new(q, 1, u64::MAX));
            let (mut a_ended, mut b_ended) = (None, None);
            while a_ended.is_none() || b_ended.is_none() {
                let [x, y] = match (a_ended.is_none(), b_ended.is_none()) {
                    (true, true) => run_together(&mut a, &mut b),
                    (true, false) => [a.run_stretch(), None],
                    _ => [None, b.run_stretch()],
                };
                a_ended = a_ended.or(x.map(|o| (o, a.steps)));
                b_ended = b_ended.or(y.map(|o| (o, b.steps)));
            }
            let (mut alone_a, mut alone_b) = (Search::new(p, 1, 5000), Search::new(q, 1, u64::MAX));
            assert_eq!(a_ended, Some((alone_a.run(), alone_a.steps)), "{p}");
            assert_eq!(b_ended, Some((alone_b.run(), alone_b.steps)), "{q}");
        }
    }

    #[test]
    fn a_constant_that_cycles_gives_way_to_the_next() {
        // Products of two primes whose sequences with the constant 1 meet in the same step: the
        // search cycles modulo n itself, and the factoring goes on with other constants.
        let primes: Vec<u64> = (131..1500).filter(|&p| is_prime(p)).collect();
        let mut cycled = Vec::new();
        for (i, &p) in primes.iter().enumerate() {
            for &q in &primes[i..] {
                if Search::new(p * q, 1, u64::MAX).run() == Outcome::Cycled {
                    cycled.push((p, q));
                }
            }
        }
        assert!(cycled.len() >= 3, "{cycled:?}");
        for &(p, q) in &cycled {
            assert_eq!(factors(p * q), [p, q]);
            assert_eq!(big_omega(NonZeroU64::new(p * q).unwrap()), 2);
            let r = 1_000_000_007;
            assert_eq!(big_omega(NonZeroU64::new(p * q * r).unwrap()), 3);
        }
    }

    #[test]
    fn the_proof_budget_is_the_record_at_the_cube_root() {
        let mut before = 0;
        for &(p, steps) in &DETECTION_RECORDS {
            assert_eq!(proof_budget(p * p * p), steps, "{p}^3");
            assert_eq!(proof_budget(p * p * p - 1), before, "{p}^3 - 1");
            before = steps;
        }
        assert_eq!(proof_budget(u64::MAX), before);
        assert!(MAX_CUBE_ROOT.pow(3) < u64::MAX && (MAX_CUBE_ROOT + 1).checked_pow(3).is_none());
    }

    #[test]
    fn omega_of_record_primes_times_squares() {
        // Each record prime p times the square of the largest prime q that still fits: p is at
        // or below the cube root of p · q², so the search must reach p's own record to find it.
        let omega = |n: u64| big_omega(NonZeroU64::new(n).unwrap());
        for &(p, _) in &DETECTION_RECORDS {
            let top = crate::num::isqrt(u64::MAX / p);
            let q = (p..=top).rev().find(|&q| is_prime(q));
            let Some(q) = q else {
                panic!("no prime from {p} to {top}");
            };
            // q >= p, so p^3 <= p · q²: p is at or below the cube root.
            assert_eq!(omega(p * q * q), 3, "{p} · {q}²");
            assert_eq!(factors(p * q * q), [p, q, q]);
        }
    }
}
