//! The bundles `make bundle` writes are what a user pastes into a judge, so they are tested as a
//! judge would use them. For both tiers and every binary: the bundle fits its tier's limit
//! (16 KiB for the core tier, 64 KiB for the accelerated one), the core tier has no `unsafe` and
//! no `std::arch`, neither has test code, and it compiles warning-free with plain `rustc` on
//! editions 2018, 2021 and 2024 (`-O` on 2021 as judges build; opt-level 0 on the others, which
//! also turns overflow checks on), each build passing every `testdata/<bin>/` case byte for byte,
//! stdout, stderr and exit status (the cases in `errors/` must fail with their `.err` line). The
//! unformatted bundle (a machine without rustfmt) is checked too. The bundler's own parts are
//! tested on fixtures beside it, in the tools package (`tools/tests/bundler.rs`).

mod common;

use impartial_tools::bundle as bundler;

use bundler::rustc::{code_text, compile, EDITIONS};
use bundler::Tier;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh folder under the test target's scratch space.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `work` on every job with two threads (the machines this runs on have two cores, and
/// each job is a rustc run at a time); returns the failures, in job order.
fn in_parallel<J: Sync>(jobs: &[J], work: impl Fn(&J) -> Vec<String> + Sync) -> Vec<String> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                let failures = work(job);
                results.lock().unwrap().push((i, failures));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    results.into_iter().flat_map(|r| r.1).collect()
}

/// Runs a compiled program on every case of problem `name`; returns the failures.
fn run_cases(name: &str, program: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    let interactive = impartial_tools::registry::problem(name).and_then(|p| p.interactive);
    for case in common::cases(name) {
        let what = format!("{} on {}", program.display(), case.input.display());
        if let (Some(interactive), None) = (interactive, &case.stderr) {
            // An instance: the bundle plays it against the judge and must win.
            let text = fs::read_to_string(&case.input).unwrap();
            let record = impartial_tools::interactive::instance_numbers(&text).unwrap();
            let mut referee = (interactive.judge)(&record, 1).unwrap();
            let argv = [program.as_os_str().to_owned()];
            let limit = std::time::Duration::from_secs(30);
            match impartial_tools::interactive::program::play(&mut *referee, &argv, limit) {
                Ok(game) if game.verdict == impartial_tools::verdict::Verdict::Ac => {}
                Ok(game) => {
                    failures.push(format!("{}: {} {}", what, game.verdict.name(), game.detail))
                }
                Err(e) => failures.push(format!("{}: {}", what, e)),
            }
            continue;
        }
        let run = Command::new(program)
            .stdin(Stdio::from(File::open(&case.input).unwrap()))
            .output()
            .expect("the bundle runs");
        let want_code = if case.stderr.is_some() { 1 } else { 0 };
        let want_err = case.stderr.unwrap_or_default();
        let checks = [
            ("stdout", &case.stdout, &run.stdout),
            ("stderr", &want_err, &run.stderr),
        ];
        for (stream, want, got) in checks.iter().filter(|c| c.1 != c.2) {
            failures.push(format!(
                "{}: {}\n  expected {:?}\n  got      {:?}",
                what,
                stream,
                String::from_utf8_lossy(want),
                String::from_utf8_lossy(got)
            ));
        }
        if run.status.code() != Some(want_code) {
            failures.push(format!(
                "{}: {} (expected exit status {})",
                what, run.status, want_code
            ));
        }
    }
    failures
}

fn assert_no_failures(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// What a submission of `tier` must not hold, found in `source`.
fn forbidden_in(source: &str, tier: Tier) -> Vec<&'static str> {
    // The core tier's `#![forbid(unsafe_code)]` (src/lib.rs) is not `unsafe`: it is the compiler
    // refusing any.
    let code = code_text(source).replace("#![forbid(unsafe_code)]", "");
    let mut forbidden = vec!["#[cfg(test)]", "#[test]", "modtests", "///", "//!", "#[doc"];
    if tier == Tier::Core {
        forbidden.extend(["unsafe", "std::arch", "core::arch", "target_feature"]);
    }
    forbidden
        .into_iter()
        .filter(|f| code.contains(f) || (f.starts_with("//") && source.contains(f)))
        .collect()
}

/// Everything checked of one binary's bundle in one tier.
fn check_bundle(name: &str, tier: Tier, dir: &Path) -> Vec<String> {
    let what = format!("{} ({} tier)", name, tier.name());
    let bundle = match bundler::bundle(root(), name, tier) {
        Ok(b) => b,
        Err(e) => return vec![format!("{}: bundling failed: {}", what, e)],
    };
    let mut failures = Vec::new();
    if bundle.source.len() > bundler::size_limit(tier) {
        failures.push(format!(
            "{}: {} bytes, above {}",
            what,
            bundle.source.len(),
            bundler::size_limit(tier)
        ));
    }
    for found in forbidden_in(&bundle.source, tier) {
        failures.push(format!("{}: the bundle holds {}", what, found));
    }
    if bundler::bundle(root(), name, tier)
        .map(|b| b.source)
        .as_ref()
        != Ok(&bundle.source)
    {
        failures.push(format!("{}: two runs differ", what));
    }
    let source = dir.join(format!("{}.rs", name));
    fs::write(&source, &bundle.source).unwrap();
    for edition in EDITIONS {
        let program = dir.join(format!("{}-{}", name, edition));
        let optimise: &[&str] = if edition == "2021" { &["-O"] } else { &[] };
        match compile(&source, &program, edition, optimise) {
            Ok(()) => failures.extend(run_cases(name, &program)),
            Err(e) => failures.push(format!("{}: {}", what, e)),
        }
    }
    failures.extend(check_unformatted(name, tier, dir));
    if let Some((solution, _)) = &bundle.solution {
        failures.extend(check_solution(name, solution, dir));
    }
    failures
}

/// What a machine without rustfmt gets: checked (not built) on 2021, warnings included.
fn check_unformatted(name: &str, tier: Tier, dir: &Path) -> Vec<String> {
    let bundle = bundler::bundle_with(root(), name, tier, false).unwrap();
    assert!(!bundle.formatted);
    let source = dir.join(format!("{}-unformatted.rs", name));
    fs::write(&source, &bundle.source).unwrap();
    let metadata = dir.join(format!("{}-unformatted.rmeta", name));
    compile(&source, &metadata, "2021", &["--emit=metadata"])
        .err()
        .into_iter()
        .collect()
}

/// LeetCode's file: `struct Solution;` (which LeetCode supplies), the file, and a `main` that
/// checks the method: for `leetcode292`, `can_win_nim(n) == (n % 4 != 0)`; for any other
/// problem, only that it compiles.
fn check_solution(name: &str, solution: &str, dir: &Path) -> Vec<String> {
    let harness = match name {
        "leetcode292" => {
            "fn main() {\n    for n in (1..=1000).chain([i32::MAX]) {\n        \
             assert_eq!(Solution::can_win_nim(n), n % 4 != 0, \"n = {}\", n);\n    }\n}\n"
        }
        _ => "#[allow(dead_code)]\nfn main() {}\n",
    };
    let flags: &[&str] = if name == "leetcode292" {
        &[]
    } else {
        &["-A", "dead_code"]
    };
    let source = dir.join(format!("{}-solution-harness.rs", name));
    fs::write(
        &source,
        format!("struct Solution;\n\n{}\n{}", solution, harness),
    )
    .unwrap();
    let mut failures = Vec::new();
    for edition in EDITIONS {
        let program = dir.join(format!("{}-solution-{}", name, edition));
        if let Err(e) = compile(&source, &program, edition, flags) {
            failures.push(e);
            continue;
        }
        let run = Command::new(&program).output().expect("the harness runs");
        if !run.status.success() {
            failures.push(format!(
                "{}: {}",
                program.display(),
                String::from_utf8_lossy(&run.stderr)
            ));
        }
    }
    failures
}

#[test]
fn bundles_of_both_tiers_fit_compile_on_three_editions_and_pass_every_case() {
    let started = Instant::now();
    let names = impartial_tools::registry::names();
    assert!(!names.is_empty());
    let jobs: Vec<(Tier, &str)> = [Tier::Core, Tier::Fast]
        .into_iter()
        .flat_map(|tier| names.iter().map(move |&name| (tier, name)))
        .collect();
    let dirs = [Tier::Core, Tier::Fast].map(|tier| scratch(&format!("bundles-{}", tier.name())));
    let failures = in_parallel(&jobs, |&(tier, name)| {
        check_bundle(name, tier, &dirs[usize::from(tier == Tier::Fast)])
    });
    eprintln!(
        "{} bundles checked in {:.1} s",
        jobs.len(),
        started.elapsed().as_secs_f64()
    );
    assert_no_failures(failures);
}

#[test]
fn leetcode292_has_a_solution_file_for_leetcodes_editor() {
    if !root().join("bin/leetcode292.rs").exists() {
        eprintln!("bin/leetcode292.rs does not exist yet: the fixtures test the mechanism");
        return;
    }
    for tier in [Tier::Core, Tier::Fast] {
        let bundle = bundler::bundle(root(), "leetcode292", tier).unwrap();
        let (solution, _) = bundle.solution.expect("an impl Solution block");
        let code = code_text(&solution);
        for absent in ["structSolution", "fnmain(", "fnsolve("] {
            assert!(!code.contains(absent), "{} tier: {}", tier.name(), absent);
        }
        // Compiled and run by the bundles test, with the binary's other checks.
    }
}
