import type { ArticleCategory } from './article-model';
import styles from './drawn-header.module.css';

/** A full circle as a path (two half arcs), so each drawing is one stroked path. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** An article without a photo gets a drawn header in its category's colours: never an empty box. */
const SHAPES: Record<ArticleCategory, { tint: string; path: string }> = {
  car: {
    tint: '#1f4a80',
    path: `M86 132v-16c0-5 3-8 8-9l22-4 18-18c4-4 9-6 15-6h36c7 0 12 3 16 8l14 16 14 3c5 1 8 5 8 10v16H86ZM140 100l10-10h30l10 10Z${circle(116, 134, 14)}${circle(204, 134, 14)}`,
  },
  bicycle: {
    tint: '#0f7a3d',
    path: `${circle(108, 126, 24)}${circle(212, 126, 24)}M108 126h50l-12-42-38 42M146 84h52l-40 42M198 84l14 42M198 84l-4-14h14M146 84l-2-8M134 76h20`,
  },
  motor: {
    tint: '#b3261e',
    path: `${circle(106, 128, 22)}${circle(214, 128, 22)}M106 128l34-26h44l30 26M140 102l10-16h30l10 16M196 80l18 48M188 72h16M150 128h34`,
  },
  caramper: {
    tint: '#13315c',
    path: `M84 126V84c0-7 5-12 12-12h104c13 0 22 9 22 22v32H84ZM104 90h34v18h-34ZM158 90h40v18h-40ZM222 118h26${circle(140, 132, 12)}`,
  },
  algemeen: { tint: '#0b2545', path: 'M160 62l-46 18v30c0 26 20 46 46 52 26-6 46-26 46-52V80l-46-18ZM138 112l16 16 30-32' },
};

export function DrawnHeader({ category }: { category: ArticleCategory }) {
  const shape = SHAPES[category];
  // Two layers: the backdrop fills any box (slice), the vehicle always shows whole (meet).
  return (
    <div className={styles.drawing} aria-hidden="true">
      <svg className={styles.layer} viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" focusable="false">
        <rect width="320" height="180" fill={shape.tint} />
        <circle cx="268" cy="40" r="64" fill="#ffd200" opacity="0.9" />
        <path d="M0 150c60-18 120-18 180 0s100 18 140 4v26H0Z" fill="#fff" opacity="0.14" />
      </svg>
      <svg className={styles.layer} viewBox="70 40 180 130" preserveAspectRatio="xMidYMid meet" focusable="false">
        <path d={shape.path} fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
