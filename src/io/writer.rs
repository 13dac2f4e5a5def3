//! The core tier's writer: a fixed buffer, and integers formatted eight digits at a time in a
//! plain `u64` instead of through `fmt`. The accelerated tier's writer wraps this one, formats
//! `a b` lines its own way and reaches the buffer only through `Writer::put_with`,
//! `Writer::buffer` and `Writer::filled`.

use super::consts::*;
use std::cell::Cell;
use std::io::{self, Write};
use std::rc::Rc;

/// The room [`put_number_at`] needs: three groups of eight digits.
pub(super) const NUMBER_ROOM: usize = 24;

/// The room a line `a b` needs: a number, a space, a number (whose groups reach 24 bytes past its
/// start) and a newline.
pub(super) const PAIR_LINE: usize = 2 * NUMBER_ROOM + 2;

/// A buffered writer of answers with fast integer formatting.
///
/// Output is held in a fixed buffer and written when it fills or on [`Writer::flush`]; inside
/// [`run`](super::run) also as soon as a line is complete while the reader is about to wait for
/// input (so an answer is out before the reader waits for the next record on a pipe).
pub struct Writer<W: Write> {
    sink: W,
    buf: Box<[u8]>,
    len: usize,
    /// The linked reader's flag, raised when it may wait for input (a flag of its own when not
    /// linked): the finished lines go out whenever it is raised.
    waiting: Rc<Cell<bool>>,
}

/// A text of at most 8 bytes packed into a word when the program is compiled, so that
/// [`Writer::short`] writes it with one store: for the fixed answers of a judge (`Kiki\n`, `0\n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Short {
    pub(super) bytes: u64,
    pub(super) len: usize,
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

/// The eight decimal digits of `value < 10^8` (leading zeros included) as ASCII, the first digit
/// in the lowest byte.
///
/// Lanes of the word hold parts of the number and are split in place: two halves of four digits
/// (32-bit lanes), then four pairs (16-bit lanes; `x * 5243 >> 19` is `x / 100` for `x < 10^4`),
/// then eight digits (bytes; `x * 103 >> 10` is `x / 10` for `x < 100`). No lane overflows.
#[inline(always)]
pub(super) fn eight_digits(value: u32) -> u64 {
    let v = value as u64;
    let halves = (v / 10_000) | ((v % 10_000) << 32);
    let hundreds = ((halves * 5243) >> 19) & 0x0000_007f_0000_007f;
    let pairs = hundreds | ((halves - hundreds * 100) << 16);
    let tens = ((pairs * 103) >> 10) & 0x000f_000f_000f_000f;
    let digits = tens | ((pairs - tens * 10) << 8);
    digits + 0x3030_3030_3030_3030
}

/// Formats `value` at `buf[at..]`, which has room for [`NUMBER_ROOM`] bytes, and returns the
/// number of digits; bytes after them may be overwritten.
///
/// The number is cut into groups of eight digits (`u64::MAX` has twenty), each made by
/// [`eight_digits`]; the first is written without its leading zeros.
#[inline(always)]
pub(super) fn put_number_at(buf: &mut [u8], at: usize, value: u64) -> usize {
    const GROUP: u64 = 100_000_000;
    let mut len = 0;
    if value >= GROUP {
        let high = value / GROUP;
        if high >= GROUP {
            len = put_group(buf, at, (high / GROUP) as u32, true);
        }
        len += put_group(buf, at + len, (high % GROUP) as u32, len == 0);
    }
    len + put_group(buf, at + len, (value % GROUP) as u32, len == 0)
}

/// Stores the eight digits of `group < 10^8` at `buf[at..]` and returns how many count: all
/// eight, or for the `first` group of a number those after its leading zeros, which
/// [`eight_digits`] leaves at the low end of its word (at least one digit stays).
///
/// The count does not wait for the digits: a value of `n` bits has `t` or `t + 1` digits for
/// `t = floor(n log10 2)` (`1233 / 4096` is just above `log10 2`, exact enough for 27 bits), and
/// one comparison tells which (`| 1` gives 0 its one digit). 4% of hdu2176 faster than comparing
/// with every power of ten.
#[inline(always)]
fn put_group(buf: &mut [u8], at: usize, group: u32, first: bool) -> usize {
    let digits = eight_digits(group);
    let count = if first {
        let t = (((32 - (group | 1).leading_zeros()) * 1233) >> 12) as usize;
        t + usize::from(u64::from(group | 1) >= POWERS_OF_TEN[t])
    } else {
        8
    };
    buf[at..at + 8].copy_from_slice(&(digits >> (8 * (8 - count))).to_le_bytes());
    count
}

/// Stores the line `a b` at the start of `line` (which has room for [`PAIR_LINE`] bytes) and
/// returns its length; bytes after it may be overwritten.
#[inline(always)]
fn put_pair_line(line: &mut [u8], a: u64, b: u64) -> usize {
    // Both below 2^26 < 10^8, as in most judge answers: one group each, with no division by
    // 10^8 and no test of the group's place (5% of `make bench`'s hdu2176; written as a closure
    // choosing between the two ways, 4% slower again).
    if (a | b) < 1 << 26 {
        let da = put_group(line, 0, a as u32, true);
        line[da] = b' ';
        let end = da + 1 + put_group(line, da + 1, b as u32, true);
        line[end] = b'\n';
        return end + 1;
    }
    let da = put_number_at(line, 0, a);
    line[da] = b' ';
    let end = da + 1 + put_number_at(line, da + 1, b);
    line[end] = b'\n';
    end + 1
}

impl<W: Write> Writer<W> {
    /// A writer over `sink` with the default buffer size.
    pub fn new(sink: W) -> Self {
        Writer {
            sink,
            buf: vec![0; BUFFER_SIZE].into_boxed_slice(),
            len: 0,
            waiting: Rc::default(),
        }
    }

    /// Sends the finished lines whenever `flag`, a reader's `waiting`, is raised: how
    /// [`run`](super::run) links the writer to its reader.
    pub(super) fn follow(&mut self, flag: &Rc<Cell<bool>>) {
        self.waiting = Rc::clone(flag);
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
        if self.waiting.get() && self.len > 0 && self.buf[self.len - 1] == b'\n' {
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
        if self.buf.len() - self.len < NUMBER_ROOM {
            self.drain()?;
        }
        self.len += put_number_at(&mut self.buf, self.len, value);
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
        self.len += put_pair_line(&mut self.buf[self.len..], a, b);
        self.written()
    }

    /// Appends one line `a b` per pair, as [`Writer::pair_line`] does for each.
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
    pub fn pair_lines<I: IntoIterator<Item = (u64, u64)>>(&mut self, pairs: I) -> io::Result<()> {
        // No reading happens between the lines: whether to send them is asked once.
        for (a, b) in pairs {
            if self.buf.len() - self.len < PAIR_LINE {
                self.drain()?;
            }
            self.len += put_pair_line(&mut self.buf[self.len..], a, b);
        }
        self.written()
    }

    /// Appends what `put` stores at the start of the slice it is given (at least `room` bytes),
    /// `put` returning how many bytes that is: a way for the accelerated tier to format into the
    /// buffer without knowing its fields.
    #[cfg_attr(not(feature = "fast"), allow(dead_code))]
    #[inline(always)]
    pub(super) fn put_with(
        &mut self,
        room: usize,
        put: impl FnOnce(&mut [u8]) -> usize,
    ) -> io::Result<()> {
        if self.buf.len() - self.len < room {
            self.drain()?;
        }
        let stored = put(&mut self.buf[self.len..]);
        debug_assert!(stored <= room);
        self.len += stored;
        self.written()
    }

    /// The buffer and the length in use, for a loop of the accelerated tier that stores many
    /// pieces straight into it, checking for room once per piece against the fixed size (and
    /// not at all for bounds); it hands the new length back with [`Writer::filled`]. (A
    /// closure over the loop would not do: a closure does not get the AVX2 code generation of
    /// the function around it, and the vector steps in it would not be inlined.)
    #[cfg_attr(not(feature = "fast"), allow(dead_code))]
    #[inline(always)]
    pub(super) fn buffer(&mut self) -> (&mut [u8; BUFFER_SIZE], usize) {
        let buf = (&mut self.buf[..]).try_into();
        (buf.expect("a writer's buffer has one size"), self.len)
    }

    /// After [`Writer::buffer`]: the first `len` bytes of the buffer are in use. When it is
    /// `full`, they go to the sink; else the finished lines go out if the reader is waiting.
    #[cfg_attr(not(feature = "fast"), allow(dead_code))]
    #[inline(always)]
    pub(super) fn filled(&mut self, len: usize, full: bool) -> io::Result<()> {
        debug_assert!(len <= self.buf.len());
        self.len = len;
        match full {
            true => self.drain(),
            false => self.written(),
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::tests::next;

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
    fn groups_are_written_with_their_digit_count() {
        let mut buf = [0u8; 8];
        let mut state = 5;
        let values =
            (0..100_000).chain((0..100_000).map(|_| (next(&mut state) % 100_000_000) as u32));
        let powers = POWERS_OF_TEN[..8].iter().map(|&p| p as u32);
        for v in values.chain(powers.flat_map(|p| [p - 1, p, p + 1])) {
            let count = put_group(&mut buf, 0, v, true);
            assert_eq!(&buf[..count], v.to_string().as_bytes(), "{}", v);
        }
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
