//! Codeforces 1147 C — Thanos Nim.
//!
//! `n` piles, `n` even. A move removes a positive number of stones from each of exactly `n / 2`
//! non-empty piles (the amounts may differ); who cannot move, with fewer than `n / 2` non-empty
//! piles, loses; Alice moves first. Bob wins exactly when more than `n / 2` piles hold the
//! least pile ([`impartial::thanos_nim::is_p_position_by_minima`]): every move then brings the
//! count of least piles down to at most `n / 2`, and from there one move brings it back above.
//! Input: `n`, then `a_1 .. a_n`. Output: `Alice` or `Bob`. Beyond the judge's `a_i <= 50`, `n
//! <= 50`: any `a_i` in `u64`, empty piles too, and any even `n`, the piles folded as they are
//! read. `n = 0` and an odd `n` are domain errors at the `n` token. Anything after the n-th
//! pile is not read.
use impartial::io::{self, Error};
use impartial::thanos_nim;
use std::io::{Read, Write};

/// Answers the one record `n a_1 ... a_n` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(n) = input.value_or_end()? else {
            return Ok(());
        };
        if n == 0 || n % 2 == 1 {
            return Err(input.domain_error("an even n >= 2", n));
        }
        // The least pile so far and how many piles hold it.
        let (_, minima) =
            input.fold_values(n, "a_i", (u64::MAX, 0), |(least, count), a| {
                match a.cmp(&least) {
                    std::cmp::Ordering::Less => (a, 1),
                    std::cmp::Ordering::Equal => (least, count + 1),
                    std::cmp::Ordering::Greater => (least, count),
                }
            })?;
        output.text(if thanos_nim::is_p_position_by_minima(n, minima) {
            "Bob\n"
        } else {
            "Alice\n"
        })?;
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "cf1147c",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
