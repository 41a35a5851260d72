import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom cannot download: records instead the Blob of each object URL and the file name of each
 * `<a download>` clicked. Call inside a `describe`; the arrays are emptied after each test.
 */
export function captureDownloads(): { blobs: Blob[]; downloads: string[] } {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  beforeEach(() => {
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    blobs.length = 0;
    downloads.length = 0;
  });
  return { blobs, downloads };
}
