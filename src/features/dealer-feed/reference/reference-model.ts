import { formatInteger } from '@/lib/format/number';

/**
 * The reference page's view of the OpenAPI document (issue 19, item 3): operations with their
 * parameters, bodies and answers, and every schema as a table of fields with its rules. Read from
 * the document itself, so the page shows exactly what /api/dealer/v1/openapi.json says. Pure.
 */
type Json = Record<string, unknown>;
export type Translate = (key: string, values?: Record<string, string>) => string;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
  description: string | null;
}

export interface ParameterRow extends FieldRow {
  location: string;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ParameterRow[];
  bodyTypes: string[];
  /** Component schema the JSON body refers to, if any. */
  bodySchema: string | null;
  responses: { status: string; description: string }[];
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const refName = (value: unknown) => (isObject(value) && typeof value.$ref === 'string' ? (value.$ref.split('/').pop() ?? null) : null);

/** A `$ref` of the document (`#/components/<group>/<name>`) as what it points at; anything else as it is. */
function resolve(document: Json, value: unknown): Json {
  if (!isObject(value) || typeof value.$ref !== 'string') return isObject(value) ? value : {};
  const [, group = '', name = ''] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(value.$ref) ?? [];
  const components = isObject(document.components) ? document.components : {};
  const found = isObject(components[group]) ? components[group][name] : undefined;
  return isObject(found) ? found : {};
}

const number = (value: unknown) => (typeof value === 'number' ? formatInteger(value) : String(value));

/** The type of a property in words: `tekst`, `lijst van geheel getal`, `Listing`. */
export function typeWords(schema: Json, t: Translate): string {
  const name = refName(schema);
  if (name) return name;
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isObject) : null;
  if (variants) return variants.filter((variant) => variant.type !== 'null').map((variant) => typeWords(variant, t)).join(' | ') || t('types.any');
  if (schema.type === 'array') {
    const items = isObject(schema.items) ? typeWords(schema.items, t) : t('types.any');
    return `${t('types.array')} (${items})`;
  }
  if (typeof schema.type === 'string') return t(`types.${schema.type}`);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  return t('types.any');
}

/** The checks on a property, in Dutch: limits, allowed values, default, whether null may stand in. */
export function ruleWords(schema: Json, t: Translate): string[] {
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isObject) : [];
  const main = variants.find((variant) => variant.type !== 'null') ?? schema;
  const rules: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value !== undefined) rules.push(t(`rules.${key}`, { value: number(value) }));
  };
  add('min', main.minimum);
  add('max', main.maximum);
  add('minLength', main.minLength);
  add('maxLength', main.maxLength);
  add('minItems', main.minItems);
  add('maxItems', main.maxItems);
  const values = Array.isArray(main.enum) ? main.enum : isObject(main.items) && Array.isArray(main.items.enum) ? main.items.enum : null;
  if (values) rules.push(t('rules.values', { values: values.map(String).join(', ') }));
  // A short pattern says something; a long one (a date or a licence plate) is said better by the description.
  if (typeof main.pattern === 'string' && main.pattern.length <= 40) rules.push(t('rules.pattern', { pattern: main.pattern }));
  if (typeof main.format === 'string' && main.format !== 'binary') rules.push(t('rules.format', { format: main.format }));
  if (variants.some((variant) => variant.type === 'null')) rules.push(t('rules.nullable'));
  if (schema.default !== undefined && schema.default !== null && !(Array.isArray(schema.default) && !schema.default.length)) rules.push(t('rules.default', { value: JSON.stringify(schema.default) }));
  return rules;
}

export function fieldRows(document: Json, schema: unknown, t: Translate): FieldRow[] {
  const resolved = resolve(document, schema);
  const properties = isObject(resolved.properties) ? resolved.properties : {};
  const required = new Set(Array.isArray(resolved.required) ? resolved.required.map(String) : []);
  return Object.entries(properties).map(([name, value]) => {
    const property = isObject(value) ? value : {};
    return { name, type: typeWords(property, t), required: required.has(name), rules: ruleWords(property, t), description: typeof property.description === 'string' ? property.description : null };
  });
}

export function operations(document: Json, t: Translate): OperationView[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(isObject(item) ? item : {}).map(([method, value]) => {
      const operation = isObject(value) ? value : {};
      const body = isObject(operation.requestBody) && isObject(operation.requestBody.content) ? operation.requestBody.content : {};
      const jsonBody = isObject(body['application/json']) ? body['application/json'].schema : undefined;
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map((parameter) => {
        const resolved = resolve(document, parameter);
        const schema = isObject(resolved.schema) ? resolved.schema : {};
        return {
          name: String(resolved.name),
          location: String(resolved.in),
          type: typeWords(schema, t),
          required: resolved.required === true,
          rules: ruleWords(schema, t),
          description: typeof resolved.description === 'string' ? resolved.description : null,
        };
      });
      const responses = isObject(operation.responses) ? operation.responses : {};
      return {
        id: String(operation.operationId ?? `${method}-${path}`),
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary ?? ''),
        description: String(operation.description ?? ''),
        parameters,
        bodyTypes: Object.keys(body),
        bodySchema: refName(jsonBody),
        responses: Object.entries(responses).map(([status, response]) => ({ status, description: isObject(response) ? String(response.description ?? '') : '' })),
      };
    }),
  );
}

/** The component schemas in the order the document lists them. */
export function schemaNames(document: Json): string[] {
  const components = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  return Object.keys(components);
}
