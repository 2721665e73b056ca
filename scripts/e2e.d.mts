// The types of e2e.mjs, for its test.
export interface Shard {
  files: string[];
  seconds: number;
}

export function shareOut(files: string[], durations: Record<string, number>, shards: number): Shard[];
