//! HDU 1850 — Being a Good Boy in Spring Festival (counting Nim's winning moves).
//!
//! Nim on M piles of cards: a move takes any positive number of cards from one pile; whoever
//! takes the last card wins. The answer is the number of winning first moves, a move being a
//! pile and how many cards it takes. By Bouton's theorem each pile has at most one, and it has
//! one exactly when `a ^ x < a` for the xor `x` of all piles
//! ([`impartial::nim::winning_move_count`]); equal piles count once each. Beyond the judge:
//! piles anywhere in `u64` (a pile of 0 never holds a winning move), `M = 1`, any M; one case is
//! held in memory, grown as its piles arrive. Input ends at `M = 0` or at the end of input;
//! nothing after the `0` is read.
use impartial::io::{self, Error};
use impartial::nim;
use std::io::{Read, Write};

/// Answers every case `M a_1 ... a_M` of `input` before `M = 0` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let mut piles: Vec<u64> = Vec::new();
        while let Some(m) = input.value_or_end()? {
            if m == 0 {
                break;
            }
            piles.clear();
            input.values(m, 0, "a pile size", &mut piles)?;
            output.number(nim::winning_move_count(&piles) as u64)?;
            output.byte(b'\n')?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1850",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
