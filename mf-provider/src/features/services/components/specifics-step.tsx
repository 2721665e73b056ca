import { noSpecific } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { useSpecifics } from '@callout/module-kit/specifics';
import { Button } from '@callout/ui/button';
import { ListState } from '@callout/ui/list-state';
import { SearchBox } from '@callout/ui/search-box';
import { useEffect, useState } from 'react';
import { OptionCard } from '../../../components/option-card';
import { useListLabels } from '../../../hooks/use-list-labels';

/** Step 2: the options within the category. A category whose only option is NONE skips this step. */
export function SpecificsStep({
  category,
  onChoose,
  onBack,
}: {
  category: string;
  onChoose: (specific: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const [search, setSearch] = useState('');
  const specifics = useSpecifics(category, search);
  const { items, onlyNone } = specifics;

  useEffect(() => {
    if (onlyNone) onChoose(noSpecific);
  }, [onlyNone, onChoose]);

  return (
    <section aria-labelledby="pv-step-title">
      <h2 id="pv-step-title">{t('services.chooseSpecifics', { category })}</h2>
      <Button variant="link" onClick={onBack}>
        {t('services.backToCategories')}
      </Button>
      <SearchBox
        className="pv-search"
        label={t('services.searchSpecifics')}
        value={search}
        onChange={setSearch}
      />
      <ListState
        labels={listLabels}
        emptyClassName="pv-empty"
        status={onlyNone ? 'loading' : specifics.status}
        hasItems={items.length > 0 && !onlyNone}
        emptyText={t('empty.noRecords')}
      />
      <ul className="grid pv-options" aria-busy={specifics.fetching}>
        {onlyNone
          ? null
          : items.map((specific) => (
              <OptionCard
                key={specific.Specifics}
                name={specific.Specifics === noSpecific ? t('services.noSpecific') : specific.Specifics}
                description={specific.Description}
                imgLink={specific.imgLink}
                onChoose={() => onChoose(specific.Specifics)}
              />
            ))}
      </ul>
    </section>
  );
}
