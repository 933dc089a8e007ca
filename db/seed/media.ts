import type { DemoKind } from '@/lib/server/media/demo-images';

/** Demo pictures are drawn on first request by the media route (lib/server/media/demo-images). */
export const demoPhoto = (kind: DemoKind, name: string) => `/media/demo/${kind}/${name}.webp`;
