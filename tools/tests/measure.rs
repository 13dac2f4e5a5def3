//! The one way the tools measure (`impartial_tools::measure`), through the real helper:
//! `impartial --measure` (what `impartial judge` and `impartial bench` run), and the peak it
//! reports is the program's own, not the tool's.

use impartial_tools::child::Ended;
use impartial_tools::measure::{run_with, Job};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn helpers() -> [&'static Path; 1] {
    [Path::new(env!("CARGO_BIN_EXE_impartial"))]
}

fn empty_input() -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("measure-empty.in");
    std::fs::write(&path, "").unwrap();
    path
}

#[test]
fn the_helper_measures_and_reports_every_ending() {
    let input = empty_input();
    for helper in helpers() {
        let words = ["sh", "-c", "echo out; echo err >&2; exit 3"].map(OsString::from);
        let job = Job::case(&words, &input, Duration::from_secs(10));
        let outcome = run_with(helper, &job).unwrap();
        assert_eq!(outcome.ended, Ended::Exit(3), "{}", helper.display());
        assert_eq!(
            (&outcome.stdout[..], &outcome.stderr[..]),
            (&b"out\n"[..], &b"err\n"[..])
        );
        assert!(outcome.usage.wall < Duration::from_secs(10));
        let missing = Job::case(
            &[OsString::from("./no-such-program")],
            &input,
            Duration::from_secs(1),
        );
        let missing = run_with(helper, &missing).unwrap();
        assert!(
            matches!(&missing.ended, Ended::CouldNotStart(why) if why.contains("no-such-program")),
            "{:?}",
            missing.ended
        );
    }
}

/// A program that uses less memory than the tool measuring it reads as its own size. Started
/// the way std starts programs (`posix_spawn`, a `vfork`), it would read as the tool's size at
/// least: Linux counts the memory a `vfork` child shares with its parent into the child's peak.
/// The tool is measured here as the program `impartial --help`, the same binary as the helper.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
#[test]
fn the_peak_is_the_program_s_own_not_the_tool_s() {
    let input = empty_input();
    for helper in helpers() {
        let peak = |program: &[&str]| {
            let words: Vec<OsString> = program.iter().map(OsString::from).collect();
            let outcome =
                run_with(helper, &Job::case(&words, &input, Duration::from_secs(10))).unwrap();
            assert_eq!(outcome.ended, Ended::Exit(0), "{:?}", program);
            outcome.usage.peak_kib.unwrap()
        };
        let small = peak(&["true"]);
        let tool = peak(&[env!("CARGO_BIN_EXE_impartial"), "--help"]);
        assert!(
            small + 256 <= tool,
            "true: {} KiB, impartial --help: {} KiB (via {})",
            small,
            tool,
            helper.display()
        );
    }
}
