//! `check PROBLEM INPUT OUTPUT ANSWER`: a problem's checker in testlib's argument order, for
//! `oj test --judge-command` and the like. OUTPUT is the program's output, ANSWER the expected
//! one. Exit status 0: accepted; 1: wrong, with a one-line reason on stderr; 2: usage error.
//! Problems with one right output compare bytes.

use impartial_tools::{check, registry};
use std::{env, fs, process};

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let [problem, input, output, answer] = &args[..] else {
        eprintln!("usage: check PROBLEM INPUT OUTPUT ANSWER");
        process::exit(2);
    };
    let Some(problem) = registry::problem(problem) else {
        eprintln!(
            "check: unknown problem {:?}; known problems: {}",
            problem,
            registry::names().join(" ")
        );
        process::exit(2);
    };
    let read = |path: &String| {
        fs::read(path).unwrap_or_else(|e| {
            eprintln!("check: {}: {}", path, e);
            process::exit(2);
        })
    };
    let (input, output, answer) = (read(input), read(output), read(answer));
    let checker = problem.check.unwrap_or(check::exact);
    if let Err(reason) = checker(&input, &answer, &output) {
        eprintln!("{}", reason);
        process::exit(1);
    }
}
