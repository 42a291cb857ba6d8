/** Video consultations. ru is the source; en and es carry the same keys. */
export const onlineConsultations = {
  ru: {
    videoConsultations: {
      errors: {
        disabled: 'Видеоконсультации недоступны',
        notOffered: 'В этом курсе нет видеоконсультаций',
        locked: 'Видеоконсультации недоступны в демоверсии курса',
        unchangeable:
          'Консультацию уже нельзя изменить: до её начала осталось меньше часа или она прошла',
        slotTaken: 'Это время только что заняли. Пожалуйста, выберите другое время.',
        slotUnavailable: 'На это время нельзя записаться',
        startRequired: 'Выберите время консультации',
        learnerBusy: 'На это время у вас уже есть консультация',
      },
    },
  },
  en: {
    videoConsultations: {
      errors: {
        disabled: 'Video consultations are not available',
        notOffered: 'This course has no video consultations',
        locked: 'Video consultations are not available in the demo version of the course',
        unchangeable:
          'The consultation can no longer be changed: it starts in less than an hour or has taken place',
        slotTaken: 'This time has just been booked. Please choose another time.',
        slotUnavailable: 'This time cannot be booked',
        startRequired: 'Choose the time of the consultation',
        learnerBusy: 'You already have a consultation at this time',
      },
    },
  },
  es: {
    videoConsultations: {
      errors: {
        disabled: 'Las videoconsultas no están disponibles',
        notOffered: 'Este curso no tiene videoconsultas',
        locked: 'Las videoconsultas no están disponibles en la versión de demostración del curso',
        unchangeable:
          'La consulta ya no se puede cambiar: empieza en menos de una hora o ya ha tenido lugar',
        slotTaken: 'Esta hora se acaba de reservar. Por favor, elige otra hora.',
        slotUnavailable: 'No se puede reservar esta hora',
        startRequired: 'Elige la hora de la consulta',
        learnerBusy: 'Ya tienes una consulta a esta hora',
      },
    },
  },
};
