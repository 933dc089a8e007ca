import { mediaResponse } from '@/lib/server/media/serve';

/** Pictures and the about page's film from the media store; the logic lives in lib/server/media. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return mediaResponse((await params).path, request.headers.get('range'));
}
