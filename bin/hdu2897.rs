//! HDU 2897 — 邂逅明下 (a take range, whoever takes the last coin loses).
//!
//! One heap of n coins; a move takes between p and q coins, and a player facing fewer than p
//! must take them all; whoever takes the last coin loses. With `r = n mod (p + q)` the first
//! player loses exactly when `1 <= r <= p` ([`impartial::bash::misere_range_is_p_position`]):
//! from `1..=p` every move takes the last coin or leaves a remainder outside the band, and from
//! anywhere else one move lands in it. Input: records `n p q` to end of input. Output: `WIN`
//! if the first player can force a win, else `LOST`. Beyond the judge: any `n, p, q` in `u64`
//! with `1 <= p <= q` (`p + q` may pass `u64`); `n = 0` is `WIN`, the other player having
//! taken the last coin. `p = 0` is a domain error at the p token, `q < p` at the q token.
use impartial::bash;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every record `n p q` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            let p = input.value("p")?;
            if p == 0 {
                return Err(input.domain_error("p >= 1", p));
            }
            let q = input.value("q")?;
            let lost = bash::misere_range_is_p_position(n, p, q)
                .ok_or_else(|| input.domain_error("q >= p", q))?;
            output.text(if lost { "LOST\n" } else { "WIN\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu2897",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
