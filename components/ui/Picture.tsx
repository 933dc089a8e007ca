import type { ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { getImageProps } from './imageProps';
import styles from './Picture.module.css';

type PictureProps = ImageProps & {
  /**
   * Only these widths of the optimiser's srcset (each one of next.config's image sizes): the ones the
   * picture can be drawn at. Next offers every configured width above the smallest `sizes` share, 11
   * for a product card, each written twice in the page (HTML and its React payload).
   */
  widths?: readonly number[];
};

/** The srcset's candidates whose width is listed, and the widest of them as the fallback src. */
function keepWidths(srcSet: string | undefined, src: string, widths: readonly number[] | undefined) {
  if (!srcSet || !widths) return { srcSet, src };
  const kept = srcSet.split(', ').filter((candidate) => widths.includes(Number(/ (\d+)w$/.exec(candidate)?.[1])));
  return kept.length ? { srcSet: kept.join(', '), src: kept.at(-1)!.replace(/ \d+w$/, '') } : { srcSet, src };
}

/**
 * A picture through the image optimiser (srcset, sizes, AVIF or WebP) as a plain <img>, without
 * next/image's client component: a listing's 24 pictures rendered on the server no longer hydrate
 * one by one on a phone (issue 21), and client components use it for the same reason. `preload`
 * puts the picture's srcset in the head and, as the page's largest paint, fetches it first
 * (`fetchpriority="high"` on both).
 */
export function Picture({ preload: preloaded = false, widths, ...props }: PictureProps) {
  const { props: all } = getImageProps({ ...props, ...(preloaded ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  // The fill's inline style (≈ 200 bytes with its unset keys, for each of a listing's 24 cards, in the HTML and its payload) as a class.
  const { style, ...rest } = all;
  const shown = props.fill && !props.style ? { ...rest, className: [styles.fill, all.className].filter(Boolean).join(' ') } : { ...rest, style };
  const img = { ...shown, ...keepWidths(all.srcSet, all.src, widths) };
  if (preloaded) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // The optimiser's own markup from getImageProps, only without the component that would hydrate it.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={props.alt} />;
}
