import type { WizardProgress } from './wizard-model';
import styles from './wizard.module.css';

/** "Vraag 3 van 7" with a bar; the text is what assistive technology reads, the bar is decoration. */
export function WizardProgressBar({ progress, label }: { progress: WizardProgress; label: string }) {
  return (
    <div className={styles.progress}>
      <p className={`${styles.progressLabel} tabular`}>{label}</p>
      <div className={styles.progressTrack} aria-hidden="true">
        <span className={styles.progressFill} style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
