import type { TechQuestion, TechQuestionReply } from '@platform/contracts/support';
import { asWire, type Unbranded } from '@platform/contracts/time';

/** Wire data of the support calls for the support screens' tests. */

let lastId = 500;
const nextId = () => ++lastId;

export function buildQuestion(overrides: Partial<Unbranded<TechQuestion>> = {}): TechQuestion {
  return asWire<TechQuestion>({
    id: nextId(),
    support_category_id: 1,
    category: 'Технические проблемы',
    target_id: null,
    message: 'Не открывается видео',
    created_at: 1_700_000_000,
    replies_count: 0,
    last_reply_at: null,
    ...overrides,
  });
}

export function buildReply(
  overrides: Partial<Unbranded<TechQuestionReply>> = {},
): TechQuestionReply {
  return asWire<TechQuestionReply>({
    id: nextId(),
    message: 'Обновите приложение, пожалуйста.',
    author: 'Мария',
    created_at: 1_700_003_600,
    ...overrides,
  });
}
