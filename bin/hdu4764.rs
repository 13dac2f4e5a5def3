//! HDU 4764 — Stone (a Bash game in disguise).
//!
//! Tang writes a number in `[1, k]`; then they alternate, each new number exceeding the previous
//! one by 1..k; whoever first writes a number `>= N` loses. Whoever writes `N - 1` forces the
//! opponent over the line, so the game is Bash on a pile of `N - 1` with takes of 1..k: Tang
//! wins iff `(N - 1) mod (k + 1) != 0` ([`impartial::bash::stone_is_p_position`]).
//! Input: records `N k` until a record whose N is 0. Output: `Tang` or `Jiang`, the winner.
//! Beyond the judge: any `N >= 1, k >= 1` in `u64`; `k = 0` with `N > 0` is a domain error.
//! The run stops as soon as it reads `N = 0`: the terminator's k (present or not) and anything
//! after it are not read. Without a terminator, the end of input ends the run.
use impartial::bash;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every record `N k` of `input` before the terminator on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            if n == 0 {
                break;
            }
            let k = input.value("k")?;
            if k == 0 {
                return Err(input.domain_error("k >= 1", k));
            }
            output.text(if bash::stone_is_p_position(n, k) {
                "Jiang\n"
            } else {
                "Tang\n"
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu4764",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
