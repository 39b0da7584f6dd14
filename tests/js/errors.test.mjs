// The engine's refusals reach the page as a code with arguments and are worded in the page's
// language (issue 13, www/heuchel/ui/errors.js): every code the engine can throw (the ErrorInfo type) has
// an `error.<code>` text in every language that uses only the code's arguments; real engine errors
// come out in German, Dutch and French with players and columns counted from 1 and cards named,
// without English; anything without a code keeps its own message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createT } from '../../www/platform/ui/i18n.js';
import { asSentence, errorDetail, wordError } from '../../www/heuchel/ui/errors.js';
import { OptionError, parseArrows, parseControls, parseHighlight, parseMode, parseStep, parseViewer } from '../../www/heuchel/component/options.js';
import { enBoard } from '../../www/heuchel/i18n/en-board.js';
import { deBoard } from '../../www/heuchel/i18n/de-board.js';
import { nlBoard } from '../../www/heuchel/i18n/nl-board.js';
import { frBoard } from '../../www/heuchel/i18n/fr-board.js';

const TABLES = { en: enBoard, de: deBoard, nl: nlBoard, fr: frBoard };
const built = existsSync(new URL('../../pkg/heuchel_bg.wasm', import.meta.url));
const engine = built ? await (await import('../../scripts/diagram.mjs')).loadEngine() : null;
const facts = engine ? engine.boardFacts() : null;
const skip = built ? false : 'pkg/ is not built';

/**
 * The ErrorInfo union as { code: [argument names] }: from the package's types when it is built,
 * else from the Rust source that declares them (src/wasm.rs).
 */
function errorInfo() {
  const dts = new URL('../../pkg/heuchel.d.ts', import.meta.url);
  const source = readFileSync(existsSync(dts) ? dts : new URL('../../src/wasm.rs', import.meta.url), 'utf8');
  const start = source.indexOf('export type ErrorInfo =');
  assert.ok(start >= 0, 'the ErrorInfo type is declared');
  const union = source.slice(start, source.indexOf(';\n', source.indexOf('engine.internal', start)) + 1);
  const out = {};
  for (const line of union.split('\n').filter((l) => l.trim().startsWith('| { code:'))) {
    const [head, args] = line.split('args:');
    const names = args.includes('NoArgs') ? [] : [...args.matchAll(/(\w+)\??:/g)].map((m) => m[1]);
    for (const [, code] of head.matchAll(/"([\w.]+)"/g)) out[code] = names;
  }
  return out;
}

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

// The options the element refuses, each as options.js throws it.
function optionErrors() {
  const board = { columns: 6, rows: 13 };
  const attempts = [
    () => parseMode('chess'), () => parseHighlight('2-5', board), () => parseHighlight('9:5', board),
    () => parseHighlight('2:99', board), () => parseArrows('2:1', board), () => parseViewer('nobody'),
    () => parseStep('two', 3), () => parseControls('jump', 'diagram'),
    () => { throw new OptionError('position', 'no position', 'position'); },
  ];
  return attempts.map((f) => {
    try { f(); } catch (e) { return e; }
    throw new Error(`${f} was not refused`);
  });
}

test('every code the engine throws has its text in every language, with only its arguments', () => {
  const codes = errorInfo();
  assert.ok(Object.keys(codes).length >= 60, `the union was read: ${Object.keys(codes).length} codes`);
  assert.ok(codes['notation.position'] && codes['bot.notToAct'].includes('toAct'));
  // What the page makes of some arguments: the cards of a stack (action.badCount).
  const derived = { 'action.badCount': ['cards'] };
  const jsCodes = { 'bot.stale': [], ...Object.fromEntries(optionErrors().map((e) => [e.code, Object.keys(e.args)])) };
  for (const [code, names] of Object.entries({ ...codes, ...jsCodes })) {
    const allowed = new Set([...names, ...(derived[code] || [])]);
    for (const [lang, table] of Object.entries(TABLES)) {
      const text = table[`error.${code}`];
      assert.equal(typeof text, 'string', `${lang}: error.${code}`);
      for (const p of placeholders(text)) assert.ok(allowed.has(p), `${lang} error.${code}: {${p}} is no argument of the code (${[...allowed]})`);
    }
  }
  // The words the page translates: every step, variant, list and reason the engine names.
  for (const [lang, table] of Object.entries(TABLES)) {
    for (const step of ['setup', 'move', 'favours', 'extra', 'roll', 'extraRoll', 'rolled']) assert.ok(table[`error.expected.${step}`], `${lang} error.expected.${step}`);
    for (const step of ['move', 'favours', 'extra', 'roll', 'extraRoll', 'rolled']) assert.ok(table[`error.step.${step}`], `${lang} error.step.${step}`);
    for (const variant of ['base', 'dice']) assert.ok(table[`error.variant.${variant}`], `${lang} error.variant.${variant}`);
    for (const list of ['columns', 'hands', 'discards']) assert.ok(table[`error.list.${list}_other`], `${lang} error.list.${list}`);
    for (const reason of ['fullView', 'hiddenCards', 'hands', 'unseeable']) assert.ok(table[`error.reason.${reason}`], `${lang} error.reason.${reason}`);
  }
});

// English the other languages must not show (the Dutch "is" and the French "pas" are their own).
const ENGLISH = /\b(the|column|row|seat|player|cannot|stack|card|must|hold|holds|you|while)\b/i;

/** The error `f` throws. */
function thrown(f) {
  try { f(); } catch (e) { return e; }
  throw new Error('nothing was thrown');
}

/** A game from a setup whose unused cards the engine puts away. */
function fromColumns(players, columns, player = 0) {
  const setup = engine.fillUnused({ players, variant: 'base', phase: { phase: 'turn', player, step: { step: 'move' } }, columns });
  return engine.Game.fromSetup(setup);
}

test('real engine errors in German, Dutch and French: seats and columns from 1, cards named, no English', { skip }, () => {
  const pile = (row, ...cards) => ({ row, cards });
  const cases = [
    {
      // The Bishop 3 standing on its own goal row (12), in column 1.
      error: thrown(() => fromColumns(3, [[pile(12, 'B3')], [pile(1, 'F1')], [pile(2, 'M1')]])),
      code: 'position.standingOnGoal',
      want: { de: /Spalte 1, Reihe 12.*Bischof 3/, nl: /kolom 1, rij 12.*Bisschop 3/, fr: /colonne 1, rangée 12.*Évêque 3/, en: /column 1, row 12.*Bishop 3/ },
    },
    {
      // Seat 1 is to act with nothing standing.
      error: thrown(() => fromColumns(3, [[], [pile(1, 'F1')], [pile(2, 'M1')]])),
      code: 'position.inactivePlayer',
      want: { de: /^Platz 1 ist am Zug/, nl: /^Speler 1 is aan de beurt/, fr: /^Joueur 1 doit jouer/, en: /^Seat 1 is to act/ },
    },
    {
      // A take from the Prince's column 4, which is no victim (rules, section 5).
      error: (() => {
        const game = fromColumns(5, [[pile(5, 'B4')], [pile(1, 'F1')], [pile(6, 'A2', 'A5')], [pile(6, 'P1')], [pile(6, 'B3')]]);
        game.play('5-6.1');
        return thrown(() => game.play('t4.1'));
      })(),
      code: 'action.notAVictim',
      want: { de: /Spalte 4/, nl: /kolom 4/, fr: /colonne 4/, en: /column 4/ },
    },
    {
      error: thrown(() => new engine.Game(3, 'base', 1).play('3-5.1')),
      code: 'action.wrongPhase',
      want: { de: /Lege deine ausgeteilten Karten/, nl: /leg je gedeelde kaarten/, fr: /posez vos cartes/, en: /place your dealt cards/ },
    },
    {
      error: thrown(() => engine.Game.fromPosition('3b_2m_1F1_1F1.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001')),
      code: 'position.cardTwice',
      want: { de: /Feuerschlucker 1 kommt zweimal vor/, nl: /Vuurspuwer 1 komt twee keer voor/, fr: /Cracheur de feu 1 figure deux fois/, en: /Fire-Eater 1 appears twice/ },
    },
    {
      error: thrown(() => engine.Game.fromPosition('3b_2m_1F1_1Z1.2M1_1F2_-.-.-_-_0000000000000001')),
      code: 'notation.position',
      want: { de: /keine Stellung.*„1Z1“/, nl: /geen stelling.*‘1Z1’/, fr: /pas une position.*«\u202f1Z1\u202f»/, en: /not a position.*“1Z1”/ },
    },
    {
      // A computer player asked for seat 2 while seat 1 places.
      error: thrown(() => engine.chooseAction(new engine.Game(4, 'base', 3).viewNotation(1), 'easy', 1)),
      code: 'bot.notToAct',
      want: { de: /für Platz 2 spielen, aber Platz 1 ist am Zug/, nl: /voor Speler 2 spelen, maar Speler 1/, fr: /pour Joueur 2, mais c’est à Joueur 1/, en: /for Seat 2, but Seat 1 is to act/ },
    },
    {
      error: thrown(() => new engine.Game(9, 'base', 1)),
      code: 'game.players',
      want: { de: /^9 Spieler/, nl: /9 spelers/, fr: /6 joueurs, pas à 9/, en: /^9 players/ },
    },
  ];
  for (const { error, code, want } of cases) {
    assert.equal(error.code, code, error.message);
    for (const [lang, pattern] of Object.entries(want)) {
      const t = createT(TABLES[lang], facts, lang);
      const text = wordError(t, error);
      assert.match(text, pattern, `${lang} ${code}: ${text}`);
      assert.notEqual(text, error.message);
      assert.ok(!text.includes('{'), `${lang} ${code}: every placeholder filled: ${text}`);
      if (lang !== 'en') assert.doesNotMatch(text, ENGLISH, `${lang} ${code}: no English in ${text}`);
    }
  }
});

test('a translator made before the engine loaded names cards by the facts it is given', { skip }, () => {
  const error = thrown(() => engine.Game.fromPosition('3b_2m_1F1_1F1.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001'));
  const early = createT(deBoard, null, 'de');
  assert.equal(wordError(early, error, { facts }), 'Feuerschlucker 1 kommt zweimal vor');
  assert.equal(wordError(early, error), 'F1 kommt zweimal vor', 'without facts, the card code rather than nothing');
});

test('seats are called by their names when the page has them', { skip }, () => {
  const error = thrown(() => engine.chooseAction(new engine.Game(4, 'base', 3).viewNotation(1), 'easy', 1));
  const t = createT(nlBoard, facts, 'nl');
  assert.equal(wordError(t, error, { names: ['Anna', ''] }), 'de computer moest voor Speler 2 spelen, maar Anna is aan de beurt');
});

test('an option the element refuses is worded in the language too', () => {
  const [mode, square, column, row, arrow, viewer] = optionErrors();
  const de = createT(deBoard, null, 'de');
  assert.equal(viewer.code, 'option.viewer');
  assert.equal(wordError(de, viewer), 'viewer: „nobody“ ist keine gültige Sicht; schreibe all, public oder eine Platznummer von 1 bis 6');
  assert.match(wordError(de, column), /^highlight: Spalte 9 liegt nicht auf dem Spielplan \(1 bis 6\)$/, 'the column as written, not shifted');
  assert.match(wordError(createT(frBoard, null, 'fr'), square), /^highlight\u00a0: «\u202f2-5\u202f» n’est pas une case/);
  assert.match(wordError(createT(nlBoard, null, 'nl'), row), /rij 99 ligt niet op het bord/);
  assert.match(wordError(de, arrow), /ist kein Pfeil/);
  assert.match(wordError(de, mode), /„chess“/);
  assert.match(viewer.message, /is not a viewer/, 'the message stays English, for consoles');
});

test('anything without a code keeps its own message; a sentence stands alone', () => {
  const de = createT(deBoard, null, 'de');
  assert.equal(wordError(de, new TypeError('Failed to fetch')), 'Failed to fetch');
  assert.equal(wordError(de, { code: 'no.suchCode', message: 'something odd' }), 'something odd', 'an unknown code is no reason to show nothing');
  assert.equal(wordError(de, 'a thrown string'), 'a thrown string');
  assert.equal(wordError(createT(enBoard), { code: 'setup.malformed', args: { field: '' } }), 'this is not a position as the game describes one');
  assert.equal(asSentence('the game is over'), 'The game is over.');
  assert.equal(asSentence('Das geht jetzt nicht: Würfle.'), 'Das geht jetzt nicht: Würfle.');
  assert.deepEqual(errorDetail(de, new Error('x')), { message: 'x', code: null, args: {} });
});
