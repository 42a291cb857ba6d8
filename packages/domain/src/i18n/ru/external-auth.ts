/** Sign-in through a social network (external-auth.ts): the error dialog. en/ and es/ have a file
 * of this name with exactly these keys (typed, and checked by i18n.test.ts). */
export const externalAuth = {
  errorTitle: 'Ошибка',
  ok: 'Хорошо',
  errors: {
    common_no_social_id:
      'Не удалось получить данные аккаунта из социальной сети. Попробуйте ещё раз',
    login_no_link:
      'Вы пытаетесь войти через социальную сеть, но пользователя с таким аккаунтом не существует. Войдите по электронной почте',
    login_no_user_from_link:
      'Пользователь, к которому привязан этот аккаунт социальной сети, не найден. Войдите по электронной почте',
    link_user_unauthorised: 'Чтобы привязать социальную сеть, войдите в свой аккаунт',
    link_social_id_already_taken:
      'Этот аккаунт социальной сети уже привязан к другому пользователю',
    unknown_error: 'Что-то пошло не так. Попробуйте позже',
  },
} as const;
