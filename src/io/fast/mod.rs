//! The accelerated tier: a [`Reader`] and a [`Writer`] with the core tier's API (the same public
//! methods, signatures and messages), built on vector instructions. It uses the core tier (the
//! writer wraps the core one, and both share `Error`, `Token` and the constants); the core tier
//! never uses it.
//!
//! The reader works in two passes over each buffer, the way fast JSON parsers do: one pass
//! indexes the whole buffer 64 bytes at a time (a bitmap of the bytes where a token starts, and
//! the first byte that is neither a digit nor whitespace), then tokens are taken off the index
//! and converted whole, up to 15 digits in one 16-byte step. The writer formats the two numbers
//! of an `a b` line in one vector chain. Each vector step lives in `x86_64` (SSE2 everywhere,
//! AVX2 after a run-time check) with a byte-loop twin in `portable`, which other processors run
//! and which the tests check the vector steps against; every `unsafe` block has a `// SAFETY:`
//! comment saying why it is sound (clippy's `undocumented_unsafe_blocks` checks it), and the
//! module or function around it says which benchmark kept it.
//!
//! This module is compiled with the `fast` feature (on by default); `make bundle` leaves it out
//! of a submission unless asked for it (`make bundle FAST=1`).

#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
mod portable;
mod reader;
mod writer;
#[cfg(target_arch = "x86_64")]
mod x86_64;

#[cfg(not(target_arch = "x86_64"))]
use portable as kernel;
#[cfg(target_arch = "x86_64")]
use x86_64 as kernel;

pub use reader::Reader;
pub use writer::Writer;

#[cfg(test)]
mod tests {
    use super::writer::{self, eight_digit_pairs, Writer};
    use super::{kernel, portable};
    use crate::io::consts::BUFFER_SIZE;
    use crate::io::is_space;
    use crate::io::tests::next;
    use crate::io::writer::{eight_digits, PAIR_LINE};

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
        for round in 0..400 {
            let words = 1 + round % 9;
            let mut blocks: Vec<u8> = (0..64 * words)
                .map(|_| {
                    let r = next(&mut state) as usize;
                    if r % 4 > 0 || round % 2 == 0 {
                        b"0123456789 \n\t"[r / 4 % 13]
                    } else {
                        alphabet[r / 4 % alphabet.len()]
                    }
                })
                .collect();
            if round % 4 == 2 {
                // One bad byte anywhere in good blocks.
                let at = next(&mut state) as usize % blocks.len();
                blocks[at] = alphabet[16 + next(&mut state) as usize % (alphabet.len() - 16)];
            }
            let (mut fast, mut slow) = (vec![0; words], vec![0; words]);
            let first_bad = kernel::index(&blocks, &mut fast);
            assert_eq!(first_bad, portable::index(&blocks, &mut slow));
            assert_eq!(fast, slow);
            let want = blocks
                .iter()
                .position(|&b| !b.is_ascii_digit() && !is_space(b))
                .unwrap_or(blocks.len());
            assert_eq!(first_bad, want);
            let mut want_starts = vec![0u64; words];
            for i in 0..blocks.len() {
                if blocks[i].is_ascii_digit() && (i == 0 || !blocks[i - 1].is_ascii_digit()) {
                    want_starts[i / 64] |= 1 << (i % 64);
                }
            }
            assert_eq!(fast, want_starts);
        }
        let long = vec![b'\n'; 255 * 16 * 3 + 7];
        assert_eq!(kernel::count_newlines(&long), long.len() as u64);
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_one_window_token_step_agrees_with_the_byte_loops() {
        if !is_x86_feature_detected!("avx2") {
            return;
        }
        let alphabet = b" \t\n\x0b\x0c\r\x00\xff/:x\x08\x0e\x1f!";
        let mut state = 21;
        for round in 0..200_000 {
            // A run of `digits` random digits (every count from 0 to 16), then random bytes.
            let digits = round % 17;
            let window: [u8; 16] = std::array::from_fn(|i| {
                let r = next(&mut state) as usize;
                if i < digits || r % 3 == 0 {
                    b'0' + (r / 3 % 10) as u8
                } else {
                    alphabet[r / 3 % alphabet.len()]
                }
            });
            // SAFETY: the processor has AVX2, checked at the start.
            let (count, value) = unsafe { kernel::token_avx2(&window) };
            let (want_count, want_value) = portable::token(&window);
            assert_eq!(count, want_count, "{:?}", window);
            if count <= 15 {
                assert_eq!(value, want_value, "{:?}", window);
            }
        }
        // SAFETY: the processor has AVX2, checked at the start.
        let token = |window: &[u8; 16]| unsafe { kernel::token_avx2(window) };
        assert_eq!(token(&[b'9'; 16]).0, 16);
        let mut top = *b"999999999999999 ";
        assert_eq!(token(&top), (15, 999_999_999_999_999));
        top[0] = b'0';
        assert_eq!(token(&top), (15, 99_999_999_999_999));
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
                kernel::eight_digit_pair(a, b),
                (eight_digits(a), eight_digits(b)),
                "{} {}",
                a,
                b
            );
        }
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
            // SAFETY: the processor has AVX2, checked at the start.
            let quad = unsafe { kernel::eight_digit_quad(values) };
            assert_eq!(quad, values.map(eight_digits), "{:?}", values);
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

    #[test]
    fn digit_counts_match_formatting_below_2_to_the_26() {
        // Every value whose digit count or bit length differs from the one before.
        let mut values = vec![0, 1, 9, (1 << 26) - 1];
        for p in crate::io::consts::POWERS_OF_TEN
            .iter()
            .filter(|&&p| p < 1 << 26)
        {
            values.extend([p - 1, *p, p + 1]);
        }
        for bit in 0..26 {
            values.extend([(1u64 << bit) - 1, 1 << bit, (1u64 << bit) + 1]);
        }
        for v in values.into_iter().filter(|&v| v < 1 << 26) {
            assert_eq!(writer::decimal_digits(v), v.to_string().len(), "{}", v);
        }
    }
}
