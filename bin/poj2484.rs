//! POJ 2484 — A Funny Game (the coin circle).
//!
//! n coins in a circle; a move takes one coin or two adjacent coins (a gap breaks adjacency);
//! whoever takes the last coin wins; Alice moves first. Alice wins exactly when n <= 2: for
//! n >= 3 her move leaves a row, which Bob splits into two equal rows by taking its middle and
//! then mirrors ([`impartial::grundy::coin_circle_first_player_wins`], checked against a search
//! over the real circle). Beyond the judge: any n >= 1 up to `u64::MAX`; input ends at `0` or at
//! the end of input, and nothing after the `0` is read.
use impartial::grundy;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every n of `input` before the terminating `0` on `output` (`Alice` or `Bob`, the
/// winner).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            if n == 0 {
                break;
            }
            let alice = grundy::coin_circle_first_player_wins(n);
            output.text(if alice { "Alice\n" } else { "Bob\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "poj2484",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
