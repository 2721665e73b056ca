// The query layout hydrates the browser's client from the queries a rendered page carries: a visitor's page
// holds public data any tab may show; a page rendered for an account only for a tab with a session.
import 'fake-indexeddb/auto';
import { createQueryClient, dehydrate } from '@callout/query';
import { renderedQueriesId } from '@callout/query/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpCentre } from '../test/help-data';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The help centre the browser's client holds once the layout loads on a page rendered with it. */
async function helpCentreHydrated(renderedFor?: string) {
  const rendered = createQueryClient();
  rendered.setQueryData(['help-center'], helpCentre);
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.rendered = '/help';
  if (renderedFor) root.dataset.renderedFor = renderedFor;
  root.innerHTML = `<script type="application/json" id="${renderedQueriesId}">${JSON.stringify(dehydrate(rendered))}</script>`;
  document.body.append(root);
  vi.resetModules(); // the layout reads the page when it loads, into a client of its own
  await import('./query-layout');
  const { browserQueryClient } = await import('@callout/query');
  return browserQueryClient().getQueryData(['help-center']);
}

describe('the query layout, loading on a rendered page', () => {
  it("hydrates a visitor's page, which holds public data only", async () => {
    expect(await helpCentreHydrated()).toEqual(helpCentre);
  });

  it('leaves alone the queries of a page rendered for an account, in a tab without a session', async () => {
    expect(await helpCentreHydrated('user')).toBeUndefined();
  });
});
