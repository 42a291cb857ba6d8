import type { Translations } from '../ru';

export const supportForm: Translations['supportForm'] = {
  errors: {
    emailRequired: 'Introduce tu correo electrónico para que podamos responderte',
    emailInvalid: 'Introduce un correo electrónico válido',
    nameRequired: 'Introduce tu nombre',
    messageRequired: 'Escribe un mensaje',
    messageTooLong: 'El mensaje no puede tener más de {{max}} caracteres',
  },
  successTitle: 'Enviado con éxito',
  messageSent: 'Tu mensaje ha sido enviado',
};
