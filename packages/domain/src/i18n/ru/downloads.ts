/** Downloads for offline viewing: downloads.ts. en/ and es/ have a file of this name with
 * exactly these keys. */
export const downloads = {
  required: {
    source: 'Не указан параметр source',
    target: 'Не указан параметр target',
    url: 'Не указан параметр Url',
    fileId: 'Не указан параметр FileId',
  },
  notEnoughStorage: 'Недостаточно места на устройстве',
  failed: 'Не удалось скачать файл',
  incomplete: 'Файл скачался не полностью',
};
