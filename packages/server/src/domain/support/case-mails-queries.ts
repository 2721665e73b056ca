// Who a support case's mails go to (case-mails.ts writes them): its owner's address, role and language,
// and the case's subject.
import type { Queryable } from '../../infra/db/database';

export interface CaseOwner {
  id: string;
  email: string | null;
  role: string;
  language: string | null;
  subject: string;
}

/** The case's owner; undefined for an unknown case. */
export async function caseOwner(db: Queryable, caseId: string): Promise<CaseOwner | undefined> {
  const [owner] = await db.query<CaseOwner>(
    `SELECT a.id, a.email, a.role, a.language, c.subject FROM support_cases c JOIN accounts a ON a.id = c.account_id
     WHERE c.id = $1`,
    [caseId],
  );
  return owner;
}

/** What the unsettled-complaint mail needs of the case's owner; undefined for an unknown case. */
export async function complaintOwner(
  db: Queryable,
  caseId: string,
): Promise<Pick<CaseOwner, 'email' | 'language' | 'subject'> | undefined> {
  const [owner] = await db.query<{ email: string | null; language: string | null; subject: string }>(
    `SELECT a.email, a.language, c.subject FROM support_cases c JOIN accounts a ON a.id = c.account_id
     WHERE c.id = $1`,
    [caseId],
  );
  return owner;
}
