//! POJ 3537 — Crosses and Crosses (Treblecross).
//!
//! A `1 x n` strip of empty cells; players take turns putting a cross in an empty cell; whoever
//! completes three crosses in adjacent cells wins. A cross within distance 2 of another lets the
//! opponent complete three, so the game is the octal game `0.007` on `n + 2` tokens, and the first
//! player wins exactly when its Grundy value is not 0. No period is known, so the answer comes from
//! the list of the 35 losing `n` up to `impartial::crosses::N_MAX` = 10^6, computed by
//! `impartial octal-table` ([`impartial::crosses`]). Input: integers `n` to end of input.
//! Output: `1` if the first player wins, else `2`. Beyond the judge's `n <= 2000`: every `n` up to
//! 10^6; `n = 0` is `2` and `n = 1, 2` are `1` (the reduced game's normal-play answer); a larger
//! `n` is a domain error naming the bound.
use impartial::crosses;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every `n` of `input` on `output` (`1` if the first player wins, else `2`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            let p_position = crosses::is_p_position(n).ok_or_else(|| {
                input.domain_error(format_args!("n at most {}", crosses::N_MAX), n)
            })?;
            output.text(if p_position { "2\n" } else { "1\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "poj3537",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
