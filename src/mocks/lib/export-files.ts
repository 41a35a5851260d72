/**
 * The files the mock report service exports, each drawing the page as the export's state shows it
 * (report-host/page-state.ts: the slicers' filters, a drill-through, the selection): a real one-page
 * PDF of the page's text, a real PNG (a bar per data point of the page's chart, the page's text in its
 * `Description` chunk) and a real one-slide PowerPoint presentation. All open in their usual viewers,
 * so a download can be checked by eye as well as read by a test.
 */
import { encodePng } from './file-formats';
import { pptxOf } from './pptx';

export type ExportFormat = 'PDF' | 'PNG' | 'PPTX';

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  PDF: 'application/pdf',
  PNG: 'image/png',
  PPTX: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = { PDF: '.pdf', PNG: '.png', PPTX: '.pptx' };

/** Text for a PDF string literal: printable ASCII only (the standard fonts' safe range), escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A one-page landscape A4 PDF of the lines, the first as its title. */
function pdfOf(lines: string[]): Uint8Array {
  const text = lines.map(
    (line, index) =>
      `BT /F1 ${index === 0 ? 20 : 10} Tf 40 ${index === 0 ? 550 : 530 - index * 13} Td (${pdfText(line)}) Tj ET`,
  );
  const content = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  // Every character is ASCII, so string lengths are byte offsets (the cross-reference table needs them).
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** What an exported file shows of one page: the report, the page, its state in lines and its bars. */
export interface ExportedPage {
  reportName: string;
  pageTitle: string;
  lines: string[];
  /** The page's first chart, as filtered: a bar each. */
  bars: number[];
  at: Date;
}

/** What fits on the PDF's one page under its title. */
const PDF_LINES = 38;
const PNG_WIDTH = 320;
const BAR_ROW = 16;
const ACCENT = [0x11, 0x8d, 0xff] as const;
const BACKGROUND = [0xf3, 0xf2, 0xf1] as const;

/** The page's chart: a title band, then one bar per data point, as long as its value is of the largest. */
function pngOf(page: ExportedPage): Uint8Array {
  const max = Math.max(1, ...page.bars);
  const height = 24 + Math.max(1, page.bars.length) * BAR_ROW;
  const pixel = (x: number, y: number) => {
    if (y < 16) return [0x25, 0x24, 0x23] as const;
    const index = Math.floor((y - 24) / BAR_ROW);
    const value = y >= 24 && (y - 24) % BAR_ROW < 12 ? page.bars[index] : undefined;
    return value !== undefined && x >= 8 && x < 8 + ((PNG_WIDTH - 16) * value) / max ? ACCENT : BACKGROUND;
  };
  const text = [page.reportName, page.pageTitle, ...page.lines].join('\n');
  return encodePng(PNG_WIDTH, height, pixel, { keyword: 'Description', value: text });
}

/** The exported file of one page of a report, in the state it was exported in. */
export function exportFileOf(format: ExportFormat, page: ExportedPage): Uint8Array {
  const footer = `Exported ${page.at.toISOString()} (mock report service)`;
  if (format === 'PNG') return pngOf(page);
  if (format === 'PPTX') return pptxOf(`${page.reportName}: ${page.pageTitle}`, [...page.lines, footer]);
  return pdfOf([page.reportName, `Page: ${page.pageTitle}`, ...page.lines.slice(0, PDF_LINES), footer]);
}
