//! HDU 2147 — kiki's game (the king's walk to a corner).
//!
//! A coin starts in the top-right cell of an `n x m` board; a move takes it one cell left, one
//! cell down, or one cell diagonally down-left; who cannot move (the coin in the bottom-left
//! cell) loses; kiki moves first. The coin is `n - 1` steps up and `m - 1` to the right of the
//! corner, and the player to move loses exactly when both distances are even
//! ([`impartial::king_walk::is_p_position`]): kiki loses exactly when `n` and `m` are both odd.
//! Input: records `n m` until `0 0` (or the end of input). Output: `Wonderful!` if kiki wins,
//! else `What a pity!`. Beyond the judge: any `n, m` in `u64`. A record with exactly one zero is
//! no board, an error at the zero; nothing after `0 0` is read.
use impartial::io::{self, Error};
use impartial::king_walk;
use std::io::{Read, Write};

/// Answers every record `n m` of `input` before `0 0` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            let n_token = input.last_token();
            let m = input.value("m")?;
            match (n, m) {
                (0, 0) => break,
                (0, _) => return Err(n_token.error("n >= 1 (only 0 0 ends the input)", n)),
                (_, 0) => return Err(input.domain_error("m >= 1 (only 0 0 ends the input)", m)),
                _ => {}
            }
            output.text(if king_walk::is_p_position(n - 1, m - 1) {
                "What a pity!\n"
            } else {
                "Wonderful!\n"
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu2147",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
