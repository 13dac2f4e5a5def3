//! The accelerated tier's reader: the [`Reader`] of the core tier, same API and same messages,
//! with each buffer indexed by vector steps before tokens are taken off the index.

use super::{kernel, Writer};
use crate::io::consts::BUFFER_SIZE;
use crate::io::{is_space, read_some, Error, Position, Short, Token};
use std::cell::Cell;
use std::fmt;
use std::io::{self, Read, Write};
use std::rc::Rc;

/// Bytes of zeros before the data in the reader's buffer: a token's value is computed from the
/// 16 bytes that end with its last digit, which for a token near the start reach back here.
const FRONT: usize = 16;

/// Bytes after the data: the index classifies whole 64-byte blocks, and a token's digits are
/// counted in the 16 bytes from its first one, which lies in one of those blocks; so both stay
/// within `64 * ceil(len / 64) + 16 <= len + 79` bytes of data.
const PAD: usize = 80;

/// The fast path takes tokens of at most this many digits (their end and the whitespace after
/// them lie in one 16-byte window); longer ones (leading zeros, values near `u64::MAX`) go to
/// the general parser.
const FAST_DIGITS: usize = 15;

/// One way to read a whole token off the reader's buffer: its digit count and value.
pub(in crate::io) trait TokenStep {
    /// The digit count of the token at byte `at` of `buf` (the digits before the first byte that
    /// is not one, 16 if the 16 bytes from `at` all are) and, when that is at most
    /// [`FAST_DIGITS`], its value (otherwise any value).
    ///
    /// # Safety
    ///
    /// `FRONT <= at` and `at + 16 <= buf.len()`, and the processor has what the step needs.
    unsafe fn read(buf: &[u8], at: usize) -> (usize, u64);
}

/// The digits counted in the 16 bytes from the token's start, the value computed from the 16
/// bytes that end with its last digit (`kernel::digit_run`, `kernel::value`): SSE2 on x86_64,
/// the byte loops elsewhere.
pub(in crate::io) struct TwoWindows;

impl TokenStep for TwoWindows {
    #[inline(always)]
    unsafe fn read(buf: &[u8], at: usize) -> (usize, u64) {
        debug_assert!(FRONT <= at && at + 16 <= buf.len());
        // SAFETY: the 16 bytes from `at` are inside `buf` by the contract, and `[u8; 16]` has
        // the alignment of `u8`.
        let first = unsafe { &*buf.as_ptr().add(at).cast::<[u8; 16]>() };
        let digits = kernel::digit_run(first);
        let end = at + digits;
        // SAFETY: `digits <= 16`, so the 16 bytes before `end` start at `end - 16 >= at - 16 >=
        // FRONT - 16 = 0` and end at most at `at + 16`: inside `buf`.
        let last = unsafe { &*buf.as_ptr().add(end - 16).cast::<[u8; 16]>() };
        (digits, kernel::value(last, digits))
    }
}

/// Both from the one window at the token's start, its digits moved into place by a byte
/// shuffle (`kernel::token_avx2`): for code compiled for AVX2.
#[cfg(target_arch = "x86_64")]
struct Shuffle;

#[cfg(target_arch = "x86_64")]
impl TokenStep for Shuffle {
    #[inline(always)]
    unsafe fn read(buf: &[u8], at: usize) -> (usize, u64) {
        debug_assert!(at + 16 <= buf.len());
        // SAFETY: the 16 bytes from `at` are inside `buf`, and the processor has AVX2, both by
        // the contract.
        unsafe { kernel::token_avx2(&*buf.as_ptr().add(at).cast::<[u8; 16]>()) }
    }
}

/// The whole token starting at data byte `start` of `buf` (which begins with [`FRONT`] bytes), if
/// the fast path may take it: at most [`FAST_DIGITS`] digits, ended by whitespace before `limit`.
/// Its value and digit count.
///
/// # Safety
///
/// `FRONT + start + 16 <= buf.len()`: true for every start in the reader's index, as a start is
/// below `64 * ceil(len / 64)` and the buffer has [`PAD`] bytes after the data; and the
/// processor has what `S` needs.
#[inline(always)]
unsafe fn fast_token_with<S: TokenStep>(
    buf: &[u8],
    start: usize,
    limit: usize,
) -> Option<(u64, usize)> {
    // SAFETY: `FRONT <= FRONT + start` and `FRONT + start + 16 <= buf.len()`, and the
    // processor has what `S` needs, all by the contract.
    let (digits, value) = unsafe { S::read(buf, FRONT + start) };
    if digits > FAST_DIGITS || start + digits >= limit {
        return None;
    }
    Some((value, digits))
}

/// [`fast_token_with`] the way every processor can.
///
/// # Safety
///
/// As for [`fast_token_with`].
#[inline(always)]
unsafe fn fast_token(buf: &[u8], start: usize, limit: usize) -> Option<(u64, usize)> {
    // SAFETY: the bounds hold by the contract, and `TwoWindows` needs no processor feature
    // beyond the target's baseline.
    unsafe { fast_token_with::<TwoWindows>(buf, start, limit) }
}

/// The first token start at or after data byte `from` in the index `starts`.
#[inline(always)]
fn next_start(starts: &[u64], from: usize) -> Option<usize> {
    let mut word = from >> 6;
    let mut bits = *starts.get(word)? & (!0u64 << (from & 63));
    while bits == 0 {
        word += 1;
        bits = *starts.get(word)?;
    }
    Some(word << 6 | bits.trailing_zeros() as usize)
}

/// A streaming reader of unsigned integer tokens with line and column tracking.
///
/// Memory is one fixed buffer whatever the input size; a token may be longer than the buffer.
///
/// Each read fills the buffer and indexes it in one pass, 64 bytes at a time: a bitmap of the
/// bytes where a token starts, and the first byte that is neither a digit nor whitespace. Tokens
/// are then found by taking the next bit, so finding one does not wait for the digits of the one
/// before, and a whole token of up to 15 digits is converted at once. Anything else
/// (a token crossing the end of the buffer, a long one, a bad byte) goes to a general byte-by-byte
/// parser. Lines are counted only when a position is needed, and only once per byte.
pub struct Reader<R> {
    source: R,
    /// [`FRONT`] zero bytes, the data (`len` bytes read from the source), then [`PAD`] bytes, of
    /// which those right after the data are zero.
    buf: Box<[u8]>,
    /// Bytes of data the buffer can take.
    capacity: usize,
    /// Bit `i` of word `w` is set when data byte `64 w + i` starts a token: a digit after a byte
    /// that is not (or at the start of the data).
    starts: Box<[u64]>,
    /// Next unread data byte.
    pos: usize,
    /// Data bytes in the buffer.
    len: usize,
    /// The first data byte that is neither a digit nor whitespace, or `len`: the fast path takes
    /// a token only when the byte ending it lies before, so that byte is whitespace.
    limit: usize,
    /// Start of the last token of the data that whitespace ends within it: when it is taken the
    /// next token is not whole, and the writer is told (see `waiting`).
    drain_mark: usize,
    /// Absolute input offset of data byte 0.
    base: u64,
    /// Newlines of the data before `counted` are counted in `line` and `line_start`.
    counted: usize,
    /// Line (1-based) of data byte `counted`.
    line: u64,
    /// Absolute offset of the first byte of that line.
    line_start: u64,
    /// Absolute offset where the last token read started.
    last_token_at: u64,
    /// Its position, once `last_token_at` is resolved (not `pending`).
    last_token: Position,
    /// `last_token` is still to be resolved from `last_token_at` (always in the current data).
    pending: bool,
    eof: bool,
    /// Raised when the next token is not whole in the buffer, so reading it will read more
    /// input, which may block (on a pipe or a terminal); the writer linked by `io::run` then
    /// sends its finished lines first.
    pub(in crate::io) waiting: Rc<Cell<bool>>,
}

impl<R: Read> Reader<R> {
    /// A reader over `source` with the default buffer size.
    pub fn new(source: R) -> Self {
        Self::with_capacity(BUFFER_SIZE, source)
    }

    /// A reader with a buffer of `capacity` bytes (at least 1); tests use tiny buffers to cross
    /// buffer boundaries inside tokens.
    pub fn with_capacity(capacity: usize, source: R) -> Self {
        let capacity = capacity.max(1);
        Reader {
            source,
            buf: vec![0; FRONT + capacity + PAD].into_boxed_slice(),
            capacity,
            starts: vec![0; (capacity + 63) / 64].into_boxed_slice(),
            pos: 0,
            len: 0,
            limit: 0,
            drain_mark: usize::MAX,
            base: 0,
            counted: 0,
            line: 1,
            line_start: 0,
            last_token_at: 0,
            last_token: Position { line: 1, column: 1 },
            pending: false,
            eof: false,
            waiting: Rc::default(),
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
    #[inline(always)]
    pub fn value_or_end(&mut self) -> Result<Option<u64>, Error> {
        let words = (self.len + 63) / 64;
        if let Some(start) = next_start(&self.starts[..words], self.pos) {
            // SAFETY: `start` comes from the index, so `FRONT + start + 16 <= buf.len()` (see
            // `fast_token_with`).
            if let Some((value, digits)) = unsafe { fast_token(&self.buf, start, self.limit) } {
                self.took(start, digits);
                return Ok(Some(value));
            }
        }
        self.value_or_end_slow()
    }

    /// After the fast path took the token at `start`: moves past it and tells the writer when
    /// the next token is not whole in the buffer.
    #[inline(always)]
    fn took(&mut self, start: usize, digits: usize) {
        self.pos = start + digits;
        self.last_token_at = self.base + start as u64;
        self.pending = true;
        if start >= self.drain_mark {
            self.waiting.set(true);
        }
    }

    /// The fast path over as many tokens as it can take, at most `max`, calling `each` with each
    /// value until it returns false; the reader's place stays in registers meanwhile. Returns
    /// how many tokens it took (the last one is [`Reader::last_token`]).
    #[inline(always)]
    fn scan(&mut self, max: u64, mut each: impl FnMut(u64) -> bool) -> u64 {
        let words = (self.len + 63) / 64;
        // Tokens from `drain_mark` on are left to `value_or_end`, which tells the writer: the
        // loop itself needs no check for it.
        let limit = self.limit.min(self.drain_mark);
        let (buf, starts) = (&self.buf[..], &self.starts[..words]);
        let mut taken = 0;
        let mut last = 0;
        let mut pos = self.pos;
        let mut word = pos >> 6;
        let mut bits = match starts.get(word) {
            Some(&bits) => bits & (!0u64 << (pos & 63)),
            None => return 0,
        };
        while taken < max {
            while bits == 0 {
                word += 1;
                match starts.get(word) {
                    Some(&next) => bits = next,
                    None => break,
                }
            }
            if bits == 0 {
                break;
            }
            let start = word << 6 | bits.trailing_zeros() as usize;
            // SAFETY: `start` comes from the index, so `FRONT + start + 16 <= buf.len()` (see
            // `fast_token_with`).
            let Some((value, digits)) = (unsafe { fast_token(buf, start, limit) }) else {
                break;
            };
            bits &= bits - 1;
            last = start;
            pos = start + digits;
            taken += 1;
            if !each(value) {
                break;
            }
        }
        self.pos = pos;
        if taken > 0 {
            self.last_token_at = self.base + last as u64;
            self.pending = true;
        }
        taken
    }

    /// `value_or_end` beyond the fast path: skips whitespace (reading more input as needed), then
    /// parses a token with the general parser.
    #[cold]
    #[inline(never)]
    fn value_or_end_slow(&mut self) -> Result<Option<u64>, Error> {
        if !self.skip_whitespace()? {
            return Ok(None);
        }
        self.last_token_at = self.base + self.pos as u64;
        self.pending = true;
        let value = self.token_slow()?;
        self.after_token();
        Ok(Some(value))
    }

    /// After a token of the general parser: skips the whitespace that is already read, and raises
    /// `waiting` when the next token is not whole in the buffer, so that reading it will read
    /// more input (and may wait for it).
    fn after_token(&mut self) {
        while self.pos < self.len && is_space(self.buf[FRONT + self.pos]) {
            self.pos += 1;
        }
        if !self.buf[FRONT + self.pos..FRONT + self.len]
            .iter()
            .any(|&b| is_space(b))
        {
            self.waiting.set(true);
        }
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
    #[inline(always)]
    pub fn value(&mut self, what: &str) -> Result<u64, Error> {
        match self.value_or_end()? {
            Some(v) => Ok(v),
            None => Err(self.cut_off(what)),
        }
    }

    /// The error for a record that the end of input cuts off here, where `what` was due:
    /// `expected <what>, found end of input` at the end.
    ///
    /// ```
    /// use impartial::io::Reader;
    /// let mut r = Reader::new(&b"4\n"[..]);
    /// assert_eq!(r.value_or_end().unwrap(), Some(4));
    /// assert_eq!(r.value_or_end().unwrap(), None);
    /// let e = r.cut_off("M");
    /// assert_eq!(e.to_string(), "line 2, column 1: expected M, found end of input");
    /// ```
    #[cold]
    #[inline(never)]
    pub fn cut_off(&mut self, what: impl fmt::Display) -> Error {
        self.here().error(what, "end of input")
    }

    /// Reads the `count` values of a record already begun, appending them to `out`, as `count`
    /// calls of [`Reader::value`] would (same values, same errors, same [`Reader::last_token`]),
    /// each checked to be at least `min`: the first one below is a domain error,
    /// `expected <what> >= <min>, found <value>`, and is not appended (pass `min` 0 to take
    /// every value).
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
    #[inline]
    pub fn values(
        &mut self,
        count: u64,
        min: u64,
        what: &str,
        out: &mut Vec<u64>,
    ) -> Result<(), Error> {
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("bmi1") {
                // SAFETY: the processor has AVX2 and BMI1, just checked.
                return unsafe { self.values_avx2(count, min, what, out) };
            }
        }
        self.values_with(count, min, what, out)
    }

    /// `values` compiled for AVX2 and BMI1: the same steps, with three-operand vector
    /// instructions and one-instruction bit scans.
    ///
    /// # Safety
    ///
    /// The processor must have AVX2 and BMI1.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1")]
    unsafe fn values_avx2(
        &mut self,
        count: u64,
        min: u64,
        what: &str,
        out: &mut Vec<u64>,
    ) -> Result<(), Error> {
        self.values_with(count, min, what, out)
    }

    /// The body of `values`.
    #[inline(always)]
    pub(in crate::io) fn values_with(
        &mut self,
        count: u64,
        min: u64,
        what: &str,
        out: &mut Vec<u64>,
    ) -> Result<(), Error> {
        let mut left = count;
        while left > 0 {
            // Room for every token the buffer can still hold (each takes a digit and a byte of
            // whitespace but the last), written in place with the count kept in a register.
            let room = ((self.len - self.pos) / 2 + 1).min(left.min(usize::MAX as u64) as usize);
            out.reserve(room);
            let spare = &mut out.spare_capacity_mut()[..room];
            let mut written = 0;
            let mut below = None;
            left -= self.scan(room as u64, |value| {
                if value < min {
                    below = Some(value);
                    return false;
                }
                spare[written].write(value);
                written += 1;
                true
            });
            // SAFETY: `written <= room`, within the spare capacity reserved above, and the
            // `written` values after the old length were just initialised.
            unsafe { out.set_len(out.len() + written) };
            if below.is_none() && left > 0 {
                let value = self.value(what)?;
                left -= 1;
                if value < min {
                    below = Some(value);
                } else {
                    out.push(value);
                }
            }
            if let Some(value) = below {
                return Err(self.domain_error(format_args!("{} >= {}", what, min), value));
            }
        }
        Ok(())
    }

    /// Folds the `count` values of a record already begun into `init`, one `step` per value in
    /// input order, as `count` calls of [`Reader::value`] would read them (same values, same
    /// errors, same [`Reader::last_token`]). No value is kept, so a record of any length takes no
    /// memory: the way to read a case whose answer depends on its values only through a sum.
    ///
    /// ```
    /// use impartial::io::Reader;
    /// let mut r = Reader::new(&b"3\n5 7\r\n9 4"[..]);
    /// let n = r.value("n").unwrap();
    /// assert_eq!(r.fold_values(n, "a pile", 0, |x, pile| x ^ pile).unwrap(), 5 ^ 7 ^ 9);
    /// let e = r.fold_values(2, "a pile", 0, |x, pile| x ^ pile).unwrap_err();
    /// assert_eq!(e.to_string(), "line 3, column 4: expected a pile, found end of input");
    /// ```
    #[inline]
    pub fn fold_values<T: Copy>(
        &mut self,
        count: u64,
        what: &str,
        init: T,
        step: impl FnMut(T, u64) -> T,
    ) -> Result<T, Error> {
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("bmi1") {
                // SAFETY: the processor has AVX2 and BMI1, just checked.
                return unsafe { self.fold_values_avx2(count, what, init, step) };
            }
        }
        self.fold_values_with(count, what, init, step)
    }

    /// `fold_values` compiled for AVX2 and BMI1, as `values_avx2` is.
    ///
    /// # Safety
    ///
    /// The processor must have AVX2 and BMI1.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1")]
    unsafe fn fold_values_avx2<T: Copy>(
        &mut self,
        count: u64,
        what: &str,
        init: T,
        step: impl FnMut(T, u64) -> T,
    ) -> Result<T, Error> {
        self.fold_values_with(count, what, init, step)
    }

    /// The body of `fold_values`: the fast path over the indexed tokens, `value` for the rest.
    #[inline(always)]
    fn fold_values_with<T: Copy>(
        &mut self,
        count: u64,
        what: &str,
        init: T,
        mut step: impl FnMut(T, u64) -> T,
    ) -> Result<T, Error> {
        let (mut sum, mut left) = (init, count);
        while left > 0 {
            left -= self.scan(left, |value| {
                sum = step(sum, value);
                true
            });
            if left > 0 {
                sum = step(sum, self.value(what)?);
                left -= 1;
            }
        }
        Ok(sum)
    }

    /// Calls `each` with every record of `N` values to the end of input, stopping at its first
    /// error. End of input is clean between records; inside one it is a cut-off record,
    /// `expected <names[k]>, found end of input` for the first missing value `k`.
    ///
    /// The fast way to read records of a fixed size: the reader's place stays in registers
    /// across records.
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
    #[inline(always)]
    pub fn records<const N: usize>(
        &mut self,
        names: [&str; N],
        mut each: impl FnMut([u64; N]) -> Result<(), Error>,
    ) -> Result<(), Error> {
        assert!(N > 0, "a record has at least one value");
        let mut record = [0u64; N];
        let mut filled = 0;
        let mut failed = None;
        loop {
            self.scan(u64::MAX, |value| {
                record[filled] = value;
                filled += 1;
                if filled < N {
                    return true;
                }
                filled = 0;
                match each(record) {
                    Ok(()) => true,
                    Err(e) => {
                        failed = Some(e);
                        false
                    }
                }
            });
            if let Some(e) = failed {
                return Err(e);
            }
            record[filled] = match self.value_or_end()? {
                Some(value) => value,
                None if filled == 0 => return Ok(()),
                None => return Err(self.cut_off(names[filled])),
            };
            filled += 1;
            if filled == N {
                filled = 0;
                each(record)?;
            }
        }
    }

    /// Answers every record of `N` values to the end of input with the text `answer` picks for
    /// it, written to `out`. End of input is clean between records; inside one it is a cut-off
    /// record, `expected <names[k]>, found end of input` for the first missing value `k`, after
    /// the answers to every record before it.
    ///
    /// The same as [`Reader::records`] with `out.short(answer(record))` for each, faster: the
    /// records wholly in the buffer are answered in one loop that keeps the reader's and the
    /// writer's places in registers and checks the writer's room once per buffer's worth of
    /// answers. That loop stops before the buffer's last whole token, so it never raises the flag
    /// the writer follows (see `io::run`) and needs no check for it; that token's record is
    /// read and answered one value at a time, which tells the writer.
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
    #[inline(always)]
    pub fn answer_records<const N: usize, W: Write>(
        &mut self,
        names: [&str; N],
        out: &mut Writer<W>,
        answer: impl Fn([u64; N]) -> Short,
    ) -> Result<(), Error> {
        self.answer_records_by(names, out, answer, |r, out, answer| {
            r.answer_whole_records(out, answer)
        })
    }

    /// `answer_records` with the loop processors without AVX2 run (tests check both).
    #[cfg(test)]
    pub(in crate::io) fn answer_records_portable<const N: usize, W: Write>(
        &mut self,
        names: [&str; N],
        out: &mut Writer<W>,
        answer: impl Fn([u64; N]) -> Short,
    ) -> Result<(), Error> {
        self.answer_records_by(names, out, answer, |r, out, answer| {
            r.answer_whole_records_with::<N, W, TwoWindows>(out, answer)
        })
    }

    /// The body of `answer_records`, `whole` answering the records wholly in the buffer.
    #[inline(always)]
    fn answer_records_by<const N: usize, W: Write, F: Fn([u64; N]) -> Short>(
        &mut self,
        names: [&str; N],
        out: &mut Writer<W>,
        answer: F,
        whole: impl Fn(&mut Self, &mut Writer<W>, &F) -> io::Result<()>,
    ) -> Result<(), Error> {
        assert!(N > 0, "a record has at least one value");
        loop {
            whole(self, out, &answer)?;
            let mut record = [0u64; N];
            record[0] = match self.value_or_end()? {
                Some(value) => value,
                None => return Ok(()),
            };
            for (value, name) in record.iter_mut().zip(names).skip(1) {
                *value = self.value(name)?;
            }
            out.short(answer(record))?;
        }
    }

    /// The loop of `answer_records` over the records wholly in the buffer before `drain_mark`:
    /// compiled for AVX2 and BMI1 when the processor has them.
    #[inline(always)]
    fn answer_whole_records<const N: usize, W: Write>(
        &mut self,
        out: &mut Writer<W>,
        answer: &impl Fn([u64; N]) -> Short,
    ) -> io::Result<()> {
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("bmi1") {
                // SAFETY: the processor has AVX2 and BMI1, just checked.
                return unsafe { self.answer_whole_records_avx2(out, answer) };
            }
        }
        self.answer_whole_records_with::<N, W, TwoWindows>(out, answer)
    }

    /// `answer_whole_records` compiled for AVX2 and BMI1, each token read from one window.
    ///
    /// # Safety
    ///
    /// The processor must have AVX2 and BMI1.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1")]
    unsafe fn answer_whole_records_avx2<const N: usize, W: Write>(
        &mut self,
        out: &mut Writer<W>,
        answer: &impl Fn([u64; N]) -> Short,
    ) -> io::Result<()> {
        self.answer_whole_records_with::<N, W, Shuffle>(out, answer)
    }

    /// The body of `answer_whole_records`, reading tokens with `S`, which the processor must
    /// have.
    #[inline(always)]
    pub(in crate::io) fn answer_whole_records_with<const N: usize, W: Write, S: TokenStep>(
        &mut self,
        out: &mut Writer<W>,
        answer: &impl Fn([u64; N]) -> Short,
    ) -> io::Result<()> {
        let words = (self.len + 63) / 64;
        // Tokens from `drain_mark` on are left to `answer_records`, which tells the writer.
        let limit = self.limit.min(self.drain_mark);
        let (buf, starts) = (&self.buf[..], &self.starts[..words]);
        let mut word = self.pos >> 6;
        let mut bits = match starts.get(word) {
            Some(&bits) => bits & (!0u64 << (self.pos & 63)),
            None => return Ok(()),
        };
        // The start of the last token of the last record answered. A record is answered only
        // when all its tokens are taken, so the loop may stop inside one and leave it whole to
        // `answer_records`: the reader's place is set from this at the end.
        let mut last = usize::MAX;
        'buffer: loop {
            // A fixed size, so that the loop's bound is a constant and no store needs a check.
            let (room, mut len) = out.buffer();
            while len <= BUFFER_SIZE - 8 {
                let mut record = [0u64; N];
                let mut at = 0;
                for value in record.iter_mut() {
                    while bits == 0 {
                        word += 1;
                        match starts.get(word) {
                            Some(&next) => bits = next,
                            None => {
                                out.filled(len, false)?;
                                break 'buffer;
                            }
                        }
                    }
                    let start = word << 6 | bits.trailing_zeros() as usize;
                    // SAFETY: `start` comes from the index (see `fast_token_with`), and the
                    // caller guarantees what `S` needs.
                    let Some((v, _)) = (unsafe { fast_token_with::<S>(buf, start, limit) }) else {
                        out.filled(len, false)?;
                        break 'buffer;
                    };
                    bits &= bits - 1;
                    *value = v;
                    at = start;
                }
                let text = answer(record);
                // The bytes stored past the text are overwritten by the next write or lie past
                // the end of the output (see `Writer::short`).
                room[len..len + 8].copy_from_slice(&text.bytes.to_le_bytes());
                len += text.len;
                last = at;
            }
            out.filled(len, true)?;
        }
        if last != usize::MAX {
            // SAFETY: `last` comes from the index. Its token was taken, so it is read again the
            // same way.
            let (_, digits) =
                unsafe { fast_token_with::<S>(buf, last, limit) }.expect("a token taken before");
            self.pos = last + digits;
            self.last_token_at = self.base + last as u64;
            self.pending = true;
        }
        Ok(())
    }

    /// The next token as the input spells it (any bytes but whitespace), or `None` at end of
    /// input: for a problem whose tokens are not numbers, such as digit strings whose leading
    /// zeros count. It becomes [`Reader::last_token`], so a token outside the problem's domain
    /// is reported as a value is, with [`Reader::domain_error`] and the token's [`quote`]
    /// (taken first: the token borrows the reader). A token longer than the buffer grows the
    /// buffer to hold it.
    ///
    /// [`quote`]: crate::io::quote
    ///
    /// ```
    /// use impartial::io::{quote, Reader};
    /// let mut r = Reader::new(&b"007 12\n x9"[..]);
    /// assert_eq!(r.token().unwrap(), Some(&b"007"[..]));
    /// assert_eq!(r.token().unwrap(), Some(&b"12"[..]));
    /// let found = quote(r.token().unwrap().unwrap());
    /// let e = r.domain_error("a string of digits", found);
    /// assert_eq!(e.to_string(), "line 2, column 2: expected a string of digits, found \"x9\"");
    /// assert_eq!(r.token().unwrap(), None);
    /// ```
    pub fn token(&mut self) -> Result<Option<&[u8]>, Error> {
        if !self.skip_whitespace()? {
            return Ok(None);
        }
        self.last_token_at = self.base + self.pos as u64;
        self.pending = true;
        loop {
            while self.pos < self.len && !is_space(self.buf[FRONT + self.pos]) {
                self.pos += 1;
            }
            if self.pos < self.len || !self.refill_keeping_token()? {
                break;
            }
        }
        let (start, end) = ((self.last_token_at - self.base) as usize, self.pos);
        self.after_token();
        Ok(Some(&self.buf[FRONT + start..FRONT + end]))
    }

    /// [`Reader::value_or_end`] by way of [`Reader::token`]: the same values and the same errors
    /// for a binary that reads most of its input as tokens (a maze's rows), so that its bundle
    /// carries one way of reading a token instead of two. It has no fast path: it is meant for a
    /// record's few numbers, not for millions of them.
    ///
    /// ```
    /// use impartial::io::Reader;
    /// let mut r = Reader::new(&b" 12\n07 1x"[..]);
    /// assert_eq!(r.value_or_end_by_token().unwrap(), Some(12));
    /// assert_eq!(r.value_or_end_by_token().unwrap(), Some(7));
    /// let e = r.value_or_end_by_token().unwrap_err();
    /// assert_eq!(e.to_string(), "line 2, column 4: expected an unsigned integer, found \"1x\"");
    /// assert_eq!(r.value_or_end_by_token().unwrap(), None);
    /// ```
    pub fn value_or_end_by_token(&mut self) -> Result<Option<u64>, Error> {
        let Some(raw) = self.token()? else {
            return Ok(None);
        };
        let mut t = Token::new();
        for &b in raw {
            if !t.push(b) {
                break;
            }
        }
        t.finish()
            .map(Some)
            .map_err(|(expected, found)| self.domain_error(expected, found))
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

    /// Counts the newlines of the data up to `to` (not before `counted`), resolving the last
    /// token's position on the way if it is pending and before `to`.
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
        let bytes = &self.buf[FRONT + self.counted..FRONT + to];
        let newlines = kernel::count_newlines(bytes);
        if newlines > 0 {
            self.line += newlines;
            let last = kernel::last_newline(bytes).unwrap_or(0);
            self.line_start = self.base + (self.counted + last + 1) as u64;
        }
        self.counted = to;
    }

    /// Skips whitespace; false at end of input.
    fn skip_whitespace(&mut self) -> Result<bool, Error> {
        loop {
            while self.pos < self.len {
                if !is_space(self.buf[FRONT + self.pos]) {
                    return Ok(true);
                }
                self.pos += 1;
            }
            if !self.refill()? {
                return Ok(false);
            }
        }
    }

    /// Replaces the consumed buffer with the next bytes of input and indexes them; false at end
    /// of input. Called only when every byte of the buffer has been consumed.
    #[cold]
    fn refill(&mut self) -> Result<bool, Error> {
        debug_assert_eq!(self.pos, self.len);
        self.refill_keeping(self.len)
    }

    /// [`Reader::refill`] when the buffer's end cuts the last token read: keeps it whole.
    #[cold]
    fn refill_keeping_token(&mut self) -> Result<bool, Error> {
        debug_assert_eq!(self.pos, self.len);
        self.refill_keeping((self.last_token_at - self.base) as usize)
    }

    /// Moves the data from `from` on (the start of a token the buffer's end cuts, or nothing) to
    /// the start of the buffer, which doubles when they fill it, reads the next bytes of input
    /// after them and indexes the buffer; false at end of input. Memory grows with the longest
    /// token, never with the input.
    fn refill_keeping(&mut self, from: usize) -> Result<bool, Error> {
        if self.eof {
            return Ok(false);
        }
        self.count_lines_to(from);
        let kept = self.len - from;
        if kept == self.capacity {
            self.capacity *= 2;
            let mut bigger = vec![0; FRONT + self.capacity + PAD].into_boxed_slice();
            bigger[FRONT..FRONT + kept].copy_from_slice(&self.buf[FRONT..FRONT + kept]);
            self.buf = bigger;
            self.starts = vec![0; (self.capacity + 63) / 64].into_boxed_slice();
        } else {
            self.buf.copy_within(FRONT + from..FRONT + self.len, FRONT);
        }
        self.base += from as u64;
        self.pos = kept;
        self.len = kept;
        self.counted = 0;
        self.index();
        let room = &mut self.buf[FRONT + kept..FRONT + self.capacity];
        let read = read_some(&mut self.source, room)?;
        self.len += read;
        self.eof = read == 0;
        self.index();
        self.waiting.set(false);
        Ok(!self.eof)
    }

    /// Builds the index of the data: the token starts, `limit` and `drain_mark`.
    fn index(&mut self) {
        let len = self.len;
        self.buf[FRONT + len..FRONT + len + PAD].fill(0);
        let words = (len + 63) / 64;
        // The zeros after the data are neither digits nor whitespace: `first_bad <= len`.
        let first_bad = kernel::index(
            &self.buf[FRONT..FRONT + 64 * words],
            &mut self.starts[..words],
        );
        self.limit = first_bad.min(len);
        // The last token start; when the data ends inside that token, the one before.
        let mut mark = usize::MAX;
        let mut skip = len > 0 && self.buf[FRONT + len - 1].is_ascii_digit();
        for (word, &starts) in self.starts[..(len + 63) / 64].iter().enumerate().rev() {
            let mut bits = starts;
            while bits != 0 {
                let top = 63 - bits.leading_zeros() as usize;
                if !skip {
                    mark = 64 * word + top;
                    break;
                }
                skip = false;
                bits &= !(1u64 << top);
            }
            if mark != usize::MAX {
                break;
            }
        }
        self.drain_mark = mark;
    }

    /// The general token parser: tokens crossing the buffer's end, of 16 or more digits (leading
    /// zeros, values near `u64::MAX`), or not numbers at all. A token that is not a number is read
    /// only as far as the error message quotes it.
    #[cold]
    #[inline(never)]
    fn token_slow(&mut self) -> Result<u64, Error> {
        let mut t = Token::new();
        while self.pos < self.len || self.refill()? {
            let b = self.buf[FRONT + self.pos];
            if is_space(b) || !t.push(b) {
                break;
            }
            self.pos += 1;
        }
        t.finish()
            .map_err(|(expected, found)| self.domain_error(expected, found))
    }
}
