// The sandbox's stand-in for Stripe's hosted onboarding: GET /payouts/sandbox-onboarding?key=… shows a
// small page asking for test bank details, POST marks the payout account ready and sends the provider back
// to /provider/profile. It exists only while no Stripe keys are set (404 otherwise).

import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { payoutAccountChanged } from '../../../domain/payouts/payout-events';
import { sandboxPayoutAccount } from '../../../domain/payouts/sandbox-onboarding-store';
import { providerMessages } from '../../../domain/provider/messages';
import { usesSandboxPayments } from '../../../env';
import { plainMessage } from '../../../parse-input';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';

/** Stripe's UK test bank account (sort code 10-88-00, account 00012345), so the form reads familiarly. */
const testBank = { sortCode: '108800', accountNumber: '00012345' };

const keySchema = z.object({ key: z.string().min(10).max(100) });
const bankSchema = keySchema.extend({
  holder: z.string().trim().min(1, 'Please enter the account holder’s name.').max(100),
  sortCode: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'The sort code has 6 digits.')),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{8}$/, 'The account number has 8 digits.'),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface PageState {
  key: string;
  name: string;
  ready: boolean;
  error?: string;
}

function page({ key, name, ready, error }: PageState): string {
  const body = ready
    ? `<p>Your payout account is ready. Payouts for completed jobs are paid to it.</p>
       <p><a href="/provider/profile">Back to your profile</a></p>`
    : `<p>Enter the bank account your payouts should go to. This is the sandbox: use test details.</p>
       ${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
       <form method="post">
         <input type="hidden" name="key" value="${escapeHtml(key)}">
         <label>Account holder <input name="holder" value="${escapeHtml(name)}" required></label>
         <label>Sort code <input name="sortCode" value="${testBank.sortCode}" inputmode="numeric" required></label>
         <label>Account number <input name="accountNumber" value="${testBank.accountNumber}" inputmode="numeric" required></label>
         <button type="submit">Complete onboarding</button>
       </form>`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Callout payouts (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.5rem;font-size:1rem}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}.error{color:#b00020}</style></head>
<body><h1>Payout onboarding</h1>${body}</body></html>`;
}

function sendPage(reply: FastifyReply, state: PageState, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .send(page(state));
}

export function registerSandboxOnboardingRoutes(api: FastifyInstance, services: Services): void {
  const { db, env, siteLinks } = services;
  const sandboxOff = !usesSandboxPayments(env);
  const accountFor = (key: string) => sandboxPayoutAccount(db, key);
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.status(status).send({ success: false, message });

  api.get(
    '/payouts/sandbox-onboarding',
    documented({
      summary: 'Sandbox payout onboarding page (demo mode only)',
      access: 'public',
      query: keySchema,
      response: { mediaType: 'text/html' },
      errors: [404],
    }),
    async (request, reply) => {
      if (sandboxOff) return refuse(reply, 404, providerMessages.sandboxOnboardingOff);
      const parsed = keySchema.safeParse(request.query);
      const account = parsed.success ? await accountFor(parsed.data.key) : null;
      if (!parsed.success || !account) return refuse(reply, 404, providerMessages.sandboxOnboardingUnknown);
      return sendPage(reply, { key: parsed.data.key, name: account.name, ready: account.ready });
    },
  );

  api.post(
    '/payouts/sandbox-onboarding',
    documented({
      summary: 'Finish sandbox payout onboarding (demo mode only)',
      access: 'public',
      body: bankSchema,
      response: { mediaType: 'text/html' },
      status: 303,
      errors: [404],
      pages: [400],
    }),
    async (request, reply) => {
      if (sandboxOff) return refuse(reply, 404, providerMessages.sandboxOnboardingOff);
      const key = keySchema.safeParse(request.body);
      const account = key.success ? await accountFor(key.data.key) : null;
      if (!key.success || !account) return refuse(reply, 404, providerMessages.sandboxOnboardingUnknown);
      const bank = bankSchema.safeParse(request.body, { error: plainMessage });
      if (!bank.success) {
        const error = bank.error.issues[0]?.message ?? 'Please check the bank details.';
        return sendPage(reply, { key: key.data.key, name: account.name, ready: false, error }, 400);
      }
      // Nothing entered is kept: the sandbox pays nobody, it only needs to know onboarding was done. What
      // was waiting for the account (INSTANT payouts) is transferred in the sandbox's ledger now.
      await payoutAccountChanged(
        db,
        siteLinks,
        gatewaysFor(services).gateway,
        { providerId: account.provider_id },
        true,
      );
      return reply.status(303).header('Location', '/provider/profile').send();
    },
  );
}
