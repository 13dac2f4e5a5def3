//! The registry (`tools/src/registry.rs`) is the one list of problems: every other place that
//! names them is derived from it (`make registry` rewrites the README's table and Cargo.toml's
//! `[[bin]]` entries) or checked against it here.

mod common;

use impartial_tools::gen::{Domain, Gen, Rng};
use impartial_tools::registry::{self, PROBLEMS};
use impartial_tools::solutions::solver;
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

/// Records drawn for the judge's domain and for the extended one are inputs the contract
/// accepts: the project's own solution answers them without an error.
#[test]
fn generated_inputs_are_valid_in_both_domains() {
    for problem in PROBLEMS {
        let solve = solver(problem.name).expect("a registered problem has a binary");
        let traps = (problem.traps)();
        for (seed, domain) in (0..40).flat_map(|s| [(s, Domain::Judge), (s, Domain::Beyond)]) {
            let mut rng = Rng::new(seed);
            let mut gen = Gen::new(&mut rng, domain, 1 + seed * 2, &traps);
            let count = match problem.framing {
                registry::Framing::Single | registry::Framing::Grid => 1,
                _ => 1 + seed % 5,
            };
            let records: Vec<Vec<u64>> = (0..count).map(|_| (problem.record)(&mut gen)).collect();
            let input = problem.render(&records);
            let mut out = Vec::new();
            if let Err(e) = solve(&mut input.as_bytes(), &mut out) {
                panic!(
                    "{} ({:?}): {} on generated input\n{}",
                    problem.name, domain, e, input
                );
            }
        }
    }
}
