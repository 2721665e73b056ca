// Help centre and FAQ content served by /api/help-center and /api/faqs. Icon names the UI kit's icon set.
import type { Faq, HelpCard } from '@callout/contracts/help';

export const helpCards: HelpCard[] = [
  {
    Icon: 'explore',
    Title: 'Booking a service',
    Description: 'Find a professional, pick a date, or publish a job for providers to bid on.',
    Faqs: [
      {
        Question: 'How do I book a provider?',
        Answer:
          'Choose Book a Pro, enter your postcode, pick a category and service, then choose a provider and a date up to 60 days ahead.',
      },
      {
        Question: 'What does Publish Job do?',
        Answer:
          'It sends your job to every active provider for that service. They bid, you compare prices, ratings and distance, and choose one.',
      },
    ],
    Link: '/getstarted',
    Action: 'Book a Pro',
  },
  {
    Icon: 'orders',
    Title: 'Payments and holds',
    Description: 'Your card is charged up front and the money is held until the job is done.',
    Faqs: [
      {
        Question: 'When is the provider paid?',
        Answer:
          'Only after you end the order to confirm the job was delivered. Until then the funds are held securely.',
      },
      {
        Question: 'How are hourly jobs charged?',
        Answer:
          'Jobs priced per hour are paid when the order ends, for the time taken rounded up to the quarter hour.',
      },
    ],
    Link: '/orders',
    Action: 'See my orders',
  },
  {
    Icon: 'history',
    Title: 'Cancellations and refunds',
    Description: 'Cancel any order that is not completed from its order page.',
    Faqs: [
      {
        Question: 'Will I get my money back if I cancel?',
        Answer:
          'Yes. A held payment is released straight away; a payment already taken is refunded to the same card, which can take a few working days.',
      },
      {
        Question: 'Can a provider cancel my order?',
        Answer: 'Yes. If they do, you are told at once and any payment is released or refunded in full.',
      },
    ],
    Link: '/terms',
    Action: 'Read our terms',
  },
  {
    Icon: 'profile',
    Title: 'Provider verification',
    Description: 'Every provider passes identity checks before customers can book them.',
    Faqs: [
      {
        Question: 'What do providers submit?',
        Answer:
          'Their personal details, a photo, a means of identification and a recent utility bill. Our team reviews each submission.',
      },
      {
        Question: 'What happens if a submission is queried?',
        Answer:
          'The provider sees our note on the verification page and can correct and resubmit their details.',
      },
    ],
    Link: '/join',
    Action: 'Join as Provider',
  },
  {
    Icon: 'services',
    Title: 'Getting paid as a provider',
    Description: 'Connect a payout account and choose instant or weekly payouts.',
    Faqs: [
      {
        Question: 'How do I set up payouts?',
        Answer:
          'Open Manage Payments on your profile and complete the payout onboarding. Payouts start once the account is ready.',
      },
      {
        Question: 'When do payouts arrive?',
        Answer:
          'Instantly after each completed order, or in one weekly batch, depending on the choice you made during onboarding.',
      },
    ],
    Link: '/provider/login',
    Action: 'Provider login',
  },
];

export const faqs: Faq[] = [
  {
    Question: 'Which areas do you cover?',
    Answer: 'Providers across the United Kingdom. Enter your postcode to see who comes to you.',
  },
  {
    Question: 'Do I need an account to book?',
    Answer: 'Yes. An account lets you pay securely, chat with your provider and track your order.',
  },
  {
    Question: 'Can I change the date of a booking?',
    Answer: 'Cancel the order and reorder it with a new date; any payment is released or refunded.',
  },
  {
    Question: 'How do reviews work?',
    Answer:
      'Once an order is completed or cancelled, both sides can leave one rating from 1 to 5 stars and an optional comment.',
  },
  {
    Question: 'Is my card stored by Callout?',
    Answer: 'No. Card details go straight to our payment provider; we only keep the payment status.',
  },
  {
    Question: 'How do I contact support?',
    Answer: 'Open Support from your menu to start a case and chat with our team, or email us.',
  },
  {
    Question: 'Can I track my provider?',
    Answer: 'Yes. While an order is in progress its page shows the provider on a live map.',
  },
  {
    Question: 'How do I delete my account?',
    Answer: 'Go to Profile, then Delete Account. We email you a one-time code to confirm.',
  },
];
