import 'server-only';
import { getT } from '@/lib/i18n/server';
import type { StoredMail } from '@/lib/mail/types';
import styles from './mailbox.module.css';

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Amsterdam' });
const kilobytes = new Intl.NumberFormat('nl-NL', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });

/** The dev mailbox: every mail the app sent without SMTP_URL, newest first. */
export async function MailboxView({ mails }: { mails: StoredMail[] }) {
  const t = await getT('contact');
  return (
    <div className={`container ${styles.mailbox}`}>
      <h1>{t('mailbox.title')}</h1>
      <p>{t('mailbox.intro')}</p>
      {mails.length === 0 ? (
        <p>{t('mailbox.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {mails.map((mail) => (
            <li key={mail.id}>
              <article className={styles.mail} aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`} className={styles.subject}>
                  {mail.subject}
                </h2>
                <dl className={styles.headers}>
                  <dt>{t('mailbox.to')}</dt>
                  <dd>{mail.to}</dd>
                  <dt>{t('mailbox.from')}</dt>
                  <dd>{mail.from}</dd>
                  {mail.replyTo && (
                    <>
                      <dt>{t('mailbox.replyTo')}</dt>
                      <dd>{mail.replyTo}</dd>
                    </>
                  )}
                  <dt>{t('mailbox.sentAt')}</dt>
                  <dd>
                    <time dateTime={mail.sentAt}>{dateTime.format(new Date(mail.sentAt))}</time>
                  </dd>
                  {mail.attachments && mail.attachments.length > 0 && (
                    <>
                      <dt>{t('mailbox.attachments')}</dt>
                      <dd>
                        <ul className={styles.attachments}>
                          {mail.attachments.map((attachment, index) => (
                            <li key={index}>
                              {attachment.filename} ({attachment.contentType}, {kilobytes.format(Math.max(1, Math.round(attachment.size / 1000)))})
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </>
                  )}
                </dl>
                <pre className={styles.body}>{mail.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
