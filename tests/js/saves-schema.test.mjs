// The saved game's schema (www/platform/game/saves.js): every field of the saves today's pages
// write comes back as it was, and nothing else ever comes out of storage or goes into it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createSaves, fromStored, toStored, SAVE_VERSION } from '../../www/platform/game/saves.js';

const DIR = new URL('../browser/fixtures/saves/', import.meta.url);
const fixtures = readdirSync(DIR).filter((f) => f.endsWith('.json'))
  .map((file) => ({ file, saved: JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) }));

function memoryStorage() {
  const map = new Map();
  return { map, getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => map.set(k, String(v)), removeItem: (k) => map.delete(k) };
}
// The engine only has to load the save: a stand-in that accepts any text.
const engine = { Game: { load: (save) => ({ save }) } };

test('every field of the saves written on 2026-11-26 is read back as it was, in both games', () => {
  assert.ok(fixtures.length >= 6);
  for (const { file, saved } of fixtures) {
    assert.equal(saved.version, SAVE_VERSION, file);
    assert.deepEqual(fromStored(saved), saved, file);
    const storage = memoryStorage();
    storage.setItem(file.startsWith('heller') ? 'heller:game' : 'heuchel-meuchel:game', JSON.stringify(saved));
    const read = createSaves({ engine, storage, game: file.startsWith('heller') ? 'heller' : 'heuchel-meuchel' }).read();
    assert.deepEqual(read.entry, { ...saved, game: { save: saved.save } }, file);
  }
});

test('what a page writes is the schema\'s fields and nothing else', () => {
  const storage = memoryStorage();
  const saves = createSaves({ engine, storage });
  const snapshot = {
    save: 'heuchel-save-1 deal 3b 21 -', seats: ['human', 'medium', 'medium'], names: ['Adelheid', '', ''],
    seed: '21', actions: 0, over: false, undo: true, players: 3,
    pacing: { botDelay: 0, setupDelay: 150, iterations: null, engine: 'not a pace' },
    game: { big: 'the engine game itself' }, shown: 1,
  };
  assert.equal(saves.write(snapshot), true);
  const stored = JSON.parse(storage.map.get('heuchel-meuchel:game'));
  assert.deepEqual(Object.keys(stored).sort(), ['actions', 'names', 'over', 'pacing', 'players', 'save', 'savedAt', 'seats', 'seed', 'undo', 'version']);
  assert.deepEqual(stored.pacing, { botDelay: 0, setupDelay: 150, iterations: null });
  // Read back, it is the same; and it is what toStored makes of the snapshot.
  assert.deepEqual(fromStored(stored), stored);
  const { version: _version, savedAt: _savedAt, ...fields } = stored;
  assert.deepEqual(toStored(snapshot), fields);
});

test('fields of the wrong kind are left out, never handed to the page', () => {
  const read = fromStored({
    version: 1, save: 'x', seats: ['human', 3], names: ['Kunz', { html: '<b>' }], actions: -2, over: 'yes', undo: 'yes',
    seed: 7, players: 2.5, pacing: { botDelay: -1, setupDelay: Infinity, iterations: 'all', engine: {} }, botSeed: '12', round: 1,
    engine: { Game: null },
  });
  assert.deepEqual(read, {
    version: 1, savedAt: '', save: 'x', seats: [], names: ['Kunz', ''], actions: 0, over: false, undo: false,
    seed: '7', pacing: {}, round: 1,
  });
  assert.equal(fromStored({ version: 1 }), null, 'no save text: not a save');
  assert.equal(fromStored([{ save: 'x' }]), null);
  assert.equal(fromStored('{"save":"x"}'), null);
});

test('another version is kept aside as such, and a save with no text as damaged', () => {
  const storage = memoryStorage();
  const saves = createSaves({ engine, storage });
  storage.setItem('heuchel-meuchel:game', JSON.stringify({ version: 2, save: 'x' }));
  assert.equal(saves.read().problem.reason, 'version');
  storage.setItem('heuchel-meuchel:game', JSON.stringify({ version: 1, seats: [] }));
  assert.equal(saves.read().problem.reason, 'damaged');
  assert.deepEqual(saves.kept().map((k) => k.reason), ['version', 'damaged']);
});
