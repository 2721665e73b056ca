import { readFileSync } from 'node:fs';
import { helpCardSchema } from '@callout/contracts/help';
import { describe, expect, it } from 'vitest';
import { faqs, helpCards } from './help-content';

// The web app draws card icons from the UI kit; a name it does not know would show no icon at all.
const iconSource = readFileSync(new URL('../../../../../ui/src/icon.tsx', import.meta.url), 'utf8');
const iconNames = new Set([...iconSource.matchAll(/^ {2}'?([a-z-]+)'?: /gm)].map((match) => match[1]));

describe('help centre content', () => {
  it('matches the contract, with icons from the UI kit and links into the app', () => {
    for (const card of helpCards) {
      expect(helpCardSchema.parse(card)).toEqual(card);
      expect(iconNames, card.Title).toContain(card.Icon);
      expect(card.Link).toMatch(/^\/[a-z/-]*$/);
      expect(card.Faqs.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('covers booking, payments and holds, cancellations, verification, payouts and support', () => {
    const text = JSON.stringify(helpCards).toLowerCase();
    for (const topic of ['book', 'held', 'cancel', 'verif', 'payout', 'support case']) {
      expect(text).toContain(topic);
    }
  });

  it('asks every question once', () => {
    const questions = [...helpCards.flatMap((card) => card.Faqs), ...faqs].map((faq) => faq.Question);
    expect(new Set(questions).size).toBe(questions.length);
  });
});
