// A worded message as a sentence of its own, for every board of the site (component/base.js shows
// refusals so; the first game's ui/errors.js words the engine's errors and passes this on).

/** A worded error as a sentence of its own: a capital first, a full stop last. */
export function asSentence(text) {
  const s = String(text).trim();
  if (!s) return s;
  return s.charAt(0).toLocaleUpperCase() + s.slice(1) + (/[.!?…]$/.test(s) ? '' : '.');
}
