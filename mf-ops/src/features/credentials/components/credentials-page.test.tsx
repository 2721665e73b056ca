import type { CredentialKind, CredentialRequirement, OpsCredential } from '@callout/contracts/credentials';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../test/rendered-data';
import { answer, fakeApi, networkDown, renderAt } from '../../../test/test-utils';
import { CredentialsPage } from './credentials-page';

const gasSafe: CredentialKind = {
  KindID: 1,
  Name: 'Gas Safe registered',
  IssuingBody: 'Gas Safe Register',
  HasNumber: true,
  HasExpiry: true,
  RegisterUrl: 'https://www.gassaferegister.co.uk/',
};
const insurance: CredentialKind = {
  KindID: 2,
  Name: 'Public liability insurance',
  IssuingBody: 'Insurer',
  HasNumber: true,
  HasExpiry: true,
  RegisterUrl: null,
};
const credential = (id: number, kind: CredentialKind, extra: Partial<OpsCredential> = {}): OpsCredential => ({
  CredentialID: id,
  KindID: kind.KindID,
  Name: kind.Name,
  IssuingBody: kind.IssuingBody,
  RegisterUrl: kind.RegisterUrl,
  Number: '598765',
  Expires: '2027-03-03',
  Cover: null,
  Status: 'SUBMITTED',
  Current: false,
  Note: null,
  Submitted: '2026-11-30T09:00:00Z',
  Checked: null,
  Document: `/api/kyc/documents/${id}`,
  ProviderID: 'PRV-JAMES',
  ProviderName: 'James Whitfield',
  Email: 'james@example.com',
  ...extra,
});
const gasRequirement: CredentialRequirement = {
  RequirementID: 5,
  Category: null,
  ProductID: '3',
  Product: 'Boiler service',
  MinCover: null,
  Kinds: [gasSafe],
};
const everyProduct: CredentialRequirement = {
  RequirementID: 6,
  Category: null,
  ProductID: null,
  Product: null,
  MinCover: 100_000_000,
  Kinds: [insurance],
};

function serve() {
  let queue = [credential(11, gasSafe), credential(12, insurance, { Cover: 200_000_000, Number: null })];
  let kinds = [gasSafe, insurance];
  let requirements = [gasRequirement, everyProduct];
  return fakeApi({
    'GET /api/ops/credentials': () => answer({ success: true, message: 'Credentials loaded.', data: queue }),
    'GET /api/ops/credential-kinds': () => answer({ success: true, message: 'Kinds loaded.', data: kinds }),
    'GET /api/ops/credential-requirements': () =>
      answer({ success: true, message: 'Requirements loaded.', data: requirements }),
    'GET /api/ops/catalogue': () => answer({ success: true, message: 'Catalogue loaded.', data: catalogue }),
    'POST /api/ops/credentials/11/review': (params) => {
      queue = queue.filter((item) => item.CredentialID !== 11);
      return answer({ success: true, message: `Credential marked ${params.get('status')}.` });
    },
    'POST /api/ops/credentials/12/review': (params) => {
      queue = queue.filter((item) => item.CredentialID !== 12);
      return answer({ success: true, message: `Credential marked ${params.get('status')}.` });
    },
    'POST /api/ops/credential-kinds': (params) => {
      if (params.get('name') === 'Gas Safe registered') {
        return answer({ success: false, message: 'A credential kind with this name already exists.' }, 409);
      }
      kinds = [...kinds, { ...gasSafe, KindID: 3, Name: String(params.get('name')), RegisterUrl: null }];
      return answer({ success: true, message: 'Credential kind added.' }, 201);
    },
    'POST /api/ops/credential-kinds/1': (params) => {
      kinds = kinds.map((kind) =>
        kind.KindID === 1 ? { ...kind, IssuingBody: String(params.get('issuingBody')) } : kind,
      );
      return answer({ success: true, message: 'Credential kind saved.' });
    },
    'POST /api/ops/credential-requirements': () => {
      requirements = [
        ...requirements,
        { ...everyProduct, RequirementID: 7, Category: 'Cleaning', MinCover: null },
      ];
      return answer({ success: true, message: 'Requirement added.' }, 201);
    },
    'POST /api/ops/credential-requirements/5/delete': () => {
      requirements = requirements.filter((item) => item.RequirementID !== 5);
      return answer({ success: true, message: 'Requirement removed.' });
    },
  });
}

/** The forms `api` was sent at `path` (the lists are read at the same paths). */
const posted = (api: ReturnType<typeof serve>, path: string) =>
  api.callsTo(path).filter((call) => call.method === 'POST');

const open = () => renderAt('/ops/credentials', '/ops/credentials', <CredentialsPage />);

describe('credentials in the console', () => {
  it('shows each credential beside its document, with its number, expiry, cover and register', async () => {
    serve();
    open();
    const card = await screen.findByRole('article', { name: /^Gas Safe registered/ });
    expect(
      within(card)
        .getByRole('img', { name: 'Document: Gas Safe registered of James Whitfield' })
        .getAttribute('src'),
    ).toBe('/api/kyc/documents/11');
    expect(within(card).getByText('598765')).toBeTruthy();
    expect(within(card).getByText('3 March 2027')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: 'Check the Gas Safe Register public register' })
        .getAttribute('href'),
    ).toBe('https://www.gassaferegister.co.uk/');
    const insured = screen.getByRole('article', { name: /^Public liability insurance/ });
    expect(within(insured).getByText('£2,000,000.00')).toBeTruthy();
  });

  it('asks for a reason before a query is sent, then queries; the credential leaves the queue', async () => {
    const api = serve();
    open();
    const card = await screen.findByRole('article', { name: /^Gas Safe registered/ });
    await userEvent.click(within(card).getByRole('radio', { name: 'QUERIED' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save decision' }));
    expect(await within(card).findByText('Please say what the provider should fix.')).toBeTruthy();
    expect(api.callsTo('ops/credentials/11/review')).toHaveLength(0);
    await userEvent.type(within(card).getByLabelText('Note to the provider'), 'The number is cut off');
    await userEvent.click(within(card).getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('Credential marked QUERIED.')).toBeTruthy();
    const sent = api.callsTo('ops/credentials/11/review')[0]?.params;
    expect([sent?.get('status'), sent?.get('note')]).toEqual(['QUERIED', 'The number is cut off']);
    await screen.findByRole('article', { name: /^Public liability insurance/ });
    expect(screen.queryByRole('article', { name: /^Gas Safe registered/ })).toBeNull();

    const other = screen.getByRole('article', { name: /^Public liability insurance/ });
    await userEvent.click(within(other).getByRole('radio', { name: 'VERIFIED' }));
    await userEvent.click(within(other).getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('No credentials waiting for a check')).toBeTruthy();
  });

  it('adds a kind with its register, shows a refusal in the form, and changes a kind', async () => {
    const api = serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a credential kind' }));
    expect(document.activeElement?.textContent).toBe('New credential kind');
    await userEvent.type(screen.getByLabelText('Name'), 'Gas Safe registered');
    await userEvent.type(screen.getByLabelText('Issuing body'), 'Gas Safe Register');
    await userEvent.type(screen.getByLabelText('Public register (https address)'), 'http://plain');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the register’s https address.')).toBeTruthy();
    expect(posted(api, 'ops/credential-kinds')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Public register (https address)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A credential kind with this name already exists.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'OFTEC registered');
    await userEvent.click(screen.getByLabelText('It has an expiry date'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Credential kind added.')).toBeTruthy();
    const added = posted(api, 'ops/credential-kinds').at(-1)?.params;
    expect([added?.get('name'), added?.get('hasNumber'), added?.get('hasExpiry')]).toEqual([
      'OFTEC registered',
      'true',
      'false',
    ]);
    expect(await screen.findByRole('rowheader', { name: 'OFTEC registered' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Change Gas Safe registered' }));
    const issuer = screen.getByLabelText('Issuing body') as HTMLInputElement;
    expect(issuer.value).toBe('Gas Safe Register');
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'Capita Gas Safe');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Credential kind saved.')).toBeTruthy();
    expect(api.callsTo('ops/credential-kinds/1')[0]?.params.get('registerUrl')).toBe(
      'https://www.gassaferegister.co.uk/',
    );
    expect(await screen.findByRole('cell', { name: 'Capita Gas Safe' })).toBeTruthy();
  });

  it('lists requirements as any-of groups with a minimum cover, adds one for a category and removes one', async () => {
    const api = serve();
    open();
    const table = await screen.findByRole('table', { name: 'Requirements' });
    expect(
      within(table).getByRole('row', { name: /Product: Boiler service Gas Safe registered/ }),
    ).toBeTruthy();
    expect(
      within(table).getByRole('row', { name: /Every product Public liability insurance £1,000,000.00/ }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add a requirement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose at least one credential.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gas Safe registered' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Public liability insurance' }));
    await userEvent.type(screen.getByLabelText('Minimum cover in pounds'), '2000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Requirement added.')).toBeTruthy();
    const sent = posted(api, 'ops/credential-requirements').at(-1)?.params;
    expect([sent?.get('category'), sent?.get('kinds'), sent?.get('minCover')]).toEqual([
      'Cleaning',
      '1,2',
      '2000000',
    ]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove requirement (Product: Boiler service)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove (Product: Boiler service)' }));
    expect(await screen.findByText('Requirement removed.')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Product: Boiler service/ })).toBeNull();
  });

  it('says when nothing waits, and offers a retry when the lists cannot load', async () => {
    fakeApi({
      'GET /api/ops/credentials': () => answer({ success: true, message: 'Credentials loaded.', data: [] }),
      'GET /api/ops/credential-kinds': networkDown,
      'GET /api/ops/credential-requirements': networkDown,
      'GET /api/ops/catalogue': () =>
        answer({ success: true, message: 'Catalogue loaded.', data: catalogue }),
    });
    open();
    expect(await screen.findByText('No credentials waiting for a check')).toBeTruthy();
    expect((await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 15_000 })).length).toBe(2);
  }, 20_000);
});
