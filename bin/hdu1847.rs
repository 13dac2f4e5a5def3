//! HDU 1847 — Good Luck in CET-4 Everybody! (a subtraction game with powers of two).
//!
//! There are n cards; Kiki and Cici alternately take a power of two (1, 2, 4, 8, ...) of them;
//! whoever takes the last card wins; Kiki moves first. The powers of two include 1 and 2 and no
//! multiple of 3, so the P-positions are exactly the multiples of 3
//! ([`impartial::bash::period_of_multiples`]): from a multiple of 3 every take leaves a
//! non-multiple, and from `n ≢ 0` taking `n mod 3` leaves a multiple. Kiki loses iff
//! `n ≡ 0 (mod 3)`. Beyond the judge: any `n` in `u64`; `n = 0` -> `Cici`.
use impartial::bash;
use impartial::io::{self, Error, Short};
use std::io::{Read, Write};

/// Answers every `n` of `input` on `output` (`Kiki` if the first player wins, else `Cici`).
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        // Indexed by "Kiki loses": a table, not a branch the data would make unpredictable.
        const ANSWER: [Short; 2] = [Short::new("Kiki\n"), Short::new("Cici\n")];
        input.answer_records(["n"], output, |[n]| {
            ANSWER[usize::from(bash::powers_of_two_is_p_position(n))]
        })
    })
}

fn main() {
    io::exit_on_error(
        "hdu1847",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
