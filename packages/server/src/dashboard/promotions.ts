// The dashboard's promotion cards: ways to use the marketplace, not discounts (there is no discount
// mechanism to honour one). Pictures are the demo catalogue's category images.
import type { Promotion } from '@callout/contracts/dashboard';
import { seedImageId } from '../db/seed/placeholder-images';
import type { Env } from '../env';
import { imageLink } from '../images/image-store';

const promotionCards: Array<{ category: string; link: string; text: string }> = [
  {
    category: 'Cleaning',
    link: '/service/location',
    text: 'Book a vetted cleaner for any day in the next two months.',
  },
  {
    category: 'Plumbing',
    link: '/service/location',
    text: 'Publish a job and let certified plumbers near you bid for it.',
  },
  {
    category: 'Car Wash',
    link: '/service/location',
    text: 'Mobile valeting at your home or workplace: pay only once the job is done.',
  },
];

export function promotions(env: Pick<Env, 'PUBLIC_API_BASE_URL'>): Promotion[] {
  return promotionCards.map((card) => ({
    Image: imageLink(env, seedImageId('category', card.category)) ?? '',
    imgLink: card.link,
    Description: card.text,
  }));
}
