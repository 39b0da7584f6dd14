// Makes each engine's three modules from the whole engine the build wrote (Trunk.toml, [[hooks]]
// post_build, on its staging folder; or by hand on a built site: node scripts/engine-modules.mjs dist):
//
//   heuchel_bg.wasm (whole) → heuchel_maker_bg.wasm   everything: what the diagram maker loads
//                           → heuchel_bg.wasm         a game: rules and computer players
//                           → heuchel_rules_bg.wasm   a board: the rules alone
//   (heller_bg.wasm the same way)
//
// Each page loads what it uses (www/platform/engine/loader.js chooses). The maker's position
// editing (a setup object read, written, completed and judged: MAKER_EXPORTS) is a tenth of each
// module, and only the maker asks for it; a diagram or a replay asks no computer player either,
// and the search is a quarter of a module. The exports a module does without are taken out,
// binaryen drops what nothing reaches any more, then optimizes as the build does (wasm-opt -O3).
// The same wasm-bindgen JavaScript drives all three: a page never calls what its module lacks.
// An export named here that the whole module lacks stops the build, so a renamed function cannot
// slip through unnoticed. A second run over the same folder starts again from the maker's module.
//
// npm's binaryen, the same package as the build's wasm-opt (never Debian's, which breaks the module).
import binaryen from 'binaryen';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each engine's exports that only a game being played needs, not a diagram or a replay (src/wasm.rs,
 * crates/heller/src/wasm.rs): the computer players, and what a move would cost from a view
 * (`ownLossOf`, which an online table asks; it samples a world as the computer players do).
 */
export const COMPUTER_EXPORTS = {
  heuchel: ['game_botAction', 'game_hint', 'chooseAction', 'chooseArrangement', 'benchSearch', 'benchRandomGames',
    'defaultIterations', 'expertIterations', 'ownLossOf'],
  heller: ['chooseAction', 'defaultIterations'],
};

/**
 * Each engine's exports that only the diagram maker needs: a position as a setup object, read
 * (`Game.fromSetup`, `positionOfSetup`, `checkSetup`), written (`Game.prototype.setup`) and
 * completed (`fillUnused`).
 */
export const MAKER_EXPORTS = {
  heuchel: ['game_fromSetup', 'game_setup', 'positionOfSetup', 'checkSetup', 'fillUnused'],
  heller: ['game_fromSetup', 'game_setup', 'positionOfSetup', 'checkSetup', 'fillUnused'],
};

/** The names a module's bytes export. */
function exportNames(module) {
  const names = new Set();
  for (let i = 0; i < module.getNumExports(); i++) names.add(binaryen.getExportInfo(module.getExportByIndex(i)).name);
  return names;
}

/** Whether `bytes` is a whole engine of `game`: it has every export the smaller modules leave out. */
export function isWhole(game, bytes) {
  const module = binaryen.readBinary(bytes);
  try {
    const names = exportNames(module);
    return [...COMPUTER_EXPORTS[game], ...MAKER_EXPORTS[game]].every((n) => names.has(n));
  } finally {
    module.dispose();
  }
}

/** The whole module `bytes` of `game` without the exports `left out`: its bytes. */
function without(game, bytes, leftOut, label) {
  const module = binaryen.readBinary(bytes);
  try {
    const exported = exportNames(module);
    for (const name of leftOut) {
      if (!exported.has(name)) throw new Error(`${game}'s module has no export ${name}: update the lists in scripts/engine-modules.mjs`);
      module.removeExport(name);
    }
    binaryen.setOptimizeLevel(3);
    binaryen.setShrinkLevel(0);
    module.runPasses(['remove-unused-module-elements']);
    module.optimize();
    if (!module.validate()) throw new Error(`${game}'s ${label} module does not validate`);
    return module.emitBinary();
  } finally {
    module.dispose();
  }
}

/** What a game of `game` loads, from the whole module `bytes`: without the maker's exports. */
export function gameModule(game, bytes) {
  return without(game, bytes, MAKER_EXPORTS[game], 'game');
}

/** What a board of `game` loads, from the whole module `bytes`: without the maker's and the computer players' exports. */
export function rulesModule(game, bytes) {
  return without(game, bytes, [...MAKER_EXPORTS[game], ...COMPUTER_EXPORTS[game]], 'rules');
}

const main = import.meta.url === `file://${process.argv[1]}`;
if (main) {
  const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/engine-modules.mjs <built site> (Trunk sets TRUNK_STAGING_DIR)');
    process.exit(2);
  }
  for (const game of Object.keys(COMPUTER_EXPORTS)) {
    const built = join(dir, `${game}_bg.wasm`);
    const maker = join(dir, `${game}_maker_bg.wasm`);
    if (!existsSync(built)) {
      console.error(`engine-modules: ${built} is missing: build the site first`);
      process.exit(1);
    }
    // The build's module is the whole engine; on a folder done before, the maker's module is.
    let whole = readFileSync(built);
    if (isWhole(game, whole)) writeFileSync(maker, whole);
    else if (existsSync(maker)) whole = readFileSync(maker);
    else {
      console.error(`engine-modules: ${built} is not a whole engine and ${maker} is missing: build the site again`);
      process.exit(1);
    }
    const played = gameModule(game, whole);
    const rules = rulesModule(game, whole);
    writeFileSync(built, played);
    writeFileSync(join(dir, `${game}_rules_bg.wasm`), rules);
    console.error(`engine-modules: ${game}: maker ${whole.length} bytes, game ${played.length}, rules ${rules.length}`);
  }
}
