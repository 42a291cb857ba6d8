import type { FileType, StoredFile } from '@platform/contracts/files';
import type { FileRow } from './files.repository';

/** Where a stored file is served (see files.routes.ts). */
export const fileUrl = (storageKey: string): string => `/files/${storageKey}`;

export function presentFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    url: fileUrl(row.storageKey),
    type: row.type as FileType,
    mime: row.mime,
    size: row.size,
    name: row.originalName,
  };
}
