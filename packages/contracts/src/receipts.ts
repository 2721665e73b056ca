// GET /receipt?orderid=: the receipt of a captured card payment, as mailed to the customer and shown on the
// printable receipt page. Money in pounds like an order's Price; PaidAt is ISO 8601.
import { z } from 'zod';
import { cancelRightSchema } from './booking';
import { cancelBases } from './cancel-cost';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { orderIdQuerySchema } from './fields';
import { rescheduleSchema } from './reschedule';

await evaluationBreak();

export const receiptQuerySchema = orderIdQuerySchema;
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;

export const receiptSchema = z.object({
  OrderID: z.string(),
  Service: z.string(),
  Provider: z.string().nullable(),
  /** When the payment was taken. */
  PaidAt: z.string(),
  Amount: z.number(),
  Currency: z.string(),
  /** As the card payment provider names it (visa, mastercard, amex, …), when it said. */
  CardBrand: z.string().nullable(),
  CardLast4: z.string().nullable(),
  CompanyName: z.string(),
  CompanyNumber: z.string(),
  CompanyAddress: z.string(),
  /** The company's VAT number, once it is registered for VAT. */
  CompanyVatNumber: z.string().nullable().optional(),
  /** The order's accepted moves, oldest first ("moved from … to …"); absent from older servers. */
  Moves: z.array(rescheduleSchema).optional(),
  /** The 14-day right to cancel as it stood for the order; absent from older servers. */
  CancelRight: cancelRightSchema.optional(),
  /**
   * Optional, for a cancelled order: why the cancel cost what it cost (`Charge`, in the order's currency),
   * and whether it was inside the 14-day right to cancel.
   */
  Cancellation: z
    .object({ Basis: z.enum(cancelBases), Charge: z.number().nonnegative(), WithinRight: z.boolean() })
    .optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptResponseSchema = envelopeSchema.extend({ data: receiptSchema.optional() });
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;

const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card network's name ("Visa"), or null for one not known. */
export const cardBrandName = (brand: string | null): string | null => (brand && brandNames[brand]) || null;

/** "Visa ending 4242", "Card ending 4242", or null when the card is not known. */
export function cardDescription(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  return `${cardBrandName(brand) ?? 'Card'} ending ${last4}`;
}
