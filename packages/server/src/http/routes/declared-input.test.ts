// Every route reads its input through its declaration: `inputOf(request).query|params|body` parses with the
// schemas `documented({...})` gives the OpenAPI document, so no route parses with a schema of its own. A
// route file may neither call parseInput nor read `request.query`, `request.params` or `request.body`, but
// for the few below, each with why its input cannot be read that way.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const routesDir = fileURLToPath(new URL('.', import.meta.url));

/** Route files (under http/routes/, relative), each with the raw reads it may make and why. */
const rawInputReads: Record<string, { reads: number; why: string }> = {
  'catalogue/images.ts': {
    reads: 1,
    why: 'GET /images/:id reads its id as sent: an id that is not a plain id is a 404 like an unknown picture, never a 400 (its query is read with inputOf)',
  },
  'booking/calendar.ts': {
    reads: 1,
    why: 'GET /calendar/:feed checks its params with the declared schema itself: a malformed feed address is a 404, the address being a secret',
  },
  'booking/provider-schedule.ts': {
    reads: 1,
    why: 'POST /provider/updateschedule parses the declared schema itself: its refusals carry the schedule’s own words and name no field',
  },
  'notifications/push.ts': {
    reads: 1,
    why: 'POST /push/subscribe takes the browser’s PushSubscription as JSON (keys nested) or the declared flat form (domain/notifications/push/subscription-input.ts)',
  },
  'provider/provider-kyc.ts': {
    reads: 1,
    why: 'POST /provider/updatekyc: the rule “All KYC fields required” comes before the declared schema, which domain/provider/kyc/submit-kyc.ts then parses',
  },
  'payments/payments.ts': {
    reads: 2,
    why: 'POST /payments/stripe-webhook takes the raw bytes, whose signature is checked before the event is read',
  },
  'payouts/sandbox-onboarding.ts': {
    reads: 3,
    why: 'GET and POST /payouts/sandbox-onboarding are HTML pages: an unknown key is a 404 and bad bank details the page again (400), never the JSON refusal',
  },
  'dev/dev-clock.ts': {
    reads: 1,
    why: 'POST /dev/clock is a development call outside the API and its document (no declaration)',
  },
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each route file's parseInput calls and raw reads of the request's query, params or body. */
function inputReadsOf(dir: string) {
  return routeFiles(dir).map((path) => {
    const text = readFileSync(path, 'utf8');
    return {
      file: relative(dir, path).split('\\').join('/'),
      parseInputCalls: text.match(/\bparseInput\(/g)?.length ?? 0,
      rawReads: text.match(/\brequest\.(query|params|body)\b/g)?.length ?? 0,
    };
  });
}

describe('route input', () => {
  const files = inputReadsOf(routesDir);

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('is never parsed with parseInput in a route file: the declaration’s schemas parse it (inputOf)', () => {
    expect(files.filter((file) => file.parseInputCalls > 0).map(({ file }) => file)).toEqual([]);
  });

  it('is read raw only by the routes listed, each with its reason', () => {
    const raw = Object.fromEntries(
      files.filter((file) => file.rawReads > 0).map(({ file, rawReads }) => [file, rawReads]),
    );
    const listed = Object.fromEntries(
      Object.entries(rawInputReads).map(([file, { reads }]) => [file, reads]),
    );
    expect(raw).toEqual(listed);
  });
});
