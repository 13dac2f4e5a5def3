//! One input of a [`Format`]: the values of its variables, once for the input and once per
//! case, written out as the layout says ([`Format::render`]) and read back from a text
//! ([`Format::read`]).

use super::expr::{Expr, Lookup};
use super::{Atom, Format, Item, Scope};

/// A variable's value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Int(i128),
    Str(Vec<u8>),
    /// A sequence's elements, the first at its index range's start.
    Ints(Vec<i128>),
    /// One string per element (a grid's rows).
    Strs(Vec<Vec<u8>>),
}

/// Values by variable number; `None` for a variable of another scope or not drawn yet. A
/// case's nested records ([`super::Item::Records`]) are envs of their own, in `records`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Env {
    pub values: Vec<Option<Value>>,
    pub records: Vec<Env>,
}

impl Env {
    pub fn new(vars: usize) -> Env {
        Env {
            values: vec![None; vars],
            records: Vec::new(),
        }
    }

    /// The values of the variables of `scope` taken out of this env into a new one (a nested
    /// record drawn or read in its case's env, then held on its own).
    pub fn split_off(&mut self, format: &Format, scope: Scope) -> Env {
        let mut out = Env::new(self.values.len());
        for (v, var) in format.vars.iter().enumerate() {
            if var.scope == scope {
                out.values[v] = self.values[v].take();
            }
        }
        out
    }

    pub fn int(&self, var: usize) -> Option<i128> {
        match self.values.get(var)? {
            Some(Value::Int(x)) => Some(*x),
            _ => None,
        }
    }
}

/// An input: the top variables and, in the multi-case form, one [`Env`] per case.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Instance {
    pub top: Env,
    pub cases: Vec<Env>,
}

/// Where an expression is evaluated: the input's values, a case's, a nested record's, and the
/// running index.
pub struct At<'a> {
    pub format: &'a Format,
    pub top: &'a Env,
    pub case: Option<&'a Env>,
    /// The nested record; `None` while one is drawn or read, whose values its case's env
    /// holds until it is done.
    pub inner: Option<&'a Env>,
    pub index: Option<i128>,
}

impl At<'_> {
    fn value(&self, var: usize) -> Option<&Value> {
        let env = match self.format.vars[var].scope {
            Scope::Top => self.top,
            Scope::Case => self.case?,
            Scope::Inner => self.inner.or(self.case)?,
        };
        env.values.get(var)?.as_ref()
    }

    /// The first index of sequence `var`.
    pub fn start(&self, var: usize) -> Option<i128> {
        let a = self.format.vars[var].array.as_ref()?;
        let at = At {
            index: None,
            ..*self
        };
        a.from.eval(&at).ok()
    }

    /// How many elements sequence `var` has, from its index range.
    pub fn length(&self, var: usize) -> Option<i128> {
        let a = self.format.vars[var].array.as_ref()?;
        let at = At {
            index: None,
            ..*self
        };
        let (from, to) = (a.from.eval(&at).ok()?, a.to.eval(&at).ok()?);
        Some(to - from + 1)
    }

    pub fn eval(&self, e: &Expr) -> Option<i128> {
        e.eval(self).ok()
    }
}

impl Lookup for At<'_> {
    fn scalar(&self, var: usize) -> Option<i128> {
        match self.value(var)? {
            Value::Int(x) => Some(*x),
            _ => None,
        }
    }
    fn elem(&self, var: usize, index: i128) -> Option<i128> {
        let start = self.start(var)?;
        match self.value(var)? {
            Value::Ints(xs) => xs.get(usize::try_from(index - start).ok()?).copied(),
            _ => None,
        }
    }
    fn len(&self, var: usize) -> Option<i128> {
        match self.value(var)? {
            Value::Str(s) => Some(s.len() as i128),
            _ => None,
        }
    }
    fn len_elem(&self, var: usize, index: i128) -> Option<i128> {
        let start = self.start(var)?;
        match self.value(var)? {
            Value::Strs(ss) => ss
                .get(usize::try_from(index - start).ok()?)
                .map(|s| s.len() as i128),
            _ => None,
        }
    }
    fn index(&self) -> Option<i128> {
        self.index
    }
    fn total(&self, var: usize) -> Option<i128> {
        match self.value(var)? {
            Value::Ints(xs) => xs.iter().try_fold(0i128, |s, &x| s.checked_add(x)),
            _ => None,
        }
    }
}

/// A read error: where and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

/// A cursor over an input text that knows lines and columns.
struct Cursor<'a> {
    text: &'a [u8],
    at: usize,
    line: usize,
    line_start: usize,
    /// Lines are as the layout says; `false`: any whitespace separates tokens.
    lines: bool,
}

impl<'a> Cursor<'a> {
    fn error(&self, message: String) -> ReadError {
        ReadError {
            line: self.line,
            column: self.at - self.line_start + 1,
            message,
        }
    }

    fn skip_spaces(&mut self) {
        while self.at < self.text.len() {
            match self.text[self.at] {
                b' ' | b'\t' | b'\r' => {}
                b'\n' if !self.lines => {
                    self.line += 1;
                    self.line_start = self.at + 1;
                }
                _ => return,
            }
            self.at += 1;
        }
    }

    /// The next token on the current line.
    fn token(&mut self, what: &dyn Fn() -> String) -> Result<&'a str, ReadError> {
        self.skip_spaces();
        let start = self.at;
        while self.at < self.text.len() && !self.text[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
        if start == self.at {
            let found = if self.at == self.text.len() {
                "the end of the input".to_string()
            } else {
                "the end of the line".to_string()
            };
            return Err(self.error(format!("expected {}, found {}", what(), found)));
        }
        std::str::from_utf8(&self.text[start..self.at]).map_err(|_| self.error("not UTF-8".into()))
    }

    /// Whether only whitespace is left.
    fn at_end(&mut self) -> bool {
        let mut probe = Cursor {
            lines: false,
            ..*self
        };
        probe.skip_spaces();
        if probe.at == self.text.len() {
            *self = Cursor {
                lines: self.lines,
                ..probe
            };
        }
        self.at == self.text.len()
    }

    /// Whether the next tokens (by lines: the next line, all of it) are `end`; if so they are
    /// consumed. The end of the input before them is an error: the terminator is required.
    fn at_line(&mut self, end: &[String]) -> Result<bool, ReadError> {
        let mut probe = Cursor { ..*self };
        let mut words = Vec::new();
        if probe.at_end() {
            return Err(probe.error(format!(
                "expected the line {:?} that ends the input, found the end of the input",
                end.join(" ")
            )));
        }
        for _ in 0..end.len() {
            probe.skip_spaces();
            match probe.token(&String::new) {
                Ok(t) => words.push(t),
                Err(_) => return Ok(false),
            }
        }
        if words.iter().zip(end).any(|(w, e)| w != e) {
            return Ok(false);
        }
        if probe.lines && probe.end_of_line().is_err() {
            return Ok(false);
        }
        *self = probe;
        Ok(true)
    }

    /// The end of the current line (trailing spaces allowed).
    fn end_of_line(&mut self) -> Result<(), ReadError> {
        if !self.lines {
            return Ok(());
        }
        self.skip_spaces();
        match self.text.get(self.at) {
            None => Ok(()),
            Some(b'\n') => {
                self.at += 1;
                self.line += 1;
                self.line_start = self.at;
                Ok(())
            }
            Some(_) => {
                let rest: String = String::from_utf8_lossy(&self.text[self.at..])
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .to_string();
                Err(self.error(format!("expected the end of the line, found {:?}", rest)))
            }
        }
    }
}

impl Format {
    /// The input's text: each layout line as a line, tokens separated by one space.
    pub fn render(&self, inst: &Instance) -> String {
        let mut out = String::new();
        let kinds = &mut Vec::new();
        self.render_items(&self.top, &inst.top, None, &mut out, kinds);
        if let Some(cases) = &self.cases {
            for case in &inst.cases {
                self.render_items(&cases.body, &inst.top, Some(case), &mut out, kinds);
            }
            if let Some(end) = cases.terminator() {
                out.push_str(&end.join(" "));
                out.push('\n');
            }
        }
        out
    }

    /// The tokens of a record's first line (a case's, or with `inner` a nested record's),
    /// which a terminator must not match.
    pub(crate) fn first_line(
        &self,
        body: &[Item],
        top: &Env,
        case: &Env,
        inner: Option<&Env>,
    ) -> Vec<String> {
        let mut text = String::new();
        self.render_in(body, top, Some(case), inner, &mut text, &mut Vec::new());
        let first = text.lines().next().unwrap_or("");
        first.split_whitespace().map(str::to_string).collect()
    }

    /// One case's lines (`body`, the cases' layout), appended to `out`; `strings` gets, for
    /// every word written, whether it is a string's (a word, not a number).
    pub(crate) fn render_case(
        &self,
        body: &[Item],
        top: &Env,
        case: &Env,
        out: &mut String,
        strings: &mut Vec<bool>,
    ) {
        self.render_items(body, top, Some(case), out, strings);
    }

    /// The lines of `items`, appended to `out`; `strings` gets, for every word written, whether
    /// it is a string's.
    pub(crate) fn render_items(
        &self,
        items: &[Item],
        top: &Env,
        case: Option<&Env>,
        out: &mut String,
        strings: &mut Vec<bool>,
    ) {
        self.render_in(items, top, case, None, out, strings)
    }

    /// [`Format::render_items`] inside nested record `inner` (`None`: a nested record's
    /// values, if any, are held in its case's env).
    fn render_in(
        &self,
        items: &[Item],
        top: &Env,
        case: Option<&Env>,
        inner: Option<&Env>,
        out: &mut String,
        strings: &mut Vec<bool>,
    ) {
        let env = |var: usize| -> Option<&Value> {
            let e = match self.vars[var].scope {
                Scope::Top => top,
                Scope::Case => case?,
                Scope::Inner => inner.or(case)?,
            };
            e.values.get(var)?.as_ref()
        };
        let word = |v: &Value, i: usize, out: &mut String, strings: &mut Vec<bool>| {
            let (text, string) = match v {
                Value::Int(x) => (x.to_string(), false),
                Value::Str(s) => (String::from_utf8_lossy(s).into_owned(), true),
                Value::Ints(xs) => (xs.get(i).map_or(String::new(), |x| x.to_string()), false),
                Value::Strs(ss) => (
                    ss.get(i)
                        .map_or(String::new(), |s| String::from_utf8_lossy(s).into_owned()),
                    true,
                ),
            };
            if !text.is_empty() {
                strings.push(string);
            }
            out.push_str(&text);
        };
        for item in items {
            match item {
                Item::Line { atoms, .. } => {
                    let mut first = true;
                    for atom in atoms {
                        let (Atom::Scalar(v) | Atom::Seq(v)) = *atom;
                        let Some(value) = env(v) else { continue };
                        let n = match value {
                            Value::Ints(xs) => xs.len(),
                            Value::Strs(ss) => ss.len(),
                            _ => 1,
                        };
                        for i in 0..n {
                            if !first {
                                out.push(' ');
                            }
                            first = false;
                            word(value, i, out, strings);
                        }
                    }
                    out.push('\n');
                }
                Item::Jagged { count, elems } => {
                    let (Some(Value::Ints(ks)), Some(Value::Ints(xs))) = (env(*count), env(*elems))
                    else {
                        continue;
                    };
                    // A matrix's rows do not write their lengths.
                    let written = self.vars[*count].width.is_none();
                    let mut at = 0;
                    for &k in ks {
                        if written {
                            out.push_str(&k.to_string());
                            strings.push(false);
                        }
                        let end = (at + k.max(0) as usize).min(xs.len());
                        for (p, x) in xs[at.min(end)..end].iter().enumerate() {
                            if written || p > 0 {
                                out.push(' ');
                            }
                            out.push_str(&x.to_string());
                            strings.push(false);
                        }
                        at = end;
                        out.push('\n');
                    }
                }
                Item::Records(nested) => {
                    for r in case.map_or(&[][..], |c| &c.records[..]) {
                        self.render_in(&nested.body, top, case, Some(r), out, strings);
                    }
                    if let Some(end) = nested.terminator() {
                        out.push_str(&end.join(" "));
                        strings.extend(end.iter().map(|_| false));
                        out.push('\n');
                    }
                }
                Item::Rows(b) => {
                    let cols: Vec<&Value> = self.blocks[*b]
                        .vars
                        .iter()
                        .filter_map(|&v| env(v))
                        .collect();
                    let rows = cols
                        .iter()
                        .map(|c| match c {
                            Value::Ints(xs) => xs.len(),
                            Value::Strs(ss) => ss.len(),
                            _ => 0,
                        })
                        .max()
                        .unwrap_or(0);
                    for r in 0..rows {
                        for (k, c) in cols.iter().enumerate() {
                            if k > 0 {
                                out.push(' ');
                            }
                            word(c, r, out, strings);
                        }
                        out.push('\n');
                    }
                }
            }
        }
    }

    /// Reads `text` as an input of this format: the tokens where the layout puts them, lines
    /// where it ends them (trailing spaces and a missing final newline allowed), nothing after
    /// the end. Only the layout is read here: [`Format::check`] tells whether the values keep
    /// the constraints.
    pub fn read(&self, text: &str) -> Result<Instance, ReadError> {
        self.read_as(text, true)
    }

    /// Reads `text` as [`Format::read`] does, except that any whitespace separates tokens, as
    /// most solutions read them: where the lines break does not matter.
    pub fn read_tokens(&self, text: &str) -> Result<Instance, ReadError> {
        self.read_as(text, false)
    }

    fn read_as(&self, text: &str, lines: bool) -> Result<Instance, ReadError> {
        let mut c = Cursor {
            text: text.as_bytes(),
            at: 0,
            line: 1,
            line_start: 0,
            lines,
        };
        let mut inst = Instance {
            top: Env::new(self.vars.len()),
            cases: Vec::new(),
        };
        let mut top = std::mem::take(&mut inst.top);
        self.read_items(&self.top, &mut top, None, &mut c)?;
        let mut ended = false;
        if let Some(cases) = &self.cases {
            let t = cases.count().map(|t| top.int(t).unwrap_or(0));
            loop {
                match (t, cases.terminator()) {
                    (Some(t), _) if inst.cases.len() as i128 >= t => break,
                    (None, Some(end)) if c.at_line(end)? => {
                        ended = true;
                        break;
                    }
                    (None, None) if c.at_end() => break,
                    _ => {}
                }
                let mut case = Env::new(self.vars.len());
                self.read_items(&cases.body, &mut top, Some(&mut case), &mut c)?;
                inst.cases.push(case);
            }
        }
        inst.top = top;
        if ended {
            // What follows the terminator is not read.
            return Ok(inst);
        }
        while c.at < c.text.len() && c.text[c.at].is_ascii_whitespace() {
            if c.text[c.at] == b'\n' {
                c.line += 1;
                c.line_start = c.at + 1;
            }
            c.at += 1;
        }
        if c.at < c.text.len() {
            return Err(c.error("expected the end of the input, found more".into()));
        }
        Ok(inst)
    }

    fn read_items(
        &self,
        items: &[Item],
        top: &mut Env,
        mut case: Option<&mut Env>,
        c: &mut Cursor,
    ) -> Result<(), ReadError> {
        for item in items {
            match item {
                Item::Line { atoms, .. } => {
                    for atom in atoms {
                        match *atom {
                            Atom::Scalar(v) => {
                                let value = self.read_value(v, c)?;
                                let value = match value {
                                    Value::Ints(x) => Value::Int(x[0]),
                                    Value::Strs(mut s) => Value::Str(s.remove(0)),
                                    other => other,
                                };
                                self.store(v, value, top, case.as_deref_mut());
                            }
                            Atom::Seq(v) => {
                                let n = self.length_of(v, top, case.as_deref(), c)?;
                                let mut values = Vec::with_capacity(n);
                                for _ in 0..n {
                                    values.push(self.read_value(v, c)?);
                                }
                                let value = self.collect(v, values);
                                self.store(v, value, top, case.as_deref_mut());
                            }
                        }
                    }
                    c.end_of_line()?;
                }
                Item::Jagged { count, elems } => {
                    let n = self.length_of(*count, top, case.as_deref(), c)?;
                    let (mut ks, mut xs) = (Vec::with_capacity(n), Vec::new());
                    let width = match &self.vars[*count].width {
                        Some(w) => {
                            let at = At {
                                format: self,
                                top,
                                case: case.as_deref(),
                                inner: None,
                                index: None,
                            };
                            Some(at.eval(w).ok_or_else(|| {
                                c.error(format!(
                                    "the width of {} cannot be worked out",
                                    self.vars[*elems].name
                                ))
                            })?)
                        }
                        None => None,
                    };
                    for _ in 0..n {
                        let (line, column) = (c.line, c.at - c.line_start + 1);
                        let k = match width {
                            Some(w) => w,
                            None => match self.read_value(*count, c)? {
                                Value::Ints(k) => k.first().copied().unwrap_or(0),
                                _ => 0,
                            },
                        };
                        if !(0..=50_000_000 - xs.len() as i128).contains(&k) {
                            return Err(ReadError {
                                line,
                                column,
                                message: format!(
                                    "a row of {} elements of {}",
                                    k, self.vars[*elems].name
                                ),
                            });
                        }
                        for _ in 0..k {
                            xs.push(self.read_value(*elems, c)?);
                        }
                        ks.push(k);
                        c.end_of_line()?;
                    }
                    self.store(*count, Value::Ints(ks), top, case.as_deref_mut());
                    let xs = self.collect(*elems, xs);
                    self.store(*elems, xs, top, case.as_deref_mut());
                }
                // Each nested record is read into its case's env, then taken out of it.
                Item::Records(nested) => {
                    let Some(case) = case.as_deref_mut() else {
                        continue;
                    };
                    let count = nested.count().map(|k| case.int(k).unwrap_or(0));
                    let mut records = Vec::new();
                    loop {
                        match (count, nested.terminator()) {
                            (Some(k), _) if records.len() as i128 >= k => break,
                            (None, Some(end)) if c.at_line(end)? => break,
                            _ => {}
                        }
                        self.read_items(&nested.body, top, Some(&mut *case), c)?;
                        records.push(case.split_off(self, Scope::Inner));
                    }
                    case.records = records;
                }
                Item::Rows(b) => {
                    let vars = &self.blocks[*b].vars;
                    let n = self.length_of(vars[0], top, case.as_deref(), c)?;
                    let mut columns: Vec<Vec<Value>> = vec![Vec::with_capacity(n); vars.len()];
                    // Rows of no characters (a grid M = 0 columns wide) are no tokens: an
                    // empty word has no place between blanks, so none is read.
                    if self.no_characters(vars, top, case.as_deref()) {
                        let rows = Value::Strs(vec![Vec::new(); n]);
                        self.store(vars[0], rows, top, case.as_deref_mut());
                        continue;
                    }
                    for _ in 0..n {
                        for (k, &v) in vars.iter().enumerate() {
                            columns[k].push(self.read_value(v, c)?);
                        }
                        c.end_of_line()?;
                    }
                    for (k, column) in columns.into_iter().enumerate() {
                        let value = self.collect(vars[k], column);
                        self.store(vars[k], value, top, case.as_deref_mut());
                    }
                }
            }
        }
        Ok(())
    }

    fn store(&self, var: usize, value: Value, top: &mut Env, case: Option<&mut Env>) {
        match (self.vars[var].scope, case) {
            (Scope::Case | Scope::Inner, Some(case)) => case.values[var] = Some(value),
            _ => top.values[var] = Some(value),
        }
    }

    /// One element's worth: `Ints([x])` or `Strs([s])`.
    fn read_value(&self, var: usize, c: &mut Cursor) -> Result<Value, ReadError> {
        let var = &self.vars[var];
        if let Some(rule) = &var.string {
            let line = c.line;
            let column = c.at - c.line_start + 1;
            let t = c.token(&|| format!("the string {}", var.name))?;
            if let Some(bad) = t.bytes().find(|b| !rule.alphabet.contains(b)) {
                return Err(ReadError {
                    line,
                    column,
                    message: format!(
                        "{} holds {:?}, which is not in its alphabet",
                        var.name, bad as char
                    ),
                });
            }
            return Ok(Value::Strs(vec![t.as_bytes().to_vec()]));
        }
        // The message is written only for an error: this runs once per token.
        let what = || format!("the integer {}", var.name);
        c.skip_spaces();
        let (line, column) = (c.line, c.at - c.line_start + 1);
        let t = c.token(&what)?;
        parse_int(t)
            .map(|x| Value::Ints(vec![x]))
            .ok_or_else(|| ReadError {
                line,
                column,
                message: format!("expected {}, found {:?}", what(), t),
            })
    }

    fn collect(&self, var: usize, values: Vec<Value>) -> Value {
        if self.vars[var].string.is_some() {
            Value::Strs(
                values
                    .into_iter()
                    .flat_map(|v| match v {
                        Value::Strs(s) => s,
                        _ => Vec::new(),
                    })
                    .collect(),
            )
        } else {
            Value::Ints(
                values
                    .into_iter()
                    .flat_map(|v| match v {
                        Value::Ints(x) => x,
                        _ => Vec::new(),
                    })
                    .collect(),
            )
        }
    }

    /// Where the reader stands: the values read so far, outside any nested record.
    fn reading<'a>(&'a self, top: &'a Env, case: Option<&'a Env>) -> At<'a> {
        At {
            format: self,
            top,
            case,
            inner: None,
            index: None,
        }
    }

    /// Whether `vars` is one column of strings whose length rule makes every row empty.
    fn no_characters(&self, vars: &[usize], top: &Env, case: Option<&Env>) -> bool {
        let at = self.reading(top, case);
        let len = match vars {
            [v] => self.vars[*v].string.as_ref().and_then(|r| r.len.as_ref()),
            _ => None,
        };
        len.is_some_and(|len| len.eval(&at).ok() == Some(0))
    }

    fn length_of(
        &self,
        var: usize,
        top: &Env,
        case: Option<&Env>,
        c: &Cursor,
    ) -> Result<usize, ReadError> {
        let at = self.reading(top, case);
        let n = at.length(var).ok_or_else(|| {
            c.error(format!(
                "the length of {} cannot be worked out",
                self.vars[var].name
            ))
        })?;
        if !(0..=50_000_000).contains(&n) {
            return Err(c.error(format!("{} would have {} elements", self.vars[var].name, n)));
        }
        Ok(n as usize)
    }
}

/// A decimal integer as judges' validators read one: an optional `-`, no `+`, no leading
/// zeros, no `-0`.
pub fn parse_int(t: &str) -> Option<i128> {
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty()
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || (digits.len() > 1 && digits.starts_with('0'))
        || t == "-0"
        || digits.len() > 30
    {
        return None;
    }
    t.parse().ok()
}
