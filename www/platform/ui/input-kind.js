// Which hand plays the page: fingers on a touch screen, or a mouse and keys. The prompts word
// themselves for it ("tap" and the Put back button, or "click", − and Escape). At first it is
// what the device's main pointer is (a coarse pointer is a finger); from the first press on, the
// kind of the last press anywhere on the page (a tablet with a mouse, a laptop with a touch
// screen).

/** @type {'touch' | 'mouse' | null} */
let last = null;

globalThis.addEventListener?.('pointerdown', (e) => {
  last = e.pointerType === 'touch' || e.pointerType === 'pen' ? 'touch' : 'mouse';
}, { capture: true, passive: true });

/** Whether the page is played by touch now. */
export function byTouch() {
  if (last) return last === 'touch';
  return !!globalThis.matchMedia?.('(pointer: coarse)').matches;
}
