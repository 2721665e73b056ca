import type { Faq } from '@callout/contracts/help';

/**
 * Clicking a question expands it and highlights it; clicking again collapses it, and opening another closes
 * it (one exclusive group). Native disclosures: a question opens on the page the server drew before any
 * script has run, and with none at all.
 */
export function FaqGrid({ faqs }: { faqs: Faq[] }) {
  return (
    <ul className="grid faq-grid">
      {faqs.map((faq) => (
        <li key={faq.Question} className="card faq">
          <details name="faqs">
            <summary className="faq__question">{faq.Question}</summary>
            <p>{faq.Answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
