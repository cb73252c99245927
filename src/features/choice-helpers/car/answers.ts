/**
 * The car keuzecoach's questions, in the order the wizard asks them, and the answers each takes
 * (decision 025, "Car keuzecoach"). Ids and options are the words in the URL
 * (`/keuzecoach/resultaat?gebruik=stad&km=10000-20000…`), so a result can be shared and every step
 * renders on the server. Pure: no React, no database.
 */
import { defineWizard, type WizardAnswers } from '../wizard/wizard-model';
import { PROVINCES, type Province } from './tables';

export const USES = ['stad', 'gemengd', 'lang'] as const;
export type Use = (typeof USES)[number];
/** Kilometres a year, in bands; the band's typical distance is `KILOMETRES_PER_YEAR`. */
export const KILOMETRE_BANDS = ['tot-10000', '10000-20000', '20000-30000', 'meer-dan-30000'] as const;
export type KilometreBand = (typeof KILOMETRE_BANDS)[number];
export const HOUSEHOLDS = ['klein', 'gezin', 'groot'] as const;
export type Household = (typeof HOUSEHOLDS)[number];
export const LUGGAGE = ['weinig', 'gemiddeld', 'veel'] as const;
export type Luggage = (typeof LUGGAGE)[number];
/** Where the car stands at night and whether it can charge there. */
export const CHARGING = ['thuis', 'openbaar', 'geen'] as const;
export type Charging = (typeof CHARGING)[number];
/**
 * The budget, as a purchase price or as a monthly instalment, in one question: `koop-20000` or
 * `maand-350`. One step rather than "how" and then "how much", so the number of questions never
 * changes halfway (the progress would jump from "van 8" to "van 9").
 */
export const BUDGETS = ['koop-7500', 'koop-10000', 'koop-15000', 'koop-20000', 'koop-30000', 'koop-45000', 'maand-150', 'maand-250', 'maand-350', 'maand-500', 'maand-700'] as const;
export type BudgetValue = (typeof BUDGETS)[number];
export type Budget = { kind: 'koop' | 'maand'; euros: number };
/** Wishes, any number; `geen` answers the step for a visitor without any. */
export const PREFERENCES = ['automaat', 'ruimte', 'zuinig', 'trekhaak'] as const;
export type Preference = (typeof PREFERENCES)[number];
export const NO_PREFERENCE = 'geen';

export const CAR_WIZARD = defineWizard([
  { id: 'gebruik', options: USES },
  { id: 'km', options: KILOMETRE_BANDS },
  { id: 'huishouden', options: HOUSEHOLDS },
  { id: 'bagage', options: LUGGAGE },
  { id: 'laden', options: CHARGING },
  { id: 'provincie', options: PROVINCES },
  { id: 'budget', options: BUDGETS },
  { id: 'wensen', options: [...PREFERENCES, NO_PREFERENCE], multiple: true },
] as const);

export type CarWizardAnswers = WizardAnswers<typeof CAR_WIZARD>;

export interface CarAnswers {
  use: Use;
  kilometres: KilometreBand;
  household: Household;
  luggage: Luggage;
  charging: Charging;
  province: Province;
  budget: Budget;
  preferences: Preference[];
}

export function budgetOf(value: BudgetValue): Budget {
  const [kind, euros] = value.split('-');
  return { kind: kind === 'maand' ? 'maand' : 'koop', euros: Number(euros) };
}

/** The rules' view of a finished wizard. */
export function carAnswersOf(answers: CarWizardAnswers): CarAnswers {
  return {
    use: answers.gebruik,
    kilometres: answers.km,
    household: answers.huishouden,
    luggage: answers.bagage,
    charging: answers.laden,
    province: answers.provincie,
    budget: budgetOf(answers.budget),
    // "Geen" beside a real wish is a slip of the finger: the wish counts.
    preferences: PREFERENCES.filter((preference) => answers.wensen.includes(preference)),
  };
}

export { PROVINCES, type Province };
