import { render } from '@testing-library/react';
import { Picture } from '@/components/ui/Picture';

const photo = '/media/demo/product/vase-p46-1-c2b59b.webp';
const widthsOf = (img: Element | null) => [...(img?.getAttribute('srcset') ?? '').matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));

test('a picture offers only the listed widths, and its fallback src is the widest of them', () => {
  const all = widthsOf(render(<Picture src={photo} alt="" fill sizes="(max-width: 992px) 46vw, 18vw" />).container.querySelector('img'));
  expect(all.length).toBeGreaterThan(8);
  const img = render(<Picture src={photo} alt="" fill sizes="(max-width: 992px) 46vw, 18vw" widths={[256, 384, 640]} />).container.querySelector('img');
  expect(widthsOf(img)).toEqual([256, 384, 640]);
  expect(img?.getAttribute('src')).toContain('w=640');
  expect(img).toHaveAttribute('sizes', '(max-width: 992px) 46vw, 18vw');
});

test('widths that the optimiser does not offer leave its whole srcset', () => {
  const all = widthsOf(render(<Picture src={photo} alt="" fill sizes="50vw" />).container.querySelector('img'));
  expect(widthsOf(render(<Picture src={photo} alt="" fill sizes="50vw" widths={[333]} />).container.querySelector('img'))).toEqual(all);
});
