// What /healthz, /readyz and /metrics answer, in one place.
export const healthMessages = {
  alive: 'Alive.',
  ready: 'Ready.',
  draining: 'This instance is shutting down.',
  databaseDown: 'The database does not answer.',
  migrationsMissing: 'The database lacks migrations this version needs.',
  tokenNeeded: 'Metrics need Authorization: Bearer and the metrics token.',
  wrongToken: 'This is not the metrics token.',
  localOnly: 'Metrics are answered only on this machine; set METRICS_TOKEN to scrape them from another.',
  closed: 'Metrics need METRICS_TOKEN, or a peer named in METRICS_ALLOW_PEERS.',
} as const;
