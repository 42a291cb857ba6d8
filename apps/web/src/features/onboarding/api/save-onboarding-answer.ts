import { hasReachedOnboardingStatus } from '@platform/domain/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePassword } from '../../../shared/account/update-password';
import { updateProfile } from '../../../shared/account/update-profile';
import { uploadAvatar } from '../../../shared/account/upload-avatar';
import {
  currentUserQuery,
  storeCurrentUser,
  type User,
} from '../../../shared/session/current-user';
import { signIn } from '../../../shared/session/session';
import type { ChatQuestion, RawAnswer } from '../onboarding-questions';

/** One step of the onboarding chat: the question and its answer, or null when skipped. */
export type OnboardingStep = {
  question: Pick<ChatQuestion, 'name' | 'userStatus'>;
  answer: RawAnswer | null;
};

/** Stores the answer where its field lives; a skipped question stores nothing. */
async function store(
  { question, answer }: OnboardingStep,
  keepSession: (session: { token: string; user: User }) => void,
): Promise<User | null> {
  if (answer === null) return null;
  if (typeof answer !== 'string') return uploadAvatar(answer);
  switch (question.name) {
    case 'firstName':
      return updateProfile({ name: answer.trim() });
    case 'email':
      return updateProfile({ email: answer });
    case 'birthday':
      return updateProfile({ birthday: answer, status: question.userStatus });
    case 'password': {
      // The chat asks once; the server's confirmation rule gets the same password twice.
      const { data } = await updatePassword({ password: answer, password_repeat: answer });
      keepSession(data);
      return data.user;
    }
    default:
      return null;
  }
}

/**
 * Saves one answer of the onboarding chat (spec 000 sections 3-4): first name and e-mail with
 * POST /user, the password with POST /user/update-password (whose new token replaces the
 * revoked session), the birthday with POST /user, the photo with POST /files and POST
 * /user/avatar. Then the question's userStatus (20, 30, 40) is made sure of with POST /user
 * {status}: the server moves the status on by itself for the fields it knows, and a skipped
 * optional step moves it on too, since the step is behind the user either way.
 */
export function useSaveOnboardingAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: OnboardingStep) => {
      const stored = await store(step, (session) => signIn(queryClient, session));
      if (stored) storeCurrentUser(queryClient, stored);
      const user = stored ?? queryClient.getQueryData(currentUserQuery.queryKey) ?? null;
      const { userStatus } = step.question;
      if (
        userStatus === undefined ||
        (user && hasReachedOnboardingStatus(user.status, userStatus))
      ) {
        return user;
      }
      return updateProfile({ status: userStatus });
    },
    onSuccess: (user) => {
      if (user) storeCurrentUser(queryClient, user);
    },
  });
}
