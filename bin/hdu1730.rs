//! HDU 1730 — Northcott Game.
//!
//! A board of n rows and m columns; each row holds one piece of Tom and one of Jerry. A player
//! moves one of his own pieces along its row, either way, to any empty cell without passing the
//! opponent's piece; whoever cannot move loses; Tom moves first. The game is partizan and
//! loopy, yet it is Nim on the gaps between the two pieces of each row: a retreat is answered by
//! following it ([`impartial::northcott`]). Tom wins exactly when the xor of `|T - J| - 1` over
//! the rows is non-zero. Output: `I WIN!` or `BAD LUCK!`. Beyond the judge: m and the columns
//! anywhere in `u64`, any n (rows are folded as they are read, none is kept); `n = 0` gives
//! `BAD LUCK!`. A column of 0 or above m is reported at its token, and a row with both pieces on
//! one cell at Jerry's. Cases run to the end of input, separated by any whitespace.
use impartial::io::{self, Error, Reader};
use impartial::northcott;
use std::io::{Read, Write};

/// Reads a piece's column, which must lie on the board `1..=m`.
fn column<R: Read>(input: &mut Reader<R>, m: u64, whose: &str) -> Result<u64, Error> {
    let cell = input.value(whose)?;
    if cell == 0 || cell > m {
        return Err(input.domain_error(format_args!("{} from 1 to {}", whose, m), cell));
    }
    Ok(cell)
}

/// Answers every case `n m T_1 J_1 ... T_n J_n` of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        while let Some(n) = input.value_or_end()? {
            let m = input.value("m")?;
            let mut sum = 0;
            for _ in 0..n {
                let tom = column(input, m, "Tom's column")?;
                let jerry = column(input, m, "Jerry's column")?;
                match northcott::gap(tom, jerry) {
                    Some(gap) => sum ^= gap,
                    None => {
                        let expected = format!("Jerry's column other than Tom's {}", tom);
                        return Err(input.domain_error(expected, jerry));
                    }
                }
            }
            output.text(if sum != 0 { "I WIN!\n" } else { "BAD LUCK!\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1730",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
