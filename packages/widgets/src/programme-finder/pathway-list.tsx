/** A programme's bachelor pathways, each named in English as the university names it. */
export function PathwayList({
  pathways,
  className,
}: {
  pathways: readonly string[];
  className: string;
}) {
  return (
    <ul className={className}>
      {pathways.map((pathway) => (
        <li key={pathway} lang="en">
          {pathway}
        </li>
      ))}
    </ul>
  );
}
