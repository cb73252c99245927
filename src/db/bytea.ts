import { customType } from 'drizzle-orm/pg-core';

/** Binary content (photos). node-postgres gives a Buffer, PGlite a Uint8Array: readers always get a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
