import type { OutputOf } from '@/lib/api/contract';

/** An arts or workshop item as the listing shows it (spec 02 §3 Arts item). */
export type WorkshopCardData = OutputOf<'get-arts-workshops'>['dataList'][number];
