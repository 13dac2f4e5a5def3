//! Luogu P2148 — \[SDOI2009\] E&D.
//!
//! 2n piles paired as (1, 2), (3, 4), ...; a move removes one pile of a pair and splits the
//! other into two non-empty piles, the new pair; whoever faces only piles of 1 cannot move and
//! loses; 小E moves first. A pair `(a, b)` is worth the number of trailing 1-bits of
//! `(a - 1) | (b - 1)` ([`impartial::e_and_d::grundy`]), and 小E wins exactly when the xor over
//! the pairs is not 0. Input: T, then T cases `N s_1..s_N` (N even). Output: `YES` if 小E wins,
//! else `NO`. Beyond the judge: piles anywhere in `u64` (the value reaches 64 at
//! `(2^64 - 1, 2)`), any even N (`N = 0` gives `NO`), piles folded as they are read. An odd N is
//! a domain error at the N token, a pile of 0 at that pile.
use impartial::e_and_d;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers the T cases `N s_1..s_N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        for _ in 0..cases {
            let n = input.value("N")?;
            if n % 2 != 0 {
                return Err(input.domain_error("an even number of piles", n));
            }
            let mut sum = 0;
            for _ in 0..n / 2 {
                let a = input.value("a pile")?;
                if a == 0 {
                    return Err(input.domain_error(EMPTY_PILE, a));
                }
                let b = input.value("a pile")?;
                // `a` is a pile, so only an empty `b`, the token just read, has no value.
                sum ^= e_and_d::grundy(a, b).ok_or_else(|| input.domain_error(EMPTY_PILE, b))?;
            }
            output.text(if sum != 0 { "YES\n" } else { "NO\n" })?;
        }
        Ok(())
    })
}

/// What a pile must be: the rules never leave an empty one.
const EMPTY_PILE: &str = "a pile of at least 1";

fn main() {
    io::exit_on_error(
        "luogu2148",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
