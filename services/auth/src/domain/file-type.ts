/**
 * What a file is, decided by its first bytes (never by its name or the browser's word): PDF, PNG,
 * JPEG, WebP, or an MP4 or WebM video (tutorials). Anything else is unknown and refused by every upload purpose.
 */
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'video/mp4' | 'video/webm';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An EBML variable-length integer at `at`: its width in bytes and its value (the width marker removed when `value` is read). */
function ebmlVint(bytes: Uint8Array, at: number): { width: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const width = Math.clz32(first) - 23;
  if (width > 8 || at + width > bytes.length) return null;
  let value = first & (0xff >> width);
  for (let i = 1; i < width; i++) value = value * 256 + bytes[at + i]!;
  return { width, value };
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const EBML_DOC_TYPE = [0x42, 0x82];

/**
 * The DocType of a Matroska-family file's EBML header ("webm", or "matroska" for MKV, which shares
 * the magic), or null when the header cannot be read.
 */
function ebmlDocType(bytes: Uint8Array): string | null {
  const headerSize = ebmlVint(bytes, EBML_MAGIC.length);
  if (!headerSize) return null;
  const end = Math.min(bytes.length, EBML_MAGIC.length + headerSize.width + headerSize.value);
  let at = EBML_MAGIC.length + headerSize.width;
  while (at < end) {
    // An element: its id (the width marker kept), its size, its data.
    const id = ebmlVint(bytes, at);
    if (!id) return null;
    const size = ebmlVint(bytes, at + id.width);
    if (!size) return null;
    const data = at + id.width + size.width;
    if (startsWith(bytes, EBML_DOC_TYPE, at) && id.width === 2) return String.fromCharCode(...bytes.subarray(data, Math.min(data + size.value, end)));
    at = data + size.value;
  }
  return null;
}

/** The content type found in `bytes`, or null when it is none of the accepted kinds. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // ISO media (MP4): a box size, then the "ftyp" box first. WebM: Matroska's EBML header whose
  // DocType is "webm" (an MKV has the same magic and DocType "matroska": refused).
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(bytes, EBML_MAGIC) && ebmlDocType(bytes) === 'webm') return 'video/webm';
  return null;
}

/** The extension a stored file of this type is served with. */
export const EXTENSION_OF: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

export const MAX_FILE_NAME_LENGTH = 120;

/**
 * A safe display name for an upload: the last path segment only, without control or format
 * characters, quotes, backslashes or slashes, whitespace collapsed, at most 120 characters (the
 * extension kept when it is cut). An empty result becomes `file.<ext>` of the sniffed type.
 */
export function cleanFileName(raw: string, type: SniffedType | null = null): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/[\t\n\r\v\f]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>|*?:]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name =
      [...name.slice(0, dot > 0 && ext ? dot : name.length)]
        .slice(0, MAX_FILE_NAME_LENGTH - ext.length)
        .join('')
        .trim() + ext;
  }
  if (!name) return `file.${type ? EXTENSION_OF[type] : 'bin'}`;
  return name;
}
