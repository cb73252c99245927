import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

describe('the feed API OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator compiles the OpenAPI meta-schemas first: seconds on a busy shared machine.
  }, 60_000);

  it('documents the listing from the import schema, with its limits and Dutch descriptions', () => {
    const document = openApiDocument() as { components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required: string[] }> } };
    const listing = document.components.schemas.Listing;
    expect(listing?.properties.price).toMatchObject({ type: 'integer', minimum: 100, description: expect.stringContaining('eurocenten') });
    expect(listing?.required).toEqual(expect.arrayContaining(['externalId', 'title', 'price', 'photos']));
    expect(listing?.properties.mobilityType?.enum).toEqual(['car', 'bicycle', 'motor', 'caramper']);
  });

  it('fails a broken document, so the check above can fail', async () => {
    const broken = { ...openApiDocument(), paths: { '/listings': { post: { responses: 'none' } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  }, 60_000);
});
