//! What goes wrong, and where: the error type every solution returns, and the input positions
//! and token quotes its messages are made of. Both tiers of the reader report through these, so
//! a message does not depend on the tier.

use std::fmt;
use std::io;

/// How many bytes of a bad token an error message quotes.
pub(super) const QUOTE_LIMIT: usize = 32;

/// A failure of a solution: bad input (with its place) or an I/O error.
#[derive(Debug)]
pub enum Error {
    /// The input broke the contract at a known line and column.
    Input(InputError),
    /// Reading stdin or writing stdout failed.
    Io(io::Error),
}

/// Bad input: where it is, what the problem expected there and what it found.
///
/// Displays as `line 3, column 5: expected an unsigned integer, found "x7"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// 1-based line of the offending token (or of the end of input).
    pub line: u64,
    /// 1-based column, in bytes, of the offending token's first byte.
    pub column: u64,
    /// What the problem expected there, e.g. `an unsigned integer` or `N >= 1`.
    pub expected: String,
    /// What was there instead: a quoted token, a value, or `end of input`.
    pub found: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: expected {}, found {}",
            self.line, self.column, self.expected, self.found
        )
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(e) => e.fmt(f),
            Error::Io(e) => write!(f, "I/O error: {}", e),
        }
    }
}

impl std::error::Error for Error {}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Self {
        Error::Io(e)
    }
}

impl From<InputError> for Error {
    fn from(e: InputError) -> Self {
        Error::Input(e)
    }
}

/// A place in the input: 1-based line and byte column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// 1-based line number.
    pub line: u64,
    /// 1-based column, counted in bytes.
    pub column: u64,
}

impl Position {
    /// An input error at this position.
    ///
    /// ```
    /// use impartial::io::Position;
    /// let e = Position { line: 2, column: 7 }.error("M >= 1", 0);
    /// assert_eq!(e.to_string(), "line 2, column 7: expected M >= 1, found 0");
    /// ```
    pub fn error(self, expected: impl fmt::Display, found: impl fmt::Display) -> Error {
        Error::Input(InputError {
            line: self.line,
            column: self.column,
            expected: expected.to_string(),
            found: found.to_string(),
        })
    }
}

/// ASCII whitespace as the contract defines it: space, `\t`, `\n`, vertical tab, form feed, `\r`.
#[inline(always)]
pub(super) fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// Quotes the first bytes of a token for an error message: printable ASCII as is, anything else
/// escaped (`\xff`, `\0`...), with `...` when the token was longer than the quote.
fn quote(prefix: &[u8], truncated: bool) -> String {
    let mut s = String::with_capacity(prefix.len() + 8);
    s.push('"');
    for &b in prefix {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            0 => s.push_str("\\0"),
            _ => s.push_str(&format!("\\x{:02x}", b)),
        }
    }
    if truncated {
        s.push_str("...");
    }
    s.push('"');
    s
}

/// A token as the general parsers read it, byte by byte: its value while it is a number that
/// fits, and its first [`QUOTE_LIMIT`] bytes for the message if it is not. Shared by both
/// readers, so that their messages agree.
pub(super) struct Token {
    prefix: [u8; QUOTE_LIMIT],
    length: usize,
    value: Option<u64>,
    is_number: bool,
}

impl Token {
    pub(super) fn new() -> Self {
        Token {
            prefix: [0; QUOTE_LIMIT],
            length: 0,
            value: Some(0),
            is_number: true,
        }
    }

    /// Takes the token's next byte (not whitespace). `Err` with what to report once the token is
    /// known not to be a number and enough of it is read to quote it: the rest does not matter.
    pub(super) fn push(&mut self, b: u8) -> Result<(), (String, String)> {
        if self.length < QUOTE_LIMIT {
            self.prefix[self.length] = b;
        }
        self.length += 1;
        if self.length > QUOTE_LIMIT && !self.is_number {
            return Err(self.report());
        }
        if b.is_ascii_digit() {
            self.value = self
                .value
                .and_then(|v| v.checked_mul(10))
                .and_then(|v| v.checked_add(u64::from(b - b'0')));
        } else {
            self.is_number = false;
        }
        Ok(())
    }

    /// The token's value, or what to report: `(expected, found)`.
    pub(super) fn finish(self) -> Result<u64, (String, String)> {
        match (self.is_number, self.value) {
            (true, Some(v)) => Ok(v),
            _ => Err(self.report()),
        }
    }

    fn report(&self) -> (String, String) {
        let quoted = quote(
            &self.prefix[..self.length.min(QUOTE_LIMIT)],
            self.length > QUOTE_LIMIT,
        );
        let expected = if self.is_number {
            format!("an unsigned integer at most {}", u64::MAX)
        } else {
            "an unsigned integer".to_string()
        };
        (expected, quoted)
    }
}
