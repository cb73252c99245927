/**
 * One outbox run in a process of its own (a node of the app), so a test can kill it between the
 * mail server's acceptance and markMailSent:
 * `node --conditions=react-server --import tsx tests/support/outbox-send-child.ts <database url> <smtp url> <ISO now>`.
 * It sends the test kind `test.plain` only, rendered from its payload.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '../../src/db/connect';
import { createMailer } from '../../src/lib/mail/mailer';
import { sendDueMail } from '../../src/lib/mail/outbox/send-due-mail.server';

const [databaseUrl, smtpUrl, now] = process.argv.slice(2);
if (!databaseUrl || !smtpUrl || !now) throw new Error('usage: outbox-send-child <database url> <smtp url> <ISO now>');
const database = await connect({ databaseUrl, migrate: false });
const run = await sendDueMail({
  db: database.db,
  mailer: createMailer({ smtpUrl, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir: await mkdtemp(path.join(tmpdir(), 'mailbox-')) }),
  renderers: { 'test.plain': async (mail) => ({ to: mail.recipient, subject: String(mail.payload.subject), text: 'Hallo', html: '<p>Hallo</p>' }) },
  retrySchedule: [1, 5],
  messageIdHost: 'localhost',
  now: () => new Date(now),
});
process.stdout.write(`${JSON.stringify(run)}\n`);
await database.close();
