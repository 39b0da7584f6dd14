// Die deutsche Tabelle. Jeder Text, den die Seite zeigt, steht hier; eine Übersetzung ist also eine weitere
// Datei derselben Form. Platzhalter sind {name}; Schlüssel auf _one / _other werden nach {count} gewählt.

import { deBoard } from './de-board.js';
import { deSite } from '../../platform/i18n/de.js';

// Die ganze deutsche Tabelle: die Wörter des Bretts (de-board.js, alles, was ein Diagramm braucht) und die des Spiels.
export const de = {
  ...deBoard,

  // Dialog „Neues Spiel“.
  'newGame.players': 'Spieler',
  'newGame.variant': 'Variante',
  'newGame.variant.base': 'Grundspiel',
  'newGame.variant.dice': 'Würfelvariante',
  'newGame.seats': 'Wer spielt auf welchem Platz',
  'newGame.seed': 'Startwert (optional, um dieselbe Kartenverteilung noch einmal zu spielen)',
  'newGame.seedPlaceholder': 'zufällig',
  'newGame.start': 'Spielen',
  'newGame.badSeed': 'Der Startwert muss eine ganze Zahl sein oder leer bleiben.',
  'newGame.continue': 'Weiterspielen',
  'newGame.undo': 'Züge dürfen zurückgenommen werden (alle am Bildschirm sind einverstanden)',
  'newGame.unfinished_one': 'Deine offene Partie: {players} Spieler, 1 Aktion gespielt, gespeichert am {when}.',
  'newGame.unfinished_other': 'Deine offene Partie: {players} Spieler, {count} Aktionen gespielt, gespeichert am {when}.',
  'newGame.confirmNew': 'Ein neues Spiel beendet deine offene Partie. Trotzdem neu beginnen?',
  'newGame.confirmStart': 'Ja, neues Spiel beginnen',
  'newGame.linkTitle': 'Eine offene Partie',
  'newGame.linkExplain': 'Dieser Link startet eine andere Partie; deine offene Partie wäre damit beendet.',
  'newGame.playLink': 'Verlinkte Partie spielen',

  // Gespeicherte Partien, die sich nicht wiederherstellen ließen (beiseitegelegt, nie verworfen).
  'saves.problem.damaged': 'Deine gespeicherte Partie ließ sich nicht lesen: Der gespeicherte Text ist beschädigt.',
  'saves.problem.version': 'Deine gespeicherte Partie stammt aus einer anderen Version dieser Seite und kann hier nicht fortgesetzt werden.',
  'saves.problem.engine': 'Deine gespeicherte Partie ließ sich nicht nachspielen: {message}',
  'saves.kept': 'Sie wurde beiseitegelegt; du kannst sie herunterladen, für einen Fehlerbericht oder zum Aufheben.',
  'saves.download': 'Gespeicherte Partie herunterladen',

  // Die Ansage: wer am Zug ist und was zu tun ist, auch für alle, die die Regeln nie gelesen haben.
  'prompt.setup':
    '{seat}, du bist am Zug: Lege deine sechs Karten auf den Spielplan. Karten desselben Standes teilen sich ein Feld. Ordne jeden Stapel (die oberste Karte sehen alle) und drücke dann „Karten legen“.',
  'prompt.move':
    '{seat}, du bist am Zug: Ziehe einen Stapel nach oben auf ein leuchtendes Feld. Drückst du auf den Stapel, nimmst du ihn ganz; drückst du auf den Rand einer tieferen Karte, nur die Karten darüber.',
  'prompt.favours':
    '{seat}, du darfst von den leuchtenden Stapeln in Reihe {row} Karten nehmen, ohne sie vorher anzusehen. Klicke einen leuchtenden Stapel an, um zu wählen, wie viele, oder drücke „Keine mehr nehmen“.',
  'prompt.extra':
    '{seat}, du hast Karten genommen und darfst noch einmal ziehen (mit einem beliebigen deiner Stapel) – oder drücke „Zug beenden“.',
  'prompt.roll': '{seat}, du bist am Zug: Würfle.',
  'prompt.extraRoll':
    '{seat}, du hast Karten genommen und darfst für einen weiteren Zug noch einmal würfeln – oder drücke „Zug beenden“.',
  'prompt.rolled_other':
    '{seat}, du hast eine {die} gewürfelt: Ziehe einen Stapel um genau so viele Reihen nach oben, auf ein leuchtendes Feld. Drückst du auf den Stapel, nimmst du ihn ganz; drückst du auf den Rand einer tieferen Karte, nur die Karten darüber.',
  'prompt.rolledLose':
    '{seat}, du hast eine {die} gewürfelt. Kein Zug passt zum Wurf – wähle eine Karte, die du abgibst: Klicke einen deiner leuchtenden Stapel an. Seine oberste Karte kommt in deine Ablage.',
  'prompt.over': 'Das Spiel ist zu Ende.',
  'prompt.bot': '{seat} (Computer) überlegt …',
  'prompt.waitHuman': 'Warten auf {seat}.',
  'prompt.handoff': 'Gib das Gerät an {seat} weiter.',
  'prompt.selected_one':
    'Du hast die oberste Karte aus Reihe {row} aufgenommen. Lege sie auf ein leuchtendes Feld, drücke +, um mehr zu nehmen, oder Escape, um sie zurückzulegen.',
  'prompt.selected_other':
    'Du hast die obersten {count} Karten aus Reihe {row} aufgenommen. Lege sie auf ein leuchtendes Feld, drücke + oder −, um mehr oder weniger zu nehmen, oder Escape, um sie zurückzulegen.',
  'prompt.selectedAll_one':
    'Du hast die Karte aus Reihe {row} aufgenommen. Lege sie auf ein leuchtendes Feld oder drücke Escape, um sie zurückzulegen.',
  'prompt.selectedAll_other':
    'Du hast den ganzen Stapel mit {count} Karten aus Reihe {row} aufgenommen. Lege ihn auf ein leuchtendes Feld; um nur die oberen Karten zu ziehen, wähle vorher neben dem Stapel, wie viele (oder drücke −). Escape legt ihn zurück.',
  // The same on a touch screen (ui/prompt.js, a coarse pointer or the last press a touch).
  'prompt.touch.move':
    '{seat}, du bist am Zug: Tippe einen deiner Stapel an, dann ein leuchtendes Feld, um ihn dorthin zu ziehen (oder schiebe ihn hin). Um nur die oberen Karten zu ziehen, wähle neben dem aufgenommenen Stapel, wie viele.',
  'prompt.touch.favours':
    '{seat}, du darfst von den leuchtenden Stapeln in Reihe {row} Karten nehmen, ohne sie vorher anzusehen. Tippe einen leuchtenden Stapel an, um zu wählen, wie viele, oder tippe auf „Keine mehr nehmen“.',
  'prompt.touch.rolled_other':
    '{seat}, du hast eine {die} gewürfelt: Ziehe einen Stapel um genau so viele Reihen nach oben, auf ein leuchtendes Feld: Tippe den Stapel an, dann das Feld. Um nur die oberen Karten zu ziehen, wähle neben dem aufgenommenen Stapel, wie viele.',
  'prompt.touch.rolledLose':
    '{seat}, du hast eine {die} gewürfelt. Kein Zug passt zum Wurf – wähle eine Karte, die du abgibst: Tippe einen deiner leuchtenden Stapel an. Seine oberste Karte kommt in deine Ablage.',
  'prompt.touch.selected_one':
    'Du hast die oberste Karte aus Reihe {row} aufgenommen. Tippe ein leuchtendes Feld an, um sie zu ziehen, wähle neben dem Stapel, wie viele, oder tippe auf „Zurücklegen“.',
  'prompt.touch.selected_other':
    'Du hast die obersten {count} Karten aus Reihe {row} aufgenommen. Tippe ein leuchtendes Feld an, um sie zu ziehen, wähle neben dem Stapel, wie viele, oder tippe auf „Zurücklegen“.',
  'prompt.touch.selectedAll_one':
    'Du hast die Karte aus Reihe {row} aufgenommen. Tippe ein leuchtendes Feld an, um sie zu ziehen, oder tippe auf „Zurücklegen“.',
  'prompt.touch.selectedAll_other':
    'Du hast den ganzen Stapel mit {count} Karten aus Reihe {row} aufgenommen. Tippe ein leuchtendes Feld an, um ihn zu ziehen; um nur die oberen Karten zu ziehen, wähle vorher neben dem Stapel, wie viele. „Zurücklegen“ legt ihn zurück.',

  // Ein Zug, der die eigenen Karten des Ziehenden wegwerfen würde, fragt erst nach (Hochmut, Regeln Abschnitt 8).
  'confirm.arrogance_one':
    'Vorsicht: Die in Reihe {row} zurückbleibende Karte ({cards}) stünde über ihrem Ziel und käme deshalb in deine Ablage (Hochmut). Trotzdem ziehen?',
  'confirm.arrogance_other':
    'Vorsicht: Von den {count} in Reihe {row} zurückbleibenden Karten ({cards}) stünde die oberste über ihrem Ziel, deshalb kämen alle in deine Ablage (Hochmut). Trotzdem ziehen?',
  'confirm.arroganceYes': 'Trotzdem ziehen',
  'confirm.arroganceNo': 'Zurücklegen',

  // Bedienelemente.
  'controls.roll': 'Würfeln',
  'controls.endFavours': 'Keine mehr nehmen',
  'controls.endTurn': 'Zug beenden',
  'controls.moveAgain': 'Noch ein Zug: Ziehe einen Stapel oder beende deinen Zug.',
  'controls.rollAgain': 'Würfle noch einmal oder beende deinen Zug.',
  'controls.fewer': 'Eine Karte weniger',
  'controls.more': 'Eine Karte mehr',
  'lift.counts': 'Wie viele Karten ziehen',
  'lift.count_one': 'Nur die oberste Karte ziehen',
  'lift.count_other': 'Die obersten {count} Karten ziehen',
  'controls.cancel': 'Zurücklegen',
  'controls.die': 'Würfel: {die}',
  'controls.thinking': 'Überlegt …',
  'controls.hint': 'Tipp',
  'controls.undo': 'Zurücknehmen',
  'controls.undone': 'Zurückgenommen.',
  'controls.rules': 'Regeln',
  'controls.scores': 'Wertung',
  'controls.discards_one': '1 in der Ablage',
  'controls.discards_other': '{count} in der Ablage',
  'controls.toAct': '(am Zug)',
  'controls.you': '(am Bildschirm)',
  'controls.help':
    'Tastatur: Mit Tab zum Spielplan, mit den Pfeiltasten bewegen, mit Enter aufnehmen oder ablegen, mit + und − oder einer Zahl die Anzahl der Karten wählen, mit Escape abbrechen.',
  'controls.error': 'Das hat nicht geklappt: {message}',

  // Der Tipp: was der Computer auf „schwer“ an Stelle des Spielers spielen würde (nie für ihn gespielt).
  'suggest.move_one': 'Tipp: Ziehe die oberste Karte von Reihe {from} auf Reihe {to}.',
  'suggest.move_other': 'Tipp: Ziehe die obersten {count} Karten von Reihe {from} auf Reihe {to}.',
  'suggest.moveTop': 'Nimm den Stapel auf und wähle daneben {count}.',
  'suggest.take_one': 'Tipp: Nimm eine Karte aus Spalte {column}.',
  'suggest.take_other': 'Tipp: Nimm {count} Karten aus Spalte {column}.',
  'suggest.endFavours': 'Tipp: Nimm keine weiteren Karten.',
  'suggest.endTurn': 'Tipp: Beende deinen Zug.',
  'suggest.roll': 'Tipp: Würfle.',
  'suggest.lose': 'Tipp: Gib die oberste Karte aus Reihe {row} ab.',
  'suggest.place': 'Tipp: Lege {card}.',
  // Beim Aufbau ordnet der Tipp die ganze Hand: {piles} zählt die Stapel mit mehr als einer Karte auf.
  'suggest.arrange':
    'Tipp: Staple {piles}. Deine Stapel unten sind jetzt so geordnet: Drücke „Karten legen“, um sie zu legen, oder ändere sie vorher.',
  'suggest.arrangeNothing':
    'Tipp: Jeder deiner Stapel hat nur eine Karte, es gibt also keine Reihenfolge zu wählen: Drücke „Karten legen“.',
  'suggest.over': ' über ',
  'suggest.pileSeparator': '; ',

  // Das Fenster zum Nehmen: blind, darum werden keine Karten gezeigt.
  'take.question': 'Wie viele Karten aus Spalte {column} nehmen?',
  'take.hint': 'Du siehst sie erst, nachdem du sie genommen hast.',
  'take.cancel': 'Abbrechen',

  // Aufbau.
  'setup.title': 'Deine Karten, {seat}',
  'setup.explain':
    'Jede Gruppe ist ein Stapel auf dem Spielplan, die oberste Karte zuerst. Ziehe die Karten (oder nutze die Pfeilknöpfe), um die Reihenfolge zu ändern.',
  'setup.group': 'Stapel: {class}',
  'setup.up': '{card} nach oben',
  'setup.down': '{card} nach unten',
  'setup.position': '{card}, Stelle {position} von {count}',
  'setup.asDealt': 'Wie ausgeteilt',
  'setup.place': 'Karten legen',
  'setup.moved': '{card} liegt jetzt an Stelle {position} von {count}.',
  'setup.hinted': 'laut Tipp',

  // Übergabe beim Spiel an einem Gerät.
  'handoff.title': 'Gib das Gerät an {seat} weiter',
  'handoff.explain': 'Alle anderen schauen jetzt bitte weg: {seat} bekommt gleich die eigenen Karten zu sehen.',
  'handoff.button': 'Ich bin {seat}',

  // Spielende.
  'over.part': '{part}: {total}',
  'over.total': 'Summe:',
  'over.card': 'Karte',
  'over.row': 'Reihe',
  'over.points': 'Punkte',
  'over.discardRow': 'Ablage',
  'over.none': 'keine Karten',
  'over.newGame': 'Neues Spiel',
  'over.close': 'Wertung ausblenden',
  'over.replay': deSite['over.replay'],
  'over.record': deSite['over.record'],
  'over.recordExplain': 'Das Protokoll enthält die Kartenverteilung und jede Aktion. Öffne es wieder über „Tisch-Optionen“ auf der Startseite, oder teile den Link zur Wiederholung: Er zeigt die Partie Schritt für Schritt mit allen Karten offen.',
  'record.hidden': "Die Partie läuft noch, und ihr Protokoll enthält jede noch verdeckte Karte und die künftigen Würfe: Wer es oder seine Wiederholung öffnet, sieht alles. Bewahre es auf, um später weiterzuspielen (zu öffnen über „Tisch-Optionen“ auf der Startseite), oder gib es jemandem, der nicht mitspielt.",
  'record.close': deSite['record.close'],
  'over.recordText': deSite['over.recordText'],
  'over.copyRecord': deSite['over.copyRecord'],
  'over.downloadRecord': deSite['over.downloadRecord'],
  'over.copyLink': deSite['over.copyLink'],
  'over.copied': deSite['over.copied'],
  'over.copySelected': deSite['over.copySelected'],
  'newGame.open': deSite['newGame.open'],
  'newGame.openExplain': deSite['newGame.openExplain'],
  'newGame.openText': deSite['newGame.openText'],
  'newGame.openFile': deSite['newGame.openFile'],
  'newGame.openButton': deSite['newGame.openButton'],
  'newGame.openEmpty': deSite['newGame.openEmpty'],

  // Die Startseite, das Menü während des Spiels und die Namen der Plätze (die Seite um das Brett).
  'title.subtitle': 'Ein Spiel von Rudi Hoffmann, 1990',
  'title.intro':
    'Stapel mittelalterlicher Karten – Fürsten, Bischöfe, Patrizierinnen, Quacksalber, Spielleute und Feuerschlucker – erklimmen einen dreizehn Stockwerke hohen Spielplan. Ein Stapel, der neben Karten niedrigeren Standes landet, darf sie unbesehen unter seine Fittiche nehmen, und jede Karte, die ihr Ziel erreicht, bringt ihren Wert in Punkten. Für drei bis sechs Spieler, an einem Bildschirm oder gegen den Computer.',
  'title.rules': 'Regeln',
  'title.learn': 'Spielen lernen',
  'title.games': 'Alle Spiele',
  'newGame.tableOptions': 'Tisch-Optionen',
  'newGame.name': 'Name für {seat} (optional)',
  'newGame.namePlaceholder': 'Name (optional)',
  'menu.button': 'Menü',
  'menu.newGame': 'Neues Spiel',
  'menu.confirmNew': 'Ein neues Spiel beendet dieses. Zum Starten noch einmal drücken.',
  'menu.rules': 'Regeln',
  'menu.speed': 'Animationstempo',
  'menu.speed.off': 'Aus',
  'menu.speed.slow': 'Langsam',
  'menu.speed.normal': 'Normal',
  'menu.speed.fast': 'Schnell',
  'menu.reduced': 'Dein System wünscht weniger Bewegung, daher werden Züge ohne Animation gezeigt.',
  'menu.language': 'Sprache',
  'menu.languageFailed': 'Diese Sprache ließ sich nicht laden. Prüfe deine Verbindung und versuche es noch einmal.',
  // Der Hinweis auf eine neue Version der Seite (pages/offline.js).
  'update.ready': 'Eine neue Version ist da',
  'update.reload': 'Neu laden',
  'update.later': 'Nicht jetzt',

  // Am Tisch mitverfolgen: der Hinweis an einen Spieler, dem Karten genommen wurden, und eine
  // Protokollzeile, deren eigener Text den handelnden Platz nicht nennt.
  'notice.taken_one': '{seat} hat dir eine Karte aus Reihe {row} genommen.',
  'notice.taken_other': '{seat} hat dir {count} Karten aus Reihe {row} genommen.',
  'logLine.by': '{seat}: {text}',
};
