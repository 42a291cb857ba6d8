import { homeworkEndpoints } from '@platform/contracts/endpoints/homework';
import type {
  HomeworkSubmissionAnswer,
  HomeworkSubmissionBody,
} from '@platform/contracts/homework';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { homeworkKeys } from '../homework/homework-keys';
import { learningKeys } from '../learning-keys';
import type { Thread } from './get-homework-thread';

export type Submission = z.input<typeof HomeworkSubmissionBody>;
export type SubmissionAnswer = z.infer<typeof HomeworkSubmissionAnswer>;

/** POST /user-course-streams/{streamId}/user-homework/{statusId}: the message, the exercise
 * answer and the ids of the files uploaded before. */
export function submitHomework(
  streamId: number,
  statusId: number,
  submission: Submission,
): Promise<SubmissionAnswer> {
  return call(homeworkEndpoints.submit, { params: { streamId, statusId }, body: submission });
}

/** The answer goes straight into the dialogue (the status turns on checking, the message shows
 * at the end); the lists that show the status are refetched. */
export function useSubmitHomework(streamId: number, statusId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: Submission) => submitHomework(streamId, statusId, submission),
    onSuccess: ({ chatMessage, userHomeworkStatus }) => {
      queryClient.setQueryData<Thread>(homeworkKeys.thread(streamId, statusId), (thread) =>
        thread
          ? {
              userHomeworkStatus: {
                ...userHomeworkStatus,
                homework: thread.userHomeworkStatus.homework,
              },
              messages: [...thread.messages, chatMessage],
            }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: homeworkKeys.list() });
      void queryClient.invalidateQueries({ queryKey: learningKeys.streamStatus(streamId) });
    },
  });
}
