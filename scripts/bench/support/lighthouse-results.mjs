// Reading Lighthouse results (LHR JSON): the figures the targets are set on, and the audits that fail, in the
// words of Lighthouse's own report (binary audits below 1, scored audits below 0.9).

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? null;

export function figuresOf(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
  };
}

/** The median of the figures a run produced; null when none did. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function fails(audit) {
  if (typeof audit?.score !== 'number') return false; // informative, manual, not applicable or errored
  if (audit.scoreDisplayMode === 'binary') return audit.score < 1;
  return ['numeric', 'metricSavings'].includes(audit.scoreDisplayMode) && audit.score < 0.9;
}

/** A line or two a reader can act on: the file, element or message an audit item names. */
function describeItem(item) {
  const text =
    item.description ??
    item.node?.snippet ??
    item.source?.url ??
    item.url ??
    item.node?.selector ??
    item.label ??
    item.issueType ??
    null;
  if (typeof text !== 'string') return null;
  const where = item.sourceLocation?.url ?? (item.description && item.url) ?? '';
  const line = `${text}${where && !text.includes(where) ? ` (${where})` : ''}`.replace(/\s+/g, ' ');
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

/**
 * Audits failing in at least half of `lhrs` (the runs of one page), with the category they count in.
 * The metric audits are left out: the table already holds LCP, TBT and CLS against their targets.
 */
export function failingAudits(lhrs) {
  const found = new Map();
  for (const lhr of lhrs) {
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        if (ref.group === 'metrics' || ref.group === 'hidden') continue;
        const audit = lhr.audits[ref.id];
        if (!fails(audit)) continue;
        const entry = found.get(ref.id) ?? {
          id: ref.id,
          title: audit.title,
          category: category.title,
          displayValue: audit.displayValue,
          details: (audit.details?.items ?? []).map(describeItem).filter(Boolean).slice(0, 3),
          runs: new Set(),
        };
        entry.runs.add(lhr);
        found.set(ref.id, entry);
      }
    }
  }
  return [...found.values()]
    .filter((entry) => entry.runs.size * 2 >= lhrs.length)
    .map(({ runs, ...entry }) => ({ ...entry, failedRuns: runs.size }));
}
