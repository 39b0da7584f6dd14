// What www/platform/render/svg.js needs to draw in Node, where there is no browser: a DOM to build the SVG
// in, a way to measure text, and the gothic font's bytes to embed; and the engine to draw from
// (loadBindings). Used by scripts/diagram.mjs, scripts/heller-diagram.mjs, scripts/compare-svg.mjs
// and the tests.
//
// @xmldom/xmldom: the DOM. svgcanvas only creates elements and text nodes and serialises them,
// and xmldom is a dependency-free, maintained W3C DOM Level 2 implementation (~250 KB on disk)
// with an XML parser the tests use too; jsdom (~20 MB with its dependencies) would bring a whole
// browser model for nothing, and linkedom is HTML-first (five dependencies).
// fontkit: text widths. The renderer measures its text (the title's layout, names fitted to a
// card); in a browser the canvas does, in Node fontkit measures the same fonts: the gothic face
// from its woff2 (fontkit reads woff2; opentype.js does not), and for the serif family list the
// font a browser on this machine would pick through fontconfig, or a rough width without one.

import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';
import * as fontkit from 'fontkit';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseFont } from '../www/platform/render/svg.js';

export const FONT_FILE = fileURLToPath(new URL('../www/fonts/UnifrakturMaguntia.woff2', import.meta.url));

// Families a browser on Linux accepts from fontconfig in place of the one asked for (the
// metric-compatible substitutes): Chromium draws "Times New Roman" with Liberation Serif.
const METRIC_ALIASES = {
  'times new roman': 'liberation serif', times: 'liberation serif', arial: 'liberation sans',
  helvetica: 'liberation sans', 'courier new': 'liberation mono', georgia: 'gelasio',
};
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy']);

// The font file a browser would draw a CSS family list with, as fontconfig finds them: the first
// family that is installed (or has a metric-compatible substitute), or the generic family's
// choice; null without fontconfig.
function systemFont(families, bold, italic) {
  for (const raw of families.split(',')) {
    const family = raw.trim().replace(/^["']|["']$/g, '');
    const pattern = `${family}${bold ? ':bold' : ''}${italic ? ':italic' : ''}`;
    let found;
    try {
      found = execFileSync('fc-match', ['-f', '%{family[0]}\t%{file}', pattern], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return null;
    }
    const [name, file] = found.split('\t');
    const wanted = family.toLowerCase();
    const ok = GENERIC.has(wanted) || name.toLowerCase() === wanted || METRIC_ALIASES[wanted] === name.toLowerCase();
    if (ok && /\.(ttf|otf)$/i.test(file || '')) return fontkit.openSync(file);
  }
  return null;
}

/** A stand-in for a canvas 2D context's text measuring: { font, measureText(text) }. */
export function createMeasure(fontData = readFileSync(FONT_FILE)) {
  const gothic = fontkit.create(Buffer.from(fontData));
  const faces = new Map();
  const faceFor = (family, bold, italic) => {
    const key = `${family}|${bold}|${italic}`;
    if (!faces.has(key)) faces.set(key, systemFont(family, bold, italic));
    return faces.get(key);
  };
  return {
    font: '10px serif',
    measureText(text) {
      const f = parseFont(this.font);
      const bold = f.weight === 'bold' || f.weight === 'bolder' || Number(f.weight) >= 600;
      const italic = f.style !== 'normal';
      const face = /^\s*["']?UnifrakturMaguntia/.test(f.family) ? gothic : faceFor(f.family, bold, italic);
      if (!face) return { width: String(text).length * f.size * (bold ? 0.6 : 0.55) };
      const k = f.size / face.unitsPerEm;
      // The font's ascent and descent as Chromium's TextMetrics gives them (hhea, in whole pixels).
      return {
        width: face.layout(String(text)).advanceWidth * k,
        fontBoundingBoxAscent: Math.round(face.ascent * k),
        fontBoundingBoxDescent: Math.round(-face.descent * k),
      };
    },
  };
}

/**
 * The gothic face's glyphs for renderSvg's `outline`: text in UnifrakturMaguntia becomes path
 * commands in pixels (origin on the baseline at the left, y down), with its advance (kerning
 * applied, as the canvas measures it) and the font's ascent and descent; other text stays text.
 */
export function createOutline(fontData = readFileSync(FONT_FILE)) {
  const font = fontkit.create(Buffer.from(fontData));
  const LETTER = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };
  return (f, text) => {
    if (!/^\s*["']?UnifrakturMaguntia/.test(f.family)) return null;
    const k = f.size / font.unitsPerEm;
    const run = font.layout(text);
    const commands = [];
    let pen = 0;
    run.glyphs.forEach((glyph, i) => {
      const pos = run.positions[i];
      const ox = pen + pos.xOffset, oy = pos.yOffset;
      for (const { command, args } of glyph.path.commands) {
        const pts = [];
        for (let j = 0; j < args.length; j += 2) pts.push((ox + args[j]) * k, -(oy + args[j + 1]) * k);
        commands.push([LETTER[command], ...pts]);
      }
      pen += pos.xAdvance;
    });
    return { width: pen * k, ascent: font.ascent * k, descent: -font.descent * k, commands };
  };
}

/**
 * Everything renderSvg needs in Node besides the position: { dom, measure, fontData } and, with
 * { outline: true }, the gothic text in outlines (then the font is not embedded).
 */
export function nodeSvgEnv({ outline = false } = {}) {
  const fontData = readFileSync(FONT_FILE);
  const document = new DOMImplementation().createDocument(null, null, null);
  const env = { dom: { document, XMLSerializer }, measure: createMeasure(fontData), fontData };
  if (outline) env.outline = createOutline(fontData);
  return env;
}

/**
 * A game's wasm engine as wasm-bindgen wrote it for the web (`<name>.js` and `<name>_bg.wasm` in
 * `dir`, a file URL), initialised synchronously: scripts/diagram.mjs loads the first game's from
 * pkg/, scripts/heller-diagram.mjs the second's from dist/. `missing` says how to build it.
 */
export async function loadBindings(dir, name, missing) {
  const wasm = new URL(`${name}_bg.wasm`, dir);
  if (!existsSync(fileURLToPath(wasm))) throw new Error(missing);
  const bindings = await import(new URL(`${name}.js`, dir).href);
  bindings.initSync({ module: readFileSync(wasm) });
  return bindings;
}
