//! The registry's entries as input shapes ([`crate::input::Shape`]), so that the stress
//! tester's generation and shrinking, the fuzzer and [`Problem::render`] all write an entry's
//! input the one way ([`crate::input::Input::layout`]).
//!
//! An entry written as a spec is its spec's shape ([`FormatShape`]) with the entry's checks
//! added to [`Shape::admits`]. An entry still on walkers keeps its records as numbers
//! (`Vec<u64>`, what its generator, `valid` and cuts are written on), shown to the shape layer
//! as tokens: numbers become [`Token::Number`], and back.

use super::{Framing, Problem};
use crate::format::shape::FormatShape;
use crate::format::Instance;
use crate::generate::Domain;
use crate::input::{self, Cut, Ending, Input, Record, Shape, Token};

impl Problem {
    /// A record's numbers as the tokens they are written as.
    ///
    /// ```
    /// use impartial_tools::input::Token;
    /// use impartial_tools::registry::problem;
    /// assert_eq!(problem("poj1067").unwrap().tokens(&[3, 5]), [Token::Number(3), Token::Number(5)]);
    /// ```
    pub fn tokens(&self, record: &[u64]) -> Record {
        input::numbers(record)
    }

    /// A record's tokens as its numbers again; `None` when a token is a word.
    pub fn values(&self, record: &[Token]) -> Option<Vec<u64>> {
        record.iter().map(Token::number).collect()
    }

    /// The problem's inputs in `domain`, as a shape.
    pub fn shape(&self, domain: Domain) -> Entry<'_> {
        if let Some(format) = self.format(domain) {
            let spec = FormatShape::new(format, None);
            return Entry {
                problem: self,
                domain,
                framing: spec.framing().clone(),
                spec: Some(spec),
            };
        }
        let framing = match self.framing {
            Framing::ToEof => input::Framing::ToEof,
            Framing::Terminated(t) => input::Framing::Terminated(self.tokens(t)),
            Framing::Counted => input::Framing::Counted,
            Framing::Single => input::Framing::Single,
        };
        Entry {
            problem: self,
            domain,
            framing,
            spec: None,
        }
    }

    /// A whole input holding `records`: the count first or the terminator last as the framing
    /// asks, one record per line.
    ///
    /// ```
    /// use impartial_tools::registry::problem;
    /// assert_eq!(problem("hdu4764").unwrap().render(&[vec![5, 2]]), "5 2\n0 0\n");
    /// ```
    pub fn render(&self, records: &[Vec<u64>]) -> String {
        let input = Input {
            records: records.iter().map(|r| self.tokens(r)).collect(),
            ending: Ending::Normal,
        };
        self.shape(Domain::Beyond).render(&input)
    }
}

/// A registry entry in one domain, as a [`Shape`]: its `valid`, its cuts (`smaller`) and its
/// parts, on the numbers its tokens stand for.
pub struct Entry<'a> {
    pub problem: &'a Problem,
    pub domain: Domain,
    framing: input::Framing,
    /// The spec of an entry written as one: what it reads, checks, shrinks and writes.
    spec: Option<FormatShape<'static>>,
}

impl Entry<'_> {
    /// The instance `input` stands for, for an entry written as a spec.
    pub fn instance(&self, input: &Input) -> Option<Instance> {
        self.spec.as_ref()?.instance(input)
    }
}

impl Shape for Entry<'_> {
    fn framing(&self) -> &input::Framing {
        &self.framing
    }

    fn valid(&self, record: &[Token]) -> bool {
        match &self.spec {
            Some(spec) => spec.valid(record),
            None => self
                .problem
                .values(record)
                .is_some_and(|values| (self.problem.valid)(&values, self.domain)),
        }
    }

    fn cuts(&self, record: &[Token]) -> Vec<Cut> {
        match &self.spec {
            Some(_) => Vec::new(),
            None => self
                .problem
                .values(record)
                .map_or_else(Vec::new, |values| (self.problem.smaller)(&values)),
        }
    }

    fn parts(&self, record: &[Token]) -> Vec<usize> {
        let numbers = match &self.spec {
            Some(_) => record.iter().map(Token::number).collect(),
            None => self.problem.values(record),
        };
        match (self.problem.parts, numbers) {
            (Some(parts), Some(values)) => (parts.ends)(&values),
            _ => Vec::new(),
        }
    }

    fn smaller<'b>(&'b self, input: &'b Input) -> Box<dyn Iterator<Item = Input> + 'b> {
        match &self.spec {
            Some(spec) => spec.smaller(input),
            None => Box::new(std::iter::empty()),
        }
    }

    /// A spec's own layout, except for an ending the spec cannot write (no terminator,
    /// records after the end, another terminator), which the framing writes.
    fn render(&self, input: &Input) -> String {
        match &self.spec {
            Some(spec) if input.ending == Ending::Normal => spec.render(input),
            _ => input.render(&self.framing),
        }
    }

    fn admits(&self, input: &Input) -> bool {
        let Some(spec) = &self.spec else {
            return default_admits(self, input);
        };
        spec.admits(input)
            && spec.instance(input).is_some_and(|inst| {
                (self.problem.checks)(
                    &super::View {
                        format: spec.format,
                        inst: &inst,
                    },
                    self.domain,
                )
                .is_ok()
            })
            && match &input.ending {
                input::Ending::After(after) => {
                    let more = Input {
                        records: after.clone(),
                        ending: Ending::Normal,
                    };
                    after.is_empty() || spec.admits(&more)
                }
                _ => true,
            }
    }
}

/// [`Shape::admits`]'s own rule, for an entry on walkers.
fn default_admits(shape: &dyn Shape, input: &Input) -> bool {
    let count_fits = match shape.framing() {
        input::Framing::Single => input.records.len() == 1,
        _ => !input.records.is_empty(),
    };
    let after_valid = match &input.ending {
        Ending::After(after) => after.iter().all(|r| shape.valid(r)),
        _ => true,
    };
    count_fits && after_valid && input.records.iter().all(|r| shape.valid(r))
}

#[cfg(test)]
mod tests {
    use super::super::{problem, PROBLEMS};
    use super::*;

    #[test]
    fn tokens_and_numbers_go_both_ways_for_every_problem() {
        for p in PROBLEMS {
            let record = vec![0, 7, u64::MAX];
            assert_eq!(p.values(&p.tokens(&record)), Some(record), "{}", p.name);
        }
        assert_eq!(
            problem("poj1067").unwrap().values(&[Token::text("7")]),
            None
        );
    }

    #[test]
    fn an_entry_is_a_shape_of_its_domain() {
        let poj1067 = problem("poj1067").unwrap();
        let judge = poj1067.shape(Domain::Judge);
        let beyond = poj1067.shape(Domain::Beyond);
        let big = Input::one(input::numbers(&[1, 2_000_000_000]));
        assert!(!judge.admits(&big) && beyond.admits(&big));
        let poj1704 = problem("poj1704").unwrap().shape(Domain::Judge);
        assert_eq!(*poj1704.framing(), input::Framing::Counted);
        let record = Input::one(input::numbers(&[2, 5, 9]));
        assert!(poj1704.admits(&record));
        // Its positions are distinct; a smaller input loses one with N lowered.
        assert!(!poj1704.admits(&Input::one(input::numbers(&[2, 5, 5]))));
        let one = Input::one(input::numbers(&[1, 9]));
        assert!(poj1704.smaller(&record).any(|s| s == one));
        let hdu4764 = problem("hdu4764").unwrap().shape(Domain::Judge);
        assert_eq!(
            *hdu4764.framing(),
            input::Framing::Terminated(input::numbers(&[0, 0]))
        );
        let hdu1404 = problem("hdu1404").unwrap();
        // A digit string is a word with its zeros, never a number.
        let strings = Input::one(vec![Token::text("007")]);
        assert_eq!(hdu1404.shape(Domain::Judge).render(&strings), "007\n");
        assert!(hdu1404.shape(Domain::Judge).admits(&strings));
        let seven = Input::one(vec![Token::text("1234567")]);
        assert!(!hdu1404.shape(Domain::Judge).admits(&seven));
    }
}
