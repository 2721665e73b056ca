// The request draft for a page: loaded from IndexedDB once, shared by every page, updated in storage first.
import type { RequestDraft } from '@callout/contracts/booking';
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { clearDraft, draftSnapshot, loadDraft, subscribeDraft, updateDraft } from '../data/request-draft';
import { RenderedDraft } from './rendered-draft';

export interface RequestDraftState {
  /** Undefined until the stored draft has been read. */
  draft: RequestDraft | undefined;
  /** A storage failure (e.g. StorageFullError), for the page to show; the draft then lives in memory. */
  error: unknown;
  /** Resolves with the new draft; undefined only if the change itself was invalid. */
  update: (change: (draft: RequestDraft) => RequestDraft) => Promise<RequestDraft | undefined>;
  clear: () => Promise<void>;
}

/**
 * Applies a change and stores it. When storing fails the change still holds in memory, `onFailure` hears
 * why, and the booking goes on.
 */
export async function changeDraft(
  change: (draft: RequestDraft) => RequestDraft,
  onFailure: (failure: unknown) => void = () => undefined,
): Promise<RequestDraft | undefined> {
  try {
    return await updateDraft(change);
  } catch (failure) {
    console.error('Could not save the request draft', failure);
    onFailure(failure);
    return draftSnapshot();
  }
}

export function useRequestDraft(): RequestDraftState {
  // On the server, the draft the step is rendered with; in the browser, the stored one.
  const rendered = useContext(RenderedDraft);
  const draft = useSyncExternalStore(subscribeDraft, draftSnapshot, () => rendered);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    loadDraft().catch((failure: unknown) => {
      console.error('Could not read the request draft', failure);
      setError(failure);
    });
  }, []);

  const update = useCallback(async (change: (draft: RequestDraft) => RequestDraft) => {
    setError(null);
    return changeDraft(change, setError);
  }, []);

  const clear = useCallback(async () => {
    try {
      await clearDraft();
    } catch (failure) {
      setError(failure);
    }
  }, []);

  return { draft, error, update, clear };
}
