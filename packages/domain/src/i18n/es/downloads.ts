import type { Translations } from '../ru';

export const downloads: Translations['downloads'] = {
  required: {
    source: 'Falta el parámetro source',
    target: 'Falta el parámetro target',
    url: 'Falta el parámetro Url',
    fileId: 'Falta el parámetro FileId',
  },
  notEnoughStorage: 'No hay suficiente espacio de almacenamiento',
  failed: 'No se pudo descargar el archivo',
  incomplete: 'El archivo no se descargó por completo',
};
