/**
 * CV files of the career form: PDF or Word, recognised by their content (the first bytes), never by
 * the name a browser reports. Runs in the browser (before sending) and on the server (before storing).
 */
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The largest CV the shop keeps: 5 MB. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** What a file picker offers: the three types by extension and media type. */
export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const DOCUMENT_MEDIA_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Standard base64 with its padding, as FileReader's data URLs and Buffer write it. */
export const isBase64 = (value: string) => value.length % 4 === 0 && BASE64.test(value);

/** Bytes as standard base64 (a browser has no Buffer), built a slice at a time to spare the call stack. */
export const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** The decoded size of base64 text, without decoding it. */
export const base64Bytes = (value: string) => (value.length / 4) * 3 - (value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0);

function decode(value: string): Uint8Array {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97–2003 (.doc) compound file
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
/** A .docx is a ZIP holding this part; ZIP keeps entry names uncompressed, so the bytes show it. */
const DOCX_PART = Array.from('word/document.xml', (char) => char.charCodeAt(0));

function contains(bytes: Uint8Array, needle: readonly number[]) {
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The document type the bytes are, or null for anything else. */
export function documentTypeOfBytes(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP) && contains(bytes, DOCX_PART)) return 'docx';
  return null;
}

// Form validation runs on every keystroke in any field: decode the same file only once.
let last: { value: string; type: DocumentType | null } | null = null;

/** The document type of base64 content, or null when it is no PDF or Word file (or no base64). */
export function documentTypeOf(value: string): DocumentType | null {
  if (last?.value === value) return last.type;
  const type = isBase64(value) ? documentTypeOfBytes(decode(value)) : null;
  last = { value, type };
  return type;
}
