//! The stress tester's cases for a problem of the registry: whole judge inputs drawn from the
//! entry's spec, checks, trap pool and own record generator if it has one
//! ([`Problem::draw_case`]), as tokens ([`crate::input`]).
//!
//! - Case `i` of a run seeded `S` draws everything from [`Rng::case_seed`]`(S, i)` alone, so
//!   `--seed S --case I` replays it, whatever `--jobs` was.
//! - Case 0 is one tiny record; then more and larger records (doubling every 8 cases up to 1000
//!   records, lists within a record growing alike), never more records than the spec of the
//!   domain allows.
//! - The judge domain gives only what the judge gives: the exact count, nothing after the last
//!   counted record, the statement's terminator. What the contract tolerates beyond that (no
//!   terminator, records after it, another record that also ends the input, records after the
//!   count) is drawn now and then only when asked for ([`RegistryCases::robust`],
//!   `--robust`): an accepted solution that loops at end of input without its terminator is
//!   right on every input the judge sends.

use crate::generate::{Domain, Rng};
use crate::input::Input;
use crate::registry::Problem;

/// A problem's cases in one domain, for one seed.
pub struct RegistryCases<'a> {
    pub problem: &'a Problem,
    pub domain: Domain,
    pub seed: u64,
    /// Also the endings the contract tolerates beyond the judge's (`--robust`).
    pub robust: bool,
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
        }
    }

    /// Case `index`: a function of the seed and the index alone. `Err` (a setup error) when the
    /// spec cannot be drawn from or the entry's own generator drew a record its spec refuses.
    pub fn case(&self, index: u64) -> Result<Input, String> {
        self.problem
            .draw_case(self.domain, self.seed, index, self.robust)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Shape;
    use crate::registry::{problem, PROBLEMS};
    use crate::solutions::solver;

    /// Every problem's generated inputs, in both domains and at every size step, keep its spec
    /// and checks, are answered by the reference without an error, and are accepted by its
    /// checker (if any) against the reference itself, the endings `robust` adds included.
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
                    if !robust {
                        assert_eq!(input.ending, crate::input::Ending::Normal);
                    }
                    let text = shape.render(&input);
                    if problem.interactive.is_some() {
                        // Played, not answered: the project's player must win every instance.
                        let record = &input.records[0];
                        let numbers: Vec<u64> = record
                            .iter()
                            .map(|t| t.number().expect("an instance of numbers"))
                            .collect();
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

    /// Every problem's drawn inputs shrink within its spec: with a failure that every input
    /// has, the shrinker takes a case of several records down to a smaller input that the spec
    /// and the checks still admit.
    #[test]
    fn drawn_inputs_shrink_within_the_spec() {
        use crate::stress::shrink::shrink;
        use std::sync::atomic::AtomicBool;
        use std::time::{Duration, Instant};
        let go = AtomicBool::new(false);
        for problem in PROBLEMS {
            let shape = problem.shape(Domain::Judge);
            let cases = RegistryCases::new(problem, Domain::Judge, 11);
            let input = (20..60)
                .map(|index| cases.case(index).unwrap())
                .find(|input| input.records.len() > 1 || shape.render(input).len() > 40)
                .unwrap_or_else(|| cases.case(20).unwrap());
            let deadline = Instant::now() + Duration::from_secs(1);
            let shrunk = shrink(&shape, input.clone(), &mut |_| true, deadline, &go).input;
            let (before, after) = (shape.render(&input), shape.render(&shrunk));
            assert!(shape.admits(&shrunk), "{}: {}", problem.name, after);
            assert!(
                after.len() < before.len() || before.len() <= 8,
                "{}: {} did not shrink",
                problem.name,
                before
            );
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
