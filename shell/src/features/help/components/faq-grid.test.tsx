import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqGrid } from './faq-grid';

const faqs = [
  { Question: 'Which areas do you cover?', Answer: 'Providers across the United Kingdom.' },
  { Question: 'Is my card stored?', Answer: 'No: it goes straight to our payment provider.' },
];

describe('the FAQ grid', () => {
  it('opens a question on a click and closes it on the next, one question open at a time', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqGrid faqs={faqs} />);
    const open = () => [...container.querySelectorAll('details')].map((details) => details.open);
    expect(open()).toEqual([false, false]);
    await user.click(screen.getByText('Which areas do you cover?'));
    expect(open()).toEqual([true, false]);
    await user.click(screen.getByText('Which areas do you cover?'));
    expect(open()).toEqual([false, false]);
    // One group: the browser closes the open one when another opens.
    for (const details of container.querySelectorAll('details'))
      expect(details.getAttribute('name')).toBe('faqs');
  });
});
