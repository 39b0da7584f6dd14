// The English table. Every string the page shows lives here, so a translation is one more file
// of the same shape. Placeholders are {name}; keys ending in _one / _other are chosen by {count}.

export const en = {
  'app.title': 'Heuchel & Meuchel',
  'app.loading': 'Loading the game engine…',
  'app.loadFailed': 'The game engine could not be loaded: {message}',
  'app.badLink': 'This link does not describe a game: {message}',

  // Card classes (the engine's class names) and a card by its notation letter.
  'class.Prince': 'Prince',
  'class.Bishop': 'Bishop',
  'class.Patrician': 'Patrician',
  'class.Quack': 'Quack',
  'class.Minstrel': 'Minstrel',
  'class.FireEater': 'Fire-Eater',
  'card.known': '{class} {value}',
  'card.hidden': '{class} (value hidden)',

  // Words the renderer paints on the canvas.
  'render.you': 'you',
  'render.discards': 'Discards',
  'render.stack_one': '1 card, top first',
  'render.stack_other': '{count} cards, top first',

  'seat.name': 'Seat {seat}',
  'seat.kind.human': 'Human',
  'seat.kind.easy': 'Computer: Easy',
  'seat.kind.medium': 'Computer: Medium',
  'seat.kind.hard': 'Computer: Hard',
  'seat.kind.random': 'Computer (random)',
  'seat.kind.greedy': 'Computer (greedy)',

  // New-game dialog.
  'newGame.title': 'New game',
  'newGame.players': 'Players',
  'newGame.variant': 'Variant',
  'newGame.variant.base': 'Base game',
  'newGame.variant.dice': 'Dice variant',
  'newGame.seats': 'Who plays each seat',
  'newGame.seed': 'Seed (optional, for replaying the same deal)',
  'newGame.seedPlaceholder': 'random',
  'newGame.start': 'Start',
  'newGame.badSeed': 'The seed must be a whole number, or left empty.',

  // The prompt: whose turn it is and what is expected, for someone who never read the rules.
  'prompt.setup':
    'Your turn, {seat}: put your six cards on the board. Cards of the same kind share one square. Arrange each pile (the top card is the one everybody will see), then press “Place my cards”.',
  'prompt.move':
    'Your turn, {seat}: drag one of your stacks upwards (or grab a lower card to move only the top part). The lit squares show where it can go.',
  'prompt.favours':
    '{seat}, you may take cards from the lit stacks on row {row}, without looking at them first. Click a lit stack to choose how many cards to take, or press “Take no more”.',
  'prompt.extra':
    '{seat}, you took cards, so you may move again (any of your stacks), or press “End turn”.',
  'prompt.roll': 'Your turn, {seat}: roll the die.',
  'prompt.extraRoll':
    '{seat}, you took cards, so you may roll again for another move, or press “End turn”.',
  'prompt.rolled':
    '{seat}, you rolled {die}: drag one of your stacks (or its top part) exactly {die} rows up. The lit squares show where it can go.',
  'prompt.rolledLose':
    '{seat}, you rolled {die}. No move fits the roll — choose a card to lose: click one of your lit stacks. Its top card goes to your discards.',
  'prompt.over': 'The game is over.',
  'prompt.bot': '{seat} (computer) is thinking…',
  'prompt.waitHuman': 'Waiting for {seat}.',
  'prompt.handoff': 'Pass the device to {seat}.',
  'prompt.selected_one':
    'You picked up the top card from row {row}. Drop it on a lit square, or press Escape to put it back.',
  'prompt.selected_other':
    'You picked up the top {count} cards from row {row}. Drop them on a lit square, or press Escape to put them back.',

  // Controls.
  'controls.roll': 'Roll',
  'controls.endFavours': 'Take no more',
  'controls.endTurn': 'End turn',
  'controls.moveAgain': 'Move again: drag a stack, or end your turn.',
  'controls.rollAgain': 'Roll again, or end your turn.',
  'controls.fewer': 'One card fewer',
  'controls.more': 'One card more',
  'controls.cancel': 'Put back',
  'controls.die': 'Die: {die}',
  'controls.thinking': 'Thinking…',
  'controls.hint': 'Hint',
  'controls.rules': 'Rules',
  'controls.log': 'What happened',
  'controls.scores': 'Scores',
  'controls.seats': 'Players',
  'controls.toAct': '(to play)',
  'controls.you': '(on screen)',
  'controls.help':
    'Keyboard: Tab to the board, arrow keys to move around, Enter to pick up or drop, + and − or a number for how many cards, Escape to cancel.',
  'controls.error': 'That did not work: {message}',

  // The hint: what the Hard computer would play in the player's place (never played for him).
  'suggest.move_one': 'Hint: move the top card from row {from} to row {to}.',
  'suggest.move_other': 'Hint: move the top {count} cards from row {from} to row {to}.',
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

  // The accessible grid mirroring the board.
  'grid.label': 'Board: {columns} columns, {rows} rows. Row 1 is at the bottom.',
  'grid.cell': 'column {column}, row {row}: {content}',
  'grid.empty': 'empty',
  'grid.unused': 'not in play',
  'grid.stack_one': '{top}',
  'grid.stack_other': '{top}, stack of {count}',
  'grid.pile_one': 'face-down pile of 1 card',
  'grid.pile_other': 'face-down pile of {count} cards',
  'grid.yours': 'your column',
  'grid.canMove': 'can move',
  'grid.dest': 'can go here',
  'grid.victim': 'can take',
  'grid.lose': 'can lose this top card',
  'grid.selected': 'picked up',
  'grid.hintFrom': 'hint: move from here',
  'grid.hintTo': 'hint: move here',
  'grid.hintTake': 'hint: take from here',
  'grid.hintLose': 'hint: give up this top card',
  'grid.contents': 'cards from the top: {cards}',

  // Live-region announcements and the log, from the engine's log events.
  'log.placed': '{seat} placed a card: {card}.',
  'log.revealed': 'All cards are placed; the top cards are revealed. Seat 1 begins.',
  'log.moved_one': '{seat} moved {card} from row {from} to row {to}.',
  'log.moved_other': '{seat} moved {card} {beneath} from row {from} to row {to}.',
  'log.beneath_one': 'with 1 card beneath',
  'log.beneath_other': 'with {count} cards beneath',
  'log.flipped': 'The stack topped by {card} in column {column} reached its goal on row {row} and was turned face down.',
  'log.took_one': '{seat} took 1 card from column {column}{cards}.',
  'log.took_other': '{seat} took {count} cards from column {column}{cards}.',
  'log.tookCards': ' ({cards})',
  'log.arrogance': 'Too high above their goal: {cards} from column {column}, row {row}, went to the discards.',
  'log.rolled': '{seat} rolled {die}.',
  'log.lost': '{seat} lost {cards} from row {row} to the discards.',
  'log.turnEnded': '{seat} ended the turn.',
  'log.gameOver': 'The game is over.',
  'log.listSeparator': ', ',
  'log.picked_one': 'Picked up the top card from row {row}.',
  'log.picked_other': 'Picked up the top {count} cards from row {row}.',
  'log.putBack': 'Put back.',

  // Game over.
  'over.title': 'Game over',
  'over.winner': '{seat} wins with {total} points.',
  'over.winners': '{seats} share the win with {total} points.',
  'over.and': ' and ',
  'over.total': 'Total',
  'over.plus': 'At or past goal',
  'over.short': 'Short of goal',
  'over.discarded': 'Discards',
  'over.card': 'Card',
  'over.row': 'Row',
  'over.points': 'Points',
  'over.discardRow': 'discarded',
  'over.none': 'no cards',
  'over.newGame': 'New game',
  'over.close': 'Show the board',

  // Diagrams and replays (<heuchel-meuchel mode="diagram">, embed.html).
  'diagram.first': 'First step',
  'diagram.prev': 'Previous step',
  'diagram.play': 'Play the steps',
  'diagram.pause': 'Pause',
  'diagram.next': 'Next step',
  'diagram.last': 'Last step',
  'diagram.stepOf': 'Step {step} of {count}',
  'diagram.start': 'The starting position.',
  'diagram.downloadSvg': 'Download SVG',
  'diagram.downloadPng': 'Download PNG',
  'diagram.open': 'Open in the full game',
  'diagram.error': 'This diagram cannot be shown as written: {message}',
};
