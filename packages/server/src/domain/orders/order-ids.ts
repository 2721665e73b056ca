import { randomBytes } from 'node:crypto';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Readable, unguessable ids such as ORD-7F3K9Q2AXM (50 random bits): knowing one id reveals no other. */
export function newPublicId(prefix: 'ORD' | 'PAY' | 'RF' | 'DSP' | 'SER'): string {
  const body = Array.from(randomBytes(10), (byte) => crockford[byte % 32]).join('');
  return `${prefix}-${body}`;
}
