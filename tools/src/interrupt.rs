//! Ctrl-C as a request, for the stress tester and the lab: after [`catch`], SIGINT (and SIGTERM)
//! only sets a flag ([`flag`]) that the stress driver's loops, the lab's computations, the child
//! runs ([`crate::child::Spec::interrupt`]) and the shrinker check, so a run stops within a
//! moment and prints what it has so far instead of dying.
//!
//! std has no signal API, so `signal` is declared here by hand (as `getrusage` is in
//! [`crate::rusage`]): Linux only; elsewhere [`catch`] does nothing and Ctrl-C ends the process
//! as before. The handler does one thing, an atomic store, which is async-signal-safe.
//!
//! A program the tool runs directly shares the terminal's process group, so Ctrl-C reaches it
//! too and it dies of SIGINT: such a run is an interruption, never a verdict
//! ([`crate::child::Ended::is_interruption`]).

use std::sync::atomic::{AtomicBool, Ordering};

static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Whether Ctrl-C was pressed (or [`request`] called) since the start.
pub fn requested() -> bool {
    REQUESTED.load(Ordering::SeqCst)
}

/// The flag itself, for whatever checks it ([`crate::child::Spec::interrupt`], the stress
/// driver's plan).
pub fn flag() -> &'static AtomicBool {
    &REQUESTED
}

/// Asks every loop that checks [`requested`] to stop, as Ctrl-C does.
pub fn request() {
    REQUESTED.store(true, Ordering::SeqCst);
}

/// From now on SIGINT and SIGTERM set the flag instead of ending the process, so that `kill`
/// or a job control's stop ends a long run with its partial result as Ctrl-C does. Returns
/// whether it could.
#[cfg(target_os = "linux")]
pub fn catch() -> bool {
    use std::os::raw::c_int;

    /// `sighandler_t`: a pointer to the handler, or one of the small constants (SIG_ERR is -1).
    type Handler = usize;
    const SIGINT: c_int = 2;
    const SIGTERM: c_int = 15;
    const SIG_ERR: Handler = usize::MAX;

    extern "C" {
        fn signal(signum: c_int, handler: Handler) -> Handler;
    }

    extern "C" fn on_sigint(_: c_int) {
        REQUESTED.store(true, Ordering::SeqCst);
    }

    let handler: extern "C" fn(c_int) = on_sigint;
    // SAFETY: `signal` is glibc's, with its C signature (an int and a `sighandler_t`, which is
    // a function pointer the size of usize); the handler is an `extern "C" fn(c_int)` that
    // lives for the whole program and only stores to an atomic, which is async-signal-safe.
    // glibc's `signal` keeps the handler installed and restarts interrupted system calls.
    let previous = unsafe { signal(SIGINT, handler as Handler) };
    // SAFETY: as above.
    let term = unsafe { signal(SIGTERM, handler as Handler) };
    previous != SIG_ERR && term != SIG_ERR
}

#[cfg(not(target_os = "linux"))]
pub fn catch() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use crate::child::{Ended, SIGINT};

    #[cfg(unix)]
    #[test]
    fn a_child_killed_by_sigint_is_recognised() {
        let status = std::process::Command::new("sh")
            .args(["-c", "kill -INT $$; exit 7"])
            .status()
            .unwrap();
        if status.code() == Some(7) {
            // SIGINT is ignored here, and children inherit that (the tests run as a background
            // job of a non-interactive shell): no child can be killed by it.
            eprintln!("SIGINT is ignored in this environment: nothing to recognise");
            return;
        }
        assert_eq!(Ended::from_status(status), Ended::Signal(SIGINT));
        assert!(Ended::from_status(status).is_interruption());
        let status = std::process::Command::new("sh")
            .args(["-c", "kill -TERM $$"])
            .status()
            .unwrap();
        assert_eq!(Ended::from_status(status), Ended::Signal(15));
        assert!(!Ended::from_status(status).is_interruption());
    }
}
