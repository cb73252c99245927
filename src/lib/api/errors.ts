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
  internal: { status: 500, message: 'An internal server error occurred' },
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    /** Extra detail for logs and for developers; never replaces the spec's message. */
    readonly detail?: unknown,
  ) {
    super(API_ERRORS[code].message);
    this.name = 'ApiError';
    this.status = API_ERRORS[code].status;
  }
}

export interface ErrorBody {
  status: number;
  message: string;
}

export function errorBody(error: unknown): ErrorBody {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: API_ERRORS.internal.status, message: API_ERRORS.internal.message };
}

export function toErrorResponse(error: unknown): Response {
  const body = errorBody(error);
  return Response.json(body, { status: body.status });
}

/** The largest JSON body any client call needs; larger bodies are refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body without ever throwing anything but the given ApiError: empty, oversized,
 * non-JSON and wrongly encoded bodies are all "malformed" in the spec's words. Invalid UTF-8 is
 * refused rather than replaced: a replaced byte would search for something nobody typed.
 */
export async function readJsonBody(request: Request, onMalformed: ApiErrorCode): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw new ApiError(onMalformed, 'body too large');
  let text: string;
  try {
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > MAX_JSON_BODY_BYTES) throw new ApiError(onMalformed, 'body too large');
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw cause instanceof ApiError ? cause : new ApiError(onMalformed, cause);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError(onMalformed, cause);
  }
}
