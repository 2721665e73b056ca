// The reads behind a person's data archive (export-contents.ts builds the files): every record about the
// account, each read with the account's id as $1, the other party named by first name only.
import type { Queryable } from '../../../infra/db/database';

export type ExportRole = 'user' | 'provider';
export type ExportRecord = Record<string, unknown>;

/** The archive's reads for one account, in the order the archive makes them. */
export function exportQueries(db: Queryable, accountId: string, role: ExportRole) {
  const q = <T extends ExportRecord>(sql: string, params: readonly unknown[] = [accountId]) =>
    db.query<T>(sql, params);
  const mine = role === 'user' ? 'customer_id' : 'provider_id';
  const other = role === 'user' ? 'provider_id' : 'customer_id';
  return {
    account: () =>
      q(
        `SELECT id, role, email, phone, first_name, last_name, bio, email_verified, kyc_status, rating,
       payout_schedule, created_at, updated_at, suspended_at, suspension_note
     FROM accounts WHERE id = $1`,
      ),
    orders: () =>
      q(
        `SELECT o.id, o.created_at, o.status, o.payment_status, o.request_mode, o.product_name, o.category,
       o.specific, p.first_name AS other_party_first_name, o.currency, o.price::text AS price, o.pay_rate,
       o.amount_due::text AS amount_due, s.scheduled_on::text AS scheduled_on, o.provider_accepted_at,
       o.paid_at, o.started_at, o.ended_at, o.cancelled_at,
       CASE WHEN o.cancelled_by IS NULL THEN NULL WHEN o.cancelled_by = $1 THEN 'me' ELSE 'other party' END
         AS cancelled_by,
       o.cancel_charge_minor, ${role === 'user' ? 'o.note' : 'NULL'} AS note
     FROM orders o
     LEFT JOIN accounts p ON p.id = o.${other}
     LEFT JOIN order_shipping s ON s.order_id = o.id
     WHERE o.${mine} = $1 ORDER BY o.created_at, o.id`,
      ),
    /** The job's address is the customer's: a provider's archive has the town only. */
    shipping: (orderIds: string[]) =>
      role === 'user'
        ? q(
            'SELECT order_id, zip_code, address, town, lat, lng, scheduled_on::text AS scheduled_on FROM order_shipping WHERE order_id = ANY($1) ORDER BY order_id',
            [orderIds],
          )
        : q(
            'SELECT order_id, town, scheduled_on::text AS scheduled_on FROM order_shipping WHERE order_id = ANY($1) ORDER BY order_id',
            [orderIds],
          ),
    payments: (orderIds: string[]) =>
      q(
        `SELECT order_id, created_at, status, currency, amount_minor, amount_captured_minor,
             amount_refunded_minor, card_brand, receipt_issued_at
           FROM payments WHERE order_id = ANY($1) ORDER BY created_at, id`,
        [orderIds],
      ),
    payouts: () =>
      q(
        `SELECT id::text AS id, order_id, created_at, status, schedule, currency, gross_minor, fee_minor,
             net_minor, refunded_minor, transferred_minor, reversed_minor, paid_at, failure_reason
           FROM payouts WHERE provider_id = $1 ORDER BY created_at, id`,
      ),
    cases: () =>
      q(
        'SELECT id, subject, status, created_at, updated_at FROM support_cases WHERE account_id = $1 ORDER BY created_at',
      ),
    messages: (orderIds: string[], caseIds: string[]) =>
      q<ExportRecord & { image_id: string | null; mine: boolean }>(
        `SELECT m.id::text AS id, m.category AS chat, m.chat_ref, m.created_at,
       CASE WHEN m.sender_id = $1 THEN 'me' ELSE coalesce(a.first_name, '') END AS "from",
       CASE WHEN m.deleted_at IS NULL THEN m.body END AS body,
       CASE WHEN m.sender_id = $1 THEN m.image_id END AS image_id, m.sender_id = $1 AS mine
     FROM chat_messages m LEFT JOIN accounts a ON a.id = m.sender_id
     WHERE (m.category = 'ORDER' AND m.chat_ref = ANY($2)) OR (m.category = 'SUPPORT' AND m.chat_ref = ANY($3))
     ORDER BY m.id`,
        [accountId, orderIds, caseIds],
      ),
    /** The other records, each a file of its own, in the archive's order. */
    async moreRecords(): Promise<Array<[string, ExportRecord[]]>> {
      const more: Array<[string, string]> = [
        [
          'reviews-written',
          `SELECT r.order_id, r.rating, r.body, r.created_at, s.first_name AS about_first_name
         FROM reviews r LEFT JOIN accounts s ON s.id = r.subject_id WHERE r.reviewer_id = $1 ORDER BY r.created_at`,
        ],
        [
          'reviews-about-me',
          `SELECT r.order_id, r.rating, r.body, r.created_at, w.first_name AS by_first_name
         FROM reviews r LEFT JOIN accounts w ON w.id = r.reviewer_id WHERE r.subject_id = $1 ORDER BY r.created_at`,
        ],
        [
          'notifications',
          'SELECT body, link, created_at FROM notifications WHERE account_id = $1 ORDER BY created_at, id',
        ],
        [
          'notification-settings',
          'SELECT kind, push, mail, updated_at FROM notification_settings WHERE account_id = $1 ORDER BY kind',
        ],
        [
          'push-subscriptions',
          'SELECT user_agent, created_at, last_success_at FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at',
        ],
        ['sessions', 'SELECT created_at, expires_at FROM sessions WHERE account_id = $1 ORDER BY created_at'],
        [
          'data-access-requests',
          `SELECT id::text AS id, asked_at, due_on, status, ready_at, expires_at, downloaded_at
         FROM data_access_requests WHERE account_id = $1 ORDER BY id`,
        ],
      ];
      // Repeat bookings: the customer's own address and note; a provider's, the town only, as with orders.
      more.push([
        'repeat-bookings',
        `SELECT s.id, p.name AS product, s.every_days, s.window_start, s.first_on::text AS first_on, s.visits_limit,
         s.ends_on::text AS ends_on, s.status, w.first_name AS other_party_first_name,
         ${role === 'user' ? 's.zip_code, s.address, s.address_line1, s.address_line2, s.note,' : ''} s.town,
         s.job_hours, s.created_at, s.answered_at, s.ended_at
       FROM order_series s JOIN products p ON p.id = s.product_id LEFT JOIN accounts w ON w.id = s.${other}
       WHERE s.${mine} = $1 ORDER BY s.created_at, s.id`,
      ]);
      if (role === 'user') {
        more.push(
          [
            'saved-providers',
            `SELECT p.first_name AS provider_first_name, s.updated_at
           FROM saved_providers s JOIN accounts p ON p.id = s.provider_id WHERE s.customer_id = $1 ORDER BY s.id`,
          ],
          [
            'saved-locations',
            'SELECT location, updated_at FROM saved_locations WHERE customer_id = $1 ORDER BY id',
          ],
        );
      } else {
        more.push(
          [
            'bids',
            'SELECT order_id, price::text AS price, lat, lng, created_at FROM bids WHERE provider_id = $1 ORDER BY created_at',
          ],
          [
            'services',
            `SELECT ps.id::text AS id, p.name AS product, ps.price::text AS price, ps.status, ps.requested_at,
             ps.reviewed_at, ps.review_note
           FROM provider_services ps JOIN products p ON p.id = ps.product_id WHERE ps.provider_id = $1 ORDER BY ps.id`,
          ],
          [
            'schedule',
            'SELECT status, starts_on::text AS starts_on, ends_on::text AS ends_on, updated_at FROM provider_schedules WHERE provider_id = $1',
          ],
          [
            'service-area',
            'SELECT zip_code, lat, lng, radius_miles, updated_at FROM provider_service_areas WHERE provider_id = $1',
          ],
          [
            'identity-check',
            `SELECT first_name, last_name, organization, phone, dob::text AS dob, insurance_number, address, province,
             country, status, submitted_at, reviewed_at
           FROM kyc_submissions WHERE provider_id = $1`,
          ],
          [
            'identity-check-reviews',
            'SELECT outcome, note, reviewer_name, created_at FROM kyc_reviews WHERE provider_id = $1 ORDER BY created_at',
          ],
          [
            'payout-account',
            'SELECT gateway, ready, created_at, updated_at FROM payout_accounts WHERE provider_id = $1',
          ],
          [
            'hmrc-seller-details',
            `SELECT kind, first_name, last_name, legal_name, address, country, birth_date::text AS birth_date, nino,
             other_tax_id, company_number, utr, vat_number, kyc_mismatch, saved_at, verified_at
           FROM seller_tax_details WHERE provider_id = $1`,
          ],
          [
            'hmrc-reported',
            // The payout account reported is shown by its last four characters only.
            `SELECT s.year, s.doc_ref_id, s.corr_doc_ref_id, r.produced_at,
             s.reported #- '{identity,financialAccount}' AS reported,
             right(s.reported->'identity'->>'financialAccount', 4) AS financial_account_last4
           FROM hmrc_report_sellers s JOIN hmrc_reports r ON r.id = s.report_id
           WHERE s.provider_id = $1 ORDER BY r.produced_at, s.doc_ref_id`,
          ],
        );
      }
      const records: Array<[string, ExportRecord[]]> = [];
      for (const [name, sql] of more) records.push([name, await q(sql)]);
      return records;
    },
    profileImage: () => q<{ image_id: string | null }>('SELECT image_id FROM accounts WHERE id = $1'),
    orderPhotos: (orderIds: string[]) =>
      q<{ order_id: string; position: number; image_id: string }>(
        'SELECT order_id, position, image_id FROM order_photos WHERE order_id = ANY($1) ORDER BY order_id, position',
        [orderIds],
      ),
    kycDocuments: () =>
      q<{ id: string }>('SELECT id FROM kyc_documents WHERE provider_id = $1 ORDER BY created_at, id'),
    picture: (table: 'images' | 'kyc_documents', id: string) =>
      q<{ mime: string; data_base64: string }>(`SELECT mime, data_base64 FROM ${table} WHERE id = $1`, [id]),
  };
}
