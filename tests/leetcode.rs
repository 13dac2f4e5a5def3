//! The LeetCode form of leetcode292: `Solution::can_win_nim`, the method LeetCode calls, against
//! the contract (`n % 4 != 0` on LeetCode's range) and against the stdin program.

use impartial_tools::solutions::leetcode292::{solve, Solution};

#[test]
fn can_win_nim_is_n_mod_4_not_0() {
    for n in (1..=1000).chain([i32::MAX - 1, i32::MAX]) {
        assert_eq!(Solution::can_win_nim(n), n % 4 != 0, "n = {}", n);
    }
}

#[test]
fn no_stones_and_negative_heaps_lose() {
    for n in [0, -1, -4, i32::MIN] {
        assert!(!Solution::can_win_nim(n), "n = {}", n);
    }
}

#[test]
fn the_method_and_the_program_agree() {
    let ns: Vec<i32> = (0..=1000).chain([i32::MAX]).collect();
    let input: String = ns.iter().map(|n| format!("{}\n", n)).collect();
    let mut out = Vec::new();
    solve(input.as_bytes(), &mut out).unwrap();
    let lines: Vec<&str> = std::str::from_utf8(&out).unwrap().lines().collect();
    assert_eq!(lines.len(), ns.len());
    for (&n, line) in ns.iter().zip(lines) {
        assert_eq!(line, Solution::can_win_nim(n).to_string(), "n = {}", n);
    }
}
