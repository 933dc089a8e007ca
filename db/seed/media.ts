import type { DemoKind } from '@/lib/server/media/demo-images';
import type { Subject } from '@/lib/server/media/demo/subjects';

/** Demo pictures are drawn on first request by the media route (lib/server/media/demo-images). */
export const demoPhoto = (kind: DemoKind, name: string) => `/media/demo/${kind}/${name}.webp`;

/** A product photo: its subject, the product, the view (n, or `v<n>` for a variation's swatch) and the colour shown. */
export const productPhoto = (subject: Subject, id: number, view: number | string, tone: string) =>
  demoPhoto('product', `${subject}-p${id}-${view}-${tone.replace('#', '').toLowerCase()}`);
