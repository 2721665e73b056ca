// The DPI XML stays well formed and in the schema's structure whatever a seller typed, and the structure
// checker the report tests rely on does find what is wrong. Both the original and the correcting message are
// valid against the official OECD DPI schema files (xmllint).
import { dpiSchemaErrors } from '@callout/server-testing/dpi-schema';
import { describe, expect, it } from 'vitest';
import type { ReportMessage } from './annual-report';
import { dpiStructureProblems, elementsNamed, parseXml } from './dpi-structure';
import { dpiXml } from './dpi-xml';
import { reportCsv } from './report-csv';

const operator = { name: 'Callout Ltd', address: '1 Main St, London', companyNumber: '01234567', utr: null };

function message(legalName: string, kind: ReportMessage['kind'] = 'ORIGINAL'): ReportMessage {
  return {
    messageRefId: 'GB2025-TEST',
    year: 2025,
    kind,
    produced: '2026-01-10T09:00:00.000Z',
    missingDetails: [],
    records: [
      {
        providerId: 'PRV-1',
        docRefId: 'GB2025-DOC1',
        corrDocRefId: null,
        docType: 'OECD1',
        seller: {
          identity: {
            kind: 'COMPANY',
            firstName: null,
            lastName: null,
            legalName,
            address: '2 Quay <Bristol> & "Docks"',
            country: 'GB',
            dob: null,
            nino: null,
            taxId: null,
            companyNumber: null,
            utr: '2234567890',
          },
          currency: 'gbp',
          consideration: [7200, 0, 0, 1],
          fees: [800, 0, 0, 0],
          activities: [1, 0, 0, 1],
        },
      },
    ],
  };
}

describe('the DPI XML', () => {
  it('escapes markup and leaves out control characters a seller typed', () => {
    const xml = dpiXml(message(`Ann & Bo's <b>Pipes</b>\u0001 "Ltd"`), operator);
    expect(dpiStructureProblems(xml)).toEqual([]);
    expect(dpiSchemaErrors(xml)).toEqual([]);
    const root = parseXml(xml);
    const seller = elementsNamed(root, 'dpi:EntSellerID')[0];
    expect(seller && elementsNamed(seller, 'dpi:Name')[0]?.text).toBe(`Ann & Bo's <b>Pipes</b> "Ltd"`);
    expect(elementsNamed(root, 'dpi:AddressFree')[1]?.text).toBe('2 Quay <Bristol> & "Docks"');
    // Amounts are whole pounds in the schema: £72.00 is 72, a penny rounds to 0.
    expect(elementsNamed(root, 'dpi:ConsQ1')[0]?.text).toBe('72');
    expect(elementsNamed(root, 'dpi:ConsQ4')[0]).toMatchObject({
      text: '0',
      attributes: { currCode: 'GBP' },
    });
    // Without a UTR of its own, the platform operator's TIN is marked unknown.
    const platform = elementsNamed(root, 'dpi:PlatformOperator')[0];
    expect(platform && elementsNamed(platform, 'dpi:TIN')[0]?.attributes).toEqual({ unknown: 'true' });
    expect(elementsNamed(root, 'dpi:Timestamp')[0]?.text).toBe('2026-01-10T09:00:00');
  });

  it('is checked: a missing element, one out of order, a bad amount and broken XML are all found', () => {
    const xml = dpiXml(message('Copper Pipe Ltd'), operator);
    expect(dpiStructureProblems(xml.replace(/<dpi:Fees>.*?<\/dpi:Fees>/, ''))).toContain(
      'dpi:PersonalServices lacks dpi:Fees',
    );
    const swapped = xml.replace(
      '<dpi:TransmittingCountry>GB</dpi:TransmittingCountry><dpi:ReceivingCountry>GB</dpi:ReceivingCountry>',
      '<dpi:ReceivingCountry>GB</dpi:ReceivingCountry><dpi:TransmittingCountry>GB</dpi:TransmittingCountry>',
    );
    expect(dpiStructureProblems(swapped).length).toBeGreaterThan(0);
    expect(dpiStructureProblems(xml.replace('>72<', '>72.00<'))).toContain(
      'dpi:ConsQ1 is not an amount: 72.00',
    );
    expect(
      dpiStructureProblems(
        xml.replace(
          '>OECD1</stf:DocTypeIndic><stf:DocRefId>GB2025-DOC1',
          '>OECD9</stf:DocTypeIndic><stf:DocRefId>GB2025-DOC1',
        ),
      ),
    ).toContain('stf:DocTypeIndic is not a document type: OECD9');
    expect(() => dpiStructureProblems(xml.replace('</dpi:DPIBody>', ''))).toThrow(/closes/);
    expect(() => dpiStructureProblems(xml.replace('Copper Pipe Ltd', 'Copper & Pipe'))).toThrow(/entity/);
  });

  it('is valid against the official schema, the correcting message too, and the schema finds faults', () => {
    const detailed = message('Copper Pipe Ltd');
    const withNumber: ReportMessage = {
      ...detailed,
      records: detailed.records.map((record) => ({
        ...record,
        seller: { ...record.seller, identity: { ...record.seller.identity, companyNumber: 'SC123456' } },
      })),
    };
    const xml = dpiXml(withNumber, { ...operator, utr: '1111111111' });
    expect(dpiSchemaErrors(xml)).toEqual([]);
    const correction = message('Copper Pipe Ltd', 'CORRECTION');
    const corrected: ReportMessage = {
      ...correction,
      records: correction.records.map((record) => ({
        ...record,
        docType: 'OECD2',
        corrDocRefId: 'GB2025-DOC0',
        seller: { ...record.seller, consideration: [-3650, 0, 0, 0] },
      })),
    };
    expect(dpiSchemaErrors(dpiXml(corrected, operator))).toEqual([]);
    // The schema itself finds an amount with pence, a missing element and an unknown kind of company number.
    expect(dpiSchemaErrors(xml.replace('>72<', '>72.00<')).join('\n')).toMatch(/ConsQ1/);
    expect(dpiSchemaErrors(xml.replace(/<dpi:Fees>.*?<\/dpi:Fees>/, '')).join('\n')).toMatch(/Fees|Taxes/);
    expect(dpiSchemaErrors(xml.replace('INType="BRN"', 'INType="CRN"')).join('\n')).toMatch(/INType/);
  });

  it('carries a seller resident abroad, their VAT number and the payout account, valid against the schema', () => {
    const base = message('Copper Pipe Ltd');
    const abroad: ReportMessage = {
      ...base,
      records: [
        ...base.records.map((record) => ({
          ...record,
          seller: {
            ...record.seller,
            identity: {
              ...record.seller.identity,
              vat: 'GB123456789',
              financialAccount: 'acct_1PqRsTuVwXyZ9876',
            },
          },
        })),
        {
          providerId: 'PRV-2',
          docRefId: 'GB2025-DOC2',
          corrDocRefId: null,
          docType: 'OECD1',
          seller: {
            identity: {
              kind: 'INDIVIDUAL',
              firstName: 'Marta',
              lastName: 'Nowak',
              legalName: 'Marta Nowak',
              address: 'ul. Długa 5, Gdańsk',
              country: 'PL',
              dob: '1990-04-02',
              nino: null,
              taxId: '90040212345',
              companyNumber: null,
              utr: null,
              vat: 'PL1234567890',
              financialAccount: 'acct_sbx_0042abcd',
            },
            currency: 'gbp',
            consideration: [12000, 0, 0, 0],
            fees: [1200, 0, 0, 0],
            activities: [2, 0, 0, 0],
          },
        },
      ],
    };
    const xml = dpiXml(abroad, operator);
    expect(dpiStructureProblems(xml)).toEqual([]);
    expect(dpiSchemaErrors(xml)).toEqual([]);
    const root = parseXml(xml);
    const [company, seller] = elementsNamed(root, 'dpi:ReportableSeller');
    const person = seller ?? root;
    expect(elementsNamed(person, 'dpi:ResCountryCode')[0]?.text).toBe('PL');
    expect(elementsNamed(person, 'dpi:CountryCode')[0]?.text).toBe('PL');
    expect(elementsNamed(person, 'dpi:TIN')[0]).toMatchObject({
      text: '90040212345',
      attributes: { issuedBy: 'PL' },
    });
    expect(elementsNamed(person, 'dpi:VAT')[0]?.text).toBe('PL1234567890');
    expect(elementsNamed(person, 'dpi:Identifier')[0]).toMatchObject({
      text: 'acct_sbx_0042abcd',
      attributes: { AccountNumberType: 'Other' },
    });
    expect(company && elementsNamed(company, 'dpi:VAT')[0]?.text).toBe('GB123456789');
    expect(company && elementsNamed(company, 'dpi:Identifier')[0]?.text).toBe('acct_1PqRsTuVwXyZ9876');
    // The schema knows where these go: a VAT number after the name, or a country that is none, fails it.
    expect(
      dpiSchemaErrors(
        xml.replace(
          '<dpi:ResCountryCode>PL</dpi:ResCountryCode>',
          '<dpi:ResCountryCode>QQ</dpi:ResCountryCode>',
        ),
      ).join('\n'),
    ).toMatch(/ResCountryCode/);
    const vatLate = xml
      .replace('<dpi:VAT>PL1234567890</dpi:VAT>', '')
      .replace('<dpi:BirthInfo>', '<dpi:VAT>PL1234567890</dpi:VAT><dpi:BirthInfo>');
    expect(dpiSchemaErrors(vatLate).join('\n')).toMatch(/VAT/);
    // The CSV has the VAT number and the payout account masked: never the whole account.
    const csv = reportCsv(abroad);
    expect(csv).toContain('PL1234567890');
    expect(csv).toContain('****abcd');
    expect(csv).not.toContain('acct_sbx_0042abcd');
    expect(csv).not.toContain('acct_1PqRsTuVwXyZ9876');
  });
});
