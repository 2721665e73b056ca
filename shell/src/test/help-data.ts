// The help centre and FAQs as the API answers them, for the tests of /help rendered on the server and in the
// browser.
import type { FaqsResponse, HelpCenterResponse } from '@callout/contracts/help';

export const helpCentre: HelpCenterResponse = {
  success: true,
  message: 'Help centre',
  data: [
    {
      Icon: 'orders',
      Title: 'Payments and holds',
      Description: 'Your card is charged up front and the money is held until the job is done.',
      Faqs: [{ Question: 'When is the provider paid?', Answer: 'Only after the job has been delivered.' }],
      Link: '/orders',
      Action: 'See my orders',
    },
  ],
  email: 'help@callout.example',
};

export const faqList: FaqsResponse = {
  success: true,
  message: 'FAQs',
  data: [
    { Question: 'Can I cancel?', Answer: 'Yes, before the order is completed.' },
    {
      Question: 'Do providers carry insurance?',
      Answer: 'Every provider is checked before their first job.',
    },
  ],
};
