// The client-generated key that lets the server recognise a replayed post (see the outbox contract).

export const idempotencyKeyHeader = 'Idempotency-Key';

/** A random UUID v4; falls back to getRandomValues where randomUUID is missing (plain-HTTP origins). */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
