/** The account calls and uploads. ru is the source; en and es carry the same keys. */
export const users = {
  ru: {
    user: {
      emailRequired: 'Укажите e-mail',
      avatarNotImage: 'Аватар должен быть изображением',
      fileNotFound: 'Файл не найден',
      invalidStatus: 'Недопустимый статус',
      externalAuthNotFound: 'Привязка не найдена',
    },
    upload: {
      fileRequired: 'Выберите файл',
      tooLarge: 'Файл слишком большой (не больше {{max}} МБ)',
      typeNotAllowed: 'Можно загрузить только фото, видео, аудио или PDF',
    },
  },
  en: {
    user: {
      emailRequired: 'Enter your e-mail',
      avatarNotImage: 'The avatar must be an image',
      fileNotFound: 'File not found',
      invalidStatus: 'Invalid status',
      externalAuthNotFound: 'Linked account not found',
    },
    upload: {
      fileRequired: 'Choose a file',
      tooLarge: 'The file is too large (at most {{max}} MB)',
      typeNotAllowed: 'You can upload only a photo, video, audio or PDF',
    },
  },
  es: {
    user: {
      emailRequired: 'Introduce tu correo electrónico',
      avatarNotImage: 'El avatar debe ser una imagen',
      fileNotFound: 'Archivo no encontrado',
      invalidStatus: 'Estado no válido',
      externalAuthNotFound: 'Cuenta vinculada no encontrada',
    },
    upload: {
      fileRequired: 'Elige un archivo',
      tooLarge: 'El archivo es demasiado grande (máximo {{max}} MB)',
      typeNotAllowed: 'Solo puedes subir una foto, un vídeo, un audio o un PDF',
    },
  },
};
