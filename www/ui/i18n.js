// A tiny translator over a flat table. A missing key shows the key itself, so a gap in a
// translation is visible instead of silently blank.

export function createT(table) {
  return function t(key, params = {}) {
    let text;
    if (typeof params.count === 'number') {
      text = table[`${key}_${params.count === 1 ? 'one' : 'other'}`];
    }
    if (text === undefined) text = table[key];
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  };
}
