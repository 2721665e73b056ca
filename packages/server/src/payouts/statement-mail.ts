// The payout statement mailed to a provider: each order paid, its gross, the platform's fee and the net sent,
// with totals when there are several, and when it was sent (London time).
import type { Mail } from '../mail/mailer';
import { londonDateTimeText, moneyText } from '../receipts/mail-format';

export interface StatementLine {
  orderId: string;
  service: string;
  feeMinor: number;
  /** What was transferred: the provider's share. Gross is it plus the fee. */
  netMinor: number;
  paidAt: Date;
}

export function statementMail(to: string, currency: string, lines: StatementLine[]): Mail {
  const money = (minor: number) => moneyText(currency, minor);
  const sum = (pick: (line: StatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const sentAt = lines.reduce((latest, line) => (line.paidAt > latest ? line.paidAt : latest), new Date(0));
  const orders = lines.flatMap((line) => [
    `Order ${line.orderId} · ${line.service}`,
    `  Gross ${money(line.feeMinor + line.netMinor)} · Fee ${money(line.feeMinor)} · Net ${money(line.netMinor)}`,
  ]);
  const net = sum((line) => line.netMinor);
  const fee = sum((line) => line.feeMinor);
  return {
    to,
    subject: `Your Callout payout statement: ${money(net)} sent`,
    text: [
      `We have sent ${money(net)} to your payout account.`,
      '',
      ...orders,
      ...(lines.length > 1
        ? ['', `Total: gross ${money(net + fee)} · fee ${money(fee)} · net ${money(net)}`]
        : []),
      '',
      `Date: ${londonDateTimeText(sentAt)}`,
      '',
      'Your bank may take a few working days to show it. Your earnings page lists every payout.',
    ].join('\n'),
  };
}
