import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { preload } from 'react-dom';
import { DETAIL_SECTIONS } from './detail-sections';
import { loadDetailPageData } from './page-data.server';
import { MAIN_SIZES } from './photos';
import { resolveDetail } from './resolve.server';
import type { DetailPathType } from './route-resolve';
import type { DetailRouteProps } from './route-params';
import { renderRegion, type Region } from './section-descriptor';
import styles from './detail.module.css';

/** The detail page of one listing (product §2, issue 5), shared by the four type routes; its sections are DETAIL_SECTIONS. */
export async function VehicleDetailPage({ type, ...props }: DetailRouteProps & { type: DetailPathType }) {
  // Rendered per request: the CSP nonce of each response must reach Next's scripts.
  await connection();
  const [{ slug }, searchParams] = await Promise.all([props.params, props.searchParams]);
  const resolved = await resolveDetail(type, slug, searchParams);
  if (resolved.kind === 'notFound') notFound();
  if (resolved.kind === 'redirect') permanentRedirect(resolved.location);
  const data = await loadDetailPageData(resolved.detail, searchParams);

  const [first] = data.photos;
  // The main photo is the LCP element: fetch it with the document, before any script.
  if (first) preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: MAIN_SIZES, fetchPriority: 'high' });

  const region = (name: Region) => renderRegion(DETAIL_SECTIONS, name, data);
  return (
    <div className={`container ${styles.page}`}>
      {region('top')}
      <div className={styles.layout}>
        <div className={styles.media}>{region('media')}</div>
        <aside className={styles.summary} aria-labelledby="vehicle-title">
          {region('summary')}
        </aside>
        <div className={styles.main}>{region('main')}</div>
      </div>
      {region('bottom')}
    </div>
  );
}
