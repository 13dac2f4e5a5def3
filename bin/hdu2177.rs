//! HDU 2177 — 取(2堆)石子游戏 (Wythoff's game with the winning moves).
//!
//! Wythoff's game: two piles; a move takes any positive number from one pile or the same
//! positive number from both; whoever takes the last stone wins. The P-positions are the pairs
//! `(a_k, a_k + k)`, `a_k = floor(k phi)`; from any other position each kind of move has at most
//! one winning move ([`impartial::wythoff::winning_moves`]). Input: records `a b` until `0 0`.
//! Output: `0` if the first player loses; else `1`, then the position each winning move leaves,
//! `x y` with `x <= y`: first taking from both piles, then the one-pile moves in increasing order
//! of the position they leave (reducing the larger pile is not listed when the piles are equal:
//! it mirrors reducing the smaller one); the same position reached by two kinds of move is
//! listed twice. Beyond the judge: all of `u64`, either order. Only `0 0` terminates (`0 5` is a
//! position); anything after it is not read; without it, the end of input ends the run.
use impartial::io::{self, Error};
use impartial::wythoff;
use std::io::{Read, Write};

/// Answers every record `a b` of `input` before `0 0` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(a) = input.value_or_end()? {
            let b = input.value("b")?;
            if a == 0 && b == 0 {
                break;
            }
            if wythoff::is_p_position(a, b) {
                output.text("0\n")?;
                continue;
            }
            output.text("1\n")?;
            for (x, y) in wythoff::winning_moves(a, b) {
                output.number(x)?;
                output.byte(b' ')?;
                output.number(y)?;
                output.byte(b'\n')?;
            }
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu2177",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
