export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface SentMail {
  /** Where it went: a real SMTP server, or the dev mailbox when no SMTP_URL is configured. */
  transport: 'smtp' | 'mailbox';
  id: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}
