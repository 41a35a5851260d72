/**
 * Saves `text` as a file named `fileName` through a temporary `<a download>` on a Blob URL.
 * The URL is revoked on the next task, once the browser has started the download.
 */
export function downloadTextFile(text: string, fileName: string, mimeType = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
