// Type-checked (tsc --noEmit --strict) against the definitions wasm-pack generates in pkg/:
// the shapes a host page relies on must stay typed, not `any`.
import init, { Game, chooseAction, ownLossOf, benchSearch, type Legal, type View, type LogEntry, type ScoreSheet, type Action, type Level, type BotKind, type EngineError, type ErrorInfo, type WhyNot } from '../../pkg/heuchel.js';

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
  const start: Game = game.at(0);
  const texts: string[] = game.actionTexts();
  const notation: string = start.position() + texts.join('_');
  const sheets: ScoreSheet[] = game.isOver() ? game.scores() : [];
  const total: number = sheets.reduce((sum, s) => sum + s.total, 0);
  return (first ?? 0) + log.length + total + notation.length + (typeof topOfFirstPile === 'string' ? 1 : 0);
}

// Computer players: what a Web Worker does with a view alone, and the same from a game.
export function bots(game: Game): string[] {
  const player = game.toAct();
  if (player === undefined) return [];
  const level: Level = 'hard';
  const fromView: string = chooseAction(game.viewNotation(player), level, 7);
  const cheaper: string = chooseAction(game.viewNotation(player), 'medium', '7', 500);
  // What a move would cost the mover, from his view alone: cards, each known or masked.
  const lost = ownLossOf(game.viewNotation(player), cheaper);
  const named: string[] = lost.flatMap((card) => (typeof card === 'string' ? [card] : []));
  const kind: BotKind = 'greedy';
  const simple: string = game.botAction(player, kind, 1);
  const levelled: string = game.botAction(player, 'easy', 1, 100);
  const hint: string = game.hint(player, 3);
  const parsed: Action = Game.parseAction(hint);
  const iterations: number = benchSearch(game.viewNotation(player), 1000, 1);
  return [fromView, cheaper, simple, levelled, hint, parsed.type, String(iterations), ...named];
}

// A worker's messages, as docs/JS-API.md describes them.
export type BotRequest = { id: number; viewNotation: string; level: Level; seed: number | string; iterations?: number };
export type BotReply = { id: number; action: string; ms: number } | { id: number; error: string; code?: ErrorInfo['code']; args?: ErrorInfo['args'] };

// Every error the engine throws carries a code whose arguments the type knows: a page words it.
export function worded(e: EngineError): string {
  switch (e.code) {
    case 'action.badDestination': return `row ${e.args.from} to row ${e.args.to}`;
    case 'position.cardTwice': return `${e.args.card} twice`;
    case 'action.wrongPhase': return e.args.expected === 'setup' ? 'place first' : `now: ${e.args.expected}`;
    case 'bot.notToAct': return `seat ${e.args.toAct + 1} is to act`;
    case 'notation.position': return e.args.text ?? 'not a position';
    case 'game.seed': return 'bad seed';
    default: return e.message;
  }
}

// Why a move is refused (whyNot): each reason's code types its arguments; the marks name squares.
export function whyNot(game: Game, action: Action): string[] {
  return game.whyNot(action).map((r: WhyNot) => {
    const squares = r.marks.map((m) => `${m.role} ${m.at.column + 1}:${m.at.row}`).join(', ');
    switch (r.code) {
      case 'why.stepEnds': return `step to row ${r.args.row} (${r.rule}; ${squares})`;
      case 'why.aboveCeiling': return `${r.args.card} stops at row ${r.args.ceiling}`;
      case 'why.wrongStep': return `now: ${r.args.expected}`;
      default: return r.code;
    }
  });
}
