//! Every judge binary's `solve`, run in memory on every case in `testdata/<binary>/`.
//!
//! A case is `NAME.in` with the expected stdout in `NAME.out`; a case in the `errors/` subfolder
//! must fail and print exactly the line in its `NAME.err` on stderr (as `<binary>: <error>`),
//! after writing `NAME.out`. Each case is also fed through a source that returns a few bytes per
//! read, so the answers cannot depend on how the input arrives. And every testdata folder holds
//! only what `oj test` accepts.

use std::collections::BTreeSet;
use std::fs;
use std::io::{self, Read};
use std::path::Path;

mod common;

use impartial_tools::registry;
use impartial_tools::solutions::{Solver, SOLVERS};

#[test]
fn every_solution_passes_every_case_of_its_testdata() {
    for &(name, solve) in SOLVERS {
        run_cases(name, solve);
    }
}

/// Hands out the input `step` bytes at a time (cycling through 1..=7), like a slow pipe.
struct Trickle<'a> {
    data: &'a [u8],
    step: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.step = self.step % 7 + 1;
        let n = self.step.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

fn run_cases(name: &str, solve: Solver) {
    let cases = common::cases(name);
    assert!(
        cases.iter().any(|case| case.name.starts_with("sample-")),
        "{}: no sample cases in testdata",
        name
    );
    let problem = registry::problem(name).expect("every solution is registered");
    for case in cases {
        // An interactive binary plays its instances; its error cases (the opening and judge
        // lines it must refuse) are static input like any other.
        if problem.interactive.is_some() && case.stderr.is_none() {
            play_case(problem, &case, solve);
            continue;
        }
        let input = fs::read(&case.input).unwrap();
        for trickle in [false, true] {
            let mut out = Vec::new();
            let result = if trickle {
                let mut source = Trickle {
                    data: &input,
                    step: 0,
                };
                solve(&mut source, &mut out)
            } else {
                solve(&mut &input[..], &mut out)
            };
            let what = format!("{} (trickled: {})", case.input.display(), trickle);
            assert_eq!(
                String::from_utf8_lossy(&out),
                String::from_utf8_lossy(&case.stdout),
                "{}: stdout",
                what
            );
            match (&case.stderr, result) {
                (None, Ok(())) => {}
                (None, Err(e)) => panic!("{}: unexpected error: {}", what, e),
                (Some(want), Ok(())) => panic!(
                    "{}: expected error {:?}",
                    what,
                    String::from_utf8_lossy(want)
                ),
                (Some(want), Err(e)) => assert_eq!(
                    format!("{}: {}\n", name, e),
                    String::from_utf8_lossy(want),
                    "{}: stderr",
                    what
                ),
            }
        }
    }
}

/// An interactive problem's case is an instance (`.in`) and the side a winning player takes
/// (`.out`): `solve` plays it against the registry's judge, with several seeds (the judge varies
/// its moves), and must choose that side, win and return `Ok`.
fn play_case(problem: &registry::Problem, case: &common::Case, solve: Solver) {
    let text = fs::read_to_string(&case.input).unwrap();
    let record = impartial_tools::interactive::instance_numbers(&text).unwrap();
    let side = String::from_utf8_lossy(&case.stdout).trim_end().to_string();
    for seed in 0..3 {
        match impartial_tools::interactive::won_in_process(problem, &record, seed, solve) {
            Ok(first) => assert_eq!(first, side, "{}: the side", case.input.display()),
            Err(why) => panic!("{} (seed {}): {}", case.input.display(), seed, why),
        }
    }
}

#[test]
fn every_registered_problem_has_a_solution() {
    let solved: Vec<&str> = SOLVERS.iter().map(|(name, _)| *name).collect();
    assert_eq!(registry::names(), solved, "the registry and bin/ disagree");
}

/// `oj test -d testdata/<p>` refuses a folder with any file but `NAME.in/NAME.out` pairs in it and
/// reports a non-zero exit as RE: so the folder holds only pairs, and the cases that must fail
/// sit in its `errors/` subfolder as `NAME.in/NAME.out/NAME.err` triples.
#[test]
fn testdata_folders_hold_only_what_oj_test_accepts() {
    let root = common::root().join("testdata");
    let mut problems = 0;
    for entry in fs::read_dir(&root).unwrap() {
        let dir = entry.unwrap().path();
        assert_sets(&dir, &["in", "out"], true);
        let errors = dir.join(common::case_files::ERRORS);
        if errors.exists() {
            assert_sets(&errors, &["in", "out", "err"], false);
        }
        problems += 1;
    }
    assert!(problems > 0);
}

/// Panics unless `dir` holds only files `NAME.<ext>` making whole sets of `extensions` (and the
/// `errors/` folder when `errors_allowed`).
fn assert_sets(dir: &Path, extensions: &[&str], errors_allowed: bool) {
    let mut files = BTreeSet::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            assert!(
                errors_allowed && name == common::case_files::ERRORS,
                "{}: a folder oj test would refuse",
                path.display()
            );
            continue;
        }
        let extension = path.extension().map(|e| e.to_string_lossy().into_owned());
        assert!(
            extension
                .as_deref()
                .is_some_and(|e| extensions.contains(&e)),
            "{}: only {:?} files belong in {}",
            path.display(),
            extensions,
            dir.display()
        );
        files.insert(name);
    }
    for file in &files {
        let stem = file.rsplit_once('.').unwrap().0;
        for extension in extensions {
            assert!(
                files.contains(&format!("{}.{}", stem, extension)),
                "{}: {} has no {}.{}",
                dir.display(),
                file,
                stem,
                extension
            );
        }
    }
}
