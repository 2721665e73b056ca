import type { OperatorCase } from '@callout/contracts/operator-support';
import { describe, expect, it } from 'vitest';
import { filterCases, queueFor } from './filter-cases';

const row = (id: string, change: Partial<OperatorCase>): OperatorCase => ({
  CaseID: id,
  Subject: 'Help',
  Status: 'NEW',
  Created: '2026-11-24T10:00:00.000Z',
  OwnerRole: 'user',
  OwnerID: `CUS-${id}`,
  OwnerEmail: null,
  OwnerName: null,
  OwnerPhone: null,
  Messages: 0,
  LastMessage: null,
  ...change,
});

const cases = [
  row('CS-AAAA0001', { Subject: 'Refund for my clean', OwnerName: 'Dana Carter' }),
  row('CS-AAAA0002', { Status: 'OPEN', OwnerRole: 'provider', OwnerEmail: 'amara@example.com' }),
  row('CS-AAAA0003', { Status: 'CLOSED', Subject: 'Old question' }),
];
const ids = (found: OperatorCase[]) => found.map((found) => found.CaseID);

describe('the queue filters', () => {
  it('finds by case number, subject, owner name and email, in any case and word order', () => {
    const all = { status: 'all', role: 'all' } as const;
    expect(ids(filterCases(cases, { ...all, search: 'cs-aaaa0003' }))).toEqual(['CS-AAAA0003']);
    expect(ids(filterCases(cases, { ...all, search: 'carter  refund' }))).toEqual(['CS-AAAA0001']);
    expect(ids(filterCases(cases, { ...all, search: 'AMARA@' }))).toEqual(['CS-AAAA0002']);
    expect(ids(filterCases(cases, { ...all, search: 'nobody' }))).toEqual([]);
  });

  it('filters by status and by who opened the case, keeping the queue order', () => {
    expect(ids(filterCases(cases, { search: '', status: 'OPEN', role: 'all' }))).toEqual(['CS-AAAA0002']);
    expect(ids(filterCases(cases, { search: '', status: 'all', role: 'user' }))).toEqual([
      'CS-AAAA0001',
      'CS-AAAA0003',
    ]);
    expect(ids(filterCases(cases, { search: '', status: 'NEW', role: 'provider' }))).toEqual([]);
  });

  it('asks the server for the queue that holds the status', () => {
    expect([
      queueFor('waiting'),
      queueFor('NEW'),
      queueFor('OPEN'),
      queueFor('CLOSED'),
      queueFor('all'),
    ]).toEqual(['open', 'open', 'open', 'closed', 'all']);
  });
});
