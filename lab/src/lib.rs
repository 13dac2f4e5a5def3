//! Take-and-break games: heaps of tokens, where a move removes some tokens from one heap and may
//! split what is left into several heaps, named by CGSuite's codes ([`Code`]): octal games
//! (Kayles `0.77`, Dawson's Kayles `0.07`), hexadecimal ones (`0.3F`), splits without removal
//! (Grundy's game `4!.0`, Lasker's Nim `4.[3]`) and subtraction games (`sub:1,3,4`,
//! `allbut:2,3,7`).
//!
//! - [`code`]: the codes, read and written.
//! - [`rules`]: a heap game given by its moves ([`HeapRules`], also for games of one's own) and
//!   the plain mex over every option, the brute force.
//! - [`sparse`]: the fast engine, the sparse-space method, exact for every code.
//! - [`store`]: values in one, two or four bytes each.
//! - [`pattern`]: periods and saltus seen in a table, and the theorems that prove them.
//!
//! - [`periodicity`] and [`all_but`]: the theorems that turn a table into a proof.
//!
//! The engine of the game lab (`tools/src/lab/`, `impartial lab`) and of `make octal-table`
//! (POJ 3537's table, checked against `src/crosses.rs`). It is a crate of its own, beside the
//! judge library `impartial` and not in it: no judge binary runs it, so `make bundle` never
//! sees it. It uses the judge library for what the two share (`impartial::grundy::mex`), std
//! and nothing else.
//!
//! `unsafe` lives only in the accelerated heap step (`sparse/fast.rs`, the `fast` feature, on by
//! default): without the feature the compiler refuses any `unsafe` at all, and with it every
//! `unsafe` block must say why it is sound in a `// SAFETY:` comment (`make lint`).

#![cfg_attr(not(feature = "fast"), forbid(unsafe_code))]
#![cfg_attr(feature = "fast", warn(clippy::undocumented_unsafe_blocks))]

pub mod all_but;
pub mod code;
pub mod pattern;
pub mod periodicity;
pub mod rules;
pub mod sparse;
pub mod store;

pub use code::{Code, CodeError, Digit};
pub use pattern::Pattern;
pub use rules::{grundy_values, HeapRules, NotSmaller};
pub use sparse::{Stats, Table};
pub use store::{Packed, Store, StoredValue, Values};
