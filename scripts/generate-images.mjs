#!/usr/bin/env node
// Draws the shop's own product, carousel and placeholder images as SVG, so the demo works offline.
// Usage: node scripts/generate-images.mjs  (writes into apps/web/public/images; outputs are committed)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/web/public/images');
const SIZE = 600;

// ---------- colour helpers ----------
function clamp(n) {
  return Math.max(0, Math.min(255, Math.round(n)));
}
/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
function tint(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  return `#${rgb
    .map((c) =>
      clamp(c + (target - c) * a)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// ---------- definitions shared inside one SVG document ----------
class Defs {
  constructor(prefix = 'd') {
    this.prefix = prefix;
    this.items = [];
    this.count = 0;
  }
  id() {
    this.count += 1;
    return `${this.prefix}${this.count}`;
  }
  /** A fabric fill: a named pattern with colours, or a plain colour. */
  fabric(kind, colors) {
    if (kind === 'solid') return colors[0];
    const make = PATTERNS[kind];
    if (!make) throw new Error(`unknown pattern ${kind}`);
    const id = this.id();
    this.items.push(make(id, colors));
    return `url(#${id})`;
  }
  add(markup) {
    this.items.push(markup);
  }
  toString() {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

const pattern = (id, w, h, body, extra = '') =>
  `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`;

// Fabric prints: kitenge/ankara-like wax prints, kikoi stripes, shuka checks, denim, knit, weave.
const PATTERNS = {
  kitenge: (id, [bg, a, b, c]) =>
    pattern(
      id,
      64,
      64,
      `<rect width="64" height="64" fill="${bg}"/>` +
        `<circle cx="32" cy="32" r="22" fill="${a}"/><circle cx="32" cy="32" r="15" fill="${bg}"/>` +
        `<circle cx="32" cy="32" r="9" fill="${b}"/><circle cx="32" cy="32" r="3.5" fill="${c}"/>` +
        [0, 64]
          .flatMap((x) => [0, 64].map((y) => `<circle cx="${x}" cy="${y}" r="7" fill="${c}"/>`))
          .join('') +
        `<path d="M32 0v6M32 58v6M0 32h6M58 32h6" stroke="${b}" stroke-width="3"/>`,
    ),
  ankara: (id, [bg, a, b, c]) =>
    pattern(
      id,
      72,
      72,
      `<rect width="72" height="72" fill="${bg}"/>` +
        `<path d="M36 4 68 36 36 68 4 36Z" fill="${a}"/><path d="M36 16 56 36 36 56 16 36Z" fill="${b}"/>` +
        `<path d="M36 27 45 36 36 45 27 36Z" fill="${c}"/>` +
        [0, 72]
          .flatMap((x) => [0, 72].map((y) => `<circle cx="${x}" cy="${y}" r="6" fill="${b}"/>`))
          .join(''),
    ),
  floral: (id, [bg, a, b, c]) => {
    const petals = [0, 60, 120, 180, 240, 300]
      .map(
        (r) =>
          `<ellipse cx="40" cy="25" rx="8" ry="15" fill="${a}" transform="rotate(${r} 40 40)"/>`,
      )
      .join('');
    const leaves = [0, 80]
      .flatMap((x) =>
        [0, 80].map(
          (y) =>
            `<ellipse cx="${x}" cy="${y}" rx="11" ry="5" fill="${c}" transform="rotate(45 ${x} ${y})"/>`,
        ),
      )
      .join('');
    return pattern(
      id,
      80,
      80,
      `<rect width="80" height="80" fill="${bg}"/>${leaves}${petals}<circle cx="40" cy="40" r="8" fill="${b}"/><circle cx="40" cy="40" r="3" fill="${bg}"/>`,
    );
  },
  zigzag: (id, [bg, a, b]) =>
    pattern(
      id,
      48,
      32,
      `<rect width="48" height="32" fill="${bg}"/>` +
        `<path d="M0 10 12 2 24 10 36 2 48 10" fill="none" stroke="${a}" stroke-width="5"/>` +
        `<path d="M0 24 12 16 24 24 36 16 48 24" fill="none" stroke="${b}" stroke-width="5"/>`,
    ),
  stripes: (id, colors) => {
    const widths = [18, 5, 8, 5, 30, 4, 10, 4];
    let x = 0;
    const rects = widths.map((w, i) => {
      const r = `<rect x="${x}" width="${w}" height="10" fill="${colors[i % colors.length]}"/>`;
      x += w;
      return r;
    });
    return pattern(id, x, 10, rects.join(''));
  },
  check: (id, [bg, a, b]) =>
    pattern(
      id,
      80,
      80,
      `<rect width="80" height="80" fill="${bg}"/>` +
        `<rect y="28" width="80" height="24" fill="${a}" opacity=".55"/><rect x="28" width="24" height="80" fill="${a}" opacity=".55"/>` +
        `<path d="M0 8h80M0 72h80M8 0v80M72 0v80" stroke="${b}" stroke-width="4" opacity=".8"/>` +
        `<path d="M0 40h80M40 0v80" stroke="${b}" stroke-width="2" opacity=".6"/>`,
    ),
  dots: (id, [bg, a]) =>
    pattern(
      id,
      32,
      32,
      `<rect width="32" height="32" fill="${bg}"/><circle cx="8" cy="8" r="4" fill="${a}"/><circle cx="24" cy="24" r="4" fill="${a}"/>`,
    ),
  denim: (id, [bg, a]) =>
    pattern(
      id,
      8,
      8,
      `<rect width="8" height="8" fill="${bg}"/><path d="M0 8 8 0M-2 2 2-2M6 10 10 6" stroke="${a}" stroke-width="1.4" opacity=".35"/>`,
    ),
  mudcloth: (id, [bg, a]) =>
    pattern(
      id,
      60,
      60,
      `<rect width="60" height="60" fill="${bg}"/>` +
        `<path d="M10 10l10 10M20 10 10 20M40 40l10 10M50 40 40 50" stroke="${a}" stroke-width="3"/>` +
        `<path d="M34 14h16M10 46h16" stroke="${a}" stroke-width="3" stroke-dasharray="4 3"/>` +
        `<circle cx="45" cy="25" r="2.5" fill="${a}"/><circle cx="15" cy="35" r="2.5" fill="${a}"/>`,
    ),
  knit: (id, [bg, a]) =>
    pattern(
      id,
      16,
      14,
      `<rect width="16" height="14" fill="${bg}"/><path d="M1 2 8 11 15 2" fill="none" stroke="${a}" stroke-width="2" opacity=".35"/>`,
    ),
  weave: (id, [bg, a, b]) =>
    pattern(
      id,
      48,
      48,
      `<rect width="48" height="48" fill="${bg}"/>` +
        `<path d="M0 14 8 4 16 14 24 4 32 14 40 4 48 14Z" fill="${a}"/>` +
        `<rect y="20" width="48" height="6" fill="${b}"/>` +
        `<path d="M0 48 8 34 16 48 24 34 32 48 40 34 48 48Z" fill="${a}" opacity=".85"/>` +
        `<path d="M0 30h48M0 2h48" stroke="${tint(bg, -0.25)}" stroke-width="1" opacity=".6"/>`,
    ),
  straw: (id, [bg, a]) =>
    pattern(
      id,
      12,
      12,
      `<rect width="12" height="12" fill="${bg}"/><path d="M0 3h6M6 9h6M6 0v6M0 6v6" stroke="${a}" stroke-width="1.6" opacity=".5"/>`,
    ),
  rib: (id, [bg, a]) =>
    pattern(
      id,
      8,
      8,
      `<rect width="8" height="8" fill="${bg}"/><path d="M4 0v8" stroke="${a}" stroke-width="2" opacity=".45"/>`,
    ),
  leather: (id, [bg, a]) =>
    pattern(
      id,
      40,
      40,
      `<rect width="40" height="40" fill="${bg}"/><path d="M3 7q6 3 10 0M22 18q5 4 11 1M8 30q4-3 9 0M28 34q5 3 9 0" fill="none" stroke="${a}" stroke-width="1.2" opacity=".25"/>`,
    ),
  tulle: (id, [bg, a]) =>
    pattern(
      id,
      10,
      10,
      `<rect width="10" height="10" fill="${bg}"/><path d="M0 0 10 10M10 0 0 10" stroke="${a}" stroke-width=".8" opacity=".35"/>`,
    ),
};

// ---------- drawing helpers ----------
/** The soft light and drop shadow every item shares. */
function commonDefs(defs) {
  defs.add(
    `<linearGradient id="${defs.prefix}shade" x1="0" y1="0" x2="1" y2="1">` +
      '<stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>' +
      `<filter id="${defs.prefix}drop" x="-20%" y="-20%" width="140%" height="140%">` +
      '<feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#3b2a1a" flood-opacity=".22"/></filter>',
  );
}

/** A shape in a fabric, outlined, with the shared light on top. */
function piece(defs, d, fill, outline, extra = '') {
  return (
    `<path d="${d}" fill="${fill}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"${extra}/>` +
    `<path d="${d}" fill="url(#${defs.prefix}shade)"/>`
  );
}
const line = (d, color, width = 3, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const stitch = (d, color) => line(d, color, 2, ' stroke-dasharray="7 6" opacity=".7"');
const buttons = (x, ys, color, r = 6) =>
  ys
    .map(
      (y) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="${tint(color, -0.35)}" stroke-width="1.5"/>`,
    )
    .join('');

// ---------- garments (600 x 600 box, centred on x = 300) ----------
const SHORT_SLEEVE_BODY =
  'L458 124 L540 224 L478 276 L440 236 L440 508 Q300 522 160 508 L160 236 L122 276 L60 224 L142 124';
const LONG_SLEEVE_BODY =
  'L452 120 Q506 146 514 214 L556 468 L500 484 L448 262 L446 512 Q300 526 154 512 L152 262 L100 484 L44 468 L86 214 Q94 146 148 120';

function collar(defs, o) {
  const c = o.collar ?? o.trim ?? tint(o.base, -0.15);
  const out = tint(c, -0.4);
  return (
    piece(defs, 'M236 92 Q300 72 364 92 L354 104 Q300 90 246 104 Z', tint(c, -0.2), out) +
    piece(defs, 'M236 92 L300 150 L266 184 L222 118 Z', c, out) +
    piece(defs, 'M364 92 L300 150 L334 184 L378 118 Z', c, out)
  );
}

const GARMENTS = {
  tshirt(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(defs, `M228 100 Q300 150 372 100 ${SHORT_SLEEVE_BODY} Z`, o.fill, out);
    s += line('M228 100 Q300 150 372 100', o.trim ?? tint(o.base, -0.2), 10);
    s += line('M482 270 L532 232 M118 270 L68 232', tint(o.base, -0.25), 4);
    if (o.emblem === 'lion') {
      const mane = Array.from({ length: 18 }, (_, i) => {
        const a = (i * Math.PI * 2) / 18;
        const r = i % 2 ? 52 : 66;
        return [300 + r * Math.cos(a), 300 + r * Math.sin(a)].map((n) => n.toFixed(1)).join(' ');
      }).join(' L');
      s += `<path d="M${mane} Z" fill="#c2410c"/><circle cx="300" cy="300" r="40" fill="#f59e0b"/>`;
      s +=
        '<circle cx="286" cy="292" r="5" fill="#3b2a1a"/><circle cx="314" cy="292" r="5" fill="#3b2a1a"/>';
      s +=
        '<path d="M292 310 L308 310 L300 320 Z" fill="#3b2a1a"/>' +
        line('M290 326 Q300 334 310 326', '#3b2a1a', 3);
      s += `<text x="300" y="410" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="700" font-size="34" fill="#c2410c">SIMBA</text>`;
    }
    return s;
  },
  shirt(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(defs, `M236 92 L300 150 L364 92 ${SHORT_SLEEVE_BODY} Z`, o.fill, out);
    s += line('M300 150 L300 512', tint(o.base, -0.3), 3);
    s += piece(defs, 'M340 220 L396 220 L396 282 Q368 292 340 282 Z', o.fill, out);
    s += collar(defs, o);
    s += buttons(300, [200, 262, 324, 386, 448], o.button ?? '#f5f0e6');
    return s;
  },
  longshirt(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(defs, `M236 92 L300 150 L364 92 ${LONG_SLEEVE_BODY} Z`, o.fill, out);
    s += piece(defs, 'M546 428 L556 468 L500 484 L490 444 Z', o.trim ?? o.fill, out);
    s += piece(defs, 'M54 428 L44 468 L100 484 L110 444 Z', o.trim ?? o.fill, out);
    s += line('M300 150 L300 516', tint(o.base, -0.3), 3);
    s += collar(defs, o);
    s += buttons(300, [200, 262, 324, 386, 448], o.button ?? '#f5f0e6');
    return s;
  },
  polo(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(defs, `M236 96 Q300 118 364 96 ${SHORT_SLEEVE_BODY} Z`, o.fill, out);
    s += line('M300 118 L300 218', tint(o.base, -0.35), 3);
    s += buttons(300, [146, 176, 206], '#f5f0e6', 5);
    s += piece(defs, 'M236 96 L300 118 L272 160 L218 128 Z', tint(o.base, 0.08), out);
    s += piece(defs, 'M364 96 L300 118 L328 160 L382 128 Z', tint(o.base, 0.08), out);
    s += line('M478 276 L540 224 M122 276 L60 224', o.trim ?? tint(o.base, 0.35), 8);
    return s;
  },
  dashiki(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M232 92 Q300 126 368 92 L470 108 L562 246 L476 290 L452 250 L458 532 Q300 548 142 532 L148 250 L124 290 L38 246 L130 108 Z',
      o.fill,
      out,
    );
    s += piece(
      defs,
      'M216 90 Q300 128 384 90 L394 112 L300 292 L206 112 Z',
      o.accent,
      tint(o.accentBase, -0.4),
    );
    s += `<path d="M244 98 Q300 122 356 98 L300 222 Z" fill="${tint(o.base, -0.35)}"/>`;
    s += piece(
      defs,
      'M144 496 Q300 512 456 496 L458 532 Q300 548 142 532 Z',
      o.accent,
      tint(o.accentBase, -0.4),
    );
    s += piece(defs, 'M476 290 L562 246 L548 222 L466 262 Z', o.accent, tint(o.accentBase, -0.4));
    s += piece(defs, 'M124 290 L38 246 L52 222 L134 262 Z', o.accent, tint(o.accentBase, -0.4));
    return s;
  },
  kanzu(defs, o) {
    const out = tint(o.base, -0.3);
    let s = piece(
      defs,
      'M246 66 Q300 96 354 66 L440 86 Q492 116 502 188 L540 420 L490 432 L448 238 L466 562 Q300 576 134 562 L152 238 L110 432 L60 420 L98 188 Q108 116 160 86 Z',
      o.fill,
      out,
    );
    s += line('M246 66 Q300 96 354 66', o.trim, 8);
    s += line('M300 90 L300 230', o.trim, 6);
    s += line('M288 100 L288 220 M312 100 L312 220', o.trim, 2);
    s +=
      line('M300 230 L300 262', o.trim, 3) +
      `<ellipse cx="300" cy="276" rx="6" ry="16" fill="${o.trim}"/>`;
    s += line('M490 432 L540 420 M110 432 L60 420', o.trim, 5);
    return s;
  },
  bomber(defs, o) {
    const out = tint(o.base, -0.45);
    const trimColor = o.trimBase ?? o.trim;
    const rib = o.trim.startsWith('url(')
      ? o.trim
      : defs.fabric('rib', [o.trim, tint(o.trim, -0.4)]);
    let s = piece(
      defs,
      'M236 92 Q300 120 364 92 L452 112 Q508 140 520 210 L552 440 L494 452 L452 250 L450 474 L150 474 L148 250 L106 452 L48 440 L80 210 Q92 140 148 112 Z',
      o.fill,
      out,
    );
    s += piece(defs, 'M150 470 L450 470 L450 512 L150 512 Z', rib, tint(trimColor, -0.4));
    s += piece(defs, 'M552 438 L494 450 L502 490 L560 478 Z', rib, tint(trimColor, -0.4));
    s += piece(defs, 'M48 438 L106 450 L98 490 L40 478 Z', rib, tint(trimColor, -0.4));
    s += piece(
      defs,
      'M232 88 Q300 118 368 88 L376 104 Q300 142 224 104 Z',
      rib,
      tint(trimColor, -0.4),
    );
    s +=
      line('M300 118 L300 512', '#c8c2b8', 6) +
      line('M300 118 L300 512', '#6b645c', 2, ' stroke-dasharray="3 3"');
    s += line('M196 330 L226 420 M404 330 L374 420', tint(o.base, -0.45), 5);
    return s;
  },
  safari(defs, o) {
    const out = tint(o.base, -0.4);
    let s = piece(
      defs,
      `M236 92 L300 150 L364 92 L452 120 Q506 146 514 214 L556 468 L500 484 L448 262 L450 548 Q300 560 150 548 L152 262 L100 484 L44 468 L86 214 Q94 146 148 120 Z`,
      o.fill,
      out,
    );
    s += line('M300 150 L300 552', tint(o.base, -0.3), 3);
    for (const [x, y, w, h] of [
      [182, 210, 84, 72],
      [334, 210, 84, 72],
      [176, 380, 96, 96],
      [328, 380, 96, 96],
    ]) {
      s += piece(defs, `M${x} ${y} h${w} v${h} h-${w} Z`, o.fill, out);
      s += piece(defs, `M${x - 4} ${y} h${w + 8} v22 h-${w + 8} Z`, tint(o.base, -0.06), out);
      s += buttons(x + w / 2, [y + 12], '#6b4f32', 4);
    }
    s += piece(defs, 'M150 330 L450 330 L450 352 L150 352 Z', tint(o.base, -0.08), out);
    s += collar(defs, { ...o, collar: tint(o.base, 0.05) });
    s += buttons(300, [190, 260, 410, 480], '#6b4f32');
    return s;
  },
  trousers(defs, o) {
    const out = tint(o.base, -0.45);
    const wide = o.wide ?? false;
    const d = wide
      ? 'M206 70 L394 70 L470 550 L318 550 L300 232 L282 550 L130 550 Z'
      : 'M196 70 L404 70 L428 540 L334 540 L302 212 L298 212 L266 540 L172 540 Z';
    let s = piece(defs, d, o.fill, out);
    s += piece(
      defs,
      wide ? 'M206 70 L394 70 L396 104 L204 104 Z' : 'M196 70 L404 70 L406 102 L194 102 Z',
      o.fill,
      out,
    );
    s += line('M300 104 Q306 168 300 212', tint(o.base, -0.45), 3);
    s += line('M214 104 Q240 132 242 170 M386 104 Q360 132 358 170', tint(o.base, -0.45), 3);
    if (!wide)
      s += line('M230 250 L222 530 M370 250 L378 530', tint(o.base, 0.25), 2, ' opacity=".6"');
    for (const x of wide ? [230, 300, 370] : [222, 300, 378])
      s += `<rect x="${x - 5}" y="66" width="10" height="42" rx="3" fill="${tint(o.base, -0.2)}"/>`;
    if (o.jeans) {
      s += stitch(
        'M196 104 L404 104 M214 110 Q240 138 244 176 M386 110 Q360 138 356 176 M306 110 Q312 168 306 206',
        '#e39b2d',
      );
      s += stitch('M180 520 L264 520 M336 520 L420 520', '#e39b2d');
      s += `<circle cx="300" cy="86" r="7" fill="#c9a45c" stroke="#7a5c26" stroke-width="2"/>`;
    }
    return s;
  },
  shorts(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M186 116 L414 116 L448 384 L320 396 L300 246 L280 396 L152 384 Z',
      o.fill,
      out,
    );
    s += piece(defs, 'M186 116 L414 116 L417 150 L183 150 Z', o.waist ?? o.fill, out);
    s += line('M300 150 Q305 206 300 246', tint(o.base, -0.45), 3);
    s += line('M196 150 Q226 176 232 214 M404 150 Q374 176 368 214', tint(o.base, -0.45), 3);
    if (o.drawstring)
      s += line('M292 150 Q282 196 270 220 M308 150 Q318 196 330 220', '#f5f0e6', 4);
    return s;
  },
  dress(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M248 70 L268 70 Q300 128 332 70 L352 70 L372 176 Q366 214 352 246 L478 548 Q300 582 122 548 L248 246 Q234 214 228 176 Z',
      o.fill,
      out,
    );
    s += piece(
      defs,
      'M248 238 Q300 252 352 238 L358 262 Q300 278 242 262 Z',
      o.accent ?? tint(o.base, -0.2),
      out,
    );
    s += line(
      'M270 270 L220 556 M300 276 L300 566 M330 270 L380 556',
      tint(o.base, -0.5),
      2,
      ' opacity=".35"',
    );
    return s;
  },
  gown(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M244 56 L264 56 Q300 112 336 56 L356 56 L372 168 Q356 220 360 262 Q376 362 346 440 Q424 516 458 562 Q300 588 142 562 Q176 516 254 440 Q224 362 240 262 Q244 220 228 168 Z',
      o.fill,
      out,
    );
    s += piece(
      defs,
      'M240 248 Q300 262 360 248 L362 270 Q300 284 238 270 Z',
      o.accent ?? '#d4a72c',
      out,
    );
    s += line('M254 440 Q300 452 346 440', tint(o.base, -0.5), 3);
    s += line(
      'M270 450 L210 560 M300 456 L300 574 M330 450 L390 560',
      tint(o.base, -0.5),
      2,
      ' opacity=".35"',
    );
    return s;
  },
  shift(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M238 80 Q300 114 362 80 L432 100 L474 192 L422 214 L404 182 L424 524 Q300 540 176 524 L196 182 L178 214 L126 192 L168 100 Z',
      o.fill,
      out,
    );
    s += line('M238 80 Q300 114 362 80', tint(o.base, -0.25), 8);
    s += line('M240 260 L230 510 M360 260 L370 510', tint(o.base, -0.5), 2, ' opacity=".3"');
    return s;
  },
  kidsdress(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M250 114 Q300 140 350 114 L372 126 L368 262 L452 474 Q300 506 148 474 L232 262 L228 126 Z',
      o.fill,
      out,
    );
    s += piece(defs, 'M372 126 Q426 120 434 166 Q428 206 384 200 L370 186 Z', o.fill, out);
    s += piece(defs, 'M228 126 Q174 120 166 166 Q172 206 216 200 L230 186 Z', o.fill, out);
    s += piece(
      defs,
      'M232 250 Q300 264 368 250 L372 276 Q300 290 228 276 Z',
      o.accent,
      tint(o.accent, -0.4),
    );
    s += piece(
      defs,
      'M300 266 Q262 236 246 262 Q256 292 300 272 Z',
      o.accent,
      tint(o.accent, -0.4),
    );
    s += piece(
      defs,
      'M300 266 Q338 236 354 262 Q344 292 300 272 Z',
      o.accent,
      tint(o.accent, -0.4),
    );
    s += piece(
      defs,
      'M300 272 L282 320 L296 316 Z M300 272 L318 320 L304 316 Z',
      o.accent,
      tint(o.accent, -0.4),
    );
    s += line('M150 470 Q300 500 450 470', tint(o.accent, 0.2), 6);
    return s;
  },
  pinafore(defs, o) {
    const shirt = '#f8f7f2';
    const shirtOut = '#b8b4aa';
    let s = piece(
      defs,
      'M232 104 L300 150 L368 104 L440 124 L508 206 L458 246 L424 214 L420 470 L180 470 L176 214 L142 246 L92 206 L160 124 Z',
      shirt,
      shirtOut,
    );
    s += collar(defs, { base: shirt, collar: shirt });
    const out = tint(o.base, -0.45);
    s += piece(
      defs,
      'M226 132 L262 132 L262 206 L338 206 L338 132 L374 132 L394 280 L446 516 Q300 540 154 516 L206 280 Z',
      o.fill,
      out,
    );
    s += line(
      'M244 300 L224 516 M300 304 L300 530 M356 300 L376 516',
      tint(o.base, -0.45),
      3,
      ' opacity=".6"',
    );
    s += buttons(244, [152], '#d9c89c', 7) + buttons(356, [152], '#d9c89c', 7);
    return s;
  },
  skirt(defs, o) {
    const out = tint(o.base, -0.45);
    let s;
    if (o.cut === 'pencil') {
      s = piece(
        defs,
        'M216 110 L384 110 L400 300 L388 520 Q300 532 212 520 L200 300 Z',
        o.fill,
        out,
      );
      s += piece(defs, 'M216 110 L384 110 L386 146 L214 146 Z', tint(o.base, -0.2), out);
      s += line('M300 430 L300 524', tint(o.base, -0.5), 3);
    } else {
      s = piece(defs, 'M212 110 L388 110 L472 520 Q300 548 128 520 Z', o.fill, out);
      s += line('M332 146 Q366 336 416 532', tint(o.base, -0.5), 4);
      s += piece(defs, 'M212 110 L388 110 L390 146 L210 146 Z', o.fill, out);
      s += piece(defs, 'M210 128 Q176 150 168 206 L186 210 Q194 164 214 142 Z', o.fill, out);
      s += piece(defs, 'M212 132 Q184 170 196 240 L212 236 Q204 176 220 146 Z', o.fill, out);
    }
    return s;
  },
  tutu(defs, o) {
    // One tulle layer: from the waistband out to a scalloped hem.
    const layer = (y, w, fill, op) => {
      const bumps = 12;
      let d = `M240 170 L360 170 L${300 + w} ${y}`;
      for (let i = bumps - 1; i >= 0; i--) {
        const xMid = 300 - w + ((i + 0.5) * 2 * w) / bumps;
        const xEnd = 300 - w + (i * 2 * w) / bumps;
        d += ` Q${xMid.toFixed(1)} ${y + 34} ${xEnd.toFixed(1)} ${y}`;
      }
      return `<path d="${d} Z" fill="${fill}" opacity="${op}" stroke="${tint(o.base, -0.25)}" stroke-width="2"/>`;
    };
    let s = layer(420, 230, defs.fabric('tulle', [tint(o.base, 0.35), '#ffffff']), 0.85);
    s += layer(380, 200, defs.fabric('tulle', [o.base, '#ffffff']), 0.9);
    s += layer(340, 170, defs.fabric('tulle', [tint(o.base, -0.1), '#ffffff']), 0.95);
    s += piece(defs, 'M236 140 L364 140 L366 176 L234 176 Z', o.accent, tint(o.accent, -0.4));
    s +=
      '<g fill="#fff" opacity=".85">' +
      [
        [210, 300],
        [330, 260],
        [390, 350],
        [260, 380],
        [300, 320],
        [160, 400],
        [440, 410],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y - 7} L${x + 2} ${y - 2} L${x + 7} ${y} L${x + 2} ${y + 2} L${x} ${y + 7} L${x - 2} ${y + 2} L${x - 7} ${y} L${x - 2} ${y - 2} Z"/>`,
        )
        .join('') +
      '</g>';
    return s;
  },
  offshoulder(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M118 168 Q300 206 482 168 L504 250 L444 270 L422 246 L414 430 Q300 446 186 430 L178 246 L156 270 L96 250 Z',
      o.fill,
      out,
    );
    let ruffle = 'M110 160';
    for (let i = 0; i < 10; i++) {
      const x = 110 + (i + 1) * 38;
      ruffle += ` Q${x - 19} ${(i < 5 ? 196 + i * 4 : 236 - i * 4) + 18} ${x} ${i < 5 ? 178 + i * 5 : 228 - i * 5}`;
    }
    s += piece(defs, `${ruffle} L490 160 Q300 196 110 160 Z`, o.fill, out);
    s += line('M118 168 Q300 206 482 168', o.trim ?? tint(o.base, -0.3), 4);
    return s;
  },
  peplum(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M238 100 Q300 134 362 100 L422 118 L456 202 L412 218 L396 190 L380 312 L454 424 Q300 452 146 424 L220 312 L204 190 L188 218 L144 202 L178 118 Z',
      o.fill,
      out,
    );
    s += piece(
      defs,
      'M220 300 Q300 318 380 300 L382 324 Q300 342 218 324 Z',
      o.accent ?? tint(o.base, -0.25),
      out,
    );
    s += line(
      'M250 330 L206 430 M300 338 L300 444 M350 330 L394 430',
      tint(o.base, -0.5),
      2,
      ' opacity=".35"',
    );
    return s;
  },
  jumpsuit(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M252 64 L276 64 Q300 110 324 64 L348 64 L374 160 L362 250 L446 562 L320 562 L300 342 L280 562 L154 562 L238 250 L226 160 Z',
      o.fill,
      out,
    );
    s += piece(
      defs,
      'M236 238 Q300 252 364 238 L366 264 Q300 278 234 264 Z',
      o.accent ?? tint(o.base, -0.25),
      out,
    );
    s += piece(
      defs,
      'M300 258 Q270 286 262 330 L276 332 Q286 294 300 268 Z',
      o.accent ?? tint(o.base, -0.25),
      out,
    );
    return s;
  },
  kimono(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M246 70 L204 74 L56 176 L108 336 L184 300 L172 560 L428 560 L416 300 L492 336 L544 176 L396 74 L354 70 Q300 110 246 70 Z',
      o.fill,
      out,
    );
    s += `<path d="M276 110 L324 110 L330 560 L270 560 Z" fill="${tint(o.trimBase ?? o.base, -0.5)}"/>`;
    s += piece(
      defs,
      'M246 70 L286 118 L286 560 L258 560 L258 128 L222 78 Z',
      o.trim,
      tint(o.trimBase ?? o.base, -0.5),
    );
    s += piece(
      defs,
      'M354 70 L314 118 L314 560 L342 560 L342 128 L378 78 Z',
      o.trim,
      tint(o.trimBase ?? o.base, -0.5),
    );
    s += piece(
      defs,
      'M56 176 L108 336 L130 326 L80 168 Z',
      o.trim,
      tint(o.trimBase ?? o.base, -0.5),
    );
    s += piece(
      defs,
      'M544 176 L492 336 L470 326 L520 168 Z',
      o.trim,
      tint(o.trimBase ?? o.base, -0.5),
    );
    return s;
  },
  romper(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(
      defs,
      'M238 116 Q300 146 362 116 L418 134 L458 212 L410 236 L396 212 L398 382 Q402 444 360 482 L334 482 Q300 438 266 482 L240 482 Q198 444 202 382 L204 212 L190 236 L142 212 L182 134 Z',
      o.fill,
      out,
    );
    s += line('M238 116 Q300 146 362 116', o.trim ?? tint(o.base, -0.2), 9);
    s += line('M410 236 L458 212 M190 236 L142 212', o.trim ?? tint(o.base, -0.2), 7);
    s += buttons(300, [160, 210, 260], '#f8f7f2', 6);
    s += line('M240 482 Q220 450 214 410 M360 482 Q380 450 386 410', tint(o.base, -0.3), 2);
    return s;
  },
  hoodie(defs, o) {
    const out = tint(o.base, -0.45);
    const rib = defs.fabric('rib', [tint(o.base, -0.1), tint(o.base, -0.45)]);
    let s = piece(
      defs,
      'M214 116 Q206 36 300 30 Q394 36 386 116 Q300 160 214 116 Z',
      tint(o.base, -0.12),
      out,
    );
    s += `<path d="M236 110 Q234 60 300 56 Q366 60 364 110 Q300 140 236 110 Z" fill="${tint(o.base, -0.45)}"/>`;
    s += piece(
      defs,
      'M232 106 Q300 150 368 106 L452 120 Q506 146 514 214 L552 440 L496 452 L448 262 L446 478 L154 478 L152 262 L104 452 L48 440 L86 214 Q94 146 148 120 Z',
      o.fill,
      out,
    );
    s += piece(defs, 'M154 474 L446 474 L446 512 L154 512 Z', rib, out);
    s +=
      piece(defs, 'M552 436 L496 448 L504 488 L560 476 Z', rib, out) +
      piece(defs, 'M48 436 L104 448 L96 488 L40 476 Z', rib, out);
    s += piece(defs, 'M214 352 L386 352 L414 452 L186 452 Z', o.fill, out);
    s += line('M214 352 L196 420 M386 352 L404 420', tint(o.base, -0.45), 3);
    s +=
      line('M282 130 L276 230 M318 130 L324 230', '#f8f7f2', 4) +
      `<rect x="270" y="228" width="12" height="18" rx="3" fill="#e5e1d8"/><rect x="318" y="228" width="12" height="18" rx="3" fill="#e5e1d8"/>`;
    return s;
  },
  sweater(defs, o) {
    const out = tint(o.base, -0.45);
    const rib = defs.fabric('rib', [o.base, tint(o.base, -0.45)]);
    let s = piece(defs, `M236 92 L300 206 L364 92 ${LONG_SLEEVE_BODY} Z`, o.fill, out);
    s += piece(defs, 'M226 88 L300 222 L374 88 L352 86 L300 184 L248 86 Z', rib, out);
    s += line('M238 92 L300 204 L362 92', o.trim, 5);
    s += piece(defs, 'M154 476 L446 476 L446 512 Q300 526 154 512 Z', rib, out);
    s += line('M156 486 L444 486', o.trim, 4);
    s +=
      piece(defs, 'M546 428 L556 468 L500 484 L490 444 Z', rib, out) +
      piece(defs, 'M54 428 L44 468 L100 484 L110 444 Z', rib, out);
    s += `<path d="M366 250 l18 -12 l18 12 l-6 26 h-24 Z" fill="${o.trim}" opacity=".9"/>`;
    return s;
  },
  dungarees(defs, o) {
    const out = tint(o.base, -0.45);
    let s = line('M240 168 L214 62 M360 168 L386 62', tint(o.base, -0.1), 26);
    s += line(
      'M240 168 L214 62 M360 168 L386 62',
      tint(o.base, -0.45),
      2,
      ' stroke-dasharray="6 5"',
    );
    s += piece(
      defs,
      'M226 160 L374 160 L378 262 L406 262 L430 540 L332 540 L302 330 L298 330 L268 540 L170 540 L194 262 L222 262 Z',
      o.fill,
      out,
    );
    s += piece(defs, 'M258 190 L342 190 L342 250 Q300 262 258 250 Z', o.fill, out);
    s += stitch('M226 166 L374 166 M194 270 L406 270 M262 196 L338 196', '#e39b2d');
    s += buttons(236, [178], '#c9a45c', 9) + buttons(364, [178], '#c9a45c', 9);
    s += line('M300 270 L300 330', tint(o.base, -0.45), 3);
    return s;
  },
  sandals(defs, o) {
    const sole =
      'M0 -150 C52 -150 64 -88 58 -30 C54 30 48 80 50 120 C52 162 30 182 0 182 C-30 182 -52 162 -50 120 C-48 80 -54 30 -58 -30 C-64 -88 -52 -150 0 -150 Z';
    const one = (x, rot, flip) => {
      let g = `<g transform="translate(${x} 300) rotate(${rot}) scale(${flip} 1)">`;
      g += piece(defs, sole, o.sole, tint(o.sole, -0.5));
      g += `<path d="M0 -136 C44 -136 52 -84 48 -30 C44 30 40 80 40 120 C42 152 24 166 0 166 C-24 166 -42 152 -40 120 C-40 80 -44 30 -48 -30 C-52 -84 -44 -136 0 -136 Z" fill="${o.insole}"/>`;
      if (o.tread)
        g += line(
          'M-40 -100 L40 -100 M-46 -40 L46 -40 M-44 20 L44 20 M-40 80 L40 80 M-36 140 L36 140',
          tint(o.insole, 0.15),
          4,
          ' opacity=".6"',
        );
      if (o.style === 'thong') {
        g += piece(
          defs,
          'M-6 -104 L-60 -10 L-46 4 L0 -88 L46 4 L60 -10 L6 -104 Z',
          o.strap,
          tint(o.strapBase, -0.4),
        );
      } else {
        g += piece(
          defs,
          'M-66 -74 Q0 -52 66 -74 L66 -18 Q0 4 -66 -18 Z',
          o.strap,
          tint(o.strapBase, -0.4),
        );
        g += piece(
          defs,
          'M-58 48 Q0 64 58 48 L58 82 Q0 98 -58 82 Z',
          o.strap,
          tint(o.strapBase, -0.4),
        );
        if (o.toeLoop)
          g += `<ellipse cx="-18" cy="-110" rx="14" ry="18" fill="none" stroke="${o.strapBase}" stroke-width="8"/>`;
      }
      return `${g}</g>`;
    };
    return one(218, -9, 1) + one(382, 9, -1);
  },
  oxford(defs, o) {
    const one = (dx, dy, dark) => {
      const base = dark ? tint(o.base, -0.18) : o.base;
      const fill = dark ? base : o.fill;
      const out = tint(o.base, -0.55);
      let g = `<g transform="translate(${dx} ${dy})">`;
      g += piece(
        defs,
        'M66 432 L566 432 Q570 458 548 462 L84 462 Q62 458 66 432 Z',
        o.sole,
        tint(o.sole, -0.5),
      );
      g += piece(
        defs,
        'M78 436 L78 330 Q78 296 112 296 Q190 308 262 306 L350 262 Q372 256 382 272 Q440 330 500 350 Q552 366 556 412 L556 436 Z',
        fill,
        out,
      );
      g += line('M262 306 Q300 340 300 436', tint(base, -0.45), 3);
      g += stitch(
        'M92 330 Q92 310 114 310 Q190 320 258 318 M470 354 Q530 372 540 420',
        tint(base, 0.35),
      );
      if (!dark) {
        g += `<path d="M262 306 L350 262 Q362 270 360 282 L284 322 Z" fill="${tint(base, -0.3)}"/>`;
        for (const t of [0.2, 0.45, 0.7]) {
          const x1 = 262 + 88 * t;
          const y1 = 306 - 44 * t;
          g += line(`M${x1 - 6} ${y1 + 2} L${x1 + 22} ${y1 + 20}`, o.lace, 4);
        }
      }
      return `${g}</g>`;
    };
    return one(-24, -56, true) + one(0, 30, false);
  },
  sneakers(defs, o) {
    const one = (dx, dy, dark) => {
      const base = dark ? tint(o.base, -0.15) : o.base;
      const fill = dark ? base : o.fill;
      const out = tint(o.base, -0.5);
      let g = `<g transform="translate(${dx} ${dy})">`;
      g += piece(
        defs,
        'M72 300 Q76 268 114 270 Q180 286 248 282 L350 236 Q374 226 390 246 Q452 316 516 334 Q560 348 560 396 L560 412 L72 412 Z',
        fill,
        out,
      );
      g += piece(
        defs,
        'M64 404 L568 404 Q574 446 544 452 L90 452 Q58 446 64 404 Z',
        '#f8f7f2',
        '#a8a39a',
      );
      g += line('M70 432 L562 432', o.accent, 5);
      g += `<path d="M150 388 Q260 320 420 350 Q330 360 200 398 Z" fill="${o.accent}"/>`;
      g += `<path d="M470 328 Q540 340 556 392 L556 404 L470 404 Z" fill="#f8f7f2" opacity=".9"/>`;
      if (!dark) {
        for (const t of [0.15, 0.38, 0.61, 0.84]) {
          const x1 = 250 + 104 * t;
          const y1 = 282 - 48 * t;
          g += line(`M${x1 - 4} ${y1 + 4} L${x1 + 20} ${y1 + 22}`, '#f8f7f2', 5);
        }
      }
      return `${g}</g>`;
    };
    return one(-26, -40, true) + one(0, 40, false);
  },
  heels(defs, o) {
    const one = (dx, dy, dark) => {
      const base = dark ? tint(o.base, -0.2) : o.base;
      const out = tint(o.base, -0.55);
      let g = `<g transform="translate(${dx} ${dy})">`;
      g += piece(defs, 'M146 286 L206 296 L196 470 L156 470 Z', tint(base, -0.3), out);
      g += piece(
        defs,
        'M140 248 Q128 280 144 292 L208 300 C262 330 300 458 380 466 L530 468 Q564 466 556 436 Q540 398 470 390 Q420 386 384 398 Q300 378 232 300 Q192 254 140 248 Z',
        base,
        out,
      );
      g += `<path d="M148 256 Q192 262 228 304 Q298 380 384 398 Q302 372 242 298 Q204 252 148 256 Z" fill="${tint(base, -0.5)}"/>`;
      g += line('M380 466 L530 468', tint(base, -0.6), 5);
      g += `<path d="M470 402 Q520 408 536 430" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/>`;
      return `${g}</g>`;
    };
    return one(-40, -60, true) + one(10, 20, false);
  },
  boots(defs, o) {
    const one = (dx, dy, dark) => {
      const base = dark ? tint(o.base, -0.18) : o.base;
      const out = tint(o.base, -0.5);
      let g = `<g transform="translate(${dx} ${dy})">`;
      g += piece(
        defs,
        'M180 96 L330 96 L330 360 Q332 392 372 400 L470 418 Q520 430 520 474 L520 486 L180 486 Z',
        base,
        out,
      );
      g += piece(defs, 'M170 80 L340 80 L340 118 L170 118 Z', tint(base, -0.12), out);
      g += piece(defs, 'M172 470 L528 470 L528 512 L172 512 Z', o.sole, tint(o.sole, -0.5));
      g += line('M180 490 L528 490', tint(o.sole, 0.25), 3);
      g += `<ellipse cx="236" cy="180" rx="20" ry="44" fill="#fff" opacity=".18"/>`;
      return `${g}</g>`;
    };
    return one(-60, -40, true) + one(40, 40, false);
  },
};

// ---------- accessories ----------
function arc(cx, cy, r, from, to) {
  const rad = (a) => (a * Math.PI) / 180;
  const p = (a) =>
    [cx + r * Math.cos(rad(a)), cy + r * Math.sin(rad(a))].map((n) => n.toFixed(1)).join(' ');
  const large = to - from > 180 ? 1 : 0;
  return `M${p(from)} A${r} ${r} 0 ${large} 1 ${p(to)}`;
}

const ACCESSORIES = {
  scarf(defs, o) {
    const out = tint(o.base, -0.5);
    let s = `<rect x="110" y="86" width="380" height="16" rx="8" fill="#8b5e34" stroke="#5b3a1e" stroke-width="2"/>`;
    s += `<circle cx="110" cy="94" r="14" fill="#6b4423"/><circle cx="490" cy="94" r="14" fill="#6b4423"/>`;
    s += piece(defs, 'M258 100 L392 100 L404 480 L270 494 Z', o.fill, out);
    s += `<path d="M258 100 L392 100 L404 480 L270 494 Z" fill="#000" opacity=".12"/>`;
    s += piece(defs, 'M176 100 L314 100 Q324 300 300 520 L164 508 Q190 300 176 100 Z', o.fill, out);
    const fringe = (x1, y1, x2, y2, n) =>
      Array.from({ length: n }, (_, i) => {
        const t = i / (n - 1);
        const x = x1 + (x2 - x1) * t;
        const y = y1 + (y2 - y1) * t;
        return `M${x.toFixed(1)} ${y.toFixed(1)} l${i % 2 ? 2 : -2} 34`;
      }).join(' ');
    s += line(fringe(168, 510, 298, 522, 14), o.fringe ?? tint(o.base, -0.2), 4);
    s += line(fringe(274, 496, 402, 484, 13), tint(o.fringe ?? o.base, -0.2), 4);
    return s;
  },
  folded(defs, o) {
    const out = tint(o.base, -0.5);
    let s = '';
    for (const [i, y] of [
      [0, 352],
      [1, 268],
      [2, 184],
    ]) {
      const x = 120 + i * 10;
      s += piece(
        defs,
        `M${x} ${y} L${x + 340} ${y} L${x + 340} ${y + 84} L${x} ${y + 84} Z`,
        o.fill,
        out,
      );
      s += `<rect x="${x}" y="${y + 74}" width="340" height="10" fill="#000" opacity=".15"/>`;
      s += `<path d="M${x + 340} ${y} L${x + 372} ${y - 34} L${x + 372} ${y + 50} L${x + 340} ${y + 84} Z" fill="${tint(o.base, -0.35)}" stroke="${out}" stroke-width="2"/>`;
    }
    s += piece(defs, 'M140 184 L172 150 L512 150 L480 184 Z', o.fill, out);
    s += '<path d="M140 184 L172 150 L512 150 L480 184 Z" fill="#fff" opacity=".2"/>';
    s += line(
      Array.from({ length: 18 }, (_, i) => `M${130 + i * 19} 440 l${i % 2 ? 3 : -3} 46`).join(' '),
      o.fringe,
      4,
    );
    return s;
  },
  necklace(defs, o) {
    let s = `<path d="M250 120 Q300 180 350 120" fill="none" stroke="#3b2a1a" stroke-width="3" opacity=".3"/>`;
    const rings = [120, 142, 164, 186, 208];
    rings.forEach((r, i) => {
      const color = o.colors[i % o.colors.length];
      s += `<path d="${arc(300, 230, r, -62, 242)}" fill="none" stroke="${color}" stroke-width="20"/>`;
      s += `<path d="${arc(300, 230, r, -62, 242)}" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="0.1 11" stroke-linecap="round" opacity=".45"/>`;
    });
    s += `<path d="${arc(300, 230, 218, -62, 242)}" fill="none" stroke="#3b2a1a" stroke-width="2" opacity=".35"/>`;
    for (let i = 0; i < 13; i++) {
      const a = ((40 + i * 8.3) * Math.PI) / 180;
      const x = 300 + 218 * Math.cos(a);
      const y = 230 + 218 * Math.sin(a);
      const len = 40 + (i % 3) * 10;
      s += line(
        `M${x.toFixed(1)} ${y.toFixed(1)} l0 ${len}`,
        o.colors[i % o.colors.length],
        5,
        ' stroke-dasharray="0.1 9"',
      );
      s += `<circle cx="${x.toFixed(1)}" cy="${(y + len + 6).toFixed(1)}" r="6" fill="${o.colors[(i + 2) % o.colors.length]}"/>`;
    }
    return s;
  },
  bracelets(defs, o) {
    let s = '';
    o.colors.forEach((color, i) => {
      const cx = 220 + i * 80;
      const cy = 260 + i * 50;
      s += `<ellipse cx="${cx}" cy="${cy}" rx="118" ry="58" fill="none" stroke="${tint(color, -0.45)}" stroke-width="30"/>`;
      s += `<ellipse cx="${cx}" cy="${cy}" rx="118" ry="58" fill="none" stroke="${color}" stroke-width="24"/>`;
      s += `<ellipse cx="${cx}" cy="${cy}" rx="118" ry="58" fill="none" stroke="${o.beads[i % o.beads.length]}" stroke-width="14" stroke-dasharray="0.1 17" stroke-linecap="round"/>`;
      s += `<ellipse cx="${cx}" cy="${cy}" rx="118" ry="58" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="0.1 17" stroke-dashoffset="-8" stroke-linecap="round" opacity=".6"/>`;
    });
    return s;
  },
  earrings(defs, o) {
    const one = (x) => {
      let g = line(`M${x} 96 Q${x + 26} 96 ${x + 20} 124 L${x} 150`, '#c9a45c', 4);
      g += `<circle cx="${x}" cy="262" r="106" fill="none" stroke="${tint(o.colors[0], -0.4)}" stroke-width="20"/>`;
      g += `<circle cx="${x}" cy="262" r="106" fill="none" stroke="${o.colors[0]}" stroke-width="16"/>`;
      g += `<circle cx="${x}" cy="262" r="106" fill="none" stroke="${o.colors[1]}" stroke-width="12" stroke-dasharray="0.1 16" stroke-linecap="round"/>`;
      g += `<circle cx="${x}" cy="262" r="84" fill="none" stroke="${o.colors[2]}" stroke-width="10" stroke-dasharray="0.1 13" stroke-linecap="round"/>`;
      for (let i = 0; i < 7; i++) {
        const a = ((30 + i * 20) * Math.PI) / 180;
        const px = x + 106 * Math.cos(a);
        const py = 262 + 106 * Math.sin(a);
        g += line(`M${px.toFixed(1)} ${py.toFixed(1)} l0 ${24 + (i % 2) * 14}`, o.colors[2], 4);
        g += `<circle cx="${px.toFixed(1)}" cy="${(py + 30 + (i % 2) * 14).toFixed(1)}" r="6" fill="${o.colors[i % 3]}"/>`;
      }
      return line(`M${x} 150 L${x} 156`, '#c9a45c', 4) + g;
    };
    return one(180) + one(420);
  },
  kiondo(defs, o) {
    const weave = defs.fabric('weave', [o.base, o.colors[0], o.colors[1]]);
    let s =
      line('M200 232 Q196 70 300 70 Q404 70 400 232', '#6b4423', 20) +
      line('M200 232 Q196 70 300 70 Q404 70 400 232', '#8b5e34', 12);
    s += piece(
      defs,
      'M148 226 Q300 262 452 226 L414 488 Q300 520 186 488 Z',
      weave,
      tint(o.base, -0.5),
    );
    s += `<ellipse cx="300" cy="226" rx="152" ry="34" fill="${tint(o.base, -0.35)}" stroke="${tint(o.base, -0.5)}" stroke-width="3"/>`;
    s += `<ellipse cx="300" cy="232" rx="136" ry="24" fill="${tint(o.base, -0.5)}"/>`;
    s += piece(defs, 'M148 220 Q300 258 452 220 L450 240 Q300 280 150 240 Z', '#8b5e34', '#5b3a1e');
    s += `<rect x="186" y="226" width="24" height="44" rx="5" fill="#8b5e34" stroke="#5b3a1e" stroke-width="2"/><rect x="390" y="226" width="24" height="44" rx="5" fill="#8b5e34" stroke="#5b3a1e" stroke-width="2"/>`;
    return s;
  },
  tote(defs, o) {
    const out = tint(o.base, -0.5);
    let s =
      line('M214 226 Q214 88 300 88 Q386 88 386 226', tint(o.base, -0.35), 22) +
      line('M214 226 Q214 88 300 88 Q386 88 386 226', o.base, 14);
    s += piece(defs, 'M132 218 L468 218 L492 500 Q300 512 108 500 Z', o.fill, out);
    s += stitch('M146 232 L454 232 M476 486 Q300 498 124 486', tint(o.base, 0.35));
    s += piece(defs, 'M228 300 L372 300 L376 390 Q300 400 224 390 Z', o.fill, out);
    s += `<rect x="286" y="286" width="28" height="20" rx="4" fill="#c9a45c" stroke="#7a5c26" stroke-width="2"/>`;
    s += `<rect x="196" y="212" width="36" height="26" rx="4" fill="${tint(o.base, -0.25)}"/><rect x="368" y="212" width="36" height="26" rx="4" fill="${tint(o.base, -0.25)}"/>`;
    return s;
  },
  kofia(defs, o) {
    const out = tint(o.base, -0.45);
    let s = piece(defs, 'M168 250 L432 250 L436 418 Q300 446 164 418 Z', o.fill, out);
    s += `<ellipse cx="300" cy="250" rx="132" ry="36" fill="${tint(o.base, -0.04)}" stroke="${out}" stroke-width="3"/>`;
    s += `<ellipse cx="300" cy="250" rx="92" ry="22" fill="none" stroke="${o.colors[0]}" stroke-width="4" stroke-dasharray="10 6"/>`;
    s += `<path d="M166 300 Q300 326 434 300 L434 326 Q300 352 166 326 Z" fill="${o.colors[0]}" opacity=".9"/>`;
    s += `<path d="M166 380 Q300 406 434 380 L435 396 Q300 422 165 396 Z" fill="${o.colors[1]}" opacity=".9"/>`;
    for (let i = 0; i < 9; i++) {
      const x = 186 + i * 29;
      s += `<path d="M${x} 344 l10 14 l-10 14 l-10 -14 Z" fill="${o.colors[i % 2]}"/>`;
    }
    return s;
  },
  strawhat(defs, o) {
    const straw = defs.fabric('straw', [o.base, tint(o.base, -0.4)]);
    let s = piece(
      defs,
      'M40 380 Q60 300 300 296 Q540 300 560 380 Q540 460 300 462 Q60 460 40 380 Z',
      straw,
      tint(o.base, -0.5),
    );
    s += piece(
      defs,
      'M178 372 Q172 196 300 190 Q428 196 422 372 Q300 404 178 372 Z',
      straw,
      tint(o.base, -0.5),
    );
    s += piece(
      defs,
      'M180 330 Q300 360 420 330 L422 372 Q300 404 178 372 Z',
      o.band,
      tint(o.band, -0.5),
    );
    s += piece(defs, 'M410 344 Q470 330 470 380 Q440 392 412 368 Z', o.band, tint(o.band, -0.5));
    return s;
  },
  belt(defs, o) {
    const leather = defs.fabric('leather', [o.base, tint(o.base, -0.6)]);
    let s = `<ellipse cx="300" cy="320" rx="210" ry="150" fill="none" stroke="${tint(o.base, -0.5)}" stroke-width="56"/>`;
    s += `<ellipse cx="300" cy="320" rx="210" ry="150" fill="none" stroke="${leather}" stroke-width="50"/>`;
    s += `<ellipse cx="300" cy="320" rx="210" ry="150" fill="none" stroke="${tint(o.base, 0.35)}" stroke-width="2" stroke-dasharray="8 6" opacity=".7"/>`;
    s += piece(defs, 'M300 146 L476 146 Q496 170 476 194 L300 194 Z', leather, tint(o.base, -0.5));
    for (const x of [390, 420, 450])
      s += `<circle cx="${x}" cy="170" r="6" fill="${tint(o.base, -0.6)}"/>`;
    s += `<rect x="236" y="128" width="90" height="84" rx="14" fill="none" stroke="#8a6d2f" stroke-width="16"/>`;
    s += `<rect x="236" y="128" width="90" height="84" rx="14" fill="none" stroke="#d8b65a" stroke-width="10"/>`;
    s += line('M282 136 L282 204', '#d8b65a', 8);
    return s;
  },
  headwrap(defs, o) {
    const skin = '#7a4a2b';
    let s = `<path d="M262 470 L338 470 L346 560 L254 560 Z" fill="${tint(skin, -0.1)}"/>`;
    s += `<ellipse cx="300" cy="372" rx="98" ry="124" fill="${skin}"/>`;
    s += `<ellipse cx="300" cy="560" rx="170" ry="40" fill="${tint(skin, -0.1)}"/>`;
    const out = tint(o.base, -0.45);
    s += piece(
      defs,
      'M188 352 Q160 190 300 150 Q448 170 416 352 Q392 296 300 290 Q214 296 188 352 Z',
      o.fill,
      out,
    );
    s += piece(defs, 'M300 170 Q220 70 180 130 Q190 200 300 196 Z', o.fill, out);
    s += piece(defs, 'M300 170 Q396 50 446 118 Q430 206 300 196 Z', o.fill, out);
    s += piece(defs, 'M272 160 Q300 140 328 160 Q332 196 300 204 Q268 196 272 160 Z', o.fill, out);
    s += line(
      'M198 320 Q250 260 322 262 M214 250 Q280 214 360 232 M232 206 Q300 190 392 212',
      tint(o.base, -0.5),
      3,
      ' opacity=".45"',
    );
    return s;
  },
  sunglasses(defs, o) {
    let s = line('M104 256 L70 232 L64 300 M496 256 L530 232 L536 300', o.frame, 12);
    s += line('M270 262 Q300 240 330 262', o.frame, 12);
    const lens = (x) =>
      `<rect x="${x}" y="236" width="176" height="132" rx="54" fill="url(#${defs.prefix}lens)" stroke="${o.frame}" stroke-width="14"/>` +
      `<path d="M${x + 34} 266 Q${x + 60} 250 ${x + 92} 254" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" opacity=".5"/>`;
    defs.add(
      `<linearGradient id="${defs.prefix}lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${o.lens[0]}"/><stop offset="1" stop-color="${o.lens[1]}"/></linearGradient>`,
    );
    return s + lens(98) + lens(326);
  },
  wallet(defs, o) {
    const leather = defs.fabric('leather', [o.base, tint(o.base, -0.6)]);
    let s = `<rect x="196" y="164" width="170" height="110" rx="8" fill="#1d4ed8" transform="rotate(-8 280 220)"/>`;
    s += `<rect x="214" y="188" width="40" height="28" rx="4" fill="#d8b65a" transform="rotate(-8 280 220)"/>`;
    s += piece(
      defs,
      'M140 206 L460 206 Q476 206 476 222 L476 440 Q476 456 460 456 L140 456 Q124 456 124 440 L124 222 Q124 206 140 206 Z',
      leather,
      tint(o.base, -0.55),
    );
    s += stitch('M140 220 L460 220 L462 442 L138 442 Z', tint(o.base, 0.4));
    s += line('M300 206 L300 456', tint(o.base, -0.45), 4);
    s += `<path d="M124 300 L300 300 L300 206" fill="none" stroke="${tint(o.base, -0.3)}" stroke-width="2"/>`;
    return s;
  },
};

// ---------- product images ----------
// Each file: what is drawn, in which fabric and colours, on which backdrop.
const P = {
  // Men
  'kitenge-shirt': {
    draw: 'shirt',
    fabric: ['kitenge', '#e85d04', '#1d3557', '#ffba08', '#f1faee'],
    bg: '#fde7d2',
  },
  'ankara-long-sleeve-shirt': {
    draw: 'longshirt',
    fabric: ['ankara', '#0f766e', '#f59e0b', '#7c2d12', '#fef3c7'],
    bg: '#d5f0ec',
  },
  'chino-trousers': { draw: 'trousers', fabric: ['solid', '#c8a873'], bg: '#efe6d8' },
  'kikoi-shorts': {
    draw: 'shorts',
    fabric: [
      'stripes',
      '#0e7490',
      '#f8fafc',
      '#f97316',
      '#f8fafc',
      '#155e75',
      '#facc15',
      '#0e7490',
      '#f8fafc',
    ],
    fit: [1.25, 0, 50],
    bg: '#dcf2f7',
    opts: { drawstring: true, waist: '#155e75' },
  },
  'dashiki-tunic': {
    draw: 'dashiki',
    fabric: ['solid', '#f4efe3'],
    accent: ['ankara', '#b91c1c', '#111827', '#f59e0b', '#15803d'],
    bg: '#f3e2cf',
  },
  'kaunda-suit': { draw: 'safari', fabric: ['solid', '#7d8a69'], bg: '#e8eadf' },
  'polo-shirt': {
    draw: 'polo',
    fabric: ['solid', '#7f1d1d'],
    bg: '#f4dede',
    opts: { trim: '#f5f0e6' },
  },
  'denim-jeans': {
    draw: 'trousers',
    fabric: ['denim', '#1e3a8a', '#93c5fd'],
    bg: '#dfe7f5',
    opts: { jeans: true },
  },
  kanzu: { draw: 'kanzu', fabric: ['solid', '#f8f5ec'], bg: '#d9e4ea', opts: { trim: '#9a3412' } },
  'shuka-bomber-jacket': {
    draw: 'bomber',
    fabric: ['check', '#c1121f', '#1d3557', '#111111'],
    bg: '#ece3d9',
    opts: { trim: '#1f2937' },
  },
  'akala-sandals': {
    draw: 'sandals',
    bg: '#ead9c0',
    opts: {
      sole: '#2b2b2b',
      insole: '#3f3f3f',
      strap: '#7c4a22',
      strapBase: '#7c4a22',
      style: 'thong',
      tread: true,
    },
  },
  'leather-oxford-shoes': {
    draw: 'oxford',
    fabric: ['leather', '#7a3e14', '#2b1406'],
    bg: '#efe3d3',
    opts: { sole: '#2a1a10', lace: '#3b2414' },
  },
  'crew-neck-tshirt': { draw: 'tshirt', fabric: ['solid', '#556b2f'], bg: '#e7ecd9' },
  // Women
  'ankara-maxi-dress': {
    draw: 'dress',
    fabric: ['floral', '#6d28d9', '#f59e0b', '#f43f5e', '#22c55e'],
    bg: '#ede4fb',
    opts: { accent: '#f59e0b' },
  },
  'kitenge-wrap-skirt': {
    draw: 'skirt',
    fabric: ['kitenge', '#0369a1', '#fbbf24', '#dc2626', '#f8fafc'],
    fit: [1.0, 0, -14],
    bg: '#dbeefb',
  },
  'kanga-off-shoulder-top': {
    draw: 'offshoulder',
    fabric: ['floral', '#fde047', '#be123c', '#1e3a8a', '#15803d'],
    fit: [1.15, 0, -10],
    bg: '#fdf3c4',
  },
  'ankara-peplum-top': {
    draw: 'peplum',
    fabric: ['ankara', '#db2777', '#1e1b4b', '#fbbf24', '#fdf2f8'],
    fit: [1.1, 0, 0],
    bg: '#fbe2ef',
    opts: { accent: '#1e1b4b' },
  },
  'kitenge-jumpsuit': {
    draw: 'jumpsuit',
    fabric: ['zigzag', '#14532d', '#facc15', '#f97316'],
    bg: '#e1f0e2',
    opts: { accent: '#facc15' },
  },
  'palazzo-trousers': {
    draw: 'trousers',
    fabric: ['solid', '#c2410c'],
    bg: '#fbe5d6',
    opts: { wide: true },
  },
  'mermaid-gown': {
    draw: 'gown',
    fabric: ['kitenge', '#581c87', '#eab308', '#c026d3', '#fef9c3'],
    bg: '#efe1f7',
    opts: { accent: '#eab308' },
  },
  'ankara-denim-jacket': {
    draw: 'bomber',
    fabric: ['denim', '#3b82c4', '#dbeafe'],
    bg: '#e3ecf7',
    opts: { trim: '#e85d04' },
    trimFabric: ['ankara', '#e85d04', '#1d3557', '#fbbf24', '#fff7ed'],
  },
  'beaded-leather-sandals': {
    draw: 'sandals',
    bg: '#f4e4d4',
    strapFabric: ['dots', '#b91c1c', '#fde047'],
    opts: { sole: '#8b5a2b', insole: '#c48a52', strapBase: '#b91c1c', toeLoop: true },
  },
  'block-heel-pumps': { draw: 'heels', fabric: ['solid', '#b91c1c'], bg: '#fbe1e1' },
  'cotton-shift-dress': { draw: 'shift', fabric: ['dots', '#ca8a04', '#fef9c3'], bg: '#fbf1cf' },
  'ankara-kimono-jacket': {
    draw: 'kimono',
    fabric: ['floral', '#0f766e', '#fb923c', '#fde68a', '#a3e635'],
    bg: '#d9f1ee',
    trimFabric: ['zigzag', '#7c2d12', '#fbbf24', '#f8fafc'],
    opts: { trimBase: '#7c2d12' },
  },
  'mudcloth-pencil-skirt': {
    draw: 'skirt',
    fabric: ['mudcloth', '#3f2a1d', '#efe3cf'],
    fit: [1.05, 0, -16],
    bg: '#efe6da',
    opts: { cut: 'pencil' },
  },
  // Kids
  'kids-ankara-party-dress': {
    draw: 'kidsdress',
    fabric: ['ankara', '#f472b6', '#7c3aed', '#fde047', '#fff1f2'],
    bg: '#fde4f0',
    opts: { accent: '#7c3aed' },
  },
  'boys-kitenge-shirt': {
    draw: 'shirt',
    fabric: ['kitenge', '#16a34a', '#fde047', '#1e3a8a', '#ffffff'],
    bg: '#e0f3e4',
  },
  'school-shirt-white': {
    draw: 'shirt',
    fabric: ['solid', '#fbfbf8'],
    bg: '#dbe7f3',
    opts: { button: '#e5e7eb' },
  },
  'school-shorts-grey': {
    draw: 'shorts',
    fabric: ['solid', '#6b7280'],
    fit: [1.25, 0, 50],
    bg: '#e5e7eb',
  },
  'school-pinafore-maroon': { draw: 'pinafore', fabric: ['solid', '#7f1d1d'], bg: '#f1e2df' },
  'school-sweater-green': {
    draw: 'sweater',
    fabric: ['knit', '#166534', '#052e16'],
    bg: '#e1efe3',
    opts: { trim: '#facc15' },
  },
  'kids-canvas-sneakers': {
    draw: 'sneakers',
    fabric: ['solid', '#2563eb'],
    bg: '#dde8fb',
    opts: { accent: '#f97316' },
  },
  'baby-kitenge-romper': {
    draw: 'romper',
    fabric: ['kitenge', '#fb923c', '#0ea5e9', '#fef08a', '#ffffff'],
    fit: [1.12, 0, -6],
    bg: '#fdebd9',
    opts: { trim: '#0ea5e9' },
  },
  'kids-fleece-hoodie': { draw: 'hoodie', fabric: ['solid', '#eab308'], bg: '#fcf3cf' },
  'girls-tutu-skirt': {
    draw: 'tutu',
    fit: [1.12, 0, 0],
    bg: '#fde7f1',
    opts: { base: '#f9a8d4', accent: '#db2777' },
  },
  'kids-denim-dungarees': {
    draw: 'dungarees',
    fabric: ['denim', '#2f5d9e', '#bfdbfe'],
    bg: '#e0e9f6',
  },
  'kids-gumboots': {
    draw: 'boots',
    fabric: ['solid', '#facc15'],
    bg: '#dbeafe',
    opts: { sole: '#374151' },
  },
  'kids-simba-tshirt': {
    draw: 'tshirt',
    fabric: ['solid', '#fef3c7'],
    bg: '#dff3ea',
    opts: { emblem: 'lion', trim: '#c2410c' },
  },
  'school-shoes-black': {
    draw: 'oxford',
    fabric: ['leather', '#1f1f1f', '#555555'],
    bg: '#e7e5e4',
    opts: { sole: '#111111', lace: '#111111' },
  },
  // Accessories
  'maasai-shuka-scarf': {
    draw: 'scarf',
    fabric: ['check', '#b91c1c', '#1e3a8a', '#111111'],
    bg: '#f3e4d4',
    opts: { fringe: '#b91c1c' },
  },
  'beaded-maasai-necklace': {
    draw: 'necklace',
    bg: '#efe3d0',
    opts: { colors: ['#dc2626', '#f8fafc', '#2563eb', '#facc15', '#16a34a'] },
  },
  'beaded-bracelet-set': {
    draw: 'bracelets',
    bg: '#f5e7da',
    opts: { colors: ['#dc2626', '#1d4ed8', '#16a34a'], beads: ['#facc15', '#f8fafc', '#f97316'] },
  },
  'kiondo-sisal-bag': {
    draw: 'kiondo',
    bg: '#e9f0e1',
    opts: { base: '#d6b98a', colors: ['#b45309', '#166534'] },
  },
  'leather-tote-bag': { draw: 'tote', fabric: ['leather', '#8b4513', '#3b1a06'], bg: '#f1e6da' },
  'kikoi-sarong': {
    draw: 'folded',
    fabric: [
      'stripes',
      '#7c2d12',
      '#fde68a',
      '#ea580c',
      '#fde68a',
      '#9a3412',
      '#0f766e',
      '#7c2d12',
      '#fde68a',
    ],
    fit: [1.08, -12, -20],
    bg: '#e6f2ef',
    opts: { fringe: '#7c2d12' },
  },
  'embroidered-kofia': {
    draw: 'kofia',
    fabric: ['solid', '#f8f5ec'],
    fit: [1.4, 0, -30],
    bg: '#dcebf0',
    opts: { colors: ['#9a3412', '#0f766e'] },
  },
  'straw-sun-hat': {
    draw: 'strawhat',
    fit: [1.05, 0, -24],
    bg: '#dbeef6',
    opts: { base: '#e7c98b', band: '#1f2937' },
  },
  'leather-belt': { draw: 'belt', bg: '#efe6dc', opts: { base: '#6b3a17' } },
  'beaded-hoop-earrings': {
    draw: 'earrings',
    bg: '#f5e6ef',
    opts: { colors: ['#0ea5e9', '#facc15', '#dc2626'] },
  },
  'ankara-headwrap': {
    draw: 'headwrap',
    fabric: ['ankara', '#ea580c', '#1e3a8a', '#fde047', '#15803d'],
    bg: '#f8e7d6',
  },
  'classic-sunglasses': {
    draw: 'sunglasses',
    bg: '#e2ecf3',
    opts: { frame: '#1f2937', lens: ['#374151', '#0f172a'] },
  },
  'leather-wallet': { draw: 'wallet', bg: '#ece4dc', opts: { base: '#5a2e12' } },
};

/** One item drawn in the 600 x 600 box, with its defs; `prefix` keeps ids unique when composed. */
function drawItem(name, prefix) {
  const spec = P[name];
  if (!spec) throw new Error(`no image spec for ${name}`);
  const defs = new Defs(prefix);
  commonDefs(defs);
  const [kind = 'solid', ...colors] = spec.fabric ?? ['solid', '#888888'];
  const o = {
    base: colors[0] ?? '#888888',
    fill: defs.fabric(kind, colors),
    ...spec.opts,
  };
  if (spec.accent) {
    const [ak, ...ac] = spec.accent;
    o.accent = defs.fabric(ak, ac);
    o.accentBase = ac[0];
  }
  if (spec.trimFabric) {
    const [tk, ...tc] = spec.trimFabric;
    o.trim = defs.fabric(tk, tc);
    o.trimBase = o.trimBase ?? tc[0];
  }
  if (spec.strapFabric) {
    const [sk, ...sc] = spec.strapFabric;
    o.strap = defs.fabric(sk, sc);
  }
  const draw = GARMENTS[spec.draw] ?? ACCESSORIES[spec.draw];
  if (!draw) throw new Error(`no drawing ${spec.draw}`);
  const [scale, dx, dy] = spec.fit ?? [1, 0, 0];
  const fit = spec.fit
    ? ` transform="translate(${dx} ${dy}) translate(300 300) scale(${scale}) translate(-300 -300)"`
    : '';
  const body = draw(defs, o);
  return { defs, body: `<g filter="url(#${prefix}drop)"${fit}>${body}</g>`, bg: spec.bg };
}

function productSvg(name) {
  const { defs, body, bg } = drawItem(name, 'i');
  defs.add(
    `<radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${tint(bg, 0.55)}"/><stop offset="1" stop-color="${bg}"/></radialGradient>`,
  );
  return svgDoc(
    SIZE,
    SIZE,
    `${defs}<rect width="600" height="600" fill="url(#bg)"/>` +
      `<circle cx="520" cy="80" r="120" fill="${tint(bg, -0.06)}" opacity=".5"/><circle cx="70" cy="540" r="90" fill="${tint(bg, -0.06)}" opacity=".5"/>` +
      `<ellipse cx="300" cy="566" rx="200" ry="14" fill="#3b2a1a" opacity=".07"/>${body}`,
  );
}

function svgDoc(w, h, content, label) {
  const title = label ? `<title>${label}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">${title}${content}</svg>\n`;
}

// ---------- carousel ----------
const W = 1200;
const H = 500;

/** An item placed at (x, y) with a scale; its own defs travel with it. */
function placed(name, prefix, x, y, scale, rotate = 0) {
  const { defs, body } = drawItem(name, prefix);
  return `${defs}<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-300 -300)">${body}</g>`;
}

function backdrop(defs, kind, colors) {
  const fill = defs.fabric(kind, colors);
  return `<rect width="${W}" height="${H}" fill="${fill}"/>`;
}

// The slides' words and buttons are real HTML over the picture (the landing page's slide list), so the
// pictures carry none: these helpers keep each slide's layout readable here and draw nothing.
function headline() {
  return '';
}
function subline() {
  return '';
}
function pill() {
  return '';
}
function panel() {
  return '';
}

const SLIDES = [
  {
    alt: 'New kitenge collection',
    draw(defs) {
      return (
        `<rect width="${W}" height="${H}" fill="#fff7ed"/>` +
        `<rect width="150" height="${H}" fill="${defs.fabric('kitenge', ['#f97316', '#7c2d12', '#fde047', '#1e3a8a'])}"/>` +
        `<circle cx="900" cy="250" r="230" fill="#fed7aa"/><circle cx="900" cy="250" r="160" fill="#fdba74" opacity=".6"/>` +
        headline(200, 180, ['The Kitenge', 'Collection'], '#7c2d12', 60) +
        subline(202, 300, 'Bold wax prints, cut in Nairobi', '#431407') +
        pill(200, 326, 'SHOP NEW IN', '#b45309', '#fff7ed') +
        placed('kitenge-shirt', 's1a', 800, 250, 0.6, -6) +
        placed('ankara-maxi-dress', 's1b', 1000, 262, 0.66, 5)
      );
    },
  },
  {
    alt: 'Ankara for every occasion',
    draw(_defs) {
      return (
        `<rect width="${W}" height="${H}" fill="#1e1b4b"/>` +
        `<circle cx="960" cy="250" r="260" fill="#312e81"/><circle cx="960" cy="250" r="190" fill="#3730a3"/>` +
        headline(190, 180, ['Ankara for', 'every occasion'], '#fde68a', 56) +
        subline(192, 300, 'Weddings, Sundays and everything between', '#e0e7ff', 22) +
        pill(190, 330, 'DISCOVER WOMEN', '#f59e0b', '#1e1b4b') +
        placed('mermaid-gown', 's2a', 860, 255, 0.7, -4) +
        placed('ankara-peplum-top', 's2b', 1030, 270, 0.56, 6)
      );
    },
  },
  {
    alt: 'Back to school uniforms',
    draw(defs) {
      return (
        backdrop(defs, 'check', ['#eff6ff', '#bfdbfe', '#60a5fa']) +
        panel(170, 80, 500, 340, '#ffffff') +
        headline(208, 170, ['Back to School'], '#1e3a8a', 54) +
        subline(210, 224, 'Shirts, shorts, sweaters and pinafores', '#1f2937', 21) +
        subline(210, 262, 'for every term, from KES 650', '#1f2937', 21) +
        pill(208, 300, 'SHOP UNIFORMS', '#166534', '#ffffff') +
        placed('school-sweater-green', 's3a', 790, 250, 0.55, -5) +
        placed('school-pinafore-maroon', 's3b', 960, 250, 0.55, 4)
      );
    },
  },
  {
    alt: 'Maasai beadwork, handmade',
    draw(_defs) {
      const stripes = ['#b91c1c', '#f8fafc', '#1d4ed8', '#facc15', '#15803d'];
      return (
        `<rect width="${W}" height="${H}" fill="#7f1d1d"/>` +
        stripes
          .map((c, i) => `<rect x="0" y="${430 + i * 14}" width="${W}" height="14" fill="${c}"/>`)
          .join('') +
        headline(190, 170, ['Beadwork with', 'a story'], '#fef3c7', 58) +
        subline(192, 292, 'Handmade collars, bracelets and earrings', '#fde2e2', 22) +
        pill(190, 320, 'SHOP ACCESSORIES', '#facc15', '#7f1d1d') +
        placed('beaded-maasai-necklace', 's4a', 830, 230, 0.62) +
        placed('beaded-hoop-earrings', 's4b', 1040, 250, 0.42, 8)
      );
    },
  },
  {
    alt: 'Coast ready kikoi and sandals',
    draw() {
      return (
        `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>` +
        `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<circle cx="1020" cy="110" r="70" fill="#fde047"/>` +
        `<path d="M0 330 Q300 300 600 330 T1200 330 V500 H0Z" fill="#0ea5e9"/>` +
        `<path d="M0 390 Q300 360 600 392 T1200 388 V500 H0Z" fill="#fde68a"/>` +
        headline(190, 150, ['Coast ready'], '#0c4a6e', 60) +
        subline(192, 200, 'Kikoi, linen and sandals for Diani days', '#0c4a6e', 22) +
        pill(190, 226, 'SHOP HOLIDAY', '#0c4a6e', '#f0f9ff') +
        placed('akala-sandals', 's5b', 600, 420, 0.28, 70) +
        placed('kikoi-shorts', 's5a', 800, 380, 0.42, -14) +
        placed('straw-sun-hat', 's5c', 1000, 360, 0.5, 6)
      );
    },
  },
  {
    alt: 'Tailored for him',
    draw(defs) {
      return (
        backdrop(defs, 'mudcloth', ['#292524', '#57534e']) +
        `<rect x="700" y="0" width="500" height="${H}" fill="#d6c7a8"/>` +
        headline(190, 180, ['Tailored', 'for him'], '#fafaf9', 62) +
        subline(192, 306, 'Kaunda suits, kanzus and shirts that fit', '#d6d3d1', 22) +
        pill(190, 334, 'SHOP MEN', '#d6c7a8', '#292524') +
        placed('kaunda-suit', 's6a', 860, 250, 0.62, -3) +
        placed('leather-oxford-shoes', 's6b', 1060, 360, 0.4)
      );
    },
  },
  {
    alt: 'Little ones, big colour',
    draw(defs) {
      return (
        backdrop(defs, 'dots', ['#fef3c7', '#fcd34d']) +
        panel(170, 90, 470, 320, '#ffffff') +
        headline(208, 180, ['Little ones,', 'big colour'], '#be185d', 54) +
        subline(210, 296, 'Party dresses, rompers and hoodies', '#1f2937', 22) +
        pill(208, 326, 'SHOP KIDS', '#be185d', '#ffffff') +
        placed('kids-ankara-party-dress', 's7a', 800, 250, 0.58, -5) +
        placed('baby-kitenge-romper', 's7b', 1010, 270, 0.5, 6)
      );
    },
  },
  {
    alt: 'Delivered across Kenya, pay with M-Pesa',
    draw(defs) {
      return (
        backdrop(defs, 'zigzag', ['#14532d', '#166534', '#15803d']) +
        headline(190, 170, ['Delivered across', 'Kenya'], '#ecfccb', 58) +
        subline(192, 294, 'Order today, pay with M-Pesa, card or PayPal', '#dcfce7', 22) +
        pill(190, 322, 'START SHOPPING', '#facc15', '#14532d') +
        placed('kiondo-sisal-bag', 's8a', 850, 250, 0.56, -4) +
        placed('leather-tote-bag', 's8b', 1040, 280, 0.46, 5)
      );
    },
  },
];

function slideSvg(slide, index) {
  const defs = new Defs(`c${index}p`);
  const content = slide.draw(defs);
  return svgDoc(W, H, `${defs}${content}`, slide.alt);
}

// ---------- placeholder ----------
function placeholderSvg() {
  return svgDoc(
    SIZE,
    SIZE,
    '<rect width="600" height="600" fill="#f5f5f4"/>' +
      '<rect x="24" y="24" width="552" height="552" rx="28" fill="none" stroke="#d6d3d1" stroke-width="4" stroke-dasharray="14 10"/>' +
      '<path d="M300 186 a30 30 0 1 1 30 -30" fill="none" stroke="#a8a29e" stroke-width="12" stroke-linecap="round"/>' +
      '<path d="M300 186 V212 L140 330 Q124 344 146 348 H454 Q476 344 460 330 L300 212" fill="none" stroke="#a8a29e" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>' +
      '<text x="300" y="430" text-anchor="middle" font-family="Verdana, \'DejaVu Sans\', sans-serif" font-size="26" fill="#78716c">Image unavailable</text>' +
      '<text x="300" y="472" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="22" fill="#b45309">Mavazi</text>',
    'Image unavailable',
  );
}

// ---------- write ----------
const productsDir = path.join(outDir, 'products');
const carouselDir = path.join(outDir, 'carousel');
mkdirSync(productsDir, { recursive: true });
mkdirSync(carouselDir, { recursive: true });

const sizes = [];
for (const name of Object.keys(P)) {
  const svg = productSvg(name);
  writeFileSync(path.join(productsDir, `${name}.svg`), svg);
  sizes.push(svg.length);
}
SLIDES.forEach((slide, i) => {
  const svg = slideSvg(slide, i + 1);
  writeFileSync(path.join(carouselDir, `slide-${i + 1}.svg`), svg);
  sizes.push(svg.length);
});
writeFileSync(path.join(outDir, 'placeholder.svg'), placeholderSvg());
console.log(
  `wrote ${Object.keys(P).length} product images, ${SLIDES.length} slides and the placeholder; largest ${Math.max(...sizes)} bytes`,
);
