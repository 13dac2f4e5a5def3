//! hdu1846: not yet written.

use impartial::io::{self, Error};
use std::io::{Read, Write};

/// Not yet written: answers nothing.
pub fn solve<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |_, _| Ok(()))
}

fn main() {
    io::exit_on_error("hdu1846", solve(std::io::stdin().lock(), std::io::stdout().lock()));
}
