import type { Message } from '@puente/core';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

const UNKNOWN: Message = { id: /*i18n*/ 'Unknown browser' };

/** A browser's User-Agent as a student would name it: "Firefox on Windows", said in their language. */
export function describeBrowser(userAgent: string | null): Message {
  if (!userAgent) return UNKNOWN;
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system)
    return { id: /*i18n*/ '{browser} on {system}', values: { browser, system } };
  const either = browser ?? system;
  return either ? { id: either } : UNKNOWN;
}
