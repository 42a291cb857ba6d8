import type { Translations } from '../ru';

export const validation: Translations['validation'] = {
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
};
