// What customers and providers may see of the catalogue: operators hide categories, specifics and products,
// and a hidden category or specific hides everything under it. Every public list and every
// booking or certification lookup goes through these conditions, so hiding one row is enough.

/** SQL true when the product row aliased `alias` is shown: neither it nor its specific or category hidden. */
export const productVisibleSql = (alias: string) =>
  `(NOT ${alias}.hidden AND EXISTS (
     SELECT 1 FROM specifics vs JOIN categories vc ON vc.name = vs.category
     WHERE vs.category = ${alias}.category AND vs.name = ${alias}.specific AND NOT vs.hidden AND NOT vc.hidden))`;

/** SQL true when the specific row aliased `alias` is shown: neither it nor its category hidden. */
export const specificVisibleSql = (alias: string) =>
  `(NOT ${alias}.hidden AND EXISTS (SELECT 1 FROM categories vc WHERE vc.name = ${alias}.category AND NOT vc.hidden))`;
