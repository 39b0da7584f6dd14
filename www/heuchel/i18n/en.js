// The English table. Every string the page shows lives here, so a translation is one more file
// of the same shape. Placeholders are {name}; keys ending in _one / _other are chosen by {count}.

import { enBoard } from './en-board.js';
import { enSite } from '../../platform/i18n/en.js';

// The whole English table: the board's words (en-board.js, all a diagram needs) and the game's.
export const en = {
  ...enBoard,

  // New-game dialog.
  'newGame.players': 'Players',
  'newGame.variant': 'Variant',
  'newGame.variant.base': 'Base game',
  'newGame.variant.dice': 'Dice variant',
  'newGame.seats': 'Who plays each seat',
  'newGame.seed': 'Seed (optional, for replaying the same deal)',
  'newGame.seedPlaceholder': 'random',
  'newGame.start': 'Play',
  'newGame.badSeed': 'The seed must be a whole number, or left empty.',
  'newGame.continue': 'Continue',
  'newGame.undo': 'Moves may be taken back (everyone at the screen agrees)',
  'newGame.unfinished_one': 'Your unfinished game: {players} players, 1 action played, saved {when}.',
  'newGame.unfinished_other': 'Your unfinished game: {players} players, {count} actions played, saved {when}.',
  'newGame.confirmNew': 'A new game ends your unfinished one. Start a new game all the same?',
  'newGame.confirmStart': 'Yes, start a new game',
  'newGame.linkTitle': 'An unfinished game',
  'newGame.linkExplain': 'This link starts another game, which would end your unfinished one.',
  'newGame.playLink': 'Play the linked game',

  // Saved games that could not be restored (kept aside, never dropped).
  'saves.problem.damaged': 'Your saved game could not be read: the saved text is damaged.',
  'saves.problem.version': 'Your saved game was written by another version of this site and cannot be continued here.',
  'saves.problem.engine': 'Your saved game could not be replayed: {message}',
  'saves.kept': 'It has been kept aside; you can download it, for a bug report or to keep.',
  'saves.download': 'Download the saved game',

  // The prompt: whose turn it is and what is expected, for someone who never read the rules.
  'prompt.setup':
    'Your turn, {seat}: put your six cards on the board. Cards of the same kind share one square. Arrange each pile (the top card is the one everybody will see), then press “Place my cards”.',
  'prompt.move':
    'Your turn, {seat}: drag a stack up to a lit square. Press it to take the whole stack, or press the edge of a lower card to take only the cards above it.',
  'prompt.favours':
    '{seat}, you may take cards from the lit stacks on row {row}, without looking at them first. Click a lit stack to choose how many cards to take, or press “Take no more”.',
  'prompt.extra':
    '{seat}, you took cards, so you may move again (any of your stacks), or press “End turn”.',
  'prompt.roll': 'Your turn, {seat}: roll the die.',
  'prompt.extraRoll':
    '{seat}, you took cards, so you may roll again for another move, or press “End turn”.',
  'prompt.rolled_one':
    '{seat}, you rolled {die}: drag a stack exactly 1 row up, to a lit square. Press it to take the whole stack, or press the edge of a lower card to take only the cards above it.',
  'prompt.rolled_other':
    '{seat}, you rolled {die}: drag a stack exactly {die} rows up, to a lit square. Press it to take the whole stack, or press the edge of a lower card to take only the cards above it.',
  'prompt.rolledLose':
    '{seat}, you rolled {die}. No move fits the roll — choose a card to lose: click one of your lit stacks. Its top card goes to your discards.',
  'prompt.over': 'The game is over.',
  'prompt.bot': '{seat} (computer) is thinking…',
  'prompt.waitHuman': 'Waiting for {seat}.',
  'prompt.handoff': 'Pass the device to {seat}.',
  'prompt.selected_one':
    'You picked up the top card from row {row}. Drop it on a lit square, press + to take more, or press Escape to put it back.',
  'prompt.selected_other':
    'You picked up the top {count} cards from row {row}. Drop them on a lit square, press + or − to take more or fewer, or press Escape to put them back.',
  'prompt.selectedAll_one':
    'You picked up the card on row {row}. Drop it on a lit square, or press Escape to put it back.',
  'prompt.selectedAll_other':
    'You picked up the whole stack of {count} cards from row {row}. Drop it on a lit square; to move only its top cards, first choose how many beside the stack (or press −). Escape puts it back.',
  // The same on a touch screen (ui/prompt.js, a coarse pointer or the last press a touch).
  'prompt.touch.move':
    'Your turn, {seat}: tap one of your stacks, then a lit square to move it there (or drag it). To move only its top cards, choose how many beside the lifted stack.',
  'prompt.touch.favours':
    '{seat}, you may take cards from the lit stacks on row {row}, without looking at them first. Tap a lit stack to choose how many cards to take, or tap “Take no more”.',
  'prompt.touch.rolled_one':
    '{seat}, you rolled {die}: move a stack exactly 1 row up, to a lit square: tap the stack, then the square. To move only its top cards, choose how many beside the lifted stack.',
  'prompt.touch.rolled_other':
    '{seat}, you rolled {die}: move a stack exactly {die} rows up, to a lit square: tap the stack, then the square. To move only its top cards, choose how many beside the lifted stack.',
  'prompt.touch.rolledLose':
    '{seat}, you rolled {die}. No move fits the roll — choose a card to lose: tap one of your lit stacks. Its top card goes to your discards.',
  'prompt.touch.selected_one':
    'You picked up the top card from row {row}. Tap a lit square to move it, choose how many beside the stack, or tap “Put back”.',
  'prompt.touch.selected_other':
    'You picked up the top {count} cards from row {row}. Tap a lit square to move them, choose how many beside the stack, or tap “Put back”.',
  'prompt.touch.selectedAll_one':
    'You picked up the card on row {row}. Tap a lit square to move it, or tap “Put back”.',
  'prompt.touch.selectedAll_other':
    'You picked up the whole stack of {count} cards from row {row}. Tap a lit square to move it; to move only its top cards, first choose how many beside the stack. “Put back” puts it back.',

  // A move that would throw away the mover's own cards asks first (arrogance, rules section 8).
  'confirm.arrogance_one':
    'Careful: the card left behind on row {row} ({cards}) would stand above its goal, so it would go to your discards (arrogance). Move anyway?',
  'confirm.arrogance_other':
    'Careful: the {count} cards left behind on row {row} ({cards}) would have their top card above its goal, so all of them would go to your discards (arrogance). Move anyway?',
  'confirm.arroganceYes': 'Move anyway',
  'confirm.arroganceNo': 'Put them back',

  // Controls.
  'controls.roll': 'Roll',
  'controls.endFavours': 'Take no more',
  'controls.endTurn': 'End turn',
  'controls.moveAgain': 'Move again: drag a stack, or end your turn.',
  'controls.rollAgain': 'Roll again, or end your turn.',
  'controls.fewer': 'One card fewer',
  'controls.more': 'One card more',
  'lift.counts': 'How many cards move',
  'lift.count_one': 'Move the top card only',
  'lift.count_other': 'Move the top {count} cards',
  'controls.cancel': 'Put back',
  'controls.die': 'Die: {die}',
  'controls.thinking': 'Thinking…',
  'controls.hint': 'Hint',
  'controls.undo': 'Take back',
  'controls.undone': 'Taken back.',
  'controls.rules': 'Rules',
  'controls.scores': 'Scores',
  'controls.discards_one': '1 discard',
  'controls.discards_other': '{count} discards',
  'controls.toAct': '(to play)',
  'controls.you': '(on screen)',
  'controls.help':
    'Keyboard: Tab to the board, arrow keys to move around, Enter to pick up or drop, + and − or a number for how many cards, Escape to cancel.',
  'controls.error': 'That did not work: {message}',

  // The hint: what the Hard computer would play in the player's place (never played for him).
  'suggest.move_one': 'Hint: move the top card from row {from} to row {to}.',
  'suggest.move_other': 'Hint: move the top {count} cards from row {from} to row {to}.',
  'suggest.moveTop': 'Lift the stack, then choose {count} beside it.',
  'suggest.take_one': 'Hint: take 1 card from column {column}.',
  'suggest.take_other': 'Hint: take {count} cards from column {column}.',
  'suggest.endFavours': 'Hint: take no more.',
  'suggest.endTurn': 'Hint: end your turn.',
  'suggest.roll': 'Hint: roll the die.',
  'suggest.lose': 'Hint: give up the top card of row {row}.',
  'suggest.place': 'Hint: place {card}.',
  // In setup, the Hint arranges the whole hand: {piles} lists the piles of more than one card.
  'suggest.arrange':
    'Hint: stack {piles}. Your piles below are now in this order: press “Place my cards” to place them, or change them first.',
  'suggest.arrangeNothing':
    'Hint: each of your piles has a single card, so there is no order to choose: press “Place my cards”.',
  'suggest.over': ' over ',
  'suggest.pileSeparator': '; ',

  // The take popover: blind, so no faces are shown.
  'take.question': 'Take how many cards from column {column}?',
  'take.hint': 'You will see them only after taking them.',
  'take.cancel': 'Cancel',

  // Setup panel.
  'setup.title': 'Your cards, {seat}',
  'setup.explain':
    'Each group is one pile on the board, top card first. Drag cards (or use the arrow buttons) to change the order.',
  'setup.group': '{class} pile',
  'setup.up': 'Move {card} up',
  'setup.down': 'Move {card} down',
  'setup.position': '{card}, position {position} of {count}',
  'setup.asDealt': 'As dealt',
  'setup.place': 'Place my cards',
  'setup.moved': '{card} is now at position {position} of {count}.',
  'setup.hinted': 'as hinted',

  // Hand-off screen for hot-seat play.
  'handoff.title': 'Pass the device to {seat}',
  'handoff.explain': 'The other players should look away now: {seat} is about to see their own cards.',
  'handoff.button': 'I am {seat}',

  // Game over.
  'over.part': '{part}: {total}',
  'over.total': 'Total:',
  'over.card': 'Card',
  'over.row': 'Row',
  'over.points': 'Points',
  'over.discardRow': 'discarded',
  'over.none': 'no cards',
  'over.newGame': 'New game',
  'over.close': 'Hide the scores',
  'over.replay': enSite['over.replay'],
  'over.record': enSite['over.record'],
  'over.recordExplain': 'The record holds the deal and every action. Open it again under Table options on the title screen, or share the replay link: it shows the game step by step with every card face up.',
  'record.hidden': "The game goes on, and its record holds every card still hidden and the die's future: whoever opens it, or its replay, sees them all. Keep it to go on later (open it under Table options on the title screen), or share it with someone who is not playing.",
  'record.close': enSite['record.close'],
  'over.recordText': enSite['over.recordText'],
  'over.copyRecord': enSite['over.copyRecord'],
  'over.downloadRecord': enSite['over.downloadRecord'],
  'over.copyLink': enSite['over.copyLink'],
  'over.copied': enSite['over.copied'],
  'over.copySelected': enSite['over.copySelected'],
  'newGame.open': enSite['newGame.open'],
  'newGame.openExplain': enSite['newGame.openExplain'],
  'newGame.openText': enSite['newGame.openText'],
  'newGame.openFile': enSite['newGame.openFile'],
  'newGame.openButton': enSite['newGame.openButton'],
  'newGame.openEmpty': enSite['newGame.openEmpty'],

  // The title screen, the menu during play and the seats' names (the page around the board).
  'title.subtitle': 'Feigned Favours — a game by Rudi Hoffmann, 1990',
  'title.intro':
    'Stacks of medieval cards — princes, bishops, patricians, quacks, minstrels and fire-eaters — climb a board thirteen storeys high. A stack that lands beside lower-ranked cards may take them under its wing, unseen, and every card that reaches its goal scores its value. For three to six players, at one screen or against the computer.',
  'title.rules': 'Rules',
  'title.learn': 'Learn to play',
  'title.games': 'All games',
  'newGame.tableOptions': 'Table options',
  'newGame.name': 'Name for {seat} (optional)',
  'newGame.namePlaceholder': 'Name (optional)',
  'menu.button': 'Menu',
  'menu.newGame': 'New game',
  'menu.confirmNew': 'A new game ends this one. Press again to start it.',
  'menu.rules': 'Rules',
  'menu.speed': 'Animation speed',
  'menu.speed.off': 'Off',
  'menu.speed.slow': 'Slow',
  'menu.speed.normal': 'Normal',
  'menu.speed.fast': 'Fast',
  'menu.reduced': 'Your system asks for less motion, so moves are shown without animation.',
  'menu.language': 'Language',
  'menu.languageFailed': 'That language could not be loaded. Check your connection and try again.',
  // The notice of a new version of the site (pages/offline.js).
  'update.ready': 'A new version is ready',
  'update.reload': 'Reload',
  'update.later': 'Not now',

  // Following the table: the notice to a player whose cards were taken, and a log line whose
  // own words do not name the acting seat.
  'notice.taken_one': '{seat} took 1 of your cards from row {row}.',
  'notice.taken_other': '{seat} took {count} of your cards from row {row}.',
  'logLine.by': '{seat}: {text}',
};
