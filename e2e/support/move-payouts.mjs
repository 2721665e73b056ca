// Run by ledger-year.ts while the journey's own server is stopped (the embedded database has one owner at
// a time): moves every payout of the given orders to a day of a past year, as if credited then, so that
// year's report to HMRC can be produced. Arguments: DATA_DIR, the day (YYYY-MM-DD), then the order ids.
const [dataDir, day, ...orderIds] = process.argv.slice(2);
const { openDatabase } = await import(
  new URL('../../packages/server/src/infra/db/database.ts', import.meta.url).href
);
const db = await openDatabase({ DATA_DIR: dataDir });
try {
  const moved = await db.query(
    `UPDATE payouts SET created_at = $1::timestamptz, paid_at = $1::timestamptz
     WHERE order_id = ANY($2::text[]) RETURNING id`,
    [`${day}T12:00:00Z`, orderIds],
  );
  console.log(`moved ${moved.length}`);
} finally {
  await db.close();
}
