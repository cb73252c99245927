import { z } from 'zod';
import { listingRecordSchema } from '@/features/inventory/server';
import copy from '../../../public/locales/nl/dealer-api.json';
import {
  deactivateAnswerSchema,
  deactivateBodySchema,
  errorAnswerSchema,
  itemResultSchema,
  leadReportAnswerSchema,
  leadReportQuerySchema,
  leadsAnswerSchema,
  leadsQuerySchema,
  photoAnswerSchema,
  pushAnswerSchema,
  pushBodySchema,
  syncAnswerSchema,
  syncBodySchema,
} from './feed-schema';

/**
 * The feed API's OpenAPI 3.1 document, generated from the zod schemas the calls check with (zod 4's
 * own z.toJSONSchema: no second description to keep in step). Its texts are the Dutch copy of
 * `dealer-api.json`, so the reference page renders the same document. Pure.
 */
export const API_BASE = '/api/dealer/v1';
export const API_VERSION = '1.0.0';

type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function listingSchema(): JsonSchema {
  const schema = schemaOf(listingRecordSchema, 'input');
  const properties = schema.properties as Record<string, JsonSchema>;
  for (const [field, description] of Object.entries(copy.doc.fields)) {
    if (properties[field]) properties[field] = { ...properties[field], description };
  }
  return schema;
}

/** The push body as documented: the listings are Listings (the envelope checks them one by one). */
function pushRequestSchema(): JsonSchema {
  const schema = schemaOf(pushBodySchema, 'input');
  const properties = schema.properties as Record<string, JsonSchema>;
  properties.listings = { ...properties.listings, items: { $ref: '#/components/schemas/Listing' } };
  properties.dealer = { ...properties.dealer, description: copy.doc.dealerParameter };
  return schema;
}

function withDealer(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  properties.dealer = { ...properties.dealer, description: copy.doc.dealerParameter };
  return schema;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });
const error = (code: keyof typeof copy.doc.responses) => ({ description: copy.doc.responses[code], content: json(ref('Error')) });

const AUTH_ERRORS = { '401': error('401'), '403': error('403'), '429': error('429') };

function queryParameters(schema: z.ZodObject, descriptions: Record<string, string>): Json[] {
  const shape = schemaOf(schema, 'input');
  const properties = shape.properties as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: false,
    description: name === 'dealer' ? copy.doc.dealerParameter : (descriptions[name] ?? ''),
    schema: property,
  }));
}

function operation(key: keyof typeof copy.doc.operations, rest: Json): Json {
  const texts = copy.doc.operations[key];
  return { operationId: key, summary: texts.summary, description: texts.description, ...rest };
}

export function openApiDocument(): Json {
  const write = (body: Json, answer: string) => ({
    parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
    requestBody: { required: true, content: body },
    responses: { '200': { description: copy.doc.responses['200'], content: json(ref(answer)) }, '400': error('400'), ...AUTH_ERRORS, '413': error('413'), '415': error('415') },
  });
  return {
    openapi: '3.1.0',
    info: { title: copy.doc.title, version: API_VERSION, description: copy.doc.description },
    servers: [{ url: API_BASE }],
    security: [{ apiKey: [] }],
    paths: {
      '/listings': {
        post: operation(
          'push',
          write(
            {
              ...json(ref('PushRequest')),
              'multipart/form-data': {
                schema: { type: 'object', required: ['feed'], properties: { feed: { type: 'string', description: 'PushRequest als JSON' }, photos: { type: 'array', items: { type: 'string', format: 'binary' } } } },
              },
            },
            'PushAnswer',
          ),
        ),
      },
      '/listings/deactivate': { post: operation('deactivate', write(json(ref('DeactivateRequest')), 'DeactivateAnswer')) },
      '/listings/sync': { post: operation('sync', write(json(ref('SyncRequest')), 'SyncAnswer')) },
      '/photos': {
        post: operation(
          'photos',
          write(
            { 'multipart/form-data': { schema: { type: 'object', required: ['photos'], properties: { dealer: { type: 'string', description: copy.doc.dealerParameter }, mobilityType: { type: 'string', enum: ['car', 'bicycle', 'motor', 'caramper'], default: 'car', description: copy.doc.photoMobilityType }, photos: { type: 'array', items: { type: 'string', format: 'binary' } } } } } },
            'PhotoAnswer',
          ),
        ),
      },
      '/leads': {
        get: operation('leads', {
          parameters: queryParameters(leadsQuerySchema, copy.doc.parameters),
          responses: { '200': { description: copy.doc.responses['200'], content: json(ref('LeadsAnswer')) }, '400': error('400'), ...AUTH_ERRORS },
        }),
      },
      '/lead-report': {
        get: operation('leadReport', {
          parameters: queryParameters(leadReportQuerySchema, copy.doc.parameters),
          responses: {
            '200': { description: copy.doc.responses['200'], content: { ...json(ref('LeadReportAnswer')), 'text/csv': { schema: { type: 'string' } } } },
            '400': error('400'),
            ...AUTH_ERRORS,
          },
        }),
      },
      '/openapi.json': { get: operation('openapi', { security: [], responses: { '200': { description: copy.doc.responses['200'], content: json({ type: 'object' }) } } }) },
    },
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: copy.doc.security } },
      parameters: { IdempotencyKey: { name: 'Idempotency-Key', in: 'header', required: false, description: copy.doc.idempotencyKey, schema: { type: 'string', minLength: 1, maxLength: 200 } } },
      schemas: {
        Listing: listingSchema(),
        PushRequest: pushRequestSchema(),
        PushAnswer: schemaOf(pushAnswerSchema, 'output'),
        ItemResult: schemaOf(itemResultSchema, 'output'),
        DeactivateRequest: withDealer(schemaOf(deactivateBodySchema, 'input')),
        DeactivateAnswer: schemaOf(deactivateAnswerSchema, 'output'),
        SyncRequest: withDealer(schemaOf(syncBodySchema, 'input')),
        SyncAnswer: schemaOf(syncAnswerSchema, 'output'),
        PhotoAnswer: schemaOf(photoAnswerSchema, 'output'),
        LeadsAnswer: schemaOf(leadsAnswerSchema, 'output'),
        LeadReportAnswer: schemaOf(leadReportAnswerSchema, 'output'),
        Error: schemaOf(errorAnswerSchema, 'output'),
      },
    },
  };
}
