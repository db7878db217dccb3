//! The home page's module's allocator (issue 35, the home page's whole visit): blocks in
//! power-of-two classes; a freed block waits in its class's list for the next block of
//! that class, and new blocks are cut from memory the allocator grows. It is about 5 KB
//! of gzip smaller than dlmalloc (Rust's default on wasm), for up to twice each block's
//! bytes and no coalescing: right for a module whose pages (home, settings, the join
//! form) hold little. The games' modules keep dlmalloc.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr::null_mut;

/// Memory is grown in pages of 64 KiB (wasm's).
pub const PAGE: usize = 65536;
/// The least a block holds: a freed block keeps the next free block's address.
const LEAST: usize = 8;

/// Where new memory comes from.
pub trait Grow {
    /// Adds `pages` pages: the address of the first, or None when there is no more.
    fn grow(&self, pages: usize) -> Option<usize>;
}

/// The wasm instance's own memory.
pub struct WasmMemory;

#[cfg(target_arch = "wasm32")]
impl Grow for WasmMemory {
    fn grow(&self, pages: usize) -> Option<usize> {
        match core::arch::wasm32::memory_grow(0, pages) {
            usize::MAX => None,
            old => Some(old * PAGE),
        }
    }
}

struct State {
    /// The next address not yet cut, and the end of the memory grown so far.
    next: usize,
    end: usize,
    /// Each class's freed blocks (class 2^k at k), linked through their first word; 0 ends.
    free: [usize; usize::BITS as usize],
}

pub struct SizeClasses<G> {
    grow: G,
    state: UnsafeCell<State>,
}

// Wasm here runs one thread; natively each test owns its allocator.
unsafe impl<G: Sync> Sync for SizeClasses<G> {}

impl<G: Grow> SizeClasses<G> {
    pub const fn new(grow: G) -> Self {
        SizeClasses {
            grow,
            state: UnsafeCell::new(State {
                next: 0,
                end: 0,
                free: [0; usize::BITS as usize],
            }),
        }
    }

    /// The class of `layout` (its power-of-two block size), if it has one.
    fn class(layout: Layout) -> Option<usize> {
        layout
            .size()
            .max(layout.align())
            .max(LEAST)
            .checked_next_power_of_two()
    }

    /// A new block of `class` bytes, aligned to `class` (so a block freed by one layout
    /// serves any other of its class).
    fn cut(&self, state: &mut State, class: usize) -> Option<usize> {
        let fits = |next: usize, end: usize| {
            let start = next.checked_add(class - 1)? & !(class - 1);
            (start.checked_add(class)? <= end).then_some(start)
        };
        if let Some(start) = fits(state.next, state.end) {
            state.next = start + class;
            return Some(start);
        }
        // Room for the block at any alignment, and at least 16 pages: few grows.
        let pages = (class.checked_mul(2)? / PAGE + 1).max(16);
        let base = self.grow.grow(pages)?;
        if base != state.end {
            // Not after the memory this holds (another grew it): start again there.
            state.next = base;
        }
        state.end = base + pages * PAGE;
        let start = fits(state.next, state.end)?;
        state.next = start + class;
        Some(start)
    }
}

unsafe impl<G: Grow> GlobalAlloc for SizeClasses<G> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = Self::class(layout) else {
            return null_mut();
        };
        // SAFETY: one thread, and no call here re-enters the allocator.
        let state = unsafe { &mut *self.state.get() };
        let k = class.trailing_zeros() as usize;
        if state.free[k] != 0 {
            let block = state.free[k];
            // SAFETY: a freed block of this class, whose first word links the next.
            state.free[k] = unsafe { (block as *const usize).read() };
            return block as *mut u8;
        }
        self.cut(state, class).map_or(null_mut(), |a| a as *mut u8)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(class) = Self::class(layout) else {
            return;
        };
        // SAFETY: as in alloc; `ptr` is a block of this class (GlobalAlloc's contract).
        let state = unsafe { &mut *self.state.get() };
        let k = class.trailing_zeros() as usize;
        unsafe { (ptr as *mut usize).write(state.free[k]) };
        state.free[k] = ptr as usize;
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let Ok(new) = Layout::from_size_align(new_size, layout.align()) else {
            return null_mut();
        };
        if Self::class(new) == Self::class(layout) {
            return ptr;
        }
        // SAFETY: GlobalAlloc's contract, passed on.
        unsafe {
            let moved = self.alloc(new);
            if !moved.is_null() {
                std::ptr::copy_nonoverlapping(ptr, moved, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            moved
        }
    }
}

#[cfg(test)]
#[path = "small_alloc_tests.rs"]
mod tests;
