import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MailboxView } from '@/features/dealer-contact/mailbox-view';
import { env } from '@/lib/config/env';
import { mailboxDir, readMailbox } from '@/lib/mail';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Ontwikkelbrievenbus', robots: { index: false, follow: false } };

/** Development only: the mail the app sent without SMTP_URL. */
export default async function DevMailboxPage() {
  if (env().APP_ENV === 'production') notFound();
  return <MailboxView mails={await readMailbox(mailboxDir())} />;
}
