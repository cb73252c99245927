import { getT } from '@/lib/i18n/server';
import { followRedirect, resolveStart, WizardStep, type WizardParams, type WizardStepCopy } from '../wizard';
import { EBIKE_PATHS, EBIKE_WIZARD } from './questions';
import styles from './ebike.module.css';

/** /keuzehulp/elektrische-fiets/start: one question per URL; a hand-made URL is cleaned by a redirect. */
export async function EbikeStart({ params }: { params: WizardParams }) {
  const view = resolveStart(EBIKE_WIZARD, params);
  if (view.kind === 'redirect') followRedirect(EBIKE_PATHS, view);
  const t = await getT('choice-helper');
  const id = view.question.id;
  const hint = t(`questions.${id}.hint`, { defaultValue: '' });
  const copy: WizardStepCopy = {
    title: t(`questions.${id}.title`),
    ...(hint ? { hint } : {}),
    options: view.question.options.map((value) => {
      const description = t(`questions.${id}.options.${value}.description`, { defaultValue: '' });
      return { value, label: t(`questions.${id}.options.${value}.label`), ...(description ? { description } : {}) };
    }),
    progress: t('wizard.progress', { current: view.progress.current, total: view.progress.total }),
    previous: t('wizard.previous'),
    next: t('wizard.next'),
    finish: t('wizard.finish'),
    unanswered: t('wizard.unanswered'),
  };
  const aside = id === 'snelheid' ? <p className={styles.notice}>{t('speedPedelecNotice')}</p> : null;
  return (
    <div className="container">
      <WizardStep step={view} copy={copy} aside={aside} {...EBIKE_PATHS} />
    </div>
  );
}

/** The page title names the step, so a screen reader and the history list tell the steps apart. */
export async function ebikeStartTitle(params: WizardParams): Promise<string> {
  const t = await getT('choice-helper');
  const view = resolveStart(EBIKE_WIZARD, params);
  const progress = view.kind === 'step' ? view.progress : { current: 1, total: EBIKE_WIZARD.questions.length };
  return t('meta.startTitle', { current: progress.current, total: progress.total });
}
