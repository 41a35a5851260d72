/**
 * The mock report service exports a page in the state the request carries
 * (`powerBIReportConfiguration.defaultBookmark.state`, as the report host's `capture` issued it), in
 * each of the three formats, and refuses a state it did not issue or one too long, with its error body.
 */
import { PDFDocument } from 'pdf-lib';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { reportServiceClient } from '@/api/client';
import { config } from '@/config';
import { checked, fieldsOf } from '@/testing/contract-calls';
import { freezeDate, advanceDate } from '@/testing/fake-date';
import { workplaceToken } from '@/testing/workplace-token';
import { EXPORT_DURATION_MS } from '../lib/export-jobs';
import { encodeViewState } from '../report-host/bookmark-state';
import { MAX_EXPORT_STATE_LENGTH } from './report-exports';

const reportId = config.reports.marketIntelligence.id;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Texas and Florida, September: what a manager filtered the "Share by State" page to. */
const onScreen = encodeViewState({
  reportId,
  page: 'ReportSection1',
  selection: null,
  filters: { Month: ['Sep'], State: ['Texas', 'Florida'] },
});

const exportTo = (token: string, format: 'PDF' | 'PNG' | 'PPTX', state?: string) =>
  checked(
    'exportToFile',
    reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
      params: { path: { reportId } },
      body: {
        format,
        powerBIReportConfiguration: {
          pages: [{ pageName: 'ReportSection1' }],
          ...(state !== undefined && { defaultBookmark: { state } }),
        },
      },
      headers: auth(token),
    }),
  );

async function exported(format: 'PDF' | 'PNG' | 'PPTX', state?: string): Promise<Uint8Array> {
  freezeDate();
  const token = await workplaceToken();
  const started = await exportTo(token, format, state);
  expect(started.status).toBe(202);
  advanceDate(EXPORT_DURATION_MS);
  const answer = await checked(
    'getFileOfExportToFile',
    reportServiceClient.GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}/file', {
      params: { path: { reportId, exportId: String(fieldsOf(started.body).id) } },
      headers: auth(token),
      parseAs: 'arrayBuffer',
    }),
  );
  expect(answer.status).toBe(200);
  return new Uint8Array(answer.result.data as ArrayBuffer);
}

/** Each entry of a zip, read by a zip library (its central directory, sizes and CRCs checked). */
function unzip(bytes: Uint8Array): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A PNG's size (IHDR) and its `tEXt` text. */
function readPng(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder('latin1').decode(bytes);
  const start = text.indexOf('tEXtDescription\0') + 'tEXtDescription\0'.length;
  const length = view.getUint32(text.indexOf('tEXt') - 4) - 'Description\0'.length;
  return { width: view.getUint32(16), height: view.getUint32(20), text: text.slice(start, start + length) };
}

describe('an export in the state on screen', () => {
  it('draws the PDF as the state shows the page: the month and only the filtered states', async () => {
    const bytes = await exported('PDF', onScreen);
    expect((await PDFDocument.load(bytes, { throwOnInvalidObject: true })).getPageCount()).toBe(1);
    const pdf = new TextDecoder().decode(bytes);
    expect(pdf).toContain('(Month: Sep)');
    expect(pdf).toContain('(State: Texas, Florida)');
    expect(pdf).toContain('(  Texas: 2.14 %)');
    expect(pdf).not.toContain('Ohio');
  });

  it('without a state, the page as the report opens it: every state', async () => {
    const pdf = new TextDecoder().decode(await exported('PDF'));
    expect(pdf).toContain('Ohio');
    expect(pdf).not.toContain('(Month:');
  });

  it('draws the PNG with a bar per filtered state and the state in its description', async () => {
    const png = readPng(await exported('PNG', onScreen));
    expect(png.text).toContain('State: Texas, Florida');
    expect(png.text).toContain('Month: Sep');
    expect(png.text).not.toContain('Ohio');
    // A title band and one 16-pixel row per bar: two states.
    expect(png.height).toBe(24 + 2 * 16);
  });

  it('makes the PPTX a presentation whose slide shows the state', async () => {
    const parts = await unzip(await exported('PPTX', onScreen));
    expect([...parts.keys()]).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'ppt/presentation.xml', 'ppt/slides/slide1.xml']),
    );
    const slide = parts.get('ppt/slides/slide1.xml') ?? '';
    expect(slide).toContain('<a:t>Market Intelligence: Share by State</a:t>');
    expect(slide).toContain('<a:t>State: Texas, Florida</a:t>');
    expect(slide).not.toContain('Ohio');
  });
});

describe('the export refuses, with the service’s error body (400)', () => {
  it('a state it did not issue: edited, or made up', async () => {
    const token = await workplaceToken();
    const sealed = JSON.parse(atob(onScreen)) as { json: string; seal: string };
    const forged = btoa(JSON.stringify({ ...sealed, json: sealed.json.replace('Florida', 'Ohio') }));
    for (const state of [forged, btoa('{"page":"ReportSection1"}')]) {
      const answer = await exportTo(token, 'PDF', state);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: { code: 'InvalidRequest', message: 'defaultBookmark.state is not a state of this report' },
      });
    }
  });

  it('a state longer than the service takes', async () => {
    const answer = await exportTo(await workplaceToken(), 'PDF', 'A'.repeat(MAX_EXPORT_STATE_LENGTH + 1));
    expect(answer.status).toBe(400);
    expect(fieldsOf(fieldsOf(answer.body).error).message).toMatch(/longer than/);
  });
});
