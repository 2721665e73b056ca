// What each kind of input field must refuse. A value listed here is a defect: a request carrying it has to
// be refused with a 4xx whatever else it holds. Hostile text that is valid for a free-text field (a search
// for "' OR 1=1") is not a defect there; it is sent as noise, and must still never cause a 5xx.
import type { Actor, World } from './fixture-world';

export type FieldKind =
  | 'id'
  | 'email'
  | 'loginPassword'
  | 'newPassword'
  | 'phone'
  | 'postcode'
  | 'bookingDate'
  | 'isoDate'
  | 'birthDate'
  | 'code'
  | 'text'
  | 'idNumber'
  /** A National Insurance number (HMRC's prefixes and suffixes). */
  | 'nino'
  /** A Unique Taxpayer Reference: 10 digits, the first a check digit. */
  | 'utr'
  /** A Companies House number: 8 digits, or two letters and 6 digits. */
  | 'companyNumber'
  | 'digits'
  | 'enum'
  | 'rating'
  | 'price'
  | 'radius'
  | 'amount'
  | 'latitude'
  | 'longitude'
  /** A point as "latitude,longitude" (the driving route's from and to). */
  | 'latLng'
  | 'base64Image'
  | 'imageDataUrl'
  | 'savedLocation'
  | 'pushEndpoint'
  /** A day's working spans, "09:00-12:00, 13:00-17:00"; empty is a day not worked. */
  | 'timeSpans'
  /** Dates separated by commas (days off). */
  | 'isoDateList'
  /** Whole hours of notice, 0 to 168. */
  | 'leadHours'
  /** An arrival window's start, HH:MM. */
  | 'windowStart'
  /** Whole hours of a PER HOUR job, 1 to 12. */
  | 'jobHours'
  /** A product's typical duration, whole minutes 15 to 720. */
  | 'jobMinutes'
  /** Whole visits of a series, 1 to 104. */
  | 'seriesVisits';

export interface Field {
  kind: FieldKind;
  /** Absent is a defect. Default true. */
  required?: boolean;
  /** "" is accepted (it means "none" or "unchanged"); otherwise a required field refuses it. */
  emptyOk?: boolean;
  /** Text bounds after trimming. */
  min?: number;
  max?: number;
  /** Enum: the accepted values. */
  values?: readonly string[];
  /** Enum: any letter case is accepted. */
  caseInsensitive?: boolean;
  /** A well-formed value that names nothing is refused too (ids the call looks up). Default true. */
  unknownRefused?: boolean;
  /** The value an otherwise valid request sends. */
  valid: (world: World, self: Actor) => string;
}

/** A value to send: a string, a repeated key (array), a JSON-only type, or `undefined` to leave it out. */
export type Value = string | string[] | number | boolean | null | Record<string, unknown> | undefined;

export interface BadValue {
  label: string;
  value: Value;
  /** Only a JSON body can carry it (numbers, booleans, null, objects). */
  jsonOnly?: boolean;
}

/** Marks every hostile payload, so a refusal that echoes the input is caught. */
export const marker = 'fz9q';

const sqlQuote = `' OR '1'='1' --${marker}`;
const sqlDrop = `1; DROP TABLE accounts; --${marker}`;
const scriptTag = `"><script>alert('${marker}')</script>`;
const pathTraversal = `../../../etc/passwd#${marker}`;

/** SQL, markup, template and path payloads, all short enough for any free-text field. */
export const hostileTexts: readonly string[] = [
  sqlQuote,
  sqlDrop,
  `Robert'); DELETE FROM orders;--${marker}`,
  scriptTag,
  `<img src=x onerror=alert(1)>${marker}`,
  `${marker}%' OR 1=1 OR '%'='`,
  pathTraversal,
  `{{7*7}}\${7*7}${marker}`,
  `${marker}\r\nSet-Cookie: admin=1`,
  `${marker} ＳＥＬＥＣＴ ☃ 😀 \u202e`,
];

const huge = 'A'.repeat(100_000);
const hugeSql = `' OR 1=1 -- `.repeat(5_000);
const repeat = (count: number) => 'x'.repeat(count);
const sqlAndMarkup = [sqlQuote, sqlDrop, scriptTag, pathTraversal];

/** Not an id by format: every id field refuses these before any lookup. */
const malformedIds = [
  ...sqlAndMarkup,
  '   ',
  '-leading-dash',
  'ORD 1',
  'ÖRD-1',
  '1.5',
  repeat(65),
  '%27%20OR%201%3D1',
];
/** Well-formed ids that name nothing (the numeric one is past any integer column). */
const unknownIds = ['ORD-ZZZZZZZZZZ', '99999999999999999999999', '0', 'zz'];

function kindDefects(field: Field): string[] {
  const max = field.max ?? 0;
  switch (field.kind) {
    case 'id':
      return [...malformedIds, ...(field.unknownRefused === false ? [] : unknownIds)];
    case 'email':
      return [
        'not-an-email',
        'a@b',
        '@example.org',
        'two words@example.org',
        ...sqlAndMarkup,
        `${repeat(250)}@e.org`,
      ];
    case 'loginPassword':
      return ['wrong-Password#1', sqlQuote, repeat(129)];
    case 'newPassword':
      return ['short1!', 'nodigits!!!', 'abcdefgh1', 'pässword1!', sqlQuote, `Aa1!${repeat(130)}`];
    case 'phone':
      return ['abc', '123', '+44 7700', sqlQuote, repeat(30), '0000000000000'];
    case 'postcode':
      return ['NOTAPOSTCODE', '12345', 'SE1 7PB 1', ...sqlAndMarkup, 'ZZ9 9ZZ'];
    case 'bookingDate':
      return ['2000-01-01', '2999-01-01', '2025-02-30', 'tomorrow', '01/02/2026', `2026-01-01${sqlQuote}`];
    case 'isoDate':
      return ['2025-13-01', 'someday', '31/12/2025', `2026-01-01${sqlQuote}`];
    case 'birthDate':
      return ['2999-01-01', '1990-02-30', 'yesterday', sqlQuote];
    case 'code':
      return ['abc', '1234567890123', '000000', sqlQuote];
    case 'text': {
      const min = field.min ?? 0;
      const tooShort = min > 0 ? ['', ' '.repeat(min + 1), ...(min > 1 ? [repeat(min - 1)] : [])] : [];
      return [...tooShort, ...(max ? [repeat(max + 1), ` ${repeat(max + 1)} `] : [])];
    }
    case 'digits':
      return ['abc', '1'.repeat(max - 1), '1'.repeat(max + 1), sqlQuote];
    case 'idNumber':
      return [...sqlAndMarkup, repeat(31)];
    case 'nino':
      return ['QQ123456C', 'GB123456A', 'AB123456E', 'AB12345C', sqlQuote];
    case 'utr':
      return ['1234567890', '123456789', '12345678901', 'K2234567890', sqlQuote];
    case 'companyNumber':
      return ['1234567', 'ABC12345', 'S1234567', '123456789', sqlQuote];
    case 'enum':
      return [
        'DROP',
        ...(field.caseInsensitive ? [] : (field.values ?? []).map((v) => v.toLowerCase())),
        ...sqlAndMarkup,
      ].filter((v) => !field.values?.includes(v));
    case 'rating':
      return ['0', '6', '3.5', 'abc', '-1', 'NaN', 'Infinity', '1e3', '0x3'];
    case 'price':
      return ['-5', '0', '1.001', 'abc', '1e309', '99999999', 'NaN', '0.5'];
    case 'radius':
      // Whole miles, 1 to 100 (a provider's service area).
      return ['0', '101', '2.5', '-5', 'abc', 'NaN', 'Infinity', '1e2', '0x10', sqlQuote];
    case 'amount':
      // Pounds and pence above zero, as text (an operator's refund).
      return ['-5', '0', '0.00', '1.001', 'abc', '1e3', 'NaN', '12,50', '9999999', ' . ', sqlQuote];
    case 'timeSpans':
      return [
        '9am-5pm',
        '12:00-09:00',
        '09:00-12:00,11:00-13:00',
        '25:00-26:00',
        '09:00',
        sqlQuote,
        repeat(201),
      ];
    case 'isoDateList':
      return ['Christmas', '2026-13-01', '2026-12-25;2026-12-26', sqlQuote];
    case 'leadHours':
      return ['-1', '169', '2.5', 'abc', '1e2', sqlQuote];
    case 'windowStart':
      return ['24:00', '9:00', '09:60', 'morning', sqlQuote];
    case 'jobMinutes':
      return ['0', '14', '721', '90.5', 'abc', '-30', sqlQuote];
    case 'jobHours':
      return ['0', '13', '1.5', 'abc', '-1', sqlQuote];
    case 'seriesVisits':
      return ['0', '105', '2.5', 'abc', '-1', '1e2', sqlQuote];
    case 'latitude':
      return ['91', '-90.5', 'abc', 'NaN', 'Infinity', '1e400'];
    case 'longitude':
      return ['181', '-180.5', 'abc', 'NaN', '-Infinity'];
    case 'latLng':
      return ['91,0', '0,181', '51.5', '51.5,-0.1,2', 'abc,def', '51.5;-0.1', sqlQuote];
    case 'base64Image':
      return [
        'not base64!',
        'data:image/png;base64,iVBORw0KGgo=',
        Buffer.from(`<svg onload="alert('${marker}')"/>`).toString('base64'),
        Buffer.from('just text').toString('base64'),
      ];
    case 'imageDataUrl':
      return [
        'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
        'javascript:alert(1)',
        `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
        `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`,
      ];
    case 'pushEndpoint':
      // Anywhere but an allowed push service: the server must never be made to send requests there.
      return [
        'http://fcm.googleapis.com/fcm/send/x',
        'https://push.example.org/send/x',
        'https://127.0.0.1:9999/x',
        'https://fcm.googleapis.com.example.org/x',
        'https://user:pw@fcm.googleapis.com/x',
        'file:///etc/passwd',
        'not a url',
        ...sqlAndMarkup,
      ];
    case 'savedLocation':
      return [
        'no-semicolon',
        ';',
        'SE1 7PB;',
        ';1 Waterloo Road',
        repeat(321),
        ...(field.unknownRefused === false ? [] : ['ZZ1 1ZZ;Nowhere']),
      ];
  }
}

/** Every defect of a field: the kind's own, plus absence, wrong types, huge text and NUL characters. */
export function badValues(field: Field): BadValue[] {
  const required = field.required ?? true;
  const numeric =
    field.kind === 'rating' ||
    field.kind === 'price' ||
    field.kind === 'radius' ||
    field.kind.endsWith('itude');
  const values: BadValue[] = kindDefects(field).map((value) => ({ label: describe(value), value }));
  if (required) values.push({ label: 'missing', value: undefined });
  if (required && !field.emptyOk && field.kind !== 'text') values.push({ label: 'empty', value: '' });
  values.push(
    { label: 'repeated key', value: ['a', 'b'] },
    { label: 'huge text', value: huge },
    { label: 'huge SQL', value: hugeSql },
    { label: 'NUL character', value: `ab\u0000${marker}` },
    { label: 'JSON null', value: null, jsonOnly: true },
    { label: 'JSON object', value: { $gt: '', toString: marker }, jsonOnly: true },
    { label: 'JSON boolean', value: true, jsonOnly: true },
  );
  if (!numeric) values.push({ label: 'JSON number', value: 42, jsonOnly: true });
  return values;
}

/** Hostile text a free-text field accepts as it is, within its bounds. */
export function hostileValidTexts(field: Field): string[] {
  if (field.kind !== 'text') return [];
  return hostileTexts.filter((text) => {
    const length = text.trim().length;
    return length >= (field.min ?? 0) && length <= (field.max ?? Number.POSITIVE_INFINITY);
  });
}

function describe(value: string): string {
  const shown = value.length > 24 ? `${value.slice(0, 21)}… (${value.length})` : value;
  return JSON.stringify(shown);
}
