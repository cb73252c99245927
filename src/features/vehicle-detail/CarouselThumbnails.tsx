import type { RefObject } from 'react';
import { thumbnailLabel } from './carousel-model';
import type { CarouselCopy, CarouselPhoto } from './photos';
import styles from './carousel.module.css';

export function CarouselThumbnails({ photos, index, go, copy, strip }: { photos: readonly CarouselPhoto[]; index: number; go: (target: number) => void; copy: Pick<CarouselCopy, 'thumbnails' | 'thumbnail'>; strip: RefObject<HTMLUListElement | null> }) {
  return (
    <ul ref={strip} className={styles.thumbs} aria-label={copy.thumbnails}>
      {photos.map((photo, i) => (
        <li key={photo.src}>
          <button type="button" className={styles.thumb} aria-current={i === index ? 'true' : undefined} aria-label={thumbnailLabel(copy, i)} onClick={() => go(i)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's srcset, rendered without its client wrapper */}
            <img src={photo.thumbSrc} srcSet={photo.thumbSrcSet} width={80} height={60} alt="" loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  );
}
