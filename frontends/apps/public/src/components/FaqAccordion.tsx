import type { Faq } from '../api/content-api';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/** Questions as an accordion: each question is a button (aria-expanded) that shows its answer. */
export function FaqAccordion({ faqs, headingLevel: Heading = 'h3' }: { faqs: Faq[]; headingLevel?: 'h2' | 'h3' }) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="hwp-accordion">
      {faqs.map((faq) => {
        const expanded = openIds.has(faq.id);
        const buttonId = `${baseId}-${faq.id}-q`;
        const panelId = `${baseId}-${faq.id}-a`;
        return (
          <li key={faq.id} className="hwp-accordion__item">
            <Heading className="hwp-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="hwp-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(faq.id)}
              >
                <span>{faq.question}</span>
                <ChevronDown aria-hidden size={20} className="hwp-accordion__chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="hwp-accordion__panel" hidden={!expanded}>
              <p>{faq.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
