import { ACCEPTED_PICTURE_EXTENSIONS, ACCEPTED_PICTURE_TYPES, MAX_PICTURE_BYTES, accountTexts } from '../constants';

/** The `accept` attribute of the picture chooser; the real check is `pictureProblem`. */
export const PICTURE_ACCEPT = [...ACCEPTED_PICTURE_TYPES, ...ACCEPTED_PICTURE_EXTENSIONS].join(',');

function hasAcceptedType(file: Pick<File, 'type'>): boolean {
  return (ACCEPTED_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

function hasAcceptedExtension(file: Pick<File, 'name'>): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_PICTURE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * Why a chosen file cannot be a profile picture, or null when it can. Both the content type and the
 * extension must be png, webp, jpeg or jpg (a renamed file fails one of them), and the size under 500KB.
 */
export function pictureProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!hasAcceptedType(file) || !hasAcceptedExtension(file)) return accountTexts.pictureWrongType;
  if (file.size >= MAX_PICTURE_BYTES) return accountTexts.pictureTooLarge;
  return null;
}
