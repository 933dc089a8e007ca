import { mediaResponse } from '@/lib/server/media/serve';

/** Pictures from the media store; the logic lives in lib/server/media. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return mediaResponse((await params).path);
}
