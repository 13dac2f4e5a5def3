//! A [`Format`] as an input [`Shape`], so that the stress driver and the shrinker work on a
//! spec's inputs as on a registry problem's: an [`Instance`] becomes tokens ([`Format::input`]),
//! and tokens are read back through the spec ([`FormatShape::instance`]).
//!
//! - Framing: in AtCoder's multi-case form whose first line is only `T`, each case is a record
//!   and `T` the count ([`Framing::Counted`]), so the shrinker removes whole cases as it removes
//!   a registry problem's records; records until the end of the input, or until a terminator,
//!   with nothing given before them are records too ([`Framing::ToEof`],
//!   [`Framing::Terminated`]); otherwise the whole input is one record.
//! - [`Shape::admits`]: the tokens read back through the spec and every constraint kept
//!   ([`Format::check`]), and the user's validator, if any, accepts the text.
//! - [`Shape::render`]: the spec's own layout (lines as the Input section has them).
//! - [`Shape::smaller`]: the structural cuts of [`super::cut`] (a count with all it sizes, a
//!   tree's leaves and subtrees, a grid's rows and columns; halves first), then a string's
//!   copies of one character lowered together, negative values nearer zero and characters
//!   lowered within their alphabet; non-negative numbers are lowered by the shrinker's own
//!   number phase.

use super::cut::{self, Dim, Slot};
use super::{Format, Instance, Item, Until};
use crate::input::{Framing, Input, Record, Shape, Token, Validator};
use std::rc::Rc;

/// A spec as a [`Shape`].
pub struct FormatShape<'a> {
    pub format: &'a Format,
    framing: Framing,
    validator: Option<&'a Validator<'a>>,
}

impl<'a> FormatShape<'a> {
    /// `format`'s inputs, also held to `validator` when there is one.
    pub fn new(format: &'a Format, validator: Option<&'a Validator<'a>>) -> FormatShape<'a> {
        let framing = match (&format.cases, &format.top[..]) {
            (Some(cases), [Item::Line { atoms, .. }])
                if cases
                    .count()
                    .is_some_and(|t| atoms[..] == [super::Atom::Scalar(t)]) =>
            {
                Framing::Counted
            }
            (Some(cases), []) => match &cases.until {
                Until::End => Framing::ToEof,
                Until::Line(end) => Framing::Terminated(end.iter().map(|w| token(w)).collect()),
                Until::Count(_) => Framing::Single,
            },
            _ => Framing::Single,
        };
        FormatShape {
            format,
            framing,
            validator,
        }
    }

    /// The instance `input`'s tokens stand for, if they follow the layout.
    pub fn instance(&self, input: &Input) -> Option<Instance> {
        let text = match &self.framing {
            Framing::Counted => {
                let mut words = vec![input.records.len().to_string()];
                words.extend(input.records.iter().flatten().map(Token::to_string));
                words.join(" ")
            }
            Framing::Terminated(end) => {
                let mut words: Vec<String> = input
                    .records
                    .iter()
                    .flatten()
                    .map(Token::to_string)
                    .collect();
                words.extend(end.iter().map(Token::to_string));
                words.join(" ")
            }
            _ => input
                .records
                .iter()
                .flatten()
                .map(Token::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        };
        self.format.read_tokens(&text).ok()
    }

    /// `inst` as tokens, framed as this shape frames it.
    pub fn input(&self, inst: &Instance) -> Input {
        self.format.input(inst, self.framing != Framing::Single)
    }
}

/// A token as the shrinker handles it: a number when the word is a `u64` written as one
/// (no sign, no leading zero), else the word kept as written.
fn token(word: &str) -> Token {
    match word.parse::<u64>() {
        Ok(n) if n.to_string() == word => Token::Number(n),
        _ => Token::text(word),
    }
}

impl Format {
    /// `inst` as an input of tokens: one record holding everything, or (`per_case`) one record
    /// per case and nothing of the top but the count, which the framing writes.
    pub fn input(&self, inst: &Instance, per_case: bool) -> Input {
        // A string's word stays a word even when it reads as a number (a digit string `123`).
        let words = |text: &str, strings: &[bool]| -> Record {
            text.split_whitespace()
                .enumerate()
                .map(|(i, w)| match strings.get(i) {
                    Some(true) => Token::text(w),
                    _ => token(w),
                })
                .collect()
        };
        let body = self.cases.as_ref().map_or(&[][..], |c| &c.body[..]);
        let records = if per_case {
            inst.cases
                .iter()
                .map(|case| {
                    let (mut text, mut strings) = (String::new(), Vec::new());
                    self.render_case(body, &inst.top, case, &mut text, &mut strings);
                    words(&text, &strings)
                })
                .collect()
        } else {
            let (mut text, mut strings) = (String::new(), Vec::new());
            self.render_items(&self.top, &inst.top, None, &mut text, &mut strings);
            for case in &inst.cases {
                self.render_case(body, &inst.top, case, &mut text, &mut strings);
            }
            if let Some(end) = self.cases.as_ref().and_then(|c| c.terminator()) {
                text.push_str(&end.join(" "));
                strings.extend(end.iter().map(|_| false));
            }
            vec![words(&text, &strings)]
        };
        Input {
            records,
            ending: crate::input::Ending::Normal,
        }
    }
}

impl Shape for FormatShape<'_> {
    fn framing(&self) -> &Framing {
        &self.framing
    }

    /// Whole inputs are checked in [`Shape::admits`]; a record alone says little (a sum over
    /// the cases spans them all).
    fn valid(&self, record: &[Token]) -> bool {
        !record.is_empty()
    }

    fn admits(&self, input: &Input) -> bool {
        if input.records.is_empty() || (self.framing == Framing::Single && input.records.len() != 1)
        {
            return false;
        }
        let Some(inst) = self.instance(input) else {
            return false;
        };
        self.format.check(&inst).is_ok()
            && self
                .validator
                .map_or(true, |valid| valid(&self.format.render(&inst)))
    }

    fn render(&self, input: &Input) -> String {
        match self.instance(input) {
            Some(inst) => self.format.render(&inst),
            None => input.render(&self.framing),
        }
    }

    fn smaller<'b>(&'b self, input: &'b Input) -> Box<dyn Iterator<Item = Input> + 'b> {
        let Some(inst) = self.instance(input) else {
            return Box::new(std::iter::empty());
        };
        let f = self.format;
        let inst = Rc::new(inst);
        // Records the framing holds are the shrinker's own to remove.
        let counted = self.framing != Framing::Single;
        let dims: Vec<Dim> = cut::dims(f, &inst)
            .into_iter()
            .filter(|d| !(counted && *d == Dim::Cases))
            .collect();
        let removals = {
            let inst = Rc::clone(&inst);
            dims.into_iter().flat_map(move |dim| {
                let sets: Box<dyn Iterator<Item = Vec<usize>>> = match cut::tree_sets(f, &inst, dim)
                {
                    Some(sets) => Box::new(sets.into_iter()),
                    None => Box::new(chunks(cut::len(&inst, dim))),
                };
                let inst = Rc::clone(&inst);
                sets.filter_map(move |at| cut::remove(f, &inst, dim, &at))
            })
        };
        let values = {
            let inst = Rc::clone(&inst);
            let slots: Vec<Slot> = cut::slots(f, &inst)
                .into_iter()
                .filter(|&s| match s {
                    Slot::Int { .. } => cut::get(&inst, s).is_some_and(|v| v < 0),
                    Slot::Char { .. } => true,
                })
                .collect();
            slots.into_iter().flat_map(move |slot| {
                let inst = Rc::clone(&inst);
                cut::simpler(f, &inst, slot)
                    .into_iter()
                    .filter_map(move |v| cut::set(&inst, slot, v))
            })
        };
        let letters = cut::letters_together(f, &inst);
        Box::new(
            removals
                .chain(letters)
                .chain(values)
                .map(move |smaller| self.input(&smaller)),
        )
    }
}

/// Positions `0..n` removed in runs: halves, quarters, ..., single positions (ddmin's order).
fn chunks(n: usize) -> impl Iterator<Item = Vec<usize>> {
    let mut sizes = Vec::new();
    let mut size = n / 2;
    while size >= 1 {
        sizes.push(size);
        size /= 2;
    }
    if n == 1 {
        sizes.push(1);
    }
    sizes.into_iter().flat_map(move |size| {
        (0..n)
            .step_by(size)
            .map(move |s| (s..(s + size).min(n)).collect())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::Value;
    use crate::stress::shrink::shrink;
    use std::sync::atomic::AtomicBool;
    use std::time::{Duration, Instant};

    static GO: AtomicBool = AtomicBool::new(false);

    fn later() -> Instant {
        Instant::now() + Duration::from_secs(30)
    }

    fn shrunk(spec: &str, start: &str, fails: &dyn Fn(&Instance, &Format) -> bool) -> String {
        let f = Format::parse(spec).unwrap();
        let shape = FormatShape::new(&f, None);
        let inst = f.read(start).unwrap();
        f.check(&inst).unwrap();
        let input = shape.input(&inst);
        assert!(shape.admits(&input));
        assert_eq!(shape.render(&input), start);
        let mut test = |input: &Input| shape.instance(input).is_some_and(|i| fails(&i, &f));
        let s = shrink(&shape, input, &mut test, later(), &GO);
        shape.render(&s.input)
    }

    fn ints(inst: &Instance, f: &Format, env: usize, name: &str) -> Vec<i128> {
        let e = if env == 0 {
            &inst.top
        } else {
            &inst.cases[env - 1]
        };
        match &e.values[f.var(name).unwrap()] {
            Some(Value::Ints(x)) => x.clone(),
            _ => Vec::new(),
        }
    }

    #[test]
    fn an_array_shrinks_to_the_element_that_fails_at_its_lowest() {
        let spec = "N K\nA_1 ... A_N\n---\n1 <= K <= N <= 100\n-10^9 <= A_i <= 10^9\n";
        // Fails while some element is below -1000.
        let got = shrunk(spec, "5 3\n4 -70000 9 -3 8\n", &|i, f| {
            ints(i, f, 0, "A").iter().any(|&a| a < -1000)
        });
        assert_eq!(got, "1 1\n-1001\n");
        // K falls with N: every window negative, found with two elements, shrinks to one.
        let got = shrunk(spec, "2 2\n0 -1\n", &|i, f| {
            ints(i, f, 0, "A").iter().all(|&a| a < 0) || ints(i, f, 0, "A").iter().sum::<i128>() < 0
        });
        assert_eq!(got, "1 1\n-1\n");
    }

    #[test]
    fn a_tree_shrinks_to_a_path_of_three_vertices() {
        let spec = "N\nu_1 v_1\n:\nu_{N-1} v_{N-1}\n---\n2 <= N <= 100\n1 <= u_i, v_i <= N\nThe given graph is a tree.\n";
        // Fails while some vertex has degree 2 or more (a path of three at least).
        let start = "7\n1 2\n2 3\n3 4\n2 5\n5 6\n6 7\n";
        let got = shrunk(spec, start, &|i, f| {
            let (u, v) = (ints(i, f, 0, "u"), ints(i, f, 0, "v"));
            let mut degree = std::collections::HashMap::new();
            for x in u.iter().chain(&v) {
                *degree.entry(*x).or_insert(0) += 1;
            }
            degree.values().any(|&d| d >= 2)
        });
        assert_eq!(got.lines().next(), Some("3"), "{}", got);
        let f = Format::parse(spec).unwrap();
        f.check(&f.read(&got).unwrap()).unwrap();
    }

    #[test]
    fn cases_go_as_records_and_t_follows() {
        let spec = "T\ncase_1\n:\ncase_T\nEach case is given in the following format:\nN\nA_1 ... A_N\n---\n1 <= T <= 10\n1 <= N <= 10\n1 <= A_i <= 100\n";
        let f = Format::parse(spec).unwrap();
        assert_eq!(*FormatShape::new(&f, None).framing(), Framing::Counted);
        // Fails while some case holds two equal values.
        let got = shrunk(spec, "3\n2\n5 6\n3\n7 9 7\n1\n4\n", &|i, f| {
            (1..=i.cases.len()).any(|c| {
                let a = ints(i, f, c, "A");
                (0..a.len()).any(|x| a[x + 1..].contains(&a[x]))
            })
        });
        assert_eq!(got, "1\n2\n1 1\n");
    }

    #[test]
    fn a_grid_loses_rows_and_columns_and_its_characters_fall() {
        let spec = "H W\nS_1\n:\nS_H\n---\n1 <= H, W <= 10\nS_i is a string of length W consisting of `.` and `#`.\n";
        // Fails while some row holds `#.` (in the alphabet's order `.` comes first).
        let start = "3 4\n....\n.##.\n#..#\n";
        let got = shrunk(
            spec,
            start,
            &|i, f| match &i.top.values[f.var("S").unwrap()] {
                Some(Value::Strs(rows)) => rows.iter().any(|r| r.windows(2).any(|w| w == b"#.")),
                _ => false,
            },
        );
        assert_eq!(got, "1 2\n#.\n");
    }

    #[test]
    fn equal_letters_fall_together() {
        let spec = "S\n---\n1 <= |S| <= 10\nS consists of lowercase English letters.\n";
        // Fails while the string has two equal neighbours.
        let got = shrunk(
            spec,
            "xyffz\n",
            &|i, f| match &i.top.values[f.var("S").unwrap()] {
                Some(Value::Str(s)) => s.windows(2).any(|w| w[0] == w[1]),
                _ => false,
            },
        );
        assert_eq!(got, "aa\n");
    }

    #[test]
    fn a_strings_word_stays_a_word_though_it_reads_as_a_number() {
        let f =
            Format::parse("N S\n---\n1 <= N <= 9\n1 <= |S| <= 6\nS consists of digits.\n").unwrap();
        let shape = FormatShape::new(&f, None);
        let input = shape.input(&f.read("7 123\n").unwrap());
        assert_eq!(input.records, [vec![Token::Number(7), Token::text("123")]]);
        assert!(shape.admits(&input));
    }

    #[test]
    fn a_validator_is_held_to() {
        let f = Format::parse("N\n---\n1 <= N <= 100\n").unwrap();
        let odd = |text: &str| text.trim().parse::<u64>().is_ok_and(|n| n % 2 == 1);
        let shape = FormatShape::new(&f, Some(&odd));
        assert!(shape.admits(&shape.input(&f.read("7\n").unwrap())));
        assert!(!shape.admits(&shape.input(&f.read("8\n").unwrap())));
    }
}
