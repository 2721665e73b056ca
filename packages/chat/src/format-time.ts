// Message times in the user's British locale and London's zone, through the app's one formatter.
import { formatDateTime } from '@callout/i18n/format';

export function formatChatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}
