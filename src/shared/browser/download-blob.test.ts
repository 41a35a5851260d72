import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './download-blob';

describe('downloadBlob', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost:3000/file-1');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('clicks a temporary download link on a Blob URL, then removes it and revokes the URL', async () => {
    const clicked: { download: string; href: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, inDocument: document.body.contains(this) });
    });

    downloadBlob(new Blob(['\uFEFF"a"'], { type: 'text/csv;charset=utf-8' }), 'performance_metrics.csv');

    expect(clicked).toEqual([
      { download: 'performance_metrics.csv', href: 'blob:http://localhost:3000/file-1', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0xef, 0xbb, 0xbf, 0x22, 0x61, 0x22]));

    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/file-1');
  });
});
