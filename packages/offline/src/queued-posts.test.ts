import { describe, expect, it } from 'vitest';
import { isQueuedPost } from './queued-posts';

describe('isQueuedPost', () => {
  it('lets chat messages, new support cases and reviews wait in the outbox, for both roles', () => {
    for (const path of ['newchat', 'newsupportcase', 'newreview']) {
      expect(isQueuedPost('POST', `https://callout.example/api/${path}`), path).toBe(true);
      expect(isQueuedPost('post', `/api/provider/${path}`), path).toBe(true);
    }
  });

  it('lets a proposal to move an order wait, for both roles, but never its answer', () => {
    expect(isQueuedPost('POST', '/api/proposereschedule')).toBe(true);
    expect(isQueuedPost('POST', '/api/provider/proposereschedule')).toBe(true);
    expect(isQueuedPost('POST', '/api/answerreschedule')).toBe(false);
  });

  it('never queues a read, a payment or an order change', () => {
    expect(isQueuedPost('GET', '/api/newsupportcase')).toBe(false);
    expect(isQueuedPost('POST', '/api/loadsupportcases')).toBe(false);
    expect(isQueuedPost('POST', '/api/confirmpayment')).toBe(false);
    expect(isQueuedPost('POST', '/api/requestservice')).toBe(false);
    expect(isQueuedPost('POST', '/api/newsupportcase/extra')).toBe(false);
  });
});
