import type { ReactNode } from 'react';
import { AnalyticsShell } from '@/features/analytics/server';
import { siteUrl } from '@/lib/config/site-url.server';
import { publicConfig } from '@/lib/config/site';
import { FlagsProvider } from '@/lib/flags/FlagsProvider';
import { getFlags } from '@/lib/flags/server';
import { EARLY_CLICKS_SCRIPT } from '@/lib/dom/early-clicks-script';
import { getT } from '@/lib/i18n/server';
import { EMBEDDED_BOOT_SCRIPT } from './embedded-mode';
import { EmbeddedBar } from './EmbeddedBar';
import { EmbeddedModeSync } from './EmbeddedModeSync';
import { EnvBadge } from './EnvBadge';
import { badgeEnvironment } from './env-badge';
import { Footer } from './Footer';
import { Header, type HeaderVariant } from './Header';
import { ProgressBar } from './ProgressBar';
import { readShellRequest } from './request-context';
import { ScrollRestoration } from './ScrollRestoration';
import { ShellProvider, type ErrorCopy } from './ShellProvider';
import styles from './ShellFrame.module.css';

/**
 * Everything around a page (product §2 "Shell behaviour"): skip link, header, <main id="inhoud">,
 * footer, environment badge, navigation progress bar, scroll restoration and embedded mode.
 * Pages render inside <main> and must not render a <main> of their own. Copy is resolved here on
 * the server and handed to the few client parts as strings: no i18n library in the browser.
 */
export async function ShellFrame({ children, headerVariant = 'full' }: { children: ReactNode; headerVariant?: HeaderVariant }) {
  const config = publicConfig();
  const product = config.productName;
  const [request, tCommon, tShell, tErrors, flags, site] = await Promise.all([readShellRequest(), getT('common'), getT('shell'), getT('errors'), getFlags(), siteUrl()]);
  const badge = badgeEnvironment(config.environment);
  const badgeLabel = badge ? tShell(`envBadge.${badge}`) : '';
  const errorCopy: ErrorCopy = {
    title: tErrors('generic.title'),
    heading: tErrors('generic.heading', { product }),
    text: tErrors('generic.text'),
    code: tErrors('generic.code'),
    retry: tErrors('generic.retry'),
    home: tErrors('generic.home'),
  };
  return (
    <ShellProvider value={{ productName: product, errorCopy }}>
      <FlagsProvider flags={flags}>
        {/*
          One inline script, first in <body>: the recorder of taps on marked controls before they
          hydrate (lib/dom/early-clicks-script.ts), first so nothing can stop it, then embedded mode
          before paint. Without a nonce (a response the proxy skipped) the policy would refuse it.
        */}
        {request.nonce && <script nonce={request.nonce} dangerouslySetInnerHTML={{ __html: `${EARLY_CLICKS_SCRIPT};${EMBEDDED_BOOT_SCRIPT}` }} />}
        {/*
          The cookie question first, as GOV.UK places it: a screen reader hears it and the keyboard
          reaches it before the page, and it paints with the page's first paint instead of after
          the parser got through the whole page (it is fixed to the bottom, so its place in the
          document does not move it on screen).
        */}
        <AnalyticsShell />
        <a className={styles.skipLink} href="#inhoud">
          {tCommon('skipToContent')}
        </a>
        <ProgressBar label={tShell('progress')} />
        <EmbeddedBar productName={product} siteUrl={site} label={tShell('embedded.openSite', { product })} />
        <Header variant={headerVariant} favouritesCount={request.favouritesCount} platform={request.platform} />
        <main id="inhoud" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer platform={request.platform} />
        {badge && !request.envBadgeDismissed && (
          <EnvBadge
            label={badgeLabel}
            regionLabel={tShell('envBadge.label', { environment: badgeLabel })}
            dismissLabel={tShell('envBadge.dismiss')}
            cookieName={config.cookies.envBadgeDismissed}
          />
        )}
        <ScrollRestoration />
        <EmbeddedModeSync />
      </FlagsProvider>
    </ShellProvider>
  );
}
