// What www/render/svg.js needs to draw in Node, where there is no browser: a DOM to build the SVG
// in, a way to measure text, and the gothic font's bytes to embed. Used by scripts/diagram.mjs,
// scripts/compare-svg.mjs and the tests.
//
// @xmldom/xmldom: the DOM. svgcanvas only creates elements and text nodes and serialises them,
// and xmldom is a dependency-free, maintained W3C DOM Level 2 implementation (~250 KB on disk)
// with an XML parser the tests use too; jsdom (~20 MB with its dependencies) would bring a whole
// browser model for nothing, and linkedom is HTML-first (five dependencies).
// fontkit: text widths. The renderer measures its text (the title's layout, names fitted to a
// card); in a browser the canvas does, in Node fontkit measures the same fonts: the gothic face
// from its woff2 (fontkit reads woff2; opentype.js does not), and the serif the system's font
// configuration picks (what Chromium draws with), or a rough width where there is none.

import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';
import * as fontkit from 'fontkit';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseFont } from '../www/render/svg.js';

export const FONT_FILE = fileURLToPath(new URL('../www/fonts/UnifrakturMaguntia.woff2', import.meta.url));

// The file fontconfig picks for a pattern ("serif:bold"), or null.
function systemFont(pattern) {
  try {
    const file = execFileSync('fc-match', ['-f', '%{file}', pattern], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return file && /\.(ttf|otf|ttc)$/i.test(file) ? fontkit.openSync(file) : null;
  } catch {
    return null;
  }
}

/** A stand-in for a canvas 2D context's text measuring: { font, measureText(text) }. */
export function createMeasure(fontData = readFileSync(FONT_FILE)) {
  const gothic = fontkit.create(Buffer.from(fontData));
  const serif = new Map();
  const serifFor = (bold, italic) => {
    const key = `${bold}|${italic}`;
    if (!serif.has(key)) serif.set(key, systemFont(`serif${bold ? ':bold' : ''}${italic ? ':italic' : ''}`));
    return serif.get(key);
  };
  return {
    font: '10px serif',
    measureText(text) {
      const f = parseFont(this.font);
      const bold = f.weight === 'bold' || f.weight === 'bolder' || Number(f.weight) >= 600;
      const italic = f.style !== 'normal';
      const face = /UnifrakturMaguntia/.test(f.family) ? gothic : serifFor(bold, italic);
      if (!face) return { width: String(text).length * f.size * (bold ? 0.6 : 0.55) };
      return { width: face.layout(String(text)).advanceWidth * f.size / face.unitsPerEm };
    },
  };
}

/** Everything renderSvg needs in Node besides the position: { dom, measure, fontData }. */
export function nodeSvgEnv() {
  const fontData = readFileSync(FONT_FILE);
  const document = new DOMImplementation().createDocument(null, null, null);
  return { dom: { document, XMLSerializer }, measure: createMeasure(fontData), fontData };
}
