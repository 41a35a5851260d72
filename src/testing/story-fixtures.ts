import type { SessionUser } from '@/shared/user/user';
import { demoManager, demoUser } from './demo-users';

/** The seeded demo user as stories sign him in. */
export const jordanAvery: SessionUser = demoUser;

/** A picture that needs no file or network: a small SVG portrait as a data URL. */
export const portraitDataUrl = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#1c7ed6"/>' +
    '<circle cx="60" cy="46" r="24" fill="#e7f5ff"/><ellipse cx="60" cy="108" rx="40" ry="30" fill="#e7f5ff"/></svg>',
)}`;

export const morganLee: SessionUser = { ...demoManager, picture: portraitDataUrl };

/** A 1x1 PNG, as the bytes of a picture a person would choose. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const pngDataUrl = `data:image/png;base64,${PNG_BASE64}`;

/** A file of `size` bytes starting with a PNG's bytes. */
export function storyPngFile(name = 'portrait.png', size?: number, type = 'image/png'): File {
  const png = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  const bytes = new Uint8Array(size ?? png.length);
  bytes.set(png.subarray(0, Math.min(bytes.length, png.length)));
  return new File([bytes], name, { type });
}

/**
 * Story parameters of a page signed in as Jordan at `route` (the preview's memory router and session,
 * `.storybook/preview.tsx`). Spread it into an object (`parameters: { ...signedInAt('/home') }`):
 * Storybook's docs plugin adds a meta's description as a second `parameters` key next to anything but
 * an object, and that key replaces these (the story then renders signed out, on `/`).
 */
export function signedInAt(route: string) {
  return { route, session: { user: jordanAvery } };
}

/** A whole screen inside the shell, signed in as Jordan at `route`, the header naming `pageTitle`. */
export function signedInScreen(route: string, pageTitle: string) {
  return { layout: 'fullscreen', ...signedInAt(route), pageTitle };
}
