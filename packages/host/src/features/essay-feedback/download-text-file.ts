/** Saves `text` as a file named `name` through the browser's download, with no server involved. */
export function downloadTextFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later tick: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
