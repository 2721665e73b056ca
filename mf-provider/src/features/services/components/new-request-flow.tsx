// The New Requests flow: category, then specifics (skipped when the category has none),
// then the services with a price each. Going back keeps earlier choices.
import { noSpecific } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { useState } from 'react';
import { CategoryStep } from './category-step';
import { ProductStep } from './product-step';
import { SpecificsStep } from './specifics-step';

interface Choice {
  category?: string;
  specific?: string;
}

export function NewRequestFlow() {
  const { t } = useTranslation('provider');
  const [choice, setChoice] = useState<Choice>({});

  if (!choice.category) {
    return <CategoryStep onChoose={(category) => setChoice({ category })} />;
  }
  if (!choice.specific) {
    return (
      <SpecificsStep
        category={choice.category}
        onChoose={(specific) => setChoice({ category: choice.category, specific })}
        onBack={() => setChoice({})}
      />
    );
  }
  const { category, specific } = choice;
  return (
    <>
      <p className="pv-meta">
        {specific === noSpecific ? category : t('services.chosen', { category, specific })}
      </p>
      <ProductStep
        category={category}
        specific={specific}
        // Back from a category without specifics skips them on the way back too.
        onBack={() => setChoice(specific === noSpecific ? {} : { category })}
      />
    </>
  );
}
