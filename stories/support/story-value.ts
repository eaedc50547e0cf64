import { useState } from 'react';

/**
 * A controlled field's value, kept by its story so that what the user types or picks shows.
 * `controlled` goes to the field: the value, and an `onValueChange` that keeps the new value
 * and hands it on to the story's own (the Actions panel's). `setValue` is for anything else
 * that changes it.
 */
export function useStoryValue<TValue>(args: {
  value: TValue;
  onValueChange: (value: TValue) => void;
}) {
  const [value, setValue] = useState(args.value);
  const onValueChange = (next: TValue) => {
    setValue(next);
    args.onValueChange(next);
  };
  return [{ value, onValueChange }, setValue] as const;
}
