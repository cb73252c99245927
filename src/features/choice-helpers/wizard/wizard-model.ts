/**
 * The wizard's state is its URL (issue 16, decision 025): one query parameter per answered question,
 * in question order, plus `stap` (1-based) for the step on screen. Everything here is pure so that the
 * pages only translate a `WizardView` into a redirect or a render.
 */

/** What Next hands a page as `searchParams`, and what a test writes by hand. */
export type WizardParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Answers as they travel: every question's chosen values (one for a radio question). */
export type RawAnswers = Readonly<Record<string, readonly string[]>>;

export interface WizardQuestion<Id extends string = string, Option extends string = string> {
  /** The query parameter: Dutch, kebab-case, stable (shared links carry it). Not `stap`. */
  readonly id: Id;
  /** Allowed URL values in display order. */
  readonly options: readonly Option[];
  /** Checkboxes instead of radios; the parameter repeats. At least one choice answers it. */
  readonly multiple?: boolean;
  /** Asked only when the earlier answers say so; the answer of a question not asked is dropped. */
  readonly when?: (answers: RawAnswers) => boolean;
}

export interface Wizard<Q extends readonly WizardQuestion[] = readonly WizardQuestion[]> {
  readonly questions: Q;
}

export const STEP_PARAM = 'stap';

type OptionOf<Q> = Q extends { readonly options: readonly (infer O)[] } ? O : never;
type AnswerOf<Q> = Q extends { readonly multiple: true } ? readonly OptionOf<Q>[] : OptionOf<Q>;
// `id` keeps the target from being a weak type, which nothing without a shared property would match.
type Always<Qs extends readonly WizardQuestion[]> = Extract<Qs[number], { readonly id: string; readonly when?: undefined }>;
type Sometimes<Qs extends readonly WizardQuestion[]> = Exclude<Qs[number], Always<Qs>>;

/** The typed answers of a finished wizard; a question with `when` may be missing. */
export type WizardAnswers<W extends Wizard> = { readonly [Q in Always<W['questions']> as Q['id']]: AnswerOf<Q> } & {
  readonly [Q in Sometimes<W['questions']> as Q['id']]?: AnswerOf<Q>;
};

/** Keeps the literal ids and options of the questions for `WizardAnswers`. */
export function defineWizard<const Q extends readonly WizardQuestion[]>(questions: Q): Wizard<Q> {
  const ids = new Set<string>();
  for (const question of questions) {
    if (question.id === STEP_PARAM || ids.has(question.id)) throw new Error(`wizard: question id '${question.id}' is taken`);
    if (question.options.length === 0) throw new Error(`wizard: question '${question.id}' has no options`);
    ids.add(question.id);
  }
  return { questions };
}

function valuesOf(params: WizardParams, key: string): readonly string[] {
  const value = params[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

export interface ParsedAnswers {
  readonly answers: RawAnswers;
  /** Something was dropped (unknown parameter, value outside the options, a question not asked): the URL is not canonical. */
  readonly dirty: boolean;
}

/** Keeps the valid answers of the questions that apply, in question order. */
export function parseAnswers(wizard: Wizard, params: WizardParams): ParsedAnswers {
  const answers: Record<string, readonly string[]> = {};
  let dirty = Object.keys(params).some((key) => key !== STEP_PARAM && !wizard.questions.some((question) => question.id === key));
  for (const question of wizard.questions) {
    const given = valuesOf(params, question.id);
    if (given.length === 0) continue;
    const valid = question.options.filter((option) => given.includes(option));
    const kept = question.multiple ? valid : valid.slice(0, 1);
    const applies = question.when === undefined || question.when(answers);
    if (applies && kept.length > 0) answers[question.id] = kept;
    if (!applies || kept.length !== given.length || (!question.multiple && given.length > 1)) dirty = true;
  }
  return { answers, dirty };
}

/** The questions asked given these answers (a `when` sees only the answers before it). */
export function applicableQuestions(wizard: Wizard, answers: RawAnswers): readonly WizardQuestion[] {
  const before: Record<string, readonly string[]> = {};
  const asked: WizardQuestion[] = [];
  for (const question of wizard.questions) {
    if (question.when === undefined || question.when(before)) {
      asked.push(question);
      const answer = answers[question.id];
      if (answer) before[question.id] = answer;
    }
  }
  return asked;
}

/** Index (0-based, among the applicable questions) of the first one without an answer; null when all are answered. */
export function firstUnanswered(wizard: Wizard, answers: RawAnswers): number | null {
  const index = applicableQuestions(wizard, answers).findIndex((question) => !answers[question.id]?.length);
  return index === -1 ? null : index;
}

/** The canonical query string (without `?`): answers in question order, then `stap` when given. */
export function wizardQuery(wizard: Wizard, answers: RawAnswers, step?: number): string {
  const query = new URLSearchParams();
  for (const question of applicableQuestions(wizard, answers)) {
    for (const value of answers[question.id] ?? []) query.append(question.id, value);
  }
  if (step !== undefined) query.set(STEP_PARAM, String(step));
  return query.toString();
}

/** `path?query`, or the bare path when the query is empty. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

export interface WizardProgress {
  /** 1-based number of the question on screen. */
  readonly current: number;
  readonly total: number;
  /** How far along this question is, 0–100, for the bar (the last question fills it). */
  readonly percent: number;
}

export function wizardProgress(current: number, total: number): WizardProgress {
  const safeTotal = Math.max(total, 1);
  const clamped = Math.min(Math.max(current, 1), safeTotal);
  return { current: clamped, total: safeTotal, percent: Math.round((clamped / safeTotal) * 100) };
}

/** Reads `stap`: absent → null, not a whole number ≥ 1 → 'invalid'. */
export function parseStep(params: WizardParams): number | null | 'invalid' {
  const values = valuesOf(params, STEP_PARAM);
  if (values.length === 0) return null;
  const [raw] = values;
  if (values.length > 1 || raw === undefined || !/^[1-9]\d{0,2}$/.test(raw)) return 'invalid';
  return Number(raw);
}
