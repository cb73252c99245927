import {
  applicableQuestions,
  firstUnanswered,
  parseAnswers,
  parseStep,
  wizardProgress,
  wizardQuery,
  type RawAnswers,
  type Wizard,
  type WizardAnswers,
  type WizardParams,
  type WizardProgress,
  type WizardQuestion,
} from './wizard-model';

/** Where the start page sends a redirect: back to a step, or on to the result. */
export type WizardRedirect = { readonly kind: 'redirect'; readonly to: 'step' | 'result'; readonly query: string };

export interface WizardStepView {
  readonly kind: 'step';
  readonly question: WizardQuestion;
  readonly progress: WizardProgress;
  readonly isLast: boolean;
  /** All answers given, this question's too (its current choice is pre-selected). */
  readonly answers: RawAnswers;
  readonly selected: readonly string[];
  /** The visitor asked for a later step while this one is still open (skipped it, or a hand-made URL). */
  readonly unanswered: boolean;
  /** Hidden fields the step's GET form carries: every other answer (later ones too, so going back loses nothing) and the next `stap`. */
  readonly hidden: readonly (readonly [name: string, value: string])[];
  /** Query of the previous step, or null on the first (the page links to its landing then). */
  readonly previousQuery: string | null;
}

export type StartView = WizardStepView | WizardRedirect;

/**
 * Which step the start page shows for these parameters. Unknown parameters and invalid values are
 * cleaned by a redirect; a missing or skipped answer renders the first unanswered step; a finished
 * wizard without a later step to revisit goes on to the result.
 */
export function resolveStart(wizard: Wizard, params: WizardParams): StartView {
  const { answers, dirty } = parseAnswers(wizard, params);
  const requested = parseStep(params);
  const asked = applicableQuestions(wizard, answers);
  const open = firstUnanswered(wizard, answers);
  const reachable = open ?? asked.length - 1;
  if (requested === 'invalid' || dirty) {
    const step = requested === 'invalid' || requested === null ? undefined : Math.min(requested, reachable + 1);
    if (open === null && (step === undefined || step > asked.length)) return { kind: 'redirect', to: 'result', query: wizardQuery(wizard, answers) };
    return { kind: 'redirect', to: 'step', query: wizardQuery(wizard, answers, step ?? reachable + 1) };
  }
  if (open === null && (requested === null || requested > asked.length)) return { kind: 'redirect', to: 'result', query: wizardQuery(wizard, answers) };
  const wanted = requested === null ? reachable : requested - 1;
  const index = Math.min(wanted, reachable);
  return stepView(wizard, answers, asked, index, wanted > reachable);
}

function stepView(wizard: Wizard, answers: RawAnswers, asked: readonly WizardQuestion[], index: number, unanswered: boolean): WizardStepView {
  const question = asked[index];
  if (question === undefined) throw new Error(`wizard: no question at step ${index + 1}`);
  const hidden: (readonly [string, string])[] = [];
  for (const other of asked) {
    if (other.id === question.id) continue;
    for (const value of answers[other.id] ?? []) hidden.push([other.id, value]);
  }
  const isLast = index === asked.length - 1;
  // The last step's form goes to the result page, which needs no `stap`.
  if (!isLast) hidden.push(['stap', String(index + 2)]);
  return {
    kind: 'step',
    question,
    progress: wizardProgress(index + 1, asked.length),
    isLast,
    answers,
    selected: answers[question.id] ?? [],
    unanswered,
    hidden,
    previousQuery: index === 0 ? null : wizardQuery(wizard, answers, index),
  };
}

export type ResultView<W extends Wizard> = { readonly kind: 'complete'; readonly answers: WizardAnswers<W>; readonly query: string } | WizardRedirect;

/**
 * The result page's answers when every question applying is answered and the URL is canonical;
 * otherwise a redirect: to the cleaned result URL, or to the first unanswered step.
 */
export function resolveResult<W extends Wizard>(wizard: W, params: WizardParams): ResultView<W> {
  const { answers, dirty } = parseAnswers(wizard, params);
  const open = firstUnanswered(wizard, answers);
  if (open !== null) return { kind: 'redirect', to: 'step', query: wizardQuery(wizard, answers, open + 1) };
  const query = wizardQuery(wizard, answers);
  if (dirty || params.stap !== undefined) return { kind: 'redirect', to: 'result', query };
  return { kind: 'complete', answers: typedAnswers<W>(wizard, answers), query };
}

/** Radio answers become their single value, checkbox answers stay lists: the shape of `WizardAnswers`. */
function typedAnswers<W extends Wizard>(wizard: Wizard, answers: RawAnswers): WizardAnswers<W> {
  const typed: Record<string, string | readonly string[]> = {};
  for (const question of applicableQuestions(wizard, answers)) {
    const values = answers[question.id];
    if (!values?.length) continue;
    typed[question.id] = question.multiple ? values : (values[0] ?? '');
  }
  // Sound: every value was checked against its question's options in parseAnswers, and every asked question is answered.
  return typed as WizardAnswers<W>;
}
