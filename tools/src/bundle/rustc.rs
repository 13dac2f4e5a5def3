//! A bundle as a judge builds it: compiled alone with plain `rustc` on each edition judges use,
//! warnings as errors. The bundle tests (the problems' bundles in `tests/bundle.rs`, the
//! bundler's fixtures in `tools/tests/bundler.rs`) build through it, and compare sources by
//! their code alone ([`code_text`]).

use super::{tokenize, Kind};
use std::path::Path;
use std::process::Command;

/// The editions every bundle must compile on: the oldest a judge still offers, the one the
/// library is written in, the newest.
pub const EDITIONS: [&str; 3] = ["2018", "2021", "2024"];

/// Compiles `source` (a file) to `program` with `rustc --edition <edition> -D warnings` and
/// `flags`; the failure, with rustc's message, if any.
pub fn compile(source: &Path, program: &Path, edition: &str, flags: &[&str]) -> Result<(), String> {
    let compiled = Command::new("rustc")
        .args(flags)
        .args([
            "--edition",
            edition,
            "-D",
            "warnings",
            "--crate-name",
            "bundle",
            "-o",
        ])
        .arg(program)
        .arg(source)
        .output()
        .map_err(|e| format!("rustc cannot run: {}", e))?;
    match compiled.status.success() {
        true => Ok(()),
        false => Err(format!(
            "{} (edition {}, {:?}): rustc failed:\n{}",
            source.display(),
            edition,
            flags,
            String::from_utf8_lossy(&compiled.stderr)
        )),
    }
}

/// The code tokens of `source` joined without spaces: what it does, whatever its layout and
/// comments (a source the lexer refuses gives its text unchanged).
///
/// ```
/// use impartial_tools::bundle::rustc::code_text;
/// assert_eq!(code_text("fn  main() { // hi\n}"), "fnmain(){}");
/// ```
pub fn code_text(source: &str) -> String {
    match tokenize(source) {
        Ok(tokens) => tokens
            .iter()
            .filter(|t| !matches!(t.kind, Kind::Whitespace | Kind::Comment | Kind::DocComment))
            .map(|t| t.text.as_str())
            .collect(),
        Err(_) => source.to_string(),
    }
}
