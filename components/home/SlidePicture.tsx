import { preload } from 'react-dom';
import { getImageProps } from '@/components/ui/imageProps';
import { Picture } from '@/components/ui/Picture';

/** Phones up to this width get the portrait picture of a slide. */
export const PORTRAIT_MEDIA = '(max-width: 640px)';
const LANDSCAPE_MEDIA = '(min-width: 641px)';

interface SlidePictureProps {
  src: string;
  /** Portrait picture for phones; without it every screen gets `src`. */
  mobileSrc: string | null;
  /** The first slide is the page's largest paint: preloaded and fetched first; the rest wait. */
  first: boolean;
  className?: string;
}

/**
 * A full-bleed slide image, art-directed: one <picture>, so a phone downloads only its own source.
 * Plain markup from the optimiser's props, as Picture draws it: no next/image component to ship.
 */
export function SlidePicture({ src, mobileSrc, first, className }: SlidePictureProps) {
  const common = { alt: '', fill: true, sizes: '100vw', quality: 85, className } as const;
  const loading = first ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', fetchPriority: 'low' } as const);
  if (!mobileSrc) return <Picture {...common} {...loading} preload={first} src={src} />;
  const { props } = getImageProps({ ...common, ...loading, src });
  const { props: portrait } = getImageProps({ ...common, src: mobileSrc });
  if (first) {
    // One preload per screen shape (media-scoped), so a phone never fetches the wide picture first.
    preload(portrait.src, { as: 'image', imageSrcSet: portrait.srcSet, imageSizes: portrait.sizes, media: PORTRAIT_MEDIA, fetchPriority: 'high' });
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, media: LANDSCAPE_MEDIA, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source media={PORTRAIT_MEDIA} srcSet={portrait.srcSet} sizes={portrait.sizes} />
      <img {...props} alt="" />
    </picture>
  );
}
