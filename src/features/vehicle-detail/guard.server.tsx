import 'server-only';
import type { ReactNode } from 'react';
import { log } from '@/lib/log';
import { SectionBoundary } from './SectionBoundary';
import { ClientCrash } from './test-crash';

/** Test-only (ENABLE_TEST_ROUTES=1): `?testCrash={section}` or `?testCrash=client:{section}`. */
export const TEST_CRASH_PARAM = 'testCrash';

/**
 * Renders one named section (product §8) so that its failure costs only that section: an exception
 * while the server builds it is logged and answered with the fallback (or nothing); in the browser
 * SectionBoundary does the same. `crash` is the test-only switch (testCrash=name, or
 * testCrash=client:name for a crash in the browser).
 */
export async function guard(name: string, render: () => ReactNode | Promise<ReactNode>, options: { fallback?: ReactNode; crash?: string } = {}): Promise<ReactNode> {
  const fallback = options.fallback ?? null;
  try {
    if (options.crash === name) throw new Error(`Deliberate crash of the ${name} section for the end-to-end test`);
    const node = await render();
    return (
      <SectionBoundary name={name} fallback={fallback}>
        {options.crash === `client:${name}` && <ClientCrash section={name} />}
        {node}
      </SectionBoundary>
    );
  } catch (error) {
    log.error({ err: error, section: name }, 'vehicle detail: section crashed');
    return fallback;
  }
}
