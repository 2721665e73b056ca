// Base addresses from the settings lose their trailing slashes before paths are added to them. A loop, not
// `/\/+$/`: that pattern, searched, retries at every slash of a long run and takes quadratic time.
export function withoutTrailingSlashes(address: string): string {
  let end = address.length;
  while (end > 0 && address[end - 1] === '/') end -= 1;
  return address.slice(0, end);
}
