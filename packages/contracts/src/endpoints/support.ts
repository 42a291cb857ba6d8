import { endpoint } from '../endpoint';
import type {
  AnonymousTechQuestionBody,
  AutoTechQuestionBody,
  SupportCategoryList,
  SupportCategoryQuery,
  TechQuestionAnswer,
  TechQuestionBody,
} from '../support';

/** Support topics and questions: the topics and the anonymous form are open to everyone (the
 * form spends the address's budget), the other questions come from a signed-in learner. */
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
};
