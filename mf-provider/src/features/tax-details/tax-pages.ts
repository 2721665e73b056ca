// The pages of the details for HMRC, loaded together as one chunk (app/routes.tsx).
export { default } from './components/tax-details-page';
export { default as TaxStatementPage } from './components/tax-statement-page';
