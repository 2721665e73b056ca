// The annual report as HMRC's XML: the OECD Digital Platform Information (DPI) schema's structure, version
// 1.0 (DPI_OECD with MessageSpec, and DPIBody with the PlatformOperator and one ReportableSeller per seller,
// their personal services per quarter). Corrections are a DPI402 message whose sellers carry OECD2 and the
// DocRefId they correct; the platform operator is then resent unchanged (OECD0). It is validated against the
// official schema files in the tests (xmllint), so what is written here follows the XSD's types.
import type { ReportedIdentity, ReportMessage, ReportRecord } from './annual-report';

export interface PlatformOperator {
  name: string;
  address: string;
  companyNumber: string;
  /** The company's UTR; unknown, the TIN is marked so. */
  utr: string | null;
}

/**
 * The schema's amounts are whole units of the currency ("in full units, i.e. without decimals"): pence
 * rounded to the nearest pound, a half away from zero. The CSV and the statement keep the pence.
 */
export const wholeUnits = (minor: number) =>
  String(Math.sign(minor) * Math.round(Math.abs(minor) / 100) || 0);

/** A company number is a business registration number (BRN) in the schema's list of identifier kinds. */
const companyNumberType = 'BRN';

export const dpiNamespace = 'urn:oecd:ties:dpi:v1';
export const dpiTypesNamespace = 'urn:oecd:ties:dpistf:v1';

/** Text as XML content: markup escaped, and the control characters XML 1.0 cannot carry left out. */
export const xmlText = (value: string) =>
  [...value]
    .filter((char) => char >= ' ' || char === '\t' || char === '\n' || char === '\r')
    .join('')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

type Node = string | Node[];

const element = (name: string, content: Node, attributes: Record<string, string> = {}): Node => {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join('');
  return [`<${name}${attrs}>`, content, `</${name}>`];
};
const leaf = (name: string, value: string, attributes: Record<string, string> = {}) =>
  element(name, xmlText(value), attributes);
const dpi = (name: string, content: Node, attributes?: Record<string, string>) =>
  element(`dpi:${name}`, content, attributes);
const dpiLeaf = (name: string, value: string, attributes?: Record<string, string>) =>
  leaf(`dpi:${name}`, value, attributes);

const tin = (value: string | null, issuedBy: string): Node =>
  value ? dpiLeaf('TIN', value, { issuedBy }) : dpiLeaf('TIN', 'NOTIN', { unknown: 'true' });

const address = (text: string, country: string, type: string) =>
  dpi('Address', [dpiLeaf('CountryCode', country), dpiLeaf('AddressFree', text)], { legalAddressType: type });

const docSpec = (type: string, docRefId: string, corrDocRefId: string | null) =>
  dpi('DocSpec', [
    leaf('stf:DocTypeIndic', type),
    leaf('stf:DocRefId', docRefId),
    corrDocRefId ? leaf('stf:CorrDocRefId', corrDocRefId) : [],
  ]);

/**
 * The payout account the consideration was paid to. The schema's AccountNumberType is free text; the
 * gateway's account reference is neither an IBAN nor a sort code and account number, so it is "Other".
 */
const financialIdentifier = (identity: ReportedIdentity): Node =>
  identity.financialAccount
    ? dpi(
        'FinancialIdentifier',
        dpiLeaf('Identifier', identity.financialAccount, { AccountNumberType: 'Other' }),
      )
    : [];

const vat = (identity: ReportedIdentity): Node => (identity.vat ? dpiLeaf('VAT', identity.vat) : []);

function sellerIdentity(identity: ReportedIdentity): Node {
  // The seller's residence; the references HMRC and Companies House issue are issued by GB wherever the
  // seller lives, another tax number by the country of residence.
  const country = identity.country;
  if (identity.kind === 'INDIVIDUAL') {
    return dpi(
      'IndividualSeller',
      dpi('Standard', [
        dpi('IndSellerID', [
          dpiLeaf('ResCountryCode', country),
          identity.nino ? tin(identity.nino, 'GB') : tin(identity.taxId, country),
          vat(identity),
          dpi('Name', [
            dpiLeaf('FirstName', identity.firstName ?? ''),
            dpiLeaf('LastName', identity.lastName ?? ''),
          ]),
          address(identity.address, country, 'OECD302'),
          dpi('BirthInfo', dpiLeaf('BirthDate', identity.dob ?? '')),
        ]),
        financialIdentifier(identity),
      ]),
    );
  }
  return dpi(
    'EntitySeller',
    dpi('Standard', [
      dpi('EntSellerID', [
        dpiLeaf('ResCountryCode', country),
        tin(identity.utr, 'GB'),
        identity.companyNumber
          ? dpiLeaf('IN', identity.companyNumber, { issuedBy: 'GB', INType: companyNumberType })
          : [],
        vat(identity),
        dpiLeaf('Name', identity.legalName),
        address(identity.address, country, 'OECD304'),
      ]),
      financialIdentifier(identity),
    ]),
  );
}

const perQuarter = (group: string, prefix: string, values: number[], money: string | null): Node =>
  dpi(
    group,
    values.map((value, index) =>
      dpiLeaf(
        `${prefix}Q${index + 1}`,
        money ? wholeUnits(value) : String(value),
        money ? { currCode: money } : {},
      ),
    ),
  );

function reportableSeller(record: ReportRecord): Node {
  const { seller } = record;
  const currency = seller.currency.toUpperCase();
  return dpi('ReportableSeller', [
    dpi('Identity', sellerIdentity(seller.identity)),
    dpi(
      'RelevantActivities',
      dpi('PersonalServices', [
        perQuarter('Consideration', 'Cons', seller.consideration, currency),
        perQuarter('NumberOfActivities', 'Numb', seller.activities, null),
        perQuarter('Fees', 'Fees', seller.fees, currency),
        perQuarter('Taxes', 'Tax', [0, 0, 0, 0], currency),
      ]),
    ),
    docSpec(record.docType, record.docRefId, record.corrDocRefId),
  ]);
}

const flatten = (node: Node): string => (typeof node === 'string' ? node : node.map(flatten).join(''));

/** The report as one DPI message. */
export function dpiXml(message: ReportMessage, operator: PlatformOperator): string {
  const correcting = message.kind === 'CORRECTION';
  const body = dpi('DPIBody', [
    dpi('PlatformOperator', [
      dpiLeaf('ResCountryCode', 'GB'),
      tin(operator.utr, 'GB'),
      dpiLeaf('IN', operator.companyNumber, { issuedBy: 'GB', INType: companyNumberType }),
      dpiLeaf('Name', operator.name),
      address(operator.address, 'GB', 'OECD304'),
      docSpec(correcting ? 'OECD0' : 'OECD1', `${message.messageRefId}-PO`, null),
    ]),
    message.records.map(reportableSeller),
  ]);
  const spec = dpi('MessageSpec', [
    dpiLeaf('TransmittingCountry', 'GB'),
    dpiLeaf('ReceivingCountry', 'GB'),
    dpiLeaf('MessageType', 'DPI'),
    dpiLeaf('MessageRefId', message.messageRefId),
    dpiLeaf('MessageTypeIndic', correcting ? 'DPI402' : 'DPI401'),
    dpiLeaf('ReportingPeriod', `${message.year}-12-31`),
    dpiLeaf('Timestamp', message.produced.replace(/\.\d+Z$/, '').replace(/Z$/, '')),
  ]);
  const root = dpi('DPI_OECD', [spec, body], {
    'xmlns:dpi': dpiNamespace,
    'xmlns:stf': dpiTypesNamespace,
    version: '1.0',
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${flatten(root)}\n`;
}
