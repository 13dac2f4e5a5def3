//! What the tools share: the list of judge problems (the stems of `bin/*.rs`) and the choice of
//! all of them or the one named on the command line.

use std::fs;
use std::path::Path;

/// The problem names: the stems of `bin/*.rs`, sorted.
pub fn problems(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("bin");
    let entries = fs::read_dir(&dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    let mut names: Vec<String> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    Ok(names)
}

/// Every problem when `args` is empty, else the one it names; `tool` words the usage line.
pub fn select(root: &Path, args: &[String], tool: &str) -> Result<Vec<String>, String> {
    let known = problems(root)?;
    match args {
        [] => Ok(known),
        [name] if known.contains(name) => Ok(vec![name.clone()]),
        [name] => Err(format!(
            "unknown problem {:?}; known problems: {}",
            name,
            known.join(" ")
        )),
        _ => Err(format!("usage: {} [PROBLEM]", tool)),
    }
}
