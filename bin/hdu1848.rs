//! HDU 1848 — Fibonacci again and again (the Fibonacci subtraction game).
//!
//! Three piles; a move takes a Fibonacci number (1, 2, 3, 5, 8, ...) of stones from one pile;
//! whoever takes the last stone wins. By Sprague-Grundy the first player wins exactly when the
//! xor of the three piles' Grundy values is non-zero; the values are those of the subtraction
//! game over the Fibonacci numbers, tabulated at run time only as far as the largest pile read so
//! far ([`impartial::subtraction::SubtractionTable`]), and each answer is written as its record
//! is read. Beyond the judge: piles from 0 (an empty pile) to 10^6; a larger pile is a domain error
//! at its token. Input ends at `0 0 0` (a record such as `0 0 5` is an ordinary position) or at
//! the end of input; nothing after `0 0 0` is read.
use impartial::fibonacci::FIBONACCI;
use impartial::io::{self, Error, Reader};
use impartial::subtraction::SubtractionTable;
use std::io::{Read, Write};

/// The largest pile the contract accepts.
const MAX_PILE: u64 = 1_000_000;

/// Checks the pile just read against the bound, blaming its token.
fn checked<R: Read>(input: &mut Reader<R>, pile: u64) -> Result<u64, Error> {
    if pile > MAX_PILE {
        return Err(input.domain_error("a pile of at most 1000000", pile));
    }
    Ok(pile)
}

/// Answers every record `m n p` of `input` before `0 0 0` on `output` (`Fibo` if the first
/// player wins, else `Nacci`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let mut table = SubtractionTable::new(&FIBONACCI);
        while let Some(m) = input.value_or_end()? {
            let m = checked(input, m)?;
            let n = input.value("n")?;
            let n = checked(input, n)?;
            let p = input.value("p")?;
            let p = checked(input, p)?;
            if (m, n, p) == (0, 0, 0) {
                break;
            }
            let mut sum = 0;
            for stones in [m, n, p] {
                // At most MAX_PILE: the table stays within 4 MB.
                sum ^= table.grundy(stones as usize);
            }
            output.text(if sum != 0 { "Fibo\n" } else { "Nacci\n" })?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "hdu1848",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
