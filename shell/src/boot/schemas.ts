// zod and the schemas every API answer is read with: evaluated in a task of its own (src/boot.ts).
import { envelopeSchema } from '@callout/contracts/envelope';

export const schemas = envelopeSchema;
