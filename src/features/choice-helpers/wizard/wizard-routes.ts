import { redirect } from 'next/navigation';
import { withQuery } from './wizard-model';
import type { WizardRedirect } from './wizard-flow';

/** The two addresses of a wizard; both take the same answer parameters. */
export interface WizardPaths {
  readonly startPath: string;
  readonly resultPath: string;
}

/** Where a `WizardRedirect` points. */
export function redirectHref(paths: WizardPaths, view: WizardRedirect): string {
  return withQuery(view.to === 'result' ? paths.resultPath : paths.startPath, view.query);
}

/** Follows a `WizardRedirect` from a page (Next's redirect throws, so this never returns). */
export function followRedirect(paths: WizardPaths, view: WizardRedirect): never {
  redirect(redirectHref(paths, view));
}
