//! # impartial
//!
//! Exact, std-only solutions of impartial combinatorial games for online judges: who wins, and
//! the winning moves. Each game has its own module stating its rules, the theorem that solves it
//! and a proof sketch; every closed form is tested against a brute-force search over the real
//! move rules ([`grundy::grundy_by_search`]). There is no floating point anywhere: answers are
//! exact for every `u64` input where the game is defined.
//!
//! One word for one idea in every module: `is_p_position` says whether the player to move loses
//! (a P-position; a game with several positions in one module prefixes it, as in
//! `bash::stone_is_p_position`), `grundy` gives a Grundy value, `winning_moves` gives every
//! winning move as an iterator in a stated order, each move as the position (or the pile, or
//! the cell) it leaves, and a game whose winning move is unique gives it as an `Option`
//! (`winning_move`, `winning_take`). A library error implements `Display` (its message as the
//! judge binaries print it) and `std::error::Error`. Where a fast path has a plain twin, the twin
//! is the core tier's (`core_tier`, `CoreTable`): what a submission carries.
//!
//! The judge programs live in `bin/`; each is a thin `solve(input, output)` over [`io`]. A judge
//! takes one source file, so `make bundle` writes `submit/<problem>.rs` with the modules that
//! problem uses inlined as `mod impartial { ... }`.
//!
//! `unsafe` lives only in the accelerated I/O tier (`io::fast`, the `fast` feature): without the
//! feature the compiler refuses any `unsafe` at all, and with it every `unsafe` block must say
//! why it is sound in a `// SAFETY:` comment, which `make lint` (clippy) checks.

#![cfg_attr(not(feature = "fast"), forbid(unsafe_code))]
#![cfg_attr(feature = "fast", warn(clippy::undocumented_unsafe_blocks))]

pub mod factor;
pub mod io;
pub mod num;

pub mod graph;
pub mod grundy;

pub mod bash;
pub mod berzerk;
pub mod calendar;
pub mod candy_piles;
pub mod chessmen;
pub mod combat;
pub mod crosses;
pub mod cutting;
pub mod cyclic;
pub mod dawsons_chess;
pub mod deletions;
pub mod dividing;
pub mod dynamic_subtraction;
pub mod e_and_d;
pub mod euclid;
pub mod every_sg;
pub mod fibonacci;
pub mod generalized_subtraction;
pub mod geography;
pub mod hackenbush;
pub mod kayles;
pub mod king_walk;
pub mod misere;
pub mod misere_hackenbush;
pub mod mock_turtles;
pub mod multiplication;
pub mod nim;
pub mod nimber;
pub mod northcott;
pub mod nullify;
pub mod octal;
pub mod paint_chain;
pub mod powers;
pub mod splitting;
pub mod staircase;
pub mod stone_box;
pub mod stoned;
pub mod strange_nim;
pub mod subtraction;
pub mod thanos_nim;
pub mod tree_game;
pub mod wythoff;
