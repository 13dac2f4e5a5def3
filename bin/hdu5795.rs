//! HDU 5795 — A Simple Nim (Nim where a heap may split into three).
//!
//! Heaps of candies; a move takes any positive number from one heap, or splits one heap into
//! three non-empty heaps; whoever takes the last candy wins. A split leaves a sum of games
//! (Multi-SG), and the Grundy value of a heap is its size with the last two of each block
//! `8k + 1 ..= 8k + 8` swapped ([`impartial::splitting::split_in_three_grundy`]); the first
//! player wins exactly when the xor of the values is non-zero. Output: `First player wins.` or
//! `Second player wins.`. Beyond the judge: heaps anywhere in `u64`, exactly: the value of
//! `u64::MAX` is `2^64`, so the xor is kept in `u128` and its bit 64 counts. A heap of 0 has
//! value 0; `n = 0` gives `Second player wins.`. Heaps are folded as they are read, none is kept.
//! Anything after the T-th case is not read; an empty input has no answers.
use impartial::io::{self, Error};
use impartial::splitting;
use std::io::{Read, Write};

/// Answers each of the T cases `n s_1 ... s_n` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        for _ in 0..cases {
            let n = input.value("n")?;
            let sum = input.fold_values(n, "a heap size", 0u128, |sum, heap| {
                sum ^ splitting::split_in_three_grundy(heap)
            })?;
            output.text(match sum != 0 {
                true => "First player wins.\n",
                false => "Second player wins.\n",
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu5795",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
