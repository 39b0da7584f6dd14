// The seats' names go into the saved game and come back with it; anything but a list of strings
// is left out rather than shown.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSaves } from '../../www/platform/game/saves.js';

function memoryStorage() {
  const map = new Map();
  return { getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => map.set(k, String(v)), removeItem: (k) => map.delete(k) };
}
// The engine only has to load the save: a stand-in that accepts any text.
const engine = { Game: { load: (save) => ({ save }) } };

test('the seats\' names are kept with the saved game', () => {
  const saves = createSaves({ engine, storage: memoryStorage() });
  saves.write({ save: 'heuchel-save-1 deal 3b 1 -', seats: ['human', 'human', 'easy'], names: ['Adelheid', 'Kunz', ''] });
  assert.deepEqual(saves.read().entry.names, ['Adelheid', 'Kunz', '']);
});

test('names that are not text are dropped, and a save from before names has none', () => {
  const storage = memoryStorage();
  const saves = createSaves({ engine, storage });
  storage.setItem('heuchel-meuchel:game', JSON.stringify({ version: 1, save: 'x', names: ['Adelheid', { html: '<b>' }, 7] }));
  assert.deepEqual(saves.read().entry.names, ['Adelheid', '', '']);
  storage.setItem('heuchel-meuchel:game', JSON.stringify({ version: 1, save: 'x', names: '<b>Adelheid</b>' }));
  assert.deepEqual(saves.read().entry.names, []);
  storage.setItem('heuchel-meuchel:game', JSON.stringify({ version: 1, save: 'x' }));
  assert.deepEqual(saves.read().entry.names, []);
});
