/**
 * A Playwright reporter for the visual run (e2e-storybook/visual.spec.ts): an HTML page with, for every
 * image that changed, the baseline, the new image and their difference (Playwright's own expected,
 * actual and diff images of `toHaveScreenshot`), the most changed first. It is written only when
 * something changed, and the run's last line names it.
 *
 * A small page over Playwright's attachments rather than reg-cli: the comparison is already done
 * (and trusted) by `toHaveScreenshot`, so a second diff tool would compare everything again.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** How many pixels changed, from `toHaveScreenshot`'s message (all, for a new or resized image). */
function changedPixels(message) {
  const pixels = /(\d+) pixels \(ratio/.exec(message);
  return pixels ? Number(pixels[1]) : Infinity;
}

export default class VisualReport {
  constructor({ outputDir }) {
    this.outputDir = resolve(outputDir);
    this.changes = [];
  }

  onBegin() {
    rmSync(this.outputDir, { recursive: true, force: true });
  }

  onTestEnd(test, result) {
    if (result.status === 'passed') return;
    // A test compares one image per viewport; each has its own expected, actual and diff attachments.
    const byImage = new Map();
    for (const { name, path } of result.attachments) {
      const match = /^(.*)-(expected|actual|diff)\.png$/.exec(name);
      if (!path || !match) continue;
      byImage.set(match[1], { ...byImage.get(match[1]), [match[2]]: path });
    }
    const messages = result.errors.map((error) => error.message ?? '');
    for (const [image, images] of byImage) {
      if (!images.actual) continue;
      const message = messages.find((text) => text.includes(image)) ?? messages.join('\n');
      this.changes.push({
        title: `${test.title} ${image}`,
        images,
        pixels: changedPixels(message),
        isNew: !images.expected,
      });
    }
  }

  onEnd() {
    if (this.changes.length === 0) return;
    mkdirSync(this.outputDir, { recursive: true });
    this.changes.sort((a, b) => b.pixels - a.pixels || a.title.localeCompare(b.title));
    const rows = this.changes.map((change, index) => {
      const cells = ['expected', 'actual', 'diff'].map((kind) => {
        const source = change.images[kind];
        if (!source) return `<td>${kind === 'expected' ? 'no baseline yet' : ''}</td>`;
        const file = `${index}-${kind}-${basename(source)}`;
        copyFileSync(source, join(this.outputDir, file));
        return `<td><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${kind}" loading="lazy"></a></td>`;
      });
      const share = change.isNew ? 'new' : Number.isFinite(change.pixels) ? `${change.pixels} pixels` : 'resized';
      return `<tr><th colspan="3">${escapeHtml(change.title)} · ${share}</th></tr><tr>${cells.join('')}</tr>`;
    });
    writeFileSync(
      join(this.outputDir, 'index.html'),
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual changes</title>
<style>body{font-family:sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}th{text-align:left;padding:1.5rem 0 .25rem}
td{vertical-align:top;width:33%;padding:2px}img{max-width:100%;border:1px solid #999}</style>
<h1>Visual changes: ${this.changes.length} image(s)</h1>
<p>Each row: baseline, new image, difference (changed pixels in red). Most changed first.
Accept them all with <code>npm run visual:accept</code>.</p>
<table><tr><th>Baseline</th><th>New</th><th>Difference</th></tr>${rows.join('\n')}</table></html>\n`,
    );
    console.log(
      `\nVisual changes in ${this.changes.length} image(s): see ${join(this.outputDir, 'index.html')}` +
        '\nIf they are meant, accept them with: npm run visual:accept',
    );
  }
}
