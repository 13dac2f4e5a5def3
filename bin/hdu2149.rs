//! HDU 2149 — Public Sale (the land auction, a Bash game).
//!
//! The price starts at 0; Lele and Yueyue alternately raise it by 1..N; whoever makes it reach
//! at least M gets the land; Lele bids first. With `r` still to go, the bidder wins at once when
//! `r <= N` and loses when `r ≡ 0 (mod N + 1)` ([`impartial::bash::auction_winning_bids`]).
//! So Lele's winning first bids are every bid from M to N when `M <= N`, else the single bid
//! `M mod (N + 1)` when it is non-zero, else none. Input: records `M N` to end of input.
//! Output: the winning first bids, increasing, separated by spaces, or `none`. Beyond the judge:
//! any `M, N >= 1` in `u64` (with `M <= N` the list has `N - M + 1` bids, however many that is);
//! `M = 0` or `N = 0` is a domain error, reported at the token as soon as it is read.
use impartial::bash;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every record `M N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(m) = input.value_or_end()? {
            if m == 0 {
                return Err(input.domain_error("M >= 1", m));
            }
            let n = input.value("N")?;
            if n == 0 {
                return Err(input.domain_error("N >= 1", n));
            }
            let bids = bash::auction_winning_bids(m, n);
            if bids.is_empty() {
                output.text("none\n")?;
                continue;
            }
            let mut first = true;
            for bid in bids {
                if !first {
                    output.byte(b' ')?;
                }
                first = false;
                output.number(bid)?;
            }
            output.byte(b'\n')?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu2149",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
