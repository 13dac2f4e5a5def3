//! Codeforces 1396 B — Stoned Game.
//!
//! n piles of stones; T and HL alternate, T first, and a move takes one stone from a non-empty
//! pile other than the one chosen on the previous move; whoever cannot move loses. With `S`
//! stones in all and `M` in a largest pile, T wins exactly when `2M > S` (T keeps taking from
//! that pile) or `S` is odd (otherwise every stone gets taken):
//! [`impartial::stoned::is_p_position`]. Input: `t`, then per game `n` and `a_1 .. a_n`.
//! Output per game: `T` or `HL`. Beyond the judge: piles anywhere in `u64`, empty ones
//! included (`S` is kept in `u128`), any n (`n = 0` -> `HL`) and any t; each game is folded
//! into its sum and maximum as its piles are read, in constant memory. Fewer games or piles
//! than announced is a cut-off record; anything after the t-th game is not read.
use impartial::io::{self, Error};
use impartial::stoned;
use std::io::{Read, Write};

/// Answers the t games `n a_1 ... a_n` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let Some(games) = input.value_or_end()? else {
            return Ok(());
        };
        for _ in 0..games {
            let n = input.value("n")?;
            let (total, largest) = input.fold_values(n, "a_i", (0u128, 0u64), |(s, m), a| {
                (s + u128::from(a), m.max(a))
            })?;
            let lost = stoned::is_p_position(total, largest);
            output.text(if lost { "HL\n" } else { "T\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "cf1396b",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
