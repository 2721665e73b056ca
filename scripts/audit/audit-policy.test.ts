// The dependency audit's verdict on a pnpm audit report and the allow-list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeAudit, parseAllowList } from './audit-policy.mjs';

const today = new Date('2026-03-01T12:00:00Z');

const report = (...advisories: Array<{ id: string; module: string; severity: string }>) => ({
  advisories: Object.fromEntries(
    advisories.map((a, index) => [
      String(index + 1000),
      {
        id: index + 1000,
        github_advisory_id: a.id,
        module_name: a.module,
        severity: a.severity,
        title: `A flaw in ${a.module}`,
        url: `https://github.com/advisories/${a.id}`,
        findings: [{ version: '1.0.0', paths: [`packages__server>${a.module}`] }],
      },
    ]),
  ),
  metadata: { vulnerabilities: {} },
});

const allowance = (id: string, module: string, expires: string) => ({
  id,
  package: module,
  reason: 'Only reached through the build, never at run time.',
  expires,
});

describe('the dependency audit', () => {
  it('passes a report with no advisory, and notes low and moderate ones without failing', () => {
    expect(judgeAudit(report(), [], today)).toEqual({ failures: [], notes: [] });
    const verdict = judgeAudit(report({ id: 'GHSA-low', module: 'a', severity: 'moderate' }), [], today);
    expect(verdict.failures).toEqual([]);
    expect(verdict.notes).toHaveLength(1);
  });

  it.each(['high', 'critical'])(
    'fails on a %s advisory nobody allowed, naming it and its path',
    (severity) => {
      const { failures } = judgeAudit(report({ id: 'GHSA-aaaa', module: 'left-pad', severity }), [], today);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain('GHSA-aaaa in left-pad');
      expect(failures[0]).toContain('packages__server>left-pad');
    },
  );

  it('passes an allowed advisory until its expiry date, and fails from that day on', () => {
    const found = report({ id: 'GHSA-bbbb', module: 'qs', severity: 'high' });
    expect(judgeAudit(found, [allowance('GHSA-bbbb', 'qs', '2026-03-02')], today).failures).toEqual([]);
    expect(judgeAudit(found, [allowance('GHSA-bbbb', 'qs', '2026-03-01')], today).failures[0]).toContain(
      'expired on 2026-03-01',
    );
    // An allowance is for that advisory in that package only.
    expect(judgeAudit(found, [allowance('GHSA-bbbb', 'other', '2026-04-01')], today).failures).toHaveLength(
      1,
    );
    expect(judgeAudit(found, [allowance('GHSA-cccc', 'qs', '2026-04-01')], today).failures).toHaveLength(1);
  });

  it('says when an allowance is no longer needed', () => {
    const { notes } = judgeAudit(report(), [allowance('GHSA-dddd', 'qs', '2026-04-01')], today);
    expect(notes).toEqual([expect.stringContaining('GHSA-dddd in qs is no longer reported')]);
  });

  it('refuses an allow-list entry without a reason or a date, or allowed for more than 180 days', () => {
    const parse = (entry: object) => () => parseAllowList({ advisories: [entry] }, today);
    expect(parse({ ...allowance('GHSA-e', 'qs', '2026-04-01'), reason: '' })).toThrow(/reason is missing/);
    expect(parse(allowance('GHSA-e', 'qs', '1st of May'))).toThrow(/YYYY-MM-DD/);
    expect(parse(allowance('GHSA-e', 'qs', '2026-12-01'))).toThrow(/more than 180 days/);
    expect(parse(allowance('GHSA-e', 'qs', '2026-05-01'))()).toHaveLength(1);
    expect(() => parseAllowList({}, today)).toThrow(/expected/);
  });

  it("reads the repository's allow-list", () => {
    const json = JSON.parse(readFileSync(new URL('./audit-allow.json', import.meta.url), 'utf8'));
    expect(() => parseAllowList(json)).not.toThrow();
  });
});
