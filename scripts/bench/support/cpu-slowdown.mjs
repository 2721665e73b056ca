// Lighthouse's simulated throttling multiplies the CPU time this host spent by a fixed factor (4× by
// default), which assumes a high-end desktop host (benchmark index 1,500–2,000). On a slower host the same
// page scores worse, on a faster one better, so figures from two machines do not compare. Lighthouse's
// throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") points to its CPU slowdown
// calculator; `slowdownFor` is that calculator's piecewise-linear rule from the host's benchmark index to the
// multiplier that emulates its reference mid-tier phone: 150 → 1×, 800 → 2×, 1,300 → 3×, then +1× per 233.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's own default, used when `--cpu-slowdown default` asks for the raw setting. */
export const defaultSlowdown = 4;

/** Below this index the calculator declines: the host is slower than the phone it would emulate. */
const slowestHost = 150;

/** The multiplier for a host of `benchmarkIndex`, or null when the host is too slow to emulate the phone. */
export function slowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < slowestHost) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - slowestHost) / 650;
}

/**
 * The host's benchmark index as Lighthouse computes it (its page function, run in a page of `browser`),
 * the median of `runs` runs so one busy moment does not set the slowdown for the whole session.
 */
export async function measureBenchmarkIndex(browser, runs = 3) {
  const tab = await browser.newPage();
  try {
    const indexes = [];
    for (let run = 0; run < runs; run += 1) {
      indexes.push(await tab.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    indexes.sort((a, b) => a - b);
    return indexes[Math.floor(indexes.length / 2)];
  } finally {
    await tab.close();
  }
}

/**
 * The slowdown a session uses: `option` is `auto` (calibrated to `benchmarkIndex`), `default` (Lighthouse's
 * 4×) or a number. Returns the multiplier and how it was chosen, for the report's heading.
 */
export function chooseSlowdown(option, benchmarkIndex) {
  if (option === 'default') return { multiplier: defaultSlowdown, how: "Lighthouse's default" };
  if (option !== 'auto') {
    const multiplier = Number(option);
    if (!Number.isFinite(multiplier) || multiplier < 1) {
      throw new Error('--cpu-slowdown takes auto, default or a number of at least 1');
    }
    return { multiplier, how: 'as asked' };
  }
  const calibrated = slowdownFor(benchmarkIndex);
  if (calibrated === null) {
    throw new Error(
      `this host's CPU benchmark index (${Math.round(benchmarkIndex)}) is below ${slowestHost}: too slow to ` +
        'emulate the reference phone; pass --cpu-slowdown 1 to audit without slowing it further',
    );
  }
  return {
    multiplier: Math.round(calibrated * 100) / 100,
    how: `calibrated to this host's CPU benchmark index ${Math.round(benchmarkIndex)}`,
  };
}
