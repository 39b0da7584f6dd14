// A question that needs a yes before something is lost: a modal <dialog> (focus stays in it,
// Escape is "no"), the safe answer focused first. Resolves true for yes, false for no.

import { el } from './dom.js';

// host: the element to put it in (inside the game's root, so a shadow root's styles reach it).
// text: the question in words; yes, no: the two buttons' words; id: a unique id prefix.
export function askConfirm(host, { text, yes, no, id, action = 'confirm' }) {
  return new Promise((resolve) => {
    const textId = `${id}-confirm-text`;
    let answered = false;
    const answer = (value) => {
      if (answered) return;
      answered = true;
      if (dialog.open) dialog.close();
      dialog.remove();
      resolve(value);
    };
    const noButton = el('button', { type: 'button', class: 'hm-button', dataset: { action: `${action}-no` }, onclick: () => answer(false) }, no);
    const dialog = el('dialog', { class: 'hm-confirm-dialog', role: 'alertdialog', 'aria-labelledby': textId }, [
      el('p', { id: textId }, text),
      el('div', { class: 'hm-buttons' }, [
        el('button', { type: 'button', class: 'hm-button hm-primary', dataset: { action: `${action}-yes` }, onclick: () => answer(true) }, yes),
        noButton,
      ]),
    ]);
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      answer(false);
    });
    host.append(dialog);
    dialog.showModal();
    noButton.focus();
  });
}
