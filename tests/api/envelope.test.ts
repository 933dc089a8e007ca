/** @jest-environment node */
import { MAX_BODY_BYTES } from '@/lib/server/api/dispatch';
import { getDatabase } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { freshShop, post } from '../support/shop';
import { memberCookie } from '../support/session';

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

  it('refuses data that breaks the schema with 400 and a localized message per field, never naming the raw field', async () => {
    const turkish = await post('get-seo-tag-data', { LanguageId: 1 });
    expect(turkish.status).toBe(400);
    expect(turkish.body).toMatchObject({ succeeded: false, code: 'validation_failed' });
    expect(turkish.body.message).toBe(tr.validation.required);
    expect(turkish.body.errors).toEqual({ Pathname: tr.validation.required });
    const english = await post('get-seo-tag-data', { LanguageId: 2, DataId: 'abc', Pathname: '/' });
    expect(english.body.errors.DataId).toBe(en.validation.type);
    expect(english.body.message).not.toMatch(/DataId/);
    const badLanguage = await post('get-slider', { LanguageId: 9 });
    expect(badLanguage.status).toBe(400);
  });

  it('ignores data keys that name Object.prototype members instead of failing with 500', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'prototype']) {
      const body = `{"Checker":true,"data":{"LanguageId":2,"Pathname":"/","${key}":{"x":1}}}`;
      const { status, body: reply } = await post('get-seo-tag-data', undefined, { body });
      // Past validation to the handler, which finds no SEO row in this empty shop.
      expect([status, reply.code]).toEqual([404, 'content_not_found']);
    }
  });

  it('refuses text of the wrong shape, a NUL byte and ids past the integer column with 400', async () => {
    for (const data of [
      { LanguageId: 2, Pathname: ['/'] },
      { LanguageId: 2, Pathname: { a: 1 } },
      { LanguageId: 2, Pathname: '/\u0000' },
      { LanguageId: 2, Pathname: '/', DataId: 2147483648 },
      { LanguageId: 2, Pathname: '/', DataId: 1e300 },
    ]) {
      const { status, body } = await post('get-seo-tag-data', data);
      expect([status, body.code]).toEqual([400, 'validation_failed']);
      expect(body.message).toBeTruthy();
    }
  });

  it('parses the content type as a media type: JSON in any case with parameters passes; a look-alike, a type a foreign form can send, or none is 415', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=UTF-8']) {
      expect((await post('generate-guid', {}, { headers: { 'content-type': type } })).status).toBe(200);
    }
    for (const type of ['image/png; x=json', 'application/jsonp', 'text/json-ish', ';;', 'text/plain;charset=utf-8', 'multipart/form-data; boundary=x', '']) {
      const { status, body } = await post('generate-guid', {}, { headers: { 'content-type': type } });
      expect([status, body.code]).toEqual([415, 'unsupported_media_type']);
    }
  });

  it('answers a nested path under an endpoint with the JSON 404', async () => {
    const { status, body } = await post('get-categories/extra');
    expect([status, body.code]).toEqual([404, 'unknown_endpoint']);
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
    const { db } = await getDatabase();
    const [member] = await db.insert(users).values({ email: 'envelope@example.com', nameSurname: 'Deniz Kaya', passwordHash: 'x' }).returning();
    const cookie = await memberCookie(member.id);
    const other = await post('get-cart-count', { UserId: member.id + 1 }, { headers: { cookie } });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('forbidden');
    const forged = await post('get-cart-count', { UserId: member.id }, { headers: { cookie: 'vitrin_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.x' } });
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
