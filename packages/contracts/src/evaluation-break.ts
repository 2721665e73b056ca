// Defining zod schemas is most of what evaluating the contracts costs: a page that starts with a dozen
// contract files spent 15 to 30 ms in one task on them, long enough to hold a tap on a phone. Each contract
// file awaits this after its imports, so the browser gets its turn between two files.

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * A break in the evaluation of the contracts, where the browser has `scheduler.yield` (it resumes the
 * evaluation before other tasks of its priority); nothing where it has not (Node, the server, tests,
 * older browsers), which evaluate on without waiting.
 */
export function evaluationBreak(): Promise<void> | undefined {
  return (globalThis as Yielding).scheduler?.yield?.();
}
