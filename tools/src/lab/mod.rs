//! The game lab (issue 26): describe an impartial game, get its values, its pattern with a proof
//! where a theorem applies, a function to submit, and its picture. docs/lab.md is the guide.
//!
//! ```text
//! lab values  GAME N                    G(0) .. G(N-1) on one line (the plane: N lines of N)
//! lab pattern GAME [N]                  first line: periodic preperiod=A period=P saltus=S proved
//!                                       (or observed=N, or none observed=N), then the words
//!                                       (and, with no period, the rules of [`recognize`])
//! lab zeros   GAME N                    the losing positions below N and their form
//! lab claim   GAME 'period P [saltus S] [from A]' [N]
//!                                       proved / holds up to N observed / fails first at
//!                                       n = X: ... (or "not tested" when N is too short)
//! lab claim   GAME 'kind K CLAIM' | 'row X CLAIM' | 'column Y CLAIM' | 'diagonal D CLAIM'
//!                                       a claim about one kind or one line of the plane
//!                                       ([`lines`]; pattern, zeros and emit read each)
//! lab emit    GAME N --lang rust|cpp    a function G(n) for a submission
//! lab svg     GAME N                    the scatter (heap games) or heat map (the plane)
//! lab sheet   GAME [N]                  an HTML page of the run
//! lab claim   GAME --function CMD [NAME=A..B ...] [N]
//!                                       a claim as a program's G(0..N) (or P/N), checked
//!                                       ([`function`]); exit 1 refuted, 2 not testable
//! lab sweep   GAME K=3..40 ... [N]      a family ([`family`]): one line a tuple, then the
//!                                       rules fitted and checked ([`sweep`])
//! lab value   GAME POS                  a heap's or a sum's value, any heap in u64 where a
//!                                       theorem gives it ([`closed_form`], else [`query`])
//! lab move    GAME POS                  every winning move from a position ([`query`])
//! lab outcomes GAME N, lab sum GAME SUM  loops and draws ([`loopy`], `--loopy`), misère play
//!                                       ([`misere`], `--misere`), positions of several kinds
//! ```
//!
//! GAME is a take-and-break code (`0.77`, `4!.0`, `0.[3]`, `4.[3]`, `0.3F`; see
//! `impartial_lab::code`), `sub:1,3,4`, `allbut:2,3,7`, `wythoff` or `wythoff:R`
//! (r-Wythoff), or `prog:COMMAND`, a program of the user's own ([`program`]). `N` is at most the
//! number of values computed (by default up to 2^20 for a heap game, fewer where each value is costly
//! ([`default_limit`]), stopping once a pattern is proved; [`default_n`]); an answer that is not
//! proved says its `N`. Options: `--timeout S` for a program (default 60), `--quiet` (no progress lines),
//! `--out FILE` (svg, sheet, emit). Errors are one line on stderr, exit status 1 (2 for usage).
//!
//! The command line is [`crate::cli::lab`] (`impartial lab`, which `make lab` runs); this
//! module and its parts know nothing of it.

pub mod analysis;
pub mod closed_form;
pub mod cost;
pub mod emit;
pub mod emit_move;
pub mod family;
pub mod function;
pub mod game;
pub mod lines;
pub mod loopy;
pub mod misere;
pub mod picture;
pub mod plane;
pub mod program;
pub mod query;
pub mod recognize;
pub mod splits;
pub mod sweep;

pub use game::{default_limit, default_n, Game, CLAIM_LIMIT, DEFAULT_LIMIT};

/// The largest plane a `wythoff` table takes (its plain mex is cubic).
pub const PLANE_LIMIT: usize = 1000;
