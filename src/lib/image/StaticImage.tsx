import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised `srcset` and `sizes` as a plain <img>, for a server component: the same
 * attributes without next/image's client component, which cost a page about 5 KB of compressed
 * JavaScript to hydrate an image that never changes in the browser (issue 21). Not for images with
 * a blur placeholder or an `onLoad`: those need the client component. An eager image with high
 * fetch priority is preloaded by React from the document's head.
 */
export function StaticImage(props: Omit<ImageProps, 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'preload' | 'priority'>) {
  const { props: attributes } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes (alt is required by ImageProps), without its client wrapper
  return <img {...attributes} />;
}
