import { dotsPath, gridPath } from './chart-geometry';
import type { PriceChartModel } from './chart-model';
import styles from './price-chart.module.css';

/**
 * The listing's price against similar vehicles' (issue 15): server-rendered, no chart library and
 * no JavaScript. The plot is an SVG stretched to the column; dots are round-capped points whose
 * stroke does not scale, so they stay round at any width. Labels are HTML placed by percentage, so
 * they keep their size. The picture is hidden from screen readers; the summary says it in words.
 */
export function PriceChart({ model }: { model: PriceChartModel }) {
  const { geometry, subject } = model;
  const offered = geometry.dots.filter((dot) => !dot.sold);
  const sold = geometry.dots.filter((dot) => dot.sold);
  const marker = dotsPath([geometry.subject]);
  const { x, y } = geometry.subject;
  const labelPlace = `${x > 66 ? styles.toLeft : x < 34 ? styles.toRight : ''} ${y < 18 ? styles.below : ''}`;
  return (
    <figure className={styles.figure}>
      <div className={styles.frame} aria-hidden="true">
        <span className={styles.yAxis}>{model.yAxis}</span>
        <div className={styles.yTicks}>
          {model.yTicks.map((tick) => (
            <span key={tick.at} className={styles.yTick} style={{ top: `${tick.at}%` }}>
              {tick.label}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg className={styles.svg} viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
            <path className={styles.grid} d={gridPath(geometry.y.ticks)} />
            {geometry.bandPath && <path className={styles.band} d={geometry.bandPath} />}
            <path className={styles.offered} d={dotsPath(offered)} />
            {sold.length > 0 && (
              <>
                <path className={styles.soldRing} d={dotsPath(sold)} />
                <path className={styles.soldHole} d={dotsPath(sold)} />
              </>
            )}
            <path className={`${styles.subjectHalo} ${styles[model.rating]}`} d={marker} />
            <path className={`${styles.subjectDot} ${styles[model.rating]}`} d={marker} />
          </svg>
          <span className={`${styles.subjectLabel} ${labelPlace}`} style={{ left: `${x}%`, top: `${y}%` }}>
            {subject}
          </span>
        </div>
        <div className={styles.xTicks}>
          {model.xTicks.map((tick) => (
            <span key={tick.at} className={styles.xTick} style={{ left: `${tick.at}%` }}>
              {tick.label}
            </span>
          ))}
        </div>
        <span className={styles.xAxis}>{model.xAxis}</span>
      </div>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendOffered}>{model.legend.offered}</li>
        {model.legend.sold && <li className={styles.legendSold}>{model.legend.sold}</li>}
        <li className={styles.legendBand}>{model.legend.band}</li>
        <li className={`${styles.legendSubject} ${styles[model.rating]}`}>{subject}</li>
      </ul>
      {/* A figure's caption is its first or last child. */}
      <p className="visually-hidden">{model.summary}</p>
      <figcaption className={styles.caption}>{model.caption}</figcaption>
    </figure>
  );
}
