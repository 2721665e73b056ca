// The customer's note and photos for the provider: the note's limit, five photos at most, only real
// pictures of a bounded size, and photos shown only to the order's customer and provider, to providers who
// may bid on the open job, and to operators, never to anyone else.
import { jobNoteMessages } from '@callout/contracts/job-notes';
import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import { imageTooLargeMessage, imageTooManyPixelsMessage } from '@callout/contracts/validation';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { pngClaimingSize, pngOfSize } from '@callout/server-testing/fixtures/pictures';
import { pixelDataUrl, pixelPng, signInOperator } from '@callout/server-testing/fixtures/support';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../messages';

const png = (base64: string) => `data:image/png;base64,${base64}`;

describe.each(backends)('job notes and photos on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const book = async (token: string, provider: string, extra: Record<string, string> = {}) =>
    c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, 'Leak repair'),
        zipcode: 'M1 1AE',
        address: 'Piccadilly',
        scheduled: day(3),
        provider,
        ...extra,
      },
      token,
    );
  const booked = async (token: string, provider: string, note?: string) => {
    const reply = await book(token, provider, note === undefined ? {} : { note });
    expect(reply.status, reply.body.message).toBe(201);
    return reply.body.message as string;
  };
  const addPhoto = (orderid: string, ImageData: string, token: string) =>
    c.post('/jobphotos', { orderid, ImageData }, token);
  const details = async (prefix: '' | '/provider', orderid: string, token: string) => {
    const reply = await c.get(`${prefix}/orderdetails${query({ orderid })}`, token);
    expect(reply.status, reply.body.message).toBe(200);
    return orderDetailsResponseSchema.parse(reply.body).jobNotes;
  };
  const idOf = async (email: string) => {
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    return row?.id ?? '';
  };
  const picture = (url: string, token: string) =>
    server.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  /** The address as it would be listed to `accountId`. */
  const listedTo = (url: string, accountId: string) => url.replace(/for=[\w-]+$/, `for=${accountId}`);

  it('keeps the note for the booked provider and the customer, trimmed, and refuses one over 1,000 characters', async () => {
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 80]] });
    const customer = await makeCustomer(c);
    const orderid = await booked(customer.token, provider.id, '  Bring ladders: the gutter is high.  ');
    const expected = { Note: 'Bring ladders: the gutter is high.', Photos: [] };
    expect(await details('', orderid, customer.token)).toEqual(expected);
    expect(await details('/provider', orderid, provider.token)).toEqual(expected);

    const tooLong = await book(customer.token, provider.id, { note: 'a'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ success: false, message: jobNoteMessages.tooLong });
    // Exactly the limit, and none at all, are fine; an empty note is no note.
    expect((await book(customer.token, provider.id, { note: 'b'.repeat(1000) })).status).toBe(201);
    const without = await booked(customer.token, provider.id);
    expect(await details('', without, customer.token)).toEqual({ Note: null, Photos: [] });
    const blank = await booked(customer.token, provider.id, '   ');
    expect((await details('', blank, customer.token))?.Note).toBeNull();
  });

  it('takes five photos and refuses the sixth, and refuses what is not a picture, too big or too many pixels', async () => {
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 80]] });
    const customer = await makeCustomer(c);
    const orderid = await booked(customer.token, provider.id, 'Bring ladders');
    for (let n = 1; n <= 5; n += 1) {
      const added = await addPhoto(orderid, pixelDataUrl, customer.token);
      expect(added.status, added.body.message).toBe(201);
    }
    const sixth = await addPhoto(orderid, pixelDataUrl, customer.token);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ success: false, message: jobNoteMessages.tooManyPhotos });
    expect((await details('', orderid, customer.token))?.Photos).toHaveLength(5);

    const other = await booked(customer.token, provider.id);
    const notPicture = await addPhoto(
      other,
      png(Buffer.from('not really a png').toString('base64')),
      customer.token,
    );
    expect(notPicture.status).toBe(400);
    expect(notPicture.body).toMatchObject({ success: false, message: messages.imageType });
    const svg = await addPhoto(
      other,
      `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
      customer.token,
    );
    expect(svg.status).toBe(400);
    // Over 2 MB once decoded: the bytes after a real PNG header still count.
    const big = Buffer.concat([Buffer.from(pngOfSize(4, 4), 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await addPhoto(other, png(big.toString('base64')), customer.token);
    expect(tooBig.status).toBeGreaterThanOrEqual(400);
    expect(tooBig.status).toBeLessThan(500);
    expect(tooBig.body).toMatchObject({ success: false, message: imageTooLargeMessage });
    const bomb = await addPhoto(other, png(pngClaimingSize(9000, 9000)), customer.token);
    expect(bomb.status).toBe(413);
    expect(bomb.body).toMatchObject({ success: false, message: imageTooManyPixelsMessage });
    expect((await details('', other, customer.token))?.Photos).toEqual([]);

    // Only to the customer's own order, and only while it is open.
    const stranger = await makeCustomer(c);
    expect((await addPhoto(other, pixelDataUrl, stranger.token)).status).toBe(404);
    expect((await addPhoto(other, pixelDataUrl, provider.token)).status).toBe(401);
    expect((await c.get(`/cancelorder${query({ orderid: other })}`, customer.token)).status).toBe(200);
    const closed = await addPhoto(other, pixelDataUrl, customer.token);
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ success: false, message: jobNoteMessages.orderClosed });
  });

  it('shows a booked job photo to its customer, its provider and operators, and a stranger gets 403', async () => {
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 80]] });
    const otherProvider = await makeProvider(server.db, c, { services: [['Leak repair', 70]] });
    const customer = await makeCustomer(c);
    const stranger = await makeCustomer(c);
    const operator = await signInOperator(server, c);
    const orderid = await booked(customer.token, provider.id, 'Bring ladders');
    expect((await addPhoto(orderid, pixelDataUrl, customer.token)).status).toBe(201);

    const customerUrl = (await details('', orderid, customer.token))?.Photos[0] ?? '';
    expect(customerUrl).toMatch(/^\/api\/media\/job\/[\w-]+\?for=CUS-\w+$/);
    const shown = await picture(customerUrl, customer.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(Buffer.from(pixelPng, 'base64'))).toBe(true);
    // The listing sets the media cookie, so an <img> can load it too.
    const listing = await c.get(`/orderdetails${query({ orderid })}`, customer.token);
    expect(String(listing.headers['set-cookie'] ?? '')).toMatch(/^callout-media=/);

    const providerUrl = (await details('/provider', orderid, provider.token))?.Photos[0] ?? '';
    expect((await picture(providerUrl, provider.token)).statusCode).toBe(200);
    const operatorId = await idOf(operator.email);
    expect((await picture(listedTo(customerUrl, operatorId), operator.token)).statusCode).toBe(200);

    // Someone else's address, or the same picture asked for in their own name: never shown.
    expect((await picture(customerUrl, stranger.token)).statusCode).toBe(403);
    expect((await picture(customerUrl, otherProvider.token)).statusCode).toBe(403);
    const strangerAsked = await picture(listedTo(customerUrl, await idOf(stranger.email)), stranger.token);
    expect(strangerAsked.statusCode).toBe(404);
    expect(strangerAsked.rawPayload.equals(Buffer.from(pixelPng, 'base64'))).toBe(false);
    // A certified provider nearby may not see a booking made with someone else: it is not a published job.
    const otherAsked = await picture(listedTo(customerUrl, otherProvider.id), otherProvider.token);
    expect(otherAsked.statusCode).toBe(404);
    expect((await c.get(`/provider/orderdetails${query({ orderid })}`, otherProvider.token)).status).toBe(
      404,
    );
  });

  it('shows a published job note and photos to providers who may bid, before bidding, and to no one else', async () => {
    const bidder = await makeProvider(server.db, c, { services: [['Leak repair', 80]] });
    const rival = await makeProvider(server.db, c, { services: [['Leak repair', 75]] });
    const uncertified = await makeProvider(server.db, c, { services: [['Tap or toilet fitting', 40]] });
    const unverified = await makeProvider(server.db, c, { kyc: null, services: [['Leak repair', 60]] });
    const customer = await makeCustomer(c);
    const orderid = await booked(customer.token, 'BID', 'Bring ladders');
    expect((await addPhoto(orderid, pixelDataUrl, customer.token)).status).toBe(201);
    expect((await addPhoto(orderid, png(pngOfSize(3, 2)), customer.token)).status).toBe(201);

    const jobsOf = async (token: string) => {
      const reply = await c.get('/provider/BidOpportunities', token);
      return bidOpportunitiesResponseSchema.parse(reply.body).data ?? [];
    };
    const job = (await jobsOf(bidder.token)).find((row) => row.OrderId === orderid);
    expect(job?.Note).toBe('Bring ladders');
    expect(job?.Photos).toHaveLength(2);
    const bidderUrl = job?.Photos?.[0] ?? '';
    expect(bidderUrl).toMatch(new RegExp(`^/api/media/job/[\\w-]+\\?for=${bidder.id}$`));
    expect((await picture(bidderUrl, bidder.token)).statusCode).toBe(200);
    expect((await picture(listedTo(bidderUrl, rival.id), rival.token)).statusCode).toBe(200);
    // Providers who may not bid on it: not listed, and the photo is not theirs to see.
    expect((await jobsOf(uncertified.token)).some((row) => row.OrderId === orderid)).toBe(false);
    expect((await picture(listedTo(bidderUrl, uncertified.id), uncertified.token)).statusCode).toBe(404);
    expect((await picture(listedTo(bidderUrl, unverified.id), unverified.token)).statusCode).toBe(404);
    expect((await picture(bidderUrl, uncertified.token)).statusCode).toBe(403);

    // The customer engages the bidder: the job is theirs, and the rival no longer sees its photos.
    const bid = await c.get(
      `/provider/bidrequest${query({ orderid, lat: '53.48', lng: '-2.24' })}`,
      bidder.token,
    );
    expect(bid.status, bid.body.message).toBe(200);
    const engaged = await c.get(
      `/finalizerequest${query({ orderid, personnel: bidder.id })}`,
      customer.token,
    );
    expect(engaged.status, engaged.body.message).toBe(200);
    expect(await details('/provider', orderid, bidder.token)).toMatchObject({ Note: 'Bring ladders' });
    expect((await picture(bidderUrl, bidder.token)).statusCode).toBe(200);
    expect((await picture(listedTo(bidderUrl, rival.id), rival.token)).statusCode).toBe(404);
  });
});
