//! `impartial play` and `impartial interact` as users run them, on the C++ abc278g player of
//! `tests/interactive/abc278g-player.cpp`: right as written (every game won), and with each
//! classic bug (a template that never flushes: ILE; card numbers from 0: an illegal move; the
//! winning move looked for in one run only: a lost game; no L + 1 block: the wrong side), each
//! caught, shrunk, saved with its transcript and replayed. The judge alone is also run against
//! the player through a shell pipe loop, and through `oj test-reactive` where oj is installed.
//! Without g++ these tests say so and pass, except on CI.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    impartial_tools::project_root()
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// The player built with `bug` defined (none: the right one), or `None` without g++.
fn player(bug: Option<&str>, dir: &Path) -> Option<PathBuf> {
    let exe = dir.join(bug.unwrap_or("right"));
    let source = root().join("tests/interactive/abc278g-player.cpp");
    let mut g = Command::new("g++");
    g.args(["-O2", "-std=c++17", "-o"]).arg(&exe).arg(&source);
    if let Some(bug) = bug {
        g.arg(format!("-D{}", bug));
    }
    match g.status() {
        Ok(status) => {
            assert!(status.success(), "g++ could not build {}", source.display());
            Some(exe)
        }
        Err(e) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "g++ cannot run on CI: {}",
                e
            );
            eprintln!("g++ not found: skipping");
            None
        }
    }
}

fn impartial(args: &[&str]) -> (Output, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_impartial"))
        .args(args)
        .output()
        .expect("impartial runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out, text)
}

/// What every caught wrong player's run shows: exit status 1, a verdict line (`verdict`, why)
/// that starts with the verdict and says why, the first lost game saved in `save` with a
/// transcript that starts with the verdict; the seed its line starting with `replay` names.
fn caught(
    bug: &str,
    (out, text): &(Output, String),
    (verdict, why): (&str, &str),
    save: &Path,
    replay: &str,
) -> String {
    assert_eq!(out.status.code(), Some(1), "{}: {}", bug, text);
    let line = text
        .lines()
        .find(|l| l.starts_with(verdict))
        .unwrap_or_else(|| panic!("{}: {}", bug, text));
    assert!(line.contains(why), "{}: {}", bug, text);
    let transcript = fs::read_to_string(save.join("lost-000.transcript")).unwrap();
    assert!(
        transcript.starts_with(&format!("# {}", verdict)) && transcript.contains("\n> "),
        "{}",
        transcript
    );
    let replay = text
        .lines()
        .find(|l| l.starts_with(replay))
        .unwrap_or_else(|| panic!("{}: no replay line: {}", bug, text));
    replay.rsplit(' ').next().unwrap().to_string()
}

fn play(exe: &Path, save: &Path, extra: &[&str]) -> (Output, String) {
    let mut args = vec![
        "play",
        "abc278g",
        "--command",
        exe.to_str().unwrap(),
        "--save",
    ];
    args.push(save.to_str().unwrap());
    args.extend(extra);
    impartial(&args)
}

#[test]
fn the_right_player_wins_every_game() {
    let dir = scratch("interactive-right");
    let Some(exe) = player(None, &dir) else {
        return;
    };
    let (out, text) = play(&exe, &dir.join("save"), &["--seed", "3", "--games", "40"]);
    assert_eq!(out.status.code(), Some(0), "{}", text);
    assert!(text.contains("all 40 games won"), "{}", text);
    assert!(!dir.join("save").exists());
}

/// Each bug is caught with its verdict, saved, and the replay line loses again.
#[test]
fn every_wrong_player_is_caught_saved_and_replayed() {
    let dir = scratch("interactive-wrong");
    let cases = [
        ("NO_FLUSH", "ILE", "did it flush?"),
        ("ZERO_BASED", "WA", "is not a legal move"),
        ("ONE_RUN", "WA", "left the judge a winning position"),
        ("NO_L_PLUS_1", "WA", "where First wins"),
    ];
    for (bug, verdict, why) in cases {
        let Some(exe) = player(Some(bug), &dir) else {
            return;
        };
        let save = dir.join(format!("{}-save", bug));
        let run = play(
            &exe,
            &save,
            &["--seed", "1", "--games", "200", "--time-limit", "1"],
        );
        let seed = caught(bug, &run, (verdict, why), &save, "replay: ");
        let instance = save.join("lost-000.in");
        let seed = seed.as_str();
        let again = play(
            &exe,
            &dir.join("again"),
            &[
                "--instance",
                instance.to_str().unwrap(),
                "--seed",
                seed,
                "--no-shrink",
                "--time-limit",
                "1",
            ],
        );
        assert_eq!(
            again.0.status.code(),
            Some(1),
            "{}: the replay: {}",
            bug,
            again.1
        );
    }
}

/// `impartial interact` is the judge alone: a shell loop of two pipes (what oj test-reactive
/// makes) connects it to the player; 0 when the player won, 1 when not, 2 on a bad instance.
#[test]
fn the_judge_alone_speaks_on_stdin_and_stdout() {
    let dir = scratch("interactive-alone");
    let Some(right) = player(None, &dir) else {
        return;
    };
    let wrong = player(Some("ONE_RUN"), &dir).unwrap();
    let judge = env!("CARGO_BIN_EXE_impartial");
    let pair = |exe: &Path, instance: &str| {
        let fifo = dir.join("fifo");
        let _ = fs::remove_file(&fifo);
        assert!(Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success());
        let script = format!(
            "{} < {} | {} interact abc278g {} --seed 4 > {}",
            exe.display(),
            fifo.display(),
            judge,
            instance,
            fifo.display()
        );
        Command::new("sh").args(["-c", &script]).output().unwrap()
    };
    let sample = root().join("testdata/abc278g/sample-1.in");
    let won = pair(&right, sample.to_str().unwrap());
    assert_eq!(
        won.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&won.stderr)
    );
    assert!(String::from_utf8_lossy(&won.stderr).contains("AC: the player won"));
    let table = root().join("testdata/abc278g/edge-l5-lost.in");
    let lost = pair(&wrong, table.to_str().unwrap());
    assert_eq!(
        lost.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&lost.stderr)
    );
    let bad = dir.join("bad.in");
    fs::write(&bad, "5 6 7\n").unwrap();
    let (out, text) = impartial(&["interact", "abc278g", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", text);
    assert!(text.contains("is not an instance of abc278g"), "{}", text);
}

/// The round trip users run: `oj test-reactive` with `impartial interact` as its judge.
#[test]
fn oj_test_reactive_runs_the_judge() {
    if Command::new("oj").arg("--version").output().is_err() {
        eprintln!("oj not installed: skipping the oj round trip");
        return;
    }
    let dir = scratch("interactive-oj");
    let Some(right) = player(None, &dir) else {
        return;
    };
    let judge = format!(
        "{} interact abc278g {}",
        env!("CARGO_BIN_EXE_impartial"),
        root().join("testdata/abc278g/sample-1.in").display()
    );
    let out = Command::new("oj")
        .args(["test-reactive", "-c", right.to_str().unwrap(), &judge])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// The Python interpreter itself (not a version manager's shim, slow to start), or `None`
/// without python3.
fn python() -> Option<String> {
    let found = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output();
    match found {
        Ok(out) if out.status.success() => {
            Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
        }
        _ => {
            assert!(std::env::var_os("CI").is_none(), "python3 cannot run on CI");
            eprintln!("python3 not found: skipping");
            None
        }
    }
}

/// The command of `tests/interactive/heaps-player.py` for `code`, with `bug` (empty: none).
fn heaps_player(python: &str, code: &str, bug: &str) -> String {
    let script = root().join("tests/interactive/heaps-player.py");
    format!("{} {} {} {}", python, script.display(), code, bug)
        .trim_end()
        .to_string()
}

fn play_heaps(code: &str, command: &str, save: &Path, extra: &[&str]) -> (Output, String) {
    let mut args = vec!["play", "--game", code, "--command", command, "--save"];
    args.push(save.to_str().unwrap());
    args.extend(extra);
    impartial(&args)
}

/// The player of the heap protocol written apart from the project (its own brute force) wins
/// every game of four heap games, from whichever side the judge's instance wants.
#[test]
fn heap_games_are_won_by_a_perfect_player() {
    let Some(python) = python() else {
        return;
    };
    let dir = scratch("interactive-heaps-right");
    for code in ["0.77", "0.07", "4.07", "sub:1,3,4"] {
        let player = heaps_player(&python, code, "");
        let (out, text) = play_heaps(
            code,
            &player,
            &dir.join("save"),
            &[
                "--seed",
                "2",
                "--games",
                "10",
                "--time-limit",
                "10",
                "--seconds",
                "60",
            ],
        );
        assert_eq!(out.status.code(), Some(0), "{}: {}", code, text);
        assert!(text.contains("all 10 games won"), "{}: {}", code, text);
    }
    assert!(!dir.join("save").exists());
}

/// Each wrong heap player is caught with its verdict and saved; the lost game shrinks (no more
/// heaps than it had) and its replay line loses again.
#[test]
fn every_wrong_heap_player_is_caught_saved_and_replayed() {
    let Some(python) = python() else {
        return;
    };
    let dir = scratch("interactive-heaps-wrong");
    let cases = [
        ("noflush", "ILE", "did it flush?"),
        ("zero", "WA", "is not a legal move: there is no heap 0"),
        ("onepile", "WA", "left the judge a winning position"),
        ("wrongside", "WA", "where"),
    ];
    for (bug, verdict, why) in cases {
        let player = heaps_player(&python, "0.77", bug);
        let save = dir.join(format!("{}-save", bug));
        let mut extra = vec!["--seed", "1", "--games", "40", "--time-limit", "2"];
        if bug == "noflush" {
            // Every game of it waits out the limit: shrinking would take a minute.
            extra.push("--no-shrink");
        }
        let run = play_heaps("0.77", &player, &save, &extra);
        let replay = "replay: impartial play --game 0.77 ";
        let seed = caught(bug, &run, (verdict, why), &save, replay);
        let seed = seed.as_str();
        let instance = save.join("lost-000.in");
        let saved = fs::read_to_string(&instance).unwrap();
        let numbers: Vec<u64> = saved
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        assert_eq!(numbers[0] as usize, numbers.len() - 1, "{}", saved);
        let again = play_heaps(
            "0.77",
            &player,
            &dir.join("again"),
            &[
                "--instance",
                instance.to_str().unwrap(),
                "--seed",
                seed,
                "--no-shrink",
                "--time-limit",
                "2",
            ],
        );
        assert_eq!(
            again.0.status.code(),
            Some(1),
            "{}: the replay: {}",
            bug,
            again.1
        );
    }
}

/// `impartial interact --game` is the heap judge alone: through two pipes the perfect player
/// wins (exit 0), the wrong one loses (1), and a malformed instance is the judge's error (2).
#[test]
fn the_heap_judge_alone_speaks_on_stdin_and_stdout() {
    let Some(python) = python() else {
        return;
    };
    let dir = scratch("interactive-heaps-alone");
    let judge = env!("CARGO_BIN_EXE_impartial");
    let instance = dir.join("game.in");
    // Kayles 7 + 5 + 3: G = 2, 4, 3, a first-player win (2 xor 4 xor 3 = 5).
    fs::write(&instance, "3 7 5 3\n").unwrap();
    let pair = |bug: &str| {
        let fifo = dir.join("fifo");
        let _ = fs::remove_file(&fifo);
        assert!(Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success());
        let script = format!(
            "{} < {} | {} interact --game 0.77 {} --seed 4 > {}",
            heaps_player(&python, "0.77", bug),
            fifo.display(),
            judge,
            instance.display(),
            fifo.display()
        );
        Command::new("sh").args(["-c", &script]).output().unwrap()
    };
    let won = pair("");
    let said = String::from_utf8_lossy(&won.stderr).into_owned();
    assert_eq!(won.status.code(), Some(0), "{}", said);
    assert!(said.contains("AC: the player won"), "{}", said);
    let lost = pair("wrongside");
    let said = String::from_utf8_lossy(&lost.stderr).into_owned();
    assert_eq!(lost.status.code(), Some(1), "{}", said);
    assert!(
        said.contains("it chose Second where First wins"),
        "{}",
        said
    );
    for bad in ["2 7\n", "1 0\n", "1 x\n", "1 301\n"] {
        fs::write(dir.join("bad.in"), bad).unwrap();
        let bad_path = dir.join("bad.in");
        let (out, text) = impartial(&["interact", "--game", "0.77", bad_path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{:?}: {}", bad, text);
        assert!(text.lines().count() == 1, "{:?}: {}", bad, text);
    }
    let (out, text) = impartial(&["interact", "--game", "wythoff"]);
    assert_eq!(out.status.code(), Some(2), "{}", text);
    let (out, text) = impartial(&["play", "--game", "5", "--command", "true"]);
    assert_eq!(out.status.code(), Some(2), "{}", text);
    assert!(text.contains("--case 5"), "{}", text);
}
