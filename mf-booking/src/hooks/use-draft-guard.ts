// Sends a visitor whose draft is incomplete for this step back to the step that fills the gap.
import type { RequestDraft } from '@callout/contracts/booking';
import { useNavigate } from '@callout/router';
import { useEffect } from 'react';
import { type BookingStep, redirectForIncompleteDraft } from '../lib/draft-steps';
import { useRequestDraft } from './use-request-draft';

/** The draft once it is known to be complete enough for `step`; undefined while loading or redirecting. */
export function useDraftGuard(step: BookingStep) {
  const state = useRequestDraft();
  const navigate = useNavigate();
  const redirect = state.draft ? redirectForIncompleteDraft(state.draft, step) : null;

  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const ready: RequestDraft | undefined = state.draft && !redirect ? state.draft : undefined;
  return { ...state, ready };
}
