//! HDU 1907 — John (misère Nim; also POJ 3480, SPOJ MMMGAME, Luogu P4279 = BZOJ 1022).
//!
//! One heap of M&Ms per colour; a move eats one or more M&Ms of one colour; whoever eats the last
//! M&M loses; John moves first. By the SJ theorem ([`impartial::misere::sj_is_p_position`]) John
//! wins exactly when some heap holds two or more and the xor of the heaps is non-zero, or no heap
//! does and the xor is 0: with only heaps of 0 and 1 it is the number of 1s, not of heaps, that
//! counts. Output: `John` or `Brother`. Beyond the judge: heaps anywhere in `u64`, a heap of 0
//! is an absent colour, any N (heaps are folded as they are read, none is kept); `N = 0` and an
//! all-zero box give `John`, whose opponent has eaten the last M&M. Anything after the T-th case
//! is not read; an empty input (no T at all) has no cases and no answers.
use impartial::io::{self, Error};
use impartial::misere;
use std::io::{Read, Write};

/// Answers each of the T cases `N a_1 ... a_N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        for _ in 0..cases {
            let n = input.value("N")?;
            let (sum, big) =
                input.fold_values(n, "a heap size", (0, false), |(sum, big), heap| {
                    (sum ^ heap, big || heap >= 2)
                })?;
            output.text(match misere::sj_is_p_position(sum, big) {
                true => "Brother\n",
                false => "John\n",
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1907",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
