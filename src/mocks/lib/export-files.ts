/**
 * The files the mock report service exports: a real one-page PDF (built here, so it names the report
 * and page it stands for) and a real PNG (a small drawn bar chart). Both open in any viewer, so a
 * download can be checked by eye as well as by its signature.
 */

export type ExportFormat = 'PDF' | 'PNG';

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = { PDF: 'application/pdf', PNG: 'image/png' };
export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = { PDF: '.pdf', PNG: '.png' };

/** 96 × 54 pixels, RGB: a title bar and six bars over an axis. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAA2CAIAAAC3LQuFAAAAj0lEQVR42u3aIQ6AMAxA0Z2FK3BHDAkSwQHRSEBxg5mNZZSXfNk06dNNw7wrU0IACBAgQB0DndetTIAAAQJUp3E7MgECBAhQ6TGAAAECBAgQIEBtgfo5BhAgQNV3vjEJCBCgmEBfmQQECBAgQICCA8U7GxAgQIAAAQIECBAgQIAAAYoLNC3rb/Np79MeUOMe02objdw6hk8AAAAASUVORK5CYII=';

/** Text for a PDF string literal: printable ASCII only (the standard fonts' safe range), escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A one-page landscape A4 PDF with the report's name, the page and the time of the export. */
function pdfOf(lines: string[]): Uint8Array {
  const text = lines.map(
    (line, index) => `BT /F1 ${index === 0 ? 24 : 12} Tf 56 ${520 - index * 32} Td (${pdfText(line)}) Tj ET`,
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

/** The exported file of one page of a report. */
export function exportFileOf(format: ExportFormat, report: { name: string; pageName: string; at: Date }): Uint8Array {
  if (format === 'PNG') return Uint8Array.from(atob(PNG_BASE64), (character) => character.charCodeAt(0));
  return pdfOf([report.name, `Page: ${report.pageName}`, `Exported ${report.at.toISOString()} (mock report service)`]);
}
