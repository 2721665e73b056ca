// Deleting an account cancels its open orders (releasing card holds through the gateway), wipes
// what it wrote to support and ends its sessions on every device, for customers and providers alike.
import type { AccountType } from '@callout/contracts/accounts';
import { backends } from '@callout/server-testing/backends';
import {
  orderState,
  orderWorld,
  perHour,
  sandboxIntents,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { openCase, pixelDataUrl, signInOperator } from '@callout/server-testing/fixtures/support';
import { client, latestCode, prefixOf, strongPassword } from '@callout/server-testing/harness';
import { openLiveStream } from '@callout/server-testing/live-stream';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages';

describe.each(backends)('deleting an account on $name', (backend) => {
  const { server, c } = suiteServer(backend, { listen: true });

  const deleteWithCode = async (role: AccountType, email: string, token: string) => {
    const prefix = prefixOf(role);
    await c.post(`${prefix}/otp`, { value: email, purpose: 'delete' }, token);
    return c.post(`${prefix}/deleteAccount`, { value: await latestCode(server.app, email) }, token);
  };

  const secondDevice = async (role: AccountType, email: string) => {
    const login = await client(server.app).post(`${prefixOf(role)}/login`, {
      email,
      password: strongPassword,
    });
    return (login.body.data as { Token: string }).Token;
  };

  describe.each<AccountType>(['user', 'provider'])('of role %s', (role) => {
    it('cancels its open orders, releasing the card hold, and leaves closed ones alone', async () => {
      const w = await orderWorld(server.db, c);
      const held = await w.book();
      await w.pay(held);
      expect(await sandboxIntents(server.db, held)).toMatchObject([{ status: 'requires_capture' }]);
      const unpaid = await w.book(perHour);
      const done = await w.book();
      await w.pay(done);
      await w.act('startorder', done);
      await w.act('endorder', done);

      const leaving = role === 'user' ? w.customer : w.provider;
      expect(await deleteWithCode(role, leaving.email, leaving.token)).toMatchObject({
        status: 200,
        body: { message: messages.accountDeleted },
      });

      expect(await orderState(server.db, held)).toMatchObject({
        status: 'CANCELLED',
        payment_status: 'RELEASED',
      });
      expect(await sandboxIntents(server.db, held)).toMatchObject([{ status: 'canceled' }]);
      expect((await orderState(server.db, unpaid))?.status).toBe('CANCELLED');
      expect((await orderState(server.db, done))?.status).toBe('COMPLETED');
    });

    it('anonymises its support cases and messages, and the operators hear of the closed case', async () => {
      const prefix = prefixOf(role);
      const w = await orderWorld(server.db, c);
      const { email, token } = role === 'user' ? w.customer : w.provider;
      const caseId = await openCase(c, role, token, 'My card was charged twice, call 07700900123');
      const chat = { ChatId: caseId, Category: 'SUPPORT' };
      await c.post(`${prefix}/newchat`, { ...chat, Message: 'I live at 1 Waterloo Road' }, token);
      await c.post(`${prefix}/newchat`, { ...chat, Message: 'My card', ImageData: pixelDataUrl }, token);
      const [account] = await server.db.query<{ id: string }>(
        'SELECT id FROM accounts WHERE email = $1 AND role = $2',
        [email, role],
      );

      const staff = await signInOperator(server, c);
      const ticket = await c.post('/operator/events/ticket', {}, staff.token);
      const console = await openLiveStream(server.url, (ticket.body.data as { ticket: string }).ticket);

      try {
        expect((await deleteWithCode(role, email, token)).status).toBe(200);
        const heard = await console.next(
          (e) => e.event === 'support' && (e.data as { caseId: string }).caseId === caseId,
        );
        expect(heard.data).toEqual({ type: 'support', caseId, status: 'CLOSED' });
      } finally {
        console.close();
      }

      const cases = await server.db.query('SELECT subject, status FROM support_cases WHERE id = $1', [
        caseId,
      ]);
      expect(cases).toEqual([{ subject: 'Deleted account', status: 'CLOSED' }]);
      const texts = await server.db.query<{ body: string | null; image_id: string | null }>(
        'SELECT body, image_id FROM chat_messages WHERE sender_id = $1',
        [account?.id],
      );
      expect(texts).toHaveLength(2);
      expect(texts.every((m) => m.body === null && m.image_id === null)).toBe(true);
    });

    it('ends its sessions on every device', async () => {
      const w = await orderWorld(server.db, c);
      const { email, token } = role === 'user' ? w.customer : w.provider;
      const other = await secondDevice(role, email);
      const prefix = prefixOf(role);
      expect((await c.get(`${prefix}/valsession`, other)).status).toBe(200);

      expect((await deleteWithCode(role, email, token)).status).toBe(200);
      for (const session of [token, other]) {
        expect((await c.get(`${prefix}/valsession`, session)).status).toBe(401);
      }
      expect((await c.get(role === 'user' ? '/profile' : '/provider/profile', other)).status).toBe(401);
    });
  });
});
