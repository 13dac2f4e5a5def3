//! What a submission leaves out: doc comments and `doc` attributes, items (statements, fields,
//! arms) under `#[cfg(test)]`, and the tier it was not asked for. The `fast` feature is resolved
//! here and nowhere else: `#[cfg(feature = "fast")]`, `#[cfg(not(feature = "fast"))]`,
//! `#[cfg_attr(feature = "fast", ...)]` (and its `not` twin) and `cfg!(feature = "fast")`. Any
//! other predicate on a feature is an error, as is `#[path]`: a guess would be a wrong bundle.

use super::tokens::{Code, Kind, RustToken};

/// Which I/O tier a bundle carries: the safe core one, or the accelerated one (the `fast`
/// feature).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tier {
    Core,
    Fast,
}

impl Tier {
    /// Whether `feature = "fast"` holds.
    pub fn fast(self) -> bool {
        self == Tier::Fast
    }

    pub fn name(self) -> &'static str {
        match self {
            Tier::Core => "core",
            Tier::Fast => "fast",
        }
    }
}

/// What one attribute does to a bundle.
enum Attribute {
    Keep,
    /// The attribute goes, its item stays.
    Drop,
    /// The attribute and its item go.
    RemoveItem,
    /// `#[cfg_attr(<true>, x)]` becomes `#[x]`: these code ranges (inclusive) go.
    Unwrap([(usize, usize); 2]),
}

/// Token edits: deletions, and replacements of a deleted token's text.
struct Edits {
    delete: Vec<bool>,
    replace: Vec<Option<&'static str>>,
}

impl Edits {
    fn remove(&mut self, code: &Code, from: usize, to: usize) {
        for d in &mut self.delete[code.sig[from]..=code.sig[to]] {
            *d = true;
        }
    }

    fn apply(&mut self, code: &Code, attribute: &Attribute, from: usize, to: usize) {
        match attribute {
            Attribute::Keep => {}
            Attribute::Drop | Attribute::RemoveItem => self.remove(code, from, to),
            Attribute::Unwrap(ranges) => {
                for &(a, b) in ranges {
                    self.remove(code, a, b);
                }
            }
        }
    }

    /// The tokens with the edits made; each deleted stretch becomes one [`Kind::Removed`] token.
    fn output(&self, tokens: &[RustToken]) -> Vec<RustToken> {
        let mut out: Vec<RustToken> = Vec::with_capacity(tokens.len());
        for (i, token) in tokens.iter().enumerate() {
            if let Some(text) = self.replace[i] {
                out.push(RustToken::new(Kind::Ident, text));
            } else if !self.delete[i] {
                out.push(token.clone());
            } else if !matches!(out.last(), Some(t) if t.kind == Kind::Removed) {
                out.push(RustToken::removed());
            }
        }
        out
    }
}

/// Removes doc comments, `doc` attributes, items (or statements, fields) under `#[cfg(test)]`,
/// and resolves the `fast` feature for `tier`. The second value is true when the whole file is
/// left out (`#![cfg(test)]`, or `#![cfg(feature = "fast")]` in the core tier).
pub fn strip(tokens: &[RustToken], tier: Tier) -> Result<(Vec<RustToken>, bool), String> {
    let code = Code::new(tokens);
    let mut edits = Edits {
        delete: tokens.iter().map(|t| t.kind == Kind::DocComment).collect(),
        replace: vec![None; tokens.len()],
    };
    let mut k = 0;
    // Inner attributes before the first item apply to the whole file.
    let mut file_header = true;
    while k < code.len() {
        let inner = code.text(k) == "#" && code.text(k + 1) == "!" && code.text(k + 2) == "[";
        file_header &= inner;
        if code.is_ident(k) && code.text(k) == "cfg" && code.text(k + 1) == "!" {
            k = cfg_macro(&code, k, tier, &mut edits)?;
        } else if inner {
            let close = code.matching(k + 2)?;
            let attribute = classify(&code, k + 3, close, tier)?;
            if let Attribute::RemoveItem = attribute {
                if file_header {
                    return Ok((Vec::new(), true));
                }
                return Err(format!(
                    "#![{}] inside a module: put it on the module's declaration instead",
                    code.joined(k + 3, close)
                ));
            }
            edits.apply(&code, &attribute, k, close);
            k = close + 1;
        } else if code.text(k) == "#" && code.text(k + 1) == "[" {
            k = outer_attributes(&code, k, tier, &mut edits)?;
        } else {
            k += 1;
        }
    }
    Ok((edits.output(tokens), false))
}

/// A run of outer attributes at `first` and what they apply to; returns where to go on (the item
/// itself, whose own attributes are still to be seen, or past it if it goes).
fn outer_attributes(
    code: &Code,
    first: usize,
    tier: Tier,
    edits: &mut Edits,
) -> Result<usize, String> {
    let mut k = first;
    let mut attributes = Vec::new();
    while code.text(k) == "#" && code.text(k + 1) == "[" {
        let close = code.matching(k + 1)?;
        attributes.push((classify(code, k + 2, close, tier)?, k, close));
        k = close + 1;
    }
    if attributes
        .iter()
        .any(|(a, _, _)| matches!(a, Attribute::RemoveItem))
    {
        let end = code.item_end(k)?;
        edits.remove(code, first, end);
        return Ok(end + 1);
    }
    for (attribute, from, to) in &attributes {
        edits.apply(code, attribute, *from, *to);
    }
    Ok(k)
}

/// What the attribute whose body is code `from..to` (inside `#[` `]`) does in `tier`.
fn classify(code: &Code, from: usize, to: usize, tier: Tier) -> Result<Attribute, String> {
    let body = || code.joined(from, to);
    match code.text(from) {
        "doc" => Ok(Attribute::Drop),
        "path" => Err(format!(
            "#[{}]: the bundler finds module files by their names only",
            body()
        )),
        "cfg" if body() == "cfg(test)" => Ok(Attribute::RemoveItem),
        "cfg" | "cfg_attr" if code.text(from + 1) != "(" => Ok(Attribute::Keep),
        "cfg" => Ok(match feature_predicate(code, from + 2, to - 1)? {
            Some(holds) if holds == tier.fast() => Attribute::Drop,
            Some(_) => Attribute::RemoveItem,
            None => Attribute::Keep,
        }),
        "cfg_attr" => cfg_attr(code, from, to, tier),
        _ => Ok(Attribute::Keep),
    }
}

/// `cfg_attr(<predicate>, attribute)` whose body is code `from..to`.
fn cfg_attr(code: &Code, from: usize, to: usize, tier: Tier) -> Result<Attribute, String> {
    let commas = top_level_commas(code, from + 2, to - 1)?;
    let Some(&comma) = commas.first() else {
        return Err(format!("#[{}]: no attribute", code.joined(from, to)));
    };
    match feature_predicate(code, from + 2, comma)? {
        None => Ok(Attribute::Keep),
        Some(holds) if holds != tier.fast() => Ok(Attribute::Drop),
        Some(_) if commas.len() > 1 => Err(format!(
            "#[{}]: the bundler unwraps one attribute per cfg_attr",
            code.joined(from, to)
        )),
        Some(_) => Ok(Attribute::Unwrap([(from, comma), (to - 1, to - 1)])),
    }
}

/// The code indices of the commas in `from..to` outside brackets.
fn top_level_commas(code: &Code, from: usize, to: usize) -> Result<Vec<usize>, String> {
    let mut commas = Vec::new();
    let mut k = from;
    while k < to {
        match code.text(k) {
            "(" | "[" | "{" => k = code.matching(k)?,
            "," => commas.push(k),
            _ => {}
        }
        k += 1;
    }
    Ok(commas)
}

/// `cfg!(<predicate>)` at `k`: replaced by `true` or `false` when it asks about the `fast`
/// feature. Returns where to go on.
fn cfg_macro(code: &Code, k: usize, tier: Tier, edits: &mut Edits) -> Result<usize, String> {
    if code.text(k + 2) != "(" {
        return Ok(k + 1);
    }
    let close = code.matching(k + 2)?;
    if let Some(holds) = feature_predicate(code, k + 3, close)? {
        edits.remove(code, k, close);
        edits.replace[code.sig[k]] = Some(if holds == tier.fast() {
            "true"
        } else {
            "false"
        });
    }
    Ok(close + 1)
}

/// A cfg predicate (code `from..to`) on the `fast` feature: `Some(true)` for
/// `feature = "fast"`, `Some(false)` for `not(feature = "fast")`, `None` if it names no feature,
/// and an error for any other use of a feature.
fn feature_predicate(code: &Code, from: usize, to: usize) -> Result<Option<bool>, String> {
    let predicate = code.joined(from, to);
    if predicate == "feature=\"fast\"" {
        return Ok(Some(true));
    }
    if predicate == "not(feature=\"fast\")" {
        return Ok(Some(false));
    }
    let names_a_feature = (from..to)
        .any(|k| code.is_ident(k) && code.text(k) == "feature" && code.text(k + 1) == "=");
    if names_a_feature {
        return Err(format!(
            "cfg({}): the bundler resolves only `feature = \"fast\"` and `not(feature = \"fast\")`",
            predicate
        ));
    }
    Ok(None)
}
