export const common = {
  actions: {
    ok: 'De acuerdo',
    cancel: 'Cancelar',
    close: 'Cerrar',
    yes: 'Sí',
    no: 'No',
    retry: 'Reintentar',
    toHome: 'Ir a la página principal',
  },
  loading: 'Cargando…',
  errors: {
    unknown: 'Se ha producido un error desconocido. Inténtalo más tarde',
    noInternet: 'Sin conexión a internet',
  },
  field: {
    charactersLeft_one: 'Queda {{count}} carácter',
    charactersLeft_many: 'Quedan {{count}} caracteres',
    charactersLeft_other: 'Quedan {{count}} caracteres',
    showPassword: 'Mostrar la contraseña',
  },
  language: {
    label: 'Idioma',
    reloadTitle: '¿Recargar la página?',
    reloadText: 'Se ha cambiado el idioma. Recarga la página para aplicarlo en todas partes.',
  },
};
