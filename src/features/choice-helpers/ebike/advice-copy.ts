/**
 * The advice in words, for the result page and the mail alike, so both say exactly the same.
 * Pure: the caller passes a translator of the `choice-helper` namespace.
 */
import { formatEuros } from '@/lib/format/number';
import type { Translate } from '@/lib/i18n/translate';
import type { EbikeAdvice } from './rules';

export interface AdviceCopy {
  readonly archetype: string;
  readonly summary: string;
  readonly points: readonly string[];
  readonly budget: readonly string[];
  readonly tip: string;
}

export function adviceCopy(advice: EbikeAdvice, t: Translate): AdviceCopy {
  const { budget } = advice;
  const budgetLines = [
    t('result.budgetRange', { min: formatEuros(budget.min), max: formatEuros(budget.max) }),
    budget.yours === null ? t('result.budgetNoLimit') : t('result.budgetYours', { max: formatEuros(budget.yours) }),
  ];
  if (budget.tight) budgetLines.push(t('result.budgetTight'));
  return {
    archetype: t(`archetypes.${advice.archetype}.name`),
    summary: t(`archetypes.${advice.archetype}.summary`),
    points: advice.points.map((point) => t(`advice.${point.key}`, point.values)),
    budget: budgetLines,
    tip: t(`tips.${advice.tip}`),
  };
}
