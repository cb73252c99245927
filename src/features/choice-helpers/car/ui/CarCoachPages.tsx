import 'server-only';
import type { Metadata } from 'next';
import { followRedirect, resolveResult, resolveStart, type WizardParams } from '../../wizard';
import { getT } from '@/lib/i18n/server';
import { CAR_WIZARD, carAnswersOf } from '../answers';
import { carCoachResult } from '../coach-result.server';
import { CAR_COACH_PATHS } from '../paths';
import { CarCoachResult } from './CarCoachResult';
import { CarCoachStep } from './CarCoachStep';

/** /keuzecoach/start: the step the URL asks for, or a redirect to the first unanswered one (issue 16, bad input). */
export async function CarCoachStartPage({ params }: { params: WizardParams }) {
  const view = resolveStart(CAR_WIZARD, params);
  if (view.kind === 'redirect') followRedirect(CAR_COACH_PATHS, view);
  return <CarCoachStep step={view} />;
}

/** /keuzecoach/resultaat: the advice for a complete set of answers; anything less goes back to the steps. */
export async function CarCoachResultPage({ params }: { params: WizardParams }) {
  const view = resolveResult(CAR_WIZARD, params);
  if (view.kind === 'redirect') followRedirect(CAR_COACH_PATHS, view);
  return <CarCoachResult result={await carCoachResult(carAnswersOf(view.answers))} query={view.query} />;
}

/** Titles and robots of the three pages: the landing is for search engines, steps and results are personal. */
export async function carCoachMetadata(page: 'landing' | 'start' | 'result'): Promise<Metadata> {
  const t = await getT('car-coach');
  const description = t('meta.description');
  if (page === 'landing') return { title: t('meta.title'), description, alternates: { canonical: CAR_COACH_PATHS.landingPath } };
  const title = page === 'result' ? t('meta.resultTitle') : t('meta.title');
  const canonical = page === 'result' ? CAR_COACH_PATHS.resultPath : CAR_COACH_PATHS.startPath;
  return { title, description, alternates: { canonical }, robots: { index: false, follow: true } };
}
