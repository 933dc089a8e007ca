import fc from 'fast-check';
import type { AnyObjectSchema } from 'yup';
import { registry } from '@/lib/server/api/registry';
import { operatorWithSession } from './operators';
import { freshShop, post } from './shop';

/*
 * Hostile and careless input against every entry of the registry, through the real dispatcher:
 * whatever arrives, the answer is an envelope with a message and never a 5xx. New entries are
 * covered by being in the registry. The seed is fixed, so a failure replays the same way.
 * The entries are dealt into shards (tests/api/generated-input-*.test.ts), one file each, so
 * Jest's workers share them instead of one worker carrying every entry.
 */
/**
 * fast-check's own default. At 300 these shards took 190 of Jest's 600 worker-seconds on PGlite, in a
 * suite that must end within CI's 30 minutes; the fixed seed makes the first 100 the same every run.
 */
const RUNS_PER_ENDPOINT = 100;
/** Fewer for the back-office: each run reaches a handler and its queries as a signed-in owner. */
const RUNS_AS_OPERATOR = 50;
/**
 * On PostgreSQL (the same engine PGlite compiles) what differs is the driver and its errors, which the
 * first runs of the fixed seed already reach: 60 and 30 runs there.
 */
const RUNS_SCALE = process.env.TEST_DATABASE_URL ? 0.6 : 1;
const SEED = 20261123;

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

/** The registry's entries of shard `shard` (1-based) of `shards`, dealt in name order. */
export const entriesOfShard = (shard: number, shards: number) =>
  Object.keys(registry)
    .sort()
    .filter((_, index) => index % shards === shard - 1);

/**
 * Operator entries are called with an owner's session of their own (the owner passes every role), so
 * the payloads reach their handlers, and sign-out ends only its own session.
 */
export function generatedInputShard(shard: number, shards: number) {
  beforeAll(() => freshShop({ products: 24 }));

  describe.each(entriesOfShard(shard, shards))('%s under generated input', (name) => {
    const entry = registry[name as keyof typeof registry];
    const schema = entry.input as AnyObjectSchema;
    const operator = entry.auth === 'operator';
    const runs = Math.ceil((operator ? RUNS_AS_OPERATOR : RUNS_PER_ENDPOINT) * RUNS_SCALE);

    it(`answers generated payloads with a 4xx or 2xx envelope and a message`, async () => {
      const headers = operator ? (await operatorWithSession('owner')).headers : {};
      const payloads = payloadFor(schema).map((data) => JSON.stringify({ Checker: true, data }));
      await fc.assert(
        fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: payloads }, { weight: 1, arbitrary: rawBody }), async (body) => {
          const { status, body: reply } = await post(name, undefined, { body, headers });
          expect(status).toBeLessThan(500);
          expect(typeof reply.succeeded).toBe('boolean');
          if (!reply.succeeded) expect(typeof reply.message === 'string' && reply.message.length > 0).toBe(true);
        }),
        { numRuns: runs, seed: SEED },
      );
    });
  });
}
