//! POJ 2348 — Euclid's Game.
//!
//! Two positive numbers; a move subtracts a positive multiple of the smaller from the larger,
//! leaving it non-negative; whoever reaches 0 wins; Stan moves first. The player to move from
//! `a >= b` wins if `a >= 2b` or `a == b`; otherwise the move to `(b, a - b)` is forced, so the
//! winner follows Euclid's algorithm in O(log) steps ([`impartial::euclid::is_p_position`]). Beyond the judge:
//! all of `u64`, either order; input ends at `0 0` or at the end of input, and nothing after
//! `0 0` is read; a record with exactly one zero is a domain error reported at the zero.
use impartial::euclid;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every record `a b` of `input` before `0 0` on `output` (`Stan wins` if the first
/// player wins, else `Ollie wins`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(a) = input.value_or_end()? {
            let a_token = input.last_token();
            let b = input.value("b")?;
            match (a, b) {
                (0, 0) => break,
                (0, _) => return Err(a_token.error("a positive number", 0)),
                (_, 0) => return Err(input.domain_error("a positive number", 0)),
                _ => {}
            }
            let stan_loses = euclid::is_p_position(a, b);
            output.text(if stan_loses {
                "Ollie wins\n"
            } else {
                "Stan wins\n"
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "poj2348",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
