//! Streaming token input and buffered output for judge solutions.
//!
//! Judge input is a sequence of tokens separated by runs of ASCII whitespace (space, tab, `\r`,
//! `\n`, vertical tab, form feed); a value is an unsigned decimal integer that fits in `u64`
//! (and a problem whose tokens are not numbers takes each as it is spelled, with
//! `Reader::token`). [`Reader`] reads tokens through a fixed buffer, so memory does not grow with
//! the input; before it may wait for more input, the linked [`Writer`] sends its finished lines,
//! so a solution answers record by record on a pipe or a terminal. A bad token, a record cut
//! off by the end of input, or a value outside a problem's domain becomes an [`Error`] naming
//! the line and column where it happened.
//!
//! Two tiers, one behaviour, one API (the same public methods with the same signatures, which
//! a test pins at compile time):
//! - the core tier, [`reader`] and [`writer`]: safe, plain Rust, what a submission carries;
//! - the accelerated tier, `fast` (with the `fast` feature, on by default): its own `Reader`
//!   and a `Writer` around the core one, with vector steps behind them, what the local
//!   binaries and `make bench` run. It builds on the core tier; the core tier uses nothing of
//!   it.
//!
//! [`Reader`] and [`Writer`] here are the tier the build has. What goes wrong, and where, is
//! here too: [`Error`], [`Position`] and [`quote`], which both tiers report through, so a message
//! does not depend on the tier; the buffer size and the powers of ten both tiers use are in
//! `consts`, which uses nothing. A solution is `solve(input, output)` built on [`run`], which
//! flushes every answer written before an error; `main` hands it stdin and stdout through
//! [`exit_on_error`]. A tree given as its edges, with the contract's checks on them, is read by
//! [`tree::read_tree`].

mod consts;
#[cfg(feature = "fast")]
pub mod fast;
pub mod reader;
pub mod replay;
pub mod tree;
pub mod writer;

#[cfg(test)]
mod tests;

#[cfg(feature = "fast")]
pub use {fast::Reader, fast::Writer, writer::Short};
#[cfg(not(feature = "fast"))]
pub use {reader::Reader, writer::Short, writer::Writer};

use std::fmt;
use std::io::{self, ErrorKind, Read, Write};

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
fn read_some<R: Read>(source: &mut R, buf: &mut [u8]) -> Result<usize, Error> {
    loop {
        match source.read(buf) {
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            read => return Ok(read?),
        }
    }
}

/// ASCII whitespace as the contract defines it: space, `\t`, `\n`, vertical tab, form feed, `\r`.
#[inline(always)]
fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// A token as the general parsers read it, byte by byte: its value while it is a number that
/// fits, and its first bytes for the message if it is not.
struct Token {
    /// The first [`QUOTE_LIMIT`] bytes, and one more to tell that there were more.
    head: Vec<u8>,
    /// The value so far, while every byte is a digit and it fits in `u64` (not named `value`:
    /// the bundler keeps every item whose name code uses, and `Reader::value` would come along).
    so_far: Option<u64>,
    digits_only: bool,
}

impl Token {
    fn new() -> Self {
        Token {
            head: Vec::new(),
            so_far: Some(0),
            digits_only: true,
        }
    }

    /// Takes the token's next byte (not whitespace); false once the token is known not to be a
    /// number and enough of it is read to quote it: the rest does not matter.
    fn push(&mut self, b: u8) -> bool {
        if self.head.len() <= QUOTE_LIMIT {
            self.head.push(b);
        }
        self.digits_only &= b.is_ascii_digit();
        let digit = u64::from(b.wrapping_sub(b'0'));
        self.so_far = self
            .so_far
            .and_then(|v| v.checked_mul(10)?.checked_add(digit));
        self.digits_only || self.head.len() <= QUOTE_LIMIT
    }

    /// The token's value, or what to report: `(expected, found)`, the token's [`quote`].
    fn finish(self) -> Result<u64, (String, String)> {
        if let (Some(parsed), true) = (self.so_far, self.digits_only) {
            return Ok(parsed);
        }
        let expected = match self.digits_only {
            true => format!("an unsigned integer at most {}", u64::MAX),
            false => "an unsigned integer".to_string(),
        };
        Err((expected, quote(&self.head)))
    }
}

/// A token as error messages show it: in double quotes, its first 32 bytes as `escape_ascii`
/// writes them (printable ASCII as is, quotes and backslashes escaped, other bytes as `\xff`, so
/// the message stays one printable line), then `...` if it is longer.
///
/// ```
/// use impartial::io::quote;
/// assert_eq!(quote(b"1e3"), "\"1e3\"");
/// assert_eq!(quote(b"\"\xff"), "\"\\\"\\xff\"");
/// assert_eq!(quote(&[b'7'; 40]), format!("\"{}...\"", "7".repeat(32)));
/// ```
pub fn quote(raw: &[u8]) -> String {
    let more = if raw.len() > QUOTE_LIMIT { "..." } else { "" };
    let head = &raw[..raw.len().min(QUOTE_LIMIT)];
    format!("\"{}{}\"", head.escape_ascii(), more)
}

/// Runs a solution body over `input` and `output`, flushing every answer written before an error
/// and returning that error: so an error never loses the answers to the records before it.
///
/// ```
/// use impartial::io::run;
/// let mut out = Vec::new();
/// let result = run(&b"1 2 x"[..], &mut out, |r, w| {
///     while let Some(v) = r.value_or_end()? {
///         w.number(v * 10)?;
///         w.byte(b'\n')?;
///     }
///     Ok(())
/// });
/// assert_eq!(out, b"10\n20\n");
/// assert_eq!(
///     result.unwrap_err().to_string(),
///     "line 1, column 5: expected an unsigned integer, found \"x\""
/// );
/// ```
pub fn run<R: Read, W: Write>(
    input: R,
    output: W,
    body: impl FnOnce(&mut Reader<R>, &mut Writer<W>) -> Result<(), Error>,
) -> Result<(), Error> {
    let mut reader = Reader::new(input);
    let mut writer = Writer::new(output);
    writer.follow(&reader.waiting);
    let result = body(&mut reader, &mut writer);
    let flushed = writer.flush();
    result?;
    flushed.map_err(Error::Io)
}

/// The `main` of every solution: on an error, prints `<name>: <error>` on stderr and exits with
/// status 1 (the answers before it are already flushed by [`run`]).
///
/// A closed output (`solution < big.in | head -1`) is not an error to report: the program stops
/// quietly, as the tools of a shell pipeline do, with the status a shell shows for them (141,
/// 128 + SIGPIPE).
pub fn exit_on_error(name: &str, result: Result<(), Error>) {
    match result {
        Ok(()) => {}
        Err(Error::Io(e)) if e.kind() == ErrorKind::BrokenPipe => std::process::exit(141),
        Err(e) => {
            eprintln!("{}: {}", name, e);
            std::process::exit(1);
        }
    }
}
