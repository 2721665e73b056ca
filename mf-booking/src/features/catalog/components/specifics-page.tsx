// /service/specifics: the options within the chosen category. A category whose only option is NONE has
// nothing to choose, so the page records NONE and moves on.
import { noSpecific } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { useSpecifics } from '@callout/module-kit/specifics';
import { Link, useNavigate } from '@callout/router';
import { ListState } from '@callout/ui/list-state';
import { SearchBox } from '@callout/ui/search-box';
import { useEffect, useState } from 'react';
import { CustomerPage } from '../../../components/customer-page';
import { DraftProblem } from '../../../components/draft-problem';
import { DraftSummary } from '../../../components/draft-summary';
import { DraftWait } from '../../../components/draft-wait';
import { eagerOptions, OptionCard } from '../../../components/option-card';
import { paths } from '../../../config/paths';
import { useDraftGuard } from '../../../hooks/use-draft-guard';
import { useListLabels } from '../../../hooks/use-list-labels';
import { confirmAction } from '../../../lib/dialogs';
import { applyChoice } from '../../../lib/draft-steps';

export default function SpecificsPage() {
  const { t } = useTranslation('booking');
  const listLabels = useListLabels();
  const navigate = useNavigate();
  const { draft, ready, update, error } = useDraftGuard('specifics');
  const [search, setSearch] = useState('');
  const specifics = useSpecifics(ready?.Category, search);
  const { items, onlyNone } = specifics;

  useEffect(() => {
    if (!onlyNone) return;
    void update((draft) => applyChoice(draft, 'specifics', { Specific: noSpecific })).then(
      (saved) => saved && navigate(paths.choose.getHref(), { replace: true }),
    );
  }, [onlyNone, update, navigate]);

  const choose = async (specific: string) => {
    if (!confirmAction(t('confirm.proceed'))) return;
    if (await update((draft) => applyChoice(draft, 'specifics', { Specific: specific }))) {
      await navigate(paths.choose.getHref());
    }
  };

  return (
    <CustomerPage title={t('specifics.title')}>
      <p>
        <Link to={paths.category.getHref()}>{t('specifics.back')}</Link>
      </p>
      <DraftProblem error={error} />
      {ready ? (
        <>
          <DraftSummary draft={ready} fields={['ZipCode', 'Address', 'Category']} />
          <SearchBox
            className="bk-search"
            label={t('specifics.search')}
            value={search}
            onChange={setSearch}
          />
          <ListState
            labels={listLabels}
            emptyClassName="bk-empty"
            status={onlyNone ? 'loading' : specifics.status}
            hasItems={items.length > 0 && !onlyNone}
            emptyText={t('empty.noRecords')}
          />
          <ul className="grid bk-options" aria-busy={specifics.fetching}>
            {onlyNone
              ? null
              : items.map((specific, index) => (
                  <OptionCard
                    eager={index < eagerOptions}
                    key={specific.Specifics}
                    name={specific.Specifics === noSpecific ? t('specifics.none') : specific.Specifics}
                    description={specific.Description}
                    imgLink={specific.imgLink}
                    onChoose={() => void choose(specific.Specifics)}
                  />
                ))}
          </ul>
        </>
      ) : (
        <DraftWait draft={draft} error={error} />
      )}
    </CustomerPage>
  );
}
