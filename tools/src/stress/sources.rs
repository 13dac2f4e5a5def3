//! Where the cases of a stress run on any problem come from, when no registry entry knows the
//! problem: a spec ([`SpecCases`], drawn by [`crate::format::draw`]) or the user's generator
//! run as `GEN SEED` ([`GeneratorCases`], testlib's convention), read through the spec when
//! there is one and otherwise as lines. Case `i` of a run seeded `S` is a function of `(S, i)`
//! alone, so `--seed S --case I` replays it.
//!
//! Every failure here is a setup error, never the candidate's: a spec that cannot be drawn
//! from, a generator that fails or prints two different inputs for one seed, a generator's
//! input that breaks the spec, an input the user's validator rejects.

use super::program::Program;
use super::registry_cases::size;
use super::report::within_a_screen;
use crate::child::{self, Ended, Spec, Stdin};
use crate::format::{self, spec_shape::FormatShape};
use crate::generate::Rng;
use crate::input::{lines::Lines, Input};
use std::time::Duration;

/// `text` as a setup error shows it: within a screen, under a line `--- input ---`.
fn shown(text: &str) -> String {
    format!("--- input ---\n{}", within_a_screen(text).join("\n"))
}

/// Runs the user's validator on `text`: `Err` with what it said when it refuses it.
fn validate(validator: &dyn Program, text: &str, what: &str) -> Result<(), String> {
    let ran = validator.run(text.as_bytes());
    match ran.ended {
        Ended::Exit(0) => Ok(()),
        Ended::CouldNotStart(why) => Err(format!("the validator cannot run: {}", why)),
        ended => {
            let said = crate::diff::first_line(&ran.stderr)
                .or_else(|| crate::diff::first_line(&ran.stdout))
                .filter(|l| !l.trim().is_empty())
                .map(|l| format!(": {}", l.trim()))
                .unwrap_or_default();
            Err(format!(
                "the validator rejects {} ({}{}); a validator exits 0 for a valid input, and \
                 every input the cases come from must be valid\n{}",
                what,
                ended,
                said,
                shown(text)
            ))
        }
    }
}

/// A spec's cases: lists growing with the case index as the registry's do
/// ([`super::registry_cases::size`]), each checked against the spec and, if there is one, the
/// user's validator.
pub struct SpecCases<'a> {
    pub shape: &'a FormatShape<'a>,
    pub seed: u64,
    pub validator: Option<&'a dyn Program>,
}

impl SpecCases<'_> {
    pub fn case(&self, index: u64) -> Result<Input, String> {
        let mut rng = Rng::new(Rng::case_seed(self.seed, index));
        let size = size(index, &mut rng);
        let inst = format::draw::draw(self.shape.format, &mut rng, size)
            .map_err(|e| format!("the spec cannot be drawn from: {}", e))?;
        if let Some(validator) = self.validator {
            let what = format!("case {} drawn from the spec (seed {})", index, self.seed);
            validate(validator, &self.shape.format.render(&inst), &what)?;
        }
        Ok(self.shape.input(&inst))
    }
}

/// The user's generator's cases: `GEN SEED` prints one input on stdout.
pub struct GeneratorCases<'a> {
    /// The generator's command line, without the seed.
    pub command: String,
    pub seed: u64,
    pub time_limit: Duration,
    /// The spec its inputs follow, if there is one: they are read through it (and shrunk by
    /// its cuts); otherwise they are lines.
    pub shape: Option<&'a FormatShape<'a>>,
    pub validator: Option<&'a dyn Program>,
}

impl GeneratorCases<'_> {
    /// The seed case `index` asks the generator for: a function of the run's seed and the
    /// index, below 2^31 (a generator may read it with `atoi`).
    pub fn seed_of(&self, index: u64) -> u64 {
        Rng::case_seed(self.seed, index) % 2_147_483_647
    }

    /// The generator's command for case `index`.
    pub fn command_for(&self, index: u64) -> String {
        format!("{} {}", self.command, self.seed_of(index))
    }

    /// What the generator prints for case `index`.
    pub fn text(&self, index: u64) -> Result<String, String> {
        let command = self.command_for(index);
        let argv = child::command_argv(&command);
        let ran = child::run(&Spec {
            time_limit: Some(self.time_limit),
            ..Spec::new(&argv, Stdin::Bytes(b""))
        });
        match ran.ended {
            Ended::Exit(0) => String::from_utf8(ran.stdout)
                .map_err(|_| format!("`{}` printed something that is not UTF-8", command)),
            Ended::CouldNotStart(why) => Err(format!("the generator cannot run: {}", why)),
            ended => Err(format!(
                "the generator fails: `{}` ended with {}{}",
                command,
                ended,
                crate::diff::first_line(&ran.stderr)
                    .map(|l| format!(" ({})", l))
                    .unwrap_or_default()
            )),
        }
    }

    pub fn case(&self, index: u64) -> Result<Input, String> {
        let text = self.text(index)?;
        // The first cases are asked for twice: one seed must give one input, or no case
        // could be replayed and no failure shrunk.
        if index < 2 && self.text(index)? != text {
            return Err(format!(
                "the generator is not deterministic: `{}` printed two different inputs (does it \
                 seed from the clock? it must seed from its argument)",
                self.command_for(index)
            ));
        }
        if text.trim().is_empty() {
            return Err(format!(
                "the generator printed nothing for `{}`",
                self.command_for(index)
            ));
        }
        let what = format!(
            "the generator's input for case {} (`{}`)",
            index,
            self.command_for(index)
        );
        if let Some(validator) = self.validator {
            validate(validator, &text, &what)?;
        }
        match self.shape {
            None => Ok(Lines::input(&text)),
            Some(shape) => {
                let inst = shape.format.read(&text).map_err(|e| {
                    format!("{} does not follow the spec: {}\n{}", what, e, shown(&text))
                })?;
                shape
                    .format
                    .check(&inst)
                    .map_err(|e| format!("{} breaks the spec: {}\n{}", what, e, shown(&text)))?;
                Ok(shape.input(&inst))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::child::{Ran, Usage};
    use crate::format::Format;
    use crate::input::Shape;

    fn exit(code: i32) -> Ran {
        Ran {
            ended: Ended::Exit(code),
            stdout: Vec::new(),
            stderr: b"N too large\n".to_vec(),
            usage: Usage::default(),
        }
    }

    #[test]
    fn spec_cases_are_functions_of_the_seed_and_index_and_grow() {
        let f = Format::parse("N\nA_1 ... A_N\n---\n1 <= N <= 10^5\n0 <= A_i <= 9\n").unwrap();
        let shape = FormatShape::new(&f, None);
        let cases = SpecCases {
            shape: &shape,
            seed: 4,
            validator: None,
        };
        assert_eq!(cases.case(30).unwrap(), cases.case(30).unwrap());
        assert!(shape.render(&cases.case(0).unwrap()).len() < 12);
        assert!((70..80).any(|i| shape.render(&cases.case(i).unwrap()).len() > 100));
    }

    #[test]
    fn a_validator_that_rejects_everything_is_a_setup_error() {
        let f = Format::parse("N\n---\n1 <= N <= 10\n").unwrap();
        let shape = FormatShape::new(&f, None);
        let refuse = |_: &[u8]| exit(1);
        let cases = SpecCases {
            shape: &shape,
            seed: 1,
            validator: Some(&refuse),
        };
        let e = cases.case(0).unwrap_err();
        assert!(
            e.contains("the validator rejects case 0") && e.contains("N too large"),
            "{}",
            e
        );
    }

    #[test]
    fn a_generator_must_be_deterministic_and_exist() {
        let clock = GeneratorCases {
            command: "sh -c 'date +%N' gen".into(),
            seed: 1,
            time_limit: Duration::from_secs(5),
            shape: None,
            validator: None,
        };
        let e = clock.case(0).unwrap_err();
        assert!(e.contains("not deterministic"), "{}", e);
        let missing = GeneratorCases {
            command: "./no-such-generator".into(),
            ..clock
        };
        assert!(missing.case(0).unwrap_err().contains("cannot run"));
    }

    #[test]
    fn a_generators_input_is_read_as_lines_or_through_the_spec() {
        let echo = GeneratorCases {
            command: "sh -c 'echo 2; echo 5 $0' gen".into(),
            seed: 3,
            time_limit: Duration::from_secs(5),
            shape: None,
            validator: None,
        };
        let input = echo.case(0).unwrap();
        assert_eq!(input.records.len(), 2);
        let f = Format::parse("N\nA B\n---\n1 <= N <= 5\n0 <= A, B <= 10\n").unwrap();
        let shape = FormatShape::new(&f, None);
        let through = GeneratorCases {
            shape: Some(&shape),
            ..echo
        };
        // `$0` is `gen`, not a number: the spec says so.
        let e = through.case(0).unwrap_err();
        assert!(
            e.contains("does not follow the spec: line 2, column 3"),
            "{}",
            e
        );
    }
}
