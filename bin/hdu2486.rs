//! HDU 2486 — A simple stone game (k-multiple dynamic subtraction; also POJ 3922).
//!
//! One pile of n stones; the first move takes 1..n-1 stones, every later one at least one and
//! at most k times what the opponent took last; whoever takes the last stone wins. The first
//! player loses exactly when n is a term of Cao Qinxiang's sequence (`a_i = b_{i-1} + 1`,
//! `b_i = a_i + b_j` for the largest `j` with `k a_j < a_i`), and otherwise the least winning
//! first move is the smallest term of n's greedy sum of terms
//! ([`impartial::dynamic_subtraction::winning_first_take`]). Input: t, then t lines `n k`.
//! Output: `Case i: lose` or `Case i: x`. Beyond the judge: any n in `u64` (`n <= 1` leaves no
//! first move: `lose`) and any `k >= 1`, as long as at most 2^22 terms lie strictly between
//! `k + 1` and n (every n when `k <= 100,000`); a case needing more is a domain error at its k
//! token that names the limit. `k = 0` is a domain error at the k token.
use impartial::dynamic_subtraction;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers the t cases `n k` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        for case in 1..=cases {
            let n = input.value("n")?;
            let k = input.value("k")?;
            if k == 0 {
                return Err(input.domain_error("k >= 1", k));
            }
            let take = dynamic_subtraction::winning_first_take(n, k).map_err(|e| {
                let at = input.last_token();
                Error::Input {
                    line: at.line,
                    column: at.column,
                    message: e.to_string(),
                }
            })?;
            output.text("Case ")?;
            output.number(case)?;
            match take {
                Some(x) => {
                    output.text(": ")?;
                    output.number(x)?;
                    output.byte(b'\n')?;
                }
                None => output.text(": lose\n")?,
            }
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu2486",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
