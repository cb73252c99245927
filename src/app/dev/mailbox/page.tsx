import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { MailboxView } from '@/features/dealer-contact/server';
import { env } from '@/lib/config/env';
import { mailboxDir, readMailbox } from '@/lib/mail';
import { MAILBOX_KEY_COOKIE, MAILBOX_KEY_PARAM, mayReadMailbox } from '@/lib/mail/dev-mailbox-access';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Ontwikkelbrievenbus', robots: { index: false, follow: false } };

/** The mail the app kept without SMTP_URL: development, or whoever holds DEV_MAILBOX_KEY. */
export default async function DevMailboxPage(props: PageProps<'/dev/mailbox'>) {
  const e = env();
  const param = (await props.searchParams)[MAILBOX_KEY_PARAM];
  const suppliedKey = (typeof param === 'string' ? param : undefined) ?? (await cookies()).get(MAILBOX_KEY_COOKIE)?.value;
  // A 404, not a 403: the page should not even be known to exist.
  if (!mayReadMailbox({ appEnv: e.APP_ENV, nodeEnv: process.env.NODE_ENV ?? 'production', configuredKey: e.DEV_MAILBOX_KEY, suppliedKey })) notFound();
  return <MailboxView mails={await readMailbox(mailboxDir())} />;
}
