/** Image checks for the picture upload: declared type plus the file's own signature. */

export type PictureMime = 'image/png' | 'image/webp' | 'image/jpeg';

/** Part types the mock accepts. `image/jpg` is not a registered type (the contract lists only the three), but browsers on some systems label .jpg files so; the mock is lenient. */
const DECLARED_TYPES: Record<string, PictureMime> = {
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type the bytes really are, or null. */
export function sniffImageType(bytes: Uint8Array): PictureMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The accepted type when the declared part type and the bytes agree on PNG, WebP or JPEG; else null. */
export function acceptedPictureType(declaredType: string, bytes: Uint8Array): PictureMime | null {
  const declared = DECLARED_TYPES[declaredType.toLowerCase().split(';')[0]?.trim() ?? ''];
  const actual = sniffImageType(bytes);
  return declared && declared === actual ? actual : null;
}

/** The bytes as base64 (how the db stores a picture: IndexedDB and structuredClone keep strings cheaply). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/** A File/Blob from FormData. Checked by shape: under jsdom the Blob class differs between realms. */
export function isBlobLike(value: unknown): value is Blob {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string'
  );
}
