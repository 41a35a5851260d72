import { MAX_PICTURE_BYTES } from '../constants';

/** Longest side a shrunk picture starts from: far more than a 120 px avatar or its large view needs. */
const START_SIDE = 1600;
/** Each try that is still too large goes this much smaller (side), then tries again. */
const STEP = 0.75;
/** Below this there is no picture worth keeping: the file is refused as too large. */
const MIN_SIDE = 160;
const QUALITY = 0.85;

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** png and webp keep their transparency as webp (where the browser encodes it), a photo stays jpeg. */
function targetTypeOf(file: File): string {
  return file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

const EXTENSION_OF: Record<string, string> = { 'image/jpeg': '.jpg', 'image/webp': '.webp', 'image/png': '.png' };

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]+$/, '') || 'picture';
  return `${base}${EXTENSION_OF[type] ?? '.jpg'}`;
}

/**
 * A picture of `MAX_PICTURE_BYTES` or more (a camera photo), drawn smaller in the browser until it
 * fits (R5.5's limit): the same picture as a smaller file, or null when it cannot be decoded or does
 * not fit even small (then R5.5's own message stands).
 */
export async function shrinkPicture(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    let side = Math.min(longest, START_SIDE);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return null;
    while (side >= MIN_SIDE) {
      const scale = side / longest;
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      let type = targetTypeOf(file);
      let blob = await encode(canvas, type);
      // A browser that cannot write webp answers png (large): jpeg instead.
      if (blob && blob.type !== type) {
        type = 'image/jpeg';
        blob = await encode(canvas, type);
      }
      if (blob && blob.size < MAX_PICTURE_BYTES) return new File([blob], renamed(file.name, type), { type });
      side = Math.floor(side * STEP);
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/** A size as people read it: "4.2 MB", "310 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
