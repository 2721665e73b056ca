// Which booking step an incomplete draft belongs on (negotiate guards). Earlier steps use
// the same rule for the fields they depend on, so a stale tab can never book half a request.
import { isPublishedJob, type RequestDraft } from '@callout/contracts/booking';
import { paths } from '../config/paths';

export type BookingStep = 'category' | 'specifics' | 'choose' | 'providers' | 'negotiate';

const stepOrder: readonly BookingStep[] = ['category', 'specifics', 'choose', 'providers', 'negotiate'];

/** Each check guards the steps after the one it names. */
const checks: readonly { before: BookingStep; isMissing: (d: RequestDraft) => boolean; href: string }[] = [
  { before: 'category', isMissing: (d) => !d.ZipCode || !d.Address, href: paths.getStarted.getHref() },
  { before: 'specifics', isMissing: (d) => !d.Category, href: paths.category.getHref() },
  { before: 'choose', isMissing: (d) => !d.Specific, href: paths.specifics.getHref() },
  { before: 'providers', isMissing: (d) => !d.ProdId || !d.Product, href: paths.choose.getHref() },
  { before: 'negotiate', isMissing: (d) => !d.Scheduled, href: paths.providers.getHref() },
];

/** Where to send a visitor of `step` whose draft lacks what the step needs, or null when it is complete. */
export function redirectForIncompleteDraft(draft: RequestDraft, step: BookingStep): string | null {
  const reached = stepOrder.indexOf(step);
  for (const check of checks) {
    if (stepOrder.indexOf(check.before) > reached) break;
    if (check.isMissing(draft)) return check.href;
  }
  return null;
}

/** Fields in the order the flow fills them; a new choice keeps what came before and drops what came after. */
const fieldsByStep = {
  location: ['ZipCode', 'Address', 'AddressLine1', 'AddressLine2', 'Town'],
  category: ['Category'],
  specifics: ['Specific'],
  choose: ['ProdId', 'Product'],
  providers: ['Provider', 'ProviderName', 'Scheduled', 'Window', 'Hours', 'StartNow'],
} as const satisfies Record<string, readonly (keyof RequestDraft)[]>;
type ChoiceStep = keyof typeof fieldsByStep;
const choiceOrder = Object.keys(fieldsByStep) as ChoiceStep[];

/**
 * A provider picked on the dashboard is a preference, not yet a choice: it has no date (the providers step
 * sets both). It stays through the steps before and is preselected there if they offer the service that day.
 */
const preference = (draft: RequestDraft): RequestDraft =>
  draft.Provider && !draft.Scheduled && !isPublishedJob(draft.Provider)
    ? { Provider: draft.Provider, ...(draft.ProviderName ? { ProviderName: draft.ProviderName } : {}) }
    : {};

/** The note for the provider is the customer's own words: no choice made before or after drops it. */
const typedNote = (draft: RequestDraft): RequestDraft => (draft.Note ? { Note: draft.Note } : {});

const fieldsBefore = (draft: RequestDraft, step: ChoiceStep): RequestDraft => {
  const kept: RequestDraft = {};
  for (const earlier of choiceOrder.slice(0, choiceOrder.indexOf(step))) {
    for (const field of fieldsByStep[earlier]) {
      if (draft[field] !== undefined) kept[field] = draft[field];
    }
  }
  return kept;
};

/** The draft after choosing at `step`: earlier choices stay, later ones (and any order) are dropped. */
export function applyChoice(
  draft: RequestDraft,
  step: ChoiceStep,
  choice: Partial<RequestDraft>,
): RequestDraft {
  const next = { ...fieldsBefore(draft, step), ...preference(draft), ...typedNote(draft), ...choice };
  // The name belongs to the provider the booking started with, not to another one chosen since.
  if (next.ProviderName && next.Provider !== draft.Provider) delete next.ProviderName;
  return next;
}

/**
 * The location step. A booking started on the dashboard at a service or a provider has those choices but
 * no location yet: they stay. Otherwise a new location starts the booking over.
 */
export function applyLocation(
  draft: RequestDraft,
  place: Pick<RequestDraft, 'AddressLine1' | 'AddressLine2' | 'Town'> & { ZipCode: string; Address: string },
): RequestDraft {
  if (draft.ZipCode || draft.Address) return applyChoice(draft, 'location', place);
  return { ...fieldsBefore(draft, 'providers'), ...preference(draft), ...place };
}

/** The first step a booking with this draft still has to do. */
export function nextStepHref(draft: RequestDraft): string {
  if (!draft.ZipCode || !draft.Address) return paths.location.getHref();
  return redirectForIncompleteDraft(draft, 'negotiate') ?? paths.negotiate.getHref();
}
