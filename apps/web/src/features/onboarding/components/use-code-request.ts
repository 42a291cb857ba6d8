import { OTP_LENGTH, OTP_RESEND_S } from '@platform/domain/constants/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useCountdown } from '../../../shared/lib/use-countdown';
import type { CodeSent } from '../api/request-email-code';

/** The server refuses a new code while the last one is younger than the countdown. */
function isResendTooEarly(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'resend_too_early';
}

type SendHandlers = {
  /** A code is on its way to the target. */
  onSent?(): void;
  onRefused?(error: unknown): void;
};

/**
 * Asking for one-time codes: the request, then the resend countdown from the answer's resendIn
 * (OTP_RESEND_S when it gives none) and the code's length. A refusal because a code went out
 * moments ago (a reload, another tab) means that code is on its way: the step goes on to the
 * code, with the default countdown, and no error is shown.
 */
export function useCodeRequest<Target>(mutation: UseMutationResult<CodeSent, Error, Target>) {
  const { secondsLeft, start } = useCountdown();
  const [codeLength, setCodeLength] = useState(OTP_LENGTH);
  const { mutate } = mutation;

  const send = useCallback(
    (target: Target, { onSent, onRefused }: SendHandlers = {}) =>
      mutate(target, {
        onSuccess: (sent) => {
          start(sent.resendIn ?? OTP_RESEND_S);
          setCodeLength(sent.codeLength ?? OTP_LENGTH);
          onSent?.();
        },
        onError: (error) => {
          if (!isResendTooEarly(error)) return onRefused?.(error);
          start(OTP_RESEND_S);
          onSent?.();
        },
      }),
    [mutate, start],
  );

  return {
    send,
    secondsLeft,
    codeLength,
    sending: mutation.isPending,
    /** The failure to show, if any. */
    error: mutation.isError && !isResendTooEarly(mutation.error) ? mutation.error : null,
  };
}
