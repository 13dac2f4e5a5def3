//! The tools' command lines, read the one way in `judge`, `stress` and `bench`: options as
//! `--flag VALUE` or `--flag=VALUE`, switches (`--beyond`, never with `=`), and bare words.
//!
//! ```
//! use impartial_tools::cli::{self, Args};
//! let words: Vec<String> = ["--seed=7", "--beyond", "poj1067", "--seconds", "2.5"]
//!     .map(String::from)
//!     .to_vec();
//! let mut args = Args::new(&words);
//! let seed = args.next().unwrap();
//! assert_eq!(seed.flag, "--seed");
//! assert_eq!(cli::whole_number(seed.flag, &args.value(&seed).unwrap()), Ok(7));
//! assert!(args.next().unwrap().is_switch());
//! assert_eq!(args.next().unwrap().word, "poj1067");
//! let seconds = args.next().unwrap();
//! assert_eq!(cli::seconds(seconds.flag, &args.value(&seconds).unwrap()), Ok(2.5));
//! assert!(args.next().is_none());
//! ```

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
