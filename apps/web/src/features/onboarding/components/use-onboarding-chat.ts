import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/api/api-error';
import { useDateEntry } from '../../../shared/i18n/date-entry';
import { useSaveOnboardingAnswer } from '../api/save-onboarding-answer';
import {
  againText,
  answerProblem,
  type ChatQuestion,
  canSkip,
  questionText,
  type RawAnswer,
  storedAnswer,
} from '../onboarding-questions';

export type ChatMessage = {
  id: number;
  author: 'bot' | 'user';
  text: string;
  /** Why an answer was not accepted. */
  isError: boolean;
};

export type ChatSetup = {
  /** The questions still to ask (see planQuestions), as the chat starts. */
  plan: readonly ChatQuestion[];
  welcome: readonly string[];
  goodbye: readonly string[];
  /** Why the social link the user has just come back from failed, if it did. */
  linkFailure: string | null;
};

/**
 * The onboarding chat as a conversation (spec 000 sections 3-5): welcome messages, then each
 * question in turn; an answer is checked here, then saved; one that is refused gets the reason
 * and the question's re-prompt, and the question stays; after the last one, the goodbye
 * messages. The transcript is the state; the questions do not change once the chat started.
 */
export function useOnboardingChat({ plan: initialPlan, welcome, goodbye, linkFailure }: ChatSetup) {
  const { t } = useTranslation();
  const entry = useDateEntry();
  // Answers change the user, and with it what a new plan would hold: the chat keeps its own.
  const [plan] = useState(initialPlan);
  const save = useSaveOnboardingAnswer();
  const lastId = useRef(0);

  const say = (author: ChatMessage['author'], text: string, isError = false): ChatMessage => {
    lastId.current += 1;
    return { id: lastId.current, author, text, isError };
  };
  const bot = (texts: readonly string[]) => texts.map((text) => say('bot', text));
  const refusal = (question: ChatQuestion, reason: string) => [
    say('bot', reason, true),
    say('bot', againText(question, t)),
  ];
  /** The next question, or the goodbye when there is none. */
  const onwardFrom = (index: number) => {
    const next = plan[index];
    return next ? bot([questionText(next, t)]) : bot(goodbye);
  };

  const first = plan[0];
  const linkFailed = linkFailure !== null && first?.name === 'socials';
  const [position, setPosition] = useState(0);
  const [failures, setFailures] = useState(linkFailed ? 1 : 0);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    ...bot(welcome),
    ...onwardFrom(0),
    ...(first && linkFailed ? refusal(first, linkFailure) : []),
  ]);
  const question = plan[position];

  const add = (more: ChatMessage[]) => setMessages((list) => [...list, ...more]);
  const refuse = (asked: ChatQuestion, reason: string) => {
    setFailures((count) => count + 1);
    add(refusal(asked, reason));
  };

  /** `shown` is the answer as the transcript shows it (a password is not). null skips. */
  async function reply(answer: RawAnswer | null, shown: string) {
    if (!question || save.isPending) return;
    add([say('user', shown)]);
    const problem = answer === null ? null : answerProblem(question, answer, t, entry);
    if (problem !== null) return refuse(question, problem);
    try {
      await save.mutateAsync({
        question,
        answer: answer === null ? null : storedAnswer(question, answer, entry),
      });
    } catch (error) {
      return refuse(question, refusalText(error, t));
    }
    setPosition(position + 1);
    setFailures(0);
    add(onwardFrom(position + 1));
  }

  return {
    messages,
    /** The question being asked; undefined once the chat is over. */
    question,
    /** Changes with every new prompt (a next question or a re-prompt). */
    promptKey: `${position}-${failures}`,
    canSkip: question ? canSkip(question, failures) : false,
    pending: save.isPending,
    answer: (value: RawAnswer, shown: string) => reply(value, shown),
    skip: () => reply(null, t('onboarding.chat.skipped')),
  };
}
