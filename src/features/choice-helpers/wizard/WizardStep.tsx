import Form from 'next/form';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FocusHeading } from './FocusHeading';
import type { WizardStepView } from './wizard-flow';
import { withQuery } from './wizard-model';
import { WizardProgressBar } from './WizardProgressBar';
import styles from './wizard.module.css';

export interface WizardOptionCopy {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
}

/** Every string a step shows, already translated by the page (decision 006). */
export interface WizardStepCopy {
  /** The question; it is the fieldset's legend and the page's h1. */
  readonly title: string;
  readonly hint?: string;
  /** One per option of the question, in any order: the question's order wins. */
  readonly options: readonly WizardOptionCopy[];
  /** "Vraag 3 van 7". */
  readonly progress: string;
  readonly previous: string;
  readonly next: string;
  /** The last step's button ("Bekijk je advies"). */
  readonly finish: string;
  /** Shown when the visitor went on without choosing. */
  readonly unanswered: string;
}

export interface WizardStepProps {
  readonly step: WizardStepView;
  readonly copy: WizardStepCopy;
  /** The wizard's own path (`/keuzehulp/elektrische-fiets/start`). */
  readonly startPath: string;
  readonly resultPath: string;
  /** Where "Vorige" goes from the first question. */
  readonly landingPath: string;
  /** Extra content under the answers (a warning that belongs to this question). */
  readonly aside?: ReactNode;
}

/**
 * One question as a plain GET form: radios (or checkboxes) in a fieldset, the other answers as
 * hidden fields, "Vorige" as a link. Works without JavaScript; next/form makes it a client-side
 * navigation when JavaScript is there.
 */
export function WizardStep({ step, copy, startPath, resultPath, landingPath, aside }: WizardStepProps) {
  const { question } = step;
  const headingId = `wizard-${question.id}-title`;
  const hintId = `wizard-${question.id}-hint`;
  const noticeId = `wizard-${question.id}-notice`;
  const labels = new Map(copy.options.map((option) => [option.value, option]));
  const describedBy = [copy.hint ? hintId : null, step.unanswered ? noticeId : null].filter(Boolean).join(' ') || undefined;
  const previousHref = step.previousQuery === null ? landingPath : withQuery(startPath, step.previousQuery);
  return (
    // Keyed by step: a client-side navigation mounts fresh inputs (defaultChecked) and re-focuses the heading.
    <section key={`${question.id}-${String(step.unanswered)}`} className={styles.wizard} aria-labelledby={headingId}>
      <WizardProgressBar progress={step.progress} label={copy.progress} />
      <Form action={step.isLast ? resultPath : startPath} className={styles.form}>
        {step.hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <fieldset className={styles.fieldset} aria-describedby={describedBy}>
          <legend className={styles.legend}>
            <FocusHeading id={headingId} className={styles.title}>
              {copy.title}
            </FocusHeading>
          </legend>
          {copy.hint ? (
            <p id={hintId} className={styles.hint}>
              {copy.hint}
            </p>
          ) : null}
          {step.unanswered ? (
            <p id={noticeId} className={styles.notice} role="alert">
              {copy.unanswered}
            </p>
          ) : null}
          <div className={styles.options}>
            {question.options.map((value) => {
              const option = labels.get(value);
              return (
                <label key={value} className={styles.option}>
                  <input
                    className={styles.input}
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={question.id}
                    value={value}
                    defaultChecked={step.selected.includes(value)}
                  />
                  <span className={styles.optionText}>
                    <span className={styles.optionLabel}>{option?.label ?? value}</span>
                    {option?.description ? <span className={styles.optionDescription}>{option.description}</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {aside}
        <div className={styles.actions}>
          <Link className={styles.previous} href={previousHref}>
            {copy.previous}
          </Link>
          <button type="submit" className={styles.next}>
            {step.isLast ? copy.finish : copy.next}
          </button>
        </div>
      </Form>
    </section>
  );
}
