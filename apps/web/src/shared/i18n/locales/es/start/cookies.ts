export const cookies = {
  banner: {
    label: 'Consentimiento de cookies',
    text: 'Usamos cookies: las necesarias para que el sitio funcione, y las de análisis y marketing solo con tu consentimiento.',
    dismiss: 'Solo las necesarias',
    settings: 'Configurar',
    acceptAll: 'Aceptar todas',
  },
  dialog: {
    title: 'Configuración de cookies',
    description: 'Elige qué cookies se pueden usar. Las necesarias están siempre activadas.',
    save: 'Guardar mi elección',
  },
  page: {
    title: 'Configuración de cookies',
    intro:
      'Elige qué cookies se pueden usar en este navegador. Las necesarias están siempre activadas.',
    notAsked: 'Este sitio no pide consentimiento para las cookies: se usan todas las categorías.',
    save: 'Guardar',
    saved: 'Configuración de cookies guardada',
    serverFailed: 'Tu elección se guardó en este navegador, pero no en tu cuenta: {{reason}}',
  },
  policyLink: 'Política de cookies',
};
