import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ShellFrame } from '@/features/shell/ShellFrame';
import { publicConfig } from '@/lib/config/site';
import { siteUrl } from '@/lib/config/site-url.server';
import '@/styles/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = publicConfig();
  return {
    metadataBase: new URL(await siteUrl()),
    title: { default: `${productName} | Occasions van erkende dealers`, template: `%s | ${productName}` },
    description: `Zoek tussen duizenden occasions, fietsen, motoren en kampeermiddelen van erkende dealers op ${productName}.`,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2545' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The embedded-mode boot script sets data-embedded on <html> before React hydrates.
    <html lang="nl" suppressHydrationWarning>
      <body>
        <ShellFrame>{children}</ShellFrame>
      </body>
    </html>
  );
}
