// What a person's data archive holds: every record about their account as JSON, the orders, payments,
// payouts and messages again as CSV, and the pictures they gave us. Nothing of another account goes in:
// the other party of an order, a chat or a review is named by first name only, never by id, surname,
// email, phone or address, and only the pictures this account uploaded are included.
import type { Queryable } from '../../../infra/db/database';
import { exportQueries } from './export-queries';
import type { ZipEntry } from './zip';

type Role = 'user' | 'provider';
type Record_ = Record<string, unknown>;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** A CSV cell: quoted when needed, and a leading = + - @ made inert so a spreadsheet never runs it. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly Record_[]): Buffer {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const extensionOf = (mime: string) => extensions[mime] ?? 'bin';

const orderColumns = [
  'id',
  'created_at',
  'status',
  'payment_status',
  'request_mode',
  'product_name',
  'category',
  'specific',
  'other_party_first_name',
  'currency',
  'price',
  'pay_rate',
  'amount_due',
  'scheduled_on',
  'provider_accepted_at',
  'paid_at',
  'started_at',
  'ended_at',
  'cancelled_at',
  'cancelled_by',
  'cancel_charge_minor',
  'note',
] as const;

const paymentColumns = [
  'order_id',
  'created_at',
  'status',
  'currency',
  'amount_minor',
  'amount_captured_minor',
  'amount_refunded_minor',
  'card_brand',
  'receipt_issued_at',
] as const;

const payoutColumns = [
  'id',
  'order_id',
  'created_at',
  'status',
  'schedule',
  'currency',
  'gross_minor',
  'fee_minor',
  'net_minor',
  'refunded_minor',
  'transferred_minor',
  'reversed_minor',
  'paid_at',
  'failure_reason',
] as const;

const messageColumns = ['id', 'chat', 'chat_ref', 'created_at', 'from', 'body', 'picture'] as const;

/** Builds the archive's files for one account. */
export async function exportEntries(db: Queryable, accountId: string, role: Role): Promise<ZipEntry[]> {
  const read = exportQueries(db, accountId, role);
  const [account] = await read.account();
  const orders = await read.orders();
  const orderIds = orders.map((order) => order.id as string);
  const shipping = await read.shipping(orderIds);
  const payments = role === 'user' ? await read.payments(orderIds) : [];
  const payouts = role === 'provider' ? await read.payouts() : [];
  const cases = await read.cases();
  const caseIds = cases.map((supportCase) => supportCase.id as string);
  const messages = await read.messages(orderIds, caseIds);

  const records: Array<[string, unknown]> = [
    ['account', account ?? null],
    ['orders', orders],
    ['order-addresses', shipping],
    ['payments', payments],
    ['payouts', payouts],
    ['support-cases', cases],
    [
      'messages',
      messages.map(({ image_id, mine: _mine, ...message }) => ({
        ...message,
        picture: image_id ? `pictures/messages/${message.id}` : null,
      })),
    ],
  ];
  records.push(...(await read.moreRecords()));

  const entries: ZipEntry[] = [
    {
      name: 'README.txt',
      data: Buffer.from(
        [
          'Your data at Callout',
          '',
          'records/*.json  every record we keep about your account, one file per kind',
          `orders.csv, messages.csv, ${role === 'user' ? 'payments' : 'payouts'}.csv  the same as spreadsheets`,
          'pictures/       the pictures you gave us',
          '',
          'The other person on an order, a chat or a review is named by first name only.',
          'Amounts ending in _minor are in pence.',
          '',
        ].join('\r\n'),
        'utf8',
      ),
    },
  ];
  for (const [name, rows] of records) entries.push({ name: `records/${name}.json`, data: json(rows) });
  entries.push({ name: 'orders.csv', data: toCsv(orderColumns, orders) });
  entries.push({
    name: 'messages.csv',
    data: toCsv(
      messageColumns,
      messages.map((message) => ({
        ...message,
        picture: message.image_id ? `pictures/messages/${message.id}` : '',
      })),
    ),
  });
  if (role === 'user') entries.push({ name: 'payments.csv', data: toCsv(paymentColumns, payments) });
  else entries.push({ name: 'payouts.csv', data: toCsv(payoutColumns, payouts) });

  // Pictures: the profile photo, photos the customer added to their jobs, pictures sent in chats, and a
  // provider's identity documents. Read one at a time, so memory holds one picture beside the archive.
  const pictures: Array<{ name: string; id: string; table: 'images' | 'kyc_documents' }> = [];
  const profile = await read.profileImage();
  if (profile[0]?.image_id)
    pictures.push({ name: 'pictures/profile', id: profile[0].image_id, table: 'images' });
  if (role === 'user') {
    const photos = await read.orderPhotos(orderIds);
    for (const photo of photos) {
      pictures.push({
        name: `pictures/orders/${photo.order_id}-${photo.position}`,
        id: photo.image_id,
        table: 'images',
      });
    }
  } else {
    const documents = await read.kycDocuments();
    for (const document of documents) {
      pictures.push({ name: `pictures/identity/${document.id}`, id: document.id, table: 'kyc_documents' });
    }
  }
  for (const message of messages) {
    if (message.image_id)
      pictures.push({ name: `pictures/messages/${message.id}`, id: message.image_id, table: 'images' });
  }
  for (const picture of pictures) {
    const [row] = await read.picture(picture.table, picture.id);
    if (!row) continue;
    entries.push({
      name: `${picture.name}.${extensionOf(row.mime)}`,
      data: Buffer.from(row.data_base64, 'base64'),
    });
  }
  return entries;
}
