import 'server-only';
import type { ReactNode } from 'react';
import { log } from '@/lib/log';
import { ClientCrash } from './ClientCrash';
import { SectionBoundary } from './SectionBoundary';

/** Test-only (ENABLE_TEST_ROUTES=1): `?testCrash={section}` or `?testCrash=client:{section}`. */
export const TEST_CRASH_PARAM = 'testCrash';

interface GuardProps {
  /** The section's name from product §8, for the log line and the test switch. */
  section: string;
  /** Builds the section; called here, so that a server-side throw is caught by this boundary. */
  render: () => ReactNode | Promise<ReactNode>;
  fallback?: ReactNode;
  /** The section the end-to-end suite asked to crash (test routes only): `name` or `client:name`. */
  crash?: string;
}

/**
 * One named section (product §8) whose failure costs only that section: an exception while the
 * server builds it is logged and answered with the fallback (or nothing); in the browser
 * SectionBoundary does the same.
 */
export async function Guard({ section, render, fallback = null, crash }: GuardProps): Promise<ReactNode> {
  let node: ReactNode;
  try {
    if (crash === section) throw new Error(`Deliberate crash of the ${section} section for the end-to-end test`);
    node = await render();
  } catch (error) {
    log.error({ err: error, section }, 'vehicle detail: section crashed');
    return fallback;
  }
  return (
    <SectionBoundary name={section} fallback={fallback}>
      {crash === `client:${section}` && <ClientCrash section={section} />}
      {node}
    </SectionBoundary>
  );
}
