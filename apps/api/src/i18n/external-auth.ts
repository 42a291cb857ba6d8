/** Social sign-in and linking. The texts of the external-auth error codes are the shared ones of
 * packages/domain (externalAuth.errors.*), so the web app and the server say the same thing.
 * ru is the source; en and es carry the same keys. */
export const externalAuth = {
  ru: {
    externalAuth: {
      returnUrlNotAllowed: 'Адрес возврата должен вести на этот сайт',
    },
  },
  en: {
    externalAuth: {
      returnUrlNotAllowed: 'The return address must lead to this site',
    },
  },
  es: {
    externalAuth: {
      returnUrlNotAllowed: 'La dirección de retorno debe llevar a este sitio',
    },
  },
};
