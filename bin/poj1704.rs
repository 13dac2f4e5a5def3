//! POJ 1704 — Georgia and Bob (staircase Nim).
//!
//! Chessmen stand on distinct cells of a row numbered from 1; a move takes one chessman left by
//! at least one cell, never onto or past another chessman nor off the board; who cannot move
//! loses; Georgia moves first. Sorted, the empty cells before each chessman are the stairs of
//! staircase Nim, and Georgia loses exactly when the xor of the gaps before the last, third-last,
//! ... chessman is 0 ([`impartial::staircase::nim_sum`]). Beyond the judge: positions up to
//! `u64::MAX`, any N (the positions of one case are held, nothing more); `N = 0` -> Bob. A
//! position of 0 is reported at its token; a repeated position is found after the case is read
//! and sorted, and reported at the case's `N` token as `expected N distinct positions, found
//! <cell> twice` (or `<k> times`). Anything after the T-th case is not read; an empty input
//! (no T at all) has no cases and no answers.
use impartial::io::{self, Error};
use impartial::staircase;
use std::io::{Read, Write};

/// Answers each of the T cases of `input` on `output` (`Georgia will win` or `Bob will win`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        let (mut cells, mut bitmap): (Vec<u64>, Vec<u64>) = (Vec::new(), Vec::new());
        for _ in 0..cases {
            let n = input.value("N")?;
            let n_token = input.last_token();
            cells.clear();
            input.values(n, 1, "a position", &mut cells)?;
            match staircase::unsorted_nim_sum_with(&mut cells, &mut bitmap) {
                Ok(0) => output.text("Bob will win\n")?,
                Ok(_) => output.text("Georgia will win\n")?,
                // A repeated cell (zeros are refused as they are read).
                Err(e) => {
                    return Err(Error::Input {
                        line: n_token.line,
                        column: n_token.column,
                        message: e.to_string(),
                    })
                }
            }
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "poj1704",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
