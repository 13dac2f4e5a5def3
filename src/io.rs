//! Streaming token input and buffered output for judge solutions.
//!
//! Judge input is a sequence of tokens separated by runs of ASCII whitespace (space, tab, `\r`,
//! `\n`, vertical tab, form feed); every value is an unsigned decimal integer that fits in `u64`.
//! [`Reader`] reads such tokens through a fixed buffer, so memory does not grow with the input,
//! and it never asks its source for more bytes than the next token needs, so it answers record by
//! record on a pipe. It tracks line and column so that a bad token, a record cut off by the end of
//! input, or a value outside a problem's domain becomes an [`Error`] naming where it happened.
//! [`Writer`] buffers output and formats integers without going through `fmt`.
//!
//! A solution is `solve(input, output)` built on [`run`], which flushes every answer written
//! before an error; `main` hands it stdin and stdout through [`exit_on_error`].

use std::fmt;
use std::io::{self, Read, Write};

/// Size of the input and output buffers. Large enough that a refill or a flush is rare, small
/// enough to stay in the L2 cache.
const BUFFER_SIZE: usize = 1 << 16;

/// How many bytes of a bad token an error message quotes.
const QUOTE_LIMIT: usize = 32;

/// The digits of `u64::MAX`: any token with fewer digits cannot overflow.
const SAFE_DIGITS: usize = 19;

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
fn is_space(b: u8) -> bool {
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

/// A streaming reader of unsigned integer tokens with line and column tracking.
///
/// Memory is one fixed buffer whatever the input size; a token may be longer than the buffer.
pub struct Reader<R> {
    source: R,
    buf: Box<[u8]>,
    /// Next unread byte in `buf`.
    pos: usize,
    /// Bytes of `buf` filled by the last read.
    len: usize,
    /// Absolute input offset of `buf[0]`.
    base: u64,
    /// Line (1-based) of the byte at `pos`.
    line: u64,
    /// Absolute offset of the first byte of that line.
    line_start: u64,
    /// Where the last token read started.
    last_token: Position,
    eof: bool,
}

impl<R: Read> Reader<R> {
    /// A reader over `source` with the default buffer size.
    pub fn new(source: R) -> Self {
        Self::with_capacity(BUFFER_SIZE, source)
    }

    /// A reader with a buffer of `capacity` bytes (at least 1); tests use tiny buffers to cross
    /// buffer boundaries inside tokens.
    pub fn with_capacity(capacity: usize, source: R) -> Self {
        Reader {
            source,
            buf: vec![0; capacity.max(1)].into_boxed_slice(),
            pos: 0,
            len: 0,
            base: 0,
            line: 1,
            line_start: 0,
            last_token: Position { line: 1, column: 1 },
            eof: false,
        }
    }

    /// The next value, or `None` at end of input (a clean end between records).
    ///
    /// ```
    /// use impartial::io::Reader;
    /// let mut r = Reader::new(&b" 12\r\n\t007"[..]);
    /// assert_eq!(r.value_or_end().unwrap(), Some(12));
    /// assert_eq!(r.value_or_end().unwrap(), Some(7));
    /// assert_eq!(r.value_or_end().unwrap(), None);
    /// ```
    #[inline]
    pub fn value_or_end(&mut self) -> Result<Option<u64>, Error> {
        if !self.skip_whitespace()? {
            return Ok(None);
        }
        self.last_token = self.here();
        // Fast path: at most 19 digits followed by whitespace, all inside the buffer.
        let bytes = &self.buf[self.pos..self.len];
        let mut value = 0u64;
        let mut i = 0;
        let limit = bytes.len().min(SAFE_DIGITS);
        while i < limit {
            let digit = bytes[i].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value * 10 + digit as u64;
            i += 1;
        }
        if i > 0 && i < bytes.len() && is_space(bytes[i]) {
            self.pos += i;
            return Ok(Some(value));
        }
        self.token_slow().map(Some)
    }

    /// The next value of a record already begun: end of input here is a cut-off record, reported
    /// as `expected <what>, found end of input`.
    ///
    /// ```
    /// use impartial::io::Reader;
    /// let mut r = Reader::new(&b"4 2\n3"[..]);
    /// assert_eq!(r.value("M").unwrap(), 4);
    /// assert_eq!(r.value("N").unwrap(), 2);
    /// assert_eq!(r.value("M").unwrap(), 3);
    /// let e = r.value("N").unwrap_err();
    /// assert_eq!(e.to_string(), "line 2, column 2: expected N, found end of input");
    /// ```
    #[inline]
    pub fn value(&mut self, what: &str) -> Result<u64, Error> {
        match self.value_or_end()? {
            Some(v) => Ok(v),
            None => Err(self.here().error(what, "end of input")),
        }
    }

    /// Where the last token read started: the place to blame for a value outside the domain.
    ///
    /// ```
    /// use impartial::io::{Position, Reader};
    /// let mut r = Reader::new(&b"5\n  0"[..]);
    /// r.value("n").unwrap();
    /// r.value("n").unwrap();
    /// assert_eq!(r.last_token(), Position { line: 2, column: 3 });
    /// ```
    pub fn last_token(&self) -> Position {
        self.last_token
    }

    /// An error blaming the last token read: `expected <expected>, found <found>`.
    pub fn domain_error(&self, expected: impl fmt::Display, found: impl fmt::Display) -> Error {
        self.last_token.error(expected, found)
    }

    /// The position of the next unread byte (after the last token, or the end of input).
    fn here(&self) -> Position {
        Position {
            line: self.line,
            column: self.base + self.pos as u64 - self.line_start + 1,
        }
    }

    /// Skips whitespace, counting lines; false at end of input.
    #[inline(always)]
    fn skip_whitespace(&mut self) -> Result<bool, Error> {
        loop {
            while self.pos < self.len {
                let b = self.buf[self.pos];
                if !is_space(b) {
                    return Ok(true);
                }
                if b == b'\n' {
                    self.line += 1;
                    self.line_start = self.base + self.pos as u64 + 1;
                }
                self.pos += 1;
            }
            if !self.refill()? {
                return Ok(false);
            }
        }
    }

    /// Replaces the consumed buffer with the next bytes of input; false at end of input.
    /// Called only when every byte of the buffer has been consumed.
    #[cold]
    fn refill(&mut self) -> Result<bool, Error> {
        debug_assert_eq!(self.pos, self.len);
        if self.eof {
            return Ok(false);
        }
        self.base += self.len as u64;
        self.pos = 0;
        self.len = 0;
        loop {
            match self.source.read(&mut self.buf) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.len = n;
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::Io(e)),
            }
        }
    }

    /// The general token parser: tokens crossing the buffer's end, of 20 or more digits (leading
    /// zeros, values near `u64::MAX`), or not numbers at all. A token that is not a number is read
    /// only as far as the error message quotes it.
    #[cold]
    #[inline(never)]
    fn token_slow(&mut self) -> Result<u64, Error> {
        let mut prefix = [0u8; QUOTE_LIMIT];
        let mut length = 0usize;
        let mut value: Option<u64> = Some(0);
        let mut is_number = true;
        loop {
            if self.pos == self.len && !self.refill()? {
                break;
            }
            let b = self.buf[self.pos];
            if is_space(b) {
                break;
            }
            if length < QUOTE_LIMIT {
                prefix[length] = b;
            } else if !is_number {
                // Enough of a bad token to quote it; the rest does not matter.
                return Err(self.last_token.error("an unsigned integer", quote(&prefix, true)));
            }
            length += 1;
            self.pos += 1;
            if b.is_ascii_digit() {
                value = value
                    .and_then(|v| v.checked_mul(10))
                    .and_then(|v| v.checked_add((b - b'0') as u64));
            } else {
                is_number = false;
            }
        }
        let quoted = quote(&prefix[..length.min(QUOTE_LIMIT)], length > QUOTE_LIMIT);
        match (is_number, value) {
            (true, Some(v)) => Ok(v),
            (true, None) => Err(self.last_token.error(
                format_args!("an unsigned integer at most {}", u64::MAX),
                quoted,
            )),
            (false, _) => Err(self.last_token.error("an unsigned integer", quoted)),
        }
    }
}

/// A buffered writer of answers with fast integer formatting.
///
/// Output is held in a fixed buffer and written when it fills or on [`Writer::flush`].
pub struct Writer<W: Write> {
    sink: W,
    buf: Box<[u8]>,
    len: usize,
}

/// Two-digit pairs "00".."99", so integer formatting does one division per two digits.
const DIGIT_PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

impl<W: Write> Writer<W> {
    /// A writer over `sink` with the default buffer size.
    pub fn new(sink: W) -> Self {
        Writer {
            sink,
            buf: vec![0; BUFFER_SIZE].into_boxed_slice(),
            len: 0,
        }
    }

    /// Appends bytes.
    ///
    /// ```
    /// use impartial::io::Writer;
    /// let mut out = Vec::new();
    /// let mut w = Writer::new(&mut out);
    /// w.bytes(b"Kiki\n").unwrap();
    /// w.flush().unwrap();
    /// drop(w);
    /// assert_eq!(out, b"Kiki\n");
    /// ```
    #[inline]
    pub fn bytes(&mut self, bytes: &[u8]) -> io::Result<()> {
        if bytes.len() > self.buf.len() - self.len {
            self.drain()?;
            if bytes.len() > self.buf.len() {
                return self.sink.write_all(bytes);
            }
        }
        self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
        self.len += bytes.len();
        Ok(())
    }

    /// Appends a string.
    #[inline]
    pub fn text(&mut self, s: &str) -> io::Result<()> {
        self.bytes(s.as_bytes())
    }

    /// Appends one byte (a separator or a newline).
    #[inline]
    pub fn byte(&mut self, b: u8) -> io::Result<()> {
        if self.len == self.buf.len() {
            self.drain()?;
        }
        self.buf[self.len] = b;
        self.len += 1;
        Ok(())
    }

    /// Appends `value` in decimal.
    ///
    /// ```
    /// use impartial::io::Writer;
    /// let mut out = Vec::new();
    /// let mut w = Writer::new(&mut out);
    /// w.number(0).unwrap();
    /// w.byte(b' ').unwrap();
    /// w.number(u64::MAX).unwrap();
    /// w.flush().unwrap();
    /// drop(w);
    /// assert_eq!(out, b"0 18446744073709551615");
    /// ```
    #[inline]
    pub fn number(&mut self, mut value: u64) -> io::Result<()> {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        while value >= 100 {
            let pair = (value % 100) as usize * 2;
            value /= 100;
            start -= 2;
            digits[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
        }
        if value >= 10 {
            let pair = value as usize * 2;
            start -= 2;
            digits[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
        } else {
            start -= 1;
            digits[start] = b'0' + value as u8;
        }
        self.bytes(&digits[start..])
    }

    /// Writes everything buffered to the sink and flushes it.
    pub fn flush(&mut self) -> io::Result<()> {
        self.drain()?;
        self.sink.flush()
    }

    fn drain(&mut self) -> io::Result<()> {
        if self.len > 0 {
            self.sink.write_all(&self.buf[..self.len])?;
            self.len = 0;
        }
        Ok(())
    }
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
pub fn run<R, W, F>(input: R, output: W, body: F) -> Result<(), Error>
where
    R: Read,
    W: Write,
    F: FnOnce(&mut Reader<R>, &mut Writer<W>) -> Result<(), Error>,
{
    let mut reader = Reader::new(input);
    let mut writer = Writer::new(output);
    let result = body(&mut reader, &mut writer);
    let flushed = writer.flush();
    result?;
    flushed.map_err(Error::Io)
}

/// The `main` of every solution: on an error, prints `<name>: <error>` on stderr and exits with
/// status 1 (the answers before it are already flushed by [`run`]).
pub fn exit_on_error(name: &str, result: Result<(), Error>) {
    if let Err(e) = result {
        eprintln!("{}: {}", name, e);
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A source that hands out at most `chunk` bytes per read, to cross buffer boundaries.
    struct Trickle<'a> {
        data: &'a [u8],
        chunk: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.chunk.min(buf.len()).min(self.data.len());
            buf[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    fn all_values(input: &[u8], capacity: usize, chunk: usize) -> Result<Vec<u64>, Error> {
        let mut r = Reader::with_capacity(capacity, Trickle { data: input, chunk });
        let mut v = Vec::new();
        while let Some(x) = r.value_or_end()? {
            v.push(x);
        }
        Ok(v)
    }

    fn error_text(input: &[u8]) -> String {
        let mut out = Vec::new();
        for (capacity, chunk) in [(BUFFER_SIZE, usize::MAX), (1, 1), (3, 2), (7, 5)] {
            match all_values(input, capacity, chunk) {
                Ok(v) => panic!("expected an error, got {:?}", v),
                Err(e) => out.push(e.to_string()),
            }
        }
        assert!(out.windows(2).all(|w| w[0] == w[1]), "{:?}", out);
        out.pop().unwrap()
    }

    #[test]
    fn values_are_the_same_whatever_the_buffering() {
        let input = b"0 1\r\n\t18446744073709551615\x0b\x0c00000000000000000000000042\n\n7";
        let want = vec![0, 1, u64::MAX, 42, 7];
        for capacity in 1..40 {
            for chunk in 1..10 {
                assert_eq!(all_values(input, capacity, chunk).unwrap(), want);
            }
        }
        assert_eq!(all_values(input, BUFFER_SIZE, usize::MAX).unwrap(), want);
    }

    #[test]
    fn every_u64_boundary_parses_or_overflows() {
        for v in [0, 9, 10, 99, 1 << 32, 999_999_999_999_999_999, 10_000_000_000_000_000_000] {
            let s = format!("{}\n", v);
            assert_eq!(all_values(s.as_bytes(), BUFFER_SIZE, usize::MAX).unwrap(), vec![v]);
        }
        assert_eq!(
            error_text(b"18446744073709551616"),
            "line 1, column 1: expected an unsigned integer at most 18446744073709551615, \
             found \"18446744073709551616\""
        );
        assert_eq!(
            error_text(b"1 99999999999999999999999999999999999999"),
            "line 1, column 3: expected an unsigned integer at most 18446744073709551615, \
             found \"99999999999999999999999999999999...\""
        );
    }

    #[test]
    fn bad_tokens_are_quoted_with_their_place() {
        assert_eq!(
            error_text(b"1 2\r\n\r\n  3 x7 4"),
            "line 3, column 5: expected an unsigned integer, found \"x7\""
        );
        assert_eq!(
            error_text(b"12a"),
            "line 1, column 1: expected an unsigned integer, found \"12a\""
        );
        assert_eq!(
            error_text(b"\n-5"),
            "line 2, column 1: expected an unsigned integer, found \"-5\""
        );
        assert_eq!(
            error_text(b"\x00\xff\"\\"),
            "line 1, column 1: expected an unsigned integer, found \"\\0\\xff\\\"\\\\\""
        );
        let long = [b'z'; 100];
        assert_eq!(
            error_text(&long),
            format!(
                "line 1, column 1: expected an unsigned integer, found \"{}...\"",
                "z".repeat(32)
            )
        );
    }

    #[test]
    fn cut_off_record_names_the_end_of_input() {
        let mut r = Reader::new(&b"1\n2 \n"[..]);
        assert_eq!(r.value("a").unwrap(), 1);
        assert_eq!(r.value("a").unwrap(), 2);
        assert_eq!(
            r.value("b").unwrap_err().to_string(),
            "line 3, column 1: expected b, found end of input"
        );
        let mut r = Reader::new(&b""[..]);
        assert_eq!(r.value_or_end().unwrap(), None);
        assert_eq!(r.value_or_end().unwrap(), None);
    }

    #[test]
    fn domain_errors_blame_the_last_token() {
        let mut r = Reader::with_capacity(2, &b"3 4\n\t  0 5"[..]);
        for _ in 0..3 {
            r.value("x").unwrap();
        }
        assert_eq!(r.last_token(), Position { line: 2, column: 4 });
        assert_eq!(
            r.domain_error("k >= 1", 0).to_string(),
            "line 2, column 4: expected k >= 1, found 0"
        );
    }

    #[test]
    fn io_errors_are_reported() {
        struct Broken;
        impl Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::new(io::ErrorKind::Other, "disk on fire"))
            }
        }
        let e = Reader::new(Broken).value_or_end().unwrap_err();
        assert_eq!(e.to_string(), "I/O error: disk on fire");
    }

    #[test]
    fn writer_formats_every_digit_count_and_survives_large_writes() {
        let mut out = Vec::new();
        let mut w = Writer::new(&mut out);
        let mut want = String::new();
        let mut v = 1u64;
        loop {
            for x in [v - 1, v, v + 1] {
                w.number(x).unwrap();
                w.byte(b'\n').unwrap();
                want.push_str(&format!("{}\n", x));
            }
            match v.checked_mul(10) {
                Some(n) => v = n,
                None => break,
            }
        }
        w.number(u64::MAX).unwrap();
        want.push_str(&u64::MAX.to_string());
        let big = vec![b'y'; 3 * BUFFER_SIZE + 5];
        w.bytes(&big).unwrap();
        for _ in 0..BUFFER_SIZE {
            w.text("ab").unwrap();
        }
        w.flush().unwrap();
        drop(w);
        want.push_str(&"y".repeat(3 * BUFFER_SIZE + 5));
        want.push_str(&"ab".repeat(BUFFER_SIZE));
        assert_eq!(String::from_utf8(out).unwrap(), want);
    }
}
