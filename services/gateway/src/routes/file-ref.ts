import type { FileRef } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';

/** A stored file as the API returns it (upload answer, the current user's ID card and documents). */
export function toFileRef(file: auth.StoredFile): FileRef {
  return {
    id: file.id,
    purpose: authNames.filePurposeNames.nameOf(file.purpose),
    name: file.name,
    mimeType: file.mimeType,
    size: Number(file.size),
    url: file.url,
    createdAt: file.createdAt?.toISOString() ?? '',
  };
}
