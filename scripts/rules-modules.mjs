// Makes each engine's rules alone, without its computer players, from the whole engine the build
// wrote (Trunk.toml, [[hooks]] post_build, on its staging folder; or by hand on a built site:
// node scripts/rules-modules.mjs dist):
//
//   heuchel_bg.wasm → heuchel_rules_bg.wasm      heller_bg.wasm → heller_rules_bg.wasm
//
// A diagram or a replay on a wiki page asks no computer player, yet the search is about a quarter
// of each module. The computer players' exports are taken out and binaryen drops what nothing
// reaches any more, then optimizes as the build does (wasm-opt -O3). The same wasm-bindgen
// JavaScript drives both modules: a board that loads the rules alone never calls what was taken
// out (www/platform/engine/loader.js chooses). An export named here that the module lacks stops
// the build, so a renamed computer-player function cannot slip through unnoticed.
//
// npm's binaryen, the same package as the build's wasm-opt (never Debian's, which breaks the module).
import binaryen from 'binaryen';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each engine's exports that only the computer players need (src/wasm.rs, crates/heller/src/wasm.rs). */
export const COMPUTER_EXPORTS = {
  heuchel: ['game_botAction', 'game_hint', 'chooseAction', 'chooseArrangement', 'benchSearch', 'benchRandomGames',
    'defaultIterations', 'expertIterations'],
  heller: ['chooseAction', 'defaultIterations'],
};

/** The rules alone of the whole module `bytes` of `game`: its bytes. */
export function rulesModule(game, bytes) {
  const module = binaryen.readBinary(bytes);
  try {
    const exported = new Set();
    for (let i = 0; i < module.getNumExports(); i++) exported.add(binaryen.getExportInfo(module.getExportByIndex(i)).name);
    for (const name of COMPUTER_EXPORTS[game]) {
      if (!exported.has(name)) throw new Error(`${game}'s module has no export ${name}: update COMPUTER_EXPORTS`);
      module.removeExport(name);
    }
    binaryen.setOptimizeLevel(3);
    binaryen.setShrinkLevel(0);
    module.runPasses(['remove-unused-module-elements']);
    module.optimize();
    if (!module.validate()) throw new Error(`${game}'s rules module does not validate`);
    return module.emitBinary();
  } finally {
    module.dispose();
  }
}

const main = import.meta.url === `file://${process.argv[1]}`;
if (main) {
  const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/rules-modules.mjs <built site> (Trunk sets TRUNK_STAGING_DIR)');
    process.exit(2);
  }
  for (const game of Object.keys(COMPUTER_EXPORTS)) {
    const whole = join(dir, `${game}_bg.wasm`);
    if (!existsSync(whole)) {
      console.error(`rules-modules: ${whole} is missing: build the site first`);
      process.exit(1);
    }
    const rules = rulesModule(game, readFileSync(whole));
    writeFileSync(join(dir, `${game}_rules_bg.wasm`), rules);
    console.error(`rules-modules: ${game}_rules_bg.wasm ${rules.length} bytes (the whole engine ${readFileSync(whole).length})`);
  }
}
