// A module's menu labels, taken from its own translations when its descriptor is built (module-contract).

/** `labelKey` → text for each entry, read from `resources` by the key's dotted path. */
export function menuLabelsFrom(
  resources: Record<string, unknown>,
  menu: readonly { labelKey: string }[],
): Record<string, string> {
  return Object.fromEntries(
    menu.map(({ labelKey }) => {
      const text = labelKey
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
      if (typeof text !== 'string') throw new Error(`No translation for the menu label "${labelKey}"`);
      return [labelKey, text];
    }),
  );
}
