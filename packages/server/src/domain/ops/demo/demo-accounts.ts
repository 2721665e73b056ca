// Demo accounts. Their passwords are public on purpose: the start command prints them so anyone trying
// the demo can sign in. Nothing else secret belongs in the repository.

export const demoCustomerPassword = 'Customer#2025';
export const demoProviderPassword = 'Provider#2025';
export const demoOperatorPassword = 'Operator#2025';

/** Signs in to the operator console (/ops/login); outside demo mode only the operator CLI makes operators. */
export const demoOperator = {
  // OPR-DEMO000001 is the story's Maya, who answered Dana's case and cannot sign in.
  id: 'OPR-DEMO000002',
  email: 'operator@example.com',
  firstName: 'Olivia',
  lastName: 'Grant',
};

export const demoCustomer = {
  id: 'CUS-DEMO000001',
  email: 'customer@example.com',
  phone: '07700900123',
  firstName: 'Dana',
  lastName: 'Carter',
};

export interface DemoProvider {
  id: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  bio: string;
  rating: number;
  schedule: 'ACTIVE' | 'INACTIVE' | 'SCHEDULED';
  /** Product names from the demo catalogue with this provider's price. */
  services: Array<[product: string, price: number]>;
  /**
   * The service area: a base postcode district and a radius in miles. Around London,
   * Manchester and Birmingham, so a London postcode finds several providers and Edinburgh (EH1) none.
   */
  area: { postcode: string; radius: number };
}

export const demoProviders: DemoProvider[] = [
  {
    id: 'PRV-DEMO000001',
    email: 'amara.okafor@example.com',
    phone: '07700900201',
    firstName: 'Amara',
    lastName: 'Okafor',
    bio: 'Ten years of domestic and end-of-tenancy cleaning across north London. Eco products on request.',
    rating: 4.8,
    schedule: 'ACTIVE',
    area: { postcode: 'N1', radius: 15 },
    services: [
      ['Standard home clean', 18],
      ['Deep clean', 180],
      ['End of tenancy clean', 240],
      ['Office clean', 22],
    ],
  },
  {
    id: 'PRV-DEMO000002',
    email: 'james.whitfield@example.com',
    phone: '07700900202',
    firstName: 'James',
    lastName: 'Whitfield',
    bio: 'Gas Safe plumber and all-round handyman. Same-day call-outs in south London.',
    rating: 4.6,
    schedule: 'ACTIVE',
    area: { postcode: 'SE15', radius: 12 },
    services: [
      ['Leak repair', 85],
      ['Drain unblocking', 95],
      ['Tap or toilet fitting', 45],
      ['Washing machine plumbing', 75],
      ['General repairs', 35],
    ],
  },
  {
    id: 'PRV-DEMO000003',
    email: 'priya.shah@example.com',
    phone: '07700900203',
    firstName: 'Priya',
    lastName: 'Shah',
    bio: 'NICEIC approved electrician. Lighting, sockets and safety certificates.',
    rating: 4.9,
    schedule: 'SCHEDULED',
    area: { postcode: 'B15', radius: 25 },
    services: [
      ['Light fitting', 70],
      ['Socket installation', 55],
      ['Electrical safety check', 160],
    ],
  },
  {
    id: 'PRV-DEMO000004',
    email: 'tom.evans@example.com',
    phone: '07700900204',
    firstName: 'Tom',
    lastName: 'Evans',
    bio: 'Carpenter and joiner: doors, shelving and flat-pack that actually stays together.',
    rating: 4.3,
    schedule: 'ACTIVE',
    area: { postcode: 'M14', radius: 20 },
    services: [
      ['Door hanging', 110],
      ['Bespoke shelving', 40],
      ['Furniture assembly', 30],
      ['TV wall mounting', 85],
    ],
  },
  {
    id: 'PRV-DEMO000005',
    email: 'kwame.mensah@example.com',
    phone: '07700900205',
    firstName: 'Kwame',
    lastName: 'Mensah',
    bio: 'Mobile valeting and chauffeured hire. Fully insured, water-fed van.',
    rating: 4.7,
    schedule: 'ACTIVE',
    area: { postcode: 'W2', radius: 20 },
    services: [
      ['Exterior hand wash', 20],
      ['Full valet', 75],
      ['Interior detailing', 40],
      ['Saloon with driver', 35],
      ['SUV with driver', 50],
      ['Man and van', 55],
    ],
  },
  {
    id: 'PRV-DEMO000006',
    email: 'sofia.rossi@example.com',
    phone: '07700900206',
    firstName: 'Sofia',
    lastName: 'Rossi',
    bio: 'Home cleaning and car valets on weekends. Currently taking a break.',
    rating: 4.5,
    schedule: 'INACTIVE',
    area: { postcode: 'SW9', radius: 8 },
    services: [
      ['Standard home clean', 16],
      ['Full valet', 65],
    ],
  },
  // Added with service areas: a second London cleaner, and cleaners around Manchester and
  // Birmingham, so the same service is offered in several places at several distances.
  {
    id: 'PRV-DEMO000007',
    email: 'grace.bennett@example.com',
    phone: '07700900207',
    firstName: 'Grace',
    lastName: 'Bennett',
    bio: 'Home and end-of-tenancy cleaning in Battersea, Clapham and Chelsea. Own equipment.',
    rating: 4.4,
    schedule: 'ACTIVE',
    area: { postcode: 'SW11', radius: 10 },
    services: [
      ['Standard home clean', 17],
      ['Deep clean', 170],
      ['End of tenancy clean', 220],
    ],
  },
  {
    id: 'PRV-DEMO000008',
    email: 'oliver.hughes@example.com',
    phone: '07700900208',
    firstName: 'Oliver',
    lastName: 'Hughes',
    bio: 'Cleaning and small plumbing jobs across south Manchester and Stockport.',
    rating: 4.6,
    schedule: 'ACTIVE',
    area: { postcode: 'M20', radius: 20 },
    services: [
      ['Deep clean', 150],
      ['Leak repair', 80],
    ],
  },
  {
    id: 'PRV-DEMO000009',
    email: 'hannah.price@example.com',
    phone: '07700900209',
    firstName: 'Hannah',
    lastName: 'Price',
    bio: 'Regular and deep home cleans around Birmingham and Solihull.',
    rating: 4.2,
    schedule: 'ACTIVE',
    area: { postcode: 'B5', radius: 20 },
    services: [
      ['Deep clean', 160],
      ['Standard home clean', 15],
    ],
  },
];
