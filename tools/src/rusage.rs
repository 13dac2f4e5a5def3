//! Peak memory and CPU time of the child processes a tool has waited for, for `bench` and
//! `judge`. Each measures one program per fresh process of its own, so "the children" is that
//! one program (and whatever it waited for).
//!
//! std has no binding for `getrusage`, so it is declared here by hand: Linux, 64-bit only;
//! elsewhere [`children`] answers `None` and the tools print `n/a`.

/// Peak resident memory, in KiB, of the largest child this process has waited for, and the CPU
/// time (user + system, in microseconds) of all of them.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
pub fn children() -> Option<(u64, u64)> {
    use std::os::raw::{c_int, c_long};

    /// `struct rusage` of 64-bit Linux: two `struct timeval` (two longs each), then fourteen
    /// longs of which `ru_maxrss` (in KiB) is the first.
    #[repr(C)]
    struct RUsage {
        utime: [c_long; 2],
        stime: [c_long; 2],
        maxrss: c_long,
        rest: [c_long; 13],
    }

    extern "C" {
        fn getrusage(who: c_int, usage: *mut RUsage) -> c_int;
    }

    const RUSAGE_CHILDREN: c_int = -1;

    let mut usage = RUsage {
        utime: [0; 2],
        stime: [0; 2],
        maxrss: 0,
        rest: [0; 13],
    };
    // Sound: `usage` is a valid, writable `struct rusage` with the kernel's layout on this
    // target (checked by the cfg above), and getrusage writes nothing else.
    let status = unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) };
    let micros = |t: [c_long; 2]| t[0] as u64 * 1_000_000 + t[1] as u64;
    (status == 0).then(|| {
        (
            usage.maxrss as u64,
            micros(usage.utime) + micros(usage.stime),
        )
    })
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
pub fn children() -> Option<(u64, u64)> {
    None
}
