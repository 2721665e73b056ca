// Icons this module needs beyond the shared set, drawn the same way (inline stroke SVG, no icon font).
const paths = {
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  signOut: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  close: 'M6 6l12 12M18 6L6 18',
  pin: 'M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11zM12 12a2 2 0 1 0 0-.01',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
} as const;

export type ModuleIconName = keyof typeof paths;

export function ModuleIcon({ name, size = 24 }: { name: ModuleIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
