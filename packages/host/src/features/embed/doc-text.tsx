/** A manifest description, its `backticked` words set as code. */
export function DocText({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, index) =>
    // Odd pieces sat between backticks; the text never changes, so its positions are stable keys.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}
