//! The `impartial` command: one binary, installable with `cargo install --path tools`, whose
//! subcommands are the workshop's tools. Each subcommand is a module here holding its option
//! table ([`Command`], from which its `--help` and its parsing both come) and the code that
//! parses, calls the library and prints; the engines live in the library's other modules.
//!
//! Everything a subcommand needs is compiled in (the problems, their solutions as references,
//! the checkers) or named on its command line (a folder of cases, a program), so `impartial`
//! works from any folder. `impartial judge` without `--command` runs the built binary beside
//! `impartial` when there is one (`make`), else the compiled-in solution (`impartial solve`).
//!
//! Adding a subcommand: a module with its `COMMAND` table and `run`, and one line in
//! [`COMMANDS`].

pub mod bench;
pub mod bundle;
pub mod check;
pub mod interact;
pub mod judge;
pub mod lab;
pub mod lab_outcomes;
pub mod lab_query;
pub mod lab_recognize;
pub mod lab_sweep;
pub mod octal_table;
mod options;
pub mod play;
pub mod powers_table;
pub mod registry;
pub mod solve;
pub mod stress;

pub use options::{seconds, whole_number, Arg, Args, Command, Opt, Parsed};

use std::fmt;
use std::io::{ErrorKind, Write};
use std::process;

/// Every subcommand, in the order `impartial --help` lists them.
pub const COMMANDS: &[Command] = &[
    judge::COMMAND,
    stress::COMMAND,
    play::COMMAND,
    interact::COMMAND,
    check::COMMAND,
    solve::COMMAND,
    bundle::COMMAND,
    bench::COMMAND,
    lab::COMMAND,
    octal_table::COMMAND,
    powers_table::COMMAND,
    registry::COMMAND,
];

/// The subcommand called `name`.
pub fn command(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// `impartial --help`: the commands and what each does.
pub fn overview() -> String {
    let mut text = String::from(
        "usage: impartial COMMAND [OPTIONS] [ARGS]\n\n\
         The workshop of the impartial games collection: run a program on test cases, stress it\n\
         against the project's exact solutions, check and bundle.\n\n",
    );
    for c in COMMANDS {
        text.push_str(&format!("  {:<14}{}\n", c.name, c.summary));
    }
    text.push_str(
        "\n`impartial COMMAND --help` describes one. Exit status 2 is a usage or setup error for\n\
         every command.\n",
    );
    text
}

/// Runs `impartial` on its arguments (without the program's name); returns the exit status.
pub fn main(args: &[String]) -> i32 {
    match args {
        [] => {
            eprint!("{}", overview());
            2
        }
        [flag] if flag == "--help" || flag == "-h" => {
            say_part(format_args!("{}", overview()));
            0
        }
        [flag] if flag == "--version" => {
            say(format_args!("impartial {}", env!("CARGO_PKG_VERSION")));
            0
        }
        [help, name] if help == "help" => match command(name) {
            Some(c) => {
                say_part(format_args!("{}", c.help()));
                0
            }
            None => unknown(name),
        },
        [name, rest @ ..] => match command(name) {
            Some(c) => (c.run)(rest),
            None => unknown(name),
        },
    }
}

fn unknown(name: &str) -> i32 {
    eprintln!(
        "impartial: unknown command {:?} (see impartial --help)",
        name
    );
    2
}

/// Parses `args` by `command`'s table: `Err(status)` when the run is over already (the help
/// printed, status 0; a usage error reported, status 2).
pub fn parse(command: &Command, args: &[String]) -> Result<Parsed, i32> {
    match command.parse(args) {
        Ok(parsed) if parsed.help => {
            say_part(format_args!("{}", command.help()));
            Err(0)
        }
        Ok(parsed) => Ok(parsed),
        Err(message) => Err(usage_error(command, &message)),
    }
}

/// Reports a usage error of `command`: status 2.
pub fn usage_error(command: &Command, message: &str) -> i32 {
    eprintln!(
        "impartial {}: {} (see impartial {} --help)",
        command.name, message, command.name
    );
    2
}

/// `println!` that ends the tool quietly when stdout is closed (`impartial stress ... | head`):
/// status 141, as a shell shows a process killed by SIGPIPE, and no message, as the judge
/// binaries do.
pub fn say(args: fmt::Arguments) {
    emit(args, true)
}

/// `print!` and a flush, with [`say`]'s handling of a closed stdout.
pub fn say_part(args: fmt::Arguments) {
    emit(args, false)
}

fn emit(args: fmt::Arguments, newline: bool) {
    let mut out = std::io::stdout().lock();
    let written = out
        .write_fmt(args)
        .and_then(|()| {
            if newline {
                out.write_all(b"\n")
            } else {
                Ok(())
            }
        })
        .and_then(|()| out.flush());
    match written {
        Ok(()) => {}
        Err(e) if e.kind() == ErrorKind::BrokenPipe => process::exit(141),
        Err(e) => {
            eprintln!("impartial: writing the report: {}", e);
            process::exit(2);
        }
    }
}

/// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
///
/// ```
/// use impartial_tools::cli::shell_word;
/// assert_eq!(shell_word("./a.out"), "./a.out");
/// assert_eq!(shell_word("python3 sol.py"), "'python3 sol.py'");
/// assert_eq!(shell_word("it's"), "'it'\\''s'");
/// ```
pub fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./,:+@%=".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_a_unique_name_and_a_help_from_its_table() {
        let mut names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), COMMANDS.len());
        for c in COMMANDS {
            let help = c.help();
            assert!(help.starts_with(&format!("usage: impartial {} ", c.name)));
            for o in c.options {
                assert!(
                    help.contains(&format!("\n  {}", o.flag)),
                    "{} {}",
                    c.name,
                    o.flag
                );
            }
            assert!(overview().contains(&format!("\n  {:<14}{}\n", c.name, c.summary)));
        }
    }

    #[test]
    fn unknown_commands_and_bare_calls_are_usage_errors() {
        let words = |line: &str| {
            line.split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>()
        };
        assert_eq!(main(&words("frobnicate")), 2);
        assert_eq!(main(&[]), 2);
        assert_eq!(main(&words("help frobnicate")), 2);
    }
}
