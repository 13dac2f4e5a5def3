//! Pictures written by the lab: an SVG scatter of `(n, G(n))` for heap games, an SVG heat map of
//! a plane's values with its P-positions marked, and the HTML sheet of a run.

use super::analysis::{Analysis, Known};
use impartial_lab::Values;
use std::collections::BTreeSet;
use std::fmt::Write;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The scatter of `(n, G(n))`: one dot per value, or per pixel when there are more values than
/// pixels; the preperiod, when known, as a dashed line.
pub fn scatter(title: &str, values: &Values, preperiod: Option<u64>) -> String {
    // Room on the left for the value labels and the rotated axis title, on the right for half
    // of the widest n label.
    let (w, h, left, top) = (900.0, 420.0, 72.0, 40.0);
    let (pw, ph) = (w - left - 44.0, h - top - 50.0);
    let n = values.len().max(1);
    let top_value = values.max().max(1) as f64;
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n\
         <text x=\"{left}\" y=\"22\" font-size=\"15\">{}</text>\n",
        escape(title)
    );
    let _ = writeln!(
        svg,
        "<path d=\"M{left} {top} V{} H{}\" stroke=\"black\" fill=\"none\"/>",
        top + ph,
        left + pw
    );
    // Ticks on round values (1, 2 or 5 times a power of ten), each where its value lies.
    for v in round_ticks((n - 1) as u64) {
        let x = left + pw * v as f64 / n as f64;
        let _ = writeln!(
            svg,
            "<path d=\"M{x:.1} {:.1} v4\" stroke=\"black\"/><text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{v}</text>",
            top + ph,
            top + ph + 16.0
        );
    }
    for v in round_ticks(top_value as u64) {
        let y = top + ph - ph * v as f64 / top_value;
        let _ = writeln!(
            svg,
            "<path d=\"M{left} {y:.1} h-4\" stroke=\"black\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{v}</text>",
            left - 6.0,
            y + 4.0
        );
    }
    let _ = writeln!(
        svg,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">n</text><text transform=\"translate(16 {:.1}) rotate(-90)\" text-anchor=\"middle\">G(n)</text>",
        left + pw / 2.0,
        h - 8.0,
        top + ph / 2.0
    );
    if let Some(a) = preperiod.filter(|&a| a > 0) {
        let x = left + pw * a as f64 / n as f64;
        let _ = writeln!(
            svg,
            "<path d=\"M{x:.1} {top} V{:.1}\" stroke=\"#c33\" stroke-dasharray=\"4 3\"/><text x=\"{:.1}\" y=\"{:.1}\" fill=\"#c33\">preperiod {a}</text>",
            top + ph,
            x + 4.0,
            top + 12.0
        );
    }
    // One dot per distinct pixel.
    let mut dots = BTreeSet::new();
    for i in 0..values.len() {
        let x = (pw * i as f64 / n as f64).round() as i64;
        let y = (ph * values.get(i) as f64 / top_value).round() as i64;
        dots.insert((x, y));
    }
    let r = if values.len() <= 300 { 2.0 } else { 0.8 };
    svg += "<g fill=\"#1f5fa8\">\n";
    for (x, y) in dots {
        let _ = writeln!(
            svg,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r}\"/>",
            left + x as f64,
            top + ph - y as f64
        );
    }
    svg += "</g>\n</svg>\n";
    svg
}

/// Round tick values from 0 to at most `max`: multiples of 1, 2 or 5 times a power of ten, at
/// most six of them.
fn round_ticks(max: u64) -> Vec<u64> {
    let mut step = 1u64;
    'search: loop {
        for m in [1, 2, 5] {
            if max / (step * m) <= 5 {
                step *= m;
                break 'search;
            }
        }
        step *= 10;
    }
    (0..=max / step).map(|i| i * step).collect()
}

/// The heat map of `g` (row `x` drawn downwards, column `y` to the right): a value's colour goes
/// from blue (small) to red (large); P-positions (value 0) are black.
pub fn heat_map(title: &str, g: &[Vec<u32>]) -> String {
    let n = g.len().max(1);
    let cell = (640 / n).max(1) as f64;
    let side = cell * n as f64;
    // Above: the title and the column numbers; on the right: the colour scale.
    let (left, top) = (50.0, 54.0);
    let (w, h) = (side + left + 100.0, side + top + 30.0);
    let top_value = g.iter().flatten().copied().max().unwrap_or(1).max(1) as f64;
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n\
         <text x=\"{left}\" y=\"22\" font-size=\"15\">{}</text>\n\
         <text x=\"{left}\" y=\"{:.1}\">y →   (x ↓; black: P-positions, G = 0)</text>\n",
        escape(title),
        h - 8.0
    );
    for (x, row) in g.iter().enumerate() {
        // Runs of one colour in a row are one rectangle.
        let mut y = 0;
        while y < row.len() {
            let v = row[y];
            let mut end = y + 1;
            while end < row.len() && row[end] == v {
                end += 1;
            }
            let fill = colour(v, top_value);
            let _ = writeln!(
                svg,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{cell:.1}\" fill=\"{fill}\"/>",
                left + cell * y as f64,
                top + cell * x as f64,
                cell * (end - y) as f64
            );
            y = end;
        }
    }
    // Row and column numbers on round values.
    for v in round_ticks(n as u64 - 1) {
        let at = cell * (v as f64 + 0.5);
        let _ = writeln!(
            svg,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{v}</text><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{v}</text>",
            left + at,
            top - 4.0,
            left - 4.0,
            top + at + 4.0
        );
    }
    // The colour scale: 0 (black) at the bottom, the largest value at the top.
    let (sx, steps) = (left + side + 24.0, 64);
    let _ = writeln!(svg, "<text x=\"{sx:.1}\" y=\"{:.1}\">G</text>", top - 4.0);
    for i in 0..steps {
        let v = (top_value * (steps - i) as f64 / steps as f64).ceil() as u32;
        let _ = writeln!(
            svg,
            "<rect x=\"{sx:.1}\" y=\"{:.1}\" width=\"14\" height=\"{:.2}\" fill=\"{}\"/>",
            top + side * i as f64 / (steps + 1) as f64,
            side / (steps + 1) as f64 + 0.3,
            colour(v.max(1), top_value)
        );
    }
    let band = side / (steps + 1) as f64;
    let _ = writeln!(
        svg,
        "<rect x=\"{sx:.1}\" y=\"{:.1}\" width=\"14\" height=\"{band:.2}\" fill=\"#000\"/>",
        top + side - band
    );
    for v in round_ticks(top_value as u64) {
        let y = if v == 0 {
            top + side - band / 2.0
        } else {
            top + (side - band) * (1.0 - v as f64 / top_value)
        };
        let _ = writeln!(
            svg,
            "<text x=\"{:.1}\" y=\"{:.1}\">{v}</text>",
            sx + 20.0,
            y + 4.0
        );
    }
    svg += "</svg>\n";
    svg
}

/// A value's colour on the heat map: black for 0, then from blue (1) to red (`top`).
fn colour(v: u32, top: f64) -> String {
    if v == 0 {
        "#000".to_string()
    } else {
        let hue = 240.0 - 240.0 * (v as f64 / top);
        format!("hsl({hue:.0},80%,55%)")
    }
}

/// The sheet of a run as one HTML page: the pattern, its proof, the scatter, and the values in
/// rows of one period (or 32 a row).
pub fn sheet(analysis: &Analysis) -> String {
    let values = &analysis.values;
    let mut html = String::new();
    let _ = write!(
        html,
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{0}</title>\n\
         <style>body{{font-family:sans-serif;margin:2em}} pre{{background:#f4f4f4;padding:.6em}} \
         table{{border-collapse:collapse;font-family:monospace}} td{{padding:0 .4em;text-align:right}} \
         td.n{{color:#888}} td.x{{color:#c33;font-weight:bold}}</style></head><body>\n\
         <h1>{0}</h1>\n<pre>{1}\n{2}</pre>\n",
        escape(&analysis.name),
        escape(&analysis.first_line()),
        escape(&analysis.statement())
    );
    let preperiod = analysis.pattern().map(|p| p.preperiod);
    html += &scatter(&format!("G(n) of {}", analysis.name), values, preperiod);
    let (start, width) = match analysis.pattern() {
        Some(p) if p.period <= 64 => {
            let width = p.period as usize;
            // Rows aligned so that the periodic part starts a row.
            let a = p.preperiod as usize;
            (a % width, width)
        }
        _ => (0, 32),
    };
    let _ = write!(
        html,
        "<h2>Values</h2><p>Rows of {width}{}; red: the exceptions, the n where G(n) differs from the value the periodic part gives it.</p>\n<table>\n",
        if matches!(analysis.known, Known::None) { "" } else { " (one period when it is at most 64)" }
    );
    let exceptions: BTreeSet<u64> = analysis.exceptions().into_iter().collect();
    let breaks = |i: usize| exceptions.contains(&(i as u64));
    let mut row_start = 0;
    let mut rows = 0;
    while row_start < values.len() && rows < 300 {
        let end = if row_start == 0 && start > 0 {
            start
        } else {
            (row_start + width).min(values.len())
        };
        let _ = write!(html, "<tr><td class=\"n\">{row_start}</td>");
        for i in row_start..end {
            let class = if breaks(i) { " class=\"x\"" } else { "" };
            let _ = write!(html, "<td{class}>{}</td>", values.get(i));
        }
        html += "</tr>\n";
        row_start = end;
        rows += 1;
    }
    html += "</table>\n";
    if row_start < values.len() {
        let _ = writeln!(html, "<p>… {} values in all.</p>", values.len());
    }
    html += "</body></html>\n";
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_are_well_formed() {
        let mut values = Values::default();
        for v in impartial::kayles::grundy_table(200) {
            values.push(v);
        }
        let svg = scatter("Kayles & co", &values, Some(71));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
        assert!(svg.contains("Kayles &amp; co") && svg.contains("preperiod 71"));
        assert_eq!(svg.matches("<circle").count(), {
            // distinct (x, y) pixels
            201
        });
        // The sheet's red cells are Kayles' 14 published exceptions (OEIS A002186).
        let kayles = super::super::analysis::analyse(
            &impartial_lab::Code::parse("0.77").unwrap(),
            1000,
            false,
            false,
        );
        let page = sheet(&kayles);
        assert_eq!(page.matches("<td class=\"x\">").count(), 14);
        assert!(
            page.contains("<td class=\"x\">4</td><td>2</td></tr>"),
            "G(57) = 4"
        );
        let map = heat_map("Wythoff", &[vec![0, 1], vec![1, 2]]);
        // One P-position and the scale's 0.
        assert_eq!(map.matches("fill=\"#000\"").count(), 2);
        assert_eq!(
            round_ticks(1_048_575),
            [0, 200_000, 400_000, 600_000, 800_000, 1_000_000]
        );
        assert_eq!(round_ticks(71), [0, 20, 40, 60]);
        assert_eq!(round_ticks(3), [0, 1, 2, 3]);
        assert_eq!(round_ticks(0), [0]);
    }
}
