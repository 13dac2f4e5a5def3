//! The benchmark behind `impartial bench` (`make bench`): throughput and peak memory of the
//! I/O-bound solutions on large inputs ([`crate::bench_data`]), run round by round beside the
//! bundled submissions, scanf/printf programs and hand-tuned ones.
//!
//! - [`programs`]: building the programs and timing one run of one;
//! - [`stats`]: the paired statistics over the rounds;
//! - [`table`]: the table's rows;
//! - [`goals`]: each issue's goal said as met or missed;
//! - [`lab`]: the lab's rows, the sparse-space engine on issue 26's three computations.

pub mod goals;
pub mod lab;
pub mod programs;
pub mod stats;
pub mod table;
