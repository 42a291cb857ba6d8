/** Cookie consent categories. ru is the source; en and es carry the same keys. */
export const cookies = {
  ru: {
    cookies: {
      essential: {
        title: 'Обязательные',
        description:
          'Нужны для работы сайта: вход в аккаунт, безопасность и ваши настройки. Отключить их нельзя.',
      },
      analytics: {
        title: 'Аналитические',
        description:
          'Помогают понять, как используется сайт, чтобы мы могли сделать его удобнее. Данные обезличены.',
      },
      marketing: {
        title: 'Маркетинговые',
        description:
          'Позволяют показывать рекламу и предложения, которые могут быть вам интересны, на других сайтах.',
      },
    },
  },
  en: {
    cookies: {
      essential: {
        title: 'Essential',
        description:
          'Needed for the site to work: signing in, security and your settings. They cannot be switched off.',
      },
      analytics: {
        title: 'Analytics',
        description:
          'Help us understand how the site is used so that we can improve it. The data is anonymised.',
      },
      marketing: {
        title: 'Marketing',
        description: 'Let us show ads and offers that may interest you on other websites.',
      },
    },
  },
  es: {
    cookies: {
      essential: {
        title: 'Esenciales',
        description:
          'Necesarias para que el sitio funcione: inicio de sesión, seguridad y tus ajustes. No se pueden desactivar.',
      },
      analytics: {
        title: 'Analíticas',
        description:
          'Nos ayudan a entender cómo se usa el sitio para poder mejorarlo. Los datos son anónimos.',
      },
      marketing: {
        title: 'De marketing',
        description:
          'Permiten mostrarte en otros sitios anuncios y ofertas que pueden interesarte.',
      },
    },
  },
};
