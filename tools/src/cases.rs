//! What a folder of cases holds, for the sample runner and the tests alike: `NAME.in` with the
//! expected stdout in `NAME.out`, the layout online-judge-tools (`oj download`, `oj test`) uses.
//!
//! A case with a `NAME.err` must fail: exit status 1, exactly that on stderr, and still `NAME.out`
//! on stdout (the answers before the fault). `oj test` knows no such case, so in `testdata/<p>/`
//! they live in the subfolder [`ERRORS`], where every case has its `.err`; the folder itself
//! holds only pairs, which `oj test` runs as they are.

use std::fs;
use std::path::{Path, PathBuf};

/// The subfolder of the cases that must fail.
pub const ERRORS: &str = "errors";

/// One case, with what it expects read in.
pub struct Case {
    /// `NAME`, or `errors/NAME` for a case in [`ERRORS`].
    pub name: String,
    pub input: PathBuf,
    /// The expected stdout.
    pub stdout: Vec<u8>,
    /// The expected stderr when the run must fail with exit status 1; `None` when it must
    /// succeed with nothing on stderr.
    pub stderr: Option<Vec<u8>>,
}

/// The cases of `dir`, sorted by name, then those of `dir/errors/` if it exists. An `.in` without
/// its `.out`, or a case in `errors/` without its `.err`, is an error.
pub fn find(dir: &Path) -> Result<Vec<Case>, String> {
    let mut cases = cases_in(dir, "", false)?;
    let errors = dir.join(ERRORS);
    if errors.is_dir() {
        cases.extend(cases_in(&errors, &format!("{}/", ERRORS), true)?);
    }
    Ok(cases)
}

fn cases_in(dir: &Path, prefix: &str, must_fail: bool) -> Result<Vec<Case>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    let mut inputs: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    let read = |path: &Path| fs::read(path).map_err(|e| format!("{}: {}", path.display(), e));
    let mut cases = Vec::new();
    for input in inputs {
        let err = input.with_extension("err");
        let stderr = if err.exists() {
            Some(read(&err)?)
        } else if must_fail {
            return Err(format!(
                "{}: a case in {}/ needs its .err",
                err.display(),
                ERRORS
            ));
        } else {
            None
        };
        let name = input.file_stem().unwrap_or_default().to_string_lossy();
        cases.push(Case {
            name: format!("{}{}", prefix, name),
            stdout: read(&input.with_extension("out"))?,
            stderr,
            input,
        });
    }
    Ok(cases)
}
