import { describe, expect, it } from 'vitest';
import { breakingChanges, type Document } from './release-diff';

const envelope = (data: object = {}) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, ...data },
  required: ['success', 'message'],
});
const answer = (schema: object) => ({ '200': { content: { 'application/json': { schema } } } });
const form = (schema: object) => ({ content: { 'application/x-www-form-urlencoded': { schema } } });
const status = { type: 'string', enum: ['OPEN', 'CLOSED'] };
const released: Document = {
  paths: {
    '/orders': {
      get: {
        parameters: [{ name: 'search', in: 'query', required: false, schema: { type: 'string' } }],
        responses: answer(envelope({ data: { type: 'array', items: envelope({ Status: status }) } })),
      },
    },
    '/newsupportcase': {
      post: {
        requestBody: form({ type: 'object', properties: { value: { type: 'string' } }, required: [] }),
        responses: answer(envelope()),
      },
    },
  },
};
const copy = (): Document => structuredClone(released);
const orders = (document: Document) =>
  document.paths['/orders']?.get as NonNullable<Document['paths'][string][string]>;

describe('breaking changes against the released document', () => {
  it('finds none in the same document, or in one that only grew', () => {
    expect(breakingChanges(released, copy())).toEqual([]);
    const grown = copy();
    grown.paths['/faqs'] = { get: { responses: answer(envelope()) } };
    orders(grown).parameters?.push({
      name: 'page',
      in: 'query',
      required: false,
      schema: { type: 'string' },
    });
    expect(breakingChanges(released, grown)).toEqual([]);
  });

  it('reports a removed path or operation', () => {
    const current = copy();
    delete current.paths['/newsupportcase'];
    expect(breakingChanges(released, current)).toEqual(['POST /newsupportcase: removed']);
  });

  it('reports an answer field removed, deep in an array', () => {
    const current = copy();
    const data = orders(current).responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
    delete data?.items?.properties?.Status;
    expect(breakingChanges(released, current)).toEqual(['GET /orders 200.data[].Status: removed']);
  });

  it('reports a request field that became required', () => {
    const current = copy();
    const body =
      current.paths['/newsupportcase']?.post?.requestBody?.content?.['application/x-www-form-urlencoded'];
    if (body?.schema) body.schema.required = ['value'];
    const search = orders(current).parameters?.[0];
    if (search) search.required = true;
    expect(breakingChanges(released, current)).toEqual([
      'GET /orders parameters.query:search: became required',
      'POST /newsupportcase body.value: became required',
    ]);
  });

  it('reports enum values removed and types narrowed', () => {
    const current = copy();
    const data = orders(current).responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
    const statusNow = data?.items?.properties?.Status;
    if (statusNow) statusNow.enum = ['OPEN'];
    const search = orders(current).parameters?.[0];
    if (search) search.schema = { type: 'integer' };
    expect(breakingChanges(released, current)).toEqual([
      'GET /orders parameters.query:search: type narrowed from string to integer',
      'GET /orders 200.data[].Status: enum values removed: CLOSED',
    ]);
  });
});
