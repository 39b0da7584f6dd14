// What <heller-pfennig> refuses, in its language: an option it cannot read (its OptionError's
// code `option.<kind>` and arguments, options.js) by the table's `error.option.<kind>`, and the
// engine's refusals by the kind of their code (`notation.*`, `position.*`, `load.*`, `game.*`:
// `error.engine.<kind>`), with the engine's own reason beside it. The `refused` event carries
// the worded message and the code and arguments as given, for a host to word them itself.

/** An error in the words of `t` (the element's translator). */
export function wordRefusal(t, error) {
  const code = error && typeof error.code === 'string' ? error.code : null;
  const args = error && error.args && typeof error.args === 'object' ? error.args : {};
  const message = error && typeof error.message === 'string' ? error.message : String(error ?? '');
  if (code && code.startsWith('option.')) {
    const key = `error.${code}`;
    const text = t(key, args);
    if (text !== key) return text;
  }
  const kind = code ? code.split('.')[0] : '';
  const key = `error.engine.${kind}`;
  const text = kind ? t(key, { message }) : key;
  return text !== key ? text : t('error.engine.other', { message });
}

/** The `refused` event's detail: { message (worded), code (or null), args }. */
export function refusalDetail(t, error) {
  return {
    message: wordRefusal(t, error),
    code: error && typeof error.code === 'string' ? error.code : null,
    args: error && error.args && typeof error.args === 'object' ? { ...error.args } : {},
  };
}
