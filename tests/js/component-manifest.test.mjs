// The element's manifest (custom-elements.json) and TypeScript types name every option the
// element observes and every event it sends: a host's editor and a host's type checker see
// what the element really takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { OPTION_NAMES } from '../../www/component/options.js';

const manifest = JSON.parse(readFileSync('www/component/custom-elements.json', 'utf8'));
const declaration = manifest.modules[0].declarations[0];
const types = readFileSync('www/component/heuchel-meuchel.d.ts', 'utf8');
const source = readFileSync('www/component/element.js', 'utf8') + readFileSync('www/game/controller.js', 'utf8');

test('the manifest lists exactly the attributes the element observes', () => {
  assert.equal(declaration.tagName, 'heuchel-meuchel');
  assert.deepEqual(declaration.attributes.map((a) => a.name).sort(), [...OPTION_NAMES].sort());
  for (const a of declaration.attributes) assert.ok(a.description.length > 10, `${a.name} is described`);
});

test('the TypeScript class has a property for every option', () => {
  for (const name of OPTION_NAMES) assert.match(types, new RegExp(`^  ${name}: `, 'm'), `${name} is typed`);
});

test('every event the manifest names is sent by the element or the game, and typed', () => {
  for (const { name } of declaration.events) {
    assert.match(types, new RegExp(`^  ${name}: CustomEvent<`, 'm'), `${name} is in the event map`);
    assert.ok(source.includes(`'${name}'`), `${name} is dispatched somewhere`);
  }
});
