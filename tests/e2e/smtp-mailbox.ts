import { mkdir } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailId, storeInMailbox } from '../../src/lib/mail/dev-mailbox';

/**
 * The end-to-end suite's mail server: a real SMTP server (smtp-server) in the test runner's
 * process, to which the app under test sends every mail over SMTP (SMTP_URL). Each mail it takes
 * is parsed (mailparser) and kept in the dev mailbox's files, so tests read it from /dev/mailbox
 * or the folder, exactly as it came over the wire, headers included.
 */
export async function startSmtpMailbox(port: number, mailboxDir: string): Promise<() => Promise<void>> {
  await mkdir(mailboxDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
          // As written on the wire (mailparser folds List-* headers into an object of its own).
          const headers = Object.fromEntries(
            parsed.headerLines.filter((line) => ['list-unsubscribe', 'list-unsubscribe-post', 'message-id'].includes(line.key)).map((line) => [line.key, line.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ')]),
          );
          await storeInMailbox(
            mailboxDir,
            {
              id: mailId(new Date()),
              from: parsed.from?.text ?? '',
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              ...(parsed.replyTo?.text ? { replyTo: parsed.replyTo.text } : {}),
              headers,
              sentAt: new Date().toISOString(),
            },
            parsed.attachments.map((attachment) => ({ filename: attachment.filename ?? 'bijlage', contentType: attachment.contentType, content: attachment.content })),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
