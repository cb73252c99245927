import { describe, expect, it } from 'vitest';
import copy from '../../../../public/locales/nl/dealer-api.json';
import { openApiDocument } from '../openapi';
import { fieldRows, operations, ruleWords, schemaNames, typeWords, type Translate } from './reference-model';

/** The page's own Dutch copy, with {{name}} filled in as i18next does. */
const t: Translate = (key, values = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], copy.page);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};

describe('the reference page model', () => {
  const document = openApiDocument();

  it('lists every call with its parameters, body and answers', () => {
    const ops = operations(document, t);
    expect(ops.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'POST /listings',
      'POST /listings/deactivate',
      'POST /listings/sync',
      'POST /photos',
      'GET /leads',
      'GET /lead-report',
      'GET /openapi.json',
    ]);
    const push = ops[0];
    expect(push?.parameters.map((parameter) => parameter.name)).toEqual(['Idempotency-Key']);
    expect(push?.bodyTypes).toEqual(['application/json', 'multipart/form-data']);
    expect(push?.bodySchema).toBe('PushRequest');
    expect(push?.responses.map((response) => response.status)).toEqual(['200', '400', '401', '403', '413', '415', '429']);
    expect(ops[4]?.parameters.find((parameter) => parameter.name === 'limit')).toMatchObject({ location: 'query', rules: ['minstens 1', 'hooguit 500', 'standaard 100'] });
  });

  it('writes a listing field in Dutch: type, required, limits and values', () => {
    const rows = fieldRows(document, { $ref: '#/components/schemas/Listing' }, t);
    expect(rows.find((row) => row.name === 'price')).toMatchObject({ type: 'geheel getal', required: true, rules: ['minstens 100', 'hooguit 1.000.000.000'] });
    expect(rows.find((row) => row.name === 'variant')).toMatchObject({ type: 'tekst', required: false, rules: ['minstens 1 tekens', 'hooguit 80 tekens', 'mag null zijn'] });
    expect(rows.find((row) => row.name === 'colour')?.rules).toEqual(['een van: zwart, grijs, wit, blauw, rood, bruin, overigeKleuren']);
    expect(schemaNames(document)).toContain('ItemResult');
  });

  it('names references and lists by what they hold', () => {
    expect(typeWords({ $ref: '#/components/schemas/Listing' }, t)).toBe('Listing');
    expect(typeWords({ type: 'array', items: { type: 'integer' } }, t)).toBe('lijst (geheel getal)');
    expect(ruleWords({ type: 'string', pattern: '^[a-z]+$' }, t)).toEqual(['vorm ^[a-z]+$']);
  });
});
