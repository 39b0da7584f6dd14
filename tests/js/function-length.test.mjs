// The page's code keeps to short functions (issue 27: "aim for no closure over 150 lines"): the
// session and the boards were single closures of 300 to 800 lines over a mutable store, and are
// now small named functions over one context object. This keeps them so: no function, method or
// arrow in www/ is longer than LIMIT lines, counted from its first line to its closing brace, as
// TypeScript's parser sees the JavaScript. The checker is shown to catch a long one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// The TypeScript compiler the test command already uses for the types (tsc), as a parser here.
import ts from 'typescript';

const LIMIT = 150;
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
  (d.isDirectory() ? files(join(dir, d.name)) : /\.js$/.test(d.name) ? [join(dir, d.name)] : []));

/** The functions of `source` longer than `limit` lines: [{ name, lines, from }]. */
function longFunctions(file, source, limit = LIMIT) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const line = (pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  const out = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const from = line(node.getStart(sf));
      const lines = line(node.end) - from + 1;
      const named = node.name || (node.parent && (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent)) ? node.parent.name : null);
      if (lines > limit) out.push({ name: named ? named.getText(sf) : '(anonymous)', lines, from });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

test(`no function in www/ is longer than ${LIMIT} lines`, () => {
  const long = files('www').flatMap((file) => longFunctions(file, readFileSync(file, 'utf8'))
    .map((f) => `${file}:${f.from} ${f.name} (${f.lines} lines)`));
  assert.deepEqual(long, []);
});

test('the checker finds a long function, a long arrow and a long method, and passes short ones', () => {
  const body = (n) => Array.from({ length: n }, (_, i) => `  const a${i} = ${i};`).join('\n');
  const source = [
    `export function long() {\n${body(LIMIT)}\n}`,
    `const arrow = () => {\n${body(LIMIT)}\n};`,
    `const o = { method() {\n${body(LIMIT)}\n} };`,
    `function short() {\n${body(LIMIT - 2)}\n}`,
  ].join('\n');
  assert.deepEqual(longFunctions('broken.js', source).map((f) => `${f.name} ${f.lines}`), [
    `long ${LIMIT + 2}`, `arrow ${LIMIT + 2}`, `method ${LIMIT + 2}`,
  ]);
});
