import { z } from 'zod';
import { Id, v1Answer } from './envelope';

/** GET /support-category: `sort` by id or sort, `-` for descending (a list: paginated). */
export const SupportCategoryQuery = z.object({
  sort: z.enum(['id', '-id', 'sort', '-sort']).default('sort'),
});

export const SupportCategory = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  /** In the request language. */
  title: z.string(),
});
export const SupportCategoryList = z.array(SupportCategory);

/** Strings default to empty so that the support-form rules give their own messages. */
const text = z.string().default('');
const optionalId = Id.nullable().optional();
const name = z.string().max(255).default('');

/** POST /tech-questions/anonymous: the support form of signed-out visitors. */
export const AnonymousTechQuestionBody = z.strictObject({
  email: text,
  name,
  message: text,
  support_category_id: optionalId,
});

/** POST /tech-questions: a signed-in learner's question, optionally about a stream (target). */
export const TechQuestionBody = z.strictObject({
  target_id: optionalId,
  support_category_id: Id,
  name,
  message: text,
});

/** POST /tech-questions/auto: a one-tap request (e.g. renew a course) whose text is the
 * category's title. */
export const AutoTechQuestionBody = z.strictObject({
  target_id: optionalId,
  support_category_id: Id,
  name,
});

export const TechQuestionAnswer = v1Answer(z.object({ id: z.number().int() }));
