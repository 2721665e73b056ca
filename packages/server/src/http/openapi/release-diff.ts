// What a new OpenAPI document breaks for callers of the released one (openapi/released.json): removed
// paths, operations, success answers and answer fields; request fields that became required; enum values
// removed; types narrowed. Growth (new calls, new optional fields, new answer fields) breaks nothing.
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
};
type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type Document = { paths: Record<string, Record<string, Operation>> };

const typesOf = (schema: Schema): string[] | null =>
  schema.type === undefined ? null : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Types and enum values a schema no longer takes or gives. */
function narrowed(where: string, before: Schema, after: Schema, out: string[]): void {
  const [was, is] = [typesOf(before), typesOf(after)];
  if (was && is) {
    const lost = was.filter((type) => !is.includes(type) && !(type === 'integer' && is.includes('number')));
    if (lost.length) out.push(`${where}: type narrowed from ${was.join('|')} to ${is.join('|')}`);
  } else if (!was && is) out.push(`${where}: type narrowed to ${is.join('|')}`);
  if (before.enum) {
    const removed = before.enum.filter((value) => !(after.enum ?? before.enum)?.includes(value));
    if (removed.length) out.push(`${where}: enum values removed: ${removed.join(', ')}`);
  } else if (after.enum) out.push(`${where}: narrowed to the values ${after.enum.join(', ')}`);
}

/** A request's fields: none may become required or narrower. */
function requestChanges(where: string, before: Schema, after: Schema, out: string[]): void {
  narrowed(where, before, after, out);
  const wasRequired = new Set(before.required ?? []);
  for (const name of after.required ?? []) {
    if (!wasRequired.has(name)) out.push(`${where}.${name}: became required`);
  }
  for (const [name, schema] of Object.entries(before.properties ?? {})) {
    const now = after.properties?.[name];
    if (now) requestChanges(`${where}.${name}`, schema, now, out);
  }
}

/** An answer's fields: none may disappear, become optional or change type. */
function responseChanges(where: string, before: Schema, after: Schema, out: string[]): void {
  narrowed(where, before, after, out);
  const required = new Set(after.required ?? []);
  for (const [name, schema] of Object.entries(before.properties ?? {})) {
    const now = after.properties?.[name];
    if (!now) out.push(`${where}.${name}: removed`);
    else {
      if (before.required?.includes(name) && !required.has(name))
        out.push(`${where}.${name}: became optional`);
      responseChanges(`${where}.${name}`, schema, now, out);
    }
  }
  if (before.items && after.items) responseChanges(`${where}[]`, before.items, after.items, out);
}

function parametersOf(operation: Operation): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    properties[`${parameter.in}:${parameter.name}`] = parameter.schema ?? {};
    if (parameter.required) required.push(`${parameter.in}:${parameter.name}`);
  }
  return { properties, required };
}

const bodyOf = (operation: Operation): Schema => {
  const [content] = Object.values(operation.requestBody?.content ?? {});
  return content?.schema ?? {};
};

export function breakingChanges(released: Document, current: Document): string[] {
  const out: string[] = [];
  for (const [path, operations] of Object.entries(released.paths)) {
    for (const [method, before] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      const after = current.paths[path]?.[method];
      if (!after) {
        out.push(`${name}: removed`);
        continue;
      }
      requestChanges(`${name} parameters`, parametersOf(before), parametersOf(after), out);
      requestChanges(`${name} body`, bodyOf(before), bodyOf(after), out);
      for (const [status, answer] of Object.entries(before.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        const now = after.responses?.[status];
        if (!now) {
          out.push(`${name}: no longer answers ${status}`);
          continue;
        }
        for (const [type, { schema }] of Object.entries(answer.content ?? {})) {
          const nowSchema = now.content?.[type]?.schema;
          if (!nowSchema) out.push(`${name} ${status}: no longer answers ${type}`);
          else if (schema) responseChanges(`${name} ${status}`, schema, nowSchema, out);
        }
      }
    }
  }
  return out;
}
