import { supportEndpoints } from '@platform/contracts/endpoints/support';
import type {
  AutoTechQuestionBody,
  TechQuestionAnswer,
  TechQuestionBody,
} from '@platform/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { supportKeys } from '../support-keys';

export type Question = z.input<typeof TechQuestionBody>;
export type AutoQuestion = z.input<typeof AutoTechQuestionBody>;
type Answer = z.infer<typeof TechQuestionAnswer>;

/** POST /tech-questions: a signed-in learner's question, optionally about a stream. */
export function sendQuestion(body: Question): Promise<Answer> {
  return call(supportEndpoints.ask, { body });
}

/** POST /tech-questions/auto: a one-tap request whose text is the topic's title. */
export function sendAutoQuestion(body: AutoQuestion): Promise<Answer> {
  return call(supportEndpoints.askAuto, { body });
}

/** Either kind of question; the learner's list then shows it. */
export function useSendQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: { auto: false; body: Question } | { auto: true; body: AutoQuestion }) =>
      question.auto ? sendAutoQuestion(question.body) : sendQuestion(question.body),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.questions() }),
  });
}
