//! The layout's variables numbered: each declared once with its scope and line, index ranges
//! and widths resolved once every name is known, into a [`Format`] without constraints.

use super::expr::{self, Expr, Ref};
use super::layout::{RawAtom, RawItem, RawUntil};
use super::rules::{Cmp, Rel};
use super::{text, Array, Atom, Block, Cases, Format, Item, Scope, SpecError, Until, Var};
use std::collections::HashMap;

/// Numbers the layout's variables and resolves their index ranges.
#[derive(Default)]
pub(super) struct Builder {
    vars: Vec<Var>,
    names: HashMap<String, usize>,
    top: Vec<Item>,
    cases: Option<Cases>,
    blocks: Vec<Block>,
    /// (var, from text, to text, line) for the index ranges, resolved once all names are known.
    ranges: Vec<(usize, String, String, usize)>,
    case_count: Option<(String, usize)>,
    /// The text counting the nested records, and its line.
    nested_count: Option<(String, usize)>,
    /// (lengths var, width text, line) for the matrices, resolved with the index ranges.
    widths: Vec<(usize, String, usize)>,
}

impl Builder {
    fn declare(
        &mut self,
        name: &str,
        scope: Scope,
        line: usize,
        indexed: bool,
    ) -> Result<usize, SpecError> {
        if self.names.contains_key(name) {
            return Err(SpecError::at(
                line,
                "",
                &format!("{} appears twice in the input", name),
            ));
        }
        let id = self.vars.len();
        self.vars.push(Var {
            name: name.to_string(),
            scope,
            line,
            order: id,
            array: indexed.then_some(Array {
                from: Expr::Num(0),
                to: Expr::Num(0),
                block: None,
            }),
            string: None,
            count: false,
            jagged: None,
            width: None,
        });
        self.names.insert(name.to_string(), id);
        Ok(id)
    }

    pub(super) fn items(&mut self, raw: &[RawItem], scope: Scope) -> Result<Vec<Item>, SpecError> {
        let mut items = Vec::new();
        for item in raw {
            match item {
                RawItem::Line { line, atoms } => {
                    let mut out = Vec::new();
                    for a in atoms {
                        out.push(match a {
                            RawAtom::Scalar(n) => {
                                Atom::Scalar(self.declare(n, scope, *line, false)?)
                            }
                            RawAtom::Seq { name, from, to } => {
                                let v = self.declare(name, scope, *line, true)?;
                                self.ranges.push((v, from.clone(), to.clone(), *line));
                                Atom::Seq(v)
                            }
                        });
                    }
                    items.push(Item::Line {
                        line: *line,
                        atoms: out,
                    });
                }
                RawItem::Rows {
                    line,
                    names,
                    from,
                    to,
                } => {
                    let b = self.blocks.len();
                    let mut vars = Vec::new();
                    for n in names {
                        let v = self.declare(n, scope, *line, true)?;
                        self.ranges.push((v, from.clone(), to.clone(), *line));
                        vars.push(v);
                    }
                    for &v in &vars {
                        if let Some(a) = &mut self.vars[v].array {
                            a.block = Some(b);
                        }
                    }
                    self.blocks.push(Block { vars, line: *line });
                    items.push(Item::Rows(b));
                }
                RawItem::Jagged {
                    line,
                    count,
                    elems,
                    from,
                    to,
                    width,
                } => {
                    // A matrix's row lengths are not written: a name no statement can use.
                    let name = match width {
                        Some(_) => format!("|{}_i|", elems),
                        None => count.clone(),
                    };
                    let k = self.declare(&name, scope, *line, true)?;
                    if let Some(w) = width {
                        self.widths.push((k, w.clone(), *line));
                    }
                    self.ranges.push((k, from.clone(), to.clone(), *line));
                    let a = self.declare(elems, scope, *line, true)?;
                    self.vars[a].array = Some(Array {
                        from: Expr::Num(1),
                        to: Expr::Ref(Ref::Total(k)),
                        block: None,
                    });
                    self.vars[a].jagged = Some(k);
                    // The lengths size the rows: drawn as counts, never lowered on their own.
                    self.vars[k].count = true;
                    items.push(Item::Jagged { count: k, elems: a });
                }
                RawItem::Records(nested) => {
                    if scope != Scope::Case {
                        return Err(SpecError::at(
                            nested.line,
                            "",
                            "nested records outside a case: write them as the cases (`case_1`, `:`, `case_T`)",
                        ));
                    }
                    let until = match &nested.until {
                        RawUntil::Count(count) => {
                            self.nested_count = Some((count.clone(), nested.line));
                            Until::Count(usize::MAX)
                        }
                        RawUntil::End => Until::End,
                        RawUntil::Line(tokens) => Until::Line(tokens.clone()),
                    };
                    let body = self.items(&nested.body, Scope::Inner)?;
                    items.push(Item::Records(Cases {
                        until,
                        body,
                        line: nested.line,
                    }));
                }
                RawItem::Cases { line, until, body } => {
                    let until = match until {
                        RawUntil::Count(count) => {
                            self.case_count = Some((count.clone(), *line));
                            Until::Count(usize::MAX)
                        }
                        RawUntil::End => Until::End,
                        RawUntil::Line(tokens) => Until::Line(tokens.clone()),
                    };
                    let body = self.items(body, Scope::Case)?;
                    self.cases = Some(Cases {
                        until,
                        body,
                        line: *line,
                    });
                }
            }
        }
        if scope == Scope::Top {
            self.top = items.clone();
        }
        Ok(items)
    }

    pub(super) fn finish(mut self) -> Result<Format, SpecError> {
        let names = self.names.clone();
        let vars = self.vars.clone();
        let scalar = |text: &str, line: usize, before: usize| -> Result<Expr, SpecError> {
            let toks = text::tokens(text).map_err(|m| SpecError::at(line, text, &m))?;
            let resolve = |name: &str, sub: Option<&str>| -> Result<Expr, String> {
                match (names.get(name), sub) {
                    (Some(&v), None) if vars[v].array.is_none() && v < before => {
                        Ok(Expr::Ref(Ref::Scalar(v)))
                    }
                    (Some(&v), None) if vars[v].array.is_none() => {
                        Err(format!("{} is used before the line that gives it", name))
                    }
                    (Some(_), _) => Err(format!(
                        "{} is a sequence; a length must be a number or a scalar",
                        name
                    )),
                    (None, _) => Err(format!("{} is not a variable of the input", name)),
                }
            };
            expr::parse(&toks, &resolve).map_err(|m| SpecError::at(line, text, &m))
        };
        for (v, from, to, line) in std::mem::take(&mut self.ranges) {
            let from = scalar(&from, line, v)?;
            let to = scalar(&to, line, v)?;
            if let Some(a) = &mut self.vars[v].array {
                a.from = from;
                a.to = to;
            }
        }
        let mut rels = Vec::new();
        for (k, width, line) in std::mem::take(&mut self.widths) {
            let w = scalar(&width, line, k)?;
            rels.push(Rel {
                left: Expr::Ref(Ref::Elem(k, Box::new(Expr::Index))),
                op: Cmp::Eq,
                right: w.clone(),
                line,
            });
            self.vars[k].width = Some(w);
        }
        if let Some((count, line)) = self.case_count.take() {
            let e = scalar(&count, line, usize::MAX)?;
            let Some(t) = e
                .bare_scalar()
                .filter(|&t| self.vars[t].scope == Scope::Top)
            else {
                return Err(SpecError::at(
                    line,
                    &count,
                    "the number of cases must be a variable given before them (T)",
                ));
            };
            if let Some(c) = &mut self.cases {
                c.until = Until::Count(t);
            }
        }
        if let Some((count, line)) = self.nested_count.take() {
            let e = scalar(&count, line, usize::MAX)?;
            let Some(k) = e
                .bare_scalar()
                .filter(|&k| self.vars[k].scope == Scope::Case)
            else {
                return Err(SpecError::at(
                    line,
                    &count,
                    "the number of nested records must be a variable of their case given before them",
                ));
            };
            let body = self.cases.as_mut().map_or(&mut [][..], |c| &mut c.body[..]);
            for item in body {
                if let Item::Records(n) = item {
                    n.until = Until::Count(k);
                }
            }
        }
        Ok(Format {
            vars: self.vars,
            top: self.top,
            cases: self.cases,
            blocks: self.blocks,
            rels,
            sorted: Vec::new(),
            distinct: Vec::new(),
            perms: Vec::new(),
            graphs: Vec::new(),
            sums: Vec::new(),
        })
    }
}
