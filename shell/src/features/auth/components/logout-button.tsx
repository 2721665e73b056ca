import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { useSessionRole } from '../../../lib/use-session';
import { useLogout } from '../hooks/use-logout';

/** A confirmed Log Out for anyone signed in; renders nothing for a visitor. */
export function LogoutButton({ variant = 'secondary' }: { variant?: 'secondary' | 'link' }) {
  const { t } = useTranslation('shell');
  const role = useSessionRole();
  const { logout, pending } = useLogout();
  if (role === 'signed-out') return null;
  return (
    <Button variant={variant} onClick={() => void logout()} loading={pending}>
      {t('nav.logout')}
    </Button>
  );
}
