//! POJ 2311 — Cutting Game.
//!
//! One `W x H` sheet of grid paper; a move cuts one piece along a grid line into two; whoever
//! first cuts out a `1 x 1` piece wins. A cut that leaves a piece of side 1 lets the opponent cut
//! out a `1 x 1` at once, so the game is normal play on pieces of at least `2 x 2`, and the first
//! player wins exactly when that game's Grundy value is not 0; the values of every sheet up to
//! `300 x 300` are tabulated once at start ([`impartial::cutting::Table`]). Input: records
//! `W H` to end of input. Output: `WIN` if the first player wins, else `LOSE`. Beyond the
//! judge's `2 <= W, H <= 200`: sides up to 300, and a `1 x k` strip (`k >= 2`) is `WIN`. A side
//! of 0 or above 300, and `1 x 1` (no cut at all, so nobody wins), are domain errors.
use impartial::cutting::{Table, MAX_SIDE};
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every record `W H` of `input` on `output` (`WIN` if the first player wins, else
/// `LOSE`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let table = Table::shared();
        while let Some(w) = input.value_or_end()? {
            if w == 0 || w > MAX_SIDE as u64 {
                return Err(input.domain_error(format_args!("W from 1 to {}", MAX_SIDE), w));
            }
            let h = input.value("H")?;
            let p_position = table.is_p_position(w, h).ok_or_else(|| {
                let expected = match w {
                    1 => format!("H from 2 to {} when W = 1", MAX_SIDE),
                    _ => format!("H from 1 to {}", MAX_SIDE),
                };
                input.domain_error(expected, h)
            })?;
            output.text(if p_position { "LOSE\n" } else { "WIN\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "poj2311",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
