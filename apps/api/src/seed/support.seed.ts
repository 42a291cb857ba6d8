import { addSeconds } from '../lib/clock';
import { streamsRepository } from '../modules/streams/streams.repository';
import { supportRepository } from '../modules/support/support.repository';
import { usersRepository } from '../modules/users/users.repository';
import type { SeedStep } from './seed-step';

/** Ids as the brand configurations refer to them (homework 3, 5 or 10; renewals 4, 6 or 7);
 * 1 and 2 are general topics. */
const SUPPORT_CATEGORIES = [
  { id: 1, ru: 'Технические проблемы', en: 'Technical problems', es: 'Problemas técnicos' },
  { id: 2, ru: 'Оплата и подписка', en: 'Payment and subscription', es: 'Pago y suscripción' },
  { id: 10, ru: 'Сдать домашнее задание', en: 'Submit homework', es: 'Entregar la tarea' },
  { id: 3, ru: 'Вопрос по домашнему заданию', en: 'Homework question', es: 'Duda sobre la tarea' },
  { id: 5, ru: 'Проверка домашнего задания', en: 'Homework review', es: 'Revisión de la tarea' },
  { id: 7, ru: 'Продлить доступ', en: 'Renew access', es: 'Renovar el acceso' },
  { id: 4, ru: 'Продлить курс', en: 'Renew the course', es: 'Renovar el curso' },
  { id: 6, ru: 'Продлить консультации', en: 'Renew consultations', es: 'Renovar las consultas' },
];

/** The support topics, in the order listed. */
export const seedSupport: SeedStep = async ({ db }) => {
  await supportRepository(db).insertMissingCategories(
    SUPPORT_CATEGORIES.map(({ id, ...title }, index) => ({ id, sort: index + 1, title })),
  );
};

const LEARNER = 'demo@example.com';
const STAFF = 'admin@example.com';

/** The demo learner's conversations with support, hours before the moment of seeding: a
 * question about their first stream's homework (the brand's homework topic, 3) that support
 * answered, and a question that still waits. */
const QUESTIONS = [
  {
    categoryId: 3,
    aboutStream: true,
    hoursAgo: 26,
    message: 'Не могу отправить видео к домашнему заданию: загрузка останавливается на середине.',
    replies: [
      {
        hoursAgo: 24,
        message:
          'Здравствуйте! Попробуйте, пожалуйста, отправить видео по Wi-Fi: файлы до 50 МБ загружаются без перерывов. Если не получится — напишите нам ещё раз.',
      },
    ],
  },
  {
    categoryId: 2,
    aboutStream: false,
    hoursAgo: 3,
    message: 'Подскажите, можно ли перенести оплату подписки на другую дату?',
    replies: [],
  },
];

/** The demo learner's questions and the demo admin's replies, unless the learner has asked
 * anything already. After the users and streams steps. */
export const seedSupportQuestions: SeedStep = async ({ db, now }) => {
  const users = usersRepository(db);
  const [learner, staff] = await Promise.all([
    users.findByEmail(LEARNER),
    users.findByEmail(STAFF),
  ]);
  if (!learner || !staff) return;
  const support = supportRepository(db);
  if ((await support.listOfUser(learner.id, 0, 1)).total > 0) return;
  // The question is about the learner's first stream by start.
  const [stream] = await streamsRepository(db).listOwned(learner.id, now);
  const hoursAgo = (hours: number) => addSeconds(now, -hours * 60 * 60);
  for (const question of QUESTIONS) {
    const questionId = await support.createQuestion({
      brandId: learner.brandId,
      userId: learner.id,
      email: learner.email,
      name: learner.firstName ?? '',
      supportCategoryId: question.categoryId,
      targetId: question.aboutStream ? (stream?.id ?? null) : null,
      message: question.message,
      createdAt: hoursAgo(question.hoursAgo),
    });
    for (const reply of question.replies) {
      await support.createReply({
        questionId,
        authorId: staff.id,
        message: reply.message,
        createdAt: hoursAgo(reply.hoursAgo),
      });
    }
  }
};
