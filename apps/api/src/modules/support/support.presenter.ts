import type {
  StaffTechQuestion,
  TechQuestion,
  TechQuestionReply,
} from '@platform/contracts/support';
import { toSeconds } from '../../lib/clock';
import { inLanguage, type Lang } from '../../lib/i18n';
import type { SupportCategoryRow } from './support.repository';
import type { QuestionRow, ReplyRow } from './support.service';

export function categoryTitle(row: SupportCategoryRow, lang: Lang): string {
  return inLanguage(row.title, lang);
}

export function presentCategory(row: SupportCategoryRow, lang: Lang) {
  return { id: row.id, sort: row.sort, title: categoryTitle(row, lang) };
}

/** A learner's question as their list and its thread show it. */
export function presentQuestion(row: QuestionRow, lang: Lang): TechQuestion {
  const { question, category } = row;
  return {
    id: question.id,
    support_category_id: question.supportCategoryId,
    category: category && categoryTitle(category, lang),
    target_id: question.targetId,
    message: question.message,
    created_at: toSeconds(question.createdAt),
    replies_count: row.repliesCount,
    last_reply_at: row.lastReplyAt && toSeconds(row.lastReplyAt),
  };
}

/** A question as support staff see it: with who asked and where the answer goes. */
export function presentStaffQuestion(row: QuestionRow, lang: Lang): StaffTechQuestion {
  const { question } = row;
  return {
    ...presentQuestion(row, lang),
    user_id: question.userId,
    name: question.name,
    email: question.email,
  };
}

/** A reply names its author by first name only: the learner needs no staff e-mail. */
export function presentReply({ reply, authorName }: ReplyRow): TechQuestionReply {
  return {
    id: reply.id,
    message: reply.message,
    author: authorName?.trim() || null,
    created_at: toSeconds(reply.createdAt),
  };
}
