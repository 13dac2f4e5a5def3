//! The accelerated tier's additions to the [`Writer`]: many `a b` lines formatted together,
//! their numbers in vector registers (see [`kernel::eight_digit_pair`]).

use super::kernel;
use crate::io::writer::{put_formatted_pair, put_pair_line, Writer, PAIR_LINE};
use std::io::{self, Write};

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
