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
    services: [
      ['Standard home clean', 16],
      ['Full valet', 65],
    ],
  },
];
