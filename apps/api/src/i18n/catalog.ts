/** The catalogue and the course search. ru is the source; en and es carry the same keys. */
export const catalog = {
  ru: {
    catalog: {
      found: 'Курсы найдены',
      added: 'Курс добавлен в подписку',
      subscriptionRequired: 'Чтобы добавить курс, нужна действующая подписка',
    },
  },
  en: {
    catalog: {
      found: 'Courses found',
      added: 'The course has been added to your subscription',
      subscriptionRequired: 'An active subscription is needed to add a course',
    },
  },
  es: {
    catalog: {
      found: 'Cursos encontrados',
      added: 'El curso se ha añadido a tu suscripción',
      subscriptionRequired: 'Para añadir un curso necesitas una suscripción activa',
    },
  },
};
