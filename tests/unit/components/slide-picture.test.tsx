import { render } from '@testing-library/react';
import { PORTRAIT_MEDIA, SlidePicture } from '@/components/home/SlidePicture';

const wide = '/media/demo/slider/collection-s1.webp';
const portrait = '/media/demo/slider-mobile/collection-s1.webp';

test('phones get the portrait source of a slide; the first slide is fetched first and never lazily', () => {
  const { container } = render(<SlidePicture src={wide} mobileSrc={portrait} first />);
  const source = container.querySelector('picture > source');
  expect(source).toHaveAttribute('media', PORTRAIT_MEDIA);
  expect(PORTRAIT_MEDIA).toBe('(max-width: 640px)');
  expect(source?.getAttribute('srcset')).toContain(encodeURIComponent(portrait));
  expect(source?.getAttribute('srcset')).not.toContain(encodeURIComponent(wide));
  const img = container.querySelector('picture > img');
  expect(img?.getAttribute('srcset')).toContain(encodeURIComponent(wide));
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveAttribute('loading', 'eager');
});

test('later slides load lazily and last, and a slide without a portrait picture is one plain image', () => {
  const later = render(<SlidePicture src={wide} mobileSrc={portrait} first={false} />).container;
  expect(later.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(later.querySelector('img')).toHaveAttribute('fetchpriority', 'low');
  const single = render(<SlidePicture src={wide} mobileSrc={null} first={false} />).container;
  expect(single.querySelector('picture')).toBeNull();
  expect(single.querySelector('img')?.getAttribute('srcset')).toContain(encodeURIComponent(wide));
});
