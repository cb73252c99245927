import { z } from 'zod';

/**
 * Custom fields are flat and small: they describe the action, never the visitor. The site's own
 * events carry only the vehicle id; the caps leave room for a few descriptive fields and keep one
 * client from storing kilobytes per event (issue 12: 346 events of 10 KB each in 10 s).
 */
export const MAX_CUSTOM_FIELDS = 10;
const MAX_FIELD_NAME = 40;
const MAX_TEXT_VALUE = 200;
/** The whole body, in bytes as sent: refused before it is parsed, or read, when it is longer. */
export const MAX_WEB_EVENT_BODY_BYTES = 2048;

const fieldName = z
  .string()
  .min(1)
  .max(MAX_FIELD_NAME)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/);
const fieldValue = z.union([z.string().max(MAX_TEXT_VALUE), z.number().finite(), z.boolean()]);

/** The body of POST /api/client/web-event/{event} (product §7): `{ vehicleId, …custom fields }`. */
export const webEventBodySchema = z
  .object({ vehicleId: z.number().int().positive().max(2_147_483_647).optional() })
  .catchall(fieldValue)
  .superRefine((body, context) => {
    const names = Object.keys(body).filter((name) => name !== 'vehicleId');
    if (names.length > MAX_CUSTOM_FIELDS) context.addIssue({ code: 'custom', message: `at most ${MAX_CUSTOM_FIELDS} custom fields` });
    for (const name of names) {
      if (!fieldName.safeParse(name).success) context.addIssue({ code: 'custom', path: [name], message: 'invalid field name' });
    }
  });

export interface ParsedWebEventBody {
  /** null only for an event that may be about no vehicle (VEHICLE_FREE_EVENTS). */
  vehicleId: number | null;
  customFields: Record<string, string | number | boolean>;
}

/**
 * The body, or null when it is of another shape. `targetField` is set for an event that may be
 * about no vehicle: without a vehicle id it must name its target in that field (a non-empty text).
 */
export function parseWebEventBody(body: unknown, targetField?: string): ParsedWebEventBody | null {
  const result = webEventBodySchema.safeParse(body);
  if (!result.success) return null;
  const { vehicleId, ...rest } = result.data;
  const customFields = rest as Record<string, string | number | boolean>;
  if (vehicleId !== undefined) return { vehicleId, customFields };
  const target = targetField === undefined ? undefined : customFields[targetField];
  return typeof target === 'string' && target.trim() !== '' ? { vehicleId: null, customFields } : null;
}
