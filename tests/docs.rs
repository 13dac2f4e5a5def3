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
    const TOP: [&str; 8] = [
        "src/",
        "bin/",
        "tools/",
        "lab/",
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
        .filter_map(|line| {
            let heading = line.trim_start_matches('#');
            (heading.len() < line.len() && heading.starts_with(' ')).then_some(heading)
        })
        .map(github_anchor)
        .collect()
}

/// A heading's anchor as GitHub makes it: lower case, spaces to hyphens, and every other
/// character that is not a letter, a digit, `-` or `_` left out (`10^5` becomes `105`).
fn github_anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
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

/// The `--flags` inside backticks in `text` (`--seed S --case I` gives both).
fn backticked_flags(text: &str) -> Vec<&str> {
    let mut flags = Vec::new();
    for code in text.split('`').skip(1).step_by(2) {
        let mut rest = code;
        while let Some(at) = rest.find("--") {
            let after = &rest[at + 2..];
            let len = after
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .unwrap_or(after.len());
            let starts_a_word = at == 0 || rest[..at].ends_with([' ', '[', '(', '\'', '"']);
            let named = after.starts_with(|c: char| c.is_ascii_alphanumeric());
            if named && starts_a_word {
                flags.push(&rest[at..at + 2 + len]);
            }
            rest = &after[len..];
        }
    }
    flags
}

/// Flags of other programs the docs quote: cargo's, rustc's, oj's, the table tools'.
const OTHER_FLAGS: [&str; 16] = [
    "--release",
    "--path",
    "--root",
    "--bin",
    "--no-default-features",
    "--edition",
    "--test",
    "--lib",
    "--judge-command",
    "--verify",
    "--max-s",
    "--plain",
    "--no-cancel",
    "--no-deps",
    "--workspace",
    "--all-targets",
];

/// The `impartial` command's help comes from one option table per subcommand
/// (`impartial_tools::cli`): each option of a table is documented on the subcommand's page,
/// and every option the docs write is one a command has (or another program's).
#[test]
fn the_docs_and_the_commands_option_tables_agree() {
    let mut missing = Vec::new();
    for command in impartial_tools::cli::COMMANDS {
        let page = fs::read_to_string(common::root().join(command.doc))
            .unwrap_or_else(|e| panic!("{}: {}", command.doc, e));
        for opt in command.options {
            if !backticked_flags(&page).contains(&opt.flag) {
                missing.push(format!(
                    "{}: impartial {} {}",
                    command.doc, command.name, opt.flag
                ));
            }
        }
    }
    assert!(missing.is_empty(), "undocumented:\n{}", missing.join("\n"));
    let known = |flag: &str| {
        impartial_tools::cli::COMMANDS
            .iter()
            .any(|c| c.options.iter().any(|o| o.flag == flag))
            || ["--help", "--version", "--measure"].contains(&flag)
            || OTHER_FLAGS.contains(&flag)
    };
    let mut unknown = Vec::new();
    for doc in documents() {
        let text = fs::read_to_string(&doc).unwrap();
        for flag in backticked_flags(&text) {
            if !known(flag) {
                unknown.push(format!("{}: {}", doc.display(), flag));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "no command has:\n{}",
        unknown.join("\n")
    );
}

#[test]
fn flags_are_found_inside_backticks_only() {
    let text =
        "`impartial stress --seed S --case I` or --seconds, `a--b`, `[--beyond]`, `--- WA ---`";
    assert_eq!(backticked_flags(text), ["--seed", "--case", "--beyond"]);
}
