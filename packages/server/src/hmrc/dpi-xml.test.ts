// The DPI XML stays well formed and in the schema's structure whatever a seller typed, and the structure
// checker the report tests rely on does find what is wrong.
import { describe, expect, it } from 'vitest';
import type { ReportMessage } from './annual-report';
import { dpiStructureProblems, elementsNamed, parseXml } from './dpi-structure';
import { dpiXml } from './dpi-xml';

const operator = { name: 'Callout Ltd', address: '1 Main St, London', companyNumber: '01234567', utr: null };

function message(legalName: string): ReportMessage {
  return {
    messageRefId: 'GB2025-TEST',
    year: 2025,
    kind: 'ORIGINAL',
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
    const root = parseXml(xml);
    const seller = elementsNamed(root, 'dpi:EntSellerID')[0];
    expect(seller && elementsNamed(seller, 'dpi:Name')[0]?.text).toBe(`Ann & Bo's <b>Pipes</b> "Ltd"`);
    expect(elementsNamed(root, 'dpi:AddressFree')[1]?.text).toBe('2 Quay <Bristol> & "Docks"');
    expect(elementsNamed(root, 'dpi:ConsQ4')[0]).toMatchObject({
      text: '0.01',
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
    expect(dpiStructureProblems(xml.replace('>72.00<', '>72.005<'))).toContain(
      'dpi:ConsQ1 is not an amount: 72.005',
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
});
