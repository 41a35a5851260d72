/**
 * Saves `blob` as `fileName` through a temporary `<a download>` on an object URL, revoked on the next
 * task once the browser has started the download (the KPI CSV export, the report exports).
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
