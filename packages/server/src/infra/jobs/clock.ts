// Time as the background jobs see it, so a test can run them on a clock of its own (server-testing's
// testClock) instead of waiting for Monday morning.

export interface Clock {
  now(): Date;
  /** Calls `run` every `ms` until the returned function is called; a slow run is never overlapped. */
  every(ms: number, run: () => Promise<void>): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  every(ms, run) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void run().finally(() => {
        running = false;
      });
    }, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
