// The customer's note and photos for the provider, as the order page and the bid panel show them. The
// photos are private addresses the API listed to this account; the browser loads them with its media
// cookie. Styled once for every module by @callout/ui/styles.css (.job-notes).
import type { JobNotes as JobNotesData } from '@callout/contracts/job-notes';
import { useTranslation } from '@callout/i18n/react';

export function JobNotes({
  notes,
  headingLevel = 2,
  className,
}: {
  notes: Partial<JobNotesData> | undefined;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const note = notes?.Note ?? null;
  const photos = notes?.Photos ?? [];
  if (!note && photos.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const count = photos.length;
  return (
    <section className={['job-notes', className].filter(Boolean).join(' ')} aria-label={t('jobNotes.title')}>
      <Heading className="job-notes__title">{t('jobNotes.title')}</Heading>
      {note ? <p className="job-notes__note">{note}</p> : null}
      {count ? (
        <ul className="job-notes__photos" aria-label={t('jobNotes.photos')}>
          {photos.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener"
                aria-label={t('jobNotes.open', { number: index + 1, count })}
              >
                <img
                  src={url}
                  alt={t('jobNotes.photoAlt', { number: index + 1, count })}
                  width={96}
                  height={96}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
