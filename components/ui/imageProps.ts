// next/image's own module also holds its client component (≈ 6 KB gzip), which came with every page
// that imported the module, even for getImageProps alone. The one place that names Next's inner path.
export { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';
