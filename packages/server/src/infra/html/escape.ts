// Text written into the page: each kind escaped so it cannot end the element it goes into.

/** Text of an element such as <title>: no markup can start in it. */
export const escapeText = (value: string): string =>
  value.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

export const escapeAttribute = (value: string): string =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** JSON inside <script type="application/json">: no `<`, so no `</script>` either. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** A style sheet inside <style>: a `</style` in it (in a string or a comment) would end the element. */
export const cssForStyle = (css: string): string => css.replace(/<\/style/gi, '<\\/style');
