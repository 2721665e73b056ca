// A module's menu labels and page titles, taken from its own translations when its descriptor is built
// (module-contract), so the shell and the server have them without loading the module.

/** The text at a dotted key of `resources`; a build fails on a key the translations lack. */
function textAt(resources: Record<string, unknown>, key: string, what: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
  if (typeof text !== 'string') throw new Error(`No translation for the ${what} "${key}"`);
  return text;
}

/** `labelKey` → text for each entry, read from `resources` by the key's dotted path. */
export function menuLabelsFrom(
  resources: Record<string, unknown>,
  menu: readonly { labelKey: string }[],
): Record<string, string> {
  return Object.fromEntries(
    menu.map(({ labelKey }) => [labelKey, textAt(resources, labelKey, 'menu label')]),
  );
}

/** `titleKey` → text for each route: every route names its page. */
export function pageTitlesFrom(
  resources: Record<string, unknown>,
  routes: readonly { titleKey: string }[],
): Record<string, string> {
  return Object.fromEntries(
    routes.map(({ titleKey }) => [titleKey, textAt(resources, titleKey, 'page title')]),
  );
}

/** A module's descriptor: its name, routes and menu, with their texts read from its own translations. */
export function withTexts<
  const D extends {
    name: string;
    namespace: string;
    routes: readonly { titleKey: string }[];
    menu: readonly { labelKey: string }[];
  },
>(resources: Record<string, unknown>, descriptor: D) {
  return {
    ...descriptor,
    menuLabels: menuLabelsFrom(resources, descriptor.menu),
    pageTitles: pageTitlesFrom(resources, descriptor.routes),
  };
}

/**
 * `descriptor` with its menu labels and page titles in each language of `translations` (language → the
 * module's namespace file in it), for the build to publish in module.json (`translatedTexts`).
 */
export function withTranslations<
  const D extends { routes: readonly { titleKey?: string }[]; menu: readonly { labelKey: string }[] },
>(descriptor: D, translations: Readonly<Record<string, Record<string, unknown>>>) {
  const titled = descriptor.routes.flatMap(({ titleKey }) => (titleKey === undefined ? [] : [{ titleKey }]));
  return {
    ...descriptor,
    translatedTexts: Object.fromEntries(
      Object.entries(translations).map(([language, resources]) => [
        language,
        {
          menuLabels: menuLabelsFrom(resources, descriptor.menu),
          pageTitles: pageTitlesFrom(resources, titled),
        },
      ]),
    ),
  };
}
