export const auth = {
  login: {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    forgotPassword: '¿Has olvidado la contraseña?',
    restorePassword: 'Restablecer la contraseña',
    failed: 'No se ha podido iniciar sesión. Inténtalo más tarde',
    or: 'o',
    socialSignIn: 'Entrar con {{provider}}',
    noAccount: '¿No tienes cuenta?',
    register: 'Regístrate',
    userManual: 'Manual del usuario',
    support: {
      title: '¿Necesitas ayuda?',
      emailLabel: 'Correo de soporte:',
      whatsApp: 'Escribir por WhatsApp',
      form: 'Escribir al soporte',
    },
  },
  providers: {
    apple: 'Apple',
    google: 'Google',
    facebook: 'Facebook',
    vkontakte: 'VK',
  },
};
