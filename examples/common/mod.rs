//! Shared by the bench_<game> examples.

/// Runs `work(i)` for i in 0..n, split into contiguous ranges over `threads` threads;
/// the results come back in order of i, so a run is the same whatever the thread count.
pub fn parallel<T: Send>(n: u64, threads: usize, work: impl Fn(u64) -> T + Sync) -> Vec<T> {
    let work = &work;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|t| {
                scope.spawn(move || {
                    let lo = n * t / threads as u64;
                    let hi = n * (t + 1) / threads as u64;
                    (lo..hi).map(work).collect::<Vec<T>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker"))
            .collect()
    })
}
