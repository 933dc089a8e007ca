import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A picture through the image optimiser (srcset, sizes, AVIF or WebP) as a plain <img>, without
 * next/image's client component: a listing's 24 pictures rendered on the server no longer hydrate
 * one by one on a phone (issue 21). `preload` puts the picture's srcset in the head and, as the page's
 * largest paint, fetches it first (`fetchpriority="high"` on both). Client components keep next/image.
 */
export function Picture({ preload: preloaded = false, ...props }: ImageProps) {
  const { props: img } = getImageProps({ ...props, ...(preloaded ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  if (preloaded) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // The optimiser's own markup from getImageProps, only without the component that would hydrate it.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={props.alt} />;
}
