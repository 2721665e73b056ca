// The ways a case is made bad (a field, the session, the body's encoding, the path) and the noise mixed
// into every case (extra fields, hostile but valid text, junk headers).
import { randomUUID } from 'node:crypto';
import type { Endpoint, Role } from './endpoint-shape';
import { badValues, type Field, hostileValidTexts, marker, type Value } from './field-kinds';
import type { World } from './fixture-world';
import { type Draft, formEntries } from './fuzz-request';
import type { Random } from './seeded-random';

const extraFields: ReadonlyArray<[string, Value]> = [
  ['role', 'operator'],
  ['customer_id', 'USR-1'],
  ['status', 'COMPLETED'],
  ['price', '0'],
  ['isAdmin', 'true'],
  ['email_verified', 'true'],
  ['__proto__', 'polluted'],
  ['constructor', 'x'],
  [`${marker}<b>`, `' OR 1=1 --`],
];

const malformedTokens = (token: string) => [
  'Bearer',
  'Bearer short',
  'Basic dXNlcjpwYXNzd29yZA==',
  `Bearer ${token}x`,
  `Bearer ${token.slice(0, -1)}`,
  `Bearer ${'A'.repeat(5_000)}`,
  `Bearer <script>${marker}</script>`,
  token,
  `Bearer ${token} ${token}`,
  `Bearer ' OR '1'='1`,
];

function otherRoleTokens(world: World, role: Role): string[] {
  const all = { user: world.customer.token, provider: world.provider.token, operator: world.operator.token };
  return Object.entries(all)
    .filter(([other]) => other !== role)
    .map(([, token]) => token);
}

export function tokenDefect(random: Random, world: World, endpoint: Endpoint, draft: Draft, token: string) {
  const deadRole = endpoint.role === 'public' ? 'user' : endpoint.role;
  const choice = random.int(4);
  if (choice === 0) {
    delete draft.headers.authorization;
    draft.defects.push('no token');
  } else if (choice === 1) {
    draft.headers.authorization = random.pick(malformedTokens(token));
    draft.defects.push('malformed token');
  } else if (choice === 2) {
    const [kind, dead] = random.pick(Object.entries(world.deadTokens[deadRole]));
    draft.headers.authorization = `Bearer ${dead}`;
    draft.defects.push(`${kind} token`);
  } else {
    draft.headers.authorization = `Bearer ${random.pick(otherRoleTokens(world, endpoint.role))}`;
    draft.defects.push("other role's token");
  }
}

export function encodingDefect(random: Random, endpoint: Endpoint, draft: Draft) {
  const form = new URLSearchParams(formEntries(draft.values)).toString();
  const hasRequired = Object.values(endpoint.fields).some((field) => field.required ?? true);
  const options: Array<[string, string, string]> = [
    ['text/plain body', 'text/plain', form],
    ['malformed JSON', 'application/json', '{"value": '],
    ['JSON array body', 'application/json', JSON.stringify([draft.values])],
    ['JSON string body', 'application/json', JSON.stringify(form)],
    [
      'prototype poisoning',
      'application/json',
      `{"__proto__":{"isAdmin":true},${JSON.stringify(draft.values).slice(1)}`,
    ],
    [
      'multipart body',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--`,
    ],
    ['XML body', 'application/xml', `<value>${marker}</value>`],
    ['form body labelled JSON', 'application/json', form],
    ['deeply nested JSON', 'application/json', `{"value":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
  ];
  if (hasRequired) {
    options.push(
      ['empty body', 'application/x-www-form-urlencoded', ''],
      ['JSON null body', 'application/json', 'null'],
    );
  }
  // Rarely, as it takes 12 MB: a body over the server's limit (bodyLimit in app.ts).
  const [label, contentType, body] = random.chance(0.03)
    ? ['body over the size limit', 'text/plain', 'x'.repeat(12 * 1024 * 1024 + 1)]
    : random.pick(options);
  draft.rawBody = { contentType, body };
  draft.defects.push(label);
}

/** Escapes no URL decoder accepts, for path segments. */
const brokenEscapes = ['%ZZ', '%E0%A4%A', 'ab%', '%C0%AF', `%uD800${marker}`];

export function fieldDefect(random: Random, name: string, field: Field, draft: Draft, inPath: boolean) {
  if (inPath && random.chance(0.2)) {
    draft.params[name] = random.pick(brokenEscapes);
    draft.rawParams.add(name);
    draft.defects.push(`${name}: broken escape in the path`);
    return;
  }
  const options = badValues(field).filter(
    (bad) =>
      (!bad.jsonOnly || draft.encoding === 'json') &&
      (!inPath || (typeof bad.value === 'string' && bad.value.trim() !== '')),
  );
  const bad = random.pick(options);
  if (inPath) draft.params[name] = bad.value as string;
  else draft.values[name] = bad.value;
  draft.defects.push(`${name}: ${bad.label}`);
}

export function idempotencyKeyDefect(random: Random, draft: Draft) {
  draft.headers['idempotency-key'] = random.pick(['has spaces', 'x'.repeat(101), `<b>${marker}</b>`, 'ключ']);
  draft.defects.push('bad Idempotency-Key');
}

/** A method the path does not answer. */
export function methodDefect(random: Random, draft: Draft) {
  draft.method = random.pick(['PUT', 'DELETE', 'PATCH'] as const);
  draft.defects.push(`method ${draft.method}`);
}

export function addNoise(
  random: Random,
  world: World,
  endpoint: Endpoint,
  draft: Draft,
  defected: Set<string>,
) {
  if (random.chance(0.5)) {
    for (const [name, value] of random.sample(extraFields, 1 + random.int(3))) {
      if (!(name in endpoint.fields)) draft.values[name] = value;
    }
  }
  for (const [name, field] of Object.entries(endpoint.fields)) {
    const hostile = hostileValidTexts(field);
    if (!defected.has(name) && hostile.length > 0 && random.chance(0.4))
      draft.values[name] = random.pick(hostile);
  }
  // A public call ignores any session, good or bad.
  if (endpoint.role === 'public' && random.chance(0.3)) {
    draft.headers.authorization = random.pick([
      ...malformedTokens(world.customer.token),
      `Bearer ${world.provider.token}`,
    ]);
  }
  if (random.chance(0.15)) draft.headers.cookie = `serve=${randomUUID()}; accountType=provider`;
  if (random.chance(0.1)) draft.headers['x-forwarded-for'] = `<script>${marker}</script>`;
}
