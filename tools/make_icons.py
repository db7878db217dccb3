#!/usr/bin/env python3
"""Draw the app icons (Python 3 stdlib only) into static/icons/.

Motif: a red rising-sun disc behind two fanned playing cards, on dark ink.
Shapes are signed-distance functions, so edges are anti-aliased without any
imaging library. The maskable icon bleeds the ink to the edges and shrinks the
motif into the central safe zone (a circle of 80% of the icon's width).

Usage: python3 tools/make_icons.py
"""
import math
import os
import struct
import zlib

INK = (0x1D, 0x1B, 0x19)
PAPER = (0xF4, 0xEC, 0xD8)
RED = (0xB3, 0x26, 0x1E)
GOLD = (0xC9, 0xA2, 0x4D)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "static", "icons")


def circle(cx, cy, r):
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def rounded_box(cx, cy, hw, hh, r, angle_deg):
    c, s = math.cos(math.radians(angle_deg)), math.sin(math.radians(angle_deg))

    def sdf(x, y):
        dx, dy = x - cx, y - cy
        # Rotate the point into the box's frame.
        px, py = abs(dx * c + dy * s), abs(-dx * s + dy * c)
        qx, qy = px - (hw - r), py - (hh - r)
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - r

    return sdf


def ring(sdf, width):
    return lambda x, y: abs(sdf(x, y)) - width / 2


def motif(scale):
    """Layers (sdf, colour) in unit coordinates centred on (0.5, 0.5)."""

    def at(x, y):
        return 0.5 + (x - 0.5) * scale, 0.5 + (y - 0.5) * scale

    def sc(v):
        return v * scale

    layers = []
    sx, sy = at(0.5, 0.40)
    layers.append((circle(sx, sy, sc(0.30)), RED))
    # Back card, tilted left.
    bx, by = at(0.40, 0.60)
    back = rounded_box(bx, by, sc(0.15), sc(0.21), sc(0.03), -16)
    layers.append((back, PAPER))
    layers.append((ring(rounded_box(bx, by, sc(0.125), sc(0.185), sc(0.02), -16), sc(0.012)), INK))
    # Front card, tilted right, with an ink border, red inner line and a sun mark.
    fx, fy = at(0.58, 0.62)
    front = rounded_box(fx, fy, sc(0.15), sc(0.21), sc(0.03), 10)
    layers.append((rounded_box(fx, fy, sc(0.165), sc(0.225), sc(0.04), 10), INK))
    layers.append((front, PAPER))
    layers.append((ring(rounded_box(fx, fy, sc(0.122), sc(0.182), sc(0.018), 10), sc(0.012)), RED))
    layers.append((circle(fx, fy, sc(0.06)), RED))
    layers.append((ring(circle(fx, fy, sc(0.085)), sc(0.008)), GOLD))
    return layers


def render(size, full_bleed, scale):
    # "any" icons: rounded ink tile with transparent corners; others: full bleed.
    bg = (lambda x, y: -1.0) if full_bleed else rounded_box(0.5, 0.5, 0.5, 0.5, 0.18, 0)
    layers = [(bg, INK)] + motif(scale)
    px = 1.0 / size
    rows = []
    for j in range(size):
        y = (j + 0.5) * px
        row = bytearray([0])  # PNG filter type 0 (none) for this row
        for i in range(size):
            x = (i + 0.5) * px
            r = g = b = 0.0
            a = 0.0
            for sdf, col in layers:
                cov = min(1.0, max(0.0, 0.5 - sdf(x, y) / px))
                if cov <= 0.0:
                    continue
                # "Over" compositing with premultiplied colour.
                r = col[0] * cov + r * (1 - cov)
                g = col[1] * cov + g * (1 - cov)
                b = col[2] * cov + b * (1 - cov)
                a = cov + a * (1 - cov)
            if a > 0:
                row += bytes((round(r / a), round(g / a), round(b / a), round(a * 255)))
            else:
                row += b"\0\0\0\0"
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(w, h, raw):
    def chunk(tag, data):
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def svg(scale):
    """The same motif as an SVG (100 x 100): the tab's icon, which the page carries."""

    def hexc(col):
        return "#%02x%02x%02x" % col

    def n(v):
        return ("%.1f" % v).rstrip("0").rstrip(".")

    def at(x, y):
        return 50 + (x - 0.5) * 100 * scale, 50 + (y - 0.5) * 100 * scale

    def sc(v):
        return v * 100 * scale

    def box(cx, cy, hw, hh, r, paint):
        return (f'<rect x="{n(cx - hw)}" y="{n(cy - hh)}" width="{n(2 * hw)}" height="{n(2 * hh)}" '
                f'rx="{n(r)}" {paint}/>')

    def stroke(col, w):
        return f'fill="none" stroke="{hexc(col)}" stroke-width="{n(w)}"'

    sx, sy = at(0.5, 0.40)
    bx, by = at(0.40, 0.60)
    fx, fy = at(0.58, 0.62)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        f'<rect width="100" height="100" rx="18" fill="{hexc(INK)}"/>'
        f'<circle cx="{n(sx)}" cy="{n(sy)}" r="{n(sc(0.30))}" fill="{hexc(RED)}"/>'
        f'<g transform="rotate(-16 {n(bx)} {n(by)})">'
        + box(bx, by, sc(0.15), sc(0.21), sc(0.03), f'fill="{hexc(PAPER)}"')
        + box(bx, by, sc(0.125), sc(0.185), sc(0.02), stroke(INK, sc(0.012)))
        + f'</g><g transform="rotate(10 {n(fx)} {n(fy)})">'
        + box(fx, fy, sc(0.165), sc(0.225), sc(0.04), f'fill="{hexc(INK)}"')
        + box(fx, fy, sc(0.15), sc(0.21), sc(0.03), f'fill="{hexc(PAPER)}"')
        + box(fx, fy, sc(0.122), sc(0.182), sc(0.018), stroke(RED, sc(0.012)))
        + f'<circle cx="{n(fx)}" cy="{n(fy)}" r="{n(sc(0.06))}" fill="{hexc(RED)}"/>'
        + f'<circle cx="{n(fx)}" cy="{n(fy)}" r="{n(sc(0.085))}" {stroke(GOLD, sc(0.008))}/>'
        + "</g></svg>\n"
    )


def main():
    os.makedirs(OUT, exist_ok=True)
    # The tab's icon (tools/post-build.mjs puts it in the page).
    path = os.path.join(OUT, "icon.svg")
    with open(path, "w") as f:
        f.write(svg(0.92))
    print(f"wrote {os.path.normpath(path)}")
    for name, size, full_bleed, scale in (
        ("icon-192.png", 192, False, 0.92),
        ("icon-512.png", 512, False, 0.92),
        # Maskable: the motif must stay inside the central safe-zone circle.
        ("icon-maskable-512.png", 512, True, 0.86),
        # iOS shows transparency as black and rounds the corners itself.
        ("apple-touch-icon.png", 180, True, 0.84),
    ):
        path = os.path.join(OUT, name)
        with open(path, "wb") as f:
            f.write(render(size, full_bleed, scale))
        print(f"wrote {os.path.normpath(path)} ({size}x{size})")


if __name__ == "__main__":
    main()
