//! Streaming token input and buffered output for judge solutions.
//!
//! Judge input is a sequence of tokens separated by runs of ASCII whitespace (space, tab, `\r`,
//! `\n`, vertical tab, form feed); every value is an unsigned decimal integer that fits in `u64`.
//! [`Reader`] reads such tokens through a fixed buffer, so memory does not grow with the input,
//! and it never asks its source for more bytes than the next token needs; before it waits for
//! them, the linked [`Writer`] flushes its finished lines, so a solution answers record by record
//! on a pipe or a terminal. It tracks line and column so that a bad token, a record cut off by the end of
//! input, or a value outside a problem's domain becomes an [`Error`] naming where it happened.
//! [`Writer`] buffers output and formats integers without going through `fmt`.
//!
//! A solution is `solve(input, output)` built on [`run`], which flushes every answer written
//! before an error; `main` hands it stdin and stdout through [`exit_on_error`].

use std::fmt;
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Size of the input and output buffers. Large enough that a refill or a flush is rare, small
/// enough to stay in the L2 cache.
const BUFFER_SIZE: usize = 1 << 16;

/// How many bytes of a bad token an error message quotes.
const QUOTE_LIMIT: usize = 32;

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

/// The byte-parallel steps of the reader: classifying 64 bytes at once, counting a token's digits
/// and computing its value from 16 bytes, counting newlines. On x86_64 they use SSE2, which every
/// x86_64 processor has; elsewhere the [`portable`] versions (also tested against these on
/// x86_64, so both stay correct).
#[cfg(target_arch = "x86_64")]
mod kernel {
    use std::arch::x86_64::*;

    // Soundness of every `unsafe` block below: the intrinsics are SSE2, part of the x86_64
    // baseline, so they exist on every processor this code compiles for (the AVX2 ones run only
    // in functions entered after `is_x86_feature_detected!("avx2")`); each load reads 16 (32)
    // bytes from a reference to an array or slice that long, at an offset that keeps the whole
    // load inside it, and `loadu` allows any alignment. A benchmark justifies them: replacing the
    // plain digit loop with the index and whole-token steps took poj1067 from 0.177 s to
    // 0.146 s of CPU time, and AVX2 takes 2 to 6 ms more off each benchmark (README,
    // "Performance").

    /// Bit `i` of the first mask is set when `block[i]` is a digit, of the second when it is
    /// whitespace (space, `\t`, `\n`, vertical tab, form feed, `\r`).
    #[inline(always)]
    pub fn classify(block: &[u8; 64]) -> (u64, u64) {
        let mut digits = 0u64;
        let mut spaces = 0u64;
        unsafe {
            for k in 0..4 {
                let bytes = _mm_loadu_si128(block.as_ptr().add(16 * k).cast());
                let d = _mm_sub_epi8(bytes, _mm_set1_epi8(b'0' as i8));
                let is_digit = _mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8(9)), d);
                // `\t`..=`\r` are 9..=13: after subtracting 9, at most 4 (unsigned).
                let t = _mm_sub_epi8(bytes, _mm_set1_epi8(9));
                let is_space = _mm_or_si128(
                    _mm_cmpeq_epi8(bytes, _mm_set1_epi8(b' ' as i8)),
                    _mm_cmpeq_epi8(_mm_min_epu8(t, _mm_set1_epi8(4)), t),
                );
                digits |= (_mm_movemask_epi8(is_digit) as u32 as u64) << (16 * k);
                spaces |= (_mm_movemask_epi8(is_space) as u32 as u64) << (16 * k);
            }
        }
        (digits, spaces)
    }

    /// Sets each word of `starts` to the token starts of its 64-byte block of `blocks` and
    /// returns the offset of the first byte that is neither a digit nor whitespace (see
    /// `portable::index`). With AVX2, when the processor has it (checked at run time, the
    /// answer cached by std), 32 bytes per step instead of 16.
    #[inline]
    pub fn index(blocks: &[u8], starts: &mut [u64]) -> usize {
        if is_x86_feature_detected!("avx2") {
            // Sound: the processor has AVX2, just checked.
            unsafe { index_avx2(blocks, starts) }
        } else {
            super::portable::index_with(blocks, starts, classify)
        }
    }

    /// `index` compiled for AVX2.
    ///
    /// # Safety
    ///
    /// The processor must have AVX2.
    #[target_feature(enable = "avx2")]
    unsafe fn index_avx2(blocks: &[u8], starts: &mut [u64]) -> usize {
        super::portable::index_with(blocks, starts, |block| {
            let mut digits = 0u64;
            let mut spaces = 0u64;
            // Sound: the caller guarantees AVX2; each load reads 32 bytes inside `block`.
            unsafe {
                for k in 0..2 {
                    let bytes = _mm256_loadu_si256(block.as_ptr().add(32 * k).cast());
                    let d = _mm256_sub_epi8(bytes, _mm256_set1_epi8(b'0' as i8));
                    let is_digit = _mm256_cmpeq_epi8(_mm256_min_epu8(d, _mm256_set1_epi8(9)), d);
                    let t = _mm256_sub_epi8(bytes, _mm256_set1_epi8(9));
                    let is_space = _mm256_or_si256(
                        _mm256_cmpeq_epi8(bytes, _mm256_set1_epi8(b' ' as i8)),
                        _mm256_cmpeq_epi8(_mm256_min_epu8(t, _mm256_set1_epi8(4)), t),
                    );
                    digits |= (_mm256_movemask_epi8(is_digit) as u32 as u64) << (32 * k);
                    spaces |= (_mm256_movemask_epi8(is_space) as u32 as u64) << (32 * k);
                }
            }
            (digits, spaces)
        })
    }

    /// How many of the 16 bytes are digits before the first byte that is not (16 if all are).
    #[inline(always)]
    pub fn digit_run(window: &[u8; 16]) -> usize {
        let mask = unsafe {
            let bytes = _mm_loadu_si128(window.as_ptr().cast());
            let d = _mm_sub_epi8(bytes, _mm_set1_epi8(b'0' as i8));
            _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8(9)), d)) as u32
        };
        (!mask).trailing_zeros() as usize
    }

    /// The value of the `digits` (1 to 16) digits that end `window`; the bytes before them are
    /// ignored. Pairs of digits, then groups of 4 and 8 are combined lane by lane (`10a + b`,
    /// `100a + b`, `10^4 a + b`), and the two groups of 8 by one multiplication by `10^8`.
    #[inline(always)]
    pub fn value(window: &[u8; 16], digits: usize) -> u64 {
        // 16 bytes from `KEEP[digits]`: 0xff for the last `digits` bytes, 0 before them.
        const KEEP: [u8; 32] = {
            let mut keep = [0u8; 32];
            let mut i = 16;
            while i < 32 {
                keep[i] = 0xff;
                i += 1;
            }
            keep
        };
        let halves = unsafe {
            let bytes = _mm_loadu_si128(window.as_ptr().cast());
            let keep = _mm_loadu_si128(KEEP[digits.min(16)..].as_ptr().cast());
            let d = _mm_and_si128(_mm_sub_epi8(bytes, _mm_set1_epi8(b'0' as i8)), keep);
            // In each 16-bit lane `a + 256 b` (digits a then b), the middle byte of
            // `(a + 256 b) * (1 + 10 * 256)` is `10 a + b`; the rest wraps away or is shifted out.
            let pairs = _mm_srli_epi16(_mm_mullo_epi16(d, _mm_set1_epi16(1 + 10 * 256)), 8);
            let fours = _mm_madd_epi16(pairs, _mm_set1_epi32(100 | (1 << 16)));
            let fours = _mm_packs_epi32(fours, fours);
            let eights = _mm_madd_epi16(fours, _mm_set1_epi32(10_000 | (1 << 16)));
            _mm_cvtsi128_si64(eights) as u64
        };
        (halves & 0xffff_ffff) * 100_000_000 + (halves >> 32)
    }

    /// The number of `\n` bytes; with AVX2 when the processor has it (see `index`).
    #[inline]
    pub fn count_newlines(bytes: &[u8]) -> u64 {
        if is_x86_feature_detected!("avx2") {
            // Sound: the processor has AVX2, just checked.
            unsafe { count_newlines_avx2(bytes) }
        } else {
            count_newlines_sse2(bytes)
        }
    }

    /// Where the last `\n` is, looking at 16 bytes a step from the end (a line can be most of
    /// the buffer: hdu2176's cases are one line each).
    #[inline]
    pub fn last_newline(bytes: &[u8]) -> Option<usize> {
        let mut chunks = bytes.rchunks_exact(16);
        let mut end = bytes.len();
        for chunk in &mut chunks {
            end -= 16;
            // Sound: SSE2 (x86_64 baseline); the load reads one 16-byte chunk.
            let mask = unsafe {
                let bytes = _mm_loadu_si128(chunk.as_ptr().cast());
                _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(b'\n' as i8))) as u32
            };
            if mask != 0 {
                return Some(end + 31 - mask.leading_zeros() as usize);
            }
        }
        super::portable::last_newline(chunks.remainder())
    }

    /// `count_newlines` 32 bytes a step.
    ///
    /// # Safety
    ///
    /// The processor must have AVX2.
    #[target_feature(enable = "avx2")]
    unsafe fn count_newlines_avx2(bytes: &[u8]) -> u64 {
        let mut total = 0u64;
        // Byte counters overflow after 255 steps: add them up after each group of 255.
        for group in bytes.chunks(255 * 32) {
            let mut chunks = group.chunks_exact(32);
            // Sound: AVX2 by the contract; each load reads one 32-byte chunk.
            unsafe {
                let newline = _mm256_set1_epi8(b'\n' as i8);
                let mut counts = _mm256_setzero_si256();
                for chunk in &mut chunks {
                    let bytes = _mm256_loadu_si256(chunk.as_ptr().cast());
                    counts = _mm256_sub_epi8(counts, _mm256_cmpeq_epi8(bytes, newline));
                }
                let sums = _mm256_sad_epu8(counts, _mm256_setzero_si256());
                let mut lanes = [0u64; 4];
                _mm256_storeu_si256(lanes.as_mut_ptr().cast(), sums);
                total += lanes.iter().sum::<u64>();
            }
            total += count_newlines_sse2(chunks.remainder());
        }
        total
    }

    /// `count_newlines` 16 bytes a step.
    #[inline]
    fn count_newlines_sse2(bytes: &[u8]) -> u64 {
        let mut total = 0u64;
        // Byte counters overflow after 255 steps: add them up after each group of 255.
        for group in bytes.chunks(255 * 16) {
            let mut chunks = group.chunks_exact(16);
            unsafe {
                let newline = _mm_set1_epi8(b'\n' as i8);
                let mut counts = _mm_setzero_si128();
                for chunk in &mut chunks {
                    let bytes = _mm_loadu_si128(chunk.as_ptr().cast());
                    counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(bytes, newline));
                }
                let sums = _mm_sad_epu8(counts, _mm_setzero_si128());
                total += _mm_cvtsi128_si64(sums) as u64
                    + _mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)) as u64;
            }
            total += super::portable::count_newlines(chunks.remainder());
        }
        total
    }
}

/// Byte-at-a-time versions of the [`kernel`] steps, for targets without it.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
mod portable {
    use super::is_space;

    /// See `kernel::classify`.
    pub fn classify(block: &[u8; 64]) -> (u64, u64) {
        let (mut digits, mut spaces) = (0u64, 0u64);
        for (i, &b) in block.iter().enumerate() {
            digits |= u64::from(b.is_ascii_digit()) << i;
            spaces |= u64::from(is_space(b)) << i;
        }
        (digits, spaces)
    }

    /// Sets each word of `starts` to the token starts of its 64-byte block of `blocks` (bit `i`:
    /// a digit after a byte that is not, the byte before the first block counting as not), and
    /// returns the offset of the first byte that is neither a digit nor whitespace, or
    /// `blocks.len()`.
    pub fn index(blocks: &[u8], starts: &mut [u64]) -> usize {
        index_with(blocks, starts, classify)
    }

    /// [`index`] with the given `classify` (the vector versions plug theirs in).
    #[inline(always)]
    pub fn index_with(
        blocks: &[u8],
        starts: &mut [u64],
        classify: impl Fn(&[u8; 64]) -> (u64, u64),
    ) -> usize {
        let mut before = 0u64;
        let mut first_bad = blocks.len();
        for (i, (block, starts)) in blocks.chunks_exact(64).zip(starts).enumerate() {
            let (digits, spaces) = classify(std::convert::TryFrom::try_from(block).unwrap());
            *starts = digits & !(digits << 1 | before);
            before = digits >> 63;
            let bad = !(digits | spaces);
            if bad != 0 && first_bad == blocks.len() {
                first_bad = 64 * i + bad.trailing_zeros() as usize;
            }
        }
        first_bad
    }

    /// See `kernel::digit_run`.
    pub fn digit_run(window: &[u8; 16]) -> usize {
        window.iter().take_while(|b| b.is_ascii_digit()).count()
    }

    /// See `kernel::value`.
    pub fn value(window: &[u8; 16], digits: usize) -> u64 {
        window[16 - digits..]
            .iter()
            .fold(0, |v, &b| v * 10 + u64::from(b - b'0'))
    }

    /// See `kernel::last_newline`.
    pub fn last_newline(bytes: &[u8]) -> Option<usize> {
        bytes.iter().rposition(|&b| b == b'\n')
    }

    /// See `kernel::count_newlines`.
    pub fn count_newlines(bytes: &[u8]) -> u64 {
        bytes.iter().filter(|&&b| b == b'\n').count() as u64
    }
}

#[cfg(not(target_arch = "x86_64"))]
use portable as kernel;

/// The whole token starting at data byte `start` of `buf` (which begins with [`FRONT`] bytes), if
/// the fast path may take it: at most [`FAST_DIGITS`] digits, ended by whitespace before `limit`.
/// Its value and digit count.
///
/// # Safety
///
/// `FRONT + start + 16 <= buf.len()`: true for every start in the reader's index, as a start is
/// below `64 * ceil(len / 64)` and the buffer has [`PAD`] bytes after the data.
#[inline(always)]
unsafe fn fast_token(buf: &[u8], start: usize, limit: usize) -> Option<(u64, usize)> {
    let at = FRONT + start;
    debug_assert!(at + 16 <= buf.len());
    // Sound by the contract above for the first window; the second ends at most 15 bytes after
    // `at` and starts at `end - 16 >= at - 16 = start >= 0`.
    let digits = kernel::digit_run(unsafe { &*buf.as_ptr().add(at).cast::<[u8; 16]>() });
    if digits > FAST_DIGITS || start + digits >= limit {
        return None;
    }
    let end = at + digits;
    let value = kernel::value(
        unsafe { &*buf.as_ptr().add(end - 16).cast::<[u8; 16]>() },
        digits,
    );
    Some((value, digits))
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
    /// next token is not whole, and the writer is told (see `drained`).
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
    /// Set when the next token is not whole in the buffer, so reading it will read more input,
    /// which may block (on a pipe or a terminal); the [`Writer`] linked by [`run`] then flushes
    /// its finished lines first. Shared with that writer, hence atomic; relaxed is enough as
    /// both live on one thread.
    drained: Arc<AtomicBool>,
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
            drained: Arc::new(AtomicBool::new(false)),
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
            // Sound: `start` comes from the index (see `fast_token`).
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
            self.drained.store(true, Ordering::Relaxed);
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
            // Sound: `start` comes from the index (see `fast_token`).
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

    /// After a token of the general parser: skips the whitespace that is already read, and sets
    /// `drained` when the next token is not whole in the buffer, so that reading it will read
    /// more input (and may wait for it).
    fn after_token(&mut self) {
        while self.pos < self.len && is_space(self.buf[FRONT + self.pos]) {
            self.pos += 1;
        }
        if !self.buf[FRONT + self.pos..FRONT + self.len]
            .iter()
            .any(|&b| is_space(b))
        {
            self.drained.store(true, Ordering::Relaxed);
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
            None => Err(self.end_of_input(what)),
        }
    }

    /// `expected <what>, found end of input`, at the end of input.
    #[cold]
    #[inline(never)]
    fn end_of_input(&mut self, what: &str) -> Error {
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
                // Sound: the processor has AVX2 and BMI1, just checked.
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
    fn values_with(
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
            // Sound: the `written` values after the old length were just initialised.
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
                None => return Err(self.end_of_input(names[filled])),
            };
            filled += 1;
            if filled == N {
                filled = 0;
                each(record)?;
            }
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
        if self.eof {
            return Ok(false);
        }
        self.count_lines_to(self.len);
        self.base += self.len as u64;
        self.pos = 0;
        self.len = 0;
        self.counted = 0;
        self.index();
        loop {
            match self
                .source
                .read(&mut self.buf[FRONT..FRONT + self.capacity])
            {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.len = n;
                    self.index();
                    self.drained.store(false, Ordering::Relaxed);
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::Io(e)),
            }
        }
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
        let mut prefix = [0u8; QUOTE_LIMIT];
        let mut length = 0usize;
        let mut value: Option<u64> = Some(0);
        let mut is_number = true;
        loop {
            if self.pos == self.len && !self.refill()? {
                break;
            }
            let b = self.buf[FRONT + self.pos];
            if is_space(b) {
                break;
            }
            if length < QUOTE_LIMIT {
                prefix[length] = b;
            } else if !is_number {
                // Enough of a bad token to quote it; the rest does not matter.
                return Err(self.domain_error("an unsigned integer", quote(&prefix, true)));
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
            (true, None) => Err(self.domain_error(
                format_args!("an unsigned integer at most {}", u64::MAX),
                quoted,
            )),
            (false, _) => Err(self.domain_error("an unsigned integer", quoted)),
        }
    }
}

/// A buffered writer of answers with fast integer formatting.
///
/// Output is held in a fixed buffer and written when it fills or on [`Writer::flush`]; inside
/// [`run`] also as soon as a line is complete while the next token is not whole in the reader's
/// buffer (so an answer is out before the reader waits for the next record on a pipe).
pub struct Writer<W: Write> {
    sink: W,
    buf: Box<[u8]>,
    len: usize,
    /// The linked reader's `drained` flag (a flag of its own when not linked).
    reader_drained: Arc<AtomicBool>,
}

/// A text of at most 8 bytes packed into a word when the program is compiled, so that
/// [`Writer::short`] writes it with one store: for the fixed answers of a judge (`Kiki\n`, `0\n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Short {
    bytes: u64,
    len: usize,
}

impl Short {
    /// Packs `text`; a text longer than 8 bytes fails to compile in a `const` (or panics).
    pub const fn new(text: &str) -> Short {
        let b = text.as_bytes();
        assert!(b.len() <= 8, "a Short text has at most 8 bytes");
        let mut bytes = 0u64;
        let mut i = 0;
        while i < b.len() {
            bytes |= (b[i] as u64) << (8 * i);
            i += 1;
        }
        Short {
            bytes,
            len: b.len(),
        }
    }
}

/// The most decimal digits of a `u64`, and the room `Writer::number` needs: it may store up to
/// eight bytes at the start even for a shorter number.
const MAX_DIGITS: usize = 20;

/// `0` then `10^1..=10^19`: `value >= DIGIT_BOUNDS[t]` decides between `t` and `t + 1` digits.
const DIGIT_BOUNDS: [u64; 20] = {
    let mut bounds = [0u64; 20];
    let mut i = 1;
    let mut p = 10u64;
    while i < 20 {
        bounds[i] = p;
        if i < 19 {
            p *= 10;
        }
        i += 1;
    }
    bounds
};

/// `DIGITS_BELOW[k]` is `floor(log10(2^(k + 1)))` (`1233 / 4096` is just above `log10(2)`,
/// exact enough for 64 bits): the digit count of a value whose highest set bit is bit `k`, less
/// one when it reaches the next power of ten. A table, so that no multiplication is needed.
const DIGITS_BELOW: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut k = 0;
    while k < 64 {
        t[k] = (((k + 1) * 1233) >> 12) as u8;
        k += 1;
    }
    t
};

/// The number of decimal digits of `value` (1 for 0): [`DIGITS_BELOW`] from the bit length, plus
/// one when the value reaches the next power of ten.
#[inline(always)]
fn decimal_digits(value: u64) -> usize {
    let top = 63 - (value | 1).leading_zeros() as usize;
    let t = DIGITS_BELOW[top & 63] as usize;
    t + usize::from(value >= DIGIT_BOUNDS[t])
}

/// The eight decimal digits of `value < 10^8` (leading zeros included) as ASCII, the first digit
/// in the lowest byte.
///
/// Lanes of the word hold parts of the number and are split in place: two halves of four digits
/// (32-bit lanes), then four pairs (16-bit lanes; `x * 5243 >> 19` is `x / 100` for `x < 10^4`),
/// then eight digits (bytes; `x * 103 >> 10` is `x / 10` for `x < 100`). No lane overflows.
#[inline(always)]
fn eight_digits(value: u32) -> u64 {
    let v = value as u64;
    let halves = (v / 10_000) | ((v % 10_000) << 32);
    let hundreds = ((halves * 5243) >> 19) & 0x0000_007f_0000_007f;
    let pairs = hundreds | ((halves - hundreds * 100) << 16);
    let tens = ((pairs * 103) >> 10) & 0x000f_000f_000f_000f;
    let digits = tens | ((pairs - tens * 10) << 8);
    digits + 0x3030_3030_3030_3030
}

/// [`eight_digits`] of two values at once. On x86_64 both go through one chain of SSE2 steps,
/// which use the vector multipliers and leave the scalar ones free: the same lane splits as
/// [`eight_digits`], on 64-bit lanes holding the two numbers (`x * 0xd1b7_1759 >> 45` is
/// `x / 10^4` for `x < 2^32`), then 32-bit lanes holding four groups of four digits, 16-bit lanes
/// (`x * 5243 >> 19` is `x / 100` for `x < 10^4`) and bytes (`y * 6554 >> 16` is `y / 10` for
/// `y < 100`; `(y << 8) - 2559 t` is `t | (y - 10 t) << 8` for `t = y / 10`).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn eight_digit_pair(a: u32, b: u32) -> (u64, u64) {
    use std::arch::x86_64::*;
    // Sound: the intrinsics are SSE2, part of the x86_64 baseline, so they exist on every
    // processor this code compiles for, and none of them touches memory. A benchmark justifies
    // them: on `make bench`'s hdu2176 input (about 10^7 lines `a b`) the work after parsing
    // takes about 60 ms instead of 100 ms with two scalar `eight_digits`, whose twelve 64-bit
    // multiplications a line queue on the one scalar multiplier.
    unsafe {
        let v = _mm_unpacklo_epi64(_mm_cvtsi32_si128(a as i32), _mm_cvtsi32_si128(b as i32));
        let high = _mm_srli_epi64(_mm_mul_epu32(v, _mm_set1_epi64x(0xd1b7_1759)), 45);
        let low = _mm_sub_epi64(v, _mm_mul_epu32(high, _mm_set1_epi64x(10_000)));
        let halves = _mm_or_si128(high, _mm_slli_epi64(low, 32));
        let hundreds = _mm_srli_epi16(_mm_mulhi_epu16(halves, _mm_set1_epi32(5243)), 3);
        let rest = _mm_sub_epi32(halves, _mm_mullo_epi16(hundreds, _mm_set1_epi32(100)));
        let pairs = _mm_or_si128(hundreds, _mm_slli_epi32(rest, 16));
        let tens = _mm_mulhi_epu16(pairs, _mm_set1_epi16(6554));
        let digits = _mm_add_epi16(
            _mm_slli_epi16(pairs, 8),
            _mm_mullo_epi16(tens, _mm_set1_epi16(-2559)),
        );
        let ascii = _mm_add_epi8(digits, _mm_set1_epi8(b'0' as i8));
        (
            _mm_cvtsi128_si64(ascii) as u64,
            _mm_cvtsi128_si64(_mm_unpackhi_epi64(ascii, ascii)) as u64,
        )
    }
}

/// [`eight_digit_pair`] of two pairs at once, the same steps on 256-bit registers: the two lines
/// of [`Writer::pair_lines`] that AVX2 formats together.
///
/// # Safety
///
/// The processor must have AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn eight_digit_quad(values: [u32; 4]) -> [u64; 4] {
    use std::arch::x86_64::*;
    let mut out = [0u64; 4];
    // Sound: AVX2 by the contract; the only memory touched is `out`, stored whole.
    unsafe {
        let v = _mm256_setr_epi64x(
            values[0] as i64,
            values[1] as i64,
            values[2] as i64,
            values[3] as i64,
        );
        let high = _mm256_srli_epi64(_mm256_mul_epu32(v, _mm256_set1_epi64x(0xd1b7_1759)), 45);
        let low = _mm256_sub_epi64(v, _mm256_mul_epu32(high, _mm256_set1_epi64x(10_000)));
        let halves = _mm256_or_si256(high, _mm256_slli_epi64(low, 32));
        let hundreds = _mm256_srli_epi16(_mm256_mulhi_epu16(halves, _mm256_set1_epi32(5243)), 3);
        let rest = _mm256_sub_epi32(halves, _mm256_mullo_epi16(hundreds, _mm256_set1_epi32(100)));
        let pairs = _mm256_or_si256(hundreds, _mm256_slli_epi32(rest, 16));
        let tens = _mm256_mulhi_epu16(pairs, _mm256_set1_epi16(6554));
        let digits = _mm256_add_epi16(
            _mm256_slli_epi16(pairs, 8),
            _mm256_mullo_epi16(tens, _mm256_set1_epi16(-2559)),
        );
        let ascii = _mm256_add_epi8(digits, _mm256_set1_epi8(b'0' as i8));
        _mm256_storeu_si256(out.as_mut_ptr().cast(), ascii);
    }
    out
}

/// [`eight_digits`] of two values at once (see the x86_64 version).
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn eight_digit_pair(a: u32, b: u32) -> (u64, u64) {
    (eight_digits(a), eight_digits(b))
}

/// The longest line `a b` (two numbers of [`MAX_DIGITS`], a space and a newline).
const PAIR_LINE: usize = 2 * MAX_DIGITS + 2;

/// Stores the line `a b` at the start of `line` and returns its length; bytes after it may be
/// overwritten.
#[inline(always)]
fn put_pair_line(line: &mut [u8; PAIR_LINE], a: u64, b: u64) -> usize {
    // Both below 2^26 < 10^8, as in most judge answers: each number is one group of eight digits,
    // shifted so that its first digit comes first. `& 15` bounds the lengths (at most 8 here)
    // so that no index needs a check.
    if (a | b) < 1 << 26 {
        let (wa, wb) = eight_digit_pair(a as u32, b as u32);
        return put_formatted_pair(line, (a, b), (wa, wb));
    }
    let da = put_number_at(line, 0, a);
    line[da] = b' ';
    let end = da + 1 + put_number_at(line, da + 1, b);
    line[end] = b'\n';
    end + 1
}

/// The eight-digit groups of four numbers, two [`eight_digit_pair`]s (what `eight_digit_quad`
/// does in one chain with AVX2).
#[inline(always)]
fn eight_digit_pairs(values: [u32; 4]) -> [u64; 4] {
    let (a1, b1) = eight_digit_pair(values[0], values[1]);
    let (a2, b2) = eight_digit_pair(values[2], values[3]);
    [a1, b1, a2, b2]
}

/// The [`PAIR_LINE`] bytes of `buf` from `at` (the caller has checked the room).
#[inline(always)]
fn line_at(buf: &mut [u8], at: usize) -> &mut [u8; PAIR_LINE] {
    (&mut buf[at..at + PAIR_LINE])
        .try_into()
        .expect("room checked")
}

/// [`put_pair_line`] for `a, b < 2^26` whose eight-digit groups `wa, wb` are made.
#[inline(always)]
fn put_formatted_pair(
    line: &mut [u8; PAIR_LINE],
    (a, b): (u64, u64),
    (wa, wb): (u64, u64),
) -> usize {
    let (da, db) = (decimal_digits(a) & 15, decimal_digits(b) & 15);
    let (wa, wb) = (wa >> (8 * (8 - da)), wb >> (8 * (8 - db)));
    line[..8].copy_from_slice(&wa.to_le_bytes());
    line[da] = b' ';
    line[da + 1..da + 9].copy_from_slice(&wb.to_le_bytes());
    line[da + 1 + db] = b'\n';
    da + db + 2
}

/// Formats `value` at `buf[at..]`, which has room for [`MAX_DIGITS`] bytes, and returns the
/// number of digits; bytes after them may be overwritten.
#[inline(always)]
fn put_number_at(buf: &mut [u8], at: usize, value: u64) -> usize {
    // Groups of eight digits are made in a register and stored whole, left to right: a shorter
    // leading group is shifted so that its digits come first, and the bytes it writes past them
    // are overwritten by the next group or lie past the end.
    let digits = decimal_digits(value);
    if value < 100_000_000 {
        eight(buf, at, eight_digits(value as u32) >> (8 * (8 - digits)));
    } else {
        let (high, low) = (value / 100_000_000, (value % 100_000_000) as u32);
        let lead = digits - 8;
        if high < 100_000_000 {
            eight(buf, at, eight_digits(high as u32) >> (8 * (16 - digits)));
        } else {
            let (top, middle) = ((high / 100_000_000) as u32, (high % 100_000_000) as u32);
            eight(buf, at, eight_digits(top) >> (8 * (24 - digits)));
            eight(buf, at + lead - 8, eight_digits(middle));
        }
        eight(buf, at + lead, eight_digits(low));
    }
    digits
}

/// Stores eight bytes at `buf[at..]` (there is room: see [`MAX_DIGITS`]).
#[inline(always)]
fn eight(buf: &mut [u8], at: usize, bytes: u64) {
    buf[at..at + 8].copy_from_slice(&bytes.to_le_bytes());
}

impl<W: Write> Writer<W> {
    /// A writer over `sink` with the default buffer size.
    pub fn new(sink: W) -> Self {
        Writer {
            sink,
            buf: vec![0; BUFFER_SIZE].into_boxed_slice(),
            len: 0,
            reader_drained: Arc::new(AtomicBool::new(false)),
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
        self.written()
    }

    /// Appends a string.
    #[inline]
    pub fn text(&mut self, s: &str) -> io::Result<()> {
        self.bytes(s.as_bytes())
    }

    /// Appends a [`Short`] text with one 8-byte store.
    ///
    /// ```
    /// use impartial::io::{Short, Writer};
    /// const KIKI: Short = Short::new("Kiki\n");
    /// let mut out = Vec::new();
    /// let mut w = Writer::new(&mut out);
    /// w.short(KIKI).unwrap();
    /// w.short(Short::new("0\n")).unwrap();
    /// w.flush().unwrap();
    /// drop(w);
    /// assert_eq!(out, b"Kiki\n0\n");
    /// ```
    #[inline(always)]
    pub fn short(&mut self, text: Short) -> io::Result<()> {
        match self.buf.get_mut(self.len..self.len + 8) {
            // The bytes stored past the text are overwritten by the next write or lie past the
            // end of the output.
            Some(room) => {
                room.copy_from_slice(&text.bytes.to_le_bytes());
                self.len += text.len;
                self.written()
            }
            None => self.short_at_end(text),
        }
    }

    /// [`Writer::short`] when the buffer has no room for a whole word.
    #[cold]
    #[inline(never)]
    fn short_at_end(&mut self, text: Short) -> io::Result<()> {
        self.bytes(&text.bytes.to_le_bytes()[..text.len])
    }

    /// Appends one byte (a separator or a newline).
    #[inline]
    pub fn byte(&mut self, b: u8) -> io::Result<()> {
        if self.len == self.buf.len() {
            self.drain()?;
        }
        self.buf[self.len] = b;
        self.len += 1;
        self.written()
    }

    /// After every write: when the reader is about to wait for input, the finished lines go out.
    #[inline(always)]
    fn written(&mut self) -> io::Result<()> {
        if self.reader_drained.load(Ordering::Relaxed) {
            self.answer_ready()
        } else {
            Ok(())
        }
    }

    #[inline(always)]
    fn answer_ready(&mut self) -> io::Result<()> {
        if self.len > 0 && self.buf[self.len - 1] == b'\n' {
            flush_out(&mut self.sink, &self.buf[..self.len])?;
            self.len = 0;
        }
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
    #[inline(always)]
    pub fn number(&mut self, value: u64) -> io::Result<()> {
        if self.buf.len() - self.len < MAX_DIGITS {
            self.drain()?;
        }
        self.put_number(value);
        self.written()
    }

    /// Appends the line `a b`: two numbers, a space and a newline, with one check for room and
    /// one for a waiting reader instead of one per piece.
    ///
    /// ```
    /// use impartial::io::Writer;
    /// let mut out = Vec::new();
    /// let mut w = Writer::new(&mut out);
    /// w.pair_line(9, 5).unwrap();
    /// w.pair_line(u64::MAX, 0).unwrap();
    /// w.flush().unwrap();
    /// drop(w);
    /// assert_eq!(out, b"9 5\n18446744073709551615 0\n");
    /// ```
    #[inline(always)]
    pub fn pair_line(&mut self, a: u64, b: u64) -> io::Result<()> {
        if self.buf.len() - self.len < PAIR_LINE {
            self.drain()?;
        }
        let line: &mut [u8; PAIR_LINE] = (&mut self.buf[self.len..self.len + PAIR_LINE])
            .try_into()
            .expect("room checked");
        self.len += put_pair_line(line, a, b);
        self.written()
    }

    /// Appends one line `a b` per pair, as [`Writer::pair_line`] does for each, but checks for
    /// room once per run of lines that surely fit in the buffer and for a waiting reader once at
    /// the end (the reader cannot start waiting while this runs).
    ///
    /// ```
    /// use impartial::io::Writer;
    /// let mut out = Vec::new();
    /// let mut w = Writer::new(&mut out);
    /// w.pair_lines([9u64, 10].iter().map(|&a| (a, a ^ 12))).unwrap();
    /// w.pair_lines([(u64::MAX, 0)]).unwrap();
    /// w.flush().unwrap();
    /// drop(w);
    /// assert_eq!(out, b"9 5\n10 6\n18446744073709551615 0\n");
    /// ```
    #[inline(always)]
    pub fn pair_lines<I: IntoIterator<Item = (u64, u64)>>(&mut self, pairs: I) -> io::Result<()> {
        let mut pairs = pairs.into_iter();
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("avx2") {
                // Sound: the processor has AVX2, just checked.
                return unsafe { self.pair_lines_avx2(&mut pairs) };
            }
        }
        self.pair_lines_with(&mut pairs, eight_digit_pairs)
    }

    /// `pair_lines` compiled for AVX2, which formats two lines in one chain.
    ///
    /// # Safety
    ///
    /// The processor must have AVX2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    unsafe fn pair_lines_avx2<I: Iterator<Item = (u64, u64)>>(
        &mut self,
        pairs: &mut I,
    ) -> io::Result<()> {
        // Sound: AVX2 by the contract.
        self.pair_lines_with(pairs, |v| unsafe { eight_digit_quad(v) })
    }

    /// The loop of `pair_lines`, two lines a step, `quad` making the eight-digit groups of the
    /// four numbers of two lines that are all below 2^26.
    #[inline(always)]
    fn pair_lines_with<I: Iterator<Item = (u64, u64)>>(
        &mut self,
        pairs: &mut I,
        quad: impl Fn([u32; 4]) -> [u64; 4],
    ) -> io::Result<()> {
        loop {
            let fit = (self.buf.len() - self.len) / (2 * PAIR_LINE);
            let mut len = self.len;
            for _ in 0..fit {
                let Some((a1, b1)) = pairs.next() else {
                    self.len = len;
                    return self.written();
                };
                let Some((a2, b2)) = pairs.next() else {
                    len += put_pair_line(line_at(&mut self.buf, len), a1, b1);
                    self.len = len;
                    return self.written();
                };
                if (a1 | b1 | a2 | b2) < 1 << 26 {
                    let [w1, w2, w3, w4] = quad([a1 as u32, b1 as u32, a2 as u32, b2 as u32]);
                    len += put_formatted_pair(line_at(&mut self.buf, len), (a1, b1), (w1, w2));
                    len += put_formatted_pair(line_at(&mut self.buf, len), (a2, b2), (w3, w4));
                } else {
                    len += put_pair_line(line_at(&mut self.buf, len), a1, b1);
                    len += put_pair_line(line_at(&mut self.buf, len), a2, b2);
                }
            }
            self.len = len;
            self.drain()?;
        }
    }

    /// Formats `value` at the end of the buffer, which has room for [`MAX_DIGITS`] bytes.
    #[inline(always)]
    fn put_number(&mut self, value: u64) {
        self.len += put_number_at(&mut self.buf, self.len, value);
    }

    /// Writes everything buffered to the sink and flushes it.
    #[inline]
    pub fn flush(&mut self) -> io::Result<()> {
        flush_out(&mut self.sink, &self.buf[..self.len])?;
        self.len = 0;
        Ok(())
    }

    #[inline(always)]
    fn drain(&mut self) -> io::Result<()> {
        if self.len > 0 {
            write_out(&mut self.sink, &self.buf[..self.len])?;
            self.len = 0;
        }
        Ok(())
    }
}

/// Writes out a full buffer. The writer's cold paths take its sink and bytes, never the whole
/// writer, so that no call takes the writer's address and its length can stay in a register in
/// a solution's loop.
#[cold]
#[inline(never)]
fn write_out<W: Write>(sink: &mut W, bytes: &[u8]) -> io::Result<()> {
    sink.write_all(bytes)
}

/// Writes out the buffered bytes and flushes the sink.
#[cold]
#[inline(never)]
fn flush_out<W: Write>(sink: &mut W, bytes: &[u8]) -> io::Result<()> {
    sink.write_all(bytes)?;
    sink.flush()
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
    writer.reader_drained = Arc::clone(&reader.drained);
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

    /// Around the 16-byte windows of the fast path: pads and capacities to try.
    const WINDOW: usize = 24;

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
    fn the_vector_steps_agree_with_the_byte_loops() {
        // Random blocks over an alphabet of digits, every kind of whitespace and bad bytes, so
        // that each step sees runs of every length at every offset.
        let alphabet = b"0123456789 \t\n\x0b\x0c\r\x00\xff/:x\x08\x0e\x1f!";
        let mut state = 7;
        for _ in 0..20_000 {
            let mut block = [0u8; 64];
            for b in block.iter_mut() {
                let r = next(&mut state) as usize;
                // Mostly digits, to make long runs.
                *b = if r % 3 > 0 {
                    b'0' + (r / 3 % 10) as u8
                } else {
                    alphabet[r / 3 % alphabet.len()]
                };
            }
            assert_eq!(kernel::classify(&block), portable::classify(&block));
            assert_eq!(
                kernel::count_newlines(&block),
                portable::count_newlines(&block)
            );
            let cut = next(&mut state) as usize % 65;
            assert_eq!(
                kernel::last_newline(&block[..cut]),
                portable::last_newline(&block[..cut])
            );
            let mut sparse = [b'7'; 64];
            sparse[cut % 64] = b'\n';
            assert_eq!(
                kernel::last_newline(&sparse[..cut]),
                portable::last_newline(&sparse[..cut])
            );
            assert_eq!(
                kernel::count_newlines(&block[..cut]),
                portable::count_newlines(&block[..cut])
            );
            let window: &[u8; 16] = block[..16].try_into().unwrap();
            assert_eq!(kernel::digit_run(window), portable::digit_run(window));
            let mut digits = [0u8; 16];
            for (i, d) in digits.iter_mut().enumerate() {
                *d = if i < 16 - 16.min(cut / 4 + 1) {
                    block[i]
                } else {
                    b'0' + (block[i] % 10)
                };
            }
            for count in 1..=16 {
                if digits[16 - count..].iter().all(u8::is_ascii_digit) {
                    assert_eq!(
                        kernel::value(&digits, count),
                        portable::value(&digits, count)
                    );
                }
            }
        }
        // The whole index (AVX2 when this processor has it) against the byte loops, over
        // blocks runs of digits cross.
        for round in 0..200 {
            let words = 1 + round % 9;
            let blocks: Vec<u8> = (0..64 * words)
                .map(|_| {
                    let r = next(&mut state) as usize;
                    if r % 4 > 0 || round % 2 == 0 {
                        b"0123456789 \n\t"[r / 4 % 13]
                    } else {
                        alphabet[r / 4 % alphabet.len()]
                    }
                })
                .collect();
            let (mut fast, mut slow) = (vec![0; words], vec![0; words]);
            assert_eq!(
                kernel::index(&blocks, &mut fast),
                portable::index(&blocks, &mut slow)
            );
            assert_eq!(fast, slow);
        }
        let long = vec![b'\n'; 255 * 16 * 3 + 7];
        assert_eq!(kernel::count_newlines(&long), long.len() as u64);
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
        for v in [
            0,
            9,
            10,
            99,
            1 << 32,
            999_999_999_999_999_999,
            10_000_000_000_000_000_000,
        ] {
            let s = format!("{}\n", v);
            assert_eq!(
                all_values(s.as_bytes(), BUFFER_SIZE, usize::MAX).unwrap(),
                vec![v]
            );
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

    /// A reference tokenizer: `str::parse` on whitespace-separated tokens.
    fn reference(input: &[u8]) -> Vec<u64> {
        input
            .split(|&b| is_space(b))
            .filter(|t| !t.is_empty())
            .map(|t| std::str::from_utf8(t).unwrap().parse().unwrap())
            .collect()
    }

    /// A small deterministic generator (splitmix64) for the randomised tests.
    fn next(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    #[test]
    fn every_digit_count_parses_at_every_buffer_offset() {
        // Tokens of 1 to 20 digits (plus leading zeros up to 25), each placed so that the fast
        // window starts at every offset of the buffer and crosses its end at every byte.
        let mut tokens: Vec<String> = Vec::new();
        for digits in 1..=20u32 {
            let low = if digits == 1 {
                0
            } else {
                10u64.pow(digits - 1)
            };
            tokens.push(low.to_string());
            tokens.push(
                if digits == 20 {
                    u64::MAX
                } else {
                    10u64.pow(digits) - 1
                }
                .to_string(),
            );
            tokens.push("9".repeat(digits.min(19) as usize));
        }
        for zeros in 1..=25 {
            tokens.push(format!("{}{}", "0".repeat(zeros), 12345));
        }
        tokens.push("18446744073709551614".into());
        for pad in 0..WINDOW + 8 {
            let mut text = " ".repeat(pad).into_bytes();
            for (i, t) in tokens.iter().enumerate() {
                text.extend_from_slice(t.as_bytes());
                text.push(if i % 3 == 0 { b'\n' } else { b' ' });
            }
            let want = reference(&text);
            for capacity in [WINDOW - 1, WINDOW, WINDOW + 1, 37, 64, BUFFER_SIZE] {
                assert_eq!(
                    all_values(&text, capacity, usize::MAX).unwrap(),
                    want,
                    "{}",
                    pad
                );
            }
        }
    }

    #[test]
    fn random_tokens_and_whitespace_match_the_reference() {
        let mut state = 7;
        let spaces = b" \t\n\r\x0b\x0c";
        for round in 0..300 {
            let mut text = Vec::new();
            for _ in 0..next(&mut state) % 60 {
                for _ in 0..1 + next(&mut state) % 3 {
                    text.push(spaces[(next(&mut state) % 6) as usize]);
                }
                let digits = 1 + next(&mut state) % 20;
                let v = next(&mut state) >> (next(&mut state) % 64);
                let t = format!("{:0width$}", v, width = digits as usize);
                text.extend_from_slice(t.as_bytes());
            }
            let want = reference(&text);
            let capacity = 1 + (next(&mut state) % 100) as usize;
            let chunk = 1 + (next(&mut state) % 50) as usize;
            assert_eq!(
                all_values(&text, capacity, chunk).unwrap(),
                want,
                "round {}",
                round
            );
            assert_eq!(all_values(&text, BUFFER_SIZE, usize::MAX).unwrap(), want);
        }
    }

    /// Reads `input` with `values` in batches of the given sizes (cycled), checking the values,
    /// `last_token` after each batch, and the error if any against one `value` call at a time.
    fn check_batches(input: &[u8], capacity: usize, chunk: usize, batches: &[u64], min: u64) {
        let mut one = Reader::with_capacity(capacity, Trickle { data: input, chunk });
        let mut many = Reader::with_capacity(capacity, Trickle { data: input, chunk });
        let mut got = Vec::new();
        for &batch in batches.iter().cycle() {
            let mut want = Vec::new();
            let mut want_err = None;
            for _ in 0..batch {
                match one.value("a value") {
                    Ok(v) if v < min => {
                        want_err = Some(
                            one.domain_error(format_args!("a value >= {}", min), v)
                                .to_string(),
                        );
                        break;
                    }
                    Ok(v) => want.push(v),
                    Err(e) => {
                        want_err = Some(e.to_string());
                        break;
                    }
                }
            }
            got.clear();
            // Alternately `values` (compiled for AVX2 where the processor has it) and its plain
            // body, which processors without AVX2 run.
            let result = if batch % 2 == 0 {
                many.values(batch, min, "a value", &mut got)
            } else {
                many.values_with(batch, min, "a value", &mut got)
            };
            match (result, want_err) {
                (Ok(()), None) => assert_eq!(got, want),
                (Err(e), Some(w)) => {
                    assert_eq!(e.to_string(), w);
                    // Every value before the fault was delivered.
                    assert_eq!(&got[..want.len()], &want[..]);
                    return;
                }
                (r, w) => panic!("{:?} vs {:?}", r.map_err(|e| e.to_string()), w),
            }
            assert_eq!(many.last_token(), one.last_token());
        }
    }

    #[test]
    fn batches_read_as_single_values_do() {
        // Every digit count at every buffer offset, then random whitespace, bad tokens, ends of
        // input inside a batch and values below the minimum.
        let mut text = Vec::new();
        for digits in 1..=20u32 {
            for v in [10u64.pow(digits - 1), u64::MAX >> (64 - 3 * digits.min(21))] {
                text.extend_from_slice(v.to_string().as_bytes());
                text.push(if digits % 3 == 0 { b'\n' } else { b' ' });
            }
        }
        text.extend_from_slice(b"0000000000000000000000017\r\n\n \t5\x0b6\x0c");
        for pad in 0..WINDOW + 8 {
            let mut padded = " ".repeat(pad).into_bytes();
            padded.extend_from_slice(&text);
            for capacity in [1, 5, WINDOW - 1, WINDOW, WINDOW + 1, 37, 64, BUFFER_SIZE] {
                for batches in [&[1u64][..], &[3, 1, 7], &[1000]] {
                    check_batches(&padded, capacity, usize::MAX, batches, 0);
                }
            }
        }
        let mut state = 5;
        let spaces = b" \t\n\r\x0b\x0c";
        for round in 0..400 {
            let mut text = Vec::new();
            for _ in 0..next(&mut state) % 60 {
                for _ in 0..1 + next(&mut state) % 3 {
                    text.push(spaces[(next(&mut state) % 6) as usize]);
                }
                match next(&mut state) % 50 {
                    0 => text.extend_from_slice(b"x1"),
                    1 => text.extend_from_slice(b"99999999999999999999"),
                    2 => text.extend_from_slice(b"12-"),
                    _ => {
                        let digits = 1 + next(&mut state) % 20;
                        let v = next(&mut state) >> (next(&mut state) % 64);
                        let t = format!("{:0width$}", v, width = digits as usize);
                        text.extend_from_slice(t.as_bytes());
                    }
                }
            }
            let capacity = 1 + (next(&mut state) % 100) as usize;
            let chunk = 1 + (next(&mut state) % 50) as usize;
            let batches = [1 + next(&mut state) % 9, 1 + next(&mut state) % 30];
            let min = [0, 1, 1000][round % 3];
            check_batches(&text, capacity, chunk, &batches, min);
            check_batches(&text, BUFFER_SIZE, usize::MAX, &batches, min);
        }
    }

    #[test]
    fn a_batch_below_the_minimum_blames_that_value() {
        let mut r = Reader::new(&b"3 1\n 2 0 x"[..]);
        let mut v = Vec::new();
        let e = r.values(4, 1, "a position", &mut v).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 4: expected a position >= 1, found 0"
        );
        assert_eq!(v, [3, 1, 2]);
    }

    #[test]
    fn a_digit_run_ends_at_every_kind_of_byte() {
        // Errors from the fast path's fallback keep their places, whatever follows the digits.
        for b in (0..=255u8).filter(|b| !b.is_ascii_digit() && !is_space(*b)) {
            let mut text = b"1 123".to_vec();
            text.push(b);
            text.extend_from_slice(&[b' '; 40]);
            let e = all_values(&text, BUFFER_SIZE, usize::MAX)
                .unwrap_err()
                .to_string();
            assert!(e.starts_with("line 1, column 3: expected an unsigned integer, found \"123"));
        }
    }

    #[test]
    fn lines_and_columns_are_counted_in_the_fast_path() {
        let text = b"1 2\r\n\n   33 4\n5\t\t66\n 7 8 x";
        let mut r = Reader::new(&text[..]);
        let mut places = Vec::new();
        while let Ok(Some(_)) = r.value_or_end() {
            let p = r.last_token();
            places.push((p.line, p.column));
        }
        assert_eq!(
            places,
            [
                (1, 1),
                (1, 3),
                (3, 4),
                (3, 7),
                (4, 1),
                (4, 4),
                (5, 2),
                (5, 4)
            ]
        );
        assert_eq!(
            error_text(text),
            "line 5, column 6: expected an unsigned integer, found \"x\""
        );
    }

    /// A sink shared with the test, to look at what was written while the solution runs.
    #[derive(Clone, Default)]
    struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// A source delivering one chunk per read, that checks before each read that the answers to
    /// everything delivered so far are already written, as a pipe to an interactive user needs.
    struct Conversation {
        chunks: Vec<(&'static [u8], &'static str)>,
        next: usize,
        out: Shared,
    }

    impl Read for Conversation {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let want: String = self.chunks[..self.next].iter().map(|c| c.1).collect();
            assert_eq!(
                String::from_utf8_lossy(&self.out.0.borrow()),
                want,
                "read {}",
                self.next
            );
            let Some((data, _)) = self.chunks.get(self.next) else {
                return Ok(0);
            };
            self.next += 1;
            buf[..data.len()].copy_from_slice(data);
            Ok(data.len())
        }
    }

    #[test]
    fn answers_are_written_before_waiting_for_the_next_record() {
        let out = Shared::default();
        let padding: &'static [u8] =
            Box::leak(format!("4{}\n", " ".repeat(100)).into_bytes().into());
        let source = Conversation {
            chunks: vec![
                (b"1 2\n", "3\n"),
                (b"10 20\r\n30", "30\n"),
                (b" 40\n\n", "70\n"),
                (b"5 ", ""),
                (padding, "9\n"),
                (b"6 6", ""),
                (b"\n", "12\n"),
            ],
            next: 0,
            out: out.clone(),
        };
        run(source, out.clone(), |r, w| {
            while let Some(a) = r.value_or_end()? {
                let b = r.value("b")?;
                w.number(a + b)?;
                w.byte(b'\n')?;
            }
            Ok(())
        })
        .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.0.borrow()),
            "3\n30\n70\n9\n12\n"
        );
    }

    #[test]
    fn pair_lines_match_formatting_across_buffer_ends() {
        let mut out = Vec::new();
        let mut w = Writer::new(&mut out);
        let mut want = String::new();
        let mut state = 3;
        for i in 0..100_000u32 {
            // Every digit count on both sides, and lines that end at every buffer offset.
            let a = next(&mut state) >> (next(&mut state) % 64);
            let b = next(&mut state) >> (next(&mut state) % 64);
            if i % 7 == 0 {
                w.byte(b'#').unwrap();
                want.push('#');
            }
            w.pair_line(a, b).unwrap();
            want.push_str(&format!("{} {}\n", a, b));
        }
        w.pair_line(0, u64::MAX).unwrap();
        want.push_str(&format!("0 {}\n", u64::MAX));
        w.flush().unwrap();
        drop(w);
        assert_eq!(String::from_utf8(out).unwrap(), want);
    }

    #[test]
    fn digit_counts_match_formatting_at_every_power_of_ten() {
        let mut values = vec![0, 1, 9, u64::MAX, u64::MAX - 1];
        let mut p = 1u64;
        while let Some(next) = p.checked_mul(10) {
            values.extend([next - 1, next, next + 1]);
            p = next;
        }
        for bit in 0..64 {
            values.extend([(1u64 << bit) - 1, 1 << bit, (1u64 << bit) + 1]);
        }
        for v in values {
            assert_eq!(decimal_digits(v), v.to_string().len(), "{}", v);
        }
    }

    #[test]
    fn eight_digit_groups_match_formatting() {
        let mut state = 11;
        let mut values: Vec<u32> = (0..200_000).collect();
        values.extend((0..200_000).map(|_| (next(&mut state) % 100_000_000) as u32));
        values.extend([99_999_999, 10_000_000, 9_999_999, 12_345_678, 87_654_321]);
        for v in values {
            assert_eq!(
                eight_digits(v).to_le_bytes(),
                *format!("{:08}", v).as_bytes(),
                "{}",
                v
            );
        }
    }

    #[test]
    fn eight_digit_pairs_match_eight_digits() {
        let mut state = 13;
        // Every group of four digits in both halves, then random values and the ends.
        let mut values: Vec<u32> = (0..10_000).map(|k| k * 10_001).collect();
        values.extend((0..100_000).map(|_| (next(&mut state) % 100_000_000) as u32));
        values.extend([0, 1, 9, 10, 99_999_999, 10_000_000, 9_999_999, 1 << 26]);
        for (i, &a) in values.iter().enumerate() {
            let b = values[(i * 7919 + 1) % values.len()];
            assert_eq!(
                eight_digit_pair(a, b),
                (eight_digits(a), eight_digits(b)),
                "{} {}",
                a,
                b
            );
        }
    }

    #[test]
    fn pair_lines_match_formatting_at_every_buffer_offset() {
        let mut out = Vec::new();
        let mut w = Writer::new(&mut out);
        let mut want = String::new();
        let mut state = 5;
        let fit = BUFFER_SIZE / PAIR_LINE;
        for round in 0..400usize {
            // Runs of every length around a full buffer's worth, after 0 to 49 other bytes, so
            // that runs start and end at every offset near the end of the buffer.
            let pad = round % 50;
            w.bytes(&b"#".repeat(pad)).unwrap();
            want.push_str(&"#".repeat(pad));
            let count = match round % 5 {
                0 => 0,
                1 => fit,
                2 => 3 * fit + round,
                _ => (next(&mut state) % 2000) as usize,
            };
            let pairs: Vec<(u64, u64)> = (0..count)
                .map(|_| {
                    // Mostly below 2^26, as judge answers are; every digit count on both sides.
                    let shift = if next(&mut state) % 4 == 0 { 0 } else { 38 };
                    let a = next(&mut state) >> (shift + next(&mut state) % (64 - shift));
                    let b = next(&mut state) >> (shift + next(&mut state) % (64 - shift));
                    (a, b)
                })
                .collect();
            // Every other round the SSE2 loop (what processors without AVX2 run), else the
            // default, which is the AVX2 one where the processor has it.
            if round % 2 == 1 {
                w.pair_lines_with(&mut pairs.iter().copied(), eight_digit_pairs)
                    .unwrap();
            } else {
                w.pair_lines(pairs.iter().copied()).unwrap();
            }
            for (a, b) in pairs {
                want.push_str(&format!("{} {}\n", a, b));
            }
        }
        let edges = [
            0,
            9,
            10,
            (1 << 26) - 1,
            1 << 26,
            99_999_999,
            100_000_000,
            u64::MAX,
        ];
        for a in edges {
            w.pair_lines(edges.iter().map(|&b| (a, b))).unwrap();
            for b in edges {
                want.push_str(&format!("{} {}\n", a, b));
            }
        }
        w.flush().unwrap();
        drop(w);
        assert_eq!(String::from_utf8(out).unwrap(), want);
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn eight_digit_quads_match_eight_digits() {
        if !is_x86_feature_detected!("avx2") {
            return;
        }
        let mut state = 9;
        let edges = [0, 1, 9, 10, 9_999, 10_000, 99_999_999, (1 << 26) - 1];
        for round in 0..100_000 {
            let values: [u32; 4] = std::array::from_fn(|i| {
                if round < 8 {
                    edges[(round + i) % 8]
                } else {
                    (next(&mut state) % 100_000_000) as u32
                }
            });
            // Sound: AVX2 was just checked.
            let quad = unsafe { eight_digit_quad(values) };
            assert_eq!(quad, values.map(eight_digits), "{:?}", values);
        }
    }
}
