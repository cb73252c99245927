import type { Heading } from '@/lib/markdown/render';
import styles from './content-page.module.css';

/** In-page links to the sections of a long page. */
export function TableOfContents({ headings, title }: { headings: readonly Heading[]; title: string }) {
  return (
    <nav aria-labelledby="inhoudsopgave" className={styles.toc}>
      <h2 id="inhoudsopgave" className={styles.tocTitle}>
        {title}
      </h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
