//! The whole app's module: the statistics and the bench, with every game's engine (the
//! statistics read every game's saves) and none of the games' pages. The page's loader
//! imports it when a page needs it and calls `run` (see `app::entry`).
samurai_tables::module_bin!(run: samurai_tables::app::APP);
