import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingDb } from './db';
import { flushPickedDate, keepPickedDate, readPickedDate } from './picked-date';

const draft = { ZipCode: 'SW1A 1AA', Address: 'Westminster', Category: 'Cleaning', ProdId: '7' };

beforeEach(() => bookingDb.drafts.clear());

describe('the date picked on the providers step', () => {
  it('is read back for the draft it was picked for', async () => {
    keepPickedDate(draft, '2030-05-01');
    await flushPickedDate();
    expect(await readPickedDate(draft)).toBe('2030-05-01');
  });

  it('is not read back once the draft has moved on: another service, or a date chosen with a provider', async () => {
    keepPickedDate(draft, '2030-05-01');
    await flushPickedDate();
    expect(await readPickedDate({ ...draft, ProdId: '8' })).toBeUndefined();
    expect(await readPickedDate({ ...draft, Provider: 'p1', Scheduled: '2030-05-02' })).toBeUndefined();
  });

  it('is forgotten when the date is cleared, and never stores what is not a date', async () => {
    keepPickedDate(draft, '2030-05-01');
    await flushPickedDate();
    keepPickedDate(draft, '');
    await flushPickedDate();
    await expect.poll(() => readPickedDate(draft)).toBeUndefined();
    keepPickedDate(draft, '2030-13-45');
    await flushPickedDate();
    expect(await bookingDb.drafts.count()).toBe(0);
  });
});
