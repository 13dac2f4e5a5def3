//! POJ 2484 — A Funny Game (the coin circle).
//!
//! n coins in a circle; a move takes one coin or two adjacent coins (a gap breaks adjacency);
//! whoever takes the last coin wins; Alice moves first. Alice wins exactly when n <= 2: for
//! n >= 3 her move leaves a row, which Bob splits into two equal rows by taking its middle and
//! then mirrors ([`impartial::kayles::circle_is_p_position`], checked against a search over
//! the real circle). Beyond the judge: any n >= 1 up to `u64::MAX`; input ends at `0` or at
//! the end of input, and nothing after the `0` is read.
use impartial::io::{self, Error};
use impartial::kayles;
use std::io::{Read, Write};

/// Answers every n of `input` before the terminating `0` on `output` (`Alice` or `Bob`, the
/// winner).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            if n == 0 {
                break;
            }
            let alice_loses = kayles::circle_is_p_position(n);
            output.text(if alice_loses { "Bob\n" } else { "Alice\n" })?;
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
