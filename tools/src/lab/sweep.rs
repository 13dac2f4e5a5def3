//! Rules of a family (issue 34): a quantity of each instance (the preperiod, the period, the
//! saltus) as a function of the parameters, fitted exactly on one part of a sweep and checked
//! on the rest.
//!
//! The forms tried, simplest first: affine in the parameters with integer coefficients (a
//! constant is the case with none), then piecewise by one parameter's residue class modulo
//! `m = 2..6`, each piece affine (or constant). A form is fitted on the fit part by exact
//! elimination over the rationals (no floating point): it must match every point there with
//! integer coefficients; a coefficient the fit part leaves free is 0. It is then checked on
//! every point of the check part. The first form that passes both is the rule; one that fits
//! and fails the check is reported as refuted, never as holding.

use std::fmt::Write as _;

/// One instance: its parameters' values and the quantity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Point {
    /// The parameters, in the family's order.
    pub x: Vec<i128>,
    /// The quantity.
    pub y: i128,
}

/// `c[0] + c[1] x[0] + c[2] x[1] + ...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Affine {
    /// The constant, then one coefficient a parameter.
    pub c: Vec<i128>,
}

impl Affine {
    /// The value at `x`; `None` past 128 bits.
    pub fn at(&self, x: &[i128]) -> Option<i128> {
        let mut v = self.c[0];
        for (c, x) in self.c[1..].iter().zip(x) {
            v = v.checked_add(c.checked_mul(*x)?)?;
        }
        Some(v)
    }

    /// `K+1`, `2*K-1`, `L+R`, `10-K`, `3`.
    pub fn show(&self, names: &[String]) -> String {
        let mut terms: Vec<(i128, String)> = self.c[1..]
            .iter()
            .zip(names)
            .filter(|(c, _)| **c != 0)
            .map(|(&c, n)| {
                let body = match c.abs() {
                    1 => n.clone(),
                    a => format!("{}*{}", a, n),
                };
                (c, body)
            })
            .collect();
        if self.c[0] != 0 || terms.is_empty() {
            terms.push((self.c[0], self.c[0].abs().to_string()));
        }
        // A positive term first: `10-K`, not `-K+10`.
        if let Some(i) = terms.iter().position(|t| t.0 >= 0) {
            let t = terms.remove(i);
            terms.insert(0, t);
        }
        let mut s = String::new();
        for (i, (c, body)) in terms.iter().enumerate() {
            if *c < 0 {
                s.push('-');
            } else if i > 0 {
                s.push('+');
            }
            s += body;
        }
        s
    }

    /// The value as an expression of the language's (`i128` arithmetic in Rust, `long long`
    /// in C++), the parameters named by `args`.
    pub fn code(&self, args: &[String], rust: bool) -> String {
        let mut s = format!("{}", self.c[0]);
        for (c, a) in self.c[1..].iter().zip(args) {
            if *c != 0 {
                let x = if rust {
                    format!("({} as i128)", a)
                } else {
                    format!("(long long){}", a)
                };
                let sign = if *c < 0 { '-' } else { '+' };
                match c.unsigned_abs() {
                    1 => s += &format!(" {} {}", sign, x),
                    m => s += &format!(" {} {} * {}", sign, m, x),
                }
            }
        }
        s
    }
}

/// A rule's shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Form {
    /// One affine function.
    Affine(Affine),
    /// Piece `r` for the parameter `param` congruent to `r` modulo `m` (`None`: never seen).
    Residue {
        /// Which parameter.
        param: usize,
        /// The modulus.
        m: u64,
        /// One piece a residue.
        pieces: Vec<Option<Affine>>,
    },
}

impl Form {
    /// The value at `x`; `None` in a class never seen or past 128 bits.
    pub fn at(&self, x: &[i128]) -> Option<i128> {
        match self {
            Form::Affine(a) => a.at(x),
            Form::Residue { param, m, pieces } => pieces[x[*param].rem_euclid(*m as i128) as usize]
                .as_ref()?
                .at(x),
        }
    }

    /// `K+1 when K even, 2 when K odd`; `3 when K = 1, 2 mod 3, K+1 when K = 0 mod 3`.
    pub fn show(&self, names: &[String]) -> String {
        match self {
            Form::Affine(a) => a.show(names),
            Form::Residue { param, m, pieces } => {
                let name = &names[*param];
                let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
                for (r, p) in pieces.iter().enumerate() {
                    let Some(p) = p else { continue };
                    let body = p.show(names);
                    match groups.iter_mut().find(|g| g.0 == body) {
                        Some(g) => g.1.push(r),
                        None => groups.push((body, vec![r])),
                    }
                }
                groups
                    .iter()
                    .map(|(body, rs)| {
                        let when = if *m == 2 && rs.len() == 1 {
                            format!("{} {}", name, if rs[0] == 0 { "even" } else { "odd" })
                        } else {
                            let list: Vec<String> = rs.iter().map(|r| r.to_string()).collect();
                            format!("{} = {} mod {}", name, list.join(", "), m)
                        };
                        format!("{} when {}", body, when)
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        }
    }

    /// The value as an expression (see [`Affine::code`]); a class never seen gives -1.
    pub fn code(&self, args: &[String], rust: bool) -> String {
        match self {
            Form::Affine(a) => a.code(args, rust),
            Form::Residue { param, m, pieces } => {
                let mut s = String::new();
                if rust {
                    let _ = write!(s, "match {} % {} {{ ", args[*param], m);
                    for (r, p) in pieces.iter().enumerate() {
                        let body = p.as_ref().map_or("-1".to_string(), |p| p.code(args, rust));
                        if r + 1 == pieces.len() {
                            let _ = write!(s, "_ => {} }}", body);
                        } else {
                            let _ = write!(s, "{} => {}, ", r, body);
                        }
                    }
                } else {
                    for (r, p) in pieces.iter().enumerate() {
                        let body = p.as_ref().map_or("-1".to_string(), |p| p.code(args, rust));
                        if r + 1 == pieces.len() {
                            s += &body;
                        } else {
                            let _ = write!(s, "{} % {} == {} ? {} : ", args[*param], m, r, body);
                        }
                    }
                }
                s
            }
        }
    }
}

/// What fitting found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fit {
    /// The rule fitted on the fit part holds on the check part too.
    Holds(Form),
    /// No form passes; the reason (the first fitted form the check part refuted, with the
    /// point, or that no form fits at all).
    NoneFound(String),
}

/// A rational number, exact, its denominator positive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Frac(i128, i128);

fn gcd(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs()
}

impl Frac {
    fn new(n: i128, d: i128) -> Option<Frac> {
        let g = gcd(n, d).max(1);
        let (n, d) = (n / g, d / g);
        if d < 0 {
            Some(Frac(n.checked_neg()?, d.checked_neg()?))
        } else {
            Some(Frac(n, d))
        }
    }
    fn sub(self, o: Frac) -> Option<Frac> {
        Frac::new(
            self.0
                .checked_mul(o.1)?
                .checked_sub(o.0.checked_mul(self.1)?)?,
            self.1.checked_mul(o.1)?,
        )
    }
    fn mul(self, o: Frac) -> Option<Frac> {
        Frac::new(self.0.checked_mul(o.0)?, self.1.checked_mul(o.1)?)
    }
    fn div(self, o: Frac) -> Option<Frac> {
        Frac::new(self.0.checked_mul(o.1)?, self.1.checked_mul(o.0)?)
    }
}

/// The affine function with integer coefficients through every point, free coefficients 0;
/// `None` when there is none (inconsistent, or a coefficient not an integer), or when the
/// points are no more than the coefficients they determine (nothing would be tested).
pub fn fit_affine(points: &[&Point], d: usize) -> Option<Affine> {
    if points.is_empty() {
        return None;
    }
    let cols = d + 1;
    let mut rows: Vec<Vec<Frac>> = points
        .iter()
        .map(|p| {
            std::iter::once(Frac(1, 1))
                .chain(p.x.iter().map(|&x| Frac(x, 1)))
                .chain(std::iter::once(Frac(p.y, 1)))
                .collect()
        })
        .collect();
    let mut pivots = Vec::new();
    let mut r = 0;
    for col in 0..cols {
        let Some(pr) = (r..rows.len()).find(|&i| rows[i][col].0 != 0) else {
            continue;
        };
        rows.swap(r, pr);
        let lead = rows[r][col];
        for v in rows[r].iter_mut() {
            *v = v.div(lead)?;
        }
        let pivot = rows[r].clone();
        for (i, row) in rows.iter_mut().enumerate() {
            if i != r && row[col].0 != 0 {
                let f = row[col];
                for (v, p) in row.iter_mut().zip(&pivot) {
                    *v = v.sub(f.mul(*p)?)?;
                }
            }
        }
        pivots.push(col);
        r += 1;
        if r == rows.len() {
            break;
        }
    }
    // A row with no pivot left must say 0 = 0.
    if rows[r..].iter().any(|row| row[cols].0 != 0) {
        return None;
    }
    let mut c = vec![0i128; cols];
    for (i, &col) in pivots.iter().enumerate() {
        let v = rows[i][cols];
        if v.1 != 1 {
            return None;
        }
        c[col] = v.0;
    }
    let a = Affine { c };
    // One point more than the coefficients the points determine: a fit that every set of
    // points this small would pass (two points, one line) is no evidence.
    (points.len() > pivots.len() && points.iter().all(|p| a.at(&p.x) == Some(p.y))).then_some(a)
}

/// The forms fitted on `fit`, simplest first; `None` for a form the fit part cannot give (no
/// integer fit, or a class of the check part never seen in the fit part).
fn candidates(fit: &[Point], check: &[Point], d: usize) -> Vec<Option<Form>> {
    let all: Vec<&Point> = fit.iter().collect();
    let mut forms = vec![fit_affine(&all, d).map(Form::Affine)];
    for m in 2..=6u64 {
        for param in 0..d {
            let class = |p: &Point| p.x[param].rem_euclid(m as i128) as usize;
            let mut pieces = Vec::new();
            let mut ok = true;
            for r in 0..m as usize {
                let in_fit: Vec<&Point> = fit.iter().filter(|p| class(p) == r).collect();
                if in_fit.is_empty() {
                    ok &= !check.iter().any(|p| class(p) == r);
                    pieces.push(None);
                    continue;
                }
                let piece = fit_affine(&in_fit, d);
                ok &= piece.is_some();
                pieces.push(piece);
            }
            forms.push(ok.then_some(Form::Residue { param, m, pieces }));
        }
    }
    forms
}

/// Fits a rule on `points[..split]` and checks it on `points[split..]` (module docs). `what`
/// names the quantity and `at` says a point's parameters, for the reason a rule was refuted.
pub fn fit(
    points: &[Point],
    split: usize,
    names: &[String],
    what: &str,
    at: &dyn Fn(&Point) -> String,
) -> Fit {
    let (fit, check) = points.split_at(split.min(points.len()));
    if fit.is_empty() || check.is_empty() {
        return Fit::NoneFound(format!(
            "{} tuples leave no part to check a fitted rule on",
            points.len()
        ));
    }
    let mut refuted = None;
    for form in candidates(fit, check, names.len()).into_iter().flatten() {
        match check.iter().find(|p| form.at(&p.x) != Some(p.y)) {
            None => return Fit::Holds(form),
            Some(p) => {
                refuted.get_or_insert_with(|| {
                    format!(
                        "{} fitted on the first part fails at {}: {} {}, the rule gives {}",
                        form.show(names),
                        at(p),
                        what,
                        p.y,
                        form.at(&p.x)
                            .map_or("nothing".to_string(), |v| v.to_string())
                    )
                });
            }
        }
    }
    Fit::NoneFound(refuted.unwrap_or_else(|| {
        "no constant, affine or residue-class form fits the first part".to_string()
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: &[&str]) -> Vec<String> {
        n.iter().map(|s| s.to_string()).collect()
    }

    fn points1(f: impl Fn(i128) -> i128, ks: std::ops::RangeInclusive<i128>) -> Vec<Point> {
        ks.map(|k| Point {
            x: vec![k],
            y: f(k),
        })
        .collect()
    }

    fn at(p: &Point) -> String {
        format!("K={}", p.x[0])
    }

    #[test]
    fn forms_are_found_simplest_first() {
        let k = names(&["K"]);
        let fit1 = |pts: &[Point]| fit(pts, pts.len() / 2, &k, "period", &at);
        let shown = |pts: &[Point]| match fit1(pts) {
            Fit::Holds(f) => f.show(&k),
            Fit::NoneFound(why) => format!("none: {}", why),
        };
        assert_eq!(shown(&points1(|_| 7, 1..=10)), "7");
        assert_eq!(shown(&points1(|k| k + 1, 3..=40)), "K+1");
        assert_eq!(shown(&points1(|k| 10 - k, 0..=10)), "10-K");
        assert_eq!(shown(&points1(|k| 2 * k - 1, 1..=9)), "2*K-1");
        assert_eq!(
            shown(&points1(|k| if k % 2 == 0 { k + 1 } else { 2 }, 3..=40)),
            "K+1 when K even, 2 when K odd"
        );
        assert_eq!(
            shown(&points1(|k| if k % 3 == 0 { k + 1 } else { 3 }, 3..=40)),
            "K+1 when K = 0 mod 3, 3 when K = 1, 2 mod 3"
        );
        assert_eq!(
            shown(&points1(|k| [1, 5, 2, 2, 9, 4][(k % 6) as usize], 1..=40)),
            "1 when K = 0 mod 6, 5 when K = 1 mod 6, 2 when K = 2, 3 mod 6, 9 when K = 4 mod 6, 4 when K = 5 mod 6"
        );
        // Two parameters: L+R.
        let lr = names(&["L", "R"]);
        let mut pts = Vec::new();
        for l in 1..=6 {
            for r in l..=9 {
                pts.push(Point {
                    x: vec![l, r],
                    y: l + r,
                });
            }
        }
        let f = fit(&pts, pts.len() / 2, &lr, "period", &|p| {
            format!("L={} R={}", p.x[0], p.x[1])
        });
        assert_eq!(f, Fit::Holds(Form::Affine(Affine { c: vec![0, 1, 1] })));
    }

    /// A rule that fits the first part and changes in the second is refuted, never held.
    #[test]
    fn a_rule_that_changes_later_is_refuted() {
        let k = names(&["K"]);
        let pts = points1(|k| if k <= 25 { k + 1 } else { 2 * k }, 3..=40);
        match fit(&pts, 19, &k, "period", &at) {
            Fit::NoneFound(why) => assert_eq!(
                why,
                "K+1 fitted on the first part fails at K=26: period 52, the rule gives 27"
            ),
            other => panic!("{:?}", other),
        }
        // Quadratic: no form fits at all.
        let pts = points1(|k| k * k, 1..=20);
        assert_eq!(
            fit(&pts, 10, &k, "period", &at),
            Fit::NoneFound("no constant, affine or residue-class form fits the first part".into())
        );
        // Nothing to check on.
        assert!(matches!(
            fit(&pts[..1], 1, &k, "period", &at),
            Fit::NoneFound(_)
        ));
    }

    #[test]
    fn fractions_are_not_coefficients() {
        let pts = points1(|k| k / 2, 0..=10);
        let refs: Vec<&Point> = pts.iter().step_by(2).collect();
        // k/2 on even k is K/2: not an integer coefficient.
        assert_eq!(fit_affine(&refs, 1), None);
        // Two points determine a line: no evidence, no fit; a third that agrees is.
        let line = points1(|k| 3 * k + 1, 0..=2);
        let two: Vec<&Point> = line.iter().take(2).collect();
        assert_eq!(fit_affine(&two, 1), None);
        let three: Vec<&Point> = line.iter().collect();
        assert_eq!(fit_affine(&three, 1), Some(Affine { c: vec![1, 3] }));
    }

    #[test]
    fn code_of_a_form() {
        let args = names(&["k"]);
        let f = Form::Residue {
            param: 0,
            m: 2,
            pieces: vec![
                Some(Affine { c: vec![1, 1] }),
                Some(Affine { c: vec![2, 0] }),
            ],
        };
        assert_eq!(
            f.code(&args, true),
            "match k % 2 { 0 => 1 + (k as i128), _ => 2 }"
        );
        assert_eq!(f.code(&args, false), "k % 2 == 0 ? 1 + (long long)k : 2");
    }
}
