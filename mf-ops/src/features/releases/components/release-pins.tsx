// Accounts held at one version of a module for testing: an operator pins an account by its email to one of
// the module's kept versions, and takes the pin off. The server writes both to the release log and the audit
// log; the pinned account gets that version on its next page load whatever is live.
import type { ModuleReleases } from '@callout/contracts/module-releases';
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { pinAccount } from '../api/releases-api';

type Pin = NonNullable<ModuleReleases['pins']>[0];

/** Loose on purpose: the server checks the address; this only catches an empty or half-typed one. */
const emailShape = /^[^\s@]+@[^\s@]+$/;

export function ReleasePins({
  module,
  versions,
  pins,
  onChanged,
}: {
  module: string;
  versions: readonly string[];
  pins: readonly Pin[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('ops');
  const [email, setEmail] = useState('');
  const [version, setVersion] = useState(versions[0] ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (pin: { email: string; version?: string }) => pinAccount({ module, ...pin }),
    onSuccess: (_, pin) => {
      if (pin.version) setEmail('');
      onChanged();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!emailShape.test(typed)) {
      setProblem(t('releases.pins.emailInvalid'));
      return;
    }
    setProblem(null);
    send.mutate({ email: typed, version: version || versions[0] });
  };

  const headingId = `pins-${module}`;
  const done = send.isSuccess ? send.variables : null;
  return (
    <section className="ops-release-pins" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('releases.pins.title', { module })}</h3>
      {done ? (
        <Notice
          title={
            done.version
              ? t('releases.pins.pinned', { email: done.email, module, version: done.version })
              : t('releases.pins.unpinned', { email: done.email, module })
          }
        />
      ) : null}
      {send.isError ? (
        <Notice tone="error" title={messageFor(send.error, t('releases.pins.failed'))} />
      ) : null}
      {pins.length === 0 ? (
        <p className="ops-empty">{t('releases.pins.none')}</p>
      ) : (
        <ul className="ops-pin-list">
          {pins.map((pin) => (
            <li key={pin.AccountID}>
              {t('releases.pins.row', {
                email: pin.Email ?? pin.AccountID,
                version: pin.Version,
                by: pin.PinnedBy,
              })}{' '}
              <time dateTime={pin.PinnedAt}>{formatDateTime(pin.PinnedAt)}</time>{' '}
              {pin.Email === null ? null : (
                <Button
                  variant="secondary"
                  loading={send.isPending && send.variables?.email === pin.Email && !send.variables?.version}
                  onClick={() => send.mutate({ email: pin.Email ?? '' })}
                >
                  {t('releases.pins.remove', { email: pin.Email })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="ops-pin-form">
        <TextField
          label={t('releases.pins.email')}
          type="email"
          autoComplete="off"
          value={email}
          maxLength={254}
          status={problem ? { tone: 'invalid', message: problem } : null}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t('releases.pins.version')}
          value={version || (versions[0] ?? '')}
          options={versions.map((value) => ({ value, label: value }))}
          onChange={setVersion}
        />
        <Button type="submit" loading={send.isPending && Boolean(send.variables?.version)}>
          {t('releases.pins.submit', { module })}
        </Button>
      </form>
    </section>
  );
}
