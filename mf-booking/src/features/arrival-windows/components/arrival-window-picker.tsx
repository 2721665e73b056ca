// The chosen provider's free arrival windows for the picked date (the kit's picker, shared with moving an
// order), with "Any time that day" first: a booking with only a date still means any time. `published`: the
// windows a published job may ask for, before any provider is chosen.
import type { ArrivalWindow } from '@callout/contracts/arrival-windows';
import { useTranslation } from '@callout/i18n/react';
import { ArrivalWindowPicker as KitPicker } from '@callout/module-kit/arrival-window-picker';

interface Props {
  windows: Pick<ArrivalWindow, 'Start' | 'End'>[] | undefined;
  loading: boolean;
  /** The window's start (HH:MM), or '' for any time that day. */
  value: string;
  onChange: (start: string) => void;
  published?: boolean;
}

export function ArrivalWindowPicker({ published = false, ...props }: Props) {
  const { t } = useTranslation('booking');
  const labels = {
    legend: t(published ? 'windows.publishedLegend' : 'windows.legend'),
    hint: t(published ? 'windows.publishedHint' : 'windows.hint'),
    none: t(published ? 'windows.publishedNone' : 'windows.none'),
    loading: t('windows.loading'),
    anyTime: t('windows.anyTime'),
  };
  return <KitPicker {...props} labels={labels} />;
}
