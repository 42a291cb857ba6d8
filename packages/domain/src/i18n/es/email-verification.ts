import type { Translations } from '../ru';

export const emailVerification: Translations['emailVerification'] = {
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
    labelTooLong: 'Cada parte del dominio entre puntos puede tener como máximo {{max}} caracteres',
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
};
