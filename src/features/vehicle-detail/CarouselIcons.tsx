import { LineIcon } from '@/lib/icons/LineIcon';

/** The carousel's icons; decorative, the buttons carry the labels. */
export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon strokeWidth={2.5}>
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </LineIcon>
  );
}

export function ExpandIcon() {
  return (
    <LineIcon size={20} strokeWidth={2.2}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </LineIcon>
  );
}

export function CloseIcon() {
  return (
    <LineIcon size={20} strokeWidth={2.4}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}
