import type { TFunction } from 'i18next';
import { CopyLinkButton } from '@/lib/clipboard/CopyLinkButton';
import { EARLY_CLICK_PROPS } from '@/lib/dom/early-clicks-script';
import { Section } from './Section';
import type { ShareChannel } from './share-links';
import styles from './detail.module.css';

const SHARE_ICONS: Record<ShareChannel, string> = {
  whatsapp: 'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zm4.4 12.6c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1-3-1-5-4-5.1-4.2-.2-.2-1.2-1.6-1.2-3s.8-2.2 1-2.5c.3-.3.6-.3.8-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.6-.1 1.1z',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  x: 'M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 7-7h-2l-6 6-5-6z',
};

/** `url`: the listing's address on the host that served the page (shareOrigin), which "Kopieer link" copies. */
export function ShareButtons({ links, url, t }: { links: Record<ShareChannel, string>; url: string; t: TFunction }) {
  const channels: ShareChannel[] = ['whatsapp', 'email', 'facebook', 'x'];
  return (
    <Section id="share" heading={t('sections.share')}>
      <ul className={styles.share}>
        {channels.map((channel) => (
          <li key={channel}>
            <a
              href={links[channel]}
              className={styles.shareLink}
              data-share={channel}
              // A share tap before the page hydrated opens its link as always; the recorder keeps it so its web event is still sent.
              {...EARLY_CLICK_PROPS}
              {...(channel === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              aria-label={t(`share.${channel}`)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={SHARE_ICONS[channel]} fill={channel === 'email' ? 'none' : 'currentColor'} stroke={channel === 'email' ? 'currentColor' : 'none'} strokeWidth="2" strokeLinejoin="round" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
      <CopyLinkButton url={url} className={styles.copyButton} copy={{ label: t('share.copy'), copied: t('share.copied'), fallback: t('share.copyFallback'), linkLabel: t('share.linkLabel') }} />
    </Section>
  );
}
