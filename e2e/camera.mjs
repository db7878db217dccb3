// A picture as a phone's camera, for the scanner's browser test (issue 23): Chromium's fake
// camera plays a file given at launch (--use-file-for-fake-video-capture). This turns a PNG
// (a screenshot of a QR code) into a one-frame .y4m, which Chromium loops. Plain Node (zlib),
// no ffmpeg: Playwright's screenshots are 8-bit RGB or RGBA, not interlaced.
import { writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './harness.mjs';

/** Chromium's flags for a phone in the pairing tests, its camera playing `y4m` if given. */
export function phoneArgs(y4m = null) {
  return [
    ...CHROMIUM_ARGS,
    '--allow-loopback-in-peer-connection',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(y4m ? [`--use-file-for-fake-video-capture=${y4m}`] : []),
  ];
}

/** A Chromium of its own whose camera plays the file at `y4m` (read when capture starts). */
export function cameraBrowser(y4m) {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: phoneArgs(y4m) });
}

/** Decodes a PNG: { width, height, rgba } (alpha 255 where the file has none). */
export function decodePng(png) {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let width = 0, height = 0, type = 0;
  const idat = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    const kind = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + len);
    if (kind === 'IHDR') {
      [width, height, type] = [body.readUInt32BE(0), body.readUInt32BE(4), body[9]];
      if (body[8] !== 8 || body[12] !== 0 || (type !== 2 && type !== 6)) throw new Error('PNG: only 8-bit RGB(A), not interlaced');
    } else if (kind === 'IDAT') idat.push(body);
    at += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  // Undoes each row's filter (PNG spec, 9.2): none, sub, up, average, Paeth.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[y * stride + x - bpp] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y > 0 ? out[(y - 1) * stride + x - bpp] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter];
      if (add === undefined) throw new Error(`PNG: unknown filter ${filter}`);
      out[y * stride + x] = (row[x] + add) & 255;
    }
  }
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let i = 0; i < width * height; i++) out.copy(rgba, i * 4, i * bpp, i * bpp + 3);
  if (bpp === 4) for (let i = 0; i < width * height; i++) rgba[i * 4 + 3] = out[i * 4 + 3];
  return { width, height, rgba };
}

/**
 * Writes the PNG as a one-frame y4m (4:2:0) at `path`, on white with a `margin` of white
 * around it (a QR code's quiet zone, and the frame's sides even, as 4:2:0 needs).
 * Transparent pixels count as white. Returns { width, height } of the frame.
 */
export function pngToY4m(png, path, margin = 32) {
  const img = decodePng(png);
  const even = (n) => n + (n % 2);
  const [W, H] = [even(img.width + 2 * margin), even(img.height + 2 * margin)];
  const Y = Buffer.alloc(W * H, 235);
  const U = Buffer.alloc((W / 2) * (H / 2), 128);
  const V = Buffer.alloc((W / 2) * (H / 2), 128);
  // BT.601 studio range, what Chromium's y4m reader expects.
  const rgbAt = (x, y) => {
    const [ix, iy] = [x - margin, y - margin];
    if (ix < 0 || iy < 0 || ix >= img.width || iy >= img.height) return [255, 255, 255];
    const i = (iy * img.width + ix) * 4;
    const a = img.rgba[i + 3] / 255;
    return [0, 1, 2].map((k) => Math.round(img.rgba[i + k] * a + 255 * (1 - a)));
  };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const [r, g, b] = rgbAt(x, y);
      Y[y * W + x] = Math.round(16 + (65.738 * r + 129.057 * g + 25.064 * b) / 256);
      if (x % 2 === 0 && y % 2 === 0) {
        const j = (y / 2) * (W / 2) + x / 2;
        U[j] = Math.round(128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256);
        V[j] = Math.round(128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256);
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F30:1 Ip A1:1\nFRAME\n`, 'latin1');
  writeFileSync(path, Buffer.concat([header, Y, U, V]));
  return { width: W, height: H };
}
