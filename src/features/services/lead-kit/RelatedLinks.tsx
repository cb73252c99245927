import Link from 'next/link';
import styles from './service.module.css';

export interface RelatedLink {
  href: string;
  label: string;
  hint: string;
}

/** Where to go next from a service page: never a dead end. */
export function RelatedLinks({ heading, links }: { heading: string; links: readonly RelatedLink[] }) {
  return (
    <section className={styles.card} aria-labelledby="related-heading">
      <h2 id="related-heading">{heading}</h2>
      <ul className={styles.related}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>
              <strong>{link.label}</strong>
              <span>{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
