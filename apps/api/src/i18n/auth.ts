/** Sign-in, sign-up, one-time codes and the mail they send. ru is the source; en and es carry the same keys. */
export const auth = {
  ru: {
    auth: {
      wrongPassword: 'Неверный e-mail или пароль',
      wrongAppIdPassword: 'Неверный идентификатор приложения или пароль',
      emailTaken: 'Этот e-mail уже зарегистрирован',
      appIdTaken: 'Этот идентификатор приложения уже зарегистрирован',
      registrationDisabled: 'Регистрация отключена',
      anonAuthDisabled: 'Анонимный вход отключён',
      unknownApp: 'Неизвестное приложение',
      codeInvalid: 'Неверный код',
      codeExpired: 'Срок действия кода истёк. Запросите новый',
      codeAttemptsExceeded: 'Слишком много неверных попыток. Запросите новый код',
      resendTooEarly: 'Новый код можно запросить через {{seconds}} с',
      resetLinkInvalid: 'Ссылка для восстановления недействительна или устарела',
      currentPasswordWrong: 'Неверный текущий пароль',
      otpSent: 'Код отправлен',
      resetSent: 'Если такой e-mail зарегистрирован, мы отправили на него письмо',
      phoneValidationSkipped: 'Подтверждение телефона отложено',
      signedIn: 'Вы вошли в аккаунт',
      phoneVerified: 'Телефон подтверждён',
      resendLater: 'Подождите немного перед повторной отправкой кода',
      emailOrAppIdRequired: 'Укажите e-mail или идентификатор приложения',
      appIdFormat:
        'Идентификатор приложения может содержать только латинские буквы, цифры и знаки . _ : - (до {{max}} символов)',
    },
    mail: {
      otpSubject: 'Код для входа: {{code}}',
      otpText:
        'Ваш код для входа: {{code}}. Он действует {{minutes}} минут. Если вы не запрашивали код, просто проигнорируйте это письмо.',
      resetSubject: 'Восстановление доступа',
      resetText:
        'Чтобы задать новый пароль, перейдите по ссылке: {{link}}\nИли введите код: {{code}}. Ссылка и код действуют {{minutes}} минут. Если вы не запрашивали восстановление, просто проигнорируйте это письмо.',
      phoneText: 'Код подтверждения телефона: {{code}}. Действует {{minutes}} минут.',
    },
  },
  en: {
    auth: {
      wrongPassword: 'Incorrect e-mail or password',
      wrongAppIdPassword: 'Incorrect application id or password',
      emailTaken: 'This e-mail is already registered',
      appIdTaken: 'This application id is already registered',
      registrationDisabled: 'Registration is disabled',
      anonAuthDisabled: 'Anonymous sign-in is disabled',
      unknownApp: 'Unknown application',
      codeInvalid: 'Wrong code',
      codeExpired: 'The code has expired. Request a new one',
      codeAttemptsExceeded: 'Too many wrong attempts. Request a new code',
      resendTooEarly: 'You can request a new code in {{seconds}} s',
      resetLinkInvalid: 'The recovery link is invalid or has expired',
      currentPasswordWrong: 'The current password is wrong',
      otpSent: 'The code has been sent',
      resetSent: 'If this e-mail is registered, we have sent a message to it',
      phoneValidationSkipped: 'Phone verification postponed',
      signedIn: 'You are signed in',
      phoneVerified: 'Phone number verified',
      resendLater: 'Please wait a little before requesting another code',
      emailOrAppIdRequired: 'Enter an e-mail or an application id',
      appIdFormat:
        'The application id may contain only Latin letters, digits and . _ : - (at most {{max}} characters)',
    },
    mail: {
      otpSubject: 'Your sign-in code: {{code}}',
      otpText:
        'Your sign-in code is {{code}}. It is valid for {{minutes}} minutes. If you did not ask for a code, ignore this message.',
      resetSubject: 'Access recovery',
      resetText:
        'To set a new password, open this link: {{link}}\nOr enter the code: {{code}}. The link and the code are valid for {{minutes}} minutes. If you did not ask for recovery, ignore this message.',
      phoneText: 'Your phone verification code: {{code}}. Valid for {{minutes}} minutes.',
    },
  },
  es: {
    auth: {
      wrongPassword: 'Correo electrónico o contraseña incorrectos',
      wrongAppIdPassword: 'Identificador de aplicación o contraseña incorrectos',
      emailTaken: 'Este correo electrónico ya está registrado',
      appIdTaken: 'Este identificador de aplicación ya está registrado',
      registrationDisabled: 'El registro está desactivado',
      anonAuthDisabled: 'El acceso anónimo está desactivado',
      unknownApp: 'Aplicación desconocida',
      codeInvalid: 'Código incorrecto',
      codeExpired: 'El código ha caducado. Solicita uno nuevo',
      codeAttemptsExceeded: 'Demasiados intentos fallidos. Solicita un código nuevo',
      resendTooEarly: 'Podrás solicitar un código nuevo en {{seconds}} s',
      resetLinkInvalid: 'El enlace de recuperación no es válido o ha caducado',
      currentPasswordWrong: 'La contraseña actual es incorrecta',
      otpSent: 'Código enviado',
      resetSent: 'Si este correo está registrado, te hemos enviado un mensaje',
      phoneValidationSkipped: 'Verificación del teléfono aplazada',
      signedIn: 'Has iniciado sesión',
      phoneVerified: 'Teléfono verificado',
      resendLater: 'Espera un poco antes de solicitar otro código',
      emailOrAppIdRequired: 'Introduce un correo electrónico o un identificador de aplicación',
      appIdFormat:
        'El identificador de aplicación solo puede contener letras latinas, dígitos y . _ : - (máximo {{max}} caracteres)',
    },
    mail: {
      otpSubject: 'Tu código de acceso: {{code}}',
      otpText:
        'Tu código de acceso es {{code}}. Es válido durante {{minutes}} minutos. Si no lo has solicitado, ignora este mensaje.',
      resetSubject: 'Recuperación de acceso',
      resetText:
        'Para crear una contraseña nueva, abre este enlace: {{link}}\nO introduce el código: {{code}}. El enlace y el código son válidos durante {{minutes}} minutos. Si no lo has solicitado, ignora este mensaje.',
      phoneText:
        'Tu código de verificación del teléfono: {{code}}. Válido durante {{minutes}} minutos.',
    },
  },
};
