'use client';

import { useEffect } from 'react';
import { bootEmbeddedMode, EMBEDDED_ATTRIBUTE, EMBEDDED_QUERY, EMBEDDED_STORAGE_KEY } from './embedded-mode';

/**
 * The inline boot script decides embedded mode before the first paint, but only when the server
 * rendered the document. Next 16 renders notFound() responses in the browser (their HTML body is
 * empty), where an inline script never runs; this effect covers that case.
 */
export function EmbeddedModeSync() {
  useEffect(() => {
    bootEmbeddedMode(window, EMBEDDED_QUERY, EMBEDDED_STORAGE_KEY, EMBEDDED_ATTRIBUTE);
  }, []);
  return null;
}
