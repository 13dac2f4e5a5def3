//! Bounds as statements write them: `2*10^5`, `10^{18}`, `N-1`, `N(N-1)/2`, `min(N, 10)`,
//! `|S|`, `A_i`, `i`. Parsed into [`Expr`] against the spec's variables, evaluated exactly in
//! `i128` (a product beyond it is an error, never a wrapped value).

use super::text::Tok;

/// What a name in an expression stands for.
#[derive(Clone, Debug, PartialEq)]
pub enum Ref {
    /// A scalar variable's value (`N`).
    Scalar(usize),
    /// An element of an indexed variable (`A_i`, `A_1`, `A_{i+1}`).
    Elem(usize, Box<Expr>),
    /// A string's length (`|S|`).
    Len(usize),
    /// The length of one string of an indexed variable (`|S_i|`).
    LenElem(usize, Box<Expr>),
    /// The sum of a sequence's elements (`sum K_i`, the length of jagged rows' elements).
    Total(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Pow,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Num(i128),
    Ref(Ref),
    /// The running index of a constraint about every element (`i` in `1 <= p_i < i`).
    Index,
    Neg(Box<Expr>),
    Bin(BinOp, Box<Expr>, Box<Expr>),
    Min(Vec<Expr>),
    Max(Vec<Expr>),
}

/// Why an expression has no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    /// It names something not drawn yet.
    Unknown,
    /// Beyond `i128`, or a division by zero, or a negative exponent.
    Arithmetic,
}

/// What an expression's names are worth where it is evaluated.
pub trait Lookup {
    fn scalar(&self, var: usize) -> Option<i128>;
    fn elem(&self, var: usize, index: i128) -> Option<i128>;
    fn len(&self, var: usize) -> Option<i128>;
    fn len_elem(&self, var: usize, index: i128) -> Option<i128>;
    fn index(&self) -> Option<i128>;
    /// The sum of sequence `var`'s elements.
    fn total(&self, _var: usize) -> Option<i128> {
        None
    }
}

impl Expr {
    pub fn eval(&self, at: &dyn Lookup) -> Result<i128, Eval> {
        use Eval::*;
        Ok(match self {
            Expr::Num(n) => *n,
            Expr::Index => at.index().ok_or(Unknown)?,
            Expr::Ref(r) => match r {
                Ref::Scalar(v) => at.scalar(*v).ok_or(Unknown)?,
                Ref::Len(v) => at.len(*v).ok_or(Unknown)?,
                Ref::Elem(v, i) => at.elem(*v, i.eval(at)?).ok_or(Unknown)?,
                Ref::LenElem(v, i) => at.len_elem(*v, i.eval(at)?).ok_or(Unknown)?,
                Ref::Total(v) => at.total(*v).ok_or(Unknown)?,
            },
            Expr::Neg(e) => e.eval(at)?.checked_neg().ok_or(Arithmetic)?,
            Expr::Bin(op, a, b) => {
                let (a, b) = (a.eval(at)?, b.eval(at)?);
                match op {
                    BinOp::Add => a.checked_add(b),
                    BinOp::Sub => a.checked_sub(b),
                    BinOp::Mul => a.checked_mul(b),
                    // Statements mean whole numbers: N(N-1)/2 is exact, N/2 rounds down.
                    BinOp::Div => a.checked_div_euclid(b),
                    BinOp::Pow => u32::try_from(b).ok().and_then(|b| a.checked_pow(b)),
                }
                .ok_or(Arithmetic)?
            }
            Expr::Min(es) | Expr::Max(es) => {
                let values = es
                    .iter()
                    .map(|e| e.eval(at))
                    .collect::<Result<Vec<_>, _>>()?;
                let pick = if matches!(self, Expr::Min(_)) {
                    values.iter().min()
                } else {
                    values.iter().max()
                };
                *pick.ok_or(Arithmetic)?
            }
        })
    }

    /// Every variable the expression names (the strings of `|S|` too).
    pub fn vars(&self, out: &mut Vec<usize>) {
        match self {
            Expr::Num(_) | Expr::Index => {}
            Expr::Ref(r) => match r {
                Ref::Scalar(v) | Ref::Len(v) | Ref::Total(v) => out.push(*v),
                Ref::Elem(v, i) | Ref::LenElem(v, i) => {
                    out.push(*v);
                    i.vars(out);
                }
            },
            Expr::Neg(e) => e.vars(out),
            Expr::Bin(_, a, b) => {
                a.vars(out);
                b.vars(out);
            }
            Expr::Min(es) | Expr::Max(es) => es.iter().for_each(|e| e.vars(out)),
        }
    }

    /// Whether it mentions the running index (directly or inside a subscript).
    pub fn uses_index(&self) -> bool {
        match self {
            Expr::Index => true,
            Expr::Num(_) => false,
            Expr::Ref(r) => match r {
                Ref::Scalar(_) | Ref::Len(_) | Ref::Total(_) => false,
                Ref::Elem(_, i) | Ref::LenElem(_, i) => i.uses_index(),
            },
            Expr::Neg(e) => e.uses_index(),
            Expr::Bin(_, a, b) => a.uses_index() || b.uses_index(),
            Expr::Min(es) | Expr::Max(es) => es.iter().any(Expr::uses_index),
        }
    }

    /// The scalar variable this expression is, if it is only a name (`N`, not `N-1`).
    pub fn bare_scalar(&self) -> Option<usize> {
        match self {
            Expr::Ref(Ref::Scalar(v)) => Some(*v),
            _ => None,
        }
    }
}

/// How the parser resolves a name with its subscript: into a reference or the running index,
/// or an error message.
pub type Resolve<'a> = dyn Fn(&str, Option<&str>) -> Result<Expr, String> + 'a;

/// Parses all of `toks` as one expression.
pub fn parse(toks: &[Tok], resolve: &Resolve) -> Result<Expr, String> {
    let mut p = Parser {
        toks,
        at: 0,
        resolve,
    };
    let e = p.sum()?;
    if p.at < toks.len() {
        return Err(format!("unexpected {}", show(&toks[p.at])));
    }
    Ok(e)
}

/// A token as the statement wrote it, for messages.
pub fn show(t: &Tok) -> String {
    match t {
        Tok::Num(n) => n.to_string(),
        Tok::Name(n, None) => n.clone(),
        Tok::Name(n, Some(s)) => format!("{}_{{{}}}", n, s),
        Tok::Op(o) => o.to_string(),
    }
}

struct Parser<'a, 'r> {
    toks: &'a [Tok],
    at: usize,
    resolve: &'r Resolve<'r>,
}

impl Parser<'_, '_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }

    fn eat(&mut self, op: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Op(o)) if *o == op) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn sum(&mut self) -> Result<Expr, String> {
        let mut e = if self.eat("-") {
            Expr::Neg(Box::new(self.product()?))
        } else {
            self.eat("+");
            self.product()?
        };
        loop {
            let op = if self.eat("+") {
                BinOp::Add
            } else if self.eat("-") {
                BinOp::Sub
            } else {
                return Ok(e);
            };
            e = Expr::Bin(op, Box::new(e), Box::new(self.product()?));
        }
    }

    fn product(&mut self) -> Result<Expr, String> {
        let mut e = self.power()?;
        loop {
            let op = if self.eat("*") {
                BinOp::Mul
            } else if self.eat("/") {
                BinOp::Div
            } else if matches!(self.peek(), Some(Tok::Name(..)) | Some(Tok::Op("("))) {
                // Juxtaposition: `2N`, `N(N-1)`.
                BinOp::Mul
            } else {
                return Ok(e);
            };
            e = Expr::Bin(op, Box::new(e), Box::new(self.power()?));
        }
    }

    fn power(&mut self) -> Result<Expr, String> {
        let base = self.atom()?;
        if self.eat("^") {
            let exponent = if self.eat("-") {
                Expr::Neg(Box::new(self.atom()?))
            } else {
                self.atom()?
            };
            return Ok(Expr::Bin(BinOp::Pow, Box::new(base), Box::new(exponent)));
        }
        Ok(base)
    }

    fn atom(&mut self) -> Result<Expr, String> {
        let Some(t) = self.peek().cloned() else {
            return Err("an expression ends too early".into());
        };
        self.at += 1;
        match t {
            Tok::Num(n) => Ok(Expr::Num(n)),
            Tok::Op("(") => {
                let e = self.sum()?;
                if !self.eat(")") {
                    return Err("no closing parenthesis".into());
                }
                Ok(e)
            }
            Tok::Op("|") => {
                let Some(Tok::Name(name, sub)) = self.peek().cloned() else {
                    return Err("`|` not around a string's name".into());
                };
                self.at += 1;
                if !self.eat("|") {
                    return Err(format!("no closing `|` after |{}", name));
                }
                match (self.resolve)(&name, sub.as_deref())? {
                    Expr::Ref(Ref::Scalar(v)) => Ok(Expr::Ref(Ref::Len(v))),
                    Expr::Ref(Ref::Elem(v, i)) => Ok(Expr::Ref(Ref::LenElem(v, i))),
                    _ => Err(format!("|{}| is not the length of a string", name)),
                }
            }
            // `sum(A_i)`: the sum of a sequence's elements (what `\sum_{i=1}^N A_i` and
            // `A_1 + ... + A_N` are read as).
            Tok::Name(name, None) if name == "sum" && matches!(self.peek(), Some(Tok::Op("("))) => {
                self.at += 1;
                let inner = self.sum()?;
                if !self.eat(")") {
                    return Err("no closing parenthesis after sum(".into());
                }
                match inner {
                    Expr::Ref(Ref::Elem(v, i)) if *i == Expr::Index => Ok(Expr::Ref(Ref::Total(v))),
                    _ => Err("a sum must be over a sequence's elements, A_i".into()),
                }
            }
            // `min(`, `max(`: the functions; a bare `min` is a variable of that name.
            Tok::Name(name, None)
                if (name == "min" || name == "max")
                    && matches!(self.peek(), Some(Tok::Op("("))) =>
            {
                if !self.eat("(") {
                    return Err(format!("{} without its parentheses", name));
                }
                let mut args = vec![self.sum()?];
                while self.eat(",") {
                    args.push(self.sum()?);
                }
                if !self.eat(")") {
                    return Err(format!("no closing parenthesis after {}(", name));
                }
                Ok(if name == "min" {
                    Expr::Min(args)
                } else {
                    Expr::Max(args)
                })
            }
            Tok::Name(name, sub) => (self.resolve)(&name, sub.as_deref()),
            other => Err(format!("unexpected {}", show(&other))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::text::tokens;
    use super::*;

    /// `N` is variable 0 (worth 10), `A` variable 1 (A_i = 100 i), `S` variable 2 (|S| = 7);
    /// `i` is the index (3).
    struct At;
    impl Lookup for At {
        fn scalar(&self, v: usize) -> Option<i128> {
            (v == 0).then_some(10)
        }
        fn elem(&self, v: usize, i: i128) -> Option<i128> {
            (v == 1).then_some(100 * i)
        }
        fn len(&self, v: usize) -> Option<i128> {
            (v == 2).then_some(7)
        }
        fn len_elem(&self, _: usize, _: i128) -> Option<i128> {
            None
        }
        fn index(&self) -> Option<i128> {
            Some(3)
        }
    }

    fn resolve(name: &str, sub: Option<&str>) -> Result<Expr, String> {
        match (name, sub) {
            ("N", None) => Ok(Expr::Ref(Ref::Scalar(0))),
            ("S", None) => Ok(Expr::Ref(Ref::Scalar(2))),
            ("i", None) => Ok(Expr::Index),
            ("A", Some("i")) => Ok(Expr::Ref(Ref::Elem(1, Box::new(Expr::Index)))),
            ("A", Some("1")) => Ok(Expr::Ref(Ref::Elem(1, Box::new(Expr::Num(1))))),
            ("M", None) => Ok(Expr::Ref(Ref::Scalar(9))),
            _ => Err(format!("unknown {}", name)),
        }
    }

    fn value(text: &str) -> Result<i128, Eval> {
        parse(&tokens(text).unwrap(), &resolve).unwrap().eval(&At)
    }

    #[test]
    fn arithmetic_as_statements_write_it() {
        assert_eq!(value("2*10^5"), Ok(200_000));
        assert_eq!(value("10^(18)"), Ok(1_000_000_000_000_000_000));
        assert_eq!(value("-10^9"), Ok(-1_000_000_000));
        assert_eq!(value("N(N-1)/2"), Ok(45));
        assert_eq!(value("2N+1"), Ok(21));
        assert_eq!(value("min(N, 4)"), Ok(4));
        assert_eq!(value("max(N, 4, 2^4)"), Ok(16));
        assert_eq!(value("|S|"), Ok(7));
        assert_eq!(value("A_i + i"), Ok(303));
        assert_eq!(value("A_1"), Ok(100));
        assert_eq!(value("2^64"), Ok(1 << 64));
        assert_eq!(value("M + 1"), Err(Eval::Unknown));
        assert_eq!(value("10^100 * 10^100"), Err(Eval::Arithmetic));
        assert_eq!(value("N / (N - 10)"), Err(Eval::Arithmetic));
    }

    #[test]
    fn malformed_expressions_are_refused() {
        for bad in ["(N", "N +", "|N", "min N", "X", "N )"] {
            assert!(parse(&tokens(bad).unwrap(), &resolve).is_err(), "{}", bad);
        }
    }

    #[test]
    fn names_and_bareness() {
        let e = parse(&tokens("N(N-1)/2 + |S|").unwrap(), &resolve).unwrap();
        let mut vars = Vec::new();
        e.vars(&mut vars);
        assert_eq!(vars, [0, 0, 2]);
        assert_eq!(
            parse(&tokens("N").unwrap(), &resolve)
                .unwrap()
                .bare_scalar(),
            Some(0)
        );
        assert_eq!(
            parse(&tokens("N-1").unwrap(), &resolve)
                .unwrap()
                .bare_scalar(),
            None
        );
        assert!(parse(&tokens("A_i").unwrap(), &resolve)
            .unwrap()
            .uses_index());
    }
}
