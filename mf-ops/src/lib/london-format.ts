// Times on the console, always in London (where the marketplace runs), whatever the operator's machine says.
import { dateTimeFormat, formatDateTime } from '@callout/i18n/format';

/** A moment as its date and time in London: "24 Nov 2026, 14:05". */
export const londonDateTime = (value: string | number | Date): string => formatDateTime(value);

/** A moment as its time of day in London with seconds: "14:05:09". */
export const londonTime = (value: string | number | Date): string =>
  dateTimeFormat('ops-time', { timeStyle: 'medium' }).format(new Date(value));
