//! The bundler's parts on fixtures, beside the bundler: the lexer and stripping in `syntax`,
//! tree shaking in `shaking`, whole fixture projects (nested module files, both tiers,
//! LeetCode's solution file) in `fixtures`. What it makes of the project's own binaries is
//! tested as a judge would use it, in the project's `tests/bundle.rs`.

use impartial_tools::bundle as bundler;
use std::fs;
use std::path::PathBuf;

pub use bundler::rustc::{code_text, compile, EDITIONS};

#[path = "bundler/fixtures.rs"]
mod fixtures;
#[path = "bundler/shaking.rs"]
mod shaking;
#[path = "bundler/syntax.rs"]
mod syntax;

/// A fresh folder under the test target's scratch space.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}
