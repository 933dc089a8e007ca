/** The sandbox's answers: never cached, never indexed, never framed. */
export const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

export const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** A form post's text fields, bounded: the sandbox takes what PayTR's page takes and no more. */
export async function formFields(request: Request): Promise<Record<string, string> | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key.length <= 64 && Object.keys(fields).length < 60) fields[key] = value.slice(0, 4000);
  return fields;
}
