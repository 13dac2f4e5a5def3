//! HDU 2176 — 取(m堆)石子游戏 (Nim with every winning move).
//!
//! Nim on m piles: a move takes any positive number of stones from one pile; whoever takes the
//! last stone wins. By Bouton's theorem the first player loses exactly when the xor `x` of the
//! piles is 0; otherwise the winning moves are exactly the piles `a` with `a ^ x < a`, each
//! reduced to `b = a ^ x` ([`impartial::nim`]). Output: `No`, or `Yes` and one line `a b` per
//! winning pile in input order. Beyond the judge: pile sizes anywhere in `u64`, zero piles, any
//! m; one case is held in memory, grown as its piles arrive (a huge m that the input does not
//! back with piles ends as a cut-off case, not as a failed allocation). Input ends at `m = 0` or
//! at the end of input; nothing after the `0` is read.
use impartial::io::{self, Error};
use impartial::nim;
use std::io::{Read, Write};

/// Answers every case `m a_1 ... a_m` of `input` before `m = 0` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let mut piles: Vec<u64> = Vec::new();
        while let Some(m) = input.value_or_end()? {
            if m == 0 {
                break;
            }
            piles.clear();
            input.values(m, 0, "a pile size", &mut piles)?;
            let sum = nim::nim_sum(&piles);
            if sum == 0 {
                output.text("No\n")?;
                continue;
            }
            output.text("Yes\n")?;
            output.pair_lines(nim::WinningMoves::new(&piles, sum))?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu2176",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
