//! The accelerated tier's writer: the core tier's [`Writer`](writer::Writer) inside, with many
//! `a b` lines formatted together, their numbers in vector registers (see
//! [`kernel::eight_digit_pair`]). It reaches the core writer's buffer only through the core
//! writer's `put_with`, `buffer` and `filled`.

use super::kernel;
use crate::io::consts::{BUFFER_SIZE, POWERS_OF_TEN};
use crate::io::writer::{self, put_number_at, Short, PAIR_LINE};
use std::cell::Cell;
use std::io::{self, Write};
use std::rc::Rc;

/// `DIGITS_BELOW[k]` is `floor(log10(2^(k + 1)))` (`1233 / 4096` is just above `log10(2)`,
/// exact enough for these bit lengths), capped at 8: the digit count of a value below 2^26
/// whose highest set bit is bit `k`, less one when it reaches the next power of ten. A table,
/// so that no multiplication is needed; 64 entries and the cap, so that the compiler sees that
/// no index of it or of `POWERS_OF_TEN` needs a check (a mask instead costs 2% of hdu2176).
const DIGITS_BELOW: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut k = 0;
    while k < 64 {
        let digits = ((k + 1) * 1233) >> 12;
        t[k] = if digits < 8 { digits as u8 } else { 8 };
        k += 1;
    }
    t
};

/// The number of decimal digits of `value < 2^26` (1 for 0): [`DIGITS_BELOW`] from the bit
/// length, plus one when the value reaches the next power of ten.
#[inline(always)]
pub(super) fn decimal_digits(value: u64) -> usize {
    debug_assert!(value < 1 << 26);
    let value = value | 1;
    let t = DIGITS_BELOW[63 - value.leading_zeros() as usize] as usize;
    t + usize::from(value >= POWERS_OF_TEN[t])
}

/// Stores the line `a b` at the start of `line` and returns its length; bytes after it may be
/// overwritten.
#[inline(always)]
fn put_pair_line(line: &mut [u8], a: u64, b: u64) -> usize {
    // Both below 2^26 < 10^8, as in most judge answers: each number is one group of eight digits,
    // shifted so that its first digit comes first. `& 15` bounds the lengths (at most 8 here)
    // so that no index needs a check.
    if (a | b) < 1 << 26 {
        let line: &mut [u8; PAIR_LINE] = (&mut line[..PAIR_LINE]).try_into().expect("room");
        let (wa, wb) = kernel::eight_digit_pair(a as u32, b as u32);
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

/// The eight-digit groups of four numbers, two [`eight_digit_pair`]s (what `eight_digit_quad`
/// does in one chain with AVX2).
#[inline(always)]
pub(super) fn eight_digit_pairs(values: [u32; 4]) -> [u64; 4] {
    let (a1, b1) = kernel::eight_digit_pair(values[0], values[1]);
    let (a2, b2) = kernel::eight_digit_pair(values[2], values[3]);
    [a1, b1, a2, b2]
}

/// The [`PAIR_LINE`] bytes of `buf` from `at` (the caller has checked the room).
#[inline(always)]
fn line_at(buf: &mut [u8], at: usize) -> &mut [u8; PAIR_LINE] {
    (&mut buf[at..at + PAIR_LINE])
        .try_into()
        .expect("room checked")
}

/// A buffered writer of answers: the core tier's [`Writer`](writer::Writer), whose methods it
/// has with the same signatures and output, with `a b` lines formatted in vector registers.
pub struct Writer<W: Write> {
    core: writer::Writer<W>,
}

impl<W: Write> Writer<W> {
    /// A writer over `sink` with the default buffer size.
    pub fn new(sink: W) -> Self {
        Writer {
            core: writer::Writer::new(sink),
        }
    }

    /// Appends bytes (see the core tier's [`bytes`](writer::Writer::bytes)).
    #[inline]
    pub fn bytes(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.core.bytes(bytes)
    }

    /// Appends a string.
    #[inline]
    pub fn text(&mut self, s: &str) -> io::Result<()> {
        self.core.text(s)
    }

    /// Appends a [`Short`] text with one 8-byte store (see the core tier's
    /// [`short`](writer::Writer::short)).
    #[inline(always)]
    pub fn short(&mut self, text: Short) -> io::Result<()> {
        self.core.short(text)
    }

    /// Appends one byte (a separator or a newline).
    #[inline]
    pub fn byte(&mut self, b: u8) -> io::Result<()> {
        self.core.byte(b)
    }

    /// Appends `value` in decimal (see the core tier's [`number`](writer::Writer::number)).
    #[inline(always)]
    pub fn number(&mut self, value: u64) -> io::Result<()> {
        self.core.number(value)
    }

    /// Appends the line `a b`, both numbers formatted in one vector chain when they are below
    /// 2^26 (see the core tier's [`pair_line`](writer::Writer::pair_line)).
    #[inline(always)]
    pub fn pair_line(&mut self, a: u64, b: u64) -> io::Result<()> {
        self.core
            .put_with(PAIR_LINE, |line| put_pair_line(line, a, b))
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
                // SAFETY: the processor has AVX2, just checked.
                return unsafe { self.pair_lines_avx2(&mut pairs) };
            }
        }
        self.pair_lines_with(&mut pairs, eight_digit_pairs)
    }

    /// Writes everything buffered to the sink and flushes it.
    #[inline]
    pub fn flush(&mut self) -> io::Result<()> {
        self.core.flush()
    }

    /// Sends the finished lines whenever `flag`, a reader's `waiting`, is raised (see
    /// [`run`](crate::io::run)).
    pub(in crate::io) fn follow(&mut self, flag: &Rc<Cell<bool>>) {
        self.core.follow(flag);
    }

    /// The core writer's [`buffer`](writer::Writer::buffer), for the loops that store many
    /// pieces straight into it.
    #[inline(always)]
    pub(super) fn buffer(&mut self) -> (&mut [u8; BUFFER_SIZE], usize) {
        self.core.buffer()
    }

    /// The core writer's [`filled`](writer::Writer::filled).
    #[inline(always)]
    pub(super) fn filled(&mut self, len: usize, full: bool) -> io::Result<()> {
        self.core.filled(len, full)
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
        self.pair_lines_with(pairs, |v| {
            // SAFETY: the processor has AVX2, by this function's contract.
            unsafe { kernel::eight_digit_quad(v) }
        })
    }

    /// The loop of `pair_lines`, two lines a step, `quad` making the eight-digit groups of the
    /// four numbers of two lines that are all below 2^26.
    #[inline(always)]
    pub(super) fn pair_lines_with<I: Iterator<Item = (u64, u64)>>(
        &mut self,
        pairs: &mut I,
        quad: impl Fn([u32; 4]) -> [u64; 4],
    ) -> io::Result<()> {
        loop {
            let (buf, mut len) = self.buffer();
            for _ in 0..(BUFFER_SIZE - len) / (2 * PAIR_LINE) {
                let Some((a1, b1)) = pairs.next() else {
                    return self.filled(len, false);
                };
                let Some((a2, b2)) = pairs.next() else {
                    len += put_pair_line(line_at(buf, len), a1, b1);
                    return self.filled(len, false);
                };
                if (a1 | b1 | a2 | b2) < 1 << 26 {
                    let [w1, w2, w3, w4] = quad([a1 as u32, b1 as u32, a2 as u32, b2 as u32]);
                    len += put_formatted_pair(line_at(buf, len), (a1, b1), (w1, w2));
                    len += put_formatted_pair(line_at(buf, len), (a2, b2), (w3, w4));
                } else {
                    len += put_pair_line(line_at(buf, len), a1, b1);
                    len += put_pair_line(line_at(buf, len), a2, b2);
                }
            }
            self.filled(len, true)?;
        }
    }
}
