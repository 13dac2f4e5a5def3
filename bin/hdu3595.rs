//! HDU 3595 — GG and MM (Every-SG over Euclid's game).
//!
//! N games of two piles each, played at once: on every turn the player to move must move in
//! every unfinished game, where a move takes `k * x` stones (`k >= 1`) from one pile, `x` being
//! the size of the other; a game with an empty pile is finished; the player who cannot move
//! loses; MM moves first. By the Every-SG theorem MM wins exactly when the largest step over the
//! games is odd ([`impartial::every_sg`]; the step of a Euclid game follows its divisions,
//! [`impartial::every_sg::euclid_step`]). This is not a sum of games: no xor is taken. Output:
//! `MM` or `GG`. Beyond the judge: piles anywhere in `u64`, in either order; a game with a pile
//! of 0 is finished and changes nothing; a session with no unfinished game (including `N = 0`,
//! which is a case, not an end) gives `GG`. Games are folded as they are read, none is kept.
//! Cases run to the end of input.
use impartial::every_sg;
use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Answers every case `N p_1 q_1 ... p_N q_N` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            let mut longest = 0;
            for _ in 0..n {
                let p = input.value("p")?;
                let q = input.value("q")?;
                longest = longest.max(every_sg::euclid_step(p, q));
            }
            output.text(match every_sg::is_p_position([longest]) {
                true => "GG\n",
                false => "MM\n",
            })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu3595",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
