//! The bench inputs' pins and bounds: every input's digest fixed, every generator within its
//! problem's judge bounds.

use super::*;
use crate::solutions;

/// The whitespace-separated numbers of `bytes`; panics on anything else.
fn numbers(bytes: &[u8]) -> Vec<u64> {
    std::str::from_utf8(bytes)
        .unwrap()
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// The losing positions of Wythoff's game by their definition: `a_k` is the least number not
/// yet in any earlier pair, `b_k = a_k + k`.
#[test]
fn losing_positions_match_their_definition() {
    let mut used = vec![false; 20_000];
    let mut a = 0;
    for k in 0..5000u64 {
        while used[a] {
            a += 1;
        }
        let b = a + k as usize;
        used[a] = true;
        used[b] = true;
        assert_eq!(wythoff_losing(k), (a as u64, b as u64), "k = {}", k);
    }
    let k = wythoff_k_max();
    assert!(wythoff_losing(k).1 <= WYTHOFF_MAX && wythoff_losing(k + 1).1 > WYTHOFF_MAX);
    assert_eq!(k, 381_966_011);
}

#[test]
fn wythoff_lines_are_pairs_in_bounds_and_start_with_the_edges() {
    let bytes = INPUTS[0].bytes(5000);
    let text = std::str::from_utf8(&bytes).unwrap();
    assert_eq!(text.lines().count(), 5000);
    assert!(
        text.starts_with("0 0\n0 1\n1 1\n1 2\n2 1\n"),
        "{}",
        &text[..40]
    );
    for line in text.lines() {
        let pair = numbers(line.as_bytes());
        assert!(
            pair.len() == 2 && pair.iter().all(|&v| v <= WYTHOFF_MAX),
            "{}",
            line
        );
    }
    // The Fibonacci losing positions up to the bound are there, e.g. k = 317,811.
    let (a, b) = wythoff_losing(317_811);
    assert!(text.contains(&format!("\n{} {}\n", a, b)));
    // About one line in ten is a losing position (answer 0).
    let zeros = solved("poj1067", &bytes)
        .lines()
        .filter(|&l| l == "0")
        .count();
    assert!((350..=650).contains(&zeros), "{} losing lines", zeros);
}

/// The output of the project's own solution on `input`, which must accept it.
fn solved(problem: &str, input: &[u8]) -> String {
    let solve = solutions::solver(problem).unwrap();
    let mut output = Vec::new();
    solve(&mut &input[..], &mut output).unwrap();
    String::from_utf8(output).unwrap()
}

#[test]
fn kiki_lines_are_in_bounds() {
    let bytes = INPUTS[1].bytes(3000);
    let values = numbers(&bytes);
    assert_eq!(values.len(), 3000);
    assert!(values.iter().all(|&n| (1..=1000).contains(&n)));
    assert_eq!(bytes.iter().filter(|&&b| b == b'\n').count(), 3000);
    assert_eq!(solved("hdu1847", &bytes).lines().count(), 3000);
}

#[test]
fn nim_cases_are_in_bounds_and_some_are_losing() {
    let bytes = INPUTS[2].bytes(3_000_000);
    let values = numbers(&bytes);
    let (mut at, mut piles, mut cases, mut losing) = (0, 0u64, 0, 0);
    while values[at] != 0 {
        let m = values[at] as usize;
        assert!((1..=NIM_PILES as usize).contains(&m));
        let case = &values[at + 1..at + 1 + m];
        assert!(case.iter().all(|&v| (1..=NIM_STONES).contains(&v)));
        losing += (case.iter().fold(0, |x, &v| x ^ v) == 0) as usize;
        at += 1 + m;
        piles += m as u64;
        cases += 1;
    }
    assert_eq!(at + 1, values.len(), "nothing after the final 0");
    assert_eq!(piles, 3_000_000 + 1 + 1 + 2 + 3 + 3 + 9 + 4);
    assert!(values.contains(&NIM_PILES), "a case of the largest size");
    // Three of the small cases, and one in ten of the others.
    assert!(
        losing >= 3 + (cases - 7) / 10,
        "{} of {} cases losing",
        losing,
        cases
    );
    let answers = solved("hdu2176", &bytes);
    assert_eq!(answers.lines().filter(|&l| l == "No").count(), losing);
}

#[test]
fn staircase_cases_are_distinct_positions_in_bounds() {
    let bytes = INPUTS[3].bytes(50);
    let values = numbers(&bytes);
    assert_eq!(values[0], 50);
    let mut at = 1;
    for case in 0..50 {
        let n = values[at] as usize;
        assert_eq!(n, [1, 2].get(case).copied().unwrap_or(STAIRCASE_N));
        let mut positions = values[at + 1..at + 1 + n].to_vec();
        assert!(positions.iter().all(|&p| (1..=STAIRCASE_MAX).contains(&p)));
        let unsorted = positions.windows(2).any(|w| w[0] > w[1]);
        assert!(n < 2 || unsorted, "case {} is sorted", case);
        positions.sort_unstable();
        positions.dedup();
        assert_eq!(positions.len(), n, "case {} repeats a position", case);
        at += 1 + n;
    }
    assert_eq!(at, values.len());
    assert_eq!(solved("poj1704", &bytes).lines().count(), 50);
}

#[test]
fn lasker_cases_are_in_bounds_and_some_are_losing() {
    let bytes = INPUTS[4].bytes(3_000_000);
    let values = numbers(&bytes);
    let cases = values[0];
    assert!((1..=LASKER_CASES).contains(&cases));
    let (mut at, mut heaps, mut losing) = (1, 0, 0);
    for _ in 0..cases {
        let n = values[at] as usize;
        assert!((1..=LASKER_HEAPS as usize).contains(&n));
        let case = &values[at + 1..at + 1 + n];
        assert!(case.iter().all(|&h| (1..=LASKER_STONES).contains(&h)));
        losing += (case.iter().fold(0, |x, &h| x ^ lasker_value(h)) == 0) as usize;
        heaps += n as u64;
        at += 1 + n;
    }
    assert_eq!(at, values.len(), "nothing after the T-th case");
    assert_eq!(heaps, 3_000_000 + 1 + 2 + 2 + 2 + 3 + 2 + 1);
    assert!(values.contains(&LASKER_HEAPS), "a case of the largest size");
    // The small ones {2^31 - 1, 2^31 - 1}, {4, 4}, {3, 3}, and one in ten of the others.
    assert!(losing > 3, "{} of {} cases losing", losing, cases);
    let answers = solved("hdu3032", &bytes);
    assert_eq!(answers.lines().filter(|&l| l == "Bob").count(), losing);
    assert_eq!(answers.lines().count() as u64, cases);
    assert!(
        answers.starts_with("Alice\nBob\nAlice\nBob\n"),
        "{}",
        &answers[..20]
    );
}

#[test]
fn nim_product_pairs_are_counted_and_start_with_the_edges() {
    let bytes = INPUTS[5].bytes(2000);
    let text = std::str::from_utf8(&bytes).unwrap();
    assert!(text.starts_with("2000\n0 0\n0 18446744073709551615\n"));
    let values = numbers(&bytes);
    assert_eq!(values.len(), 1 + 2 * 2000);
    // Uniform 64-bit values: most have 19 or 20 digits.
    let long = values
        .iter()
        .filter(|&&v| v >= 1_000_000_000_000_000_000)
        .count();
    assert!(long > 3600, "{} long values", long);
    assert_eq!(
        solved("yosupo_nim_product_64", &bytes).lines().count(),
        2000
    );
}

#[test]
fn dividing_numbers_are_one_record_of_64_bit_numbers() {
    let bytes = INPUTS[10].bytes(3000);
    let values = numbers(&bytes);
    assert_eq!(values[0], 3000);
    assert_eq!(values.len(), 3001);
    assert_eq!(values[1], 4_294_967_291 * 4_294_967_279);
    assert!(values[1..].iter().all(|&a| a >= 1));
    let long = values
        .iter()
        .filter(|&&v| v >= 1_000_000_000_000_000_000)
        .count();
    assert!(long > 2600, "{} long values", long);
    assert!(["Anna\n", "Bruno\n"].contains(&solved("abc368f", &bytes).as_str()));
}

#[test]
fn strange_nim_piles_are_the_judges_longest_chains() {
    let input = INPUTS.iter().find(|i| i.stem == "strange_nim").unwrap();
    let bytes = input.bytes(20);
    let values = numbers(&bytes);
    assert_eq!(values[0], 20);
    assert_eq!(values.len(), 41);
    for pile in values[1..].chunks(2) {
        let (a, k) = (pile[0], pile[1]);
        assert!((999_999_001..=1_000_000_000).contains(&a), "{}", a);
        assert!((17_000..=21_000).contains(&k), "{}", k);
        let jumps = impartial::strange_nim::jumps(a, k).unwrap();
        assert!((STRANGE_NIM_JUMPS..=38_339).contains(&jumps), "{} {}", a, k);
    }
    assert!(["Takahashi\n", "Aoki\n"].contains(&solved("arc091f", &bytes).as_str()));
}

#[test]
fn chess_dag_cases_are_dags_of_every_shape() {
    let bytes = INPUTS[6].bytes(8);
    let values = numbers(&bytes);
    let text = std::str::from_utf8(&bytes).unwrap();
    assert_eq!(
        text.matches("\n\n").count(),
        7,
        "a blank line between cases"
    );
    let mut at = 0;
    let mut moves = Vec::new();
    while at < values.len() {
        let n = values[at] as usize;
        assert_eq!(n, CHESS_POSITIONS);
        at += 1;
        let mut count = 0;
        for _ in 0..n {
            let x = values[at] as usize;
            assert!(values[at + 1..at + 1 + x].iter().all(|&p| p < n as u64));
            count += x;
            at += 1 + x;
        }
        moves.push(count);
        for _ in 0..CHESS_QUERIES {
            let m = values[at] as usize;
            assert!((1..=10).contains(&m));
            assert!(values[at + 1..at + 1 + m].iter().all(|&p| p < n as u64));
            at += 1 + m;
        }
        assert_eq!(values[at], 0);
        at += 1;
    }
    // Complete, dense, sparse, a chain with a few more moves, twice over.
    assert_eq!(moves.len(), 8);
    for (case, &count) in moves.iter().enumerate() {
        let expected = match case % 4 {
            0 => 499_500..=499_500,
            1 => 200_000..=300_000,
            2 => 10_000..=30_000,
            _ => 999..=1100,
        };
        assert!(expected.contains(&count), "case {}: {} moves", case, count);
    }
    // The solution accepts it (a cycle would be an error) and both answers occur.
    let answers = solved("hdu1524", &bytes);
    assert_eq!(answers.lines().count(), 8 * CHESS_QUERIES);
    assert!(answers.contains("WIN") && answers.contains("LOSE"));
}

#[test]
fn target_game_targets_are_distinct_and_every_answer_occurs() {
    let n = 2000;
    let bytes = INPUTS[7].bytes(n);
    let values = numbers(&bytes);
    let m = TARGET_MOVES_PER_VERTEX * n;
    assert_eq!(values[..3], [n, m, TARGET_QUERIES]);
    let edges = &values[3..3 + 2 * m as usize];
    assert!(edges.iter().all(|&v| (1..=n).contains(&v)));
    let queries = &values[3 + 2 * m as usize..];
    assert_eq!(queries.len() as u64, 2 * TARGET_QUERIES);
    let mut targets: Vec<u64> = queries.chunks(2).map(|q| q[1]).collect();
    assert!(queries
        .chunks(2)
        .all(|q| q[0] != q[1] && (1..=n).contains(&q[0])));
    targets.sort_unstable();
    targets.dedup();
    assert_eq!(targets.len() as u64, TARGET_QUERIES);
    let answers = solved("luogu6560", &bytes);
    for answer in ["1", "-1", "0"] {
        assert!(answers.lines().any(|l| l == answer), "no {}", answer);
    }
}

#[test]
fn combat_trees_are_trees_and_the_path_is_won_at_its_far_end() {
    for (input, n) in [(&INPUTS[8], 3000u64), (&INPUTS[9], 3000)] {
        let bytes = input.bytes(n);
        let values = numbers(&bytes);
        assert_eq!(values.len() as u64, 1 + n + 2 * (n - 1));
        assert_eq!(values[0], n);
        let colours = &values[1..1 + n as usize];
        assert!(colours.iter().all(|&c| c <= 1));
        let mut sets = impartial::graph::UnionFind::default();
        for e in values[1 + n as usize..].chunks(2) {
            assert!(e.iter().all(|&v| (1..=n).contains(&v)));
            assert!(
                sets.union(e[0] as u32, e[1] as u32),
                "{:?} closes a cycle",
                e
            );
        }
        let answers = solved("spoj_cot3", &bytes);
        if input.stem == "combat_path" {
            assert!(colours.iter().all(|&c| c == 0));
            // The far end: the one node other than 1 on a single edge.
            let mut degree = vec![0; n as usize + 1];
            for &v in &values[1 + n as usize..] {
                degree[v as usize] += 1;
            }
            let far = (2..=n).find(|&v| degree[v as usize] == 1).unwrap();
            assert_eq!(degree[1], 1);
            assert_eq!(answers, format!("{}\n", far));
        } else {
            let black = colours.iter().filter(|&&c| c == 1).count() as u64;
            assert!(n / 12 < black && black < n / 6, "{} black", black);
            assert!(!answers.is_empty());
        }
    }
}

/// The same bytes on every machine and in every version, until [`VERSION`] says otherwise:
/// these digests change only with the generator, and then `VERSION` must change too.
#[test]
fn the_inputs_are_pinned() {
    let digests: Vec<(&str, u64, u64)> = INPUTS
        .iter()
        .map(|input| {
            let bytes = input.bytes((input.full / 1000).max(2));
            (input.stem, bytes.len() as u64, fnv1a(FNV_OFFSET, &bytes))
        })
        .collect();
    assert_eq!(
        digests,
        [
            ("wythoff", 196_057, 0x7d92_e5e9_fd50_1da1),
            ("kiki", 77_808, 0x9cb5_580f_e0ca_0fec),
            ("nim", 137_803, 0xdb6d_1f2f_45c2_65f4),
            ("staircase", 88_068, 0x38ca_2725_31b9_e249),
            ("lasker", 209_682, 0x2665_3903_00c6_c8e3),
            ("nim_product", 40_670, 0x455c_e0c1_bf7d_53df),
            ("chess_dag", 2_971_573, 0xc871_bcdc_4708_20b9),
            ("target_game", 5_838, 0xa97a_6895_3593_d8dd),
            ("combat_path", 783, 0x2489_7a85_03fe_d820),
            ("combat_tree", 774, 0x70e5_ff6c_3d4f_ee26),
            ("dividing", 2_049, 0xb180_60fc_7edb_1017),
            ("tree_game", 782, 0x5d56_c20a_24f4_8125),
            ("strange_nim", 34, 0x3146_a7e1_168c_9b58),
            ("berzerk", 30, 0xe976_060f_8291_5a00),
        ]
    );
}

#[test]
fn the_tree_game_path_is_a_path_answered_by_its_two_directions() {
    let input = &INPUTS[11];
    let n = 3000u64;
    let values = numbers(&input.bytes(n));
    assert_eq!(values.len() as u64, 1 + n + 2 * (n - 1));
    let (stones, edges) = values[1..].split_at(n as usize);
    assert!(stones.iter().all(|&a| a <= 3));
    // Walk the path from an end: every id on at most two edges, all of them reached.
    let mut near = vec![Vec::new(); n as usize + 1];
    for e in edges.chunks(2) {
        near[e[0] as usize].push(e[1]);
        near[e[1] as usize].push(e[0]);
    }
    let mut path = vec![(1..=n).find(|&v| near[v as usize].len() == 1).unwrap()];
    while path.len() < n as usize {
        let (v, back) = (
            path[path.len() - 1],
            path.len().checked_sub(2).map(|i| path[i]),
        );
        let next = near[v as usize].iter().find(|&&w| Some(w) != back).unwrap();
        path.push(*next);
    }
    // On a path the rule looks one way at a time: left[i], i wins with its right side gone.
    let a = |i: usize| stones[path[i] as usize - 1];
    let (mut left, mut right) = (vec![false; n as usize], vec![false; n as usize]);
    for i in 1..n as usize {
        left[i] = a(i - 1) < a(i) && !left[i - 1];
    }
    for i in (0..n as usize - 1).rev() {
        right[i] = a(i + 1) < a(i) && !right[i + 1];
    }
    let mut wins: Vec<u64> = (0..n as usize)
        .filter(|&i| left[i] || right[i])
        .map(|i| path[i])
        .collect();
    wins.sort_unstable();
    let line: Vec<String> = wins.iter().map(|v| v.to_string()).collect();
    assert_eq!(solved("agc010f", &input.bytes(n)), line.join(" ") + "\n");
}

#[test]
fn a_stamped_file_is_kept_and_another_written_again() {
    let dir = std::env::temp_dir().join(format!("impartial-bench-data-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let small = BenchInput {
        full: 10,
        ..INPUTS[1]
    };
    assert!(small.ensure(&dir).unwrap().contains("written"));
    assert_eq!(fs::read(small.path(&dir)).unwrap(), small.bytes(10));
    assert!(small.ensure(&dir).unwrap().ends_with("kept"));
    let larger = BenchInput { full: 12, ..small };
    assert!(larger.ensure(&dir).unwrap().contains("written"));
    assert_eq!(fs::read(larger.path(&dir)).unwrap(), larger.bytes(12));
    fs::write(larger.path(&dir).with_extension("in.stamp"), "elsewhere\n").unwrap();
    assert!(larger.ensure(&dir).unwrap().contains("written"));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_problem_with_two_inputs_names_each() {
    assert_eq!(INPUTS[0].label(), "poj1067");
    assert_eq!(INPUTS[8].label(), "spoj_cot3 combat_path");
    assert_eq!(INPUTS[9].label(), "spoj_cot3 combat_tree");
}

#[test]
fn every_input_is_a_registered_problem() {
    for input in &INPUTS {
        assert!(
            crate::registry::problem(input.problem).is_some(),
            "{}",
            input.problem
        );
        assert!(
            solutions::solver(input.problem).is_some(),
            "{}",
            input.problem
        );
    }
}

#[test]
fn berzerk_gives_both_players_every_step() {
    let input = INPUTS.iter().find(|i| i.stem == "berzerk").unwrap();
    for n in [2u64, 7, 300] {
        let values = numbers(&input.bytes(n));
        assert_eq!(values[0], n);
        let k = (n - 1) as usize;
        for set in [&values[1..2 + k], &values[2 + k..]] {
            assert_eq!(set[0], n - 1);
            let mut steps = set[1..].to_vec();
            steps.sort_unstable();
            assert_eq!(steps, (1..n).collect::<Vec<_>>());
        }
    }
}
