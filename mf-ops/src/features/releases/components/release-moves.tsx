// Promote a module's canary or roll the module back, each after a confirmation that says what every device
// will get. Keyboard users land on the confirmation they are asked for.
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { useEffect, useId, useState } from 'react';
import { moveRelease, type ReleaseMove } from '../api/releases-api';

export function ReleaseMoves({
  module,
  canary,
  canRollBack,
  onMoved,
}: {
  module: string;
  canary: { version: string; share: number } | null;
  canRollBack: boolean;
  onMoved: () => void;
}) {
  const { t } = useTranslation('ops');
  const [asking, setAsking] = useState<ReleaseMove | null>(null);
  const confirmId = useId();
  const send = useMutation({
    mutationFn: (move: ReleaseMove) => moveRelease(module, move),
    onSuccess: () => {
      setAsking(null);
      onMoved();
    },
    onError: () => setAsking(null),
  });

  useEffect(() => {
    if (asking) document.getElementById(confirmId)?.focus();
  }, [asking]);

  const ask = (move: ReleaseMove) => {
    send.reset();
    setAsking(move);
  };

  if (!canary && !canRollBack) return null;
  const question =
    asking === 'promote'
      ? t('releases.moves.promoteConfirm', { module, version: canary?.version })
      : canary
        ? t('releases.moves.endCanaryConfirm', { module, version: canary.version })
        : t('releases.moves.rollbackConfirm', { module });
  return (
    <div className="ops-release-moves">
      {send.isSuccess && send.data ? (
        <Notice
          title={
            send.variables === 'promote'
              ? t('releases.moves.promoted', { module, version: send.data.Live })
              : t('releases.moves.rolledBack', { module, version: send.data.Live })
          }
        />
      ) : null}
      {send.isError ? (
        <Notice tone="error" title={messageFor(send.error, t('releases.moves.failed'))} />
      ) : null}
      {asking ? (
        <div className="ops-confirm">
          <p>{question}</p>
          <Button
            id={confirmId}
            variant="accent"
            loading={send.isPending}
            onClick={() => send.mutate(asking)}
          >
            {t(asking === 'promote' ? 'releases.moves.promoteYes' : 'releases.moves.rollbackYes')}
          </Button>{' '}
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {t('releases.moves.cancel')}
          </Button>
        </div>
      ) : (
        <div className="ops-actions">
          {canary ? (
            <Button variant="primary" onClick={() => ask('promote')}>
              {t('releases.moves.promote', { module })}
            </Button>
          ) : null}{' '}
          <Button variant="secondary" onClick={() => ask('rollback')}>
            {t('releases.moves.rollback', { module })}
          </Button>
        </div>
      )}
    </div>
  );
}
