import 'server-only';
import { log } from '@/lib/log';
import { startOutboxJob } from '@/lib/mail/outbox/outbox-job.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';

type Renderers = Readonly<Record<string, MailRenderer>>;

/** A database or secret that is not there yet must not stop the server starting: the outbox starts when they are. */
const RETRY_MS = 60_000;

/**
 * Starts the one mail outbox (decision 019) in this process with the renderers of every feature
 * that sends mail, each built by its own feature (database, secrets, copy). src/instrumentation.ts
 * names the features, so none of them imports another for it.
 */
export function startMailOutbox(sources: readonly (() => Promise<Renderers>)[]): void {
  Promise.all(sources.map((build) => build()))
    .then((sets) => startOutboxJob(mergeRenderers(sets)))
    .catch((error: unknown) => {
      log.error({ err: error }, 'mail outbox could not start; retrying in a minute');
      setTimeout(() => startMailOutbox(sources), RETRY_MS).unref();
    });
}

/** One renderer per kind: a kind two features claim would send one feature's mail with the other's renderer. */
function mergeRenderers(sets: readonly Renderers[]): Record<string, MailRenderer> {
  const merged: Record<string, MailRenderer> = {};
  for (const set of sets) {
    for (const [kind, render] of Object.entries(set)) {
      if (kind in merged) throw new Error(`two renderers for mail kind ${kind}`);
      merged[kind] = render;
    }
  }
  return merged;
}
