// Whether a shared library's version satisfies a range: exact versions, `^`, `~` and `*`. The shell's build
// gives the federation runtime this instead of the plugin's full semver checker (vite-plugins/
// host-version-check.ts), which the shell never needs: it declares no `requiredVersion` for what it shares.

const parse = (version: string): number[] =>
  version
    .replace(/^[=v]+/, '')
    .split(/[.+-]/)
    .slice(0, 3)
    .map(Number);

export function satisfy(version: string, range: string): boolean {
  const wanted = range.trim();
  if (wanted === '*' || wanted === '') return true;
  const operator = /^[~^]/.test(wanted) ? wanted.charAt(0) : '';
  const [major = Number.NaN, minor = Number.NaN, patch = Number.NaN] = parse(version);
  const [a = Number.NaN, b = Number.NaN, c = Number.NaN] = parse(wanted.slice(operator.length));
  if ([major, minor, patch, a, b, c].some(Number.isNaN)) {
    console.error(`Shared version range not understood: ${wanted}`);
    return false;
  }
  const atLeast = major > a || (major === a && (minor > b || (minor === b && patch >= c)));
  if (operator === '') return major === a && minor === b && patch === c;
  if (operator === '~') return atLeast && major === a && minor === b;
  return atLeast && major === a && (a > 0 || minor === b);
}
