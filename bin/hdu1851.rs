//! HDU 1851 — A Simple Game (a sum of Bash games).
//!
//! n heaps; heap i holds M_i stones and a move takes 1..L_i stones from one heap; whoever takes
//! the last stone wins. The teacher moves first, and the question is whether Agrael, the
//! **second** player, wins. Each heap is a Bash game worth `M mod (L + 1)`
//! ([`impartial::bash::grundy`]), so Agrael wins exactly when the xor of these values is 0
//! (Sprague-Grundy). Input: T, then T cases `n (M L)*n`. Output: `Yes` if Agrael wins, else
//! `No`. Beyond the judge: M and L anywhere in `u64` (`L = u64::MAX` makes `L + 1` pass `u64`:
//! the value is M itself), `L = 0` or `M = 0` is a heap worth 0, `n = 0` gives `Yes`; fewer
//! cases or pairs than announced is a cut-off record; anything after the T-th case is not read.
use impartial::bash;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers the T cases `n (M L)*n` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let cases = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        for _ in 0..cases {
            let mut sum = 0;
            for _ in 0..input.value("n")? {
                let m = input.value("M")?;
                let l = input.value("L")?;
                sum ^= bash::grundy(m, l);
            }
            output.text(if sum == 0 { "Yes\n" } else { "No\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1851",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
