//! The core tier's reader: safe, plain Rust, one byte at a time.
//!
//! Input is read through one fixed buffer. A token that lies wholly inside the buffer, ended by
//! whitespace, is converted in one tight loop; anything else (a token crossing the buffer's end,
//! a long one, a bad byte, the end of input) goes to a general parser that reads byte by byte,
//! refills the buffer as it goes and checks for overflow. Lines are not counted as tokens go by:
//! only when a position is asked for (an error, [`Reader::last_token`]) are the newlines before
//! it counted, and each byte at most once.

use super::error::{is_space, Error, Position, Token};
use super::{Short, Writer};
use std::cell::Cell;
use std::fmt;
use std::io::{self, Read, Write};
use std::rc::Rc;

/// Size of the input buffer: a refill is rare, and the buffer stays in the L2 cache.
const BUFFER_SIZE: usize = 1 << 16;

/// The most digits a token may have and still be converted without an overflow check:
/// `10^19 - 1 < u64::MAX`.
const SAFE_DIGITS: usize = 19;

/// A streaming reader of unsigned integer tokens that knows the line and column of each.
///
/// Memory is one fixed buffer whatever the input size; a token may be longer than the buffer.
pub struct Reader<R> {
    source: R,
    buf: Box<[u8]>,
    /// Next unread byte of the buffer.
    pos: usize,
    /// Bytes of input in the buffer.
    len: usize,
    eof: bool,
    /// Start of the last token of the buffer that whitespace ends inside it: when it is taken,
    /// the next token is not whole, and the writer is told (see `waiting`).
    drain_mark: usize,
    /// Absolute input offset of `buf[0]`.
    base: u64,
    /// The newlines of `buf[..counted]` are counted in `line` and `line_start`.
    counted: usize,
    /// Line (1-based) of byte `counted`.
    line: u64,
    /// Absolute offset of the first byte of that line.
    line_start: u64,
    /// Absolute offset where the last token read started.
    last_token_at: u64,
    /// Its position, once resolved from `last_token_at` (when `pending` is false).
    last_token: Position,
    pending: bool,
    /// Raised when the next token is not whole in the buffer, so that reading it will read more
    /// input, which may block on a pipe or a terminal; the writer linked by `io::run` then sends
    /// its finished lines first.
    waiting: Rc<Cell<bool>>,
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
            eof: false,
            drain_mark: 0,
            base: 0,
            counted: 0,
            line: 1,
            line_start: 0,
            last_token_at: 0,
            last_token: Position { line: 1, column: 1 },
            pending: false,
            waiting: Rc::new(Cell::new(false)),
        }
    }

    /// The flag this reader raises before it may wait for input (see `io::run`).
    #[cfg_attr(feature = "fast", allow(dead_code))]
    pub(super) fn waiting(&self) -> Rc<Cell<bool>> {
        Rc::clone(&self.waiting)
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
        let data = &self.buf[..self.len];
        let mut end = self.pos;
        while end < data.len() && is_space(data[end]) {
            end += 1;
        }
        let start = end;
        let mut value = 0u64;
        while end < data.len() && data[end].is_ascii_digit() {
            // Wrapping: a token too long to fit is read again by the general parser.
            value = value
                .wrapping_mul(10)
                .wrapping_add(u64::from(data[end] - b'0'));
            end += 1;
        }
        // Whitespace after the digits, inside the buffer: the token is whole and a number.
        if end > start && end - start <= SAFE_DIGITS && end < data.len() && is_space(data[end]) {
            self.pos = end;
            self.last_token_at = self.base + start as u64;
            self.pending = true;
            if start >= self.drain_mark {
                self.waiting.set(true);
            }
            return Ok(Some(value));
        }
        self.value_or_end_slow()
    }

    /// `value_or_end` for everything else: skips whitespace (reading more input as needed), then
    /// parses a token byte by byte.
    #[cold]
    fn value_or_end_slow(&mut self) -> Result<Option<u64>, Error> {
        loop {
            while self.pos < self.len && is_space(self.buf[self.pos]) {
                self.pos += 1;
            }
            if self.pos < self.len {
                break;
            }
            if !self.refill()? {
                return Ok(None);
            }
        }
        self.last_token_at = self.base + self.pos as u64;
        self.pending = true;
        let mut token = Token::new();
        loop {
            if self.pos == self.len && !self.refill()? {
                break;
            }
            let b = self.buf[self.pos];
            if is_space(b) {
                break;
            }
            if let Err((expected, found)) = token.push(b) {
                return Err(self.domain_error(expected, found));
            }
            self.pos += 1;
        }
        let value = token
            .finish()
            .map_err(|(expected, found)| self.domain_error(expected, found))?;
        // The next token is whole only if whitespace follows it inside the buffer.
        let rest = &self.buf[self.pos..self.len];
        let next = rest
            .iter()
            .position(|&b| !is_space(b))
            .unwrap_or(rest.len());
        if !rest[next..].iter().any(|&b| is_space(b)) {
            self.waiting.set(true);
        }
        Ok(Some(value))
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

    /// Reads the `count` values of a record already begun, appending them to `out`, as `count`
    /// calls of [`Reader::value`] would, each checked to be at least `min`: the first one below
    /// is a domain error, `expected <what> >= <min>, found <value>`, and is not appended (pass
    /// `min` 0 to take every value). `out` grows as values arrive, so a huge `count` that the
    /// input does not back ends as a cut-off record, not as a failed allocation.
    ///
    /// ```
    /// use impartial::io::Reader;
    /// let mut r = Reader::new(&b"3\n5 7\r\n9 4"[..]);
    /// let mut v = Vec::new();
    /// let n = r.value("n").unwrap();
    /// r.values(n, 1, "a pile", &mut v).unwrap();
    /// assert_eq!(v, [5, 7, 9]);
    /// let e = r.values(2, 1, "a pile", &mut v).unwrap_err();
    /// assert_eq!(e.to_string(), "line 3, column 4: expected a pile, found end of input");
    /// assert_eq!(v, [5, 7, 9, 4]);
    /// let mut r = Reader::new(&b"1 0 x"[..]);
    /// let e = r.values(3, 1, "a cell", &mut v).unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 3: expected a cell >= 1, found 0");
    /// ```
    pub fn values(
        &mut self,
        count: u64,
        min: u64,
        what: &str,
        out: &mut Vec<u64>,
    ) -> Result<(), Error> {
        for _ in 0..count {
            let value = self.value(what)?;
            if value < min {
                return Err(self.domain_error(format_args!("{} >= {}", what, min), value));
            }
            out.push(value);
        }
        Ok(())
    }

    /// Calls `each` with every record of `N` values to the end of input, stopping at its first
    /// error. End of input is clean between records; inside one it is a cut-off record,
    /// `expected <names[k]>, found end of input` for the first missing value `k`.
    ///
    /// ```
    /// use impartial::io::Reader;
    /// let mut r = Reader::new(&b"1 2\n3 4\n5"[..]);
    /// let mut sums = Vec::new();
    /// let e = r.records(["a", "b"], |[a, b]| {
    ///     sums.push(a + b);
    ///     Ok(())
    /// });
    /// assert_eq!(sums, [3, 7]);
    /// assert_eq!(e.unwrap_err().to_string(), "line 3, column 2: expected b, found end of input");
    /// ```
    pub fn records<const N: usize>(
        &mut self,
        names: [&str; N],
        mut each: impl FnMut([u64; N]) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let mut record = [0u64; N];
        while let Some(first) = self.value_or_end()? {
            record[0] = first;
            for (value, name) in record.iter_mut().zip(names).skip(1) {
                *value = self.value(name)?;
            }
            each(record)?;
        }
        Ok(())
    }

    /// Answers every record of `N` values to the end of input with the text `answer` picks for
    /// it, written to `out`: [`Reader::records`] with `out.short(answer(record))` for each (the
    /// accelerated tier answers the records wholly in its buffer in one loop).
    ///
    /// ```
    /// use impartial::io::{Reader, Short, Writer};
    /// let mut r = Reader::new(&b"1 2\n3 3\n5"[..]);
    /// let mut out = Vec::new();
    /// let mut w = Writer::new(&mut out);
    /// let e = r.answer_records(["a", "b"], &mut w, |[a, b]| {
    ///     [Short::new("less\n"), Short::new("same\n")][usize::from(a == b)]
    /// });
    /// assert_eq!(e.unwrap_err().to_string(), "line 3, column 2: expected b, found end of input");
    /// w.flush().unwrap();
    /// drop(w);
    /// assert_eq!(out, b"less\nsame\n");
    /// ```
    pub fn answer_records<const N: usize, W: Write>(
        &mut self,
        names: [&str; N],
        out: &mut Writer<W>,
        answer: impl Fn([u64; N]) -> Short,
    ) -> Result<(), Error> {
        self.records(names, |record| Ok(out.short(answer(record))?))
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
    pub fn last_token(&mut self) -> Position {
        if self.pending {
            self.count_lines_to((self.last_token_at - self.base) as usize);
        }
        self.last_token
    }

    /// An error blaming the last token read: `expected <expected>, found <found>`.
    pub fn domain_error(&mut self, expected: impl fmt::Display, found: impl fmt::Display) -> Error {
        self.last_token().error(expected, found)
    }

    /// The position of the next unread byte (after the last token, or the end of input).
    fn here(&mut self) -> Position {
        self.count_lines_to(self.pos);
        Position {
            line: self.line,
            column: self.base + self.pos as u64 - self.line_start + 1,
        }
    }

    /// Counts the newlines of the buffer up to `to` (from `counted` on), resolving the last
    /// token's position on the way if it is pending and not after `to`.
    fn count_lines_to(&mut self, to: usize) {
        if self.pending {
            let at = (self.last_token_at - self.base) as usize;
            if at <= to {
                self.count_newlines(at);
                self.last_token = Position {
                    line: self.line,
                    column: self.last_token_at - self.line_start + 1,
                };
                self.pending = false;
            }
        }
        self.count_newlines(to);
    }

    fn count_newlines(&mut self, to: usize) {
        if to <= self.counted {
            return;
        }
        let bytes = &self.buf[self.counted..to];
        if let Some(last) = bytes.iter().rposition(|&b| b == b'\n') {
            self.line += bytes.iter().filter(|&&b| b == b'\n').count() as u64;
            self.line_start = self.base + (self.counted + last + 1) as u64;
        }
        self.counted = to;
    }

    /// Replaces the consumed buffer with the next bytes of input; false at end of input.
    fn refill(&mut self) -> Result<bool, Error> {
        if self.eof {
            return Ok(false);
        }
        self.count_lines_to(self.len);
        self.base += self.len as u64;
        self.pos = 0;
        self.len = 0;
        self.counted = 0;
        loop {
            match self.source.read(&mut self.buf) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.len = n;
                    self.mark_drain();
                    self.waiting.set(false);
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::Io(e)),
            }
        }
    }

    /// Sets `drain_mark`: the start of the last token that whitespace ends inside the buffer
    /// (0 when there is none, so that every token taken raises the flag).
    fn mark_drain(&mut self) {
        let data = &self.buf[..self.len];
        let mut at = data.iter().rposition(|&b| is_space(b)).unwrap_or(0);
        while at > 0 && is_space(data[at - 1]) {
            at -= 1;
        }
        while at > 0 && !is_space(data[at - 1]) {
            at -= 1;
        }
        self.drain_mark = at;
    }
}
