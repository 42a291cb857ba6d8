export const app = {
  startup: {
    configErrorTitle: 'Error',
    configErrorText: 'No se ha podido cargar la configuración de la aplicación',
  },
  comingSoon: {
    title: 'Próximamente',
    text: 'Esta sección estará disponible muy pronto.',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'Esta página no existe. Comprueba la dirección o vuelve a la página principal.',
  },
  routeError: {
    title: 'Algo ha salido mal',
    text: 'No se ha podido abrir la página. Recárgala e inténtalo de nuevo.',
    reload: 'Recargar',
  },
  session: {
    loggedOut:
      'Tu sesión ha terminado, quizá porque has iniciado sesión en otro dispositivo. Vuelve a iniciar sesión.',
    signingOut: 'Cerrando la sesión…',
    deleting: 'Eliminando la cuenta…',
  },
  shell: {
    home: 'Página principal',
    skipToContent: 'Ir al contenido',
  },
};
