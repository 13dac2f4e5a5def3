//! The stress tester behind `make stress`: random inputs in a problem's exact judge format, the
//! user's program and the project's own solution run on each, the outputs compared, and the
//! first failing input shrunk and saved.
//!
//! - Case `i` of a run seeded `S` draws everything from [`Rng::case_seed`]`(S, i)` alone
//!   ([`generate`]), so `--seed S --case I` replays it, whatever `--jobs` was.
//! - Each case is a whole judge input: one tiny record for case 0, then more and larger records
//!   (doubling every 8 cases up to 1000 records, lists within a record growing alike, about
//!   300 000 numbers at most), values from the registry's generator and trap pool, and now and
//!   then a terminator variant the contract allows (none, records after it, another record that
//!   also ends the input).
//! - The reference is the problem's `solve`, in process ([`crate::solutions`]); it failing on a
//!   generated input is a setup error, never skipped.
//! - Judging is the runner's: AC, WA (bytes, or the problem's checker), RE, TLE; stderr is
//!   ignored, as judges do.
//! - The first failure (the lowest case index, whatever the number of jobs) is shrunk by
//!   [`shrink`] and saved as `hack-NNN.in/.out`.

pub mod shrink;

use crate::diff::{self, Verdict};
use crate::gen::{Domain, Gen, Rng};
use crate::registry::{Framing, Problem};
use crate::run::{self, Ended, Outcome};
use crate::solutions::Solver;

/// How an input ends, beyond its records.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// As the framing says: the terminator, if the problem has one.
    Normal,
    /// No terminator: the end of input ends the run (a terminated problem's contract allows it).
    Missing,
    /// The terminator (or, counted, the last counted record), then these records, which must
    /// be ignored.
    After(Vec<Vec<u64>>),
    /// One of the problem's other terminators ([`Problem::terminators`]).
    Other(&'static [u64]),
}

/// One generated input: records and how it ends.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Input {
    pub records: Vec<Vec<u64>>,
    pub ending: Ending,
}

impl Input {
    /// The input's text, one record per line, as the problem's framing writes it.
    pub fn render(&self, problem: &Problem) -> String {
        let mut text = String::new();
        if problem.framing == Framing::Counted {
            text.push_str(&format!("{}\n", self.records.len()));
        }
        for record in &self.records {
            text.push_str(&problem.line(record));
        }
        match (&self.ending, problem.framing) {
            (Ending::Normal, Framing::Terminated(t)) => text.push_str(&problem.line(t)),
            (Ending::Other(t), _) => text.push_str(&problem.line(t)),
            (Ending::After(after), framing) => {
                if let Framing::Terminated(t) = framing {
                    text.push_str(&problem.line(t));
                }
                for record in after {
                    text.push_str(&problem.line(record));
                }
            }
            _ => {}
        }
        text
    }

    /// How many numbers the records hold.
    pub fn numbers(&self) -> usize {
        self.records.iter().map(Vec::len).sum()
    }

    /// `1 record, 20 bytes`.
    pub fn size(&self, problem: &Problem) -> String {
        let n = self.records.len();
        format!(
            "{} record{}, {} numbers, {} bytes",
            n,
            if n == 1 { "" } else { "s" },
            self.numbers(),
            self.render(problem).len()
        )
    }
}

/// The most numbers a generated input holds (the first record always goes in).
const MAX_NUMBERS: usize = 300_000;

/// Case `index` of a run seeded `seed`: a function of the two alone.
pub fn generate(problem: &Problem, traps: &[u64], domain: Domain, seed: u64, index: u64) -> Input {
    let mut rng = Rng::new(Rng::case_seed(seed, index));
    let level = (index / 8).min(10) as u32;
    let judge_cap = match domain {
        Domain::Judge => problem.max_records,
        Domain::Beyond => u64::MAX,
    };
    let cap = match problem.framing {
        Framing::Single | Framing::Grid => 1,
        _ => (1u64 << level).min(1000).min(judge_cap).max(1),
    };
    let count = rng.range(1, cap);
    // Lists inside a record grow alike; now and then, once the run is under way, as long as the
    // judge allows (a judge-size file).
    let size = if level == 10 && rng.chance(3) {
        u64::MAX / 2
    } else {
        1u64 << level
    };
    let mut gen = Gen::new(&mut rng, domain, size, traps);
    let mut records = Vec::new();
    let mut numbers = 0;
    while (records.len() as u64) < count && numbers < MAX_NUMBERS {
        let record = (problem.record)(&mut gen);
        numbers += record.len();
        records.push(record);
    }
    let ending = match problem.framing {
        Framing::Terminated(_) => match gen.rng.below(100) {
            0..=4 => Ending::Missing,
            5..=9 => Ending::After(after(problem, &mut gen)),
            10..=14 if !problem.terminators.is_empty() => Ending::Other(
                problem.terminators[gen.uniform(0, problem.terminators.len() as u64 - 1) as usize],
            ),
            _ => Ending::Normal,
        },
        Framing::Counted if gen.rng.below(100) < 5 => Ending::After(after(problem, &mut gen)),
        _ => Ending::Normal,
    };
    Input { records, ending }
}

/// A few records for after the end, drawn as the others.
fn after(problem: &Problem, gen: &mut Gen) -> Vec<Vec<u64>> {
    let n = gen.uniform(1, 3);
    (0..n).map(|_| (problem.record)(gen)).collect()
}

/// The first record of `input` the problem calls invalid, as an error message.
pub fn check_valid(problem: &Problem, input: &Input, domain: Domain) -> Result<(), String> {
    match input.records.iter().find(|r| !(problem.valid)(r, domain)) {
        None => Ok(()),
        Some(r) => Err(format!(
            "{}: the registry's generator drew a record its `valid` refuses ({:?} domain): {:?}",
            problem.name, domain, r
        )),
    }
}

/// The reference output: the problem's own `solve`, in process. An error is a setup error.
pub fn reference(solve: Solver, text: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    match solve(&mut text.as_bytes(), &mut out) {
        Ok(()) => Ok(out),
        Err(e) => Err(format!("{}", e)),
    }
}

/// Something to stress: the user's program, or (in tests) a function.
pub trait Program: Sync {
    fn run(&self, input: &[u8]) -> Outcome;
}

/// A command line, run as the runner runs `--command`.
pub struct Command {
    pub argv: Vec<std::ffi::OsString>,
    /// Seconds.
    pub time_limit: f64,
}

impl Program for Command {
    fn run(&self, input: &[u8]) -> Outcome {
        run::run(&self.argv, input, self.time_limit)
    }
}

/// Judges an outcome against the reference output: the verdict and the lines explaining it.
pub fn judge(
    problem: &Problem,
    input: &[u8],
    expected: &[u8],
    outcome: &Outcome,
    time_limit: f64,
) -> (Verdict, Vec<String>) {
    match &outcome.ended {
        Ended::Exit(0) => {}
        Ended::TimedOut => return (Verdict::Tle, vec![format!("killed after {} s", time_limit)]),
        ended => {
            let how = match ended {
                Ended::Exit(code) => format!("exit status {}", code),
                Ended::Killed(how) => format!("killed: {}", how),
                Ended::TimedOut => unreachable!(),
            };
            let mut lines = vec![how];
            lines.extend(diff::first_line(&outcome.stderr).map(|l| format!("stderr: {}", l)));
            return (Verdict::Re, lines);
        }
    }
    match problem.check {
        Some(check) => match check(input, expected, &outcome.stdout) {
            Ok(()) => (Verdict::Ac, Vec::new()),
            Err(reason) => (Verdict::Wa, vec![format!("checker: {}", reason)]),
        },
        None => {
            let lines = diff::describe_stream_difference("stdout", expected, &outcome.stdout);
            let verdict = if lines.is_empty() {
                Verdict::Ac
            } else {
                Verdict::Wa
            };
            (verdict, lines)
        }
    }
}

/// The next free `hack-NNN` in `dir` (created if needed): writes `hack-NNN.in` and `.out` and
/// returns the two paths.
pub fn save(
    dir: &std::path::Path,
    input: &str,
    output: &[u8],
) -> Result<(std::path::PathBuf, std::path::PathBuf), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    for n in 0.. {
        let stem = format!("hack-{:03}", n);
        let (i, o) = (
            dir.join(format!("{}.in", stem)),
            dir.join(format!("{}.out", stem)),
        );
        if i.exists() || o.exists() {
            continue;
        }
        std::fs::write(&i, input).map_err(|e| format!("{}: {}", i.display(), e))?;
        std::fs::write(&o, output).map_err(|e| format!("{}: {}", o.display(), e))?;
        return Ok((i, o));
    }
    unreachable!("some number is free")
}

/// Reference and program output side by side, at most `max` lines.
pub fn side_by_side(reference: &[u8], got: &[u8], max: usize) -> Vec<String> {
    let want: Vec<String> = diff::split_lines(reference)
        .into_iter()
        .map(|l| diff::visible(Some(l), 0))
        .collect();
    let have: Vec<String> = diff::split_lines(got)
        .into_iter()
        .map(|l| diff::visible(Some(l), 0))
        .collect();
    let width = want
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        .max("reference".len());
    let mut lines = vec![format!(
        "{:<width$} | {}",
        "reference",
        "yours",
        width = width
    )];
    let n = want.len().max(have.len());
    for i in 0..n.min(max) {
        let a = want.get(i).map_or("", String::as_str);
        let b = have.get(i).map_or("", String::as_str);
        let mark = if a == b { ' ' } else { '≠' };
        lines.push(format!("{:<width$} {} {}", a, mark, b, width = width));
    }
    if n > max {
        lines.push(format!("... {} more lines", n - max));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::PROBLEMS;
    use crate::solutions::solver;

    /// Every problem's generated inputs, in both domains and at every size step, have records
    /// its `valid` accepts, which the reference answers without an error, and which its
    /// checker (if any) accepts against the reference itself.
    #[test]
    fn every_problem_generates_valid_inputs_the_reference_answers() {
        for problem in PROBLEMS {
            let solve = solver(problem.name).expect("a registered problem has a binary");
            let traps = (problem.traps)();
            for domain in [Domain::Judge, Domain::Beyond] {
                for index in (0..96).step_by(3) {
                    let input = generate(problem, &traps, domain, 7, index);
                    check_valid(problem, &input, domain).unwrap();
                    if domain == Domain::Judge {
                        assert!(input.records.len() as u64 <= problem.max_records);
                    }
                    let text = input.render(problem);
                    let out = reference(solve, &text)
                        .unwrap_or_else(|e| panic!("{}: {}\n{}", problem.name, e, text));
                    if let Some(check) = problem.check {
                        check(text.as_bytes(), &out, &out).unwrap();
                    }
                }
            }
        }
    }

    /// Every problem's cuts ([`Problem::smaller`]) fit the records its generator draws, and
    /// where a count announces two groups or more, some cut leaves a valid record.
    #[test]
    fn cuts_fit_the_records_drawn() {
        for problem in PROBLEMS {
            let traps = (problem.traps)();
            for index in (0..80).step_by(7) {
                let input = generate(problem, &traps, Domain::Judge, 11, index);
                for record in input.records.iter().take(3) {
                    let cuts = (problem.smaller)(record);
                    let smaller: Vec<Vec<u64>> = cuts
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
                            smaller.iter().any(|s| (problem.valid)(s, Domain::Beyond)),
                            "{}: no cut of {:?} is valid",
                            problem.name,
                            record
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_case_is_a_function_of_the_seed_and_its_index() {
        let p = crate::registry::problem("hdu2516").unwrap();
        let traps = (p.traps)();
        let a = generate(p, &traps, Domain::Judge, 5, 40);
        assert_eq!(a, generate(p, &traps, Domain::Judge, 5, 40));
        assert_ne!(a, generate(p, &traps, Domain::Judge, 5, 41));
        assert_eq!(generate(p, &traps, Domain::Judge, 5, 0).records.len(), 1);
    }

    #[test]
    fn endings_are_written_as_the_framing_says() {
        let p = crate::registry::problem("hdu4764").unwrap();
        let mut input = Input {
            records: vec![vec![5, 2]],
            ending: Ending::Normal,
        };
        assert_eq!(input.render(p), "5 2\n0 0\n");
        input.ending = Ending::Missing;
        assert_eq!(input.render(p), "5 2\n");
        input.ending = Ending::After(vec![vec![7, 1]]);
        assert_eq!(input.render(p), "5 2\n0 0\n7 1\n");
        input.ending = Ending::Other(&[0, 7]);
        assert_eq!(input.render(p), "5 2\n0 7\n");
        let counted = crate::registry::problem("poj1704").unwrap();
        input.records = vec![vec![1, 3]];
        input.ending = Ending::After(vec![vec![1, 9]]);
        assert_eq!(input.render(counted), "1\n1 3\n1 9\n");
    }

    #[test]
    fn wythoff_traps_make_whole_pairs() {
        let p = crate::registry::problem("poj1067").unwrap();
        let traps = (p.traps)();
        let mut rng = Rng::new(3);
        let mut gen = Gen::new(&mut rng, Domain::Judge, 1, &traps);
        let big_p = (0..2000)
            .map(|_| (p.record)(&mut gen))
            .filter(|r| {
                r[0].max(r[1]) > 100_000_000 && impartial::wythoff::is_p_position(r[0], r[1])
            })
            .count();
        assert!(big_p > 20, "{}", big_p);
    }
}
