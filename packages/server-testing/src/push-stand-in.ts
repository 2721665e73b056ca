// A push service on a loopback port, like a browser vendor's: each device the test makes gets an endpoint
// and its own keys, and every push sent there is checked (VAPID JWT signed by the key it names, for this
// origin) and decrypted as a browser would (RFC 8291 over RFC 8188 aes128gcm, with node:crypto alone).
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  vapid: { subject: string; audience: string; publicKey: string };
}

export interface PushDevice {
  /** What the browser's PushSubscription.toJSON() gives. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** The status the push service answers with from now on (201; 410 once the user unsubscribed). */
  answer(status: number): void;
}

export interface PushStandIn {
  /** For PUSH_ENDPOINT_HOSTS: `127.0.0.1:<port>`. */
  host: string;
  device(): PushDevice;
  /** Pushes the service refused to read (bad encryption or VAPID), with why. */
  rejected: string[];
  close(): Promise<void>;
}

const b64url = (data: Buffer) => data.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: the content-encryption key and nonce, then AES-128-GCM. */
export function decryptPush(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic, Buffer.of(1)]);
  const ikm = hmac(hmac(device.auth, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** `vapid t=<JWT>, k=<public key>`: the JWT must be ES256-signed by k, for `origin`, not expired. */
export function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, expected ${origin}`);
  if (body.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { subject: body.sub, audience: body.aud, publicKey: match[2] };
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; status: number; received: ReceivedPush[] }>();
  const rejected: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices.get(request.url?.replace('/push/', '') ?? '');
      if (!device) return void response.writeHead(404).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL header');
        const vapid = checkVapid(request.headers.authorization, origin);
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8'));
        if (device.status < 300) device.received.push({ headers: request.headers, payload, vapid });
        response.writeHead(device.status).end();
      } catch (error) {
        rejected.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
  return {
    host,
    rejected,
    device() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const state = { ecdh, auth: randomBytes(16), status: 201, received: [] as ReceivedPush[] };
      devices.set(id, state);
      return {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(state.auth) },
        },
        received: state.received,
        answer(status) {
          state.status = status;
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
