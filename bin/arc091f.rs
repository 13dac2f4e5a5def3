//! AtCoder ARC091 F — Strange Nim.
//!
//! N piles; pile `i` holds `A_i` stones and carries a number `K_i`. A move picks one pile and,
//! if `X` stones remain on it, removes between 1 and `floor(X / K_i)` of them; who cannot move
//! loses; Takahashi moves first. A pile's Grundy value is `X / K` at a multiple of `K` and else
//! the value of `X - floor(X/K) - 1`, a chain followed block by block
//! ([`impartial::strange_nim::grundy`]), and Takahashi wins exactly when the xor of the piles'
//! values is not 0. Input: `N`, then `N` pairs `A_i K_i`. Output: `Takahashi` or `Aoki`. Beyond
//! the judge's `A_i, K_i <= 10^9`: any `u64` with `min(K_i, A_i / K_i) <= 10^6`, a pile with
//! both larger being a domain error at its `K` token; `K_i = 0` is one too (`floor(X / 0)`); any
//! `N` (`N = 0` -> `Aoki`), the piles folded as they are read. Anything after the N-th pile is
//! not read.
use impartial::io::{self, Error};
use impartial::strange_nim::{self, MAX_SHORT_SIDE};
use std::io::{Read, Write};

/// Answers the one record `N (A_i K_i)*N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        let mut sum = 0;
        for _ in 0..n {
            let a = input.value("A_i")?;
            let k = input.value("K_i")?;
            if k == 0 {
                return Err(input.domain_error("K_i >= 1", 0));
            }
            sum ^= strange_nim::grundy(a, k).ok_or_else(|| {
                let bound = format!("min(K_i, A_i / K_i) at most {}", MAX_SHORT_SIDE);
                input.domain_error(bound, format!("A_i = {}, K_i = {}", a, k))
            })?;
        }
        output.text(if sum != 0 { "Takahashi\n" } else { "Aoki\n" })?;
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "arc091f",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
