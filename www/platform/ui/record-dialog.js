// A game's record while the game goes on, from either game's menu: the same box as at the game's
// end (record.js: copy, download, the replay link), in a dialog, under a warning that it holds
// everything still hidden. A module of its own, fetched the first time it is asked for.

import { adoptCss, el, uniquePrefix } from './dom.js';
import { createRecordBox } from './record.js';

// Its own few styles (the dialog's frame is the page's .hm-dialog): the box open, the warning marked.
const CSS = `.hm-record-dialog .hm-record > summary { display: none; }
.hm-record-dialog .hm-record { border-top: none; margin-top: 0; padding-top: 0; }
.hm-record-warning { border-left: 4px solid var(--hm-vermilion); background: rgba(184, 50, 42, 0.08); padding: 0.3rem 0.55rem; margin: 0 0 0.6rem; }
.hm-record-dialog > .hm-buttons { margin-top: 0.6rem; }`;

/**
 * Shows the record in a modal dialog inside `host` (an element of the page or the board's element).
 * `record`: the save's text; `replayUrl`: its replay's address; `fileName`: the downloaded file's
 * name; `warning`: what the reader must know first (mid-game: that it shows every hidden card).
 * The words are the table's `over.record*`, `over.copy*`, `over.replay`, `over.downloadRecord`
 * and `record.close`. Returns the dialog; closing it removes it, and the focus goes back to where
 * it was.
 */
export function showRecordDialog({ host, t, record, replayUrl, fileName, warning }) {
  adoptCss(host, CSS);
  const box = createRecordBox({ t, fileName });
  box.set(record, replayUrl);
  /** @type {HTMLDetailsElement} */ (box.element).open = true;
  const titleId = `${uniquePrefix()}-record`;
  const back = /** @type {HTMLElement | null} */ (host.getRootNode().activeElement ?? null);
  const close = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'closeRecord' }, onclick: () => dialog.close() }, t('record.close'));
  const dialog = el('dialog', { class: 'hm-dialog hm-record-dialog', 'aria-labelledby': titleId }, [
    el('h2', { id: titleId, class: 'hm-title' }, t('over.record')),
    warning ? el('p', { class: 'hm-record-warning' }, warning) : null,
    box.element,
    el('div', { class: 'hm-buttons' }, [box.replay, close]),
  ]);
  dialog.addEventListener('close', () => {
    dialog.remove();
    back?.focus?.();
  });
  host.append(dialog);
  /** @type {HTMLDialogElement} */ (dialog).showModal();
  close.focus();
  return dialog;
}
