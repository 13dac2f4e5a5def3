//! The x86_64 steps of the accelerated tier: SSE2, which every x86_64 processor has, and AVX2
//! where the processor has it (checked at run time with `is_x86_feature_detected!`, the answer
//! cached by std). Each has a byte-loop twin in [`portable`](super::portable) with the same
//! contract, and the tests check the two against each other on random blocks.
//!
//! Each `unsafe` block says why it is sound in its `// SAFETY:` comment; the argument is always
//! of two kinds: the intrinsics exist on this processor (SSE2 is part of the x86_64 baseline;
//! the AVX2 ones run only in functions entered after `is_x86_feature_detected!("avx2")`), and
//! each load or store touches 16 (32) bytes of a reference to an array or slice that long, at an
//! offset that keeps it inside (`loadu`/`storeu` allow any alignment). A benchmark kept them:
//! replacing the plain digit loop with the index and whole-token steps took poj1067 from
//! 0.177 s to 0.146 s of CPU time, and AVX2 takes 2 to 6 ms more off each benchmark (README,
//! "Performance").

use std::arch::x86_64::*;

/// Bit `i` of the first mask is set when `block[i]` is a digit, of the second when it is
/// whitespace (space, `\t`, `\n`, vertical tab, form feed, `\r`).
#[inline(always)]
pub fn classify(block: &[u8; 64]) -> (u64, u64) {
    let mut digits = 0u64;
    let mut spaces = 0u64;
    // SAFETY: SSE2 is part of the x86_64 baseline; each load reads bytes `16 k..16 k + 16` of
    // the 64-byte `block`.
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
/// [`portable::index`](super::portable::index)). With AVX2, when the processor has it (checked
/// at run time, the answer cached by std), 32 bytes per step instead of 16.
#[inline]
pub fn index(blocks: &[u8], starts: &mut [u64]) -> usize {
    if is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, just checked.
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
        // SAFETY: the processor has AVX2 by this function's contract; each load reads bytes
        // `32 k..32 k + 32` of the 64-byte `block`.
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
    // SAFETY: SSE2 is part of the x86_64 baseline; the load reads the 16-byte `window`.
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
    // SAFETY: SSE2 is part of the x86_64 baseline; the loads read the 16-byte `window` and the
    // 16 bytes of `KEEP` from `min(digits, 16) <= 16`, which has 32.
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

/// The token that starts `window`: its digit count (the digits before the first byte that is
/// not one, 16 if all are) and, when that is at most 15, its value (otherwise any value). One
/// load: the digits are moved to the end of a register and the bytes before them zeroed by one
/// byte shuffle, where [`value`] loads the 16 bytes that end with the token and a mask. With the
/// records loop compiled for AVX2 around it, 3% off poj1067 and hdu1847 (CPU time, paired).
///
/// # Safety
///
/// The processor must have AVX2 (the byte shuffle and byte multiply-add are SSSE3, which every
/// AVX2 processor has).
#[target_feature(enable = "avx2")]
#[inline]
pub unsafe fn token_avx2(window: &[u8; 16]) -> (usize, u64) {
    // `SHIFT[k]`: the shuffle that puts bytes `0..k` of a register at `16 - k..16` and zeros
    // the rest (a control byte with its top bit set gives zero).
    const SHIFT: [[u8; 16]; 17] = {
        let mut t = [[0x80u8; 16]; 17];
        let mut k = 0;
        while k <= 16 {
            let mut j = 16 - k;
            while j < 16 {
                t[k][j] = (j - (16 - k)) as u8;
                j += 1;
            }
            k += 1;
        }
        t
    };
    // SAFETY: the processor has AVX2 (so SSSE3) by the contract; the loads read the 16-byte
    // window and one 16-byte row of `SHIFT` (`digits <= 16`, and `SHIFT` has 17 rows).
    unsafe {
        let bytes = _mm_loadu_si128(window.as_ptr().cast());
        let d = _mm_sub_epi8(bytes, _mm_set1_epi8(b'0' as i8));
        // Not a digit: `d >= 10` unsigned, that is `max(d, 10) == d`.
        let other = _mm_cmpeq_epi8(_mm_max_epu8(d, _mm_set1_epi8(10)), d);
        let digits = (_mm_movemask_epi8(other) as u32 | 1 << 16).trailing_zeros() as usize;
        let shift = _mm_loadu_si128(SHIFT[digits].as_ptr().cast());
        let aligned = _mm_shuffle_epi8(d, shift);
        let pairs = _mm_maddubs_epi16(aligned, _mm_set1_epi16(10 | (1 << 8)));
        let fours = _mm_madd_epi16(pairs, _mm_set1_epi32(100 | (1 << 16)));
        let fours = _mm_packs_epi32(fours, fours);
        let eights = _mm_madd_epi16(fours, _mm_set1_epi32(10_000 | (1 << 16)));
        let halves = _mm_cvtsi128_si64(eights) as u64;
        (
            digits,
            (halves & 0xffff_ffff) * 100_000_000 + (halves >> 32),
        )
    }
}

/// The number of `\n` bytes; with AVX2 when the processor has it (see `index`).
#[inline]
pub fn count_newlines(bytes: &[u8]) -> u64 {
    if is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, just checked.
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
        // SAFETY: SSE2 is part of the x86_64 baseline; the load reads one 16-byte chunk.
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
        // SAFETY: the processor has AVX2 by this function's contract; each load reads one
        // 32-byte chunk, and the store writes the 32 bytes of `lanes`.
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
        // SAFETY: SSE2 is part of the x86_64 baseline; each load reads one 16-byte chunk.
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

/// [`eight_digits`] of two values at once. On x86_64 both go through one chain of SSE2 steps,
/// which use the vector multipliers and leave the scalar ones free: the same lane splits as
/// [`eight_digits`], on 64-bit lanes holding the two numbers (`x * 0xd1b7_1759 >> 45` is
/// `x / 10^4` for `x < 2^32`), then 32-bit lanes holding four groups of four digits, 16-bit lanes
/// (`x * 5243 >> 19` is `x / 100` for `x < 10^4`) and bytes (`y * 6554 >> 16` is `y / 10` for
/// `y < 100`; `(y << 8) - 2559 t` is `t | (y - 10 t) << 8` for `t = y / 10`).
#[inline(always)]
pub fn eight_digit_pair(a: u32, b: u32) -> (u64, u64) {
    // SAFETY: the intrinsics are SSE2, part of the x86_64 baseline, so they exist on every
    // processor this code compiles for, and none of them touches memory. (A benchmark kept
    // them: on `make bench`'s hdu2176 input (about 10^7 lines `a b`) the work after parsing
    // takes about 60 ms instead of 100 ms with two scalar `eight_digits`, whose twelve 64-bit
    // multiplications a line queue on the one scalar multiplier.)
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
#[target_feature(enable = "avx2")]
pub unsafe fn eight_digit_quad(values: [u32; 4]) -> [u64; 4] {
    let mut out = [0u64; 4];
    // SAFETY: the processor has AVX2 by the contract; the only memory touched is `out`, whose 32
    // bytes are stored whole.
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
