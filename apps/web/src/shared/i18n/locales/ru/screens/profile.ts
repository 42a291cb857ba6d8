/** The edit-profile screen and the avatar. */
export const profile = {
  edit: {
    title: 'Редактирование профиля',
    firstName: 'Имя',
    lastName: 'Фамилия',
    email: 'Электронная почта',
    phone: 'Телефон',
    phoneHint: 'В международном формате, например +7 900 123-45-67',
    birthday: 'Дата рождения',
    city: 'Город',
    gender: 'Пол',
    genderMale: 'Мужской',
    genderFemale: 'Женский',
    instagram: 'Instagram',
    submit: 'Сохранить',
    saved: 'Профиль сохранён',
    failed: 'Не удалось обновить профиль пользователя',
  },
  avatar: {
    alt: 'Ваше фото',
    change: 'Загрузить фото',
    uploading: 'Загружаем фото…',
    uploaded: 'Фото обновлено',
  },
};
