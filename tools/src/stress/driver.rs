//! The stress engine: cases run on a reference and a candidate program until they disagree
//! ([`search`]), then the first failure shrunk and run once more for its explanation
//! ([`explain`]). It prints nothing; `impartial stress` parses its arguments, calls these and
//! prints what they return.
//!
//! What it needs is a [`Setup`]: the cases (any function of the case index: the registry's
//! generator, or a format's), the input [`Shape`] the shrinker keeps to, the reference and the
//! candidate as [`Program`]s (the project's solution in process, a user's command, a user's
//! brute force), and the checker if the problem has one.
//!
//! - The workers take case indices in order; the reported failure is the lowest failing index,
//!   whatever the number of jobs, and a case is a function of its index alone, so the result
//!   does not depend on `jobs`.
//! - The reference is trusted: a reference that fails on a case (an exit status other than 0,
//!   a crash, a program that cannot start) is a setup error, reported as such with the input,
//!   never blamed on the candidate. So is a candidate that cannot start (a wrong path), and a
//!   case the generator could not make.
//! - A reference that does not finish a case within its own time limit (a brute force too slow
//!   for the statement's largest inputs) says nothing about it: the case is skipped, counted in
//!   [`Search::skipped`], and the hunt goes on with the next one. A shrinking candidate the
//!   reference cannot finish is not kept.
//! - A run cut short by Ctrl-C (the plan's stop flag, or a program killed by SIGINT) is no
//!   verdict: the search stops and says it was interrupted.

use super::program::Program;
use super::shrink::{self, Shrunk};
use crate::child::{Ended, Ran};
use crate::diff;
use crate::input::{Input, Shape};
use crate::verdict::{self, Check, Compare, Expected, Verdict};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

/// The cases of a run: case `index`, a function of the index alone; `Err` is a setup error.
pub type CaseSource<'a> = &'a (dyn Fn(u64) -> Result<Input, String> + Sync);

/// What is stressed, and against what.
#[derive(Clone, Copy)]
pub struct Setup<'a> {
    pub cases: CaseSource<'a>,
    /// The inputs' shape: how they are written and what the shrinker may make of them.
    pub shape: &'a (dyn Shape + Sync),
    /// Trusted: its output is the expected one.
    pub reference: &'a dyn Program,
    pub candidate: &'a dyn Program,
    /// For a problem with several right outputs; `None` compares as `compare` says.
    pub checker: Option<&'a dyn Check>,
    /// How outputs are compared without a checker: as judges do (the default; a difference
    /// in whitespace only is a warning and the hunt goes on) or byte for byte.
    pub compare: Compare,
    /// The candidate once more with a large stack, for a run that died of SIGSEGV or SIGBUS:
    /// passing there makes the case a stack warning (deep recursion, which a judge with a
    /// large stack accepts) and the hunt goes on. `None`: such a crash is RE.
    pub big_stack: Option<&'a dyn Program>,
    /// The candidate's time limit, in seconds, as quoted in a TLE's explanation.
    pub time_limit: f64,
}

/// Which cases, for how long, how many at once.
#[derive(Clone, Copy)]
pub struct Plan<'a> {
    /// The first case index.
    pub first: u64,
    /// One past the last case index (`u64::MAX`: no bound but the time).
    pub end: u64,
    /// Stop taking new cases after this long.
    pub time: Duration,
    /// Workers, each running one case at a time.
    pub jobs: usize,
    /// Raised to stop (Ctrl-C: [`crate::interrupt::flag`]); the driver raises it too when a
    /// program dies of SIGINT.
    pub stop: &'a AtomicBool,
    /// How often [`search`] calls its progress function.
    pub tick: Duration,
}

/// The first failure found.
#[derive(Clone, Debug, PartialEq)]
pub struct Failure {
    pub index: u64,
    pub input: Input,
    pub verdict: Verdict,
}

/// What a passing case may still deserve a word about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Warning {
    /// The candidate's output has the reference's tokens, whitespace differing beyond what
    /// every judge accepts.
    Presentation,
    /// The candidate crashed (SIGSEGV or SIGBUS) with the stack it was given and passed with a
    /// large one: deep recursion.
    Stack,
}

/// The first case (lowest index) that drew a warning of its kind.
#[derive(Clone, Debug, PartialEq)]
pub struct Noted {
    pub index: u64,
    pub warning: Warning,
    pub input: Input,
}

/// What a search came to.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// Cases run to a verdict.
    pub cases: u64,
    /// Cases skipped because the reference did not finish them within its time limit.
    pub skipped: u64,
    /// Records in the cases that passed.
    pub records: u64,
    pub elapsed: Duration,
    /// The stop flag ended it (Ctrl-C): a lower case than the failure may not have finished.
    pub interrupted: bool,
    /// The lowest failing case, if any.
    pub failure: Option<Failure>,
    /// The first case of each kind of warning, by kind.
    pub warnings: Vec<Noted>,
}

/// What one case came to.
enum Case {
    /// Accepted; the number of records it held, and a warning it drew.
    Passed(u64, Option<Noted>),
    Failed(Failure),
    /// The reference did not finish it in its time limit: no verdict, and no setup error.
    Skipped,
    /// Ctrl-C cut a run: no verdict.
    Interrupted,
}

/// Runs the plan's cases on both programs, `plan.jobs` at a time, until the lowest failing case
/// is known, the cases or the time run out, or the stop flag is raised; `progress(cases done,
/// elapsed)` is called every `plan.tick` meanwhile. `Err` is a setup error.
pub fn search(
    setup: &Setup,
    plan: &Plan,
    progress: &mut dyn FnMut(u64, Duration),
) -> Result<Search, String> {
    let next = AtomicU64::new(plan.first);
    let lowest = AtomicU64::new(u64::MAX);
    let done = AtomicU64::new(0);
    let skipped = AtomicU64::new(0);
    let records = AtomicU64::new(0);
    let failed_setup = AtomicBool::new(false);
    let failure: Mutex<Option<Failure>> = Mutex::new(None);
    let warnings: Mutex<Vec<Noted>> = Mutex::new(Vec::new());
    let setup_error: Mutex<Option<(u64, String)>> = Mutex::new(None);
    let start = Instant::now();
    let deadline = start + plan.time;
    let worker = || loop {
        let index = next.fetch_add(1, Ordering::SeqCst);
        if index >= plan.end
            || index > lowest.load(Ordering::SeqCst)
            || failed_setup.load(Ordering::SeqCst)
            || plan.stop.load(Ordering::SeqCst)
            || Instant::now() >= deadline
        {
            return;
        }
        match one_case(setup, plan, index) {
            Ok(Case::Passed(n, noted)) => {
                records.fetch_add(n, Ordering::SeqCst);
                if let Some(noted) = noted {
                    let mut all = warnings.lock().unwrap_or_else(|e| e.into_inner());
                    match all.iter_mut().find(|w| w.warning == noted.warning) {
                        Some(first) if first.index > noted.index => *first = noted,
                        Some(_) => {}
                        None => all.push(noted),
                    }
                }
            }
            Ok(Case::Failed(found)) => {
                lowest.fetch_min(index, Ordering::SeqCst);
                let mut slot = failure.lock().unwrap_or_else(|e| e.into_inner());
                if slot.as_ref().map_or(true, |f| f.index > index) {
                    *slot = Some(found);
                }
            }
            Ok(Case::Skipped) => {
                skipped.fetch_add(1, Ordering::SeqCst);
                continue;
            }
            Ok(Case::Interrupted) => return,
            Err(message) => {
                // The lowest index's error, as for failures: the same whatever the jobs.
                let mut slot = setup_error.lock().unwrap_or_else(|e| e.into_inner());
                if slot.as_ref().map_or(true, |(i, _)| *i > index) {
                    *slot = Some((index, message));
                }
                failed_setup.store(true, Ordering::SeqCst);
                return;
            }
        }
        done.fetch_add(1, Ordering::SeqCst);
    };
    thread::scope(|scope| {
        let handles: Vec<_> = (0..plan.jobs.max(1)).map(|_| scope.spawn(worker)).collect();
        while !handles.iter().all(|h| h.is_finished()) {
            thread::sleep(plan.tick.min(Duration::from_millis(50)));
            progress(done.load(Ordering::SeqCst), start.elapsed());
        }
    });
    if let Some((_, message)) = setup_error.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(message);
    }
    Ok(Search {
        cases: done.load(Ordering::SeqCst),
        skipped: skipped.load(Ordering::SeqCst),
        records: records.load(Ordering::SeqCst),
        elapsed: start.elapsed(),
        interrupted: plan.stop.load(Ordering::SeqCst),
        failure: failure.into_inner().unwrap_or_else(|e| e.into_inner()),
        warnings: {
            let mut all = warnings.into_inner().unwrap_or_else(|e| e.into_inner());
            all.sort_by_key(|w| w.index);
            all
        },
    })
}

/// Whether a run was cut by Ctrl-C: then the stop flag is raised too (a program in the
/// terminal's process group may die of SIGINT before the tool's handler has run).
fn interrupted(plan: &Plan, outcome: &Ran) -> bool {
    if outcome.ended.is_interruption() {
        plan.stop.store(true, Ordering::SeqCst);
    }
    plan.stop.load(Ordering::SeqCst)
}

/// Why the reference has no output on an input.
enum NoAnswer {
    /// It did not finish within its time limit: the input is too large for it.
    Slow,
    /// It failed or could not start: a setup error, worded.
    Failed(String),
}

/// The reference's output on `text`, or why it has none.
fn reference(setup: &Setup, text: &str) -> Result<Result<Vec<u8>, NoAnswer>, Interrupt> {
    let outcome = setup.reference.run(text.as_bytes());
    if outcome.ended.is_interruption() {
        return Err(Interrupt);
    }
    Ok(match &outcome.ended {
        Ended::Exit(0) => Ok(outcome.stdout),
        Ended::TimedOut => Err(NoAnswer::Slow),
        Ended::CouldNotStart(why) => Err(NoAnswer::Failed(format!(
            "the reference cannot run: {}",
            why
        ))),
        ended => {
            let said = diff::first_line(&outcome.stderr)
                .map(|l| format!(" ({})", l))
                .unwrap_or_default();
            Err(NoAnswer::Failed(format!(
                "the reference fails: {}{}",
                ended, said
            )))
        }
    })
}

/// A run cut short by Ctrl-C.
struct Interrupt;

/// Generates, runs and judges case `index`; `Err` on a setup error.
fn one_case(setup: &Setup, plan: &Plan, index: u64) -> Result<Case, String> {
    let input = (setup.cases)(index)?;
    let text = setup.shape.render(&input);
    let expected = match reference(setup, &text) {
        Err(Interrupt) => {
            plan.stop.store(true, Ordering::SeqCst);
            return Ok(Case::Interrupted);
        }
        Ok(Ok(expected)) => expected,
        Ok(Err(NoAnswer::Slow)) => return Ok(Case::Skipped),
        Ok(Err(NoAnswer::Failed(why))) => {
            return Err(format!(
                "{} on case {}\n--- input ---\n{}",
                why, index, text
            ))
        }
    };
    let outcome = setup.candidate.run(text.as_bytes());
    if interrupted(plan, &outcome) {
        return Ok(Case::Interrupted);
    }
    if let Ended::CouldNotStart(why) = &outcome.ended {
        return Err(why.clone());
    }
    let (verdict, _) = judge(setup, &text, &expected, &outcome);
    let records = input.records.len() as u64;
    let noted = |warning| {
        Some(Noted {
            index,
            warning,
            input: input.clone(),
        })
    };
    Ok(match verdict {
        Verdict::Ac => Case::Passed(records, None),
        Verdict::Pe => Case::Passed(records, noted(Warning::Presentation)),
        Verdict::Re if outcome.ended.may_be_the_stack() && setup.big_stack.is_some() => {
            let again = setup.big_stack.map(|p| p.run(text.as_bytes()));
            match again {
                Some(again) if interrupted(plan, &again) => Case::Interrupted,
                Some(again)
                    if matches!(
                        judge(setup, &text, &expected, &again).0,
                        Verdict::Ac | Verdict::Pe
                    ) =>
                {
                    Case::Passed(records, noted(Warning::Stack))
                }
                _ => Case::Failed(Failure {
                    index,
                    input,
                    verdict,
                }),
            }
        }
        verdict => Case::Failed(Failure {
            index,
            input,
            verdict,
        }),
    })
}

/// The candidate's verdict on `text` against the reference's `expected` output: stderr
/// ignored, the checker if there is one.
pub fn judge(setup: &Setup, text: &str, expected: &[u8], outcome: &Ran) -> (Verdict, Vec<String>) {
    let expected = Expected {
        checker: setup.checker.map(|check| (check, text.as_bytes())),
        compare: setup.compare,
        ..Expected::output(expected)
    };
    verdict::judge(&expected, outcome, setup.time_limit)
}

/// A failure made small and explained.
#[derive(Clone, Debug, PartialEq)]
pub struct Explained {
    /// What the shrinking did, if it ran.
    pub shrunk: Option<Shrinking>,
    /// The input reported (the shrunk one, or the failure's as found).
    pub input: Input,
    /// Its text.
    pub text: String,
    /// The reference's output on it.
    pub expected: Vec<u8>,
    /// The candidate's run on it once more, its verdict and the lines explaining it; `None`
    /// after Ctrl-C (the candidate is not run again).
    pub run: Option<(Verdict, Vec<String>, Ran)>,
}

/// What the shrinking did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shrinking {
    /// Candidates kept.
    pub steps: usize,
    /// Candidates run.
    pub runs: usize,
    pub elapsed: Duration,
    /// The time bound or Ctrl-C stopped it early.
    pub cut_short: bool,
}

/// Shrinks `failure` for at most `shrink` (none: `None`), keeping only inputs the shape admits
/// on which the candidate fails with the same verdict, then runs the candidate once more on
/// the result (unless the stop flag is raised). `Err` when the reference fails on the result.
pub fn explain(
    setup: &Setup,
    plan: &Plan,
    failure: Failure,
    shrink: Option<Duration>,
) -> Result<Explained, String> {
    // A reference that answers one input two ways cannot be trusted with any.
    let found = setup.shape.render(&failure.input);
    if let (Ok(Ok(first)), Ok(Ok(second))) = (reference(setup, &found), reference(setup, &found)) {
        if first != second {
            return Err(format!(
                "the reference answers one input two ways (is it deterministic? memory read \
                 before it is written?) on case {}\n--- input ---\n{}",
                failure.index, found
            ));
        }
    }
    let (input, shrunk) = match shrink {
        None => (failure.input, None),
        Some(time) => {
            let start = Instant::now();
            let mut fails = |candidate: &Input| {
                let text = setup.shape.render(candidate);
                let Ok(Ok(expected)) = reference(setup, &text) else {
                    return false;
                };
                let outcome = setup.candidate.run(text.as_bytes());
                !interrupted(plan, &outcome)
                    && judge(setup, &text, &expected, &outcome).0 == failure.verdict
            };
            let Shrunk {
                input,
                steps,
                runs,
                cut_short,
            } = shrink::shrink(
                setup.shape,
                failure.input,
                &mut fails,
                start + time,
                plan.stop,
            );
            let shrinking = Shrinking {
                steps,
                runs,
                elapsed: start.elapsed(),
                cut_short,
            };
            (input, Some(shrinking))
        }
    };
    let text = setup.shape.render(&input);
    let expected = match reference(setup, &text) {
        Ok(Ok(expected)) => expected,
        Ok(Err(NoAnswer::Slow)) => {
            return Err("the reference did not finish the shrunk input in its time limit".into())
        }
        Ok(Err(NoAnswer::Failed(why))) => return Err(format!("{} on the shrunk input", why)),
        Err(Interrupt) => return Err("interrupted while the reference ran".into()),
    };
    let run = (!plan.stop.load(Ordering::SeqCst))
        .then(|| setup.candidate.run(text.as_bytes()))
        .filter(|outcome| !interrupted(plan, outcome))
        .map(|outcome| {
            let (verdict, lines) = judge(setup, &text, &expected, &outcome);
            (verdict, lines, outcome)
        });
    Ok(Explained {
        shrunk,
        input,
        text,
        expected,
        run,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::child::Usage;
    use crate::input::shape::fixtures::Pairs;
    use crate::input::{numbers, Ending};

    fn exited(code: i32, stdout: Vec<u8>) -> Ran {
        Ran {
            ended: Ended::Exit(code),
            stdout,
            stderr: Vec::new(),
            usage: Usage::default(),
        }
    }

    /// The pairs of an input, as numbers.
    fn pairs(input: &[u8]) -> Vec<(u64, u64)> {
        let text = String::from_utf8_lossy(input);
        let values: Vec<u64> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        values.chunks(2).map(|p| (p[0], p[1])).collect()
    }

    /// The reference: `a + b` per pair.
    fn sums(input: &[u8]) -> Ran {
        let out: String = pairs(input)
            .iter()
            .map(|(a, b)| format!("{}\n", a + b))
            .collect();
        exited(0, out.into_bytes())
    }

    /// Whether [`wrong`] is wrong on the pair.
    fn rare(&(a, b): &(u64, u64)) -> bool {
        a >= 700 && b % 2 == 1
    }

    /// Wrong on a pair whose first number is at least 700 and whose second is odd.
    fn wrong(input: &[u8]) -> Ran {
        let out: String = pairs(input)
            .iter()
            .map(|&(a, b)| match rare(&(a, b)) {
                true => format!("{}\n", a + b + 1),
                false => format!("{}\n", a + b),
            })
            .collect();
        exited(0, out.into_bytes())
    }

    /// Case `i`: `i % 5 + 1` pairs drawn from `i`.
    fn case(i: u64) -> Result<Input, String> {
        let records = (0..i % 5 + 1)
            .map(|j| numbers(&[(i * 37 + j * 101) % 1000, (i + j) % 10]))
            .collect();
        Ok(Input {
            records,
            ending: Ending::Normal,
        })
    }

    const SHAPE: Pairs = Pairs { max: 1000 };

    fn setup<'a>(candidate: &'a dyn Program, reference: &'a dyn Program) -> Setup<'a> {
        Setup {
            cases: &case,
            shape: &SHAPE,
            reference,
            candidate,
            checker: None,
            compare: Compare::Bytes,
            big_stack: None,
            time_limit: 1.0,
        }
    }

    fn plan(stop: &AtomicBool, end: u64, jobs: usize) -> Plan<'_> {
        Plan {
            first: 0,
            end,
            time: Duration::from_secs(600),
            jobs,
            stop,
            tick: Duration::from_millis(1),
        }
    }

    fn search_with(setup: &Setup, plan: &Plan) -> Result<Search, String> {
        search(setup, plan, &mut |_, _| {})
    }

    #[test]
    fn the_result_is_the_same_for_every_number_of_jobs() {
        let stop = AtomicBool::new(false);
        let wrong_sums = setup(&wrong, &sums);
        let found: Vec<(u64, Failure)> = [1, 2, 3, 8]
            .iter()
            .map(|&jobs| {
                let s = search_with(&wrong_sums, &plan(&stop, 400, jobs)).unwrap();
                (jobs as u64, s.failure.expect("a failure"))
            })
            .collect();
        let first = &found[0].1;
        assert_eq!(first.verdict, Verdict::Wa);
        let lowest = (0..400)
            .find(|&i| {
                let text = SHAPE.render(&case(i).unwrap());
                pairs(text.as_bytes()).iter().any(rare)
            })
            .unwrap();
        assert!(lowest > 8, "{}", lowest);
        assert_eq!(first.index, lowest);
        for (jobs, failure) in &found {
            assert_eq!(failure, first, "{} jobs", jobs);
        }
        // Nothing to find: every case runs, whatever the jobs.
        for jobs in [1, 3] {
            let s = search_with(&setup(&sums, &sums), &plan(&stop, 50, jobs)).unwrap();
            assert_eq!((s.cases, s.failure, s.interrupted), (50, None, false));
            assert_eq!(s.records, (0..50).map(|i| i % 5 + 1).sum::<u64>());
        }
    }

    #[test]
    fn the_failure_is_shrunk_and_explained() {
        let stop = AtomicBool::new(false);
        let wrong_sums = setup(&wrong, &sums);
        let plan = plan(&stop, 400, 2);
        let failure = search_with(&wrong_sums, &plan).unwrap().failure.unwrap();
        let explained =
            explain(&wrong_sums, &plan, failure, Some(Duration::from_secs(60))).unwrap();
        // One pair, each number the smallest that still fails.
        assert_eq!(explained.text, "700 1\n");
        assert_eq!(explained.expected, b"701\n");
        let (verdict, lines, outcome) = explained.run.unwrap();
        assert_eq!((verdict, outcome.stdout), (Verdict::Wa, b"702\n".to_vec()));
        assert!(
            lines[0].starts_with("stdout differs at line 1"),
            "{:?}",
            lines
        );
        let shrinking = explained.shrunk.unwrap();
        assert!(shrinking.steps > 0 && !shrinking.cut_short);
    }

    #[test]
    fn a_slow_reference_skips_the_cases_it_cannot_finish_and_the_hunt_goes_on() {
        // A brute force too slow for inputs of more than two pairs: those cases are skipped,
        // and the failure among the small ones is still found, shrunk within what it finishes.
        let slow_on_big = |input: &[u8]| match pairs(input).len() > 2 {
            true => Ran {
                ended: Ended::TimedOut,
                ..exited(0, Vec::new())
            },
            false => sums(input),
        };
        let stop = AtomicBool::new(false);
        let plan = plan(&stop, 400, 2);
        let setup = setup(&wrong, &slow_on_big);
        let found = search_with(&setup, &plan).unwrap();
        let failure = found.failure.expect("a failure among the small cases");
        assert!(failure.input.records.len() <= 2);
        assert!(found.skipped > 0 && found.cases > 0);
        let explained = explain(&setup, &plan, failure, Some(Duration::from_secs(30))).unwrap();
        assert_eq!(explained.input.records.len(), 1);
    }

    #[test]
    fn each_setup_error_is_reported_as_such() {
        let stop = AtomicBool::new(false);
        let plan = plan(&stop, 100, 2);
        let crashes = |_: &[u8]| Ran {
            ended: Ended::Signal(11),
            stdout: Vec::new(),
            stderr: b"segfault\n".to_vec(),
            usage: Usage::default(),
        };
        let slow = |_: &[u8]| Ran {
            ended: Ended::TimedOut,
            ..exited(0, Vec::new())
        };
        let missing = |_: &[u8]| Ran::could_not_start("cannot run ./gone: no such file".into());
        // A reference that crashes or cannot start is a setup error, whatever the candidate
        // does: never the candidate's failure.
        let e = search_with(&setup(&wrong, &crashes), &plan).unwrap_err();
        assert!(
            e.starts_with("the reference fails: killed by signal 11 (SIGSEGV) (segfault) on case 0\n--- input ---\n"),
            "{}",
            e
        );
        // One that does not finish in its time limit says nothing of the case: it is skipped
        // and counted, and blames nobody.
        let skipped = search_with(&setup(&wrong, &slow), &plan).unwrap();
        assert_eq!((skipped.cases, skipped.skipped), (0, 100));
        assert_eq!(skipped.failure, None);
        let e = search_with(&setup(&wrong, &missing), &plan).unwrap_err();
        assert!(
            e.starts_with("the reference cannot run: cannot run ./gone"),
            "{}",
            e
        );
        // A candidate that cannot start is a setup error too, not RE.
        let e = search_with(&setup(&missing, &sums), &plan).unwrap_err();
        assert_eq!(e, "cannot run ./gone: no such file");
        // A case that cannot be made.
        let broken = |i: u64| match i {
            3 => Err("drew an invalid record".to_string()),
            i => case(i),
        };
        let with_broken = Setup {
            cases: &broken,
            ..setup(&sums, &sums)
        };
        for jobs in [1, 4] {
            let e = search_with(&with_broken, &super::tests::plan(&stop, 100, jobs)).unwrap_err();
            assert_eq!(e, "drew an invalid record");
        }
        // A candidate that crashes is the candidate's failure: RE.
        let found = search_with(&setup(&crashes, &sums), &plan).unwrap();
        assert_eq!(found.failure.unwrap().verdict, Verdict::Re);
    }

    #[test]
    fn a_sigint_stops_the_search_without_a_verdict() {
        let stop = AtomicBool::new(false);
        // Dies of SIGINT from case 5 on, as a program of the terminal's group on Ctrl-C.
        let killed = |input: &[u8]| match pairs(input).len() == 5 {
            true => Ran {
                ended: Ended::Signal(crate::child::SIGINT),
                ..exited(0, Vec::new())
            },
            false => sums(input),
        };
        let s = search_with(&setup(&killed, &sums), &plan(&stop, 100, 1)).unwrap();
        assert!(s.interrupted && s.failure.is_none());
        assert_eq!(s.cases, 4);
        assert!(stop.load(Ordering::SeqCst));
        // A raised flag stops a search before its first case.
        let s = search_with(&setup(&wrong, &sums), &plan(&stop, 100, 2)).unwrap();
        assert_eq!((s.cases, s.interrupted, s.failure), (0, true, None));
    }

    #[test]
    fn a_checker_decides_where_several_outputs_are_right() {
        // Any output with one line per pair is right here.
        fn lines(input: &[u8], _: &[u8], got: &[u8]) -> Result<(), String> {
            let want = pairs(input).len();
            let have = got.iter().filter(|&&b| b == b'\n').count();
            match want == have {
                true => Ok(()),
                false => Err(format!("{} lines, expected {}", have, want)),
            }
        }
        let stop = AtomicBool::new(false);
        let checked = Setup {
            checker: Some(&lines),
            ..setup(&wrong, &sums)
        };
        let s = search_with(&checked, &plan(&stop, 200, 2)).unwrap();
        assert_eq!((s.cases, s.failure), (200, None));
    }
}
