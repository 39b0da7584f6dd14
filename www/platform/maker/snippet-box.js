// A snippet to copy: a read-only text box with a label and a Copy button. Copying uses the
// clipboard when the page may (navigator.clipboard.writeText), and says so ("Copied"); where it
// may not, the text is selected for the editor to copy with the keyboard, and he is told how.

import { el } from '../ui/dom.js';

let counter = 0;

/**
 * createSnippetBox({ t, key, label, help, rows }) → { element, set(text), text, copy() }.
 * @param {{ t: (key: string) => string, key: string, label: string, help?: string | null, rows?: number }} p
 */
export function createSnippetBox({ t, key, label, help = null, rows = 4 }) {
  const id = `mk-snippet-${key}-${++counter}`;
  const area = el('textarea', {
    id, class: 'mk-snippet-text', readonly: true, rows: String(rows), spellcheck: 'false',
    autocomplete: 'off', autocapitalize: 'off', wrap: 'soft', dataset: { snippet: key },
  });
  const note = el('span', { class: 'mk-copied', role: 'status', 'aria-live': 'polite' });
  const button = el('button', {
    type: 'button', class: 'hm-button mk-copy', dataset: { copy: key }, 'aria-describedby': id,
    onclick: () => copy(),
  }, t('maker.copy'));
  const element = el('div', { class: 'mk-snippet', dataset: { snippetBox: key } }, [
    el('div', { class: 'mk-snippet-head' }, [el('label', { for: id }, label), button, note]),
    help ? el('p', { class: 'mk-help' }, help) : null,
    area,
  ]);
  let timer = null;

  function say(text) {
    note.textContent = text;
    clearTimeout(timer);
    timer = setTimeout(() => { note.textContent = ''; }, 4000);
  }

  async function copy() {
    const text = area.value;
    try {
      if (!navigator.clipboard || !navigator.clipboard.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      element.dataset.copied = 'yes';
      say(t('maker.copied'));
    } catch {
      area.focus();
      area.select();
      element.dataset.copied = 'selected';
      say(t('maker.copySelected'));
    }
  }

  return {
    element,
    set(text) {
      if (area.value !== text) {
        area.value = text;
        delete element.dataset.copied;
      }
    },
    get text() { return area.value; },
    copy,
  };
}
