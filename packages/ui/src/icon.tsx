// A small stroke icon set drawn inline, so icons render without icon fonts or emoji support.
const paths = {
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  hammer: 'M14 4l6 6-2 2-2-2-9 9-3-3 9-9-2-2z',
  droplet: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z',
  car: 'M3 13l2-5a2 2 0 0 1 1.9-1.4h10.2A2 2 0 0 1 19 8l2 5v5h-3v-2H6v2H3zM3 13h18M7 16h.01M17 16h.01',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  bubbles: 'M8 14a4 4 0 1 0 0 .01zM16 8a3 3 0 1 0 0 .01zM17 17a2 2 0 1 0 0 .01z',
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  plus: 'M12 5v14M5 12h14',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  support: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  services: 'M4 6h16M4 12h16M4 18h10',
  explore: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  signOut: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  pin: 'M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11zM12 12a2 2 0 1 0 0-.01',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  check: 'M20 6L9 17l-5-5',
} as const;

export type IconName = keyof typeof paths;

/** Every icon, in the order drawn above (the style guide shows them all). */
export const iconNames = Object.keys(paths) as IconName[];

export const isIconName = (value: string): value is IconName => Object.hasOwn(paths, value);

export function Icon({ name, size = 24, label }: { name: IconName; size?: number; label?: string }) {
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
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
