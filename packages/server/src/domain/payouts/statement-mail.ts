// The payout statement mailed to a provider: each order paid, its gross, the platform's fee and the net sent,
// with totals when there are several, and when it was sent (London time).
import type { Mail } from '../../infra/mail/mailer';
import type { Writer } from '../../infra/texts/writer';

export interface StatementLine {
  orderId: string;
  service: string;
  feeMinor: number;
  /** What was transferred: the provider's share. Gross is it plus the fee. */
  netMinor: number;
  paidAt: Date;
}

/** The statement in the provider's language (`w`). */
export function statementMail(to: string, currency: string, lines: StatementLine[], w: Writer): Mail {
  const money = (minor: number) => w.money(minor, currency);
  const sum = (pick: (line: StatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const sentAt = lines.reduce((latest, line) => (line.paidAt > latest ? line.paidAt : latest), new Date(0));
  const orders = lines.flatMap((line) => [
    w.t('mails:statement.order', { orderId: line.orderId, service: line.service }),
    w.t('mails:statement.line', {
      gross: money(line.feeMinor + line.netMinor),
      fee: money(line.feeMinor),
      net: money(line.netMinor),
    }),
  ]);
  const net = sum((line) => line.netMinor);
  const fee = sum((line) => line.feeMinor);
  return {
    to,
    subject: w.t('mails:statement.subject', { amount: money(net) }),
    text: [
      w.t('mails:statement.said', { amount: money(net) }),
      '',
      ...orders,
      ...(lines.length > 1
        ? ['', w.t('mails:statement.total', { gross: money(net + fee), fee: money(fee), net: money(net) })]
        : []),
      '',
      w.t('mails:statement.date', { date: w.moment(sentAt) }),
      '',
      w.t('mails:statement.bank'),
    ].join('\n'),
  };
}
