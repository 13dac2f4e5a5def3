//! Codeforces 1451 F — Nullify The Matrix.
//!
//! An `n x m` matrix of non-negative integers; Ashish moves first. A move lowers a non-zero
//! start cell and rewrites freely every cell but the start of one shortest path from it to a
//! finish cell below and to the right; who faces the all-zero matrix loses. A shortest path
//! meets each anti-diagonal `i + j` once, so the player to move loses exactly when every
//! anti-diagonal xors to 0 ([`impartial::nullify`]). Input: `t`, then per test `n m` and the n
//! rows of m values. Output: `Ashish` if the first player wins, else `Jeel`. Beyond the judge:
//! any `u64` values and sizes (memory grows with the first row read, never with `n` or `m`),
//! `n = 0` or `m = 0` a matrix without cells (`Jeel`); tokens after the t-th test are not read.
use impartial::io::{self, Error};
use impartial::nullify::Diagonals;
use std::io::{Read, Write};

/// Answers the t matrices of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(tests) = input.value_or_end()? else {
            return Ok(());
        };
        for _ in 0..tests {
            let n = input.value("n")?;
            let m = input.value("m")?;
            let mut diagonals = Diagonals::new(m);
            if m > 0 {
                for _ in 0..n {
                    for _ in 0..m {
                        diagonals.push(input.value("a matrix value")?);
                    }
                }
            }
            let ashish = !diagonals.is_p_position();
            output.text(if ashish { "Ashish\n" } else { "Jeel\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "cf1451f",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
