import styles from './vehicle-card.module.css';

/** The card's layout without content, shown while results load (same size: no layout shift). */
export function VehicleCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.photo} />
      <div className={styles.body}>
        <span className={styles.bone} />
        <span className={styles.bone} />
        <span className={styles.bone} />
        <span className={styles.bone} />
        <span className={styles.bone} />
      </div>
    </div>
  );
}

export function SkeletonGrid({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className={styles.grid} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <VehicleCardSkeleton key={index} />
      ))}
    </div>
  );
}
