// Whether a provider's credentials cover a product: every requirement that applies to the product (its own,
// its category's, every product's) has a VERIFIED credential of one of its kinds that has not expired on
// `today` (London's date by the server's clock) and states enough cover. The catalogue, direct requests,
// the bid panel and bidding all ask this one question, so a product stops showing everywhere on the day.

/** The requirements that apply to a product, over credential_requirements `r`. */
export const requirementAppliesSql = (productId: string, category: string) =>
  `(r.product_id = ${productId} OR r.category = ${category} OR (r.product_id IS NULL AND r.category IS NULL))`;

/** A VERIFIED credential `pc` of the provider meeting requirement `r` on `today`. */
export const meetsRequirementSql = (providerId: string, today: string) =>
  `EXISTS (SELECT 1 FROM credential_requirement_kinds rk
     JOIN provider_credentials pc ON pc.kind_id = rk.kind_id
     WHERE rk.requirement_id = r.id AND pc.provider_id = ${providerId} AND pc.status = 'VERIFIED'
       AND (pc.expires_on IS NULL OR pc.expires_on > ${today})
       AND (r.min_cover_minor IS NULL OR pc.cover_minor >= r.min_cover_minor))`;

/**
 * True when the provider (an SQL expression for its id) holds what the product (its id and category as SQL
 * expressions) requires; `today` is a date expression, usually a parameter from `londonDate(clock.now())`.
 */
export const credentialsCoverSql = (providerId: string, productId: string, category: string, today: string) =>
  `NOT EXISTS (SELECT 1 FROM credential_requirements r
     WHERE ${requirementAppliesSql(productId, category)} AND NOT ${meetsRequirementSql(providerId, today)})`;
