/** @jest-environment node */
import { signSession } from '@/lib/server/auth/session';
import { MAX_BODY_BYTES } from '@/lib/server/api/dispatch';
import { getDatabase } from '@/lib/server/db/client';
import { freshShop, post } from '../support/shop';

beforeAll(() => freshShop({ seed: false }));

describe('the API envelope: every error class answers with an envelope and a 4xx', () => {
  it('answers a good call with succeeded, message and data', async () => {
    const { status, body } = await post('generate-guid');
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: '', data: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('refuses malformed JSON with 400 bad_json, in the caller language', async () => {
    const tr = await post('generate-guid', undefined, { body: '{"Checker": tru', headers: { 'accept-language': 'tr-TR' } });
    expect(tr.status).toBe(400);
    expect(tr.body).toMatchObject({ succeeded: false, code: 'bad_json', data: null });
    expect(tr.body.message).toMatch(/JSON/);
    const en = await post('generate-guid', undefined, { body: 'nope', headers: { 'accept-language': 'en-US' } });
    expect(en.body.message).toBe('The request could not be read: the body is not valid JSON.');
  });

  it('refuses a body of the wrong shape with 400 bad_envelope', async () => {
    for (const body of ['[]', '"x"', '{"data": [1]}', '{"data": "x"}', 'null']) {
      const { status, body: reply } = await post('generate-guid', undefined, { body });
      expect(status).toBe(400);
      expect(reply.code).toBe('bad_envelope');
    }
  });

  it('refuses data that breaks the schema with 400 and a localized field message', async () => {
    const tr = await post('get-seo-tag-data', { LanguageId: 1 });
    expect(tr.status).toBe(400);
    expect(tr.body).toMatchObject({ succeeded: false, code: 'validation_failed' });
    expect(tr.body.message).toBe('Pathname alanı zorunludur.');
    expect(tr.body.errors).toEqual({ Pathname: 'Pathname alanı zorunludur.' });
    const en = await post('get-seo-tag-data', { LanguageId: 2, DataId: 'abc', Pathname: '/' });
    expect(en.body.errors.DataId).toBe('DataId has an invalid value.');
    const badLanguage = await post('get-slider', { LanguageId: 9 });
    expect(badLanguage.status).toBe(400);
  });

  it('answers an unknown endpoint with 404', async () => {
    const { status, body } = await post('drop-tables');
    expect(status).toBe(404);
    expect(body.code).toBe('unknown_endpoint');
  });

  it('answers a GET with 405 and an Allow header', async () => {
    const { status, body, headers } = await post('get-slider', undefined, { method: 'GET' });
    expect(status).toBe(405);
    expect(body.code).toBe('method_not_allowed');
    expect(headers.get('allow')).toBe('POST');
  });

  it('refuses an oversized body with 413 without reading it whole', async () => {
    const huge = JSON.stringify({ Checker: true, data: { pad: 'x'.repeat(MAX_BODY_BYTES) } });
    const { status, body } = await post('generate-guid', undefined, { body: huge });
    expect(status).toBe(413);
    expect(body.code).toBe('payload_too_large');
  });

  it('refuses a non-JSON content type with 415', async () => {
    const { status } = await post('generate-guid', undefined, { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(status).toBe(415);
  });

  it('answers 401 when a member record is asked for without a session, 403 for someone else', async () => {
    const anonymous = await post('get-cart-count', { UserId: 5 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('login_required');
    const cookie = `vitrin_session=${await signSession({ userId: 7 })}`;
    const other = await post('get-cart-count', { UserId: 5 }, { headers: { cookie } });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('forbidden');
    const forged = await post('get-cart-count', { UserId: 7 }, { headers: { cookie: 'vitrin_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.x' } });
    expect(forged.status).toBe(401);
  });

  it('answers 404 with the catalogue message when a record is missing', async () => {
    const { status, body } = await post('get-seo-tag-data', { LanguageId: 2, Pathname: '/nowhere' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ succeeded: false, code: 'content_not_found', message: 'Content not found.' });
  });

  it('answers a failure of the store with 500 and the generic localized text, never a stack', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await (await getDatabase()).close();
    const { status, body } = await post('get-slider', { LanguageId: 2 });
    expect(status).toBe(500);
    expect(body).toEqual({ succeeded: false, code: 'unexpected', message: 'Your transaction is not completed', data: null });
    expect(error).toHaveBeenCalled();
  });
});
