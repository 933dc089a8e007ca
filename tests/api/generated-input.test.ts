/** @jest-environment node */
import fc from 'fast-check';
import type { AnyObjectSchema } from 'yup';
import { registry } from '@/lib/server/api/registry';
import { operatorWithSession } from '../support/operators';
import { freshShop, post } from '../support/shop';

/*
 * Hostile and careless input against every entry of the registry, through the real dispatcher:
 * whatever arrives, the answer is an envelope with a message and never a 5xx. New entries are
 * covered by being in the registry. The seed is fixed, so a failure replays the same way.
 */
const RUNS_PER_ENDPOINT = 1000;
const SEED = 20261123;

/** Operator entries are called as a signed-in owner, so the input reaches their handlers (every role passes). */
let ownerHeaders: Record<string, string> = {};

beforeAll(async () => {
  await freshShop({ products: 24 });
  ownerHeaders = (await operatorWithSession('owner')).headers;
});

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

const awkwardText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '%ff', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", 'İstanbul', 'x'.repeat(5000)),
);

const awkwardNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2, 223, 2147483647, 2147483648, Number.MAX_SAFE_INTEGER, 1e300, -1e300),
);

const awkwardValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    awkwardText,
    awkwardNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...prototypeKeys)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

interface FieldDescription {
  type: string;
  oneOf?: unknown[];
}

/** Mostly a value of the field's own type (so many payloads pass validation and reach the handler), sometimes anything. */
function valueFor(field: FieldDescription) {
  const own =
    field.oneOf && field.oneOf.length ? fc.constantFrom(...field.oneOf) :
    field.type === 'number' ? fc.oneof(fc.integer({ min: 1, max: 300 }), awkwardNumber) :
    field.type === 'string' ? fc.oneof(awkwardText, fc.uuid()) :
    field.type === 'boolean' ? fc.boolean() :
    awkwardValue;
  return fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: awkwardValue });
}

/** Data with the entry's own fields, each present or not, plus strangers (Object.prototype's names among them). */
const payloadFor = (schema: AnyObjectSchema) => {
  const described = schema.describe().fields as Record<string, FieldDescription>;
  const own = fc.record(Object.fromEntries(Object.entries(described).map(([name, field]) => [name, valueFor(field)])), { requiredKeys: [] });
  const strangers = fc.dictionary(fc.oneof(fc.constantFrom(...prototypeKeys, '__proto__'), fc.string()), awkwardValue, { maxKeys: 3 });
  return fc.tuple(own, strangers).map(([fields, extra]) => ({ ...extra, ...fields }));
};

const rawBody = fc.oneof(
  fc.json(),
  fc.string(),
  awkwardValue.map((data) => JSON.stringify({ Checker: true, data })),
);

describe.each(Object.keys(registry))('%s under generated input', (name) => {
  const entry = registry[name as keyof typeof registry];
  const schema = entry.input as AnyObjectSchema;

  it(`answers ${RUNS_PER_ENDPOINT} generated payloads with a 4xx or 2xx envelope and a message`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: payloadFor(schema).map((data) => JSON.stringify({ Checker: true, data })) }, { weight: 1, arbitrary: rawBody }), async (body) => {
        const { status, body: reply } = await post(name, undefined, { body, headers: entry.auth === 'operator' ? ownerHeaders : {} });
        expect(status).toBeLessThan(500);
        expect(typeof reply.succeeded).toBe('boolean');
        if (!reply.succeeded) expect(typeof reply.message === 'string' && reply.message.length > 0).toBe(true);
      }),
      { numRuns: RUNS_PER_ENDPOINT, seed: SEED },
    );
  });
});

/*
 * The back-office's entries again with an owner's session (the owner passes every role), so the
 * generated payloads reach their handlers rather than stopping at 401. Sign-out is left out: it
 * would end the session the rest of the runs need.
 */
/** Fewer runs here: each reaches a handler and its queries, where the runs above mostly stop at 401. */
const RUNS_AS_OPERATOR = 100;
const operatorEntries = Object.keys(registry).filter((name) => registry[name as keyof typeof registry].auth === 'operator' && name !== 'operator-logout');

describe.each(operatorEntries)('%s under generated input, signed in as an owner', (name) => {
  const schema = registry[name as keyof typeof registry].input as AnyObjectSchema;

  it(`answers ${RUNS_AS_OPERATOR} generated payloads from an owner with a 4xx or 2xx envelope and a message`, async () => {
    const { headers } = await operatorWithSession('owner');
    await fc.assert(
      fc.asyncProperty(payloadFor(schema).map((data) => JSON.stringify({ Checker: true, data })), async (body) => {
        const { status, body: reply } = await post(name, undefined, { body, headers });
        expect(status).toBeLessThan(500);
        expect(typeof reply.succeeded).toBe('boolean');
        if (!reply.succeeded) expect(typeof reply.message === 'string' && reply.message.length > 0).toBe(true);
      }),
      { numRuns: RUNS_AS_OPERATOR, seed: SEED },
    );
  });
});
