import { authNames, type auth } from '@helpwire/proto';

/** The public address of a stored file (the gateway serves it; access is checked per request). */
export function fileUrl(id: string): string {
  return `/api/v1/files/${id}`;
}

export interface FileFacts {
  id: string;
  purpose: string;
  name: string;
  mimeType: string;
  size: number;
  createdAt: Date;
}

/** A file row as the API shows it. */
export function toStoredFile(file: FileFacts): auth.StoredFile {
  return {
    id: file.id,
    purpose: authNames.filePurposeNames.parse(file.purpose),
    name: file.name,
    mimeType: file.mimeType,
    size: String(file.size),
    url: fileUrl(file.id),
    createdAt: file.createdAt,
  };
}
