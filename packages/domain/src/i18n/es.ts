import type { Translations } from './ru';

export const es: Translations = {
  emailVerification: {
    errors: {
      empty: 'Introduce tu correo electrónico',
      notString: 'El correo electrónico debe ser un texto',
      tooLong: 'El correo electrónico no puede tener más de {{max}} caracteres',
      noAt: 'El correo electrónico debe contener el símbolo @',
      multipleAt: 'El correo electrónico solo puede contener un símbolo @',
      atEdge: 'El símbolo @ no puede estar al principio ni al final de la dirección',
      emptyLocal: 'Introduce la parte de la dirección anterior al símbolo @',
      localTooLong: 'La parte anterior al símbolo @ no puede tener más de {{max}} caracteres',
      emptyDomain: 'Introduce el dominio después del símbolo @',
      domainTooLong: 'El dominio no puede tener más de {{max}} caracteres',
      format: 'El formato del correo electrónico no es válido',
      dotEdge: 'Ni la dirección ni el dominio pueden empezar o terminar con un punto',
      doubleDot: 'La dirección no puede contener dos puntos seguidos',
      emptyLabel: 'El dominio no puede tener partes vacías entre puntos',
      labelTooLong:
        'Cada parte del dominio entre puntos puede tener como máximo {{max}} caracteres',
      labelDashEdge: 'Las partes del dominio no pueden empezar ni terminar con un guion',
      labelChars: 'El dominio solo puede contener letras latinas, dígitos y guiones',
      tldInvalid:
        'El dominio de nivel superior (tras el último punto) debe contener solo letras y tener al menos {{min}} caracteres',
      blockedDomain: 'No se aceptan direcciones de este dominio, usa otra dirección',
      notAllowedDomain: 'Usa una dirección de uno de los dominios permitidos',
      tooManyLevels: 'El dominio tiene demasiados niveles, se permiten como máximo {{max}}',
    },
    warnings: {
      localLong: 'La parte anterior al símbolo @ es inusualmente larga: comprueba si hay errores',
      manyLevels: 'El dominio tiene un número inusual de niveles: comprueba si hay errores',
    },
  },
  validation: {
    required: 'Este campo es obligatorio',
    email: 'Introduce un correo electrónico válido',
    confirmed: 'Los valores no coinciden',
    maxLength: 'No más de {{max}} caracteres',
    instagram: {
      dotEdge: 'El nombre no puede empezar ni terminar con un punto',
      doubleDot: 'El nombre no puede contener dos puntos seguidos',
      onlyEnglish: 'Solo se permiten letras inglesas, dígitos, guiones bajos y puntos sueltos',
      tooLong: 'El nombre no puede tener más de {{max}} caracteres',
      sample: 'Esto es un ejemplo, introduce tu propio nombre de Instagram',
    },
    birthday: {
      wrongFormat: 'Formato de fecha incorrecto, introduce DD.MM.AAAA',
      notExist: 'Esta fecha no existe',
      tooOld: 'La fecha no puede ser anterior a {{minYear}}',
      inFuture: 'La fecha no puede ser futura',
    },
    appId: {
      format:
        'El identificador de aplicación solo puede contener letras latinas, dígitos y . _ : - (máximo {{max}} caracteres)',
    },
    password: {
      tooShort: 'La contraseña debe tener al menos {{min}} caracteres',
      tooLong: 'La contraseña no puede tener más de {{max}} caracteres',
      notIdentical: 'Las contraseñas deben coincidir.',
    },
  },
  supportForm: {
    errors: {
      emailRequired: 'Introduce tu correo electrónico para que podamos responderte',
      emailInvalid: 'Introduce un correo electrónico válido',
      nameRequired: 'Introduce tu nombre',
      messageRequired: 'Escribe un mensaje',
      messageTooLong: 'El mensaje no puede tener más de {{max}} caracteres',
    },
    successTitle: 'Enviado con éxito',
    messageSent: 'Tu mensaje ha sido enviado',
  },
  phone: {
    invalidFormat:
      'Formato de número de teléfono no válido. Introduce el número en formato internacional, p. ej., +34612345678',
  },
  externalAuth: {
    errorTitle: 'Error',
    ok: 'De acuerdo',
    errors: {
      common_no_social_id:
        'No se pudieron obtener los datos de tu cuenta de la red social. Inténtalo de nuevo',
      login_no_link:
        'Estás intentando iniciar sesión con una red social, pero no existe ningún usuario con esa cuenta. Inicia sesión con tu correo electrónico',
      login_no_user_from_link:
        'No se encontró el usuario vinculado a esta cuenta de la red social. Inicia sesión con tu correo electrónico',
      link_user_unauthorised: 'Inicia sesión en tu cuenta para vincular una red social',
      link_social_id_already_taken: 'Esta cuenta de la red social ya está vinculada a otro usuario',
      unknown_error: 'Algo salió mal. Inténtalo más tarde',
    },
  },
  learning: {
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
      streamFrozen:
        'El curso está congelado, sus días se podrán realizar después de la congelación',
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
  },
};
