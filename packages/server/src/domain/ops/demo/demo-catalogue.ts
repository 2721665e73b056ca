// The demo service catalogue: the seven service types of the spec, their specifics and products.
// Categories without a choice to make have the single specific 'NONE'.

/** Name, description, minimum and maximum price in GBP, pay rate. */
export type DemoProduct = [name: string, description: string, min: number, max: number, rate: PayRate];
type PayRate = 'PER HOUR' | 'PER JOB';

export interface DemoSpecific {
  name: string;
  description: string;
  products: DemoProduct[];
}

export interface DemoCategory {
  name: string;
  description: string;
  colour: string;
  /** Its products are exempt from the 14-day right to cancel (car hire for a fixed date). */
  cancelExempt?: boolean;
  /** Its products can be booked as a series of visits (weekly, fortnightly, every four weeks). */
  repeatable?: boolean;
  specifics: DemoSpecific[];
}

const hour: PayRate = 'PER HOUR';
const job: PayRate = 'PER JOB';
const none = (products: DemoProduct[]): DemoSpecific[] => [
  { name: 'NONE', description: 'No further choice needed.', products },
];

export const demoCatalogue: DemoCategory[] = [
  {
    name: 'Handyman',
    description: 'Odd jobs around the home: mounting, assembly, small repairs.',
    colour: '#8a5a2b',
    specifics: none([
      ['Furniture assembly', 'Flat-pack furniture built and placed.', 25, 60, hour],
      ['TV wall mounting', 'A TV mounted level, cables tidied.', 60, 140, job],
      ['General repairs', 'Doors, handles, shelves and other small fixes.', 25, 55, hour],
    ]),
  },
  {
    name: 'Cleaning',
    description: 'Homes and offices cleaned by vetted cleaners.',
    colour: '#2b7a8a',
    repeatable: true,
    specifics: [
      {
        name: 'Domestic',
        description: 'Regular or one-off home cleaning.',
        products: [
          ['Standard home clean', 'Kitchen, bathrooms, floors and surfaces.', 15, 30, hour],
          ['Deep clean', 'Inside appliances, limescale, skirting boards.', 120, 320, job],
        ],
      },
      {
        name: 'End of Tenancy',
        description: 'A clean that gets the deposit back.',
        products: [['End of tenancy clean', 'Checklist clean to letting-agent standard.', 150, 400, job]],
      },
      {
        name: 'Office',
        description: 'Workplaces before or after hours.',
        products: [['Office clean', 'Desks, kitchens, washrooms and bins.', 18, 35, hour]],
      },
    ],
  },
  {
    name: 'Carpentry',
    description: 'Skilled woodwork, fitted and finished on site.',
    colour: '#6b4f2a',
    specifics: none([
      ['Door hanging', 'Internal doors hung, trimmed and fitted with handles.', 70, 160, job],
      ['Bespoke shelving', 'Alcove shelves measured, cut and fitted.', 30, 60, hour],
    ]),
  },
  {
    name: 'Plumbing',
    description: 'Leaks, blockages and new fittings by qualified plumbers.',
    colour: '#2b4f8a',
    specifics: [
      {
        name: 'Repairs',
        description: 'Something leaks, drips or is blocked.',
        products: [
          ['Leak repair', 'Find and fix a leak under sinks or behind panels.', 50, 150, job],
          ['Drain unblocking', 'Sinks, showers and toilets cleared.', 60, 180, job],
        ],
      },
      {
        name: 'Installation',
        description: 'New taps, toilets, showers and appliances.',
        products: [
          ['Tap or toilet fitting', 'Supply lines connected and tested.', 35, 70, hour],
          ['Washing machine plumbing', 'Water and waste connected, leak-tested.', 60, 120, job],
        ],
      },
    ],
  },
  {
    name: 'Car Hires',
    description: 'Vehicles with a driver, delivered where you need them.',
    colour: '#5a2b8a',
    cancelExempt: true,
    specifics: [
      {
        name: 'Saloon',
        description: 'Comfortable cars for up to four passengers.',
        products: [['Saloon with driver', 'Airport runs, events and city trips.', 25, 60, hour]],
      },
      {
        name: 'SUV',
        description: 'Room for families and luggage.',
        products: [['SUV with driver', 'Seven seats, large boot.', 35, 80, hour]],
      },
      {
        name: 'Van',
        description: 'Moving things rather than people.',
        products: [['Man and van', 'A van, a driver and a helping hand for small moves.', 40, 90, hour]],
      },
    ],
  },
  {
    name: 'Electricals',
    description: 'Certified electricians for repairs, fittings and checks.',
    colour: '#8a7a2b',
    specifics: none([
      ['Light fitting', 'Ceiling lights or spotlights replaced and tested.', 45, 120, job],
      ['Socket installation', 'New or moved sockets, to regulations.', 40, 80, hour],
      ['Electrical safety check', 'EICR for landlords and buyers.', 120, 250, job],
    ]),
  },
  {
    name: 'Car Wash',
    description: 'Mobile car cleaning at your home or workplace.',
    colour: '#2b8a4f',
    repeatable: true,
    specifics: [
      {
        name: 'Exterior',
        description: 'Outside only, quick and waterless options.',
        products: [['Exterior hand wash', 'Snow foam, hand wash, wheels and dry.', 15, 35, job]],
      },
      {
        name: 'Full Valet',
        description: 'Inside and out.',
        products: [
          ['Full valet', 'Hand wash, vacuum, upholstery and glass.', 50, 120, job],
          ['Interior detailing', 'Seats shampooed, stains lifted, plastics dressed.', 30, 60, hour],
        ],
      },
    ],
  },
];
