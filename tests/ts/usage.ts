// Type-checked (tsc --noEmit --strict) against the definitions wasm-pack generates in pkg/:
// the shapes a host page relies on must stay typed, not `any`.
import init, { Game, type Legal, type View, type LogEntry, type ScoreSheet, type Action } from '../../pkg/heuchel.js';

export async function example(): Promise<number> {
  await init();
  const game: Game = new Game(4, 'base', 7);
  const legal: Legal = game.legal();
  const first: number | undefined = legal.moves[0]?.dests[0];
  const view: View = game.view(0);
  const topOfFirstPile = view.columns[0]?.[0]?.cards[0];
  const action: Action = { type: 'place', card: legal.places[0] ?? 'B4' };
  game.play(action);
  game.play('e');
  const log: LogEntry[] = game.log(0, 0);
  const sheets: ScoreSheet[] = game.isOver() ? game.scores() : [];
  const total: number = sheets.reduce((sum, s) => sum + s.total, 0);
  return (first ?? 0) + log.length + total + (typeof topOfFirstPile === 'string' ? 1 : 0);
}
