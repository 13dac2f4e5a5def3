//! What the integration tests share: the project root and each problem's testdata cases. The
//! list of problems is the registry's (`impartial_tools::registry`), and each binary's `solve`
//! is compiled into `impartial_tools::solutions`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub use impartial_tools::cases::{self as case_files, Case};

/// The project root (where `Cargo.toml`, `bin/` and `testdata/` are).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every case of `testdata/<problem>/`: the folder's `NAME.in/NAME.out` pairs, then the cases
/// in its `errors/` subfolder, which must fail (found as the sample runner finds them).
pub fn cases(problem: &str) -> Vec<Case> {
    let dir = root().join("testdata").join(problem);
    let cases = case_files::find(&dir).unwrap_or_else(|e| panic!("{}", e));
    assert!(!cases.is_empty(), "{}: no cases", dir.display());
    cases
}

/// The built judge binary `name` (tests get `target/<profile>/<name>` built by cargo beside
/// them: their own executable is in `target/<profile>/deps/`).
pub fn binary(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    let profile = exe
        .parent()
        .and_then(Path::parent)
        .expect("target/<profile>/deps/");
    profile.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX))
}
