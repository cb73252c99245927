import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { publicConfig } from '@/lib/config/site';
import { ContentPageView } from '@/features/content/ContentPageView';
import { contentMetadata } from '@/features/content/metadata';
import { notFoundMetadata } from '@/features/shell/not-found-metadata';
import { contentCatalog, findContentPage } from '@/features/content/pages';

/**
 * Informational pages from content/pages/*.md. Static and more specific routes always win over
 * this catch-all, so it only sees paths no other route serves; anything that is not a known page
 * gets the site's real 404.
 */
interface Props {
  params: Promise<{ contentPath: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findContentPage((await params).contentPath);
  // No notFound() here: metadata streams after the shell in Next 16, so a 404 thrown from it
  // would leave the server-rendered body empty. The page below throws it before streaming starts.
  if (!page) return notFoundMetadata();
  return contentMetadata(page, publicConfig().productName);
}

export default async function ContentRoute({ params }: Props) {
  // Rendered per request: the CSP nonce of each response must reach Next's scripts.
  await connection();
  const page = await findContentPage((await params).contentPath);
  if (!page) notFound();
  return <ContentPageView page={page} catalog={await contentCatalog()} />;
}
