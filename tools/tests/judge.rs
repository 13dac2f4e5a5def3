//! The sample runner as users run it (`make P=... CMD=... DIR=...`): the real `impartial judge`
//! on the project's own solutions, on a program that is wrong, and on a folder of its own. It
//! needs nothing of the root package built: without a binary beside `impartial`, a problem's
//! own solution is the one compiled into it (`impartial solve`).

use std::fs;
use std::path::PathBuf;
use std::process::{Command, Output};

fn judge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_impartial"))
        .arg("judge")
        .args(args)
        .current_dir(impartial_tools::project_root())
        .output()
        .expect("judge runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn a_right_solution_passes_every_case_and_errors_are_checked() {
    let run = judge(&["poj1067"]);
    let text = stdout(&run);
    assert_eq!(run.status.code(), Some(0), "{}", text);
    assert!(text.contains("AC   poj1067/sample-1 "), "{}", text);
    assert!(
        text.contains("AC   poj1067/errors/edge-bad-token "),
        "{}",
        text
    );
    assert!(text.trim_end().ends_with(" passed, 0 failed"), "{}", text);
    if cfg!(all(target_os = "linux", target_pointer_width = "64")) {
        assert!(text.contains(" MiB\n"), "no peak memory: {}", text);
    }
}

#[test]
fn a_wrong_command_gets_wa_and_fails() {
    let run = judge(&["--command", "cat", "poj1067"]);
    let text = stdout(&run);
    assert_eq!(run.status.code(), Some(1), "{}", text);
    assert!(text.contains("WA   poj1067/sample-1 "), "{}", text);
    assert!(text.contains("expected: 0⏎"), "{}", text);
}

#[test]
fn any_folder_of_pairs_and_a_shell_command() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("judge-dir");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("errors")).unwrap();
    fs::write(dir.join("sample-1.in"), "2 1\n8 4\n").unwrap();
    fs::write(dir.join("sample-1.out"), "0\n1\n").unwrap();
    fs::write(dir.join("slow.in"), "").unwrap();
    fs::write(dir.join("slow.out"), "").unwrap();
    fs::write(dir.join("errors/bad.in"), "x\n").unwrap();
    fs::write(dir.join("errors/bad.out"), "").unwrap();
    fs::write(
        dir.join("errors/bad.err"),
        "poj1067: line 1, column 1: expected an unsigned integer, found \"x\"\n",
    )
    .unwrap();
    let folder = dir.to_str().unwrap();
    let run = judge(&["--dir", folder, "poj1067"]);
    assert_eq!(run.status.code(), Some(0), "{}", stdout(&run));
    assert!(
        stdout(&run).contains("AC   errors/bad "),
        "{}",
        stdout(&run)
    );

    // Through sh -c (a redirection), with a time limit the empty case runs into; the solution
    // is the one compiled into `impartial`.
    let poj1067 = format!("{} solve poj1067", env!("CARGO_BIN_EXE_impartial"));
    let poj1067 = poj1067.as_str();
    let command = format!(
        "if [ -s /dev/stdin ]; then exec {}; else sleep 5; fi",
        poj1067
    );
    let run = judge(&[
        "--command",
        &command,
        "--dir",
        folder,
        "--time-limit",
        "0.5",
    ]);
    let text = stdout(&run);
    assert_eq!(run.status.code(), Some(1), "{}", text);
    assert!(text.contains("AC   sample-1 "), "{}", text);
    assert!(text.contains("TLE  slow "), "{}", text);
    // A command of the user's own is not held to this project's error messages...
    assert!(!text.contains("errors/bad"), "{}", text);
    assert!(text.contains("(1 cases in errors/ left out"), "{}", text);
    assert!(text.trim_end().ends_with("1 passed, 1 failed"), "{}", text);
    // ...unless asked.
    let run = judge(&["--errors", "--command", poj1067, "--dir", folder]);
    assert!(
        stdout(&run).contains("AC   errors/bad "),
        "{}",
        stdout(&run)
    );

    assert_eq!(judge(&["--dir", folder]).status.code(), Some(2));
    assert_eq!(judge(&["--help"]).status.code(), Some(0));
}
