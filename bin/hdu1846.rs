//! HDU 1846 — Brave Game (the Bash game).
//!
//! One pile of n stones; a move takes 1..m stones; whoever takes the last stone wins. The first
//! player loses exactly when `n ≡ 0 (mod m + 1)` ([`impartial::bash::is_p_position`]): every
//! move from a multiple of `m + 1` leaves a non-multiple, and from a non-multiple taking
//! `n mod (m + 1)` leaves a multiple. Input: C, then C records `n m`. Output: `first` or
//! `second`, the winner. Beyond the judge: any `n, m` in `u64` (`n = 0` or `m = 0`: the first
//! player has no move -> `second`); fewer than C records is a cut-off record error; anything
//! after the C-th record is not read; an empty input (no C at all) has no answers.
use impartial::bash;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers the C records `n m` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let records = match input.value_or_end()? {
            Some(c) => c,
            None => return Ok(()),
        };
        for _ in 0..records {
            let n = input.value("n")?;
            let m = input.value("m")?;
            output.text(if bash::is_p_position(n, m) {
                "second\n"
            } else {
                "first\n"
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1846",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
