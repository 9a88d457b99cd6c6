/** Uploads for contract tests: tiny valid files and the uploads a helper sign-up needs. */

/** A minimal PDF (one empty page). */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A 1×1 PNG. */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
}

export interface UploadInput {
  content?: Buffer;
  name?: string;
  purpose?: string;
  token?: string;
  /** The browser's declared type (the server ignores it and reads the content). */
  type?: string;
  /** Send `purpose` after the file instead of before it. */
  purposeLast?: boolean;
  /** The client address to upload from (X-Forwarded-For; the stack must trust a proxy). */
  from?: string;
}

/** POST /api/v1/upload as multipart/form-data; answers status and parsed body. */
export async function upload(base: string, { content, name = 'file.pdf', purpose, token, type = 'application/pdf', purposeLast = false, from }: UploadInput) {
  const form = new FormData();
  if (purpose !== undefined && !purposeLast) form.append('purpose', purpose);
  if (content) form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  if (purpose !== undefined && purposeLast) form.append('purpose', purpose);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (from) headers['x-forwarded-for'] = from;
  const response = await fetch(`${base}/api/v1/upload`, { method: 'POST', body: form, headers });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** Uploads a PDF for `purpose` (DOCUMENT by default) and answers its file id. */
export async function uploadPdf(base: string, purpose = 'DOCUMENT', token?: string, from?: string): Promise<string> {
  const result = await upload(base, { content: tinyPdf(), name: 'diploma.pdf', purpose, token, from });
  if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data.id as string;
}

/** What a helper sign-up needs: an uploaded ID card and one uploaded document (as `idCard`, `documents`); `from` as in `upload`. */
export async function helperFiles(base: string, from?: string): Promise<{ idCard: string; documents: string[] }> {
  return { idCard: await uploadPdf(base, 'ID_CARD', undefined, from), documents: [await uploadPdf(base, 'DOCUMENT', undefined, from)] };
}
