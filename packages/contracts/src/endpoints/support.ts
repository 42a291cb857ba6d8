import { endpoint } from '../endpoint';
import type {
  AnonymousTechQuestionBody,
  AutoTechQuestionBody,
  StaffTechQuestionList,
  StaffTechQuestionThread,
  SupportCategoryList,
  SupportCategoryQuery,
  TechQuestionAnswer,
  TechQuestionBody,
  TechQuestionList,
  TechQuestionParams,
  TechQuestionReply,
  TechQuestionReplyBody,
  TechQuestionThread,
} from '../support';

/** Support topics and questions: the topics and the anonymous form are open to everyone (the
 * form spends the address's budget), the other questions come from a signed-in learner, who
 * reads their own questions with the replies; support staff answer under /admin. */
export const supportEndpoints = {
  categories: endpoint<{
    query: typeof SupportCategoryQuery;
    answer: typeof SupportCategoryList;
  }>()({ method: 'GET', path: '/support-category' }),
  askAnonymously: endpoint<{
    body: typeof AnonymousTechQuestionBody;
    answer: typeof TechQuestionAnswer;
  }>()({ method: 'POST', path: '/tech-questions/anonymous', rules: [429] }),
  ask: endpoint<{ body: typeof TechQuestionBody; answer: typeof TechQuestionAnswer }>()({
    method: 'POST',
    path: '/tech-questions',
  }),
  askAuto: endpoint<{ body: typeof AutoTechQuestionBody; answer: typeof TechQuestionAnswer }>()({
    method: 'POST',
    path: '/tech-questions/auto',
  }),
  mine: endpoint<{ answer: typeof TechQuestionList }>()({
    method: 'GET',
    path: '/tech-questions',
  }),
  thread: endpoint<{ params: typeof TechQuestionParams; answer: typeof TechQuestionThread }>()({
    method: 'GET',
    path: '/tech-questions/:id',
  }),
  // Not support staff (403).
  staffList: endpoint<{ answer: typeof StaffTechQuestionList }>()({
    method: 'GET',
    path: '/admin/tech-questions',
    rules: [403],
  }),
  // Not support staff (403); another brand's question (404).
  staffThread: endpoint<{
    params: typeof TechQuestionParams;
    answer: typeof StaffTechQuestionThread;
  }>()({ method: 'GET', path: '/admin/tech-questions/:id', rules: [403] }),
  // Not support staff (403).
  reply: endpoint<{
    params: typeof TechQuestionParams;
    body: typeof TechQuestionReplyBody;
    answer: typeof TechQuestionReply;
  }>()({ method: 'POST', path: '/admin/tech-questions/:id/replies', rules: [403] }),
};
