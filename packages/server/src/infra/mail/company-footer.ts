// Every mail the company sends ends with its name, registration number and registered office (and its VAT
// number once registered), as UK company law asks of business mail; receipts rely on it for theirs. Added
// when a mail is delivered, so mail queued by code that has no settings at hand (a capture deep in
// settlement) carries it too.
import type { CompanyDetails } from '../../env';
import type { Mail } from './mail';

export const companyFooter = (company: CompanyDetails): string =>
  [
    '',
    '--',
    `${company.name} · Registered in England and Wales, company number ${company.number}`,
    `Registered office: ${company.address}`,
    ...(company.vatNumber ? [`VAT number: ${company.vatNumber}`] : []),
  ].join('\n');

export const withCompanyFooter = (mail: Mail, company: CompanyDetails): Mail => ({
  ...mail,
  text: `${mail.text}\n${companyFooter(company)}`,
});
