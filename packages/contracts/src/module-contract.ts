// The one contract every federated module exposes as `./module`: its routes and its menu entries.
import type { ComponentType } from 'react';
import { z } from 'zod';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

/**
 * A module's name is its folder's: `mf-` and lower-case words. Not a closed list, so a new module (mf-ops) is
 * released into a running shell without the shell's files changing.
 */
export const moduleNamePattern = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export type ModuleName = `mf-${string}`;

/** Who may open a route: anyone, a signed-in customer, provider, or operator (the people who run Callout). */
export const routeAccessSchema = z.enum(['public', 'customer', 'provider', 'operator']);
export type RouteAccess = z.infer<typeof routeAccessSchema>;

export const menuEntrySchema = z.object({
  to: z.string().startsWith('/'),
  /** Key in the module's i18n namespace. */
  labelKey: z.string().min(1),
  audience: z.enum(['customer', 'provider', 'operator']),
  icon: z.enum(['home', 'orders', 'order-now', 'profile', 'support', 'services', 'explore', 'history']),
  /** Place in the audience's menu, as the product lists it: lower first, across all modules. */
  order: z.number().int(),
  /** Place in the phone's bottom bar, lower first; an entry without one is in the menu only. */
  bar: z.number().int().optional(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** What a module's build publishes beside its remote entry, so the shell can route without loading it. */
export const moduleDescriptorSchema = z.object({
  name: z.custom<ModuleName>(
    (name) => typeof name === 'string' && moduleNamePattern.test(name),
    'expected a module name: mf- and lower-case words',
  ),
  namespace: z.string().min(1),
  routes: z
    .array(
      z.object({
        path: z.string().startsWith('/'),
        access: routeAccessSchema,
        /** Key in the module's i18n namespace of the page's title ("Orders" in "Orders · Callout"). */
        titleKey: z.string().min(1).optional(),
        /**
         * Where a route that only sends the visitor on goes (e.g. the payment page without an order): the
         * server answers a signed-in navigation to it with a redirect there, instead of a page that moves.
         */
        redirectTo: z.string().startsWith('/').optional(),
      }),
    )
    .min(1),
  menu: z.array(menuEntrySchema),
  /**
   * The module's own English text for each menu `labelKey`, so the shell draws the menu (and the server
   * its first paint) without loading the module; the module's full translations agree with it. Every
   * module's build writes it; a descriptor without it has its labels once the module is loaded.
   */
  menuLabels: z.record(z.string(), z.string()).optional(),
  /**
   * The English text of each route's `titleKey`, so the server writes a page's <title> and the shell sets
   * it without loading the module. A descriptor built before titles has none: its pages are titled
   * "Callout".
   */
  pageTitles: z.record(z.string(), z.string()).optional(),
  /**
   * The same menu labels and page titles in each other language Callout is written in (`pl-PL`), so the menu
   * and the document's title read in the page's language before the module's texts load. A descriptor
   * without it has them in English until then.
   */
  translatedTexts: z
    .record(
      z.string(),
      z.object({
        menuLabels: z.record(z.string(), z.string()),
        pageTitles: z.record(z.string(), z.string()),
      }),
    )
    .optional(),
});
export type ModuleDescriptor = z.infer<typeof moduleDescriptorSchema>;

export interface ModuleRoute {
  path: string;
  access: RouteAccess;
  titleKey?: string;
  redirectTo?: string;
  Component: ComponentType;
}

export interface ModuleContract {
  name: ModuleName;
  namespace: string;
  routes: ModuleRoute[];
  menu: MenuEntry[];
  /**
   * Loads the module's translations into the shared i18next instance before its pages render; resolves once
   * those of the language shown are in (a module built before languages returns nothing).
   */
  registerTranslations: () => void | Promise<void>;
}

/** The part of a contract that the build serialises into the descriptor. */
export function describeModule(
  contract: Pick<ModuleContract, 'name' | 'namespace' | 'menu'> & {
    routes: { path: string; access: RouteAccess; titleKey?: string; redirectTo?: string }[];
    menuLabels?: Record<string, string>;
    pageTitles?: Record<string, string>;
  },
): ModuleDescriptor {
  return moduleDescriptorSchema.parse({
    name: contract.name,
    namespace: contract.namespace,
    routes: contract.routes.map(({ path, access, titleKey, redirectTo }) => ({
      path,
      access,
      titleKey,
      redirectTo,
    })),
    menu: contract.menu,
    menuLabels: contract.menuLabels,
    pageTitles: contract.pageTitles,
  });
}
