import type { Translations } from '../ru';

export const downloads: Translations['downloads'] = {
  required: {
    source: 'source must be set',
    target: 'target must be set',
    url: 'Url must be set',
    fileId: 'FileId must be set',
  },
  notEnoughStorage: 'Not enough storage',
  failed: 'The file could not be downloaded',
  incomplete: 'The file was not downloaded completely',
};
