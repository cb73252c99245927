/**
 * The wizard machinery of both choice helpers (issue 16, decision 025). API, kept stable:
 *
 * 1. Define the questions once (pure, no copy):
 *      export const WIZARD = defineWizard([
 *        { id: 'doel', options: ['woon-werk', 'boodschappen'] },
 *        { id: 'voorkeuren', options: ['zuinig', 'ruim'], multiple: true },        // checkboxes, repeated parameter
 *        { id: 'laden', options: ['ja', 'nee'], when: (a) => a.parkeren?.[0] === 'oprit' }, // asked only sometimes
 *      ] as const);
 *    type Answers = WizardAnswers<typeof WIZARD>;  // { doel: 'woon-werk' | 'boodschappen'; voorkeuren: readonly (...)[]; laden?: 'ja' | 'nee' }
 *    Ids are the query parameters (Dutch, kebab-case; never `stap`); options are the URL values.
 *
 * 2. The start page (`…/start?doel=woon-werk&stap=2`):
 *      const view = resolveStart(WIZARD, await props.searchParams);
 *      if (view.kind === 'redirect') followRedirect(PATHS, view);    // cleans unknown/invalid values, a finished wizard goes to the result
 *      return <WizardStep step={view} copy={…translated strings…} startPath=… resultPath=… landingPath=… aside={…} />;
 *    `view.question.id` says which question to translate; `view.progress` gives current/total for "Vraag 3 van 7".
 *    A missing or skipped answer renders the first unanswered step with `view.unanswered` (the step shows `copy.unanswered`).
 *
 * 3. The result page (`…/resultaat?doel=…&…`, no `stap`):
 *      const view = resolveResult(WIZARD, await props.searchParams);
 *      if (view.kind === 'redirect') followRedirect(PATHS, view);    // incomplete → the first unanswered step
 *      view.answers is typed `WizardAnswers<typeof WIZARD>`; view.query is the canonical answer query (share, restart, mail).
 *
 * Helpers: `wizardQuery(wizard, rawAnswers, step?)`, `withQuery(path, query)`, `wizardProgress(current, total)`,
 * `parseAnswers`, `applicableQuestions`, `firstUnanswered` (all pure, unit-tested in wizard-*.test.ts).
 * Server-only pieces: `followRedirect` (next/navigation). `WizardStep` is a server component.
 */
export { defineWizard, parseAnswers, applicableQuestions, firstUnanswered, wizardQuery, withQuery, wizardProgress, parseStep, STEP_PARAM } from './wizard-model';
export type { Wizard, WizardQuestion, WizardAnswers, WizardParams, RawAnswers, WizardProgress, ParsedAnswers } from './wizard-model';
export { resolveStart, resolveResult } from './wizard-flow';
export type { StartView, ResultView, WizardStepView, WizardRedirect } from './wizard-flow';
export { followRedirect, redirectHref } from './wizard-routes';
export type { WizardPaths } from './wizard-routes';
export { WizardStep } from './WizardStep';
export type { WizardStepCopy, WizardOptionCopy, WizardStepProps } from './WizardStep';
export { WizardProgressBar } from './WizardProgressBar';
