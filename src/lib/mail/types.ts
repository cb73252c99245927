export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** The same id on every attempt of one outbox mail, so a receiver can drop a repeat (<id@host>). */
  messageId?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SentMail {
  /** Where it went: a real SMTP server, or the dev mailbox when no SMTP_URL is configured. */
  transport: 'smtp' | 'mailbox';
  id: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/** An attachment as the dev mailbox keeps it: the bytes lie in a folder beside the mail's JSON. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
}

export interface StoredMail extends Omit<MailMessage, 'attachments'> {
  id: string;
  from: string;
  sentAt: string;
  attachments?: StoredAttachment[];
}
