// For tests: a page rendered on the server (render-page.tsx) is swapped for the same page rendered in the browser,
// so their markup must match. This writes both one way where they differ by nothing a visitor can see.

// useId: the server numbers by place in the tree (a component's second id on adds `H` and a count), the
// browser by a counter.
const reactId = /_[rR]_[0-9a-zA-Z]+_/g;

/** `page`: HTML drawn on the server, or the element the browser rendered the page into. */
export function comparableMarkup(page: string | Element): string {
  const source =
    typeof page === 'string' ? Object.assign(document.createElement('div'), { innerHTML: page }) : page;
  // The server marks the chosen option with `selected`; the browser sets the select's value instead.
  const chosen = [...source.querySelectorAll('select')].map((select) => select.value);
  const copy = source.cloneNode(true) as Element;
  // The queries sent with a rendered page are data for the browser's client, not part of the page.
  for (const script of copy.querySelectorAll('script[type="application/json"]')) script.remove();
  copy.querySelectorAll('select').forEach((select, index) => {
    select.setAttribute('data-chosen', chosen[index] ?? '');
    for (const option of select.options) option.removeAttribute('selected');
  });

  for (const element of copy.querySelectorAll('*')) {
    // The browser sets an image's src after its other attributes, and writes styles with spaces.
    const style = element instanceof HTMLElement ? element.style.cssText : null;
    if (style) element.setAttribute('style', style);
    const attributes = [...element.attributes]
      .map(({ name, value }) => ({ name, value }))
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const { name } of attributes) element.removeAttribute(name);
    for (const { name, value } of attributes) element.setAttribute(name, value);
  }

  // React's server separates neighbouring texts with empty comments.
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  copy.normalize();

  const ids = new Map<string, string>();
  return copy.innerHTML.replace(reactId, (id) => {
    if (!ids.has(id)) ids.set(id, `react-id-${ids.size + 1}`);
    return ids.get(id) ?? id;
  });
}
