// React binding for the shared i18next instance: `useTranslation(namespaces)` gives a `t` fixed to those
// namespaces, typed from the English files, and re-renders when the language or the loaded resources change.
// It replaces react-i18next, whose 6 kB would sit on the critical path of every page for this one hook.

import type { FlatNamespace, i18n, TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { initI18n } from './i18n';
import { renderLanguage } from './shown-language';

type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

// Every change that can alter a translation bumps this, so `t` is rebuilt and the component re-renders.
let revision = 0;
const subscribers = new Set<() => void>();
let watched: i18n | undefined;

function watch(instance: i18n): void {
  if (watched === instance) return;
  watched = instance;
  const bump = () => {
    revision += 1;
    for (const notify of subscribers) notify();
  };
  instance.on('languageChanged', bump);
  instance.store.on('added', bump);
  instance.store.on('removed', bump);
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

const currentRevision = () => revision;

export function useTranslation<const Ns extends Namespaces = 'common'>(
  namespaces?: Ns,
): { t: TFunction<Ns>; i18n: i18n } {
  const instance = initI18n();
  watch(instance);
  const seen = useSyncExternalStore(subscribe, currentRevision, currentRevision);
  const key = namespaces === undefined ? '' : ([] as string[]).concat(namespaces).join('|');
  // On the server, the language of the page being rendered; in the browser, the instance's as it changes.
  const language = renderLanguage() ?? null;
  // `seen`, `language` and `key` stand for the language, the resources and the namespaces `t` is fixed to.
  const t = useMemo(
    () => instance.getFixedT(language, (namespaces ?? 'common') as Ns) as unknown as TFunction<Ns>,
    [instance, seen, language, key],
  );
  return { t, i18n: instance };
}
