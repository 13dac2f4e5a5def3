//! The I/O floor of `yosupo_nim_product_64`, for `make bench`: the solution's reading and writing
//! with the product left out. It reads `T`, then `T` pairs `A B`, and writes `A ^ B`, one per
//! line, through the same [`impartial::io::Reader`] and [`impartial::io::Writer`] calls as
//! `bin/yosupo_nim_product_64.rs` (same tier, same build profile). No program of that rule can
//! beat it by better I/O, so the solution's time over this one's is the cost of the products
//! alone, plus one: the issue asks for at most 1.5.
//!
//! ```text
//! io-floor < pairs.in > /dev/null
//! ```
use impartial::io::{self, Error};
use std::io::{Read, Write};

fn xor_pairs<R: Read, W: Write>(input: R, output: W) -> Result<(), Error> {
    io::run(input, output, |input, output| {
        let pairs = match input.value_or_end()? {
            Some(t) => t,
            None => return Ok(()),
        };
        for _ in 0..pairs {
            let a = input.value("A")?;
            let b = input.value("B")?;
            output.number(a ^ b)?;
            output.byte(b'\n')?;
        }
        Ok(())
    })
}

fn main() {
    io::exit_on_error(
        "io-floor",
        xor_pairs(std::io::stdin().lock(), std::io::stdout().lock()),
    );
}
