import * as v from 'valibot';

interface BoundedArrayMessages {
  /** When the value is not a list at all. */
  notAList: string;
  tooFew?: string;
  tooMany: string;
}

/**
 * A list of `item`s whose length is checked before any item is read, so a
 * list of 30,000 wrong items is one issue, not 30,000. The input type is the
 * list of items it accepts.
 */
export function boundedArray<TItem extends v.GenericSchema>(
  item: TItem,
  { min = 0, max }: { min?: number; max: number },
  { notAList, tooFew = notAList, tooMany }: BoundedArrayMessages,
): v.GenericSchema<v.InferInput<TItem>[], v.InferOutput<TItem>[]> {
  return v.pipe(
    v.array(v.unknown(), notAList),
    v.minLength(min, tooFew),
    v.maxLength(max, tooMany),
    v.array(item, notAList),
  ) as v.GenericSchema<unknown[], v.InferOutput<TItem>[]>;
}
