// The site's words in French that both games' pages show alike: a finished game's record kept,
// shared and opened again (ui/record.js, RECORD_KEYS) and the step bar under a diagram or a replay
// (component/steps.js), and what an element on another site's page says of its computer players
// (component/bots-note.js). Each game's table takes them from here (www/heuchel/i18n/fr.js and
// fr-board.js in their places, www/heller/i18n/fr.js and www/heller/component/words.js), so both
// say the same. Placeholders are {name}; {step} and {count} count actions.

export const frSite = {
  'over.replay': "Revoir la partie",
  'over.record': "Garder ou partager cette partie",
  'over.recordText': "L’enregistrement de la partie",
  'over.copyRecord': "Copier l’enregistrement",
  'over.downloadRecord': "Télécharger l’enregistrement",
  'over.copyLink': "Copier le lien de relecture",
  'over.copied': "Copié.",
  'over.copySelected': "Sélectionné : copiez-le avec votre clavier.",
  'record.close': 'Fermer',
  'newGame.open': "Ouvrir un enregistrement de partie",
  'newGame.openExplain': "Collez un enregistrement, ou choisissez un fichier d’enregistrement. Une partie terminée s’ouvre en relecture ; une partie en cours se poursuit ici.",
  'newGame.openText': "L’enregistrement",
  'newGame.openFile': "Fichier d’enregistrement",
  'newGame.openButton': "Ouvrir l’enregistrement",
  'newGame.openEmpty': "Collez d’abord un enregistrement ou choisissez un fichier.",

  'diagram.first': "Première étape",
  'diagram.prev': "Étape précédente",
  'diagram.play': "Dérouler les étapes",
  'diagram.pause': "Pause",
  'diagram.next': "Étape suivante",
  'diagram.last': "Dernière étape",
  'diagram.stepOf': "Étape {step} sur {count}",
  'diagram.start': "La position de départ.",
  'diagram.downloadSvg': "Télécharger en SVG",
  'diagram.downloadPng': "Télécharger en PNG",

  // A game on a page that forbids the computer players' worker (component/bots-note.js).
  'bots.mainThread': "Cette page ne laisse pas l’ordinateur réfléchir en arrière-plan : il réfléchit donc dans la page elle-même, qui peut se figer par moments pendant ce temps.",
  'bots.hideNote': "Masquer cette remarque",

  // The seats' tinctures (platform/render/seats.js), named as heralds name them, with the colour:
  // a seat's chip, a replay's seats (both games' tables take them, ui/seat-style.js tinctureWords).
  'seat.tincture.gules': "Gueules (rouge)",
  'seat.tincture.azure': "Azur (bleu)",
  'seat.tincture.vert': "Sinople (vert)",
  'seat.tincture.or': "Or (jaune)",
  'seat.tincture.purpure': "Pourpre (violet)",
  'seat.tincture.sable': "Sable (noir)",
};
