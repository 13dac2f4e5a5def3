//! The accelerated tier's additions to the [`Writer`]: many `a b` lines formatted together,
//! their numbers in vector registers (see [`kernel::eight_digit_pair`]).

use super::kernel;
use crate::io::writer::{put_number_at, Writer, PAIR_LINE};
use std::io::{self, Write};

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
pub(super) fn decimal_digits(value: u64) -> usize {
    let top = 63 - (value | 1).leading_zeros() as usize;
    let t = DIGITS_BELOW[top & 63] as usize;
    t + usize::from(value >= DIGIT_BOUNDS[t])
}

/// Stores the line `a b` at the start of `line` and returns its length; bytes after it may be
/// overwritten.
#[inline(always)]
pub(in crate::io) fn put_pair_line(line: &mut [u8], a: u64, b: u64) -> usize {
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

impl<W: Write> Writer<W> {
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
        self.pair_lines_with(pairs, |v| unsafe { kernel::eight_digit_quad(v) })
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
}
