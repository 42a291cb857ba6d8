import type { Translations } from '../ru';

export const phone: Translations['phone'] = {
  invalidFormat:
    'Formato de número de teléfono no válido. Introduce el número en formato internacional, p. ej., +34612345678',
};
