/** Where a suggestion card's Campus Life button goes (SPEC §2): a video search for the university. */
export function campusLifeSearchUrl(universityName: string): string {
  const query = `${universityName.trim()} campus life`;
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;
}
