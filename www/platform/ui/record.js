// A game's record (the engine's Game.save(): the start and every action), for both games' pages:
// kept or shared once the game is over (copied as text, downloaded as a file, its replay link
// copied or opened), and opened again from the new-game dialog (pasted, or read from a file).
// The words are each table's `over.record*`, `over.copy*`, `over.replay`, `over.downloadRecord`
// and `newGame.open*` (RECORD_KEYS, platform/i18n/record-words.js; over.recordExplain is each
// game's own).

import { el } from './dom.js';
import { RECORD_KEYS, recordWords } from '../i18n/record-words.js';

export { RECORD_KEYS, recordWords };

/**
 * The game-over box that keeps or shares the record. `fileName`: the downloaded file's name.
 * Returns { element (the folded box), replay (the replay link, for the host to place beside its
 * own buttons), set(record, replayUrl) }.
 */
export function createRecordBox({ t, fileName }) {
  const recordText = el('textarea', { class: 'hm-record-text', readonly: true, rows: 3, 'aria-label': t('over.recordText') });
  const download = el('a', { class: 'hm-button', dataset: { action: 'downloadRecord' } }, t('over.downloadRecord'));
  const replay = el('a', { class: 'hm-button hm-primary', target: '_blank', rel: 'noopener', dataset: { action: 'replay' } }, t('over.replay'));
  const copied = el('span', { class: 'hm-copied', role: 'status' });
  const copy = (text) => {
    const done = () => { copied.textContent = t('over.copied'); };
    recordText.focus();
    recordText.select();
    if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, () => { copied.textContent = t('over.copySelected'); });
    else copied.textContent = t('over.copySelected');
  };
  const copyRecord = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'copyRecord' }, onclick: () => copy(recordText.value) }, t('over.copyRecord'));
  const copyLink = el('button', { type: 'button', class: 'hm-button', dataset: { action: 'copyReplayLink' }, onclick: () => copy(replay.href) }, t('over.copyLink'));
  const element = el('details', { class: 'hm-record' }, [
    el('summary', {}, t('over.record')),
    el('p', {}, t('over.recordExplain')),
    recordText,
    el('div', { class: 'hm-buttons' }, [copyRecord, download, copyLink, copied]),
  ]);
  let objectUrl = null;

  /** Sets the record shown for keeping and sharing: `record` (the save text) and `replayUrl`. */
  function set(record, replayUrl) {
    if (recordText.value === record) return;
    recordText.value = record;
    replay.href = replayUrl;
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrl = URL.createObjectURL(new Blob([`${record}\n`], { type: 'text/plain' }));
    download.href = objectUrl;
    download.download = fileName;
    copied.textContent = '';
  }

  return { element, replay, set };
}

/**
 * The new-game dialog's "Open a record": a record pasted, or read from a file into the same box.
 * `onOpen(record)` is called with the trimmed text. `check(record)`, if given, judges it first:
 * it returns the words of what is wrong (then shown here, and the dialog stays, nothing lost) or
 * nothing. Returns the folded box.
 */
export function createRecordOpener({ t, onOpen, check = null }) {
  const recordInput = el('textarea', { id: 'hm-new-record', rows: 3, autocomplete: 'off', spellcheck: 'false' });
  const recordFile = el('input', { id: 'hm-new-record-file', type: 'file', accept: '.txt,text/plain' });
  recordFile.addEventListener('change', async () => {
    const file = recordFile.files && recordFile.files[0];
    if (file) recordInput.value = (await file.text()).trim();
  });
  const recordError = el('p', { class: 'hm-error', role: 'alert', hidden: true });
  const refuse = (text) => {
    recordError.textContent = text;
    recordError.hidden = false;
  };
  return el('details', { class: 'hm-open-record' }, [
    el('summary', {}, t('newGame.open')),
    el('p', {}, t('newGame.openExplain')),
    el('label', { for: 'hm-new-record' }, t('newGame.openText')), recordInput,
    el('label', { for: 'hm-new-record-file' }, t('newGame.openFile')), recordFile,
    recordError,
    el('button', {
      type: 'button', class: 'hm-button', dataset: { action: 'openRecord' },
      onclick: () => {
        const record = recordInput.value.trim();
        if (!record) {
          refuse(t('newGame.openEmpty'));
          return;
        }
        const wrong = check ? check(record) : null;
        if (wrong) {
          refuse(wrong);
          recordInput.focus();
          return;
        }
        onOpen(record);
      },
    }, t('newGame.openButton')),
  ]);
}
