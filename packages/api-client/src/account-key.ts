// Which account a session belongs to, as a short opaque key: device data (drafts, saved lists, queued
// posts) is stamped with it, so one account's data is never shown to another on a shared browser.
// Synchronous and without crypto.subtle, which plain-HTTP origins lack; the key only tells accounts
// apart on this device, it protects nothing.

/** 64 bits of a string, as 16 hex digits (two 32-bit FNV-1a style lanes with different seeds). */
export function shortHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b) ^ Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b) ^ Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The key of an account signed in with the login form: the same on every sign-in of that account. */
export function accountKeyFor(accountType: string, email: string): string {
  return `a-${shortHash(`${accountType}:${email.trim().toLowerCase()}`)}`;
}

/**
 * A session stored without its account (stored before this key existed, or by a test harness) counts as
 * an account of its own: its data is kept from every other session, at the cost of not being recognised
 * when the same person signs in again through the form.
 */
export function accountKeyOfToken(token: string): string {
  return `t-${shortHash(token)}`;
}
