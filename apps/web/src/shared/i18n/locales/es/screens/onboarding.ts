/** The forced steps after sign-in and the onboarding chat. */
export const onboarding = {
  signOut: 'Cerrar sesión',
  updatePassword: {
    title: 'Nueva contraseña',
    text: 'Para continuar, elige una nueva contraseña.',
    submit: 'Guardar la contraseña',
    failed: 'No se pudo actualizar la contraseña',
  },
  code: {
    sentTo: 'Hemos enviado un código de confirmación a {{target}}.',
    submit: 'Confirmar',
    resend: 'Enviar el código de nuevo',
    resendIn_one: 'Podrás pedir un nuevo código dentro de {{count}} segundo',
    resendIn_many: 'Podrás pedir un nuevo código dentro de {{count}} segundos',
    resendIn_other: 'Podrás pedir un nuevo código dentro de {{count}} segundos',
  },
  emailCode: {
    title: 'Confirma tu correo electrónico',
    change: 'Cambiar la dirección',
    enterEmail: 'Indica tu correo electrónico y te enviaremos un código de confirmación.',
    email: 'Correo electrónico',
    sendCode: 'Recibir el código',
    updateFailed: 'No se pudo verificar tu correo. ¿Enviarlo de nuevo?',
  },
  /** Before a purchase, for an account without an address (spec: routes that require one). */
  emailRequired: {
    title: 'Necesitamos tu correo electrónico',
    text: 'Se necesita un correo electrónico para continuar y para recuperar el acceso a tu cuenta más adelante.',
    confirm: 'Continuar',
  },
  phoneCode: {
    title: 'Confirma tu teléfono',
    enterPhone: 'Indica tu número de teléfono y te enviaremos un código por SMS.',
    phone: 'Número de teléfono',
    hint: 'En formato internacional, por ejemplo +34612345678',
    sendCode: 'Recibir el código',
    change: 'Cambiar el número',
    later: 'Más tarde',
  },
  chat: {
    title: 'Conozcámonos',
    log: 'Conversación',
    bot: 'Asistente:',
    you: 'Tú:',
    welcome: {
      greeting: '¡Hola! Vamos a conocernos.',
      intro: 'Responde a unas pocas preguntas: solo te llevará un par de minutos.',
    },
    goodbye: '¡Registro completado, empecemos!',
    send: 'Enviar',
    skip: 'Omitir',
    skipped: 'Omitir',
    start: 'Empezar',
    hiddenPassword: '••••••••',
    choosePhoto: 'Elegir una foto',
    notImage: 'Esto no es una imagen. Elige una foto',
    linkWith: 'Vincular {{provider}}',
    questions: {
      firstName: { message: '¿Cómo te llamas?', again: 'Introduce el nombre de nuevo' },
      email: {
        message: '¿Cuál es tu correo electrónico?',
        again: 'Introduce un correo electrónico válido',
      },
      password: {
        message: 'Elige una contraseña para iniciar sesión',
        again: 'Introduce una contraseña válida',
      },
      socials: {
        message: 'Vincula una cuenta de red social: así entrarás más rápido',
        again: 'Vincula la cuenta de nuevo',
      },
      birthday: {
        message: '¿Cuándo es tu cumpleaños? Escribe la fecha como DD.MM.AAAA',
        again: 'Introduce una fecha válida',
      },
      avatarId: { message: 'Sube una foto para tu perfil', again: 'Sube la foto de nuevo' },
    },
  },
};
