// GET /provider/profile: who the provider is, their counters and flags (email, KYC, payouts). Every screen
// of the module needs it (the navigation shows only once the email is verified), so one copy is kept in
// memory and shared; each screen refreshes it when it opens and keeps showing the last answer meanwhile.
import { parseJson } from '@callout/api-client/client';
import { sessionChangeEvent } from '@callout/api-client/session-storage';
import { type ProviderProfileResponse, providerProfileResponseSchema } from '@callout/contracts/accounts';
import { usePreloadedData } from '@callout/ui/use-remote';
import type { KyInstance } from 'ky';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { api } from '../lib/api';
import { requireSuccess } from '../lib/errors';

export type ProviderProfile = NonNullable<ProviderProfileResponse['data']>;

/** What the profile is given under when it comes already loaded (a page drawn on the server). */
export const providerProfileKey = 'provider-profile';

/** `client`: the module's own, or the server's when it draws a page (app/server-render.tsx). */
export async function getProviderProfile(
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<ProviderProfile> {
  const reply = requireSuccess(
    await parseJson(
      providerProfileResponseSchema,
      client.get('provider/profile', { signal }),
      '/provider/profile',
    ),
  );
  if (!reply.data) throw new Error('The provider profile reply has no data');
  return reply.data;
}

interface ProfileSnapshot {
  status: 'loading' | 'ready' | 'error';
  data: ProviderProfile | undefined;
  error: unknown;
}

let snapshot: ProfileSnapshot = { status: 'loading', data: undefined, error: null };
let inFlight: Promise<void> | undefined;
/** Bumped when the session changes, so an answer for the previous session is dropped. */
let generation = 0;
const listeners = new Set<() => void>();
/** Set by a route's early refresh until the screen it was sent for has mounted. */
let sentEarly = false;

function publish(next: ProfileSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Fetches again (one request at a time); the last good profile stays visible while it loads. */
export function refreshProviderProfile(): Promise<void> {
  inFlight ??= (async () => {
    const started = generation;
    publish({ ...snapshot, status: 'loading', error: null });
    try {
      const data = await getProviderProfile();
      if (started === generation) publish({ status: 'ready', data, error: null });
    } catch (error) {
      console.error('Loading the provider profile failed', error);
      if (started === generation) publish({ ...snapshot, status: 'error', error });
    } finally {
      if (started === generation) inFlight = undefined;
    }
  })();
  return inFlight;
}

/** Sent as a screen opens, while its code still loads; that screen's mount then takes it over. */
export function refreshProviderProfileEarly(): void {
  sentEarly = true;
  void refreshProviderProfile();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The shared copy as state, each change drawn in a transition: a new profile redraws the whole screen,
 * which React then does in slices rather than in one long task (useSyncExternalStore would draw it at once).
 * On the server the shared copy would be every visitor's: a drawn page reads the profile it was given.
 */
function useSnapshot(): ProfileSnapshot {
  const preloaded = usePreloadedData<ProviderProfile>(providerProfileKey);
  const [state, setState] = useState<ProfileSnapshot>(() =>
    preloaded === undefined ? snapshot : { status: 'ready', data: preloaded, error: null },
  );
  useEffect(() => {
    const update = () => startTransition(() => setState(snapshot));
    update(); // it may have changed between the first render and now
    return subscribe(update);
  }, []);
  return state;
}

/** The shared profile, refreshed when the calling screen mounts. */
export function useProviderProfile() {
  const state = useSnapshot();
  useEffect(() => {
    if (!sentEarly) {
      void refreshProviderProfile();
      return;
    }
    // Every hook of the screen mounts in this same pass; the next screen refreshes again.
    queueMicrotask(() => {
      sentEarly = false;
    });
  }, []);
  const reload = useCallback(() => void refreshProviderProfile(), []);
  return { ...state, reload };
}

/** Forgets the shared copy, as a fresh page load would (tests, and a change of session in this tab). */
export function forgetProviderProfile(): void {
  generation += 1;
  inFlight = undefined;
  sentEarly = false;
  publish({ status: 'loading', data: undefined, error: null });
}

// Signing out and in again without a page load must never show the previous provider's details.
globalThis.addEventListener?.(sessionChangeEvent, forgetProviderProfile);
