//! AtCoder AGC002 E — Candy Piles.
//!
//! N piles of candies; Snuke and Ciel alternate, Snuke first, and a move eats either a whole
//! pile among the largest or one candy of every pile; whoever eats the last candy loses. With
//! the piles sorted decreasingly, a position is a cell of their Young diagram; the outcome does
//! not change along its diagonal, and at the last diagonal cell with candies only a column and
//! a row are left: Snuke wins exactly when one of them has odd length
//! ([`impartial::candy_piles::is_p_position`]). Input: `N`, then `a_1 .. a_N`. Output: `First`
//! if Snuke wins, else `Second`. Beyond the judge: piles anywhere in `u64` from 1, any N (the
//! piles are held in memory to be sorted, grown as they arrive). `N = 0` (no last candy to
//! eat) and a pile of 0 are reported at their tokens. Anything after the N-th pile is not
//! read.
use impartial::candy_piles;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers the one record `N a_1 ... a_N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        if n == 0 {
            return Err(input.domain_error("N >= 1", n));
        }
        let mut piles = Vec::new();
        input.values(n, 1, "a_i", &mut piles)?;
        let lost = candy_piles::is_p_position(&mut piles);
        output.text(if lost { "Second\n" } else { "First\n" })?;
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "agc002e",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
