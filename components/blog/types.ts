import type { OutputOf } from '@/lib/api/contract';

export type BlogCardData = OutputOf<'get-blogs'>['blogList'][number];
export type BlogDetailData = OutputOf<'get-blog-detail'>['blogData'];
