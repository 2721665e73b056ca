// One pass over a queue at a time (the mail queue, the push queue): asked again while a pass runs, it runs
// once more after it rather than beside it; once closed it starts nothing and `close` waits for the pass.
export interface QueueRunner {
  runNow(): Promise<void>;
  isClosed(): boolean;
  close(): Promise<void>;
}

export function queueRunner(pass: () => Promise<void>): QueueRunner {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const run = async () => {
    do {
      again = false;
      await pass();
    } while (again && !closed);
  };
  return {
    runNow() {
      if (closed) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
    isClosed: () => closed,
    async close() {
      closed = true;
      await running;
    },
  };
}
