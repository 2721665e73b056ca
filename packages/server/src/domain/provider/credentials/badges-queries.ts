// What customers see of a provider's credentials: each kind they hold VERIFIED and current today, with the
// day an operator last checked it ("Gas Safe registered, checked 3 March 2026"). Nothing else: numbers and
// documents stay between the provider and the operators.
import type { CredentialBadge } from '@callout/contracts/credential-badge';
import type { Queryable } from '../../../infra/db/database';
import { londonDaySql } from '../../../infra/db/london-day';

export async function badgesOf(
  db: Queryable,
  providerIds: readonly string[],
  today: string,
): Promise<Map<string, CredentialBadge[]>> {
  const badges = new Map<string, CredentialBadge[]>();
  if (providerIds.length === 0) return badges;
  const rows = await db.query<{ provider_id: string; name: string; issuing_body: string; checked: string }>(
    `SELECT pc.provider_id, k.name, k.issuing_body,
       to_char(max(${londonDaySql('pc.reviewed_at')}), 'YYYY-MM-DD') AS checked
     FROM provider_credentials pc JOIN credential_kinds k ON k.id = pc.kind_id
     WHERE pc.provider_id = ANY($1::text[]) AND pc.status = 'VERIFIED' AND pc.reviewed_at IS NOT NULL
       AND (pc.expires_on IS NULL OR pc.expires_on > $2::date)
     GROUP BY pc.provider_id, k.id, k.name, k.issuing_body
     ORDER BY pc.provider_id, k.name`,
    [[...providerIds], today],
  );
  for (const row of rows) {
    const list = badges.get(row.provider_id) ?? [];
    list.push({ Name: row.name, IssuingBody: row.issuing_body, Checked: row.checked });
    badges.set(row.provider_id, list);
  }
  return badges;
}
