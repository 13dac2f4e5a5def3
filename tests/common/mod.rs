//! What the integration tests share: every judge binary's source as a module, one list of them,
//! the list of binaries in `bin/` to check it against, and the cases of each binary's testdata.

#![allow(dead_code)]

use std::path::Path;

#[path = "../../tools/cases.rs"]
pub mod case_files;

pub use case_files::Case;

/// Calls `$callback!(name = "path", ...)` with every judge binary and its source, relative to this
/// folder: the one list the tests iterate.
macro_rules! with_binaries {
    ($callback:ident) => {
        $callback!(
            hdu1847 = "../../bin/hdu1847.rs",
            hdu2149 = "../../bin/hdu2149.rs",
            poj1067 = "../../bin/poj1067.rs",
            poj1704 = "../../bin/poj1704.rs",
            hdu2516 = "../../bin/hdu2516.rs",
            hdu1846 = "../../bin/hdu1846.rs",
            hdu4764 = "../../bin/hdu4764.rs",
            cf317d = "../../bin/cf317d.rs",
            nowcoder116g = "../../bin/nowcoder116g.rs",
            poj2348 = "../../bin/poj2348.rs",
            hdu1848 = "../../bin/hdu1848.rs",
            poj2484 = "../../bin/poj2484.rs",
            hdu2176 = "../../bin/hdu2176.rs",
            hdu2177 = "../../bin/hdu2177.rs",
            hdu1536 = "../../bin/hdu1536.rs",
            leetcode292 = "../../bin/leetcode292.rs",
        );
    };
}

/// Declares each binary's source as a module (`common::poj1067::solve`); their `main`s go unused.
macro_rules! binary_modules {
    ($($name:ident = $path:literal),* $(,)?) => {
        $(
            #[path = $path]
            pub mod $name;
        )*
    };
}

with_binaries!(binary_modules);

/// The judge binaries in `bin/`, sorted: what the tests' lists must cover.
pub fn binaries() -> Vec<String> {
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("bin");
    let mut names: Vec<String> = std::fs::read_dir(bin)
        .expect("bin/ is readable")
        .map(|entry| {
            let path = entry.expect("bin/ entry").path();
            path.file_stem().unwrap().to_string_lossy().into_owned()
        })
        .collect();
    names.sort();
    names
}

/// Panics unless `listed` names exactly the binaries in `bin/`.
pub fn assert_covers_every_binary(listed: &[&str], what: &str) {
    let mut listed: Vec<String> = listed.iter().map(|n| n.to_string()).collect();
    listed.sort();
    assert_eq!(binaries(), listed, "bin/ and {} disagree", what);
}

/// Every case of `testdata/<problem>/`: the folder's `NAME.in/NAME.out` pairs, then the cases
/// in its `errors/` subfolder, which must fail (found as the sample runner finds them).
pub fn cases(problem: &str) -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata")
        .join(problem);
    let cases = case_files::find(&dir).unwrap_or_else(|e| panic!("{}", e));
    assert!(!cases.is_empty(), "{}: no cases", dir.display());
    cases
}
