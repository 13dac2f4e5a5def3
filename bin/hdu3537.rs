//! HDU 3537 — Daizhenyang's Coin (Mock Turtles).
//!
//! Coins in a row numbered from 0, some heads up; a move turns over one, two or three coins, the
//! rightmost from heads to tails; whoever cannot move loses; Daizhenyang moves first. A head at
//! `x` is worth the `x`-th odious number ([`impartial::mock_turtles::grundy`]), so the position
//! is lost exactly when the xor of the distinct heads is 0 and their number is even
//! ([`impartial::mock_turtles::is_p_position`]). Input: records `n a_1 .. a_n` to the end of
//! input; a coin listed twice is still one head. Output: `Yes` if Daizhenyang loses, else `No`.
//! Beyond the judge: coins anywhere in `u64`, any `n` (`n = 0` -> `Yes`); one record is held in
//! memory, grown as its coins arrive.
use impartial::io::{self, Error};
use impartial::mock_turtles;
use std::io::{Read, Write};

/// Answers every record `n a_1 ... a_n` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let mut heads: Vec<u64> = Vec::new();
        while let Some(n) = input.value_or_end()? {
            heads.clear();
            input.values(n, 0, "a coin", &mut heads)?;
            heads.sort_unstable();
            heads.dedup();
            let lost = mock_turtles::is_p_position(&heads);
            output.text(if lost { "Yes\n" } else { "No\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu3537",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
