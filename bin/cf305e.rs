//! Codeforces 305 E — Playing with String.
//!
//! A word on a strip, one letter per cell; a move cuts out of one strip a cell that is the
//! centre of an odd palindrome of length at least 3 in it, leaving three strips; who cannot
//! move loses. A cell can be cut exactly when its two neighbours are equal letters, so the runs
//! of such cells are heaps of Dawson's chess (octal game `0.137`), whose values come from a
//! table of 4000 and the period 34 beyond it ([`impartial::dawsons_chess`]). Input: one token,
//! the word. Output: `Second` if the first player loses, else `First` and the least 1-based
//! position of a winning cut. Beyond the judge's 5000 letters: any length the input holds,
//! in linear time; a token with a byte outside `a`-`z` is refused at that token, no token is
//! a cut-off record, and tokens after the word are not read.
use impartial::dawsons_chess::Values;
use impartial::io::{self, quote, Error};
use std::io::{Read, Write};

/// Answers the word of `input` on `output`.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        const EXPECTED: &str = "a word of lowercase letters";
        let dawson = Values::new();
        let Some(word) = input.token()? else {
            return Err(input.cut_off(EXPECTED));
        };
        if !word.iter().all(u8::is_ascii_lowercase) {
            let found = quote(word);
            return Err(input.domain_error(EXPECTED, found));
        }
        match dawson.winning_cut(word) {
            None => output.text("Second\n")?,
            // As text, not with the writer's digit routine: one answer, and a smaller bundle.
            Some(position) => output.text(&format!("First\n{}\n", position))?,
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "cf305e",
        solve(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
