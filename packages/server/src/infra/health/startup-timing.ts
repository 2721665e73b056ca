// How long each step of the server's start took, from the moment Node started the process. `npm start`
// (scripts/start.mjs) sets CALLOUT_STARTUP_TIMING=1 and the breakdown is printed once the server listens;
// otherwise the marks cost nothing but an array entry.

interface Phase {
  name: string;
  /** Milliseconds since the previous mark (the first: since the process started). */
  ms: number;
}

const phases: Phase[] = [];
let last = 0;
/** What ran alongside the steps (the database's own thread), printed under them. */
const notes: string[] = [];

/** Marks the end of a step: the time since the previous mark is this step's. */
export function startupPhase(name: string): void {
  const now = performance.now();
  phases.push({ name, ms: now - last });
  last = now;
}

/** Something that ran in parallel with the steps, e.g. the database thread's own timings. */
export function startupNote(text: string): void {
  notes.push(text);
}

/** The steps so far, one line each, and their total. */
export function startupBreakdown(): string {
  const width = Math.max(...phases.map((phase) => phase.name.length), 5);
  const lines = phases.map((phase) => `  ${phase.name.padEnd(width)}  ${phase.ms.toFixed(0).padStart(6)} ms`);
  lines.push(`  ${'total'.padEnd(width)}  ${last.toFixed(0).padStart(6)} ms`);
  for (const note of notes) lines.push(`  (in parallel) ${note}`);
  return `Server start-up, step by step:\n${lines.join('\n')}`;
}

export const startupTimingWanted = (): boolean => process.env.CALLOUT_STARTUP_TIMING === '1';
