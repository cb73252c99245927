import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface ReceiverOptions {
  /** Asked per recipient: true refuses it with a 550, as a mail server that will not take the mail. */
  refuse?: () => boolean;
  /** Holds each message this long before accepting it, so sends overlap in tests of concurrency. */
  delayMs?: number;
  /** Awaited with each message before the server accepts it (a test that stops the sender right after). */
  beforeAccept?: (mail: ReceivedMail) => Promise<void>;
}

/** A real SMTP server in the test process, on a free port of 127.0.0.1. */
export async function smtpReceiver(options: ReceiverOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onRcptTo(_address, _session, callback) {
      callback(options.refuse?.() ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        const mail = { from: from ? from.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') };
        setTimeout(() => {
          void (options.beforeAccept?.(mail) ?? Promise.resolve()).then(() => {
            received.push(mail);
            callback();
          });
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A mail server that accepts connections and never says a word, as one that hangs: nodemailer
 * waits for a greeting that never comes. `hangUp` drops every connection it holds.
 */
export async function silentSmtpServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const hangUp = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    hangUp,
    close: () => {
      hangUp();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The attachments of a raw MIME message: file name, type and decoded bytes. */
export function mimeAttachments(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => (match[1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (boundaries.length === 0) return [];
  // Every boundary line of every nesting level ends a part.
  const parts = raw.split(new RegExp(`\\r?\\n--(?:${boundaries.join('|')})(?:--)?`));
  return parts
    .filter((part) => /Content-Disposition:\s*attachment/i.test(part))
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
      const contentType = /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
      return { filename, contentType, content: Buffer.from(body.join('\n').replace(/\s+/g, ''), 'base64') };
    });
}
