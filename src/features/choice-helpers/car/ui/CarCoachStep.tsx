import 'server-only';
import { formatPercent } from '@/lib/format/number';
import { WizardStep, type WizardStepView } from '../../wizard';
import { getT } from '@/lib/i18n/server';
import { FINANCING } from '../tables';
import { CAR_COACH_PATHS } from '../paths';


/** One question of the car keuzecoach, its copy from car-coach.json, on the shared wizard. */
export async function CarCoachStep({ step }: { step: WizardStepView }) {
  const t = await getT('car-coach');
  const id = step.question.id;
  const hint = t(`questions.${id}.hint`, { months: FINANCING.months, rate: formatPercent(FINANCING.annualRate, { fixed: true }), defaultValue: '' });
  return (
    <div className="container">
      <WizardStep
        step={step}
        startPath={CAR_COACH_PATHS.startPath}
        resultPath={CAR_COACH_PATHS.resultPath}
        landingPath={CAR_COACH_PATHS.landingPath}
        copy={{
          title: t(`questions.${id}.title`),
          hint: hint || undefined,
          options: step.question.options.map((value) => {
            const description = t(`questions.${id}.options.${value}.description`, { defaultValue: '' });
            return { value, label: t(`questions.${id}.options.${value}.label`), description: description || undefined };
          }),
          progress: t('step.progress', { current: step.progress.current, total: step.progress.total }),
          previous: t('step.previous'),
          next: t('step.next'),
          finish: t('step.finish'),
          unanswered: t('step.unanswered'),
        }}
      />
    </div>
  );
}
