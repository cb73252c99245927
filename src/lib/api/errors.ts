import { readBodyBytes } from './read-body';

/**
 * Coded API errors with the spec's messages (§8), one mapping to HTTP status. Handlers throw
 * `ApiError`; `toErrorResponse` turns anything thrown into `{ status, message }` JSON, and only an
 * unexpected exception becomes a 500 (logged by the caller).
 */
export const API_ERRORS = {
  malformedSearchRequest: { status: 400, message: 'The search request is malformed' },
  malformedSearchRequestUrl: { status: 400, message: 'The search request URL is malformed' },
  invalidNavigationRequest: { status: 400, message: 'The navigation request is invalid' },
  noVehicleAtIndex: { status: 404, message: 'No vehicle found at requested index' },
  invalidConfirmationId: { status: 400, message: 'The confirmationId is not valid' },
  malformedSearchRequests: { status: 400, message: 'One or more search requests are malformed' },
  badRequest: { status: 400, message: 'Bad Request' },
  unauthorized: { status: 401, message: 'Unauthorized' },
  forbidden: { status: 403, message: 'Forbidden' },
  notFound: { status: 404, message: 'Not Found' },
  methodNotAllowed: { status: 405, message: 'Method Not Allowed' },
  payloadTooLarge: { status: 413, message: 'Payload Too Large' },
  unsupportedMediaType: { status: 415, message: 'Unsupported Media Type' },
  tooManyRequests: { status: 429, message: 'Too Many Requests' },
  internal: { status: 500, message: 'An internal server error occurred' },
  serviceUnavailable: { status: 503, message: 'Service Unavailable' },
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorOptions {
  /** Per-field messages for a form (Dutch, for the visitor), answered as `errors`. */
  fields?: Record<string, string>;
  /** Headers the answer carries, such as Retry-After. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    /** Extra detail for logs and for developers; never replaces the spec's message. */
    readonly detail?: unknown,
    readonly options: ApiErrorOptions = {},
  ) {
    super(API_ERRORS[code].message);
    this.name = 'ApiError';
    this.status = API_ERRORS[code].status;
  }
}

export interface ErrorBody {
  status: number;
  message: string;
  /** A form's field errors (the lead form): field name → Dutch message. */
  errors?: Record<string, string>;
}

export function errorBody(error: unknown): ErrorBody {
  if (error instanceof ApiError) {
    const { fields } = error.options;
    return fields ? { status: error.status, message: error.message, errors: fields } : { status: error.status, message: error.message };
  }
  return { status: API_ERRORS.internal.status, message: API_ERRORS.internal.message };
}

/** An error's body and headers, for a caller that writes its answer without a Response (the fast lane, decision 043). */
export function errorAnswer(error: unknown): { body: ErrorBody; headers: Record<string, string> } {
  return { body: errorBody(error), headers: { 'cache-control': 'no-store', ...(error instanceof ApiError ? error.options.headers : {}) } };
}

/** The one way an error leaves a route handler: `{ status, message[, errors] }`, never cached. */
export function toErrorResponse(error: unknown): Response {
  const { body, headers } = errorAnswer(error);
  return Response.json(body, { status: body.status, headers });
}

/** The largest JSON body any client call needs; larger bodies are refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body without ever throwing anything but the given ApiError: empty, oversized,
 * non-JSON and wrongly encoded bodies are all "malformed" in the spec's words. Invalid UTF-8 is
 * refused rather than replaced: a replaced byte would search for something nobody typed.
 */
export async function readJsonBody(request: Request, onMalformed: ApiErrorCode, maxBytes: number = MAX_JSON_BODY_BYTES): Promise<unknown> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readBodyBytes(request, maxBytes);
  } catch (cause) {
    throw new ApiError(onMalformed, cause);
  }
  if (!bytes) throw new ApiError(onMalformed, 'body too large');
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch (cause) {
    throw new ApiError(onMalformed, cause);
  }
}
