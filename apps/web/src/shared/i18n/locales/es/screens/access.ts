/** Registration, access recovery and the texts they share with the forced steps. */
export const access = {
  backToLogin: 'Volver a iniciar sesión',
  signup: {
    title: 'Registro',
    firstName: 'Nombre',
    email: 'Correo electrónico',
    submit: 'Registrarse',
    failed: 'No se pudo completar el registro. Inténtalo más tarde',
  },
  password: {
    new: 'Nueva contraseña',
    repeat: 'Repite la contraseña',
    hint: 'De {{min}} a {{max}} caracteres',
  },
  code: {
    label: 'Código de confirmación',
    invalid_one: 'Introduce el código de {{count}} dígito',
    invalid_many: 'Introduce el código de {{count}} dígitos',
    invalid_other: 'Introduce el código de {{count}} dígitos',
  },
  recovery: {
    title: 'Recuperar el acceso',
    intro:
      'Indica el correo electrónico con el que te registraste. Te enviaremos un enlace y un código para cambiar la contraseña.',
    email: 'Correo electrónico',
    send: 'Enviarme el correo',
    sent: 'Si hay una cuenta registrada con {{email}}, le hemos enviado un correo con un enlace y un código. Abre el enlace o introduce el código aquí abajo y elige una nueva contraseña.',
    code: 'Código del correo',
    submit: 'Cambiar la contraseña y entrar',
    sendAgain: 'Enviar el correo de nuevo o usar otra dirección',
    linkIntro: 'Elige una nueva contraseña para iniciar sesión.',
    newLink: 'Solicitar un nuevo enlace',
  },
};
