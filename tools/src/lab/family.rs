//! Families of games (issue 34): a game's text with placeholders `{K}`, integer arithmetic in
//! them (`{K-1}`, `{2*(K+1)}`), ranges in subtraction and all-but sets (`sub:3..5`,
//! `allbut:{L}..{R}`) and a code digit repeated a parameter's number of times (`0.0^{L-1}7^{R-L+1}`:
//! remove `L` to `R` consecutive cards from a row). Bound with `K=5` it is one game; `lab sweep`
//! runs it over `K=3..40`.
//!
//! The language:
//! - `{EXPR}` anywhere in the text (a code, a set, a program's command) is replaced by the
//!   value of `EXPR`: decimal numbers, names (`K`, `L1`, `rows`), `+`, `-`, `*` and
//!   parentheses. Every intermediate is exact (128 bits); a result below 0 or past 2^64 - 1 is
//!   an error, not a wrap. `{{` and `}}` are a brace itself (for a program's command).
//! - `D^{EXPR}` in a code repeats the digit `D` (one character, or `&N;`, with its `!`)
//!   `EXPR` times, zero included: `0.0^{2}7^{3}` is `0.00777`.
//! - `sub:` and `allbut:` take items `A` or `A..B` (both ends included, `A <= B`), each from 1
//!   to [`SET_LIMIT`].
//!
//! A binding is `NAME=VALUE` or, for a sweep, `NAME=LOW..HIGH`; its ends are expressions in the
//! same language over the names bound before it (`L=1..20 R=L..20`).
//!
//! The API other commands join on:
//! ```
//! use impartial_tools::lab::family::{Family, Binding, tuples};
//! use impartial_tools::lab::Game;
//! let f = Family::parse("sub:1,{K}").unwrap();
//! assert_eq!(f.params(), ["K"]);
//! assert_eq!(f.bind_text(&[("K".into(), 6)]).unwrap(), "sub:1,6");
//! assert!(matches!(f.bind(&[("K".into(), 6)]), Ok(Game::Heap(_))));
//! let ranges = [Binding::parse("K=3..5").unwrap().unwrap()];
//! assert_eq!(tuples(&ranges).unwrap().len(), 3);
//! assert!(f.bind(&[]).unwrap_err().contains("never bound"));
//! ```

use super::Game;
use impartial_lab::{Code, CodeError, Digit};

/// The largest value a `sub:` or `allbut:` set takes, and the most digits a repetition makes.
///
/// Not the engine's table: heaps are counted in 32 bits there, and a removal past the table's
/// length is simply never made. The limit is the code itself: it keeps one digit (8 bytes) for
/// every removal up to the largest, so `sub:1,{K}` at K = 2^27 already holds 1 GiB before a
/// value is computed.
pub const SET_LIMIT: u64 = 1 << 27;

/// How [`SET_LIMIT`] is written in errors.
const SET_LIMIT_TEXT: &str = "a number from 1 to 2^27";

/// The most parameter tuples a sweep enumerates.
pub const TUPLE_LIMIT: u64 = 1_000_000;

/// Beyond this many characters a game's name is written short (the form as given).
const LONG_NAME: usize = 64;

/// An integer expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A decimal number.
    Num(i128),
    /// A parameter.
    Var(String),
    /// `a + b`, `a - b`, `a * b`.
    Op(char, Box<Expr>, Box<Expr>),
}

/// How deep parentheses may nest (the parser recurses once a level).
const MAX_DEPTH: usize = 32;

impl Expr {
    /// Reads an expression; the error names the column (1-based) within `text`.
    ///
    /// ```
    /// use impartial_tools::lab::family::Expr;
    /// let e = Expr::parse("2*(K+1)-L").unwrap();
    /// assert_eq!(e.eval(&[("K".into(), 5), ("L".into(), 3)]), Ok(9));
    /// assert!(Expr::parse("K+").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Expr, (usize, String)> {
        let chars: Vec<char> = text.chars().collect();
        let mut p = ExprParser { chars, i: 0 };
        let e = p.sum(0)?;
        p.skip();
        if p.i < p.chars.len() {
            return Err(p.fault("'+', '-', '*', ')' or the end"));
        }
        Ok(e)
    }

    /// The names in the expression, in order of first appearance.
    pub fn names(&self, into: &mut Vec<String>) {
        let mut stack = vec![self];
        let mut seen = Vec::new();
        while let Some(e) = stack.pop() {
            match e {
                Expr::Num(_) => {}
                Expr::Var(v) => seen.push(v.clone()),
                Expr::Op(_, a, b) => {
                    stack.push(b);
                    stack.push(a);
                }
            }
        }
        for v in seen {
            if !into.contains(&v) {
                into.push(v);
            }
        }
    }

    /// The value under `env`, checked: a name not bound, a negative result or one past
    /// 2^64 - 1 is an error (intermediates are exact in 128 bits).
    pub fn eval(&self, env: &[(String, u64)]) -> Result<u64, String> {
        let v = self.eval_wide(env)?;
        u64::try_from(v).map_err(|_| {
            if v < 0 {
                format!("is {}, a negative number", v)
            } else {
                format!("is {}, past 2^64 - 1", v)
            }
        })
    }

    fn eval_wide(&self, env: &[(String, u64)]) -> Result<i128, String> {
        Ok(match self {
            Expr::Num(n) => *n,
            Expr::Var(v) => env
                .iter()
                .find(|(name, _)| name == v)
                .map(|&(_, x)| i128::from(x))
                .ok_or_else(|| format!("names {}, which is never bound (give {}=VALUE)", v, v))?,
            Expr::Op(op, a, b) => {
                let (a, b) = (a.eval_wide(env)?, b.eval_wide(env)?);
                match op {
                    '+' => a.checked_add(b),
                    '-' => a.checked_sub(b),
                    _ => a.checked_mul(b),
                }
                .ok_or_else(|| "overflows 128 bits".to_string())?
            }
        })
    }
}

struct ExprParser {
    chars: Vec<char>,
    i: usize,
}

impl ExprParser {
    fn skip(&mut self) {
        while self.chars.get(self.i).is_some_and(|c| c.is_whitespace()) {
            self.i += 1;
        }
    }

    fn fault(&self, expected: &str) -> (usize, String) {
        let found = self
            .chars
            .get(self.i)
            .map_or("the end".to_string(), |c| format!("\"{}\"", c));
        (
            self.i + 1,
            format!("expected {}, found {}", expected, found),
        )
    }

    fn sum(&mut self, depth: usize) -> Result<Expr, (usize, String)> {
        let mut e = self.product(depth)?;
        loop {
            self.skip();
            match self.chars.get(self.i) {
                Some(&op @ ('+' | '-')) => {
                    self.i += 1;
                    let r = self.product(depth)?;
                    e = Expr::Op(op, Box::new(e), Box::new(r));
                }
                _ => return Ok(e),
            }
        }
    }

    fn product(&mut self, depth: usize) -> Result<Expr, (usize, String)> {
        let mut e = self.atom(depth)?;
        loop {
            self.skip();
            if self.chars.get(self.i) == Some(&'*') {
                self.i += 1;
                let r = self.atom(depth)?;
                e = Expr::Op('*', Box::new(e), Box::new(r));
            } else {
                return Ok(e);
            }
        }
    }

    fn atom(&mut self, depth: usize) -> Result<Expr, (usize, String)> {
        self.skip();
        let start = self.i;
        match self.chars.get(self.i) {
            Some('(') => {
                if depth >= MAX_DEPTH {
                    return Err((self.i + 1, format!("parentheses nest past {}", MAX_DEPTH)));
                }
                self.i += 1;
                let e = self.sum(depth + 1)?;
                self.skip();
                if self.chars.get(self.i) != Some(&')') {
                    return Err(self.fault("')'"));
                }
                self.i += 1;
                Ok(e)
            }
            Some(c) if c.is_ascii_digit() => {
                while self
                    .chars
                    .get(self.i)
                    .is_some_and(|c| c.is_ascii_digit() || *c == '_')
                {
                    self.i += 1;
                }
                let digits: String = self.chars[start..self.i]
                    .iter()
                    .filter(|&&c| c != '_')
                    .collect();
                digits
                    .parse::<u64>()
                    .map(|n| Expr::Num(i128::from(n)))
                    .map_err(|_| (start + 1, "a number past 2^64 - 1".to_string()))
            }
            Some(c) if c.is_ascii_alphabetic() || *c == '_' => {
                while self
                    .chars
                    .get(self.i)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
                {
                    self.i += 1;
                }
                Ok(Expr::Var(self.chars[start..self.i].iter().collect()))
            }
            _ => Err(self.fault("a number, a name or '('")),
        }
    }
}

/// A piece of a family's text.
#[derive(Debug, Clone)]
enum Piece {
    Text(String),
    /// `{EXPR}`: its expression and source text.
    Hole(Expr, String),
    /// `D^{EXPR}`: the digit as written (with its `!`), the count and its source.
    Repeat(String, Expr, String),
}

/// A game's text with placeholders (module docs).
#[derive(Debug, Clone)]
pub struct Family {
    text: String,
    pieces: Vec<Piece>,
    params: Vec<String>,
}

impl Family {
    /// Reads a family; a text without `{`, `}` or `^` is a family of one game.
    pub fn parse(text: &str) -> Result<Family, String> {
        let program = text.starts_with("prog:");
        let chars: Vec<char> = text.chars().collect();
        let fault =
            |column: usize, why: String| format!("game \"{}\": column {}: {}", text, column, why);
        let mut pieces: Vec<Piece> = Vec::new();
        let mut literal = String::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if (c == '{' || c == '}') && chars.get(i + 1) == Some(&c) {
                literal.push(c);
                i += 2;
                continue;
            }
            match c {
                '}' => {
                    return Err(fault(
                        i + 1,
                        "a '}' closes no placeholder (write }} for the brace itself)".into(),
                    ))
                }
                '{' => {
                    let (expr, source, next) = hole(&chars, i).map_err(|(c, e)| fault(c, e))?;
                    if !literal.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut literal)));
                    }
                    pieces.push(Piece::Hole(expr, source));
                    i = next;
                }
                '^' if !program => {
                    if chars.get(i + 1) != Some(&'{') {
                        return Err(fault(
                            i + 2,
                            "expected '{' after '^' (a repeated digit is D^{COUNT})".into(),
                        ));
                    }
                    let digit = last_digit(&literal).ok_or_else(|| {
                        fault(
                            i + 1,
                            "'^' repeats the digit before it, and there is none (D^{COUNT}: D is 0-9, A-V or &N;, with its '!')".into(),
                        )
                    })?;
                    literal.truncate(literal.len() - digit.len());
                    let (expr, source, next) = hole(&chars, i + 1).map_err(|(c, e)| fault(c, e))?;
                    if !literal.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut literal)));
                    }
                    pieces.push(Piece::Repeat(digit, expr, source));
                    i = next;
                }
                _ => {
                    literal.push(c);
                    i += 1;
                }
            }
        }
        if !literal.is_empty() {
            pieces.push(Piece::Text(literal));
        }
        let mut params = Vec::new();
        for p in &pieces {
            if let Piece::Hole(e, _) | Piece::Repeat(_, e, _) = p {
                e.names(&mut params);
            }
        }
        Ok(Family {
            text: text.to_string(),
            pieces,
            params,
        })
    }

    /// The text as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The parameters, in order of first appearance.
    pub fn params(&self) -> &[String] {
        &self.params
    }

    /// The game's text with `values` put in, repetitions written out. Values for names the
    /// family does not have are ignored here ([`Family::check_names`] refuses them).
    pub fn bind_text(&self, values: &[(String, u64)]) -> Result<String, String> {
        Ok(self.expand(values)?.0)
    }

    /// The text and the short name: repetitions left as `D^{count}`.
    fn expand(&self, values: &[(String, u64)]) -> Result<(String, String), String> {
        if let Some(p) = self
            .params
            .iter()
            .find(|p| !values.iter().any(|(n, _)| n == *p))
        {
            return Err(format!(
                "game \"{}\": the placeholder {} is never bound (give {}=VALUE, or {}=LOW..HIGH to lab sweep)",
                self.text, p, p, p
            ));
        }
        let bound = || {
            values
                .iter()
                .filter(|(n, _)| self.params.contains(n))
                .map(|(n, v)| format!("{}={}", n, v))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let value = |e: &Expr, source: &str| {
            e.eval(values).map_err(|why| {
                format!(
                    "game \"{}\" with {}: {{{}}} {}",
                    self.text,
                    bound(),
                    source,
                    why
                )
            })
        };
        let mut text = String::new();
        let mut short = String::new();
        for p in &self.pieces {
            match p {
                Piece::Text(t) => {
                    text += t;
                    short += t;
                }
                Piece::Hole(e, source) => {
                    let v = value(e, source)?.to_string();
                    text += &v;
                    short += &v;
                }
                Piece::Repeat(digit, e, source) => {
                    let count = value(e, source)?;
                    if count > SET_LIMIT {
                        return Err(format!(
                            "game \"{}\" with {}: {}^{{{}}} repeats a digit {} times, more than the 2^27 a code holds",
                            self.text,
                            bound(),
                            digit,
                            source,
                            count
                        ));
                    }
                    text += &digit.repeat(count as usize);
                    short += &format!("{}^{{{}}}", digit, count);
                }
            }
        }
        Ok((text, short))
    }

    /// The game for `values` (every parameter bound). Its name is the text with the values put
    /// in, written short where that is long (`0.7^{5000}` rather than five thousand 7s).
    pub fn bind(&self, values: &[(String, u64)]) -> Result<Game, String> {
        let (text, short) = self.expand(values)?;
        if let Some(command) = text.strip_prefix("prog:") {
            if command.trim().is_empty() {
                return Err(format!(
                    "game \"{}\": expected a command after prog:",
                    self.text
                ));
            }
            return Ok(Game::Program(command.to_string()));
        }
        let mut game = Game::parse(&text)?;
        if let Game::Heap(code) = &mut game {
            if text.len() > LONG_NAME && short.len() < code.name.len() {
                code.name = short;
            }
        }
        Ok(game)
    }

    /// Refuses a binding that names no parameter of the family (`K=5` for `sub:1,3`): a word
    /// on the command line is never ignored.
    pub fn check_names(&self, names: &[String]) -> Result<(), String> {
        match names.iter().find(|n| !self.params.contains(n)) {
            Some(n) => Err(format!(
                "{}=...: the game \"{}\" has no placeholder {{{}}}{}",
                n,
                self.text,
                n,
                if self.params.is_empty() {
                    String::new()
                } else {
                    format!(" (its parameters: {})", self.params.join(", "))
                }
            )),
            None => Ok(()),
        }
    }
}

/// Reads `{EXPR}` at `chars[i] == '{'`: the expression, its source and the index after `}`.
fn hole(chars: &[char], i: usize) -> Result<(Expr, String, usize), (usize, String)> {
    let end = chars[i..]
        .iter()
        .position(|&c| c == '}')
        .map(|k| k + i)
        .ok_or((i + 1, "a '{' without its '}'".to_string()))?;
    let source: String = chars[i + 1..end].iter().collect();
    let expr = Expr::parse(&source)
        .map_err(|(column, why)| (i + 1 + column, format!("in {{{}}}: {}", source, why)))?;
    Ok((expr, source, end + 1))
}

/// The code digit at the end of `text` (`7`, `7!`, `&12;`), as written.
fn last_digit(text: &str) -> Option<String> {
    let body = text.strip_suffix('!').unwrap_or(text);
    let bang = if body.len() < text.len() { "!" } else { "" };
    let digit = if let Some(inner) = body.strip_suffix(';') {
        let amp = inner.rfind('&')?;
        inner[amp + 1..]
            .chars()
            .all(|c| c.is_ascii_digit())
            .then(|| format!("{};", &inner[amp..]))?
    } else {
        let c = body.chars().last()?;
        c.is_digit(32).then(|| c.to_string())?
    };
    Some(format!("{}{}", digit, bang))
}

/// A binding on the command line: `NAME=VALUE` or `NAME=LOW..HIGH`, its ends expressions over
/// the names bound before it.
#[derive(Debug, Clone)]
pub struct Binding {
    /// The parameter.
    pub name: String,
    /// The lowest value.
    pub low: Expr,
    /// The highest (the same as `low` for one value).
    pub high: Expr,
    /// The word as given.
    pub text: String,
}

impl Binding {
    /// Reads a word: `Ok(None)` when it is no binding (no `NAME=` in front), an error when it
    /// starts like one and is malformed.
    pub fn parse(word: &str) -> Result<Option<Binding>, String> {
        let Some((name, value)) = word.split_once('=') else {
            return Ok(None);
        };
        let is_name = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !is_name {
            return Ok(None);
        }
        let fault = |(column, why): (usize, String), offset: usize| {
            format!(
                "binding \"{}\": column {}: {}",
                word,
                name.len() + 1 + offset + column,
                why
            )
        };
        let (low_text, high_text, offset) = match value.split_once("..") {
            Some((a, b)) => (a, b, a.len() + 2),
            None => (value, value, 0),
        };
        let low = Expr::parse(low_text).map_err(|e| fault(e, 0))?;
        let high = Expr::parse(high_text).map_err(|e| fault(e, offset))?;
        Ok(Some(Binding {
            name: name.to_string(),
            low,
            high,
            text: word.to_string(),
        }))
    }

    /// Whether it is one value (`K=5`), not a range.
    pub fn is_single(&self) -> bool {
        self.low == self.high
    }
}

/// Splits a command line's words into the others and the bindings, in order.
pub fn split_bindings(words: &[String]) -> Result<(Vec<String>, Vec<Binding>), String> {
    let mut rest = Vec::new();
    let mut bindings: Vec<Binding> = Vec::new();
    for w in words {
        match Binding::parse(w)? {
            Some(b) => {
                if bindings.iter().any(|o| o.name == b.name) {
                    return Err(format!("{} is bound twice ({})", b.name, b.text));
                }
                bindings.push(b)
            }
            None => rest.push(w.clone()),
        }
    }
    Ok((rest, bindings))
}

/// Every tuple of values the bindings take, the first binding outermost (each end evaluated
/// with the values of the bindings before it). An empty range is an error, as is a sweep past
/// [`TUPLE_LIMIT`] tuples.
pub fn tuples(bindings: &[Binding]) -> Result<Vec<Vec<(String, u64)>>, String> {
    let mut done: Vec<Vec<(String, u64)>> = vec![Vec::new()];
    for b in bindings {
        let mut next = Vec::new();
        for t in &done {
            let end = |e: &Expr| {
                e.eval(t)
                    .map_err(|why| format!("binding \"{}\": an end {}", b.text, why))
            };
            let (low, high) = (end(&b.low)?, end(&b.high)?);
            if low > high {
                let at = if t.is_empty() {
                    String::new()
                } else {
                    format!(
                        " at {}",
                        t.iter()
                            .map(|(n, v)| format!("{}={}", n, v))
                            .collect::<Vec<_>>()
                            .join(" ")
                    )
                };
                return Err(format!(
                    "binding \"{}\": the range {}..{}{} is empty",
                    b.text, low, high, at
                ));
            }
            if (next.len() as u64).saturating_add(high - low + 1) > TUPLE_LIMIT {
                return Err(format!(
                    "binding \"{}\": more than {} parameter tuples",
                    b.text, TUPLE_LIMIT
                ));
            }
            for v in low..=high {
                let mut t = t.clone();
                t.push((b.name.clone(), v));
                next.push(t);
            }
        }
        done = next;
    }
    Ok(done)
}

/// A `sub:` or `allbut:` set with ranges (`sub:1,5..9`), read to its code; `None` for another
/// form. The name is the text as given, or its ranges written short (`sub:1000..3000`) where
/// the given text is long.
pub fn set_code(text: &str) -> Option<Result<Code, String>> {
    let (prefix, all_but) = [("sub:", false), ("allbut:", true)]
        .into_iter()
        .find(|(p, _)| text.starts_with(p))?;
    Some(read_set(text, prefix, all_but))
}

fn read_set(text: &str, prefix: &str, all_but: bool) -> Result<Code, String> {
    let error = |column: usize, expected: &'static str, found: &str| {
        CodeError {
            text: text.to_string(),
            column,
            expected,
            found: found.to_string(),
        }
        .to_string()
    };
    let number = |item: &str, column: usize| -> Result<u64, String> {
        let t = item.trim();
        t.replace('_', "")
            .parse::<u64>()
            .ok()
            .filter(|&v| (1..=SET_LIMIT).contains(&v))
            .ok_or_else(|| {
                if t.parse::<u64>().is_ok_and(|v| v > SET_LIMIT) || t.len() > 18 {
                    format!(
                        "game \"{}\": column {}: {} is past 2^27, the largest removal a code holds (it keeps a digit, 8 bytes, for every removal up to the largest)",
                        text, column, t
                    )
                } else {
                    error(column, SET_LIMIT_TEXT, item)
                }
            })
    };
    let list = &text[prefix.len()..];
    let mut ranges: Vec<(u64, u64)> = Vec::new();
    let mut column = prefix.len() + 1;
    for item in list.split(',') {
        let range = match item.split_once("..") {
            Some((a, b)) => {
                let low = number(a, column)?;
                let high = number(b, column + a.chars().count() + 2)?;
                if low > high {
                    return Err(format!(
                        "game \"{}\": column {}: the range {}..{} is empty",
                        text,
                        column,
                        a.trim(),
                        b.trim()
                    ));
                }
                (low, high)
            }
            None => {
                let v = number(item, column)?;
                (v, v)
            }
        };
        ranges.push(range);
        column += item.chars().count() + 1;
    }
    let top = ranges.iter().map(|r| r.1).max().unwrap_or(0) as usize;
    let mut member = vec![false; top + 1];
    for &(a, b) in &ranges {
        member[a as usize..=b as usize].fill(true);
    }
    let three = Digit {
        heaps: 3,
        distinct: false,
    };
    let digits = (1..=top)
        .map(|k| {
            if member[k] != all_but {
                three
            } else {
                Digit::default()
            }
        })
        .collect();
    let name = if text.len() > LONG_NAME {
        let mut short = String::from(prefix);
        let mut k = 1;
        let mut items = Vec::new();
        while k <= top {
            if member[k] {
                let start = k;
                while k < top && member[k + 1] {
                    k += 1;
                }
                items.push(match k - start {
                    0 => start.to_string(),
                    1 => format!("{},{}", start, k),
                    _ => format!("{}..{}", start, k),
                });
            }
            k += 1;
        }
        short += &items.join(",");
        if short.len() < text.len() {
            short
        } else {
            text.to_string()
        }
    } else {
        text.to_string()
    };
    Ok(Code {
        name,
        split: Digit::default(),
        digits,
        tail: if all_but { vec![three] } else { Vec::new() },
    })
}

#[cfg(test)]
mod tests;
