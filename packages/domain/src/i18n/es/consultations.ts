import type { Translations } from '../ru';

export const consultations: Translations['consultations'] = {
  left_one: 'Queda {{count}} de {{maximum}} consultas pagadas',
  left_few: 'Quedan {{count}} de {{maximum}} consultas pagadas',
  left_many: 'Quedan {{count}} de {{maximum}} consultas pagadas',
  left_other: 'Quedan {{count}} de {{maximum}} consultas pagadas',
  maximum_one: '{{count}} consulta pagada en el curso',
  maximum_few: '{{count}} consultas pagadas en el curso',
  maximum_many: '{{count}} consultas pagadas en el curso',
  maximum_other: '{{count}} consultas pagadas en el curso',
  errors: {
    alreadyOpen: 'Ya hay una consulta abierta en este chat',
    noQuestion: 'Una consulta empieza con una pregunta del alumno: el chat aún no tiene ninguna',
    limitReached: 'Las consultas pagadas de este curso se han agotado',
    notOpen: 'La consulta ya está cerrada',
    notClosed: 'Solo se puede valorar una consulta terminada',
    alreadyRated: 'Ya has valorado esta consulta',
  },
};
