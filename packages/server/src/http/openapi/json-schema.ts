// zod schemas as the JSON Schema (draft 2020-12) of OpenAPI 3.1: what a caller sends is the schema's input
// side (before transforms), what the server answers its output side.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // A transform's output has no JSON Schema; its input side is what is documented for requests.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}
