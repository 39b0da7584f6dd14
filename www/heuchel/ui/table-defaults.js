// The table the title screen offers first, and who may play a seat there: apart from the title
// screen (ui/new-game.js), which the game page loads only when it is shown.

// Who may play a seat: a person, or the computer at one of its levels (src/bot). Links may
// still name the older "random" and "greedy" players (ui/link.js); the dialog offers the levels.
export const KINDS = ['human', 'easy', 'medium', 'hard', 'expert'];
export const DEFAULT_SETUP = { players: 4, variant: 'base', seats: ['human', 'medium', 'medium', 'medium', 'medium', 'medium'], names: [], seed: '' };
