//! # impartial
//!
//! Exact, std-only solutions of impartial combinatorial games for online judges: who wins, and
//! the winning moves. Each game has its own module stating its rules, the theorem that solves it
//! and a proof sketch; every closed form is tested against a brute-force search over the real
//! move rules ([`grundy::search`]). There is no floating point anywhere: answers are exact for
//! every `u64` input where the game is defined.
//!
//! The judge programs live in `bin/`; each is a thin `solve(input, output)` over [`io`]. A judge
//! takes one source file, so `make bundle` writes `submit/<problem>.rs` with the modules that
//! problem uses inlined as `mod impartial { ... }`.

pub mod io;
pub mod num;

pub mod graph;
pub mod grundy;

pub mod bash;
pub mod chessmen;
pub mod cyclic;
pub mod euclid;
pub mod every_sg;
pub mod fibonacci;
pub mod hackenbush;
pub mod king_walk;
pub mod misere;
pub mod multiplication;
pub mod nim;
pub mod nimber;
pub mod northcott;
pub mod powers;
pub mod splitting;
pub mod stone_box;
pub mod subtraction;
pub mod wythoff;
