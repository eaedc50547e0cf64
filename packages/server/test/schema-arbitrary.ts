import fc from 'fast-check';
import type * as v from 'valibot';

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: readonly unknown[];
  pipe?: { type: string; requirement?: unknown }[];
}

const requirementOf = (node: SchemaNode, action: string): unknown =>
  node.pipe?.find((step) => step.type === action)?.requirement;
const numberOf = (node: SchemaNode, action: string): number | undefined => {
  const requirement = requirementOf(node, action);
  return typeof requirement === 'number' ? requirement : undefined;
};

/**
 * Values a core valibot schema accepts, read off the schema itself (objects,
 * optional and nullable, strings with their length, email and regex rules,
 * numbers with their range, arrays, picklists). Enough for the request
 * schemas; anything else falls back to `fc.anything()`.
 */
export function arbitraryFor(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  return fromNode(schema as unknown as SchemaNode);
}

function fromNode(node: SchemaNode): fc.Arbitrary<unknown> {
  switch (node.type) {
    case 'object': {
      const entries = Object.entries(node.entries ?? {});
      const record = Object.fromEntries(entries.map(([key, entry]) => [key, fromNode(entry)]));
      const required = entries
        .filter(([, entry]) => entry.type !== 'optional' || isConsent(entry))
        .map(([key]) => key);
      return fc.record(record, { requiredKeys: required });
    }
    case 'optional':
      if (isConsent(node)) return fc.constant(true);
      return fromNode(node.wrapped as SchemaNode);
    case 'nullable':
      return fc.option(fromNode(node.wrapped as SchemaNode), { nil: null });
    case 'boolean':
      return fc.boolean();
    case 'picklist':
      return fc.constantFrom(...(node.options ?? []));
    case 'array':
      // A bounded list checks its length first and its items in a later array step.
      return fc.array(fromNode(itemOf(node)), {
        minLength: numberOf(node, 'min_length') ?? 0,
        maxLength: numberOf(node, 'max_length') ?? 5,
      });
    case 'number': {
      const min = numberOf(node, 'min_value') ?? -1_000_000;
      const max = numberOf(node, 'max_value') ?? 1_000_000;
      return requirementOf(node, 'integer') !== undefined
        ? fc.integer({ min, max })
        : fc.double({ min, max, noNaN: true });
    }
    case 'string': {
      const maxLength = numberOf(node, 'max_length') ?? 200;
      if (requirementOf(node, 'email') !== undefined) {
        return fc
          .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/), fc.stringMatching(/^[a-z]{2,10}$/))
          .map(([local, domain]) => `${local}@${domain}.example`);
      }
      const regex = requirementOf(node, 'regex');
      if (regex instanceof RegExp) return fc.stringMatching(regex);
      const minLength = Math.max(
        numberOf(node, 'min_length') ?? 0,
        requirementOf(node, 'non_empty') === undefined && !hasAction(node, 'non_empty') ? 0 : 1,
      );
      // Trimmed fields must keep their length after trimming: no edge spaces.
      return fc
        .string({ minLength, maxLength, unit: 'grapheme-ascii' })
        .map((text) => (hasAction(node, 'trim') ? text.replace(/^\s+|\s+$/g, 'x') : text))
        .filter((text) => text.length >= minLength);
    }
    default:
      return fc.anything();
  }
}

function itemOf(node: SchemaNode): SchemaNode {
  const itemsStep = node.pipe?.findLast((step) => step.type === 'array' && 'item' in step);
  return ((itemsStep as SchemaNode | undefined)?.item ?? node.item) as SchemaNode;
}

const hasAction = (node: SchemaNode, action: string) =>
  node.pipe?.some((step) => step.type === action) ?? false;

/** A consent (auth.schema.ts's privacyConsent): an optional boolean that a check requires true. */
const isConsent = (node: SchemaNode) =>
  node.type === 'optional' && node.wrapped?.type === 'boolean' && hasAction(node, 'check');

/** A marker no real value has: if it turns up in a table, an unknown field was stored. */
export const EXTRA_FIELD_MARKER = 'extra-field-7c1f';
export const EXTRA_ID = 987_654_321;

/** Fields nobody asked for, including the prototype-polluting ones. */
const extraFields = fc.dictionary(
  fc.constantFrom(
    'id',
    'userId',
    'user_id',
    'isAdmin',
    'role',
    'createdAt',
    'password_hash',
    'constructor',
    'prototype',
    'toString',
    'extra',
  ),
  fc.constantFrom<unknown>(EXTRA_FIELD_MARKER, EXTRA_ID, true, { prototype: { polluted: true } }),
);

/** Characters PostgreSQL cannot store or would change: NUL, C0 and C1 controls, DEL, lone surrogates. */
const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0x01, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** A list as long as the body limit allows, of one repeated item (the probe's 30,000). */
const longList = fc
  .tuple(
    fc.constantFrom<unknown>('', 'Law', 0, null, {}, []),
    fc.integer({ min: 20_000, max: 30_000 }),
  )
  .map(([item, length]) => Array.from({ length }, () => item));

/**
 * Valid bodies with one field spoiled by what an outside probe sent: a
 * control character or lone surrogate inside a text (or as the whole
 * value), or a list of 20,000 to 30,000 items.
 */
export function probedBodyFor(schema: v.GenericSchema): fc.Arbitrary<Record<string, unknown>> {
  const valid = arbitraryFor(schema).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  return valid.chain((body) =>
    fc
      .tuple(
        fc.constantFrom(...Object.keys(body).concat('probe')),
        controlCharacter,
        fc.nat(),
        fc.boolean(),
      )
      .chain(([key, character, at, asList]) => {
        const value = body[key];
        if (asList) return longList.map((list) => ({ ...body, [key]: list }));
        const text = typeof value === 'string' ? value : '';
        const spoiled = `${text.slice(0, at % (text.length + 1))}${character}${text.slice(at % (text.length + 1))}`;
        return fc.constant({ ...body, [key]: spoiled });
      }),
  );
}

/**
 * Bodies in and beyond a schema: valid ones, then each mutated: a field of
 * the wrong type, a field missing, fields nobody asked for, huge strings,
 * nested objects, the probe's control characters and long lists. (Thousands
 * of levels of nesting are sent as raw text by `deeplyNested`, which
 * fast-check need not print.)
 */
export function hostileBodyFor(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  const valid = arbitraryFor(schema).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  const wrongType = valid.chain((body) =>
    fc
      .tuple(fc.constantFrom(...Object.keys(body).concat('missing')), fc.anything())
      .map(([key, value]) => ({ ...body, [key]: value })),
  );
  const missing = valid.chain((body) =>
    fc
      .subarray(Object.keys(body))
      .map((keep) =>
        Object.fromEntries(Object.entries(body).filter(([key]) => keep.includes(key))),
      ),
  );
  const extra = fc.tuple(valid, extraFields).map(([body, more]) => ({ ...body, ...more }));
  const huge = valid.chain((body) =>
    fc
      .tuple(
        fc.constantFrom(...Object.keys(body).concat('huge')),
        fc.integer({ min: 1_000, max: 60_000 }),
      )
      .map(([key, length]) => ({ ...body, [key]: 'é'.repeat(length) })),
  );
  const nested = valid.map((body) => ({
    ...body,
    nested: { a: [{ b: { c: [[[{ d: { e: EXTRA_FIELD_MARKER } }]]] } }] },
  }));
  return fc.oneof(
    valid,
    wrongType,
    missing,
    extra,
    huge,
    nested,
    probedBodyFor(schema),
    fc.anything(),
  );
}

/** JSON text nested `depth` objects deep, inside a body of otherwise valid fields. */
export function deeplyNested(body: Record<string, unknown>, depth: number): string {
  const inner = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return `${JSON.stringify(body).slice(0, -1)}${Object.keys(body).length > 0 ? ',' : ''}"deep":${inner}}`;
}
