// One seller in the list: who they are, their details for HMRC as given, what differs from their identity
// check, and (once given, while not verified) the verification with an optional note.
import type { OpsSeller } from '@callout/contracts/hmrc-reporting';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { useState } from 'react';
import { verifySeller } from '../api/hmrc-api';

function referenceOf(seller: OpsSeller): string {
  const details = seller.Details;
  if (!details) return '–';
  const parts =
    details.Kind === 'INDIVIDUAL'
      ? [details.NINO, details.TaxID, details.DOB]
      : [details.CompanyNumber, details.UTR];
  return parts.filter(Boolean).join(' · ') || '–';
}

export function SellerRow({
  seller,
  onVerified,
}: {
  seller: OpsSeller;
  onVerified: (message: string) => void;
}) {
  const { t } = useTranslation('ops');
  const [note, setNote] = useState('');
  const verify = useMutation({
    mutationFn: () => verifySeller(seller.ProviderID, note),
    onSuccess: onVerified,
  });
  const details = seller.Details;
  return (
    <tr>
      <th scope="row">
        {seller.Name}
        <br />
        <small>{seller.Email ?? '–'}</small>
      </th>
      <td>{t(`hmrc.status.${seller.Status}`)}</td>
      <td>
        {details ? (
          <>
            <strong>{details.LegalName}</strong> ({t(`hmrc.kinds.${details.Kind}`)})
            <br />
            {referenceOf(seller)}
            <br />
            {details.Address}
            {details.VAT ? (
              <>
                <br />
                <span>{t('hmrc.sellers.vat', { vat: details.VAT })}</span>
              </>
            ) : null}
          </>
        ) : (
          '–'
        )}
      </td>
      <td>{details?.KycMismatch.length ? details.KycMismatch.join(' ') : t('hmrc.sellers.noDifference')}</td>
      <td>
        {seller.Status === 'UNVERIFIED' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              verify.mutate();
            }}
          >
            <TextField
              label={t('hmrc.sellers.note', { name: seller.Name })}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button type="submit" loading={verify.isPending}>
              {t('hmrc.sellers.verify', { name: seller.Name })}
            </Button>
            {verify.isError ? (
              <Notice tone="error" title={messageFor(verify.error, t('people.networkError'))} />
            ) : null}
          </form>
        ) : (
          '–'
        )}
      </td>
    </tr>
  );
}
