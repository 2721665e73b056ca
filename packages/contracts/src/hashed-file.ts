// Built files whose names carry their content hash (`page-3f9a1c2b.js`, `index.Bx7_kd93.css`) never change,
// so the server and the service worker cache them for good. Read by scanning back from the extension once:
// the test takes time linear in the length of the path, which a client chooses.
const hashedKinds = new Set(['js', 'css', 'woff', 'woff2', 'png', 'svg', 'webp']);
const minHashLength = 8;

/** A character of a Vite content hash: a letter, a digit, `_` or `-`. */
function isHashCharacter(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 45
  );
}

/** True when `path` ends in `[-.]` + at least 8 hash characters + one of the cached kinds' extensions. */
export function isHashedFileName(path: string): boolean {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || !hashedKinds.has(path.slice(dot + 1))) return false;
  let start = dot;
  while (start > 0 && isHashCharacter(path.charCodeAt(start - 1))) start -= 1;
  // path[start, dot) is the longest run of hash characters before the extension: the hash is all of it
  // after a '.', or the part of it after its first '-'.
  if (start > 0 && path[start - 1] === '.' && dot - start >= minHashLength) return true;
  const dash = path.indexOf('-', start);
  return dash >= 0 && dash < dot && dot - dash - 1 >= minHashLength;
}
