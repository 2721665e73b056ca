/** An order status as the server names it; IN-PROGRESS stands out, as the spec asks. */
export function StatusLabel({ status }: { status: string }) {
  const modifier = status.toLowerCase().replace(/[^a-z]+/g, '-');
  return <span className={`or-status or-status--${modifier}`}>{status}</span>;
}
