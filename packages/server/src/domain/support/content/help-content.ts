// Help centre and FAQ content served by /api/help-center and /api/faqs, for customers and providers alike.
// Icon names the UI kit's icon set (packages/ui/src/icon.tsx); Link is a route of the web app.
import type { Faq, HelpCard } from '@callout/contracts/help';

export const helpCards: HelpCard[] = [
  {
    Icon: 'explore',
    Title: 'Booking a service',
    Description:
      'Book a professional for a date of your choice, or publish a job and let providers bid for it.',
    Faqs: [
      {
        Question: 'How do I book a provider?',
        Answer:
          'Choose Book a Pro, enter your postcode, then pick a category, the options that fit your job and a service. Choose a date from today up to 60 days ahead and a provider, check the summary and pay.',
      },
      {
        Question: 'What does Publish Job do?',
        Answer:
          'It places your job where every active provider offering that service can bid on it. Bids appear with the price, rating and distance of each provider; choosing one engages them for your date.',
      },
      {
        Question: 'Can I book the same job again?',
        Answer:
          'Yes. Open a completed or cancelled order, press Reorder, pick a new date and press Proceed. The address, service and provider are copied for you.',
      },
    ],
    Link: '/getstarted',
    Action: 'Book a Pro',
  },
  {
    Icon: 'orders',
    Title: 'Payments and holds',
    Description: 'Your card is charged up front and the money is held securely until the job is done.',
    Faqs: [
      {
        Question: 'When is the provider paid?',
        Answer:
          'Only after the job has been delivered. When you pay, the funds are secured and held; they are released to the provider once you end the order after inspecting the work.',
      },
      {
        Question: 'How are hourly jobs paid?',
        Answer:
          'Jobs priced per hour are paid when the order ends: after you press End Order you are taken to the payment page for the time the job took.',
      },
      {
        Question: 'What does "Payment secured" mean?',
        Answer:
          'Your card has been authorised and the money is held for this order. It is released to the provider only after the job is completed; if the order is cancelled it goes back to you.',
      },
    ],
    Link: '/orders',
    Action: 'See my orders',
  },
  {
    Icon: 'history',
    Title: 'Cancellations and refunds',
    Description: 'Cancel any order that is not yet completed from its order page.',
    Faqs: [
      {
        Question: 'How do I cancel an order?',
        Answer:
          'Open the order from History and press Cancel Order. You can cancel at any time before the order is completed.',
      },
      {
        Question: 'Will I get my money back?',
        Answer:
          'Yes. Money that is still held is released back to your card; a payment already taken is refunded to the same card. Your bank may take a few working days to show it.',
      },
      {
        Question: 'What if the provider cancels?',
        Answer:
          'You see the order as cancelled and any payment is released or refunded in full. You can reorder with another provider straight from the order page.',
      },
    ],
    Link: '/terms',
    Action: 'Read our terms',
  },
  {
    Icon: 'profile',
    Title: 'Provider verification',
    Description: 'Every provider passes identity checks before they can bid for jobs.',
    Faqs: [
      {
        Question: 'What do I need to submit?',
        Answer:
          'Your name, organisation, phone, date of birth, National Insurance number and address, a profile photo, a photo of your means of identification and a recent utility bill. Images can be up to 2 MB each.',
      },
      {
        Question: 'How long does a review take and how do I know the result?',
        Answer:
          'Our team reviews submissions in order. Your verification page shows the status and any note from the reviewer; once verified you see VERIFICATION COMPLETED and can bid for published jobs.',
      },
      {
        Question: 'My submission was queried. What now?',
        Answer:
          'Read the reviewer’s note on the verification page, correct the details or upload clearer images, and submit again.',
      },
      {
        Question: 'Why can I not see the navigation tabs?',
        Answer:
          'Verify your email first: enter the code we sent you on the dashboard. The tabs appear as soon as it is verified.',
      },
    ],
    Link: '/provider/verification',
    Action: 'Verify my profile',
  },
  {
    Icon: 'services',
    Title: 'Getting paid as a provider',
    Description: 'Connect a payout account once, then get paid instantly or weekly for completed jobs.',
    Faqs: [
      {
        Question: 'How do I set up payouts?',
        Answer:
          'Open Manage Payments on your profile and complete the onboarding with our card payment provider. Payouts start once the account shows as ready.',
      },
      {
        Question: 'When do payouts arrive?',
        Answer:
          'Instantly after each completed job or in one weekly payment, depending on the choice you made during onboarding.',
      },
      {
        Question: 'How do customers find me?',
        Answer:
          'Offer services with your own price under Manage Services and keep your schedule Active (always visible) or Scheduled (visible between two dates). Inactive hides you.',
      },
    ],
    Link: '/provider/profile',
    Action: 'Open my provider profile',
  },
  {
    Icon: 'support',
    Title: 'Talking to support',
    Description: 'Open a support case and chat with our team from your account.',
    Faqs: [
      {
        Question: 'How do I open a support case?',
        Answer:
          'Open Support from your menu, describe your request in a few words and press Submit. You can also email us at the address below.',
      },
      {
        Question: 'Why can I not open the chat of my new case?',
        Answer:
          'A new case waits until someone from our team picks it up. We email you when we respond, and the chat opens from your case list.',
      },
      {
        Question: 'Can I send a photo?',
        Answer:
          'Yes. Attach an image of up to 2 MB to a chat message, for example a receipt or a picture of the job. You can also reply to a message or delete your own.',
      },
    ],
    Link: '/support',
    Action: 'Open Support',
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
    Question: 'How far ahead can I book?',
    Answer: 'From today up to 60 days ahead. You can also publish a job and let providers bid for it.',
  },
  {
    Question: 'Can I change the date of a booking?',
    Answer: 'Cancel the order, then reorder it with a new date; any payment is released or refunded.',
  },
  {
    Question: 'When does my card get charged?',
    Answer:
      'When you pay for the order. The money is held and only released to the provider after the job is done.',
  },
  {
    Question: 'Is my card stored by Callout?',
    Answer: 'No. Card details go straight to our payment provider; we only keep the payment status.',
  },
  {
    Question: 'Can I track my provider?',
    Answer: 'Yes. While an order is in progress its page shows the provider on a live map.',
  },
  {
    Question: 'How do reviews work?',
    Answer:
      'Once an order is completed or cancelled, both sides can leave one rating from 1 to 5 stars and an optional comment.',
  },
  {
    Question: 'How do I become a provider?',
    Answer:
      'Choose Join as Provider, register, verify your email and submit your verification details. Once verified you can bid for jobs.',
  },
  {
    Question: 'How do I contact support?',
    Answer: 'Open Support from your menu to start a case and chat with our team, or email us.',
  },
  {
    Question: 'How do I delete my account?',
    Answer: 'Go to Profile, then Delete Account. We email you a one-time code to confirm.',
  },
];
