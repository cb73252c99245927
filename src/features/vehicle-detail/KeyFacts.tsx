import type { Fact } from './key-facts';
import styles from './detail.module.css';

export function KeyFacts({ facts }: { facts: Fact[] }) {
  if (!facts.length) return null;
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd className="tabular">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
