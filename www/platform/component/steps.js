// The bar under a diagram or a replay, for both games' elements (<heuchel-meuchel>'s
// component/diagram.js, <heller-pfennig>'s heller/component/diagram.js): the step buttons
// (first, previous, play/pause, next, last) with "step k of n", Download SVG and Download PNG,
// and the link that opens what is shown elsewhere. Which of them show is the `controls` option
// (component/options.js parseControls). It knows no game: the diagram says which step shows
// and how many there are (render), and does the stepping (go) and the drawing (download).
//
// Its words are the diagram's translator's: diagram.first, .prev, .play, .pause, .next, .last,
// .stepOf {step, count}, .downloadSvg, .downloadPng, .open.

import { el } from '../ui/dom.js';

/** Milliseconds per step while playing, unless the diagram's `delay` says otherwise. */
export const PLAY_DELAY = 1400;

/** The keys that step a diagram or a replay, as the step to go to from step k of n. */
export const STEP_KEYS = { ArrowLeft: (k) => k - 1, ArrowRight: (k) => k + 1, Home: () => 0, End: (k, n) => n };
// The step buttons show the usual media signs; their names (aria-label, title) are translated.
const GLYPHS = { first: '«', prev: '‹', play: '▶', pause: '❚❚', next: '›', last: '»' };

/**
 * Makes the bar: { go(k) (show step k; the diagram clamps it), download(format) ('svg' | 'png') }.
 * Returns { element, render(state), stop(), playing }; state: { step, count, controls, t, delay,
 * openHref() (the link's address, or null when there is nothing to open) }. The diagram calls
 * render after every change, and stop() when the last step is reached or it is destroyed.
 */
export function createStepBar({ go, download }) {
  let at = { step: 0, count: 0, controls: [], t: (key) => key, delay: undefined, openHref: () => null };
  let timer = null;
  const button = (key, onclick) => el('button', { type: 'button', class: 'hm-button hm-small', dataset: { action: key }, onclick });
  const buttons = {
    first: button('first', () => go(0)),
    prev: button('prev', () => go(at.step - 1)),
    play: button('play', () => toggle()),
    next: button('next', () => go(at.step + 1)),
    last: button('last', () => go(at.count)),
    svg: button('svg', () => download('svg')),
    png: button('png', () => download('png')),
  };
  const counter = el('span', { class: 'hm-diagram-step', 'aria-live': 'off' });
  const open = el('a', { class: 'hm-diagram-open', target: '_top' });
  const bar = el('div', { class: 'hm-diagram-bar', role: 'toolbar' }, [
    el('span', { class: 'hm-diagram-steps' }, [buttons.first, buttons.prev, buttons.play, buttons.next, buttons.last, counter]),
    el('span', { class: 'hm-diagram-more' }, [buttons.svg, buttons.png, open]),
  ]);

  function render(state) {
    at = state;
    const { step, count, controls, t } = state;
    const stepping = controls.includes('step') && count > 0;
    for (const key of ['first', 'prev', 'next', 'last']) {
      buttons[key].hidden = !stepping;
      buttons[key].textContent = GLYPHS[key];
      buttons[key].setAttribute('aria-label', t(`diagram.${key}`));
      buttons[key].title = t(`diagram.${key}`);
    }
    buttons.first.disabled = buttons.prev.disabled = step === 0;
    buttons.next.disabled = buttons.last.disabled = step >= count;
    buttons.play.hidden = !(controls.includes('play') && count > 0);
    buttons.play.textContent = timer ? GLYPHS.pause : GLYPHS.play;
    buttons.play.setAttribute('aria-label', t(timer ? 'diagram.pause' : 'diagram.play'));
    buttons.play.title = t(timer ? 'diagram.pause' : 'diagram.play');
    buttons.play.setAttribute('aria-pressed', String(!!timer));
    counter.hidden = count === 0 || (!stepping && buttons.play.hidden);
    counter.textContent = count ? t('diagram.stepOf', { step, count }) : '';
    const downloads = controls.includes('download');
    buttons.svg.hidden = buttons.png.hidden = !downloads;
    buttons.svg.textContent = t('diagram.downloadSvg');
    buttons.png.textContent = t('diagram.downloadPng');
    const href = controls.includes('open') ? state.openHref() : null;
    open.hidden = !href;
    if (href) {
      open.textContent = t('diagram.open');
      open.href = href;
    }
    bar.hidden = [...bar.querySelectorAll('button, a')].every((b) => b.hidden);
  }

  function stop() {
    clearInterval(timer);
    timer = null;
  }

  function toggle() {
    if (timer) {
      stop();
      return render(at);
    }
    if (at.step >= at.count) go(0);
    timer = setInterval(() => go(at.step + 1), Number(at.delay) > 0 ? Number(at.delay) : PLAY_DELAY);
    render(at);
  }

  return { element: bar, render, stop, get playing() { return !!timer; } };
}

/** Saves `blob` as the file `name` (a download link clicked inside `parent`). */
export function saveFile(parent, blob, name) {
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  parent.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
