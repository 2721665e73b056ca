// What the credentials page works out from the server's answer: each credential's shown state, whether a
// requirement is met, and the least cover a kind must state for the provider's services.
import type { Credential, CredentialKind, ProviderRequirement } from '@callout/contracts/credentials';

export type ShownState = 'waiting' | 'verified' | 'queried' | 'expired';

/** VERIFIED but no longer current is shown as expired: it covers nothing any more. */
export function shownState(credential: Credential): ShownState {
  if (credential.Status === 'SUBMITTED') return 'waiting';
  if (credential.Status === 'QUERIED') return 'queried';
  return credential.Current ? 'verified' : 'expired';
}

/** Met while a credential of one of its kinds is verified, current and states enough cover. */
export function requirementMet(
  requirement: ProviderRequirement,
  credentials: readonly Credential[],
): boolean {
  return credentials.some(
    (credential) =>
      credential.Current &&
      requirement.Kinds.includes(credential.KindID) &&
      (requirement.MinCover === null || (credential.Cover ?? 0) >= requirement.MinCover),
  );
}

/** The highest minimum cover (pence) any of the provider's requirements asks of `kind`, or null for none. */
export function minCoverFor(kind: CredentialKind | undefined, requirements: readonly ProviderRequirement[]) {
  if (!kind) return null;
  const covers = requirements
    .filter((requirement) => requirement.Kinds.includes(kind.KindID) && requirement.MinCover !== null)
    .map((requirement) => requirement.MinCover ?? 0);
  return covers.length > 0 ? Math.max(...covers) : null;
}
