//! The whole app's module: every page and every game, for the statistics and the bench
//! (their pages read every game's saves). The page's loader imports it when a page needs
//! it and calls `run` (see `app::entry`).
samurai_tables::module_bin!(run: samurai_tables::app::APP);
