import type { Translations } from '../ru';

export const learning: Translations['learning'] = {
  required: {
    id: 'Falta el parámetro Id',
    courseId: 'Falta el parámetro courseId',
    stageId: 'Falta el parámetro stageId',
    dayId: 'Falta el parámetro dayId',
    streamId: 'Falta el parámetro streamId',
    StreamId: 'Falta el parámetro StreamId',
    userHomeworkStatusId: 'Falta el parámetro UserHomeworkStatusId',
    serviceId: 'Falta el parámetro ServiceId',
  },
  streamStatus: {
    not_started: 'No iniciado',
    started: 'En curso',
    ended: 'Finalizado',
    freeze: 'Congelado',
    stopped: 'Detenido',
  },
  streamStatusMessage: {
    startsIn_one: 'Empieza en {{count}} día',
    startsIn_few: 'Empieza en {{count}} días',
    startsIn_many: 'Empieza en {{count}} días',
    startsIn_other: 'Empieza en {{count}} días',
    daysLeft_one: 'Queda {{count}} día',
    daysLeft_few: 'Quedan {{count}} días',
    daysLeft_many: 'Quedan {{count}} días',
    daysLeft_other: 'Quedan {{count}} días',
    frozenUntil: 'Congelado hasta el {{date}}',
    stoppedOn: 'Acceso detenido el {{date}}',
    endedOn: 'El acceso terminó el {{date}}',
  },
  freezeErrors: {
    endBeforeStart: 'La congelación debe terminar después de empezar',
    overlapping: 'Estas fechas coinciden con una congelación existente',
    nothingToCancel: 'No hay ninguna congelación que cancelar',
    streamNotStarted: 'El curso aún no ha empezado, no se puede congelar',
    streamEnded: 'El curso ya ha terminado, no se puede congelar',
    streamStopped: 'El acceso al curso está detenido, no se puede congelar',
    streamDemo: 'La demo del curso no se puede congelar',
    startInPast: 'La congelación no puede empezar en el pasado',
    tooLong: 'La congelación puede durar como máximo {{max}} días',
  },
  dayErrors: {
    locked: 'Este día no está disponible en la versión de prueba del curso',
    notStarted: 'Empieza el día antes de terminarlo',
    incorrectlyFilled:
      'El día no está bien configurado. Ponte en contacto con nuestro soporte técnico.',
    streamNotStarted: 'El curso aún no ha empezado, sus días no se pueden realizar',
    streamEnded: 'El curso ha terminado, sus días ya no se pueden realizar',
    streamFrozen: 'El curso está congelado, sus días se podrán realizar después de la congelación',
    streamStopped: 'El acceso al curso está detenido, sus días no se pueden realizar',
  },
  homeworkStatus: {
    NOT_UPLOADED: 'No enviada',
    UPLOADED: 'En revisión',
    DONE: 'Aprobada',
    FAIL: 'No aprobada',
  },
  homeworkStatusHint: {
    UPLOADED: 'El experto responde en un plazo de 24 horas',
  },
  homeworkErrors: {
    pleaseWaitForUploads: 'Espera a que terminen de subirse los archivos',
    messageRequired: 'Escribe un mensaje',
    fileRequired: 'Adjunta al menos un archivo',
    exerciseRequired: 'Completa el ejercicio',
    onlyPhotoOrVideo: 'Solo puedes subir fotos o vídeos',
    tooLarge: 'El archivo es demasiado grande',
    couldNotSend: 'No se pudo enviar la tarea',
    alreadySent: 'La tarea ya está en revisión o aprobada y no se puede volver a enviar',
    locked: 'Esta tarea no está disponible en la versión de prueba del curso',
    unknownFile: 'Archivo no encontrado, súbelo de nuevo',
    notOnChecking: 'Solo se puede revisar una tarea que está en revisión',
    reviewersOnly: 'Solo los expertos pueden revisar las tareas',
  },
  chatErrors: {
    messageDelay_one:
      'Los mensajes se pueden enviar como máximo una vez cada {{count}} segundo. Envía el mensaje más tarde.',
    messageDelay_few:
      'Los mensajes se pueden enviar como máximo una vez cada {{count}} segundos. Envía el mensaje más tarde.',
    messageDelay_many:
      'Los mensajes se pueden enviar como máximo una vez cada {{count}} segundos. Envía el mensaje más tarde.',
    messageDelay_other:
      'Los mensajes se pueden enviar como máximo una vez cada {{count}} segundos. Envía el mensaje más tarde.',
    locked: 'El chat no está disponible en la versión demo del curso',
    messagesDisabled: 'No se pueden enviar mensajes nuevos a este chat',
    notOwnMessage: 'Solo puedes editar tus propios mensajes',
    notExpertMessage: 'Solo se puede valorar la respuesta de un experto',
  },
  statisticsFailed: 'Algo salió mal al enviar las estadísticas',
};
