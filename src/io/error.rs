//! What goes wrong, and where: the error every solution returns, and the positions and token
//! quotes its messages are made of. Both readers report through these, so a message does not
//! depend on the tier.

use std::fmt;
use std::io;

/// How many bytes of a bad token an error message quotes.
const QUOTE_LIMIT: usize = 32;

/// A failure of a solution: bad input, with its place, or an I/O error.
///
/// Bad input displays as `line 3, column 5: expected an unsigned integer, found "x7"`.
#[derive(Debug)]
pub enum Error {
    /// The input broke the contract at a 1-based line and byte column; `message` is
    /// `expected <what the problem expected>, found <what was there>`.
    Input {
        /// 1-based line of the offending token (or of the end of input).
        line: u64,
        /// 1-based column, in bytes, of the token's first byte.
        column: u64,
        /// `expected ..., found ...`.
        message: String,
    },
    /// Reading stdin or writing stdout failed.
    Io(io::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input {
                line,
                column,
                message,
            } => write!(f, "line {}, column {}: {}", line, column, message),
            Error::Io(e) => write!(f, "I/O error: {}", e),
        }
    }
}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Self {
        Error::Io(e)
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
    /// An input error at this position: `expected <expected>, found <found>`.
    ///
    /// ```
    /// use impartial::io::Position;
    /// let e = Position { line: 2, column: 7 }.error("M >= 1", 0);
    /// assert_eq!(e.to_string(), "line 2, column 7: expected M >= 1, found 0");
    /// ```
    pub fn error(self, expected: impl fmt::Display, found: impl fmt::Display) -> Error {
        Error::Input {
            line: self.line,
            column: self.column,
            message: format!("expected {}, found {}", expected, found),
        }
    }
}

/// Reads what `source` has ready into `buf` (0 at end of input), retrying a read that a signal
/// interrupted.
pub(super) fn read_some<R: io::Read>(source: &mut R, buf: &mut [u8]) -> Result<usize, Error> {
    loop {
        match source.read(buf) {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            read => return Ok(read?),
        }
    }
}

/// ASCII whitespace as the contract defines it: space, `\t`, `\n`, vertical tab, form feed, `\r`.
#[inline(always)]
pub(super) fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// A token as the general parsers read it, byte by byte: its value while it is a number that
/// fits, and its first bytes for the message if it is not.
pub(super) struct Token {
    /// The first [`QUOTE_LIMIT`] bytes, and one more to tell that there were more.
    text: Vec<u8>,
    /// The value, while every byte is a digit and it fits in `u64`.
    value: Option<u64>,
    digits_only: bool,
}

impl Token {
    pub(super) fn new() -> Self {
        Token {
            text: Vec::new(),
            value: Some(0),
            digits_only: true,
        }
    }

    /// Takes the token's next byte (not whitespace); false once the token is known not to be a
    /// number and enough of it is read to quote it: the rest does not matter.
    pub(super) fn push(&mut self, b: u8) -> bool {
        if self.text.len() <= QUOTE_LIMIT {
            self.text.push(b);
        }
        self.digits_only &= b.is_ascii_digit();
        let digit = u64::from(b.wrapping_sub(b'0'));
        self.value = self
            .value
            .and_then(|v| v.checked_mul(10)?.checked_add(digit));
        self.digits_only || self.text.len() <= QUOTE_LIMIT
    }

    /// The token's value, or what to report: `(expected, found)`, the token quoted as
    /// `escape_ascii` writes it (printable ASCII as is, quotes and backslashes escaped, other bytes
    /// as `\xff`, so the message stays one printable line), `...` when it was longer.
    pub(super) fn finish(self) -> Result<u64, (String, String)> {
        if let (Some(value), true) = (self.value, self.digits_only) {
            return Ok(value);
        }
        let quoted = &self.text[..self.text.len().min(QUOTE_LIMIT)];
        let more = if self.text.len() > QUOTE_LIMIT {
            "..."
        } else {
            ""
        };
        let found = format!("\"{}{}\"", quoted.escape_ascii(), more);
        let expected = match self.digits_only {
            true => format!("an unsigned integer at most {}", u64::MAX),
            false => "an unsigned integer".to_string(),
        };
        Err((expected, found))
    }
}
