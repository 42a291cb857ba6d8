import { normalizeEmail } from '@platform/domain/email';
import {
  checkSupportForm,
  type SupportFormField,
  type SupportFormValues,
  supportFormErrorMessage,
} from '@platform/domain/support-form';
import type { AppContext } from '../../context';
import { type FieldErrors, forbidden, invalid, notFound } from '../../lib/errors';
import { type Lang, translator } from '../../lib/i18n';
import type { Page } from '../../lib/pagination';
import type { SignedInUser, UserRow } from '../auth/sessions.repository';
import { type BrandSource, resolveBrand } from '../brands/brands.service';
import { streamsRepository } from '../streams/streams.repository';
import { categoryTitle } from './support.presenter';
import {
  type CategorySort,
  type SupportCategoryRow,
  supportRepository,
  type TechQuestionReplyRow,
  type TechQuestionRow,
} from './support.repository';

/** A question as the learner reads it: its category and how far staff have answered. */
export interface QuestionRow {
  question: TechQuestionRow;
  category: SupportCategoryRow | null;
  repliesCount: number;
  lastReplyAt: Date | null;
}

export interface ReplyRow {
  reply: TechQuestionReplyRow;
  authorName: string | null;
}

/** A question without replies has no reply totals row. */
const withReplyCount = <Row extends { repliesCount: number | null }>(row: Row) => ({
  ...row,
  repliesCount: row.repliesCount ?? 0,
});

/** Support staff are the brand's admins: checked once for their whole route subtree. */
export function assertSupportStaff(user: SignedInUser): void {
  if (!user.isAdmin) throw forbidden('support_staff_only', 'support.staffOnly');
}

/** What both signed-in calls carry; the category is required there. */
interface Question {
  target_id?: number | null;
  support_category_id: number;
  name: string;
}

/** Who sends the signed-out form: the address (its budget) and the brand the call speaks for. */
export interface AnonymousSender {
  ip: string;
  brand: BrandSource;
}

/** The support-form rules (spec 000 section 5) for the fields a call carries. */
function formErrors(values: SupportFormValues, fields: SupportFormField[]): FieldErrors {
  const errors = checkSupportForm(values);
  return Object.fromEntries(
    fields
      .filter((field) => errors[field].length > 0)
      .map((field) => [field, errors[field].map(supportFormErrorMessage)]),
  );
}

export function supportService(ctx: AppContext) {
  const support = supportRepository(ctx.db);

  /** A found question with its replies, oldest first; none found is 404. */
  async function threadOf(
    found: Omit<QuestionRow, 'repliesCount' | 'lastReplyAt'> | undefined,
  ): Promise<{ row: QuestionRow; replies: ReplyRow[] }> {
    if (!found) throw notFound();
    const replies = await support.listReplies(found.question.id);
    const last = replies.at(-1);
    return {
      row: { ...found, repliesCount: replies.length, lastReplyAt: last?.reply.createdAt ?? null },
      replies,
    };
  }

  /** The question's category, or 422 together with the form's own errors. */
  async function checked(
    values: SupportFormValues,
    fields: SupportFormField[],
    categoryId: number | null | undefined,
  ): Promise<SupportCategoryRow | undefined> {
    const errors = formErrors(values, fields);
    const category = categoryId == null ? undefined : await support.findCategory(categoryId);
    if (categoryId != null && !category) {
      errors.support_category_id = [{ key: 'support.unknownCategory' }];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return category;
  }

  /** A question may be about one of the learner's own streams only: another learner's stream,
   * or one that does not exist, is not found (as every user-scoped call answers). */
  async function assertOwnTarget(user: UserRow, targetId: number | null | undefined) {
    if (targetId == null) return;
    if (!(await streamsRepository(ctx.db).owns(user.id, targetId))) throw notFound();
  }

  return {
    listCategories(sort: CategorySort, page: Page) {
      return support.listCategories(sort, page.offset, page.perPage);
    },

    /** The learner's questions, newest first. */
    async listMine(user: UserRow, page: Page): Promise<{ rows: QuestionRow[]; total: number }> {
      const { rows, total } = await support.listOfUser(user.id, page.offset, page.perPage);
      return { rows: rows.map(withReplyCount), total };
    },

    /** The questions of the staff member's brand, awaiting a reply first. */
    async listOfBrand(staff: SignedInUser, page: Page) {
      const { rows, total } = await support.listOfBrand(staff.brandId, page.offset, page.perPage);
      return { rows: rows.map(withReplyCount), total };
    },

    /** One of the learner's questions with its replies; someone else's is not found. */
    thread: async (user: UserRow, id: number) => threadOf(await support.findOfUser(user.id, id)),

    /** A question of the staff member's brand with its replies; another brand's is not found. */
    staffThread: async (staff: SignedInUser, id: number) =>
      threadOf(await support.findInBrand(staff.brandId, id)),

    /** A staff member answers a question of their brand (another brand's is not found). */
    async reply(staff: SignedInUser, id: number, message: string): Promise<ReplyRow> {
      if (!(await support.existsInBrand(staff.brandId, id))) throw notFound();
      const reply = await support.createReply({ questionId: id, authorId: staff.id, message });
      return { reply, authorName: staff.firstName };
    },

    /** The signed-out support form. Only accepted questions spend the IP's budget, so a typo
     * does not lock anyone out, while a flood of real messages is stopped. */
    async askAnonymously(
      sender: AnonymousSender,
      body: SupportFormValues & { support_category_id?: number | null },
    ): Promise<number> {
      await ctx.limits.check('supportPerIp', sender.ip);
      await checked(body, ['email', 'name', 'message'], body.support_category_id);
      const brand = await resolveBrand(ctx.db, sender.brand);
      await ctx.limits.spend('supportPerIp', sender.ip);
      return support.createQuestion({
        brandId: brand.id,
        supportCategoryId: body.support_category_id ?? null,
        email: normalizeEmail(body.email),
        name: body.name.trim(),
        message: body.message,
      });
    },

    /** A signed-in learner's question; the reply goes to the account's e-mail. */
    async ask(user: UserRow, body: Question & { message: string }): Promise<number> {
      await checked({ ...body, email: '' }, ['name', 'message'], body.support_category_id);
      await assertOwnTarget(user, body.target_id);
      return support.createQuestion(questionOf(user, body, body.message));
    },

    /** A one-tap request: its text names the category, in the caller's language. */
    async askAuto(user: UserRow, body: Question, lang: Lang): Promise<number> {
      const values = { name: body.name, email: '', message: '' };
      const category = await checked(values, ['name'], body.support_category_id);
      await assertOwnTarget(user, body.target_id);
      const title = category ? categoryTitle(category, lang) : '';
      const message = translator(lang)('support.autoMessage', { category: title });
      return support.createQuestion(questionOf(user, body, message));
    },
  };
}

function questionOf(user: UserRow, body: Question, message: string) {
  return {
    brandId: user.brandId,
    userId: user.id,
    targetId: body.target_id ?? null,
    supportCategoryId: body.support_category_id,
    email: user.email,
    name: body.name.trim(),
    message,
  };
}
