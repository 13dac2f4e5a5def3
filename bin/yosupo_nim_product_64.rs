//! Library Checker `nim_product_64` — Nim Product.
//!
//! The nim product `a ⊗ b = mex {(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}` of two
//! numbers below `2^64`. By Conway's theorem those numbers form the field GF(2^64) under nim sum
//! and nim product, in which `F ⊗ x = F · x` and `F ⊗ F = F ⊕ F/2` for a Fermat 2-power
//! `F = 2^(2^k) > x`; [`impartial::nimber::Nimbers`] multiplies by halving twice and a table of
//! discrete logarithms below `2^16`. Input: `T`, then `T` pairs `A B`. Output: `A ⊗ B`, one per
//! line. The judge covers all of `u64`; `T = 0` (or an empty input) gives no output, and
//! anything after the `T`-th pair is not read.
use impartial::io::{self, Error};
use impartial::nimber::Nimbers;
use std::io::{Read, Write};

/// Answers each of the `T` pairs `A B` of `input` on `output` with `A ⊗ B`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let pairs = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        let nimbers = Nimbers::new();
        for _ in 0..pairs {
            let a = input.value("A")?;
            let b = input.value("B")?;
            output.number(nimbers.product(a, b))?;
            output.byte(b'\n')?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "yosupo_nim_product_64",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
