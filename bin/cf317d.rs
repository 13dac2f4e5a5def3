//! Codeforces 317D — Game with Powers.
//!
//! The numbers `1..n`; a move chooses an available `x`, after which `x` and all its powers
//! `x^2, x^3, ...` are unavailable; who cannot move loses; Vasya moves first. `1..n` splits into
//! chains `{b, b^2, ..., b^s}` over the bases `b` that are not perfect powers, the game is the
//! sum of its chains, and a chain of `s` powers has the precomputed Grundy value `G(s)`; chain
//! lengths are counted exactly with integer roots (see `impartial::powers`). Input: integers `n`
//! to EOF. Output: `Vasya` if the first player wins, else `Petya`. Beyond the judge's
//! `n <= 10^9`: `n = 0` gives `Petya`, and every `n` up to `powers::MAX_N` (the largest whose
//! chains are all in the table) is answered. The table reaches chains of 63 powers, the longest
//! any `u64` has, so that is every `u64`; with a shorter table a larger `n` would be a domain
//! error naming the maximum (`expected n at most ..., found ...`).
use impartial::io::{self, Error};
use impartial::powers;
use std::io::{Read, Write};

/// Answers every `n` of `input` on `output`: `Vasya` if the first player wins, else `Petya`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            let lost = powers::is_p_position(n)
                .ok_or_else(|| input.domain_error(format!("n at most {}", powers::MAX_N), n))?;
            output.text(if lost { "Petya\n" } else { "Vasya\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "cf317d",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
