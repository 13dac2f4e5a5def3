//! The stress tester behind `impartial stress`: random inputs in a problem's exact judge format,
//! a candidate program and a trusted reference run on each, the outputs compared, and the first
//! failing input shrunk and saved.
//!
//! - [`driver`]: the engine ([`driver::search`], [`driver::explain`]) on any cases, shape and
//!   pair of [`Program`]s; it prints nothing.
//! - [`program`]: what runs: a user's [`ExternalProgram`] (the candidate, or a brute force as the
//!   reference), one of the project's solutions [`InProcess`] (the default reference), or a
//!   function.
//! - [`registry_cases`]: a registry problem's cases ([`registry_cases::RegistryCases`]), from
//!   its record generator and trap pool, in the judge's bounds or beyond them.
//! - [`sources`]: the cases of a problem no registry entry knows: drawn from a spec
//!   ([`crate::format`]) or printed by the user's generator.
//! - [`shrink`]: the shrinker, generic over the input's [`crate::input::Shape`].
//! - [`report`]: the failure saved as `hack-NNN.in/.out`, and the outputs side by side.
//!
//! Judging is the runner's ([`crate::verdict`]): AC, WA (bytes, or the problem's checker), RE,
//! TLE; stderr is ignored, as judges do.

pub mod driver;
pub mod program;
pub mod registry_cases;
pub mod report;
pub mod shrink;
pub mod sources;

pub use driver::{explain, search, Explained, Failure, Plan, Search, Setup};
pub use program::{ExternalChecker, ExternalProgram, InProcess, Program};
