// The note and photos for the provider, on the providers step (a booking and a published job alike). The
// note is kept in the request draft as typed, the photos on the device (data/job-photos.ts), so a reload
// or going offline loses neither; the photos are sent once the order exists (job-photo-upload.tsx).

import type { RequestDraft } from '@callout/contracts/booking';
import { jobNoteLimit, maxJobPhotos } from '@callout/contracts/job-notes';
import { formatNumber } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { type ChangeEvent, useId, useState } from 'react';
import { saveJobPhotos } from '../../../data/job-photos';
import { useJobPhotos } from '../hooks/use-job-photos';
import { readJobPhoto } from '../read-job-photo';

type Update = (change: (draft: RequestDraft) => RequestDraft) => Promise<RequestDraft | undefined>;

/** Whether the note is over its limit: the step does not go on until it is shortened. */
export const noteTooLong = (draft: RequestDraft | undefined) => (draft?.Note?.length ?? 0) > jobNoteLimit;

export function JobNotesFields({ draft, update }: { draft: RequestDraft; update: Update }) {
  const { t } = useTranslation('booking');
  const id = useId();
  const { photos = [] } = useJobPhotos();
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  // Typed here first, then kept in the draft: the draft is written after a read, too late for the caret.
  const [note, setNote] = useState(draft.Note ?? '');
  const tooLong = note.length > jobNoteLimit;

  const onNote = (value: string) => {
    setNote(value);
    void update((current) => {
      const { Note: _, ...rest } = current;
      return value ? { ...rest, Note: value } : rest;
    });
  };

  const onPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = [...(input.files ?? [])];
    input.value = ''; // The same file may be picked again after it is removed.
    setPhotoProblem(null);
    const room = maxJobPhotos - photos.length;
    if (files.length > room) setPhotoProblem(t('jobNotes.tooMany'));
    const read = await Promise.all(files.slice(0, Math.max(room, 0)).map(readJobPhoto));
    const refused = read.find((check) => check.kind !== 'ok');
    if (refused) setPhotoProblem(t(refused.kind === 'too-large' ? 'jobNotes.tooLarge' : 'jobNotes.notImage'));
    const added = read.flatMap((check) => (check.kind === 'ok' ? [check.dataUrl] : []));
    if (added.length) await keep([...photos, ...added]);
  };

  const keep = (next: string[]) =>
    saveJobPhotos(next).catch((failure: unknown) => {
      console.error('Could not keep the job photos', failure);
      setPhotoProblem(t('errors.draftUnavailable'));
    });

  return (
    <fieldset className="bk-job-notes">
      <legend className="bk-job-notes__title">{t('jobNotes.title')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          {t('jobNotes.noteLabel')}
        </label>
        <textarea
          id={`${id}-note`}
          className="field__input bk-job-notes__note"
          rows={3}
          value={note}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-note-hint ${id}-note-count`}
          onChange={(event) => onNote(event.target.value)}
        />
        <p id={`${id}-note-hint`} className="field__hint">
          {t('jobNotes.noteHint')}
        </p>
        <p
          id={`${id}-note-count`}
          className={tooLong ? 'field__status field__status--invalid' : 'field__hint'}
          aria-live="polite"
        >
          {tooLong ? (
            <>
              <span aria-hidden="true">✗ </span>
              {t('jobNotes.noteTooLong')}{' '}
            </>
          ) : null}
          {t('jobNotes.noteCount', {
            count: note.length,
            limit: formatNumber(jobNoteLimit),
          })}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-photos`}>
          {t('jobNotes.photosLabel')}
        </label>
        <input
          id={`${id}-photos`}
          className="field__input"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          disabled={photos.length >= maxJobPhotos}
          aria-describedby={`${id}-photos-hint`}
          onChange={(event) => void onPhotos(event)}
        />
        <p id={`${id}-photos-hint`} className="field__hint">
          {t('jobNotes.photosHint')}{' '}
          {t('jobNotes.photosCount', { count: photos.length, limit: maxJobPhotos })}
        </p>
        {photoProblem ? (
          <p className="field__status field__status--invalid" role="alert">
            {photoProblem}
          </p>
        ) : null}
      </div>
      {photos.length ? (
        <ul className="bk-job-photos">
          {photos.map((photo, index) => (
            // The same picture may be chosen twice, so its place is its key.
            <li key={index} className="bk-job-photos__item">
              <img src={photo} alt={t('jobNotes.photoAlt', { number: index + 1 })} />
              <Button variant="secondary" onClick={() => void keep(photos.filter((_, at) => at !== index))}>
                {t('jobNotes.removePhoto', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="bk-area">{t('jobNotes.keptHere')}</p>
    </fieldset>
  );
}
