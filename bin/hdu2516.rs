//! HDU 2516 — 取石子游戏 (Fibonacci Nim).
//!
//! One pile of n stones; the first move takes at least one stone but not all; each later move
//! takes at least one and at most twice the previous take; whoever takes the last stone wins.
//! The first player loses exactly when n is a Fibonacci number (Zeckendorf: otherwise taking the
//! smallest term of n's Zeckendorf sum wins; see [`impartial::fibonacci::nim_is_p_position`]). Beyond the judge: any
//! n >= 1 up to `u64::MAX` (n = 1: no legal first move, `Second win`); input ends at `0` or at
//! the end of input, and nothing after the `0` is read.
use impartial::fibonacci;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every n of `input` before the terminating `0` on `output` (`First win` if the first
/// player wins, else `Second win`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            if n == 0 {
                break;
            }
            // The first take may be anything but the whole pile.
            let lost = fibonacci::nim_is_p_position(n, n - 1);
            output.text(if lost { "Second win\n" } else { "First win\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu2516",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
