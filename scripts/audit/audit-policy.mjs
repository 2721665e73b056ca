// What `pnpm audit --prod --json` must show for `npm test` to pass: no high or critical advisory, unless
// the allow-list (audit-allow.json) names it with a reason and an expiry date that has not passed.

export const blockingSeverities = ['high', 'critical'];
/** An allowance is a deferral after a review, not a waiver: it must be looked at again within this. */
export const maxAllowanceDays = 180;

const dayMs = 24 * 60 * 60 * 1000;
const isDate = (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** The allow-list's entries, or an Error naming every malformed one. */
export function parseAllowList(json, today = new Date()) {
  const entries = Array.isArray(json?.advisories) ? json.advisories : null;
  if (!entries) throw new Error('audit-allow.json: expected {"advisories": [...]}');
  const problems = [];
  entries.forEach((entry, index) => {
    const where = `audit-allow.json advisories[${index}]`;
    for (const field of ['id', 'package', 'reason', 'expires']) {
      if (typeof entry?.[field] !== 'string' || entry[field].trim() === '')
        problems.push(`${where}: ${field} is missing`);
    }
    if (typeof entry?.expires === 'string' && !isDate(entry.expires)) {
      problems.push(`${where}: expires must be a date, YYYY-MM-DD`);
    } else if (typeof entry?.expires === 'string') {
      const days = (Date.parse(`${entry.expires}T00:00:00Z`) - today.getTime()) / dayMs;
      if (days > maxAllowanceDays)
        problems.push(`${where}: expires more than ${maxAllowanceDays} days ahead`);
    }
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return entries;
}

/** The report's advisories as { id, package, severity, title, url, paths }. */
export function advisoriesOf(report) {
  return Object.values(report?.advisories ?? {}).map((advisory) => ({
    id: advisory.github_advisory_id ?? String(advisory.id),
    package: advisory.module_name,
    severity: advisory.severity,
    title: advisory.title,
    url: advisory.url,
    paths: (advisory.findings ?? []).flatMap((finding) => finding.paths ?? []).slice(0, 3),
  }));
}

/**
 * Failures (blocking advisories not allowed, or allowed past their expiry) and notes (allowances no
 * longer needed, lower severities) for one audit report.
 */
export function judgeAudit(report, allowList, today = new Date()) {
  const todayText = today.toISOString().slice(0, 10);
  const failures = [];
  const notes = [];
  const found = advisoriesOf(report);
  for (const advisory of found) {
    const label = `${advisory.severity} ${advisory.id} in ${advisory.package}: ${advisory.title} (${advisory.url})`;
    if (!blockingSeverities.includes(advisory.severity)) {
      notes.push(label);
      continue;
    }
    const allowance = allowList.find(
      (entry) => entry.id === advisory.id && entry.package === advisory.package,
    );
    if (!allowance) failures.push(`${label}\n    via ${advisory.paths.join(', ') || 'unknown path'}`);
    else if (allowance.expires <= todayText)
      failures.push(`${label}\n    its allowance expired on ${allowance.expires}`);
    else notes.push(`${label}\n    allowed until ${allowance.expires}: ${allowance.reason}`);
  }
  for (const entry of allowList) {
    if (!found.some((advisory) => advisory.id === entry.id && advisory.package === entry.package)) {
      notes.push(`audit-allow.json: ${entry.id} in ${entry.package} is no longer reported; remove its entry`);
    }
  }
  return { failures, notes };
}
