#!/usr/bin/env python3
"""Cuts the served fonts (www/fonts/) down to the characters the site writes.

The originals are in scripts/fonts/: the latin subsets of the npm packages
@fontsource/unifrakturmaguntia 5.3.0 and @fontsource/eb-garamond 5 (regular weight), both SIL
Open Font License 1.1 (www/fonts/OFL.txt, www/fonts/OFL-EBGaramond.txt). Each keeps here

- every letter of the site's four languages (English, German, French, Dutch) and printable ASCII,
  so that a new sentence in any of them needs no new cut;
- the punctuation those languages set (quotes, dashes, ellipsis, guillemets, the euro sign);
- every other character that the site's pages and modules contain and the original font draws
  (the book face's arrows and minus sign).

Glyph outlines, metrics and every OpenType feature stay as they were; only glyphs the site never
writes go (the fonts were 50 KB of a game page's 200). The book face keeps its hinting. The gothic
face, a display face set at heading sizes, goes without its TrueType hinting instructions: 3 KB of
its 21, which Chromium and Firefox on Linux, Android and macOS never run (their rasterisers ignore
TrueType hinting), so 25 screens of the game page drew to the pixel the same but for 0.05 % of one
(docs/journal/performance.md, 2026-12-01); only Windows at small sizes may draw it a little
softer. The script prints each face's unicode-range for its @font-face rule, so that a
character the cut lacks falls to the next face instead of a missing glyph;
tests/js/fonts.test.mjs checks that every character of the site's text is still drawn by the
face that claims it.

Run by hand after adding text in a new script or changing the fonts (needs Python's fontTools and
brotli: pip install fonttools brotli):

    python3 scripts/subset-fonts.py
"""
from pathlib import Path

# fontTools: the reference font toolkit (pyftsubset), which cuts woff2 keeping layout (and hinting where asked).
from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
# Each face and whether its TrueType hinting is kept.
FONTS = {"UnifrakturMaguntia.woff2": False, "eb-garamond-latin-400-normal.woff2": True}

LETTERS = "àâæçéèêëîïôœùûüÿäößÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸÄÖ"
PUNCTUATION = "«»–—‘’‚“”„…‹›€·×°§\u00a0"


def site_characters():
    """Every character in the site's pages and modules."""
    chars = set()
    files = [*ROOT.glob("*.html"), *(ROOT / "www").rglob("*.js"), *(ROOT / "www").rglob("*.html")]
    for file in files:
        chars |= set(file.read_text(encoding="utf-8"))
    return chars


def ranges(codes):
    """A CSS unicode-range for a set of code points, as runs."""
    runs, codes = [], sorted(codes)
    for code in codes:
        if runs and code == runs[-1][1] + 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    return ", ".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in runs)


def main():
    wanted = {ord(c) for c in LETTERS + PUNCTUATION} | set(range(0x20, 0x7F))
    wanted |= {ord(c) for c in site_characters() if ord(c) >= 0x20}
    for name, hinting in FONTS.items():
        original = ROOT / "scripts" / "fonts" / name
        # The glyphs' bounding boxes as the font has them: recomputed, they move the hinted
        # outlines of the gothic face by a fraction of a pixel (its boxes are not its outlines').
        font = TTFont(original, recalcBBoxes=False)
        keep = sorted(c for c in wanted if c in font.getBestCmap())
        options = subset.Options()
        options.flavor = "woff2"
        options.layout_features = ["*"]
        options.hinting = hinting
        options.name_IDs = ["*"]
        options.notdef_outline = True
        options.recalc_bounds = False
        cutter = subset.Subsetter(options)
        cutter.populate(unicodes=keep)
        cutter.subset(font)
        out = ROOT / "www" / "fonts" / name
        font.save(out)
        print(f"{name}: {original.stat().st_size} -> {out.stat().st_size} bytes, {len(keep)} characters")
        print(f"  unicode-range: {ranges(keep)};")


if __name__ == "__main__":
    main()
