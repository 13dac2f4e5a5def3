//! `impartial solve PROBLEM`: the project's own solution of PROBLEM, compiled into `impartial`,
//! on stdin, its answers on stdout: what the judge binary `bin/PROBLEM.rs` does, available
//! wherever `impartial` is installed (the expected output of an input of yours; the program
//! `impartial judge` runs when no built binary is beside it).

use super::{parse, usage_error, Command};
use crate::solutions;

/// The command's table.
pub const COMMAND: Command = Command {
    name: "solve",
    summary: "the project's solution of a problem, on stdin",
    usage: "PROBLEM < INPUT",
    about: "\
Answers the input on stdin with the project's own solution of PROBLEM (compiled in), as its
judge binary does: the answers on stdout; on bad input the answers so far, one line on stderr
and exit status 1.",
    operands: &[("PROBLEM", "a problem of the registry, e.g. poj1067")],
    options: &[],
    notes: "",
    doc: "docs/runner.md",
    run,
};

fn run(args: &[String]) -> i32 {
    let parsed = match parse(&COMMAND, args) {
        Ok(parsed) => parsed,
        Err(status) => return status,
    };
    let [name] = &parsed.words[..] else {
        return usage_error(&COMMAND, "one PROBLEM");
    };
    let solve = match crate::registry::known(name).map(|p| solutions::solver(p.name)) {
        Ok(Some(solve)) => solve,
        Ok(None) => return usage_error(&COMMAND, "no solution compiled in"),
        Err(message) => return usage_error(&COMMAND, &message),
    };
    let result = solve(&mut std::io::stdin().lock(), &mut std::io::stdout().lock());
    impartial::io::exit_on_error(name, result);
    0
}
