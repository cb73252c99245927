import type { ReactNode } from 'react';
import styles from './detail.module.css';

/** A titled block of the detail page; its heading names the region for screen readers. */
export function Section({ id, heading, children, className }: { id: string; heading: string; children: ReactNode; className?: string }) {
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
