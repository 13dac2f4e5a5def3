//! The one way every command line of the tools is read and described: a subcommand declares
//! its options once, in a table ([`Command`]: each [`Opt`] with its value's name and its help),
//! and both its `--help` ([`Command::help`]) and its parsing ([`Command::parse`]) come from
//! that table, so neither can drift from the other (and a test holds the docs to it).
//!
//! Options are `--flag VALUE` or `--flag=VALUE`; switches take no value (`--beyond`, never with
//! `=`); any other word is an operand. `-h` and `--help` ask for the help.
//!
//! ```
//! use impartial_tools::cli::{Command, Opt};
//! const GREET: Command = Command {
//!     name: "greet",
//!     summary: "say hello",
//!     usage: "[--times N] [--loud] NAME",
//!     about: "Says hello to NAME.",
//!     operands: &[("NAME", "whom to greet")],
//!     options: &[
//!         Opt { flag: "--times", value: Some("N"), help: "say it N times (default 1)" },
//!         Opt { flag: "--loud", value: None, help: "in capitals" },
//!     ],
//!     notes: "",
//!     doc: "README.md",
//!     run: |_| 0,
//! };
//! let words: Vec<String> = ["--times=3", "--loud", "Ada"].map(String::from).to_vec();
//! let parsed = GREET.parse(&words).unwrap();
//! assert_eq!(parsed.whole_number("--times"), Ok(Some(3)));
//! assert!(parsed.switch("--loud"));
//! assert_eq!(parsed.words, ["Ada"]);
//! assert!(GREET.help().starts_with("usage: impartial greet [--times N] [--loud] NAME\n"));
//! assert!(GREET.parse(&["--quiet".to_string()]).is_err());
//! ```

/// One option of a command.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    /// `--seconds`.
    pub flag: &'static str,
    /// The name of its value in the help (`S`), or `None` for a switch.
    pub value: Option<&'static str>,
    /// What it does, one line or several (`\n` between them); the default in parentheses.
    pub help: &'static str,
}

/// A subcommand of `impartial`: its name, what it does, its options and what runs it.
#[derive(Clone, Copy)]
pub struct Command {
    /// `stress`.
    pub name: &'static str,
    /// One line for `impartial --help`.
    pub summary: &'static str,
    /// What follows `impartial NAME` in the usage line.
    pub usage: &'static str,
    /// A paragraph under the usage line.
    pub about: &'static str,
    /// The operands (words that are not options), each with its help.
    pub operands: &'static [(&'static str, &'static str)],
    pub options: &'static [Opt],
    /// What follows the list: exit statuses, examples.
    pub notes: &'static str,
    /// The page of `docs/` (or the README) that documents the command; a test checks that it
    /// names every option.
    pub doc: &'static str,
    /// Runs the command on its arguments (after the command's name); returns the exit status.
    pub run: fn(&[String]) -> i32,
}

/// `--help` itself, listed last by every command.
const HELP: Opt = Opt {
    flag: "--help",
    value: None,
    help: "print this",
};

/// The column where the options' help starts.
const HELP_COLUMN: usize = 26;

impl Command {
    /// The `--help` text, from the table.
    pub fn help(&self) -> String {
        let mut text = format!("usage: impartial {} {}\n", self.name, self.usage);
        if !self.about.is_empty() {
            text.push_str(&format!("\n{}\n", self.about.trim_end()));
        }
        text.push('\n');
        let operands = self
            .operands
            .iter()
            .map(|&(name, help)| (name.to_string(), help));
        let options = self.options.iter().chain([&HELP]).map(|o| {
            let left = match o.value {
                Some(value) => format!("{} {}", o.flag, value),
                None => o.flag.to_string(),
            };
            (left, o.help)
        });
        for (left, help) in operands.chain(options) {
            let mut lines = help.lines();
            let first = lines.next().unwrap_or_default();
            if left.len() + 2 < HELP_COLUMN {
                text.push_str(&format!("  {:<w$}{}\n", left, first, w = HELP_COLUMN - 2));
            } else {
                text.push_str(&format!(
                    "  {}\n{:w$}{}\n",
                    left,
                    "",
                    first,
                    w = HELP_COLUMN
                ));
            }
            for line in lines {
                text.push_str(&format!("{:w$}{}\n", "", line, w = HELP_COLUMN));
            }
        }
        if !self.notes.is_empty() {
            text.push_str(&format!("\n{}\n", self.notes.trim_end()));
        }
        text
    }

    /// The option `flag` of the table.
    fn option(&self, flag: &str) -> Option<&'static Opt> {
        self.options.iter().find(|o| o.flag == flag)
    }

    /// Reads `args` (the words after the command's name) by the table: an option not in it, a
    /// switch given a value, or an option without one is an error.
    pub fn parse(&self, args: &[String]) -> Result<Parsed, String> {
        let mut parsed = Parsed {
            help: false,
            values: Vec::new(),
            switches: Vec::new(),
            words: Vec::new(),
            known: self.options,
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next() {
            if matches!(arg.flag, "-h" | "--help") {
                parsed.help = true;
                continue;
            }
            if !arg.flag.starts_with('-') || arg.flag == "-" {
                parsed.words.push(arg.word.to_string());
                continue;
            }
            let Some(opt) = self.option(arg.flag) else {
                return Err(format!("unknown option {}", arg.word));
            };
            match opt.value {
                Some(_) => parsed.values.push((opt.flag, args.value(&arg)?)),
                None if arg.is_switch() => parsed.switches.push(opt.flag),
                None => return Err(format!("{} takes no value", opt.flag)),
            }
        }
        Ok(parsed)
    }
}

/// A command line read by its command's table.
#[derive(Debug)]
pub struct Parsed {
    /// `--help` or `-h` was given.
    pub help: bool,
    values: Vec<(&'static str, String)>,
    switches: Vec<&'static str>,
    /// The operands, in order.
    pub words: Vec<String>,
    known: &'static [Opt],
}

impl Parsed {
    fn check(&self, flag: &str, takes_value: bool) {
        // A flag the table does not have is a typo in the tool, not in the command line.
        debug_assert!(
            self.known
                .iter()
                .any(|o| o.flag == flag && o.value.is_some() == takes_value),
            "{} is not in the table as {}",
            flag,
            if takes_value { "an option" } else { "a switch" }
        );
    }

    /// The value given to option `flag` (the last one, when it is given twice).
    pub fn value(&self, flag: &str) -> Option<&str> {
        self.check(flag, true);
        self.values
            .iter()
            .rev()
            .find(|(f, _)| *f == flag)
            .map(|(_, v)| v.as_str())
    }

    /// Whether switch `flag` was given.
    pub fn switch(&self, flag: &str) -> bool {
        self.check(flag, false);
        self.switches.contains(&flag)
    }

    /// The value of `flag` as seconds above 0.
    pub fn seconds(&self, flag: &str) -> Result<Option<f64>, String> {
        self.value(flag).map(|v| seconds(flag, v)).transpose()
    }

    /// The value of `flag` as a whole number.
    pub fn whole_number(&self, flag: &str) -> Result<Option<u64>, String> {
        self.value(flag).map(|v| whole_number(flag, v)).transpose()
    }
}

/// One word of a command line.
pub struct Arg<'a> {
    /// The word as written.
    pub word: &'a str,
    /// The flag, without a value written after `=` (the whole word when there is none).
    pub flag: &'a str,
    inline: Option<&'a str>,
}

impl Arg<'_> {
    /// Whether it came without `=VALUE`: a switch takes nothing.
    pub fn is_switch(&self) -> bool {
        self.inline.is_none()
    }
}

/// The words of a command line, taken one at a time, with the values of the options among them.
pub struct Args<'a> {
    words: std::slice::Iter<'a, String>,
}

impl<'a> Args<'a> {
    /// The command line `words` (without the program's name).
    pub fn new(words: &'a [String]) -> Args<'a> {
        Args {
            words: words.iter(),
        }
    }

    /// The next word; a `--flag=VALUE` is split at its first `=`.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<Arg<'a>> {
        let word = self.words.next()?.as_str();
        Some(match word.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => Arg {
                word,
                flag,
                inline: Some(value),
            },
            _ => Arg {
                word,
                flag: word,
                inline: None,
            },
        })
    }

    /// The value of option `arg`: what follows its `=`, else the next word. A missing or empty
    /// value is `<flag> needs a value`.
    pub fn value(&mut self, arg: &Arg) -> Result<String, String> {
        match arg.inline.or_else(|| self.words.next().map(String::as_str)) {
            Some(value) if !value.is_empty() => Ok(value.to_string()),
            _ => Err(format!("{} needs a value", arg.flag)),
        }
    }
}

/// `text` as a number of seconds above 0, for option `flag`.
pub fn seconds(flag: &str, text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0)
        .ok_or_else(|| format!("{} {:?}: expected seconds above 0", flag, text))
}

/// `text` as a whole number, for option `flag`.
pub fn whole_number(flag: &str, text: &str) -> Result<u64, String> {
    text.parse::<u64>()
        .map_err(|_| format!("{} {:?}: expected a whole number", flag, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    const TOOL: Command = Command {
        name: "tool",
        summary: "a tool",
        usage: "[OPTIONS] THING",
        about: "Does a thing.",
        operands: &[("THING", "the thing")],
        options: &[
            Opt {
                flag: "--seconds",
                value: Some("S"),
                help: "stop after S seconds (default 30)",
            },
            Opt {
                flag: "--a-rather-long-option",
                value: Some("VALUE"),
                help: "two lines\nof help",
            },
            Opt {
                flag: "--beyond",
                value: None,
                help: "further",
            },
        ],
        notes: "Exit status 0.",
        doc: "docs/x.md",
        run: |_| 0,
    };

    #[test]
    fn the_help_lists_every_option_of_the_table() {
        assert_eq!(
            TOOL.help(),
            "usage: impartial tool [OPTIONS] THING\n\
             \n\
             Does a thing.\n\
             \n  THING                   the thing\
             \n  --seconds S             stop after S seconds (default 30)\
             \n  --a-rather-long-option VALUE\
             \n                          two lines\
             \n                          of help\
             \n  --beyond                further\
             \n  --help                  print this\n\
             \n\
             Exit status 0.\n"
        );
    }

    #[test]
    fn the_table_decides_what_is_an_option_a_switch_or_an_operand() {
        let parsed = TOOL
            .parse(&words("--seconds=2.5 x --beyond --seconds 4 - y"))
            .unwrap();
        assert_eq!(parsed.seconds("--seconds"), Ok(Some(4.0)));
        assert!(parsed.switch("--beyond") && !parsed.help);
        assert_eq!(parsed.words, ["x", "-", "y"]);
        assert_eq!(parsed.value("--a-rather-long-option"), None);
        assert!(TOOL.parse(&words("thing -h")).unwrap().help);
        for (bad, why) in [
            ("--seconds", "--seconds needs a value"),
            ("--seconds=", "--seconds needs a value"),
            ("--beyond=1", "--beyond takes no value"),
            ("--verbose", "unknown option --verbose"),
            ("-x", "unknown option -x"),
        ] {
            assert_eq!(TOOL.parse(&words(bad)).unwrap_err(), why, "{}", bad);
        }
        let parsed = TOOL.parse(&words("--seconds 0")).unwrap();
        assert_eq!(
            parsed.seconds("--seconds"),
            Err("--seconds \"0\": expected seconds above 0".to_string())
        );
    }

    #[test]
    fn values_come_after_an_equals_sign_or_as_the_next_word() {
        let line = words("--a=1 --b 2 --c= --d");
        let mut args = Args::new(&line);
        let mut values = Vec::new();
        while let Some(arg) = args.next() {
            values.push((arg.flag, args.value(&arg)));
        }
        assert_eq!(
            values,
            [
                ("--a", Ok("1".to_string())),
                ("--b", Ok("2".to_string())),
                ("--c", Err("--c needs a value".to_string())),
                ("--d", Err("--d needs a value".to_string())),
            ]
        );
    }

    #[test]
    fn only_a_double_dash_word_splits_at_its_equals_sign() {
        let line = words("a=b -x=1 --y=2=3");
        let mut args = Args::new(&line);
        let flags: Vec<(&str, bool)> = std::iter::from_fn(|| args.next())
            .map(|a| (a.flag, a.is_switch()))
            .collect();
        assert_eq!(flags, [("a=b", true), ("-x=1", true), ("--y", false)]);
        let line = words("--y=2=3");
        let mut args = Args::new(&line);
        let y = args.next().unwrap();
        assert_eq!(args.value(&y), Ok("2=3".to_string()));
    }

    #[test]
    fn numbers_are_checked() {
        assert_eq!(seconds("--s", "0.5"), Ok(0.5));
        for bad in ["0", "-1", "inf", "NaN", "x", ""] {
            assert_eq!(
                seconds("--s", bad),
                Err(format!("--s {:?}: expected seconds above 0", bad))
            );
        }
        assert_eq!(whole_number("--n", "42"), Ok(42));
        assert!(whole_number("--n", "-1").is_err() && whole_number("--n", "1.5").is_err());
    }
}
