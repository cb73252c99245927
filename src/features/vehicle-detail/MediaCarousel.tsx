'use client';

import { CarouselArrows } from './CarouselArrows';
import { CarouselFullscreen } from './CarouselFullscreen';
import { ExpandIcon } from './CarouselIcons';
import { CarouselThumbnails } from './CarouselThumbnails';
import { counterLabel, hasSteps, photoAlt, slides } from './carousel-model';
import { MAIN_SIZES, type CarouselCopy, type CarouselPhoto } from './photos';
import { useMediaCarousel } from './use-media-carousel';
import styles from './carousel.module.css';

/**
 * The media carousel (product §2): a scroll-snap track (native swipe), previous/next buttons, arrow
 * keys, a thumbnail strip and a fullscreen view. Only the first photo loads eagerly; the server
 * preloads it.
 */
export function MediaCarousel({ photos, copy }: { photos: CarouselPhoto[]; copy: CarouselCopy }) {
  const count = photos.length;
  const { index, reach, fullscreen, go, open, onDialogClose, onKeyDown, dialog, strip, track, trackEvents, fullTrack, fullTrackEvents } = useMediaCarousel(count);
  const counter = counterLabel(copy, index, count);

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={copy.label} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <div ref={track} className={styles.track} tabIndex={0} role="group" aria-label={photoAlt(copy, index, count)} {...trackEvents} onClick={(event) => open(event.currentTarget)}>
          {slides(photos, reach, copy, MAIN_SIZES).map(({ key, alt, ...slide }) => (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's srcset, rendered without its client wrapper
            <img key={key} className={styles.slide} {...slide} alt={alt} decoding="async" draggable={false} />
          ))}
        </div>
        {hasSteps(count) && <CarouselArrows index={index} go={go} copy={copy} />}
        <span className={styles.counter} aria-live="polite">
          {counter}
        </span>
        <button type="button" className={styles.expand} onClick={(event) => open(event.currentTarget)} aria-label={copy.fullscreen}>
          <ExpandIcon />
        </button>
      </div>
      {hasSteps(count) && <CarouselThumbnails photos={photos} index={index} go={go} copy={copy} strip={strip} />}
      <CarouselFullscreen photos={photos} index={index} open={fullscreen} counter={counter} copy={copy} go={go} dialog={dialog} track={fullTrack} trackEvents={fullTrackEvents} onClose={onDialogClose} />
    </div>
  );
}
