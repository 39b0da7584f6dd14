// The element's manifest (custom-elements.json) and TypeScript types name every option the
// element observes and every event it sends: a host's editor and a host's type checker see
// what the element really takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { OPTION_NAMES } from '../../www/heuchel/component/options.js';

const manifest = JSON.parse(readFileSync('www/platform/component/custom-elements.json', 'utf8'));
const declaration = manifest.modules[0].declarations[0];
const types = readFileSync('www/heuchel/component/heuchel-meuchel.d.ts', 'utf8');
// `ready` and `refused` are sent by the element machinery both elements share (component/base.js).
const source = readFileSync('www/heuchel/component/element.js', 'utf8') + readFileSync('www/platform/component/base.js', 'utf8') + readFileSync('www/heuchel/game/controller.js', 'utf8');

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

// The second game's element, <heller-pfennig>: the manifest's second module and its own types.
import { OPTION_NAMES as HELLER_OPTIONS } from '../../www/heller/component/options.js';

const heller = manifest.modules.find((m) => m.path === 'heller-pfennig.js')?.declarations[0];
const hellerTypes = readFileSync('www/heller/component/heller-pfennig.d.ts', 'utf8');
const hellerSource = readFileSync('www/heller/component/element.js', 'utf8') + readFileSync('www/platform/component/base.js', 'utf8');

test('<heller-pfennig>: the manifest lists exactly the attributes the element observes', () => {
  assert.equal(heller?.tagName, 'heller-pfennig');
  assert.deepEqual(heller.attributes.map((a) => a.name).sort(), [...HELLER_OPTIONS].sort());
  for (const a of heller.attributes) assert.ok(a.description.length > 10, `${a.name} is described`);
  assert.match(readFileSync('www/heller/component/element.js', 'utf8'), /static optionNames = OPTION_NAMES;/);
});

test('<heller-pfennig>: the TypeScript class has a property for every option and member', () => {
  for (const name of HELLER_OPTIONS) assert.match(hellerTypes, new RegExp(`^  ${name}: `, 'm'), `${name} is typed`);
  for (const { name } of heller.members.filter((m) => m.readonly)) assert.match(hellerTypes, new RegExp(`^  readonly ${name}: `, 'm'), `${name} is typed`);
});

test('<heller-pfennig>: every event the manifest names is sent by the element, and typed', () => {
  for (const { name } of heller.events) {
    assert.match(hellerTypes, new RegExp(`^  ${name}: CustomEvent<`, 'm'), `${name} is in the event map`);
    assert.ok(hellerSource.includes(`'${name}'`), `${name} is dispatched somewhere`);
  }
});
