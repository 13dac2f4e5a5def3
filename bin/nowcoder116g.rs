//! nowcoder 116G — chess (XJU May contest): Wythoff's game as a queen walking to a corner.
//!
//! A queen moves south, west or southwest any number of cells; whoever moves it into the
//! southwest corner wins; Xiao Ren moves first. With `a` and `b` the distances to the west and
//! south edges, a move lowers one of them or both by the same amount: Wythoff's game, lost for
//! the player to move exactly on the pairs `(floor(k phi), floor(k phi^2))`
//! ([`impartial::wythoff::is_p_position`]). Input: records `a b` to end of input. Output:
//! `Lao Wang` if the first mover loses, else `Xiao Ren`. Beyond the judge: all of `u64`;
//! `0 0` (already in the corner) -> `Lao Wang`.
use impartial::io::{self, Error};
use impartial::wythoff;
use std::io::{Read, Write};

/// Answers every record `a b` of `input` on `output` (the winner's name).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(a) = input.value_or_end()? {
            let b = input.value("b")?;
            let lost = wythoff::is_p_position(a, b);
            output.text(if lost { "Lao Wang\n" } else { "Xiao Ren\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "nowcoder116g",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
