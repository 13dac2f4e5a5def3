//! The README and `docs/` name files, folders and sections of this repository; each one named
//! must exist, so the map cannot drift from the territory. Checked: relative Markdown links
//! (with their `#anchor` when it points into `docs/problems.md`) and backticked paths that start
//! at a top-level folder of the repository (`src/io/reader.rs`, `tools/src/registry/mod.rs`).
//! Paths with a placeholder (`bin/<name>.rs`) or a glob, and generated folders (`submit/`,
//! `target/`, `bench-data/`, `stress/`), are not checked.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

/// The Markdown files of the map: the README and everything in `docs/`.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![common::root().join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(common::root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The targets of the `[text](target)` links in `text`.
fn links(text: &str) -> Vec<&str> {
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            rest.find(')').map(|end| &rest[..end])
        })
        .collect()
}

/// The backticked words of `text` that look like repository paths.
fn backticked_paths(text: &str) -> Vec<&str> {
    const TOP: [&str; 7] = [
        "src/",
        "bin/",
        "tools/",
        "tests/",
        "testdata/",
        "docs/",
        ".ci/",
    ];
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|word| TOP.iter().any(|top| word.starts_with(top)))
        .filter(|word| !word.contains(['<', '>', '*', '{', ' ', '$']))
        .collect()
}

/// The `## name` headings of a Markdown file, as anchors.
fn anchors(file: &Path) -> Vec<String> {
    fs::read_to_string(file)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.strip_prefix("## "))
        .map(|heading| heading.trim().to_lowercase().replace(' ', "-"))
        .collect()
}

#[test]
fn every_path_and_link_in_the_docs_exists() {
    let mut missing = Vec::new();
    for doc in documents() {
        let text = fs::read_to_string(&doc).unwrap();
        let here = doc.parent().unwrap();
        for target in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
            let file = if path.is_empty() {
                doc.clone()
            } else {
                here.join(path)
            };
            if !file.exists() {
                missing.push(format!("{}: link to {}", doc.display(), target));
            } else if !anchor.is_empty()
                && file.extension().is_some_and(|e| e == "md")
                && !anchors(&file).iter().any(|a| a == anchor)
            {
                missing.push(format!("{}: no section for #{}", doc.display(), anchor));
            }
        }
        for path in backticked_paths(&text) {
            if !common::root().join(path.trim_end_matches('/')).exists() {
                missing.push(format!("{}: `{}`", doc.display(), path));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "named but not there:\n{}",
        missing.join("\n")
    );
}

/// The checker itself must see what it claims to: a link, an anchor and a path.
#[test]
fn the_checker_finds_links_and_paths() {
    let text = "see [x](docs/a.md#b) and `src/lib.rs`, not `bin/<name>.rs` or [y](https://z)";
    assert_eq!(links(text), ["docs/a.md#b", "https://z"]);
    assert_eq!(backticked_paths(text), ["src/lib.rs"]);
}
