//! The writer, the same in both tiers: a fixed buffer, and integers formatted eight digits at a
//! time in a plain `u64` instead of through `fmt`. The accelerated tier adds vector formatting
//! of many `a b` lines at once ([`Writer::pair_lines`]); nothing here is `unsafe`.

use std::cell::Cell;
use std::io::{self, Write};
use std::rc::Rc;

/// Size of the output buffer: a write to the sink is rare, and the buffer stays in the L2 cache.
pub(super) const BUFFER_SIZE: usize = 1 << 16;

/// A buffered writer of answers with fast integer formatting.
///
/// Output is held in a fixed buffer and written when it fills or on [`Writer::flush`]; inside
/// [`run`](super::run) also as soon as a line is complete while the reader is about to wait for
/// input (so an answer is out before the reader waits for the next record on a pipe).
pub struct Writer<W: Write> {
    sink: W,
    pub(super) buf: Box<[u8]>,
    pub(super) len: usize,
    /// The linked reader's flag, raised when it may wait for input (a flag of its own when not
    /// linked).
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
pub(super) fn eight_digits(value: u32) -> u64 {
    let v = value as u64;
    let halves = (v / 10_000) | ((v % 10_000) << 32);
    let hundreds = ((halves * 5243) >> 19) & 0x0000_007f_0000_007f;
    let pairs = hundreds | ((halves - hundreds * 100) << 16);
    let tens = ((pairs * 103) >> 10) & 0x000f_000f_000f_000f;
    let digits = tens | ((pairs - tens * 10) << 8);
    digits + 0x3030_3030_3030_3030
}

/// The longest line `a b` (two numbers of [`MAX_DIGITS`], a space and a newline).
pub(super) const PAIR_LINE: usize = 2 * MAX_DIGITS + 2;

/// Stores the line `a b` at the start of `line` and returns its length; bytes after it may be
/// overwritten.
#[inline(always)]
pub(super) fn put_pair_line(line: &mut [u8; PAIR_LINE], a: u64, b: u64) -> usize {
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

/// [`put_pair_line`] for `a, b < 2^26` whose eight-digit groups `wa, wb` are made.
#[inline(always)]
pub(super) fn put_formatted_pair(
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
            waiting: Rc::new(Cell::new(false)),
        }
    }

    /// Sends the finished lines out whenever `waiting` is raised: the reader's flag, in
    /// [`run`](super::run).
    pub(super) fn follow(&mut self, waiting: Rc<Cell<bool>>) {
        self.waiting = waiting;
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
    pub(super) fn written(&mut self) -> io::Result<()> {
        if self.waiting.get() {
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
    #[cfg(not(feature = "fast"))]
    pub fn pair_lines<I: IntoIterator<Item = (u64, u64)>>(&mut self, pairs: I) -> io::Result<()> {
        for (a, b) in pairs {
            self.pair_line(a, b)?;
        }
        Ok(())
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
    pub(super) fn drain(&mut self) -> io::Result<()> {
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

/// The eight-digit groups of two values (the accelerated tier makes both in one vector chain).
#[cfg(not(feature = "fast"))]
#[inline(always)]
fn eight_digit_pair(a: u32, b: u32) -> (u64, u64) {
    (eight_digits(a), eight_digits(b))
}

#[cfg(feature = "fast")]
use super::fast::eight_digit_pair;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::tests::next;

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
