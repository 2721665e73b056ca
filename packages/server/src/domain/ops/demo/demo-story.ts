// The demo customer's story: an order in each state a newcomer should see, with what hangs off
// it. Times are hours before seeding and dates days from it, so a fresh demo always looks current.
import { composeAddress } from '@callout/contracts/booking';
import type { OrderStatus } from '@callout/contracts/orders';
import type { LatLng } from '../../../infra/geo/distance';

export interface StoryOrder {
  id: string;
  /** A product of the demo catalogue. */
  product: string;
  /** The engaged demo provider, at their certified price; null for a job published for bids. */
  provider: string | null;
  status: OrderStatus;
  scheduledInDays: number;
  createdHoursAgo: number;
  paidHoursAgo?: number;
  /** Captured too (the job is done), not only held. */
  captured?: boolean;
  startedHoursAgo?: number;
  endedHoursAgo?: number;
  /** When the weekly batch paid the provider for it. */
  payoutPaidHoursAgo?: number;
}

export interface StoryMessage {
  from: string;
  text: string;
  hoursAgo: number;
}

const james = 'PRV-DEMO000002';
const priya = 'PRV-DEMO000003';
const tom = 'PRV-DEMO000004';
const kwame = 'PRV-DEMO000005';
const sofia = 'PRV-DEMO000006';
const dana = 'CUS-DEMO000001';
const operator = 'OPR-DEMO000001';

/** Every job is at the customer's home, given in lines as the location step asks for it. */
const storyHomeLines = { AddressLine1: '41 Cloudesley Road', AddressLine2: 'Flat 2', Town: 'London' };
export const storyHome = {
  postcode: 'N1 0EG',
  address: composeAddress(storyHomeLines),
  lines: storyHomeLines,
};

export const storyOrders = {
  completed: {
    id: 'ORD-DEMO000001',
    product: 'Leak repair',
    provider: james,
    status: 'COMPLETED',
    scheduledInDays: -7,
    createdHoursAgo: 240,
    paidHoursAgo: 239,
    captured: true,
    startedHoursAgo: 168,
    endedHoursAgo: 166.5,
    payoutPaidHoursAgo: 96,
  },
  upcoming: {
    id: 'ORD-DEMO000002',
    product: 'Electrical safety check',
    provider: priya,
    status: 'SCHEDULED',
    scheduledInDays: 3,
    createdHoursAgo: 30,
    paidHoursAgo: 29.5,
  },
  inProgress: {
    id: 'ORD-DEMO000003',
    product: 'TV wall mounting',
    provider: tom,
    status: 'IN-PROGRESS',
    scheduledInDays: 0,
    createdHoursAgo: 50,
    paidHoursAgo: 49,
    startedHoursAgo: 0.5,
  },
  published: {
    id: 'ORD-DEMO000004',
    product: 'Full valet',
    provider: null,
    status: 'NEW ORDER',
    scheduledInDays: 5,
    createdHoursAgo: 20,
  },
} satisfies Record<string, StoryOrder>;

/** Bids on the published job, at each bidder's certified price, from where they were. */
export const storyBids = [
  { provider: kwame, at: { lat: 51.5465, lng: -0.1058 }, hoursAgo: 6 },
  { provider: sofia, at: { lat: 51.4613, lng: -0.1156 }, hoursAgo: 3 },
];

export const storyReviews = {
  byCustomer: {
    rating: 5,
    text: 'Found the leak behind the bath panel within minutes and left everything spotless.',
    hoursAgo: 165,
  },
  byProvider: { rating: 5, text: 'Clear directions and easy access. A pleasure to work for.', hoursAgo: 160 },
};

/** The chat of the order in progress. */
export const storyOrderChat: StoryMessage[] = [
  {
    from: dana,
    text: 'Hi Tom, the TV is 55 inches and the wall is plasterboard. Is that all right?',
    hoursAgo: 48.5,
  },
  {
    from: tom,
    text: 'Hi Dana, no problem: I will bring cavity fixings and a tilting bracket.',
    hoursAgo: 48,
  },
  { from: tom, text: 'On my way now, about twenty minutes.', hoursAgo: 0.4 },
  { from: dana, text: 'Great, ring the top bell when you arrive.', hoursAgo: 0.3 },
];

/** The support operator who answers the demo case; no password, so nobody can sign in as them. */
export const storyOperator = {
  id: operator,
  email: 'maya.support@example.com',
  firstName: 'Maya',
  lastName: 'Patel',
};

export const storySupportCase = {
  id: 'CS-DEMO0001',
  subject: 'Moving my electrical safety check to another day',
  createdHoursAgo: 28,
  messages: [
    { from: dana, text: 'Hello, can I move my electrical safety check to next week?', hoursAgo: 28 },
    {
      from: operator,
      text: 'Hi Dana, yes: cancel the order before it starts and book the new day. The card hold is released at once.',
      hoursAgo: 26,
    },
  ] satisfies StoryMessage[],
};

/**
 * Where the provider of the order in progress drives, over and over (domain/ops/demo/demo-route-mover.ts): from
 * Camden Town down York Way towards the job in Islington.
 */
export const storyRoute: LatLng[] = [
  { lat: 51.539, lng: -0.1426 },
  { lat: 51.5365, lng: -0.138 },
  { lat: 51.5345, lng: -0.1325 },
  { lat: 51.5322, lng: -0.1268 },
  { lat: 51.53, lng: -0.123 },
  { lat: 51.5285, lng: -0.1185 },
  { lat: 51.5262, lng: -0.116 },
  { lat: 51.5238, lng: -0.1168 },
  { lat: 51.5215, lng: -0.118 },
];
