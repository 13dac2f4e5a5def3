//! The shape of a judge input, once for every tool: an input is [`Record`]s of [`Token`]s and
//! how it ends ([`Ending`]), framed as the problem says ([`Framing`]: to the end of input, up to
//! a terminator, after a count, or one record). Its text is written in one place
//! ([`Input::layout`], [`Input::render`]): the stress tester's cases, the shrinker's candidates
//! and the fuzzer's inputs are all laid out here.
//!
//! What a problem adds to that is a [`Shape`]: which records are valid, where a record may be
//! cut smaller ([`Cut`]), where its answered parts end. The stress tester's shrinker is generic
//! over it, so a shape written in a format language and one of the registry's entries
//! (`registry`'s adapter) shrink alike.
//!
//! ```
//! use impartial_tools::input::{Ending, Framing, Input, Token};
//! let input = Input {
//!     records: vec![vec![Token::Number(5), Token::Number(2)], vec![Token::text("007")]],
//!     ending: Ending::Normal,
//! };
//! let framing = Framing::Terminated(vec![Token::Number(0), Token::Number(0)]);
//! assert_eq!(input.render(&framing), "5 2\n007\n0 0\n");
//! assert_eq!(input.render(&Framing::Counted), "2\n5 2\n007\n");
//! ```

pub mod cut;
pub mod lines;
pub mod shape;

pub use cut::{counted_groups, counted_list, group_cuts, Count, Cut};
pub use shape::Shape;

/// Whether a text is a valid input by the user's validator (exit status 0): what every input
/// shape (a spec's, a generator's lines) holds its inputs to when one is given.
pub type Validator<'a> = dyn Fn(&str) -> bool + Sync + 'a;

use std::fmt;

/// One token of an input: a number, or a word kept as written (hdu1404's digit string `007`,
/// which is not the number 7; a row of a grid).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Token {
    Number(u64),
    Text(String),
}

impl Token {
    /// The word `text` as a token.
    pub fn text(text: &str) -> Token {
        Token::Text(text.to_string())
    }

    /// Its value, if it is a number.
    pub fn number(&self) -> Option<u64> {
        match self {
            Token::Number(n) => Some(*n),
            Token::Text(_) => None,
        }
    }
}

/// As it is written in an input.
impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Token::Number(n) => write!(f, "{}", n),
            Token::Text(text) => f.write_str(text),
        }
    }
}

/// One record: the tokens of one test case (a count first where the record has one).
pub type Record = Vec<Token>;

/// The numbers `values` as a record.
///
/// ```
/// use impartial_tools::input::{numbers, Token};
/// assert_eq!(numbers(&[3, 4]), [Token::Number(3), Token::Number(4)]);
/// ```
pub fn numbers(values: &[u64]) -> Record {
    values.iter().map(|&v| Token::Number(v)).collect()
}

/// How a problem's records follow each other in its input.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Framing {
    /// Records until end of input.
    ToEof,
    /// Records until this terminator record; end of input also ends the run normally.
    Terminated(Record),
    /// A count, then that many records.
    Counted,
    /// Exactly one record (which counts its own parts).
    Single,
}

/// How an input ends, beyond its records.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// As the framing says: the terminator, if the problem has one.
    Normal,
    /// No terminator: the end of input ends the run (a terminated problem's contract allows it).
    Missing,
    /// The terminator (or, counted, the last counted record), then these records, which must
    /// be ignored.
    After(Vec<Record>),
    /// Another record that also ends the input (hdu4764: any `0 k`), instead of the terminator.
    Other(Record),
}

/// One whole input: records and how it ends.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Input {
    pub records: Vec<Record>,
    pub ending: Ending,
}

/// An input's tokens as they are written, one line per record (and one for the count and the
/// terminator), with where each record starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Every token, in order, as written.
    pub tokens: Vec<String>,
    /// Index in `tokens` of the first token of each line; a line runs to the next one's start.
    pub lines: Vec<usize>,
    /// Index in `tokens` of the first token of each of [`Input::records`] (neither the count
    /// nor the terminator nor the records after the end are records).
    pub starts: Vec<usize>,
}

impl Layout {
    /// The text: each line's tokens joined by one space, each line ending in `\n`.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for (i, &start) in self.lines.iter().enumerate() {
            let end = self.lines.get(i + 1).copied().unwrap_or(self.tokens.len());
            text.push_str(&self.tokens[start..end].join(" "));
            text.push('\n');
        }
        text
    }

    fn line(&mut self, tokens: &[Token]) {
        self.lines.push(self.tokens.len());
        self.tokens.extend(tokens.iter().map(Token::to_string));
    }
}

impl Input {
    /// One record, ended as the framing says.
    pub fn one(record: Record) -> Input {
        Input {
            records: vec![record],
            ending: Ending::Normal,
        }
    }

    /// The input's tokens laid out as `framing` writes them: the count first (counted), the
    /// records one per line, then the ending (the terminator unless it is missing or another
    /// one, records after the end).
    pub fn layout(&self, framing: &Framing) -> Layout {
        let mut layout = Layout {
            tokens: Vec::new(),
            lines: Vec::new(),
            starts: Vec::new(),
        };
        if *framing == Framing::Counted {
            layout.line(&[Token::Number(self.records.len() as u64)]);
        }
        for record in &self.records {
            layout.starts.push(layout.tokens.len());
            layout.line(record);
        }
        match (&self.ending, framing) {
            (Ending::Normal, Framing::Terminated(t)) => layout.line(t),
            (Ending::Other(t), _) => layout.line(t),
            (Ending::After(after), framing) => {
                if let Framing::Terminated(t) = framing {
                    layout.line(t);
                }
                for record in after {
                    layout.line(record);
                }
            }
            _ => {}
        }
        layout
    }

    /// The input's text, as `framing` writes it ([`Input::layout`]).
    pub fn render(&self, framing: &Framing) -> String {
        self.layout(framing).text()
    }

    /// How many tokens the records hold.
    pub fn tokens(&self) -> usize {
        self.records.iter().map(Vec::len).sum()
    }

    /// `1 record, 2 tokens, 20 bytes`, as `framing` writes it.
    pub fn size(&self, framing: &Framing) -> String {
        let n = self.records.len();
        format!(
            "{} record{}, {} tokens, {} bytes",
            n,
            if n == 1 { "" } else { "s" },
            self.tokens(),
            self.render(framing).len()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(records: &[&[u64]], ending: Ending) -> Input {
        Input {
            records: records.iter().map(|r| numbers(r)).collect(),
            ending,
        }
    }

    #[test]
    fn endings_are_written_as_the_framing_says() {
        let terminated = Framing::Terminated(numbers(&[0, 0]));
        let mut one = input(&[&[5, 2]], Ending::Normal);
        assert_eq!(one.render(&terminated), "5 2\n0 0\n");
        assert_eq!(one.render(&Framing::ToEof), "5 2\n");
        one.ending = Ending::Missing;
        assert_eq!(one.render(&terminated), "5 2\n");
        one.ending = Ending::After(vec![numbers(&[7, 1])]);
        assert_eq!(one.render(&terminated), "5 2\n0 0\n7 1\n");
        assert_eq!(one.render(&Framing::Counted), "1\n5 2\n7 1\n");
        one.ending = Ending::Other(numbers(&[0, 7]));
        assert_eq!(one.render(&terminated), "5 2\n0 7\n");
        assert_eq!(one.render(&Framing::Single), "5 2\n0 7\n");
    }

    #[test]
    fn the_layout_says_where_lines_and_records_start() {
        let two = input(
            &[&[3, 1, 2, 3], &[1, 9]],
            Ending::After(vec![numbers(&[4])]),
        );
        let layout = two.layout(&Framing::Counted);
        assert_eq!(layout.tokens, ["2", "3", "1", "2", "3", "1", "9", "4"]);
        assert_eq!(layout.lines, [0, 1, 5, 7]);
        assert_eq!(layout.starts, [1, 5]);
        assert_eq!(layout.text(), "2\n3 1 2 3\n1 9\n4\n");
        assert_eq!(two.size(&Framing::Counted), "2 records, 6 tokens, 16 bytes");
        let empty = input(&[], Ending::Normal);
        assert_eq!(empty.render(&Framing::Counted), "0\n");
        assert_eq!(empty.render(&Framing::ToEof), "");
    }

    #[test]
    fn words_are_kept_as_written() {
        let strings = Input::one(vec![Token::text("007"), Token::text("0")]);
        assert_eq!(strings.render(&Framing::ToEof), "007 0\n");
        assert_eq!(Token::text("007").number(), None);
        assert_eq!(Token::Number(7).number(), Some(7));
        assert_eq!(strings.size(&Framing::ToEof), "1 record, 2 tokens, 6 bytes");
    }
}
