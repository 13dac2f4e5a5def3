//! Every judge binary's `solve`, run in memory on every case in `testdata/<binary>/`.
//!
//! A case is `NAME.in` with the expected stdout in `NAME.out`; when `NAME.err` exists the run must
//! fail and print exactly that line on stderr (as `<binary>: <error>`), after writing `NAME.out`.
//! Each case is also fed through a source that returns a few bytes per read, so the answers cannot
//! depend on how the input arrives.

use impartial::io::Error;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

#[macro_use]
mod common;

macro_rules! solutions {
    ($($name:ident = $path:literal),* $(,)?) => {
        /// Every solution by name, run on a byte source into a byte sink.
        fn solvers() -> Vec<(&'static str, Solver)> {
            vec![$((
                stringify!($name),
                (|input, output| common::$name::solve(input, output)) as Solver,
            )),*]
        }

        $(
            #[test]
            fn $name() {
                run_cases(stringify!($name), |input, output| common::$name::solve(input, output));
            }
        )*
    };
}

type Solver = fn(Box<dyn Read + '_>, &mut Vec<u8>) -> Result<(), Error>;

with_binaries!(solutions);

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

/// The `.in` files of `testdata/<name>/` and of its `errors/` folder (bad-input cases), sorted.
fn cases(name: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata")
        .join(name);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {}", dir.display(), e))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    if let Ok(errors) = fs::read_dir(dir.join("errors")) {
        inputs.extend(
            errors
                .map(|entry| entry.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "in")),
        );
    }
    inputs.sort();
    inputs
}

fn run_cases(name: &str, solve: Solver) {
    let inputs = cases(name);
    assert!(
        inputs.iter().any(|p| p
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("sample-")),
        "{}: no sample cases in testdata",
        name
    );
    for path in inputs {
        let input = fs::read(&path).unwrap();
        let want_out = fs::read(path.with_extension("out"))
            .unwrap_or_else(|e| panic!("{}: missing .out: {}", path.display(), e));
        let want_err = fs::read_to_string(path.with_extension("err")).ok();
        for trickle in [false, true] {
            let mut out = Vec::new();
            let result = if trickle {
                solve(
                    Box::new(Trickle {
                        data: &input,
                        step: 0,
                    }),
                    &mut out,
                )
            } else {
                solve(Box::new(&input[..]), &mut out)
            };
            let case = format!("{} (trickled: {})", path.display(), trickle);
            assert_eq!(
                String::from_utf8_lossy(&out),
                String::from_utf8_lossy(&want_out),
                "{}: stdout",
                case
            );
            match (&want_err, result) {
                (None, Ok(())) => {}
                (None, Err(e)) => panic!("{}: unexpected error: {}", case, e),
                (Some(want), Ok(())) => panic!("{}: expected error {:?}", case, want),
                (Some(want), Err(e)) => {
                    assert_eq!(&format!("{}: {}\n", name, e), want, "{}: stderr", case)
                }
            }
        }
    }
}

#[test]
fn every_binary_has_testdata_and_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut data: Vec<String> = fs::read_dir(root.join("testdata"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    data.sort();
    assert_eq!(common::binaries(), data, "bin/ and testdata/ disagree");
    let tested: Vec<&str> = solvers().iter().map(|(n, _)| *n).collect();
    common::assert_covers_every_binary(&tested, "the solutions test's list");
}
