import type { RefObject } from 'react';
import { keepTabInside } from '@/lib/dialog/focus-trap';
import { CarouselArrows } from './CarouselArrows';
import { CloseIcon } from './CarouselIcons';
import { fullscreenLoading, hasSteps, photoAlt } from './carousel-model';
import { FULL_SIZES, type CarouselCopy, type CarouselPhoto } from './photos';
import type { TrackEvents } from './use-media-carousel';
import styles from './carousel.module.css';

interface Props {
  photos: readonly CarouselPhoto[];
  index: number;
  open: boolean;
  counter: string;
  copy: CarouselCopy;
  go: (target: number) => void;
  dialog: RefObject<HTMLDialogElement | null>;
  track: RefObject<HTMLDivElement | null>;
  trackEvents: TrackEvents;
  onClose: () => void;
}

/**
 * The fullscreen view: a native modal <dialog>, so Escape, the inert page and focus back on the
 * opener come from the browser; Tab wraps inside it (lib/dialog/focus-trap) instead of leaving for
 * the browser's toolbar. Not lib/dialog's ModalDialog: the photos need the whole screen, not its header.
 */
export function CarouselFullscreen({ photos, index, open, counter, copy, go, dialog, track, trackEvents, onClose }: Props) {
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={copy.label} onClose={onClose} onKeyDown={(event) => keepTabInside(event, event.currentTarget)}>
      {open && (
        <div className={styles.full}>
          <div className={styles.fullBar}>
            <span className={styles.fullCounter} aria-live="polite">
              {counter}
            </span>
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()} autoFocus>
              <CloseIcon />
              <span>{copy.close}</span>
            </button>
          </div>
          <div ref={track} className={styles.fullTrack} tabIndex={0} role="group" aria-label={photoAlt(copy, index, photos.length)} {...trackEvents}>
            {photos.map((photo, i) => (
              // eslint-disable-next-line @next/next/no-img-element -- next/image's srcset, rendered without its client wrapper
              <img key={photo.src} className={styles.fullSlide} src={photo.src} srcSet={photo.srcSet} sizes={FULL_SIZES} width={photo.width} height={photo.height} alt={photoAlt(copy, i, photos.length)} loading={fullscreenLoading(i, index)} draggable={false} />
            ))}
          </div>
          {hasSteps(photos.length) && <CarouselArrows index={index} go={go} copy={copy} full />}
        </div>
      )}
    </dialog>
  );
}
