// The games that play on several phones, in the order a table's id names them: read from
// src/app/net/mod.rs's PHONE_GAMES (a join link's code says its game in the low 3 bits of
// its table id). For tools/post-build.mjs (a module per game, the loader's join links) and
// e2e/join-code.mjs (join links with no host phone).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function phoneGames(source) {
  const rs = readFileSync(join(source, 'src', 'app', 'net', 'mod.rs'), 'utf8');
  const list = rs.match(/PHONE_GAMES: \[&str; \d+\] = \[([^\]]*)\]/);
  if (!list) throw new Error('src/app/net/mod.rs: no PHONE_GAMES');
  return [...list[1].matchAll(/"([a-z]+)"/g)].map((m) => m[1]);
}
