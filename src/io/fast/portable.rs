//! The byte-loop twins of the vector steps: what the accelerated tier runs on processors other
//! than x86_64, and the reference the x86_64 steps are tested against.

use crate::io::is_space;
use crate::io::writer::eight_digits;

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
    let mut blocks = blocks.chunks_exact(64).zip(starts).enumerate();
    // Two loops, so that looking for the first bad byte is a branch that leaves the first one
    // (never taken in good input) instead of a conditional move on every block.
    for (i, (block, starts)) in &mut blocks {
        let (digits, spaces) = classify(std::convert::TryFrom::try_from(block).unwrap());
        *starts = digits & !(digits << 1 | before);
        before = digits >> 63;
        let bad = !(digits | spaces);
        if bad != 0 {
            first_bad = 64 * i + bad.trailing_zeros() as usize;
            break;
        }
    }
    for (_, (block, starts)) in blocks {
        let (digits, _) = classify(std::convert::TryFrom::try_from(block).unwrap());
        *starts = digits & !(digits << 1 | before);
        before = digits >> 63;
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

/// See `kernel::token_avx2`: the digit count of the token that starts `window` and, when it is
/// at most 15, its value (0 otherwise).
pub fn token(window: &[u8; 16]) -> (usize, u64) {
    let digits = digit_run(window);
    let value = window[..digits.min(15)]
        .iter()
        .fold(0, |v, &b| v * 10 + u64::from(b - b'0'));
    (digits, if digits <= 15 { value } else { 0 })
}

/// See `kernel::last_newline`.
pub fn last_newline(bytes: &[u8]) -> Option<usize> {
    bytes.iter().rposition(|&b| b == b'\n')
}

/// See `kernel::count_newlines`.
pub fn count_newlines(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u64
}

/// [`eight_digits`] of two values at once (the x86_64 version makes both in one SSE2 chain).
#[inline(always)]
pub fn eight_digit_pair(a: u32, b: u32) -> (u64, u64) {
    (eight_digits(a), eight_digits(b))
}
