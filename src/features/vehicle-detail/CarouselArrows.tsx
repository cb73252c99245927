import { Chevron } from './CarouselIcons';
import type { CarouselCopy } from './photos';
import styles from './carousel.module.css';

/** Previous and next, on the page's track or (`full`) on the fullscreen one. */
export function CarouselArrows({ index, go, copy, full = false }: { index: number; go: (target: number) => void; copy: Pick<CarouselCopy, 'previous' | 'next'>; full?: boolean }) {
  const extra = full ? ` ${styles.fullArrow}` : '';
  return (
    <>
      <button type="button" className={`${styles.arrow}${extra} ${styles.arrowPrevious}`} onClick={() => go(index - 1)} aria-label={copy.previous}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={`${styles.arrow}${extra} ${styles.arrowNext}`} onClick={() => go(index + 1)} aria-label={copy.next}>
        <Chevron direction="right" />
      </button>
    </>
  );
}
