//! AtCoder ABC368 F — Dividing Game.
//!
//! Numbers `A_1..A_N`; players alternately replace one `A_i` by a positive divisor other than
//! itself; whoever cannot move loses; Anna moves first. A number is a Nim heap of `Ω(A)` stones,
//! its prime factors counted with multiplicity ([`impartial::dividing::grundy`]), so Anna wins
//! exactly when the xor of the `Ω(A_i)` is not 0. Input: `N`, then `A_1 .. A_N`. Output: `Anna`
//! or `Bruno`. Beyond the judge: any `A_i >= 1` in `u64` (factored by Miller–Rabin and Pollard's
//! rho, [`impartial::factor`]; `A_i = 1` has no move), any `N` (`N = 0` -> `Bruno`); the
//! numbers are folded as they are read. `A_i = 0` is reported at its token: every number divides
//! 0, so its game has no end. Anything after the `N`-th number is not read.
use impartial::dividing;
use impartial::io::{self, Error};
use std::io::{Read, Write};
use std::num::NonZeroU64;

/// Answers the one record `N A_1 ... A_N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        // 1024 numbers at a time (the factoring runs two side by side), in constant memory.
        let (mut sum, mut chunk) = (0, Vec::new());
        for i in 1..=n {
            let a = input.value("A_i")?;
            chunk.push(NonZeroU64::new(a).ok_or_else(|| input.domain_error("A_i >= 1", a))?);
            if chunk.len() == 1024 || i == n {
                sum ^= dividing::nim_sum(&chunk);
                chunk.clear();
            }
        }
        output.text(if sum != 0 { "Anna\n" } else { "Bruno\n" })?;
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "abc368f",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
