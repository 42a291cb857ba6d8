/** The learner's streams: the demo stream of a learner without streams. ru is the source; en and
 * es carry the same keys. */
export const streams = {
  ru: {
    streams: {
      demoUnavailable: 'Пробный доступ к курсу недоступен',
      demoHasStreams: 'У вас уже есть курсы: пробный доступ открывается только без них',
    },
  },
  en: {
    streams: {
      demoUnavailable: 'Trial access to a course is not available',
      demoHasStreams: 'You already have courses: trial access opens only without them',
    },
  },
  es: {
    streams: {
      demoUnavailable: 'El acceso de prueba a un curso no está disponible',
      demoHasStreams: 'Ya tienes cursos: el acceso de prueba solo se abre sin ellos',
    },
  },
};
