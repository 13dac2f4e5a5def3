//! The stress tester's cases for a problem of the registry: whole judge inputs drawn from the
//! entry's record generator and trap pool, as tokens ([`crate::input`]).
//!
//! - Case `i` of a run seeded `S` draws everything from [`Rng::case_seed`]`(S, i)` alone, so
//!   `--seed S --case I` replays it, whatever `--jobs` was.
//! - Case 0 is one tiny record; then more and larger records (doubling every 8 cases up to 1000
//!   records, lists within a record growing alike, about 300 000 numbers at most), never more
//!   records than the judge allows in its domain.
//! - The judge domain gives only what the judge gives: the exact count, nothing after the last
//!   counted record, the statement's terminator. What the contract tolerates beyond that (no
//!   terminator, records after it, another record that also ends the input, records after the
//!   count) is drawn now and then only when asked for ([`RegistryCases::robust`],
//!   `--robust`): an accepted solution that loops at end of input without its terminator is
//!   right on every input the judge sends.

use crate::generate::{Domain, Gen, Rng};
use crate::input::{Ending, Input};
use crate::registry::{Framing, Problem};

/// The most numbers a generated input holds (the first record always goes in).
const MAX_NUMBERS: usize = 300_000;

/// A problem's cases in one domain, for one seed.
pub struct RegistryCases<'a> {
    pub problem: &'a Problem,
    pub domain: Domain,
    pub seed: u64,
    /// Also the endings the contract tolerates beyond the judge's (`--robust`).
    pub robust: bool,
    traps: Vec<u64>,
}

/// The size of case `index`'s lists (counts of records, heaps, vertices, elements): doubling
/// every 8 cases from 1 up to 1024, and from then on now and then as large as the bounds
/// allow (a judge-size input). One schedule for the registry's cases and a spec's.
pub fn size(index: u64, rng: &mut Rng) -> u64 {
    let level = level(index);
    if level == 10 && rng.chance(3) {
        u64::MAX / 2
    } else {
        1u64 << level
    }
}

/// The size step of case `index`: 0 for cases 0..8, 1 for 8..16, ..., at most 10.
pub fn level(index: u64) -> u32 {
    (index / 8).min(10) as u32
}

impl<'a> RegistryCases<'a> {
    pub fn new(problem: &'a Problem, domain: Domain, seed: u64) -> RegistryCases<'a> {
        RegistryCases {
            problem,
            domain,
            seed,
            robust: false,
            traps: (problem.traps)(),
        }
    }

    /// Case `index`: a function of the seed and the index alone. `Err` (a setup error) when the
    /// registry's generator drew a record its own `valid` refuses.
    pub fn case(&self, index: u64) -> Result<Input, String> {
        if let Some(case) = self
            .problem
            .draw_case(self.domain, self.seed, index, self.robust)
        {
            return case;
        }
        let numbers = self.records(index);
        let after = match &numbers.ending {
            NumberEnding::After(after) => &after[..],
            _ => &[],
        };
        let mut all = numbers.records.iter().chain(after);
        match all.find(|r| !(self.problem.valid)(r, self.domain)) {
            Some(r) => Err(format!(
                "{}: the registry's generator drew a record its `valid` refuses ({:?} domain): \
                 {:?}",
                self.problem.name, self.domain, r
            )),
            None => Ok(self.tokens(numbers)),
        }
    }

    /// The records of case `index` as numbers, and how it ends.
    fn records(&self, index: u64) -> Numbers {
        let problem = self.problem;
        let mut rng = Rng::new(Rng::case_seed(self.seed, index));
        let level = level(index);
        let judge_cap = match self.domain {
            Domain::Judge => problem.max_records,
            Domain::Beyond => u64::MAX,
        };
        let cap = match problem.framing == Framing::Single {
            true => 1,
            false => (1u64 << level).min(1000).min(judge_cap).max(1),
        };
        let count = rng.range(1, cap);
        // Lists inside a record grow alike; now and then, once the run is under way, as long as
        // the judge allows (a judge-size file).
        let size = size(index, &mut rng);
        let mut gen = Gen::new(&mut rng, self.domain, size, &self.traps);
        let mut records = Vec::new();
        let mut numbers = 0;
        while (records.len() as u64) < count && numbers < MAX_NUMBERS {
            let record = (problem.record)(&mut gen);
            numbers += record.len();
            records.push(record);
        }
        let after = |gen: &mut Gen| {
            let n = gen.uniform(1, 3);
            (0..n).map(|_| (problem.record)(gen)).collect()
        };
        let ending = match problem.framing {
            _ if !self.robust => NumberEnding::Normal,
            Framing::Terminated(_) => match gen.rng.below(100) {
                0..=4 => NumberEnding::Missing,
                5..=9 => NumberEnding::After(after(&mut gen)),
                10..=14 if !problem.terminators.is_empty() => NumberEnding::Other(
                    problem.terminators
                        [gen.uniform(0, problem.terminators.len() as u64 - 1) as usize],
                ),
                _ => NumberEnding::Normal,
            },
            Framing::Counted if gen.rng.below(100) < 5 => NumberEnding::After(after(&mut gen)),
            _ => NumberEnding::Normal,
        };
        Numbers { records, ending }
    }

    fn tokens(&self, numbers: Numbers) -> Input {
        let tokens = |r: &[u64]| self.problem.tokens(r);
        Input {
            records: numbers.records.iter().map(|r| tokens(r)).collect(),
            ending: match numbers.ending {
                NumberEnding::Normal => Ending::Normal,
                NumberEnding::Missing => Ending::Missing,
                NumberEnding::After(after) => {
                    Ending::After(after.iter().map(|r| tokens(r)).collect())
                }
                NumberEnding::Other(t) => Ending::Other(tokens(t)),
            },
        }
    }
}

/// A case as the registry's generator draws it, before it becomes tokens.
struct Numbers {
    records: Vec<Vec<u64>>,
    ending: NumberEnding,
}

enum NumberEnding {
    Normal,
    Missing,
    After(Vec<Vec<u64>>),
    Other(&'static [u64]),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Shape;
    use crate::registry::{problem, PROBLEMS};
    use crate::solutions::solver;

    /// Every problem's generated inputs, in both domains and at every size step, have records
    /// its `valid` accepts, which the reference answers without an error, and which its
    /// checker (if any) accepts against the reference itself. (This subsumes the registry's
    /// own check that generated records are valid: it covers both domains, every size step,
    /// the endings and the checkers.)
    #[test]
    fn every_problem_generates_valid_inputs_the_reference_answers() {
        for problem in PROBLEMS {
            let solve = solver(problem.name).expect("a registered problem has a binary");
            for (domain, robust) in [
                (Domain::Judge, false),
                (Domain::Judge, true),
                (Domain::Beyond, true),
            ] {
                let mut cases = RegistryCases::new(problem, domain, 7);
                cases.robust = robust;
                let shape = problem.shape(domain);
                for index in (0..96).step_by(3) {
                    let input = cases.case(index).unwrap();
                    assert!(shape.admits(&input), "{}: {:?}", problem.name, input);
                    if domain == Domain::Judge {
                        assert!(input.records.len() as u64 <= problem.max_records);
                    }
                    if !robust {
                        assert_eq!(input.ending, crate::input::Ending::Normal);
                    }
                    let text = shape.render(&input);
                    if problem.interactive.is_some() {
                        // Played, not answered: the project's player must win every instance.
                        let record = &input.records[0];
                        let numbers = problem
                            .values(record)
                            .expect("generated records are numbers");
                        let played =
                            crate::interactive::won_in_process(problem, &numbers, index, solve);
                        played.unwrap_or_else(|why| panic!("{}: {}: {}", problem.name, text, why));
                        continue;
                    }
                    let mut out = Vec::new();
                    if let Err(e) = solve(&mut text.as_bytes(), &mut out) {
                        panic!("{}: {}\n{}", problem.name, e, text);
                    }
                    if let Some(check) = problem.check {
                        check(text.as_bytes(), &out, &out).unwrap();
                    }
                }
            }
        }
    }

    /// Every problem's cuts fit the records its generator draws, and where a count announces
    /// two groups or more, some cut leaves a valid record.
    #[test]
    fn cuts_fit_the_records_drawn() {
        for problem in PROBLEMS {
            let cases = RegistryCases::new(problem, Domain::Judge, 11);
            let shape = problem.shape(Domain::Beyond);
            for index in (0..80).step_by(7) {
                let input = cases.case(index).unwrap();
                for record in input.records.iter().take(3) {
                    let cuts = shape.cuts(record);
                    let smaller: Vec<_> = cuts
                        .iter()
                        .map(|c| {
                            c.apply(record).unwrap_or_else(|| {
                                panic!("{}: {:?} does not fit {:?}", problem.name, c, record)
                            })
                        })
                        .collect();
                    assert!(smaller.iter().all(|s| s.len() < record.len()));
                    // Two single groups under one count: removing one leaves one.
                    let singles =
                        |count: usize| cuts.iter().filter(move |c| c.by == 1 && c.count == count);
                    if cuts.iter().any(|c| singles(c.count).count() >= 2) {
                        assert!(
                            smaller.iter().any(|s| shape.valid(s)),
                            "{}: no cut of {:?} is valid",
                            problem.name,
                            record
                        );
                    }
                }
            }
        }
    }

    /// The judge's terminator and exact counts, always; the contract's other endings only
    /// with `robust`.
    #[test]
    fn endings_beyond_the_judges_only_when_robust() {
        for name in ["hdu4764", "poj1704"] {
            let p = problem(name).unwrap();
            let mut cases = RegistryCases::new(p, Domain::Judge, 9);
            let endings = |cases: &RegistryCases| {
                (0..200)
                    .filter(|&i| cases.case(i).unwrap().ending != crate::input::Ending::Normal)
                    .count()
            };
            assert_eq!(endings(&cases), 0, "{}", name);
            cases.robust = true;
            assert!(endings(&cases) > 5, "{}", name);
        }
    }

    #[test]
    fn a_case_is_a_function_of_the_seed_and_its_index() {
        let cases = RegistryCases::new(problem("hdu2516").unwrap(), Domain::Judge, 5);
        let a = cases.case(40).unwrap();
        assert_eq!(a, cases.case(40).unwrap());
        assert_ne!(a, cases.case(41).unwrap());
        assert_eq!(cases.case(0).unwrap().records.len(), 1);
    }

    #[test]
    fn digit_strings_are_words_and_keep_their_zeros() {
        let hdu1404 = problem("hdu1404").unwrap();
        let cases = RegistryCases::new(hdu1404, Domain::Judge, 3);
        let zeros = (0..64)
            .flat_map(|i| cases.case(i).unwrap().records)
            .filter(|r| matches!(&r[0], crate::input::Token::Text(s) if s.starts_with('0')))
            .count();
        assert!(zeros > 20, "{}", zeros);
    }
}
