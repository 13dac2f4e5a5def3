//! The registry (`tools/src/registry/`) is the one list of problems: every other place that
//! names them is derived from it (`make registry` rewrites the README's table and Cargo.toml's
//! `[[bin]]` entries) or checked against it here. That the records it generates are valid
//! inputs, in both domains, is the stress tester's test
//! (`tools/src/stress/registry_cases.rs`: every size step, every ending, the checkers too).

mod common;

use impartial_tools::registry::{self, PROBLEMS};
use std::fs;

fn names_in(dir: &str, strip: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(common::root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(strip).map(String::from))
        .collect();
    names.sort();
    names
}

#[test]
fn bin_testdata_and_the_registry_name_the_same_problems() {
    let registered = registry::names();
    assert_eq!(names_in("bin", ".rs"), registered, "bin/ and the registry");
    assert_eq!(
        names_in("testdata", ""),
        registered,
        "testdata/ and the registry"
    );
    let mut unique = registered.clone();
    unique.dedup();
    assert_eq!(unique, registered, "a name registered twice");
}

#[test]
fn generated_files_match_the_registry() {
    for (file, want) in registry::generated_blocks() {
        let text = fs::read_to_string(common::root().join(file)).unwrap();
        assert!(
            text.contains(&want),
            "{} is out of date with the registry: run `make registry`; it should contain\n{}",
            file,
            want
        );
    }
}

#[test]
fn every_problem_has_a_docs_section() {
    let docs = fs::read_to_string(common::root().join("docs/problems.md")).unwrap();
    for problem in PROBLEMS {
        let heading = format!("\n## {}\n", problem.name);
        assert!(
            docs.contains(&heading),
            "docs/problems.md has no section `## {}`",
            problem.name
        );
    }
}
