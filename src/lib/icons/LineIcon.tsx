import type { ReactNode, SVGProps } from 'react';

/**
 * The frame every line icon of the site is drawn in: a 24-unit grid, stroked in currentColor so it
 * takes the text colour around it. Decorative (hidden from screen readers) unless `title` names it;
 * the buttons and links that hold icons carry their own text names.
 */
export function LineIcon({
  size = 24,
  strokeWidth = 1.8,
  title,
  children,
  ...rest
}: Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; title?: string; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
