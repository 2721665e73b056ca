import { describe, expect, it } from 'vitest';
import {
  chatMessageRequiredMessage,
  loadChatsInputSchema,
  loadChatsResponseSchema,
  newChatInputSchema,
  newSupportCaseInputSchema,
  supportCasesResponseSchema,
  supportSubjectMessage,
} from './support';
import { imageTooLargeMessage } from './validation';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

describe('support cases', () => {
  it('accepts a subject of 5 to 150 characters', () => {
    expect(newSupportCaseInputSchema.parse({ value: '  Card was charged twice  ' }).value).toBe(
      'Card was charged twice',
    );
    expect(newSupportCaseInputSchema.safeParse({ value: 'x'.repeat(150) }).success).toBe(true);
  });
  it.each(['', 'Help', '  ab  ', 'x'.repeat(151), undefined])('refuses %j with the spec message', (value) => {
    expect(messagesOf(newSupportCaseInputSchema.safeParse({ value }))).toEqual([supportSubjectMessage]);
  });
  it('accepts the case list', () => {
    const cases = [{ CaseID: 'CS-12', Subject: 'Refund', Status: 'NEW', Created: '2025-07-11' }];
    expect(supportCasesResponseSchema.parse({ success: true, message: '', data: cases }).data).toHaveLength(
      1,
    );
  });
});

describe('chat', () => {
  it('loads a support chat and reads who is asking', () => {
    expect(loadChatsInputSchema.safeParse({ category: 'SUPPORT', chatid: 'CS-12' }).success).toBe(true);
    expect(loadChatsInputSchema.safeParse({ category: 'GOSSIP', chatid: 'CS-12' }).success).toBe(false);
    const reply = loadChatsResponseSchema.parse({
      success: true,
      message: '',
      userid: 'c-77',
      status: 'OPEN',
      data: [
        {
          Id: '9',
          SenderId: 'c-77',
          Name: 'Sam',
          Message: 'Hello',
          ImageUrl: null,
          Date: '2025-07-11 10:00:00',
          ReplyToChatId: null,
        },
      ],
    });
    expect(reply.data?.[0]?.SenderId).toBe(reply.userid);
  });

  const message = {
    ChatId: 'CS-12',
    Category: 'SUPPORT',
    Message: 'Any update?',
    ImageData: '',
    ReplyToChatId: '',
  };
  it('sends text, an image, or both', () => {
    expect(newChatInputSchema.parse(message)).toEqual({
      ChatId: 'CS-12',
      Category: 'SUPPORT',
      Message: 'Any update?',
    });
    expect(
      newChatInputSchema.safeParse({ ...message, Message: '', ImageData: pixel, ReplyToChatId: '9' }).success,
    ).toBe(true);
  });
  it('refuses a message with neither text nor image', () => {
    expect(messagesOf(newChatInputSchema.safeParse({ ...message, Message: '   ' }))).toEqual([
      chatMessageRequiredMessage,
    ]);
  });
  it('refuses a non-image attachment and an oversized one', () => {
    expect(
      newChatInputSchema.safeParse({ ...message, ImageData: 'data:application/pdf;base64,JVBERi0=' }).success,
    ).toBe(false);
    const huge = `data:image/png;base64,${'A'.repeat(3_000_000)}`;
    expect(messagesOf(newChatInputSchema.safeParse({ ...message, ImageData: huge }))).toContain(
      imageTooLargeMessage,
    );
  });
});
