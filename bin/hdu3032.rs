//! HDU 3032 — Nim or not Nim? (Lasker's Nim).
//!
//! Heaps; a move takes any positive number of objects from one heap, or splits one heap into two
//! smaller non-empty heaps; whoever takes the last object wins; Alice moves first. A split leaves
//! a sum of games (Multi-SG), and the Grundy value of a heap is its size with the last two of each
//! block `4k + 1 ..= 4k + 4` swapped ([`impartial::splitting::split_in_two_grundy`]); Alice wins
//! exactly when the xor of the values is non-zero. Output: `Alice` or `Bob`. Beyond the judge:
//! heaps anywhere in `u64`, exactly: the value of `u64::MAX` is `2^64`, so the xor is kept in
//! `u128` and its bit 64 (the parity of the number of such heaps) counts. A heap of 0 has value
//! 0; `N = 0` gives `Bob`. Heaps are folded as they are read (a file may hold 10^8), none is
//! kept. Anything after the T-th case is not read; an empty input has no answers.
use impartial::io::{self, Error};
use impartial::splitting;
use std::io::{Read, Write};

/// Answers each of the T cases `N s_1 ... s_N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        for _ in 0..cases {
            let n = input.value("N")?;
            let sum = input.fold_values(n, "a heap size", 0u128, |sum, heap| {
                sum ^ splitting::split_in_two_grundy(heap)
            })?;
            output.text(if sum != 0 { "Alice\n" } else { "Bob\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu3032",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
