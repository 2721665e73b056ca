// The editable bio (at most 150 characters), with a live counter and a draft on the device.
import { bioMaxLength } from '@callout/contracts/constants';
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, messageFor } from '@callout/module-kit/errors';
import { Button } from '@callout/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { DraftProblem } from '../../../components/draft-problem';
import { draftKeys } from '../../../config/constants';
import { bioDraftStore } from '../../../data/drafts';
import { useStoredDraft } from '../../../hooks/use-stored-draft';
import { alertMessage } from '../../../lib/dialogs';
import { updateBio } from '../api/update-bio';

export function BioEditor({ bio, onSaved }: { bio: string; onSaved: () => void }) {
  const { t } = useTranslation('provider');
  const id = useId();
  const counterId = useId();
  const draft = useStoredDraft(bioDraftStore, draftKeys.bio, bio);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setSaved(null);
    try {
      const reply = await updateBio({ value: draft.value.slice(0, bioMaxLength) });
      await draft.discard();
      setSaved(reply.message);
      onSaved();
    } catch (error) {
      console.error('Saving the bio failed', error);
      alertMessage(isNetworkFailure(error) ? t('errors.network') : messageFor(error, t('profile.bioFailed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="pv-bio" onSubmit={(event) => void onSubmit(event)}>
      <DraftProblem error={draft.problem} />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('profile.bio')}
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={3}
          maxLength={bioMaxLength}
          value={draft.value}
          aria-describedby={counterId}
          onChange={(event) => draft.update(event.target.value)}
        />
        <p id={counterId} className="field__hint">
          {t('profile.bioCounter', { count: draft.value.length, max: bioMaxLength })}
        </p>
      </div>
      <Button type="submit" variant="secondary" loading={pending}>
        {t('profile.saveBio')}
      </Button>
      {saved ? <output className="pv-meta pv-block">{saved}</output> : null}
    </form>
  );
}
