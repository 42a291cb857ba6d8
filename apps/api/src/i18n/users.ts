/** The account calls and uploads. ru is the source; en and es carry the same keys. */
export const users = {
  ru: {
    user: {
      emailRequired: 'Укажите e-mail',
      avatarNotImage: 'Аватар должен быть изображением',
      invalidStatus: 'Недопустимый статус',
      invalidTimezone: 'Неизвестный часовой пояс',
      invalidLanguageCode: 'Выберите язык: ru-RU, en-US или es-ES',
    },
    upload: {
      fileRequired: 'Выберите файл',
      tooLarge: 'Файл слишком большой (не больше {{max}} МБ)',
      tooLargeKb: 'Файл слишком большой (не больше {{max}} КБ)',
      typeNotAllowed: 'Можно загрузить только фото, видео, аудио или PDF',
    },
  },
  en: {
    user: {
      emailRequired: 'Enter your e-mail',
      avatarNotImage: 'The avatar must be an image',
      invalidStatus: 'Invalid status',
      invalidTimezone: 'Unknown time zone',
      invalidLanguageCode: 'Choose a language: ru-RU, en-US or es-ES',
    },
    upload: {
      fileRequired: 'Choose a file',
      tooLarge: 'The file is too large (at most {{max}} MB)',
      tooLargeKb: 'The file is too large (at most {{max}} KB)',
      typeNotAllowed: 'You can upload only a photo, video, audio or PDF',
    },
  },
  es: {
    user: {
      emailRequired: 'Introduce tu correo electrónico',
      avatarNotImage: 'El avatar debe ser una imagen',
      invalidStatus: 'Estado no válido',
      invalidTimezone: 'Zona horaria desconocida',
      invalidLanguageCode: 'Elige un idioma: ru-RU, en-US o es-ES',
    },
    upload: {
      fileRequired: 'Elige un archivo',
      tooLarge: 'El archivo es demasiado grande (máximo {{max}} MB)',
      tooLargeKb: 'El archivo es demasiado grande (máximo {{max}} KB)',
      typeNotAllowed: 'Solo puedes subir una foto, un vídeo, un audio o un PDF',
    },
  },
};
