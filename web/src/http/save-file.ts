/**
 * Hands a fetched file to the browser as a download. Files of signed-in calls need the bearer
 * token, so they are fetched through the client and saved from memory, never linked.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL can go once the browser has read it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
