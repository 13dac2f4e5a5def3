//! `impartial lab ACTION GAME ...`: the game lab ([`crate::lab`]) as a subcommand. The table
//! below gives `impartial lab --help` and reads the options, for this subcommand and for the lab's
//! own binary alike.

use super::{Command, Opt};

/// The command's table.
pub const COMMAND: Command = Command {
    name: "lab",
    summary: "values, pattern and proof, claims, code and pictures of any game",
    usage: "ACTION GAME [N | CLAIM] [OPTIONS]",
    about: "\
Looks at an impartial game the project has never seen: a take-and-break code in CGSuite's
notation (0.77, 4.[3], 4!.0), a subtraction set (sub:1,3,4) or an all-but set (allbut:2,3,7),
Wythoff and r-Wythoff (wythoff, wythoff:2), or a program of yours (prog:./options) that prints
the options of every position up to N. The pattern says proved only where a theorem checks it.",
    operands: &[
        (
            "ACTION",
            "values GAME N | pattern GAME [N] | claim GAME 'period P [saltus S] [from A]' [N]\n\
             | emit GAME N | svg GAME N | sheet GAME [N]",
        ),
        (
            "GAME",
            "the game's code, e.g. 0.77, sub:1,3,4, wythoff, prog:./a.out",
        ),
    ],
    options: &[
        Opt {
            flag: "--lang",
            value: Some("L"),
            help: "emit: rust or cpp",
        },
        Opt {
            flag: "--out",
            value: Some("FILE"),
            help: "svg, sheet: write the picture or page there (default: stdout)",
        },
        Opt {
            flag: "--timeout",
            value: Some("S"),
            help: "a program's time to print every position's options (60)",
        },
        Opt {
            flag: "--long",
            value: None,
            help: "run a computation estimated past 10 minutes (refused otherwise)",
        },
        Opt {
            flag: "--quiet",
            value: None,
            help: "no progress lines on stderr",
        },
    ],
    notes: "Exit status: 0 answered, 1 the game or program failed (one line on stderr), 2 a\n\
usage error; Ctrl-C stops a long run with what it has.",
    doc: "docs/lab.md",
    run,
};

fn run(args: &[String]) -> i32 {
    // The lab reads its command line by the table above itself, so that its own binary
    // (`make lab`) answers `--help` and usage errors the same way.
    crate::lab::main(args)
}
