/** Offline: the 'No internet' notice, the download button of a lesson and /user/downloads. */
export const offline = {
  notice: {
    text: 'Se muestran los datos guardados; las lecciones descargadas se pueden ver.',
    downloads: 'Descargas',
  },
  button: {
    download: 'Descargar lección',
    retry: 'Descargar de nuevo',
    manage: 'Descargas',
  },
  status: {
    pending: 'En espera de descarga',
    loading: 'Descargando',
    loaded: 'Guardada en este dispositivo',
    fail: 'No descargada',
    percent: '{{label}}: {{percent}} %',
  },
  code: 'código {{code}}',
  screen: {
    title: 'Descargas',
    intro: 'Las lecciones guardadas en este dispositivo se pueden ver sin internet.',
    empty:
      'Aún no has descargado nada. Descarga una lección en la pantalla de su día para verla sin internet.',
    unsupported: 'Este navegador no puede guardar lecciones para verlas sin internet.',
    readFailed: 'No se pudieron leer las descargas.',
    stored: 'En este dispositivo: {{size}}',
    day: 'Día {{number}}',
    delete: 'Eliminar',
    deleteNamed: 'Eliminar «{{title}}» de este dispositivo',
    deleteFailed: 'No se pudo eliminar. Inténtalo de nuevo.',
    quota: 'Este sitio usa {{used}} de {{quota}} disponibles.',
  },
};
