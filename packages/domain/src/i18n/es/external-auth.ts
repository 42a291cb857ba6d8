import type { Translations } from '../ru';

export const externalAuth: Translations['externalAuth'] = {
  errorTitle: 'Error',
  ok: 'De acuerdo',
  errors: {
    common_no_social_id:
      'No se pudieron obtener los datos de tu cuenta de la red social. Inténtalo de nuevo',
    login_no_link:
      'Estás intentando iniciar sesión con una red social, pero no existe ningún usuario con esa cuenta. Inicia sesión con tu correo electrónico',
    login_no_user_from_link:
      'No se encontró el usuario vinculado a esta cuenta de la red social. Inicia sesión con tu correo electrónico',
    link_user_unauthorised: 'Inicia sesión en tu cuenta para vincular una red social',
    link_social_id_already_taken: 'Esta cuenta de la red social ya está vinculada a otro usuario',
    unknown_error: 'Algo salió mal. Inténtalo más tarde',
  },
};
