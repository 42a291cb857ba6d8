import { z } from 'zod';
import { Id, v1Answer } from './envelope';
import { requiredId } from './selection';
import { UnixSeconds } from './time';

/** Long enough for a worked answer, short enough to stay a message. */
export const TECH_QUESTION_REPLY_MAX = 4000;

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

/** A question and its replies are one conversation (issue 10): the learner reads their own,
 * support staff (admins of the brand) answer. Instants in seconds. */
export const TechQuestionParams = z.object({ id: requiredId('id') });

export const TechQuestionReply = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The staff member's display name; null once their account is gone. */
  author: z.string().nullable(),
  created_at: UnixSeconds,
});
export type TechQuestionReply = z.infer<typeof TechQuestionReply>;

/** GET /tech-questions (newest first, paginated): the signed-in learner's questions. */
export const TechQuestion = z.object({
  id: z.number().int(),
  support_category_id: z.number().int().nullable(),
  /** The category's title in the request language. */
  category: z.string().nullable(),
  /** The stream the question is about, if any. */
  target_id: z.number().int().nullable(),
  message: z.string(),
  created_at: UnixSeconds,
  replies_count: z.number().int(),
  last_reply_at: UnixSeconds.nullable(),
});
export type TechQuestion = z.infer<typeof TechQuestion>;
export const TechQuestionList = z.array(TechQuestion);

/** GET /tech-questions/{id}: one of the learner's questions with its replies, oldest first. */
export const TechQuestionThread = TechQuestion.extend({ replies: z.array(TechQuestionReply) });

/** GET /admin/tech-questions (paginated): the brand's questions for support staff, awaiting a
 * reply first (the longest waiting first), then the answered ones, newest first; with who asked. */
export const StaffTechQuestion = TechQuestion.extend({
  /** The sender's account; null for the signed-out form. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
});
export type StaffTechQuestion = z.infer<typeof StaffTechQuestion>;
export const StaffTechQuestionList = z.array(StaffTechQuestion);
/** GET /admin/tech-questions/{id}: a question of the brand with its replies, oldest first. */
export const StaffTechQuestionThread = StaffTechQuestion.extend({
  replies: z.array(TechQuestionReply),
});

/** POST /admin/tech-questions/{id}/replies: a support staff member's answer. */
export const TechQuestionReplyBody = z.strictObject({
  message: z.string().trim().min(1).max(TECH_QUESTION_REPLY_MAX),
});
