// /orders/:id/receipt: the printable receipt of the customer's order. Printing leaves out the site's header,
// menus and footer (the shell's print styles) and this page's own buttons (orders.css).
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, refusesAddress, ServerRefusal } from '@callout/module-kit/errors';
import { Link, useParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { ModulePage } from '../../../components/module-page';
import { paths } from '../../../config/paths';
import { useReceipt } from '../api/get-receipt';
import { ReceiptFacts } from './receipt-facts';

export function ReceiptPage() {
  const { t } = useTranslation(['orders', 'common']);
  const { id = '' } = useParams();
  const query = useReceipt(id);
  const { data: receipt, error } = query;
  // Someone else's order, or no payment taken yet: the shell's route error page says so, in the server's words.
  if (refusesAddress(error)) throw error;
  // Offline with a copy kept on the device: the shell's offline notice says how old it is.
  const shownAnyway = receipt !== undefined && isNetworkFailure(error);
  const problem =
    query.isError && !query.isFetching && !shownAnyway ? (
      <Notice tone="error" title={error instanceof ServerRefusal ? error.message : t('receipt.loadFailed')}>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </Button>
      </Notice>
    ) : null;

  return (
    <ModulePage title={t('pages.receipt')}>
      <div className="or-receipt__actions">
        <Link to={paths.user.details.getHref(id)}>{t('receipt.back')}</Link>
        {receipt ? <Button onClick={() => window.print()}>{t('receipt.print')}</Button> : null}
      </div>
      {problem}
      {receipt ? (
        <ReceiptFacts receipt={receipt} />
      ) : query.isFetching ? (
        <Spinner label={t('common:loading')} />
      ) : null}
    </ModulePage>
  );
}
