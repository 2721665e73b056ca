// A credential as customers see it on a provider card or an order page: "Gas Safe registered, checked
// 3 March 2026". Apart from the rest of the credentials contract so the customer's modules load only this.
import { z } from 'zod';

export const credentialBadgeSchema = z.object({
  Name: z.string(),
  IssuingBody: z.string(),
  /** YYYY-MM-DD of the operator's check. */
  Checked: z.string(),
});
export type CredentialBadge = z.infer<typeof credentialBadgeSchema>;
