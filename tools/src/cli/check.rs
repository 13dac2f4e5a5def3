//! `impartial check PROBLEM INPUT OUTPUT ANSWER`: a problem's checker in testlib's argument
//! order, for `oj test --judge-command` and the like. OUTPUT is the program's output, ANSWER
//! the expected one. Problems with one right output compare bytes. The checkers are
//! [`crate::check`]'s.

use super::{parse, usage_error, Command};
use crate::{check, registry};
use std::fs;

/// The command's table.
pub const COMMAND: Command = Command {
    name: "check",
    summary: "a problem's checker, in testlib's argument order",
    usage: "PROBLEM INPUT OUTPUT ANSWER",
    about: "\
Whether OUTPUT (a program's output on INPUT) is right, given ANSWER (the expected output):
the problem's checker where its contract allows several right outputs, else byte for byte.",
    operands: &[
        ("PROBLEM", "a problem of the registry, e.g. hdu2177"),
        ("INPUT", "the input file"),
        ("OUTPUT", "the program's output"),
        ("ANSWER", "the expected output"),
    ],
    options: &[],
    notes: "Exit status: 0 accepted, 1 wrong (a one-line reason on stderr), 2 a usage error.",
    doc: "docs/stress.md",
    run,
};

fn run(args: &[String]) -> i32 {
    let parsed = match parse(&COMMAND, args) {
        Ok(parsed) => parsed,
        Err(status) => return status,
    };
    let [problem, input, output, answer] = &parsed.words[..] else {
        return usage_error(&COMMAND, "expected PROBLEM INPUT OUTPUT ANSWER");
    };
    let problem = match registry::known(problem) {
        Ok(problem) => problem,
        Err(message) => return usage_error(&COMMAND, &message),
    };
    let read = |path: &String| fs::read(path).map_err(|e| format!("{}: {}", path, e));
    let files = read(input).and_then(|i| Ok((i, read(output)?, read(answer)?)));
    let (input, output, answer) = match files {
        Ok(files) => files,
        Err(e) => {
            eprintln!("impartial check: {}", e);
            return 2;
        }
    };
    let checker = problem.check.unwrap_or(check::exact);
    match checker(&input, &answer, &output) {
        Ok(()) => 0,
        Err(reason) => {
            eprintln!("{}", reason);
            1
        }
    }
}
