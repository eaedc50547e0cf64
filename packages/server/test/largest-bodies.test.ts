import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../src/middleware/json-body';
import { bodyEndpoints, startWithBodyEndpoints } from './body-endpoints';
import { arbitraryFor } from './schema-arbitrary';

/**
 * The largest bodies the limit lets through cost about what small ones do: a
 * field filled with 30,000-odd list items, one long text or thousands of
 * keys is answered within a few times a small body's time (issue 13: one
 * such list froze the server for 22 s). Measured against the endpoint's own
 * small body, sent in turn with it, rather than in milliseconds: a busy
 * machine slows both alike. The medians of five tries, after one to warm up.
 */

const LIMIT_BYTES = Number.parseInt(JSON_BODY_LIMIT, 10) * 1024;
// A 100 KB body parses in about a millisecond; work that grows faster than
// the body (the 22 s list) is hundreds of times a small body's time.
const TIMES_A_SMALL_BODY = 10;
const TRIES = 5;

const context = await startWithBodyEndpoints();

// Each shape fills a field: its opening, a unit repeated as often as fits, its closing.
const SHAPES = {
  'a list of empty texts': ['[', '"",', '""]'],
  'a long text': ['"', 'x', '"'],
  'an object of many keys': ['{', '"k":0,', '"k":0}'],
} as const;

/** `base` as JSON with `field` set to `shape`, as long as the body limit allows. */
function largestBody(base: Record<string, unknown>, field: string, shape: keyof typeof SHAPES) {
  const [open, unit, close] = SHAPES[shape];
  const rest = JSON.stringify({ ...base, [field]: undefined });
  const prefix = `${rest.slice(0, -1)}${rest === '{}' ? '' : ','}${JSON.stringify(field)}:${open}`;
  const room = LIMIT_BYTES - prefix.length - close.length - 1;
  return `${prefix}${unit.repeat(Math.floor(room / unit.length))}${close}}`;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe.each(bodyEndpoints(context))('$name', ({ method, path, schema, client }) => {
  const [base] = fc.sample(arbitraryFor(schema), { seed: 13, numRuns: 1 }) as [
    Record<string, unknown>,
  ];
  const fields = [...Object.keys((schema as unknown as { entries: object }).entries), 'padding'];

  it.each(fields)(
    'answers the largest bodies in %s about as fast as a small one',
    async (field) => {
      const timed = async (body: string) => {
        const started = performance.now();
        const answer = await client().request(method, path(), {
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(500);
        return performance.now() - started;
      };
      const small = JSON.stringify(base);
      for (const shape of Object.keys(SHAPES) as (keyof typeof SHAPES)[]) {
        const body = largestBody(base, field, shape);
        expect(Buffer.byteLength(body)).toBeLessThanOrEqual(LIMIT_BYTES);
        expect(Buffer.byteLength(body)).toBeGreaterThan(LIMIT_BYTES - 10);
        const smallTimes: number[] = [];
        const largeTimes: number[] = [];
        for (let i = 0; i <= TRIES; i += 1) {
          const [smallMs, largeMs] = [await timed(small), await timed(body)];
          if (i > 0) smallTimes.push(smallMs);
          if (i > 0) largeTimes.push(largeMs);
        }
        const times = `${shape}: ${largeTimes.map(Math.round)} ms against ${smallTimes.map(Math.round)} ms`;
        expect(median(largeTimes), times).toBeLessThan(
          TIMES_A_SMALL_BODY * Math.max(1, median(smallTimes) as number),
        );
      }
    },
  );
});
