//! The page's first module: the home page, the settings and the join form (`app::entry`).
//! It draws as soon as it is loaded; the games are in their own modules.
samurai_tables::module_bin!(main: samurai_tables::app::HOME);

// A smaller allocator than dlmalloc for this small module (src/small_alloc.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: samurai_tables::small_alloc::SizeClasses<samurai_tables::small_alloc::WasmMemory> =
    samurai_tables::small_alloc::SizeClasses::new(samurai_tables::small_alloc::WasmMemory);
