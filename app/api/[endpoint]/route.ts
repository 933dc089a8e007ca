import type { NextRequest } from 'next/server';
import { dispatch } from '@/lib/server/api/dispatch';

type Params = { params: Promise<{ endpoint: string }> };

const handle = async (request: NextRequest, { params }: Params) => dispatch(request, (await params).endpoint);

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
