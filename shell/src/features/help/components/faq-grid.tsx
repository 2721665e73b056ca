import type { Faq } from '@callout/contracts/help';
import { useId, useState } from 'react';

/** Clicking a question expands it and highlights it; clicking again collapses it. */
export function FaqGrid({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <ul className="grid faq-grid">
      {faqs.map((faq, index) => {
        const expanded = open === index;
        const answerId = `${baseId}-${index}`;
        return (
          <li key={faq.Question} className={expanded ? 'card faq is-open' : 'card faq'}>
            <h3 className="faq__question">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {faq.Question}
              </button>
            </h3>
            <div id={answerId} hidden={!expanded}>
              <p>{faq.Answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
