// What customers see of a provider's credentials: each kind they hold VERIFIED and current today, with the
// day an operator last checked it ("Gas Safe registered, checked 3 March 2026"). Nothing else: numbers and
// documents stay between the provider and the operators.
import type { CredentialBadge } from '@callout/contracts/credential-badge';
import type { Queryable } from '../../../infra/db/database';
import { londonDaySql } from '../../../infra/db/london-day';

/** The credentials `pc` that make a badge on `today` (an SQL date expression): verified, checked, current. */
const currentSql = (today: string) => `pc.status = 'VERIFIED' AND pc.reviewed_at IS NOT NULL
  AND (pc.expires_on IS NULL OR pc.expires_on > ${today})`;

/** The day an operator last checked the kind, as the badge shows it (in a query grouped by kind). */
const checkedSql = `to_char(max(${londonDaySql('pc.reviewed_at')}), 'YYYY-MM-DD')`;

/**
 * SQL for the badges of the provider `providerId` (an SQL expression) on `today` (an SQL date expression), as
 * a JSON array of CredentialBadge by name: for a list that reads its cards in one statement.
 */
export const badgesJsonSql = (providerId: string, today: string) => `(
  SELECT coalesce(json_agg(json_build_object('Name', b.name, 'IssuingBody', b.issuing_body, 'Checked', b.checked)
    ORDER BY b.name), '[]'::json)
  FROM (SELECT k.name, k.issuing_body, ${checkedSql} AS checked
        FROM provider_credentials pc JOIN credential_kinds k ON k.id = pc.kind_id
        WHERE pc.provider_id = ${providerId} AND ${currentSql(today)}
        GROUP BY k.id, k.name, k.issuing_body) b)`;

export async function badgesOf(
  db: Queryable,
  providerIds: readonly string[],
  today: string,
): Promise<Map<string, CredentialBadge[]>> {
  const badges = new Map<string, CredentialBadge[]>();
  if (providerIds.length === 0) return badges;
  const rows = await db.query<{ provider_id: string; name: string; issuing_body: string; checked: string }>(
    `SELECT pc.provider_id, k.name, k.issuing_body, ${checkedSql} AS checked
     FROM provider_credentials pc JOIN credential_kinds k ON k.id = pc.kind_id
     WHERE pc.provider_id = ANY($1::text[]) AND ${currentSql('$2::date')}
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
