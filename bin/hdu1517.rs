//! HDU 1517 — A Multiplication Game (also POJ 2505, UVa 847).
//!
//! `p` starts at 1; Stan and Ollie take turns to multiply it by an integer from 2 to 9, Stan
//! first; the first to make `p >= n` wins. Stan wins exactly when `18^k < n <= 9 * 18^k` for
//! some `k` ([`impartial::multiplication::is_p_position`], by `n -> ceil(n / 18)`, exact for
//! every `u64`). Input: integers `n` to the end of input. Output: `Stan wins.` or `Ollie wins.`.
//! Beyond the judge: every `n` up to `u64::MAX`; `n = 0` and `n = 1` are errors at their token
//! (`p = 1` already meets them before any move).
use impartial::io::{self, Error};
use impartial::multiplication;
use std::io::{Read, Write};

/// Answers every `n` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            let stan_loses =
                multiplication::is_p_position(n).ok_or_else(|| input.domain_error("n >= 2", n))?;
            output.text(if stan_loses {
                "Ollie wins.\n"
            } else {
                "Stan wins.\n"
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1517",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
