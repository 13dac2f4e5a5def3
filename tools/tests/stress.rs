//! The stress tester as users run it: the real `impartial stress` on a floating-point Wythoff
//! solution (found, shrunk to one record, saved) and on a right one (nothing found), with a
//! fixed seed; an S-Nim solution shrunk to one position of one heap; Ctrl-C and a closed
//! stdout; `impartial` copied alone into a folder of its own and run from an empty one; and
//! the `check` command in testlib's order. The C++ programs need g++: without it these tests
//! say so and pass, except on CI (the `CI` variable set), where a missing g++ fails them.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

fn root() -> PathBuf {
    impartial_tools::project_root()
}

/// `tests/stress/<kind>/<name>.cpp` compiled into a fresh folder, or `None` without g++ (a
/// source that g++ refuses is a failure, not a skip; so is a missing g++ on CI).
fn compile(kind: &str, name: &str, dir: &Path) -> Option<PathBuf> {
    let exe = dir.join(name);
    let source = root()
        .join("tests/stress")
        .join(kind)
        .join(format!("{}.cpp", name));
    match Command::new("g++")
        .arg("-O2")
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .status()
    {
        Ok(status) => {
            assert!(status.success(), "g++ could not build {}", source.display());
            Some(exe)
        }
        Err(e) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "g++ cannot run on CI ({}): the stress tests need it there",
                e
            );
            eprintln!("g++ not found: skipping {}", name);
            None
        }
    }
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// `stress` on program `exe` for `problem` with a fixed seed, for `seconds`, saving into `save`.
fn hunt(exe: &Path, seed: &str, seconds: &str, save: &Path, problem: &str) -> (Output, String) {
    stress(&[
        "--command",
        exe.to_str().unwrap(),
        "--seed",
        seed,
        "--seconds",
        seconds,
        "--save",
        save.to_str().unwrap(),
        problem,
    ])
}

fn stress(args: &[&str]) -> (Output, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_impartial"))
        .arg("stress")
        .args(args)
        .output()
        .expect("stress runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    (out, text)
}

#[test]
fn a_floating_point_wythoff_is_found_shrunk_to_one_record_and_saved() {
    let dir = scratch("stress-float");
    let Some(exe) = compile("wrong", "poj1067-float-phi", &dir) else {
        return;
    };
    let save = dir.join("hacks");
    let (out, text) = hunt(&exe, "1", "20", &save, "poj1067");
    assert_eq!(out.status.code(), Some(1), "{}", text);
    assert!(text.starts_with("stress poj1067: seed 1,"), "{}", text);
    assert!(text.contains("WA on case "), "{}", text);
    assert!(text.contains(": 1 record, 2 tokens"), "{}", text);
    let input = fs::read_to_string(save.join("hack-000.in")).unwrap();
    assert_eq!(input.lines().count(), 1, "{}", input);
    assert_eq!(
        fs::read_to_string(save.join("hack-000.out")).unwrap(),
        "0\n"
    );
    let mut names: Vec<_> = fs::read_dir(&save)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names, ["hack-000.in", "hack-000.out"]);
    // The replay line names the case; replaying it finds the same thing again.
    let case = text
        .split("WA on case ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .unwrap();
    let replay = format!(
        "replay: impartial stress poj1067 --command {} --seed 1 --case {}\n",
        exe.display(),
        case
    );
    assert!(text.ends_with(&replay), "{}", text);
    let (again, text) = stress(&[
        "--command",
        exe.to_str().unwrap(),
        "--seed",
        "1",
        "--case",
        case,
        "--no-shrink",
        "--save",
        save.to_str().unwrap(),
        "poj1067",
    ]);
    assert_eq!(again.status.code(), Some(1), "{}", text);
    assert!(save.join("hack-001.in").exists());
}

#[test]
fn a_right_solution_written_differently_is_never_flagged() {
    let dir = scratch("stress-right");
    let Some(exe) = compile("right", "hdu2177-descending", &dir) else {
        return;
    };
    let (out, text) = hunt(&exe, "2", "3", &dir.join("hacks"), "hdu2177");
    assert_eq!(out.status.code(), Some(0), "{}", text);
    assert!(text.contains("no difference found"), "{}", text);
    assert!(!dir.join("hacks").exists());
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["poj1067"][..],
        &["--command", "cat"],
        &["--command", "cat", "nope"],
        &["--command", "cat", "--no-shrink=1", "poj1067"],
    ] {
        let (out, _) = stress(args);
        assert_eq!(out.status.code(), Some(2), "{:?}", args);
    }
    let (out, text) = stress(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    for option in [
        "--seconds",
        "--cases",
        "--seed",
        "--case",
        "--save",
        "--jobs",
        "--beyond",
        "--no-shrink",
        "--shrink-seconds",
        "--time-limit",
        "--reference-time-limit",
    ] {
        assert!(text.contains(option), "{}", option);
    }
}

#[test]
fn check_takes_testlib_order_and_accepts_any_order_of_one_pile_moves() {
    let dir = scratch("check");
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let input = write("in", "5 7\n0 0\n");
    let answer = write("ans", "1\n3 5\n3 5\n4 7\n");
    let reordered = write("out1", "1\n3 5\n4 7\n3 5\n");
    let dropped = write("out2", "1\n3 5\n4 7\n");
    let check = |problem: &str, output: &str| {
        Command::new(env!("CARGO_BIN_EXE_impartial"))
            .args(["check", problem, &input, output, &answer])
            .output()
            .unwrap()
    };
    assert_eq!(check("hdu2177", &reordered).status.code(), Some(0));
    let wrong = check("hdu2177", &dropped);
    assert_eq!(wrong.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&wrong.stderr).lines().count(), 1);
    // Exact problems compare bytes.
    assert_eq!(check("poj1067", &reordered).status.code(), Some(1));
    assert_eq!(check("poj1067", &answer).status.code(), Some(0));
}

#[test]
fn an_s_nim_failure_shrinks_to_one_position_of_one_heap() {
    let dir = scratch("stress-s-nim");
    let Some(exe) = compile("wrong", "hdu1536-table-9999", &dir) else {
        return;
    };
    let (out, text) = hunt(&exe, "1", "20", &dir.join("hacks"), "hdu1536");
    assert_eq!(out.status.code(), Some(1), "{}", text);
    // `k s m l h`: one move, one position, one heap (of 10000, the one the table misses).
    assert!(text.contains(": 1 record, 5 tokens"), "{}", text);
    let input = fs::read_to_string(dir.join("hacks/hack-000.in")).unwrap();
    let numbers: Vec<&str> = input.split_whitespace().collect();
    assert_eq!(numbers[2..], ["1", "1", "10000", "0"], "{}", input);
}

#[cfg(unix)]
#[test]
fn ctrl_c_prints_the_summary_so_far_and_exits_130() {
    use std::os::unix::process::CommandExt;
    let dir = scratch("stress-interrupt");
    let Some(exe) = compile("right", "poj1067-long-double", &dir) else {
        return;
    };
    // A process group of its own, as a terminal's foreground job: Ctrl-C reaches the tool and
    // the programs it runs alike.
    let child = Command::new(env!("CARGO_BIN_EXE_impartial"))
        .args([
            "stress",
            "--command",
            exe.to_str().unwrap(),
            "--seconds",
            "60",
        ])
        .args(["--save", dir.join("hacks").to_str().unwrap(), "poj1067"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .expect("stress runs");
    std::thread::sleep(Duration::from_millis(1500));
    let group = format!("-{}", child.id());
    let kill = Command::new("kill")
        .args(["-s", "INT", "--", &group])
        .status()
        .unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(130), "{}", text);
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("interrupted by Ctrl-C: no difference found: "),
        "{}",
        text
    );
    // The runs the SIGINT cut are not failures: nothing is saved.
    assert!(!dir.join("hacks").exists());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_closed_stdout_ends_it_quietly() {
    // As `stress ... | head` does once head has had its lines: here the pipe is closed before
    // the first line.
    let mut child = Command::new(env!("CARGO_BIN_EXE_impartial"))
        .args(["stress", "--command", "cat", "--seconds", "5", "poj1067"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("stress runs");
    drop(child.stdout.take());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(141));
    assert_eq!(stderr, "");
}

/// What `cargo install --path tools` gives, as a contestant uses it: the `impartial` binary
/// alone in a folder of its own (nothing of this repository beside it), run from an empty
/// folder on a program there. The program is a shell script that says every position is lost.
#[cfg(unix)]
#[test]
fn the_installed_command_works_from_an_empty_folder() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("stress-installed");
    let bin = dir.join("bin");
    fs::create_dir_all(&bin).unwrap();
    let impartial = bin.join("impartial");
    fs::copy(env!("CARGO_BIN_EXE_impartial"), &impartial).unwrap();
    let work = dir.join("work");
    fs::create_dir_all(&work).unwrap();
    let program = work.join("a.out");
    fs::write(&program, "#!/bin/sh\nwhile read a b; do echo 0; done\n").unwrap();
    fs::set_permissions(&program, fs::Permissions::from_mode(0o755)).unwrap();
    let out = Command::new(&impartial)
        .args([
            "stress",
            "poj1067",
            "--command",
            "./a.out",
            "--seed",
            "1",
            "--seconds",
            "20",
        ])
        .current_dir(&work)
        .output()
        .expect("impartial runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}{}",
        text,
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains(": 1 record, 2 tokens"), "{}", text);
    assert!(
        text.contains("\nreplay: impartial stress poj1067 --command ./a.out --seed 1 --case "),
        "{}",
        text
    );
    assert_eq!(
        fs::read_to_string(work.join("stress/poj1067/hack-000.out")).unwrap(),
        "1\n"
    );
    // Its solutions are compiled in: `solve` answers as the judge binary does.
    let mut solve = Command::new(&impartial)
        .args(["solve", "poj1067"])
        .current_dir(&work)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    solve
        .stdin
        .take()
        .unwrap()
        .write_all(b"2 1\n8 4\n")
        .unwrap();
    let solved = solve.wait_with_output().unwrap();
    assert_eq!(solved.stdout, b"0\n1\n");
}

/// `tests/stress/any/<problem>/<part>.cpp` compiled into `dir`, as `compile` does.
fn any(problem: &str, part: &str, dir: &Path) -> Option<PathBuf> {
    let folder = dir.join(problem);
    fs::create_dir_all(&folder).unwrap();
    compile(&format!("any/{}", problem), part, &folder)
}

/// `impartial stress` on a problem outside the registry: `args` plus a fixed seed, a budget
/// and a save folder.
fn hunt_any(args: &[&str], seconds: &str, save: &Path) -> (Output, String) {
    let mut all: Vec<&str> = args.to_vec();
    all.extend([
        "--seed",
        "1",
        "--seconds",
        seconds,
        "--save",
        save.to_str().unwrap(),
    ]);
    stress(&all)
}

fn spec(problem: &str) -> String {
    root()
        .join("tests/stress/any")
        .join(problem)
        .join("spec.txt")
        .to_string_lossy()
        .into_owned()
}

/// From the statement's Input section: the wrong diameter (one BFS from vertex 1) is found and
/// shrunk to a tree of three vertices, the wrong window (best sum started at 0) to one
/// negative element.
#[test]
fn a_spec_finds_and_shrinks_to_a_minimal_input() {
    let dir = scratch("stress-any-spec");
    for (problem, want) in [("diameter", None), ("window", Some("1 1\n-1\n"))] {
        let (Some(brute), Some(wrong)) = (any(problem, "brute", &dir), any(problem, "wrong", &dir))
        else {
            return;
        };
        let save = dir.join(format!("{}-hacks", problem));
        let spec = spec(problem);
        let (out, text) = hunt_any(
            &[
                "--format",
                &spec,
                "--reference",
                brute.to_str().unwrap(),
                "--command",
                wrong.to_str().unwrap(),
            ],
            "20",
            &save,
        );
        assert_eq!(out.status.code(), Some(1), "{}", text);
        assert!(
            text.starts_with("stress spec: seed 1, inputs drawn from "),
            "{}",
            text
        );
        let input = fs::read_to_string(save.join("hack-000.in")).unwrap();
        match want {
            Some(want) => assert_eq!(input, want, "{}", text),
            None => assert_eq!(input.lines().next(), Some("3"), "{}", text),
        }
        assert!(
            text.contains("replay: impartial stress --format "),
            "{}",
            text
        );
    }
}

/// With a generator and a validator instead of a spec: the multiset kept in a `set` is found,
/// and its queries shrink with their count to the five lines that show it.
#[test]
fn a_generator_and_a_validator_find_and_shrink_by_lines() {
    let dir = scratch("stress-any-gen");
    let parts: Vec<Option<PathBuf>> = ["brute", "wrong", "gen", "val"]
        .iter()
        .map(|p| any("multiset", p, &dir))
        .collect();
    let [Some(brute), Some(wrong), Some(gen), Some(val)] = &parts[..] else {
        return;
    };
    let save = dir.join("hacks");
    let (out, text) = hunt_any(
        &[
            "--generator",
            gen.to_str().unwrap(),
            "--validator",
            val.to_str().unwrap(),
            "--reference",
            brute.to_str().unwrap(),
            "--command",
            wrong.to_str().unwrap(),
        ],
        "20",
        &save,
    );
    assert_eq!(out.status.code(), Some(1), "{}", text);
    let input = fs::read_to_string(save.join("hack-000.in")).unwrap();
    assert!(input.lines().count() <= 5, "{}", text);
    assert!(input.lines().skip(1).all(|l| l.len() <= 3), "{}", text);
}

/// Several right answers: the right pair-sum answers another pair than the brute force, and
/// the checker (testlib's order) accepts it; without the checker bytes would differ.
#[test]
fn a_checker_accepts_another_right_answer() {
    let dir = scratch("stress-any-check");
    let parts: Vec<Option<PathBuf>> = ["brute", "right", "check"]
        .iter()
        .map(|p| any("pair-sum", p, &dir))
        .collect();
    let [Some(brute), Some(right), Some(check)] = &parts[..] else {
        return;
    };
    let spec = spec("pair-sum");
    let args = [
        "--format",
        &spec,
        "--reference",
        brute.to_str().unwrap(),
        "--command",
        right.to_str().unwrap(),
    ];
    let mut with = args.to_vec();
    with.extend(["--checker", check.to_str().unwrap()]);
    let (out, text) = hunt_any(&with, "3", &dir.join("hacks"));
    assert_eq!(out.status.code(), Some(0), "{}", text);
    assert!(text.contains("no difference found"), "{}", text);
    let (out, text) = hunt_any(&args, "10", &dir.join("hacks-bytes"));
    assert_eq!(out.status.code(), Some(1), "{}", text);
}

/// A file `name` holding `text` in `dir`.
fn file(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// Each setup error says what is wrong, exits 2, and never blames the candidate.
#[test]
fn setup_errors_are_said_as_such() {
    let dir = scratch("stress-any-setup");
    let good = file(&dir, "good.txt", "N\n---\n1 <= N <= 5\n");
    let bad = file(&dir, "bad.txt", "N\n---\n1 <= N <= 5\nN is odd.\n");
    let echo = "sh -c 'cat'";
    for (args, says) in [
        (
            vec!["--format", &bad, "--reference", "cat", "--command", "cat"],
            "spec line 4 (\"N is odd.\"): a sentence this tool does not understand",
        ),
        (
            vec!["--format", &good, "--command", "cat"],
            "no --reference",
        ),
        (
            vec![
                "--format",
                &good,
                "--reference",
                "./no-such-brute",
                "--command",
                "cat",
            ],
            "the reference cannot run",
        ),
        (
            vec![
                "--format",
                &good,
                "--reference",
                "sh -c 'exit 3'",
                "--command",
                "cat",
            ],
            "the reference fails",
        ),
        (
            vec![
                "--generator",
                "sh -c 'date +%N' gen",
                "--reference",
                "cat",
                "--command",
                "cat",
            ],
            "the generator is not deterministic",
        ),
        (
            vec![
                "--format",
                &good,
                "--validator",
                "false",
                "--reference",
                echo,
                "--command",
                "cat",
            ],
            "the validator rejects case 0",
        ),
        (
            vec![
                "--format",
                &good,
                "--reference",
                "sh -c 'cat; date +%N'",
                "--command",
                "cat",
            ],
            "the reference answers one input two ways",
        ),
    ] {
        let (out, text) = hunt_any(&args, "5", &dir.join("hacks"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{:?}: {}{}", args, text, stderr);
        assert!(stderr.contains(says), "{:?}: {}", args, stderr);
    }
}

/// Compared as judges compare: trailing spaces and a missing final newline are right; the same
/// tokens on other lines are a presentation warning, and the hunt goes on (exit 0); --strict
/// compares bytes.
#[test]
fn outputs_are_compared_as_judges_compare_them() {
    let dir = scratch("stress-any-compare");
    let spec = file(&dir, "spec.txt", "A B\n---\n1 <= A, B <= 9\n");
    let reference = "sh -c 'read a b; echo $a $b'";
    let run = |candidate: &str, strict: bool| {
        let mut args = vec![
            "--format",
            &spec,
            "--reference",
            reference,
            "--command",
            candidate,
        ];
        if strict {
            args.push("--strict");
        }
        hunt_any(&args, "2", &dir.join("hacks"))
    };
    let (out, text) = run("sh -c 'read a b; printf \"%s %s  \" $a $b'", false);
    assert_eq!(out.status.code(), Some(0), "{}", text);
    assert!(!text.contains("warning"), "{}", text);
    let (out, text) = run("sh -c 'read a b; printf \"%s\\n%s\\n\" $a $b'", false);
    assert_eq!(out.status.code(), Some(0), "{}", text);
    assert!(
        text.contains("\nwarning: case 0 (seed 1): the output has the reference's tokens"),
        "{}",
        text
    );
    let (out, text) = run("sh -c 'read a b; printf \"%s %s  \" $a $b'", true);
    assert_eq!(out.status.code(), Some(1), "{}", text);
}

/// A deep recursion: with `--stack` the judge's small stack, its SIGSEGV is RE and the report
/// says it may be the stack; without it, a crash on this shell's stack is tried again with
/// 1 GiB and, right there, is only a warning.
#[test]
fn a_crash_that_may_be_the_stack_says_so() {
    let dir = scratch("stress-any-stack");
    let source = file(
        &dir,
        "deep.cpp",
        "#include <cstdio>\n\
         int depth(int n) { volatile char pad[4096]; pad[0] = (char)n; return n == 0 ? 0 : 1 + depth(n - 1) + pad[0] * 0; }\n\
         int main() { int n; scanf(\"%d\", &n); printf(\"%d\\n\", depth(n * 10000)); }\n",
    );
    let exe = dir.join("deep");
    match Command::new("g++")
        .args(["-O0", "-o"])
        .arg(&exe)
        .arg(&source)
        .status()
    {
        Ok(s) => assert!(s.success()),
        Err(_) => {
            assert!(std::env::var_os("CI").is_none(), "g++ is needed on CI");
            return;
        }
    }
    let spec = file(&dir, "spec.txt", "N\n---\n2 <= N <= 3\n");
    let reference = "sh -c 'read n; echo $((n * 10000))'";
    let exe = exe.to_str().unwrap();
    let (out, text) = hunt_any(
        &[
            "--format",
            &spec,
            "--reference",
            reference,
            "--command",
            exe,
            "--stack",
            "8",
        ],
        "5",
        &dir.join("hacks"),
    );
    assert_eq!(out.status.code(), Some(1), "{}", text);
    assert!(
        text.contains("RE on case") && text.contains("note: a SIGSEGV"),
        "{}",
        text
    );
    let (out, text) = hunt_any(
        &[
            "--format",
            &spec,
            "--reference",
            reference,
            "--command",
            exe,
        ],
        "3",
        &dir.join("hacks"),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text);
}

/// `make stress` through a stand-in for cargo that runs the `impartial` this test was built
/// with, so the Makefile's own handling of the tool's exit status is what is tested.
fn make_stress(dir: &Path, command: &str) -> std::process::ExitStatus {
    let cargo = dir.join("cargo");
    fs::write(
        &cargo,
        format!(
            "#!/bin/sh\nwhile [ \"$1\" != -- ]; do shift; done\nshift\nexec '{}' \"$@\"\n",
            env!("CARGO_BIN_EXE_impartial")
        ),
    )
    .expect("the stand-in");
    Command::new("chmod")
        .arg("+x")
        .arg(&cargo)
        .status()
        .expect("chmod");
    Command::new("make")
        .current_dir(root())
        .args(["--no-print-directory", "stress", "P=poj1067", "SEED=1"])
        .args(["SECONDS=20", "CASES=200"])
        .arg(format!("SAVE={}", dir.join("save").display()))
        .arg(format!("CARGO={}", cargo.display()))
        .env("CMD", command)
        .env_remove("MAKEFLAGS")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("make runs")
}

#[test]
fn make_stress_fails_when_impartial_stress_finds_a_failure() {
    if Command::new("make").arg("--version").output().is_err() {
        assert!(std::env::var_os("CI").is_none(), "make cannot run on CI");
        return;
    }
    let dir = scratch("make-stress");
    // A program that prints nothing is wrong on the first case: the tool says 1, make fails.
    let (out, _) = stress(&[
        "--command",
        "true",
        "--seed",
        "1",
        "--save",
        dir.join("direct").to_str().unwrap(),
        "poj1067",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!make_stress(&dir, "true").success());
    // The project's own answers are right on every case: both succeed.
    let right = format!("{} solve poj1067", env!("CARGO_BIN_EXE_impartial"));
    let (out, _) = stress(&[
        "--command",
        &right,
        "--seed",
        "1",
        "--cases",
        "200",
        "poj1067",
    ]);
    assert_eq!(out.status.code(), Some(0));
    assert!(make_stress(&dir, &right).success());
}
