use super::*;
use std::cell::Cell;

/// A memory of `pages` pages (a leaked buffer) that grows like wasm's, or not at all once
/// full; `gap` pages skipped before each grow after the first stand for another grower.
struct Fake {
    base: usize,
    pages: usize,
    used: Cell<usize>,
    gap: usize,
}

impl Fake {
    fn new(pages: usize, gap: usize) -> Fake {
        let buffer = vec![0u8; (pages + 1) * PAGE].leak();
        // Page-aligned, as wasm's memory is.
        let base = (buffer.as_ptr() as usize).next_multiple_of(PAGE);
        Fake {
            base,
            pages,
            used: Cell::new(0),
            gap,
        }
    }
}

impl Grow for Fake {
    fn grow(&self, pages: usize) -> Option<usize> {
        let skip = if self.used.get() == 0 { 0 } else { self.gap };
        let first = self.used.get() + skip;
        if first + pages > self.pages {
            return None;
        }
        self.used.set(first + pages);
        Some(self.base + first * PAGE)
    }
}

fn layout(size: usize, align: usize) -> Layout {
    Layout::from_size_align(size, align).unwrap()
}

/// A small deterministic generator (the engines' RNG is not this module's to use).
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[test]
fn blocks_are_aligned_apart_and_keep_what_is_written() {
    for gap in [0, 3] {
        let a = SizeClasses::new(Fake::new(256, gap));
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        // (address, layout, the byte written through it)
        let mut live: Vec<(usize, Layout, u8)> = Vec::new();
        for round in 0..20_000u32 {
            let r = next(&mut seed);
            if live.is_empty() || (live.len() < 300 && r % 2 == 0) {
                let size = match r % 10 {
                    0 => (r >> 8) as usize % 70_000,
                    _ => (r >> 8) as usize % 300,
                };
                let align = 1 << ((r >> 40) % 7);
                let l = layout(size, align);
                let p = unsafe { a.alloc(l) } as usize;
                assert_ne!(p, 0, "round {round}: {l:?} refused");
                assert_eq!(p % align, 0, "round {round}: {l:?} at {p:#x}");
                for &(q, m, _) in &live {
                    assert!(
                        p + size <= q || q + m.size() <= p || size == 0 || m.size() == 0,
                        "round {round}: {p:#x}+{size} overlaps {q:#x}+{}",
                        m.size()
                    );
                }
                let byte = round as u8;
                unsafe { std::ptr::write_bytes(p as *mut u8, byte, size) };
                live.push((p, l, byte));
            } else {
                let (p, l, byte) = live.swap_remove((r >> 8) as usize % live.len());
                let kept = unsafe { std::slice::from_raw_parts(p as *const u8, l.size()) };
                assert!(
                    kept.iter().all(|&b| b == byte),
                    "round {round}: a block was written over"
                );
                unsafe { a.dealloc(p as *mut u8, l) };
            }
        }
    }
}

#[test]
fn a_freed_block_serves_the_next_of_its_class_whatever_its_alignment() {
    let a = SizeClasses::new(Fake::new(32, 0));
    let p = unsafe { a.alloc(layout(40, 8)) };
    unsafe { a.dealloc(p, layout(40, 8)) };
    let q = unsafe { a.alloc(layout(64, 64)) };
    assert_eq!(p, q, "the 64-byte class's freed block");
    assert_eq!(q as usize % 64, 0);
    // Another class does not take it.
    unsafe { a.dealloc(q, layout(64, 64)) };
    let r = unsafe { a.alloc(layout(100, 4)) };
    assert_ne!(r, q);
}

#[test]
fn realloc_keeps_the_contents_and_stays_within_a_class() {
    let a = SizeClasses::new(Fake::new(64, 0));
    let p = unsafe { a.alloc(layout(10, 1)) };
    unsafe { std::ptr::copy_nonoverlapping(b"0123456789".as_ptr(), p, 10) };
    // 10 -> 16 bytes: the same class, the same block.
    let same = unsafe { a.realloc(p, layout(10, 1), 16) };
    assert_eq!(same, p);
    let grown = unsafe { a.realloc(same, layout(16, 1), 5000) };
    assert_ne!(grown, p);
    assert_eq!(
        unsafe { std::slice::from_raw_parts(grown, 10) },
        b"0123456789"
    );
    let shrunk = unsafe { a.realloc(grown, layout(5000, 1), 4) };
    assert_eq!(unsafe { std::slice::from_raw_parts(shrunk, 4) }, b"0123");
}

#[test]
fn out_of_memory_is_refused_and_smaller_blocks_still_come() {
    let a = SizeClasses::new(Fake::new(20, 0));
    assert!(unsafe { a.alloc(layout(20 * PAGE, 8)) }.is_null());
    assert!(
        unsafe { a.alloc(layout(isize::MAX as usize - 7, 1)) }.is_null(),
        "no room to cut it from"
    );
    for _ in 0..1000 {
        assert!(!unsafe { a.alloc(layout(100, 8)) }.is_null());
    }
}

#[test]
fn memory_is_grown_rarely_and_reused() {
    let fake = Fake::new(64, 0);
    let a = SizeClasses::new(fake);
    // The same pages serve a page of small blocks, freed and taken again, many times.
    for _ in 0..100 {
        let blocks: Vec<*mut u8> = (0..500)
            .map(|_| unsafe { a.alloc(layout(24, 8)) })
            .collect();
        for b in blocks {
            unsafe { a.dealloc(b, layout(24, 8)) };
        }
    }
    assert_eq!(a.grow.used.get(), 16, "one grow of 16 pages");
}
