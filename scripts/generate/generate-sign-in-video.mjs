// Generates the dashboard sign-in page's looping background video (public/dashboard-sign-in/
// background.webm) without ffmpeg: Chromium draws an abstract analytics scene on a canvas and records
// it with MediaRecorder (VP9, low bitrate, 6 s, 640x360, silent). The poster (poster.svg) is hand-written.
// Usage: npm run gen:sign-in-video
/* global document, MediaRecorder, requestAnimationFrame */
import { writeFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../test/chromium.mjs';

const OUT_DIR = 'public/dashboard-sign-in';
const SECONDS = 6;

const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
const page = await browser.newPage();
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  const bars = Array.from({ length: 18 }, (_, index) => 0.25 + 0.6 * Math.abs(Math.sin(index * 1.7)));
  // The scene is periodic in `seconds`, so the loop has no visible seam.
  const draw = (t) => {
    const phase = (t / seconds) * Math.PI * 2;
    const gradient = context.createLinearGradient(0, 0, 640, 360);
    gradient.addColorStop(0, '#08213b');
    gradient.addColorStop(1, '#0f4c75');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 360);
    context.globalAlpha = 0.35;
    bars.forEach((height, index) => {
      const h = 220 * (height + 0.12 * Math.sin(phase + index * 0.6));
      context.fillStyle = index % 3 === 0 ? '#3bc9db' : '#4dabf7';
      context.fillRect(20 + index * 34, 330 - h, 22, h);
    });
    context.globalAlpha = 0.8;
    for (const [offset, color] of [
      [0, '#ffd43b'],
      [2.1, '#63e6be'],
    ]) {
      context.strokeStyle = color;
      context.lineWidth = 3;
      context.beginPath();
      for (let x = 0; x <= 640; x += 8) {
        const y = 170 + 60 * Math.sin(x / 90 + phase + offset) + 25 * Math.sin(x / 37 - phase);
        if (x === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      }
      context.stroke();
    }
    context.globalAlpha = 1;
  };
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 250_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  recorder.start();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(t % seconds);
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await stopped;
  const buffer = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  buffer.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}, SECONDS);
await browser.close();
mkdirSync(OUT_DIR, { recursive: true });
const bytes = Buffer.from(base64, 'base64');
writeFileSync(`${OUT_DIR}/background.webm`, bytes);
console.log(`${OUT_DIR}/background.webm: ${(bytes.length / 1024).toFixed(1)} KiB`);
