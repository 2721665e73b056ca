// Every message the support and chat API answers with. Wording the spec fixes is quoted from the shared
// contracts; the rest is ours, written for the person reading it in an alert.
import { chatMessageRequiredMessage, supportSubjectMessage } from '@callout/contracts/support';

export const supportMessages = {
  // Validation messages, through the contracts:
  subject: supportSubjectMessage,
  messageRequired: chatMessageRequiredMessage,

  // Ours.
  casesLoaded: 'Support cases loaded.',
  caseCreated: 'Your support case has been created. We will let you know when someone responds.',
  caseNotFound: 'We could not find this support case.',
  chatLoaded: 'Chat loaded.',
  chatNotFound: 'We could not find this chat.',
  chatClosed: 'This chat is closed. Please open a new support case if you still need help.',
  messageSent: 'Message sent.',
  messageDeleted: 'Message deleted.',
  messageNotFound: 'We could not find this message. It may have been deleted already.',
  notYourMessage: 'You can only delete your own messages.',
  replyTargetMissing: 'The message you are replying to is no longer available.',
  idempotencyKey:
    'The Idempotency-Key header must be 1 to 100 letters, digits, dots, colons, underscores or dashes.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment and try again.',

  // Operator API and CLI.
  operatorOnly: 'Please log in as a support operator.',
  caseOpened: 'The case is open.',
  caseClosed: 'The case is closed.',
  replySent: 'Reply sent.',
  statusValue: 'Status must be OPEN or CLOSED.',
  closeReasonValue: 'The reason must be COMPLAINT_NOT_SETTLED, and only when closing the case.',
  complaintClosed: 'The case is closed. The customer has been mailed the dispute resolution body.',
  caseListLoaded: 'Cases loaded.',
} as const;
