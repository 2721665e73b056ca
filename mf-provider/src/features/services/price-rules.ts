// The certification price rules (within the product's range, in steps of 0.01), for the price input:
// clamp what was typed to the product's range when the field is left, and say what is wrong with it on
// submit.

import type { Product } from '@callout/contracts/catalog';
import {
  certificationPriceFor,
  clampCertificationPrice,
  priceBelowMinimumMessage,
} from '@callout/contracts/provider-certification';
import { checkText } from '@callout/i18n/check-texts';

type PriceRange = Pick<Product, 'MinPrice' | 'MaxPrice'>;

/** The typed price pulled into MinPrice..MaxPrice at the 0.01 step; an empty field stays empty. */
export function clampPriceText(text: string, product: PriceRange): string {
  if (text.trim() === '') return '';
  return clampCertificationPrice(Number(text), product).toFixed(2);
}

/** Null when the price can be sent; otherwise the message to alert. Nothing typed counts as too low. */
export function priceProblem(text: string, product: PriceRange): string | null {
  const value = Number(text);
  if (text.trim() === '' || (!Number.isNaN(value) && value < product.MinPrice))
    return checkText(priceBelowMinimumMessage);
  const checked = certificationPriceFor(product).safeParse(text.trim());
  return checked.success ? null : checkText(checked.error.issues[0]?.message ?? priceBelowMinimumMessage);
}

/** The starting price shown for a product: its minimum, as money is typed. */
export const startingPrice = (product: PriceRange) => product.MinPrice.toFixed(2);
