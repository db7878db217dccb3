//! Panda's module: its pages and join links, with home and settings (`app::entry`).
samurai_tables::module_bin!(run: samurai_tables::app::PANDA);
