//! HDU 1404 — Digital Deletions (= ZOJ 1104).
//!
//! A string of decimal digits; a move lowers one digit, or erases a `0` with every digit to its
//! right; the player facing the empty string has lost. A string with a leading `0` is a
//! first-player win (erase it all); the others are decided by a table of the numbers below
//! `10^6`, built once at start by forward marking from the P-positions
//! ([`impartial::deletions::Table`]). Input: strings of 1 to 6 ASCII digits, one token each, to
//! end of input; a token is a string, not a number (`0`, `00` and `000123` are different
//! positions). Output: `Yes` if the first player wins, else `No`. Anything else (a longer token,
//! a sign, any other byte) is an error quoting the token.
use impartial::deletions::Table;
use impartial::io::{self, quote, Error};
use std::io::{Read, Write};

/// Answers every string of `input` on `output` (`Yes` if the first player wins, else `No`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let table = Table::shared();
        while let Some(token) = input.token()? {
            let Some(p_position) = table.is_p_position(token) else {
                let found = quote(token);
                return Err(input.domain_error("a string of 1 to 6 digits", found));
            };
            output.text(if p_position { "No\n" } else { "Yes\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1404",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
