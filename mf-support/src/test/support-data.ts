// One account's support cases and a case's chat, as the API answers them: for the page renderer's tests.
import type { ChatMessage, LoadChatsResponse, SupportCase } from '@callout/contracts/support';

export const openCase: SupportCase = {
  CaseID: 'CS-OPEN0001',
  Subject: 'Refund for a cancelled job',
  Status: 'OPEN',
  Created: '2025-07-11T09:00:00Z',
};

export const newCase: SupportCase = {
  CaseID: 'CS-NEW00002',
  Subject: 'Provider did not arrive',
  Status: 'NEW',
  Created: '2025-07-12T23:30:00Z',
};

export const supportCases: SupportCase[] = [openCase, newCase];

/** Support staff's first message of a chat. */
export const staffGreeting: ChatMessage = {
  Id: '1',
  SenderId: 'OPR-1',
  Name: 'Callout Support · Olu',
  Message: 'Hello, how can we help?',
  ImageUrl: null,
  Date: '2025-07-11T10:00:00Z',
  ReplyToChatId: null,
};

const messages: ChatMessage[] = [
  staffGreeting,
  {
    Id: '2',
    SenderId: 'CUS-ME',
    Name: 'Sam',
    Message: 'My card was charged twice',
    ImageUrl: null,
    Date: '2025-07-11T10:02:00Z',
    ReplyToChatId: '1',
  },
];

export const supportChat: LoadChatsResponse = {
  success: true,
  message: 'Chat loaded.',
  data: messages,
  userid: 'CUS-ME',
  status: 'OPEN',
};
