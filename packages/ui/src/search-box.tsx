import { TextField } from './field';

/**
 * The server's limit on search text (`maxSearchLength` in @callout/contracts/fields); repeated here because
 * the ui package does not depend on contracts. A caller may pass the contract's constant instead.
 */
const defaultMaxLength = 100;

/** A labelled search input; the caller decides how often to search (see useDebouncedValue). */
export function SearchBox({
  label,
  value,
  onChange,
  className,
  maxLength = defaultMaxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The module's own class for layout (modules ship their CSS; the shell's copy of ui styles may be older). */
  className?: string;
  maxLength?: number;
}) {
  return (
    <TextField
      className={className}
      label={label}
      type="search"
      value={value}
      maxLength={maxLength}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
