//! The page's first module: the home page, the settings and the join form (`app::entry`).
//! It draws as soon as it is loaded; the games are in their own modules.
samurai_tables::module_bin!(main: samurai_tables::app::HOME);
