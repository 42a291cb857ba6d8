import type { FileType, StoredFile } from '@platform/contracts/files';
import type { FileUrl } from './file-links';
import type { FileRow } from './files.repository';

export function presentFile(row: FileRow, fileUrl: FileUrl): StoredFile {
  return {
    id: row.id,
    url: fileUrl(row.storageKey),
    type: row.type as FileType,
    mime: row.mime,
    size: row.size,
    name: row.originalName,
  };
}
