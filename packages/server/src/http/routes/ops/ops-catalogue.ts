// The operator console's catalogue, promotions and audit log under /api/ops.
// Every call needs an operator's session (POST /api/operator/login); every change is audited.
import type { Envelope } from '@callout/contracts/envelope';
import {
  auditQuerySchema,
  auditResponseSchema,
  cancelExemptInputSchema,
  catalogueChangeResponseSchema,
  categoryVisibilityInputSchema,
  editCategoryInputSchema,
  editProductInputSchema,
  editPromotionInputSchema,
  editSpecificInputSchema,
  newCategoryInputSchema,
  newProductInputSchema,
  newPromotionInputSchema,
  newSpecificInputSchema,
  opsCatalogueResponseSchema,
  opsPromotionsResponseSchema,
  productParamsSchema,
  promotionParamsSchema,
  repeatableInputSchema,
  specificVisibilityInputSchema,
  visibilityInputSchema,
} from '@callout/contracts/ops-catalogue';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { listAudit } from '../../../domain/ops/audit-log-store';
import {
  createCategory,
  createProduct,
  createSpecific,
  editCategory,
  editProduct,
  editSpecific,
  opsCatalogue,
  catalogueAdminMessages as said,
  setCategoryHidden,
  setProductCancelExempt,
  setProductHidden,
  setProductRepeatable,
  setSpecificHidden,
} from '../../../domain/ops/catalogue-admin';
import {
  createPromotion,
  editPromotion,
  listPromotions,
  promotionMessages,
  setPromotionHidden,
} from '../../../domain/ops/promotions-admin';
import { requireOperator } from '../../../domain/support/operators';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

const auditPageSize = 50;
const change = { access: 'operator', response: catalogueChangeResponseSchema } as const;

export function registerOpsCatalogueRoutes(api: FastifyInstance, services: Services): void {
  const { db, env } = services;
  /** Every instance forgets its catalogue answers (http/routes/catalogue/catalog.ts) before the change is confirmed. */
  const catalogueChanged = () => services.changes.announce({ kind: 'catalogue' });

  api.get(
    '/ops/catalogue',
    documented({
      summary: 'The whole catalogue, hidden items included',
      access: 'operator',
      response: opsCatalogueResponseSchema,
    }),
    async (request): Promise<z.infer<typeof opsCatalogueResponseSchema>> => {
      await requireOperator(db, request);
      return { success: true, message: said.listed, data: await opsCatalogue(db) };
    },
  );

  api.post(
    '/ops/categories',
    documented({
      ...change,
      summary: 'Add a category',
      body: newCategoryInputSchema,
      pictures: true,
      errors: [409, 413],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      await createCategory(db, operator.id, inputOf(request).body);
      await catalogueChanged();
      return { success: true, message: said.saved('Category') };
    },
  );

  api.post(
    '/ops/categories/edit',
    documented({
      ...change,
      summary: 'Change a category',
      body: editCategoryInputSchema,
      pictures: true,
      errors: [404, 413],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      await editCategory(db, operator.id, inputOf(request).body);
      await catalogueChanged();
      return { success: true, message: said.saved('Category') };
    },
  );

  api.post(
    '/ops/categories/visibility',
    documented({
      ...change,
      summary: 'Hide or show a category',
      body: categoryVisibilityInputSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const input = inputOf(request).body;
      await setCategoryHidden(db, operator.id, input.category, input.hidden);
      await catalogueChanged();
      return { success: true, message: said.hidden('Category', input.hidden) };
    },
  );

  api.post(
    '/ops/specifics',
    documented({
      ...change,
      summary: 'Add a specific',
      body: newSpecificInputSchema,
      pictures: true,
      errors: [404, 409, 413],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      await createSpecific(db, operator.id, inputOf(request).body);
      await catalogueChanged();
      return { success: true, message: said.saved('Specific') };
    },
  );

  api.post(
    '/ops/specifics/edit',
    documented({
      ...change,
      summary: 'Change a specific',
      body: editSpecificInputSchema,
      pictures: true,
      errors: [404, 413],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      await editSpecific(db, operator.id, inputOf(request).body);
      await catalogueChanged();
      return { success: true, message: said.saved('Specific') };
    },
  );

  api.post(
    '/ops/specifics/visibility',
    documented({
      ...change,
      summary: 'Hide or show a specific',
      body: specificVisibilityInputSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const input = inputOf(request).body;
      await setSpecificHidden(db, operator.id, input);
      await catalogueChanged();
      return { success: true, message: said.hidden('Specific', input.hidden) };
    },
  );

  api.post(
    '/ops/products',
    documented({
      ...change,
      summary: 'Add a product',
      body: newProductInputSchema,
      pictures: true,
      errors: [404, 409, 413],
    }),
    async (request): Promise<z.infer<typeof catalogueChangeResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const id = await createProduct(db, operator.id, inputOf(request).body);
      await catalogueChanged();
      return { success: true, message: said.saved('Product'), data: { Id: id } };
    },
  );

  api.post(
    '/ops/products/:productId/edit',
    documented({
      ...change,
      summary: 'Change a product',
      params: productParamsSchema,
      body: editProductInputSchema,
      pictures: true,
      errors: [404, 409, 413],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { productId } = inputOf(request).params;
      await editProduct(db, operator.id, productId, inputOf(request).body);
      await catalogueChanged();
      return { success: true, message: said.saved('Product') };
    },
  );

  api.post(
    '/ops/products/:productId/visibility',
    documented({
      ...change,
      summary: 'Hide or show a product',
      params: productParamsSchema,
      body: visibilityInputSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { productId } = inputOf(request).params;
      const { hidden } = inputOf(request).body;
      await setProductHidden(db, operator.id, productId, hidden);
      await catalogueChanged();
      return { success: true, message: said.hidden('Product', hidden) };
    },
  );

  api.post(
    '/ops/products/:productId/cancelexempt',
    documented({
      ...change,
      summary: 'Mark a product exempt from the 14-day right to cancel, or not',
      params: productParamsSchema,
      body: cancelExemptInputSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { productId } = inputOf(request).params;
      const { exempt } = inputOf(request).body;
      await setProductCancelExempt(db, operator.id, productId, exempt);
      await catalogueChanged();
      return { success: true, message: said.cancelExempt(exempt) };
    },
  );

  api.post(
    '/ops/products/:productId/repeatable',
    documented({
      ...change,
      summary: 'Mark a product repeatable (bookable as a series of visits), or not',
      params: productParamsSchema,
      body: repeatableInputSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { productId } = inputOf(request).params;
      const { repeatable } = inputOf(request).body;
      await setProductRepeatable(db, operator.id, productId, repeatable);
      await catalogueChanged();
      return { success: true, message: said.repeatable(repeatable) };
    },
  );

  api.get(
    '/ops/promotions',
    documented({
      summary: 'The dashboard promotions',
      access: 'operator',
      response: opsPromotionsResponseSchema,
    }),
    async (request): Promise<z.infer<typeof opsPromotionsResponseSchema>> => {
      await requireOperator(db, request);
      return { success: true, message: promotionMessages.listed, data: await listPromotions(db, env) };
    },
  );

  api.post(
    '/ops/promotions',
    documented({
      ...change,
      summary: 'Add a promotion',
      body: newPromotionInputSchema,
      pictures: true,
      errors: [413],
    }),
    async (request): Promise<z.infer<typeof catalogueChangeResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const id = await createPromotion(db, operator.id, inputOf(request).body);
      await catalogueChanged();
      return { success: true, message: promotionMessages.saved, data: { Id: id } };
    },
  );

  api.post(
    '/ops/promotions/:promotionId/edit',
    documented({
      ...change,
      summary: 'Change a promotion',
      params: promotionParamsSchema,
      body: editPromotionInputSchema,
      pictures: true,
      errors: [404, 413],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { promotionId } = inputOf(request).params;
      await editPromotion(db, operator.id, promotionId, inputOf(request).body);
      await catalogueChanged();
      return { success: true, message: promotionMessages.saved };
    },
  );

  api.post(
    '/ops/promotions/:promotionId/visibility',
    documented({
      ...change,
      summary: 'Hide or show a promotion',
      params: promotionParamsSchema,
      body: visibilityInputSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { promotionId } = inputOf(request).params;
      const { hidden } = inputOf(request).body;
      await setPromotionHidden(db, operator.id, promotionId, hidden);
      await catalogueChanged();
      return { success: true, message: promotionMessages.hidden(hidden) };
    },
  );

  api.get(
    '/ops/audit',
    documented({
      summary: 'The operators’ audit log, newest first',
      access: 'operator',
      query: auditQuerySchema,
      response: auditResponseSchema,
    }),
    async (request): Promise<z.infer<typeof auditResponseSchema>> => {
      await requireOperator(db, request);
      const query = inputOf(request).query;
      // One more than a page, to know whether there is a next one.
      const entries = await listAudit(db, {
        ...(query.subject && query.subjectid
          ? { subject: { type: query.subject, id: query.subjectid } }
          : {}),
        ...(query.account ? { accountId: query.account } : {}),
        ...(query.search ? { search: query.search } : {}),
        ...(query.before ? { before: query.before } : {}),
        limit: auditPageSize + 1,
      });
      const page = entries.slice(0, auditPageSize);
      const next = entries.length > auditPageSize ? (page.at(-1)?.ID ?? null) : null;
      return {
        success: true,
        message: page.length ? `${page.length} found.` : 'No records found',
        data: { Entries: page, Next: next },
      };
    },
  );
}
