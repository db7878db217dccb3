// Join links with no host phone, for first-load.mjs and pwa.test.mjs.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phoneGames } from '../tools/games.mjs';

// A host's offer as src/app/net/code.rs writes it (Code::to_bytes, then base64url without
// padding), so a cold join link can be opened with no host phone.
// src/app/net/mod.rs's PHONE_GAMES, read from it: a table id's low 3 bits are the game's
// place here. Copies of the app's own words (a wrong one shows as a join load that never
// finds its heading):
export const PHONE_GAMES = phoneGames(join(dirname(fileURLToPath(import.meta.url)), '..'));
// - src/app/catalog.rs's English titles, which the join page's heading names.
export const TITLES = { satsuma: 'Satsuma Rebellion', honor: 'Honor of the Samurai', pocket: 'Pocket Samurai', panda: 'Panda', judge: 'Judge' };
const CODE_VERSION = 1; // code.rs's CODE_VERSION; the kind (offer 0, answer 1) is the low nibble
const MAX_CANDIDATES = 4; // code.rs's MAX_CANDIDATES: the reader refuses more
const MAX_CODE_CHARS = 400; // code.rs's MAX_CODE_CHARS: Code::from_text refuses longer text

/** A plausible offer for `seat` (0-based) of a table of `game`: what a host's phone makes. */
export function offerFor(game, seat = 1) {
  const index = PHONE_GAMES.indexOf(game);
  if (index < 0) throw new Error(`JOIN: ${game} is not one of ${PHONE_GAMES.join(',')}`);
  return {
    kind: 0,
    table: ((0x5a4d1e00 & ~7) | index) >>> 0, // "random", its low 3 bits the game (net::table_id)
    seat,
    // Lengths Chromium accepts for ICE (ufrag 4+, pwd 22+ characters) in the reader's
    // alphabet (letters, digits, '+', '/'), as the browser makes them.
    ufrag: 'Fl0a',
    pwd: 'k5s9Xq+2Ud/8mWcY3pRz7hLe',
    fingerprint: Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 255)),
    candidates: [{ ip: [192, 168, 1, 2], port: 50000 }],
  };
}

/** Code::to_bytes + base64url: version and kind, table (u32 BE), seat, ufrag and pwd
 * (length-prefixed), the 32-byte fingerprint, the candidates (count, then 4 + IPv4 + port BE). */
export function encodeOffer(c) {
  const bytes = [(CODE_VERSION << 4) | c.kind];
  bytes.push(c.table >>> 24, (c.table >>> 16) & 255, (c.table >>> 8) & 255, c.table & 255, c.seat);
  for (const s of [c.ufrag, c.pwd]) bytes.push(s.length, ...Buffer.from(s, 'latin1'));
  bytes.push(...c.fingerprint, c.candidates.length);
  for (const { ip, port } of c.candidates) bytes.push(4, ...ip, port >> 8, port & 255);
  return Buffer.from(bytes).toString('base64url'); // no padding, as code.rs's base64url
}

/** Reads an offer as Code::from_text and code.rs's Reader do, refusing what they refuse. */
export function decodeOffer(text) {
  // from_base64url: only its alphabet, no length of 4n+1 (Buffer's decoder skips bad characters).
  if (!text || text.length > MAX_CODE_CHARS || !/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const b = Buffer.from(text, 'base64url');
  let at = 0;
  const take = (n) => {
    if (at + n > b.length) throw new Error('cut short');
    return b.subarray(at, (at += n));
  };
  const byte = () => take(1)[0];
  const head = byte();
  if (head >> 4 !== CODE_VERSION || (head & 15) !== 0) throw new Error(`not a version ${CODE_VERSION} offer`);
  const table = take(4).readUInt32BE(0);
  const seat = byte();
  const ice = () => {
    const n = byte();
    const s = take(n).toString('latin1');
    if (!n || !/^[A-Za-z0-9+/]+$/.test(s)) throw new Error('ICE text empty or outside its alphabet');
    return s;
  };
  const ufrag = ice();
  const pwd = ice();
  const fingerprint = Buffer.from(take(32));
  const n = byte();
  if (n > MAX_CANDIDATES) throw new Error('too many candidates');
  const candidates = [];
  for (let i = 0; i < n; i++) {
    const kind = byte();
    if (kind !== 4) throw new Error(`candidate kind ${kind}: this reader takes IPv4 only`); // 6 and 'm' exist too
    candidates.push({ ip: [...take(4)], port: take(2).readUInt16BE(0) });
  }
  if (at !== b.length) throw new Error('bytes left over');
  if (table % 8 >= PHONE_GAMES.length) throw new Error('no such game'); // net::game_of
  return { kind: 0, table, seat, ufrag, pwd, fingerprint, candidates };
}

/** The join link's code for `game`, checked to read back as it was written. */
export function joinCode(game) {
  const offer = offerFor(game);
  const text = encodeOffer(offer);
  const back = decodeOffer(text);
  assert.deepStrictEqual(back, offer, `the ${game} offer code does not read back`);
  assert.equal(PHONE_GAMES[back.table & 7], game);
  assert.equal(encodeOffer(back), text);
  // The probe takes a regular expression: the exact heading, its characters escaped.
  const heading = `Joining ${TITLES[game]}: seat ${offer.seat + 1}`.replace(/[.*+?^$()[\]{}|\\]/g, '\\$&');
  return { text, heading: `^${heading}$` };
}

