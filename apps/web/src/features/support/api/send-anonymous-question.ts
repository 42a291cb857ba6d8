import { supportEndpoints } from '@platform/contracts/endpoints/support';
import type { AnonymousTechQuestionBody, TechQuestionAnswer } from '@platform/contracts/support';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';

export type AnonymousQuestion = z.input<typeof AnonymousTechQuestionBody>;

/** POST /tech-questions/anonymous: the support form, open to signed-out visitors too. */
export function sendAnonymousQuestion(
  body: AnonymousQuestion,
): Promise<z.infer<typeof TechQuestionAnswer>> {
  return call(supportEndpoints.askAnonymously, { body });
}

export function useSendAnonymousQuestion() {
  return useMutation({ mutationFn: sendAnonymousQuestion });
}
