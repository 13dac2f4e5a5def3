//! Every judge binary, compiled in as a module of its own (`solutions::poj1067::solve`), and
//! [`SOLVERS`], each binary's name with its `solve`. The list is written by `build.rs` from the
//! files in `bin/`, so it never needs editing; a test checks it against the registry.

use impartial::io::Error;
use std::io::{Read, Write};

/// A binary's `solve`, on any byte source and sink.
pub type Solver = fn(&mut dyn Read, &mut dyn Write) -> Result<(), Error>;

include!(concat!(env!("OUT_DIR"), "/solutions.rs"));

/// The `solve` of the binary called `name`.
pub fn solver(name: &str) -> Option<Solver> {
    SOLVERS.iter().find(|(n, _)| *n == name).map(|&(_, s)| s)
}
