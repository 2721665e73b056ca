export function Spinner({ label }: { label: string }) {
  return (
    <output aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </output>
  );
}
