import { supportCategories } from '../db/schema/support';
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
  await db
    .insert(supportCategories)
    .values(SUPPORT_CATEGORIES.map(({ id, ...title }, index) => ({ id, sort: index + 1, title })))
    .onConflictDoNothing({ target: supportCategories.id });
};
