//! The registry's entries as input shapes ([`crate::input::Shape`]), so that the stress
//! tester's generation and shrinking, the fuzzer and the runner all write an entry's input the
//! one way ([`crate::input::Input::layout`]): an entry is its spec's shape ([`FormatShape`])
//! with the entry's checks added to [`Shape::admits`] and its parts (answers written as
//! queries arrive) to [`Shape::parts`].

use super::Problem;
use crate::format::spec_shape::FormatShape;
use crate::format::Instance;
use crate::generate::Domain;
use crate::input::{self, Ending, Input, Shape, Token};

impl Problem {
    /// The problem's inputs in `domain`, as a shape.
    ///
    /// ```
    /// use impartial_tools::generate::Domain;
    /// use impartial_tools::input::{numbers, Input, Shape};
    /// use impartial_tools::registry::problem;
    /// let hdu4764 = problem("hdu4764").unwrap().shape(Domain::Judge);
    /// assert_eq!(hdu4764.render(&Input::one(numbers(&[5, 2]))), "5 2\n0 0\n");
    /// ```
    pub fn shape(&self, domain: Domain) -> Entry<'_> {
        let spec = FormatShape::new(self.format(domain), None);
        Entry {
            problem: self,
            domain,
            framing: spec.framing().clone(),
            spec,
        }
    }
}

/// A registry entry in one domain, as a [`Shape`]: its spec's, with the entry's checks and
/// parts.
pub struct Entry<'a> {
    pub problem: &'a Problem,
    pub domain: Domain,
    framing: input::Framing,
    /// What the entry reads, checks, shrinks and writes.
    spec: FormatShape<'static>,
}

impl Entry<'_> {
    /// The instance `input` stands for.
    pub fn instance(&self, input: &Input) -> Option<Instance> {
        self.spec.instance(input)
    }
}

impl Shape for Entry<'_> {
    fn framing(&self) -> &input::Framing {
        &self.framing
    }

    fn valid(&self, record: &[Token]) -> bool {
        self.spec.valid(record)
    }

    fn parts(&self, record: &[Token]) -> Vec<usize> {
        let numbers: Option<Vec<u64>> = record.iter().map(Token::number).collect();
        match (self.problem.parts, numbers) {
            (Some(parts), Some(values)) => (parts.ends)(&values),
            _ => Vec::new(),
        }
    }

    fn smaller<'b>(&'b self, input: &'b Input) -> Box<dyn Iterator<Item = Input> + 'b> {
        self.spec.smaller(input)
    }

    /// The spec's own layout, except for an ending the spec cannot write (no terminator,
    /// records after the end, another terminator), which the framing writes.
    fn render(&self, input: &Input) -> String {
        match input.ending {
            Ending::Normal => self.spec.render(input),
            _ => input.render(&self.framing),
        }
    }

    fn admits(&self, input: &Input) -> bool {
        let spec = &self.spec;
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

#[cfg(test)]
mod tests {
    use super::super::problem;
    use super::*;

    #[test]
    fn an_entry_is_a_shape_of_its_domain() {
        // `impartial play` draws an interactive problem's instances with the entry's own
        // generator, on its own size schedule.
        for p in super::super::PROBLEMS
            .iter()
            .filter(|p| p.interactive.is_some())
        {
            assert!(
                p.draw.is_some(),
                "{}: an interactive entry draws its instances",
                p.name
            );
        }
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
