/** Where the end-to-end server keeps its data, and the port of the suite's SMTP server. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
