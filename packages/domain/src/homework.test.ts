import { describe, expect, it } from 'vitest';
import {
  canReviewHomework,
  canSubmitHomework,
  HOMEWORK_ACCEPTED_STATUS,
  HOMEWORK_FILE_MAX_BYTES,
  HOMEWORK_STATUSES,
  HOMEWORK_TARGET_TYPES,
  homeworkErrorMessage,
  homeworkFileProblem,
  homeworkStatusHint,
  homeworkStatusLabel,
  homeworkSubmissionProblem,
} from './homework';

describe('homework statuses', () => {
  it('lists the statuses and target types', () => {
    expect(HOMEWORK_STATUSES).toEqual(['NOT_UPLOADED', 'UPLOADED', 'DONE', 'FAIL']);
    expect(HOMEWORK_TARGET_TYPES).toEqual(['course_stage_homework', 'stage_day_homework']);
  });

  it('submits when not sent or failed (retake), not on checking or approved', () => {
    expect(HOMEWORK_STATUSES.filter(canSubmitHomework)).toEqual(['NOT_UPLOADED', 'FAIL']);
  });

  it('reviews only what is on checking', () => {
    expect(HOMEWORK_STATUSES.filter(canReviewHomework)).toEqual(['UPLOADED']);
  });

  it('is accepted in its final DONE state, which can be neither sent nor reviewed again', () => {
    expect(HOMEWORK_ACCEPTED_STATUS).toBe('DONE');
    expect(canSubmitHomework(HOMEWORK_ACCEPTED_STATUS)).toBe(false);
    expect(canReviewHomework(HOMEWORK_ACCEPTED_STATUS)).toBe(false);
  });

  it('labels a status, with a hint while on checking', () => {
    expect(homeworkStatusLabel('DONE')).toEqual({ key: 'learning.homeworkStatus.DONE' });
    expect(homeworkStatusHint('UPLOADED')).toEqual({
      key: 'learning.homeworkStatusHint.UPLOADED',
    });
    expect(homeworkStatusHint('FAIL')).toBe(null);
  });
});

describe('homeworkSubmissionProblem', () => {
  const empty = { message: '  ', fileCount: 0, exercise: null };

  it('needs a message for a message homework', () => {
    expect(homeworkSubmissionProblem('message', empty)).toBe('messageRequired');
    expect(homeworkSubmissionProblem('message', { ...empty, message: 'Done' })).toBe(null);
  });

  it('needs a file for a file homework', () => {
    expect(homeworkSubmissionProblem('file', { ...empty, message: 'Done' })).toBe('fileRequired');
    expect(homeworkSubmissionProblem('file', { ...empty, fileCount: 1 })).toBe(null);
  });

  it('needs an exercise for an exercise homework', () => {
    expect(homeworkSubmissionProblem('exercise', empty)).toBe('exerciseRequired');
    expect(homeworkSubmissionProblem('exercise', { ...empty, exercise: ' ' })).toBe(
      'exerciseRequired',
    );
    expect(homeworkSubmissionProblem('exercise', { ...empty, exercise: '12 squats' })).toBe(null);
  });
});

describe('homeworkFileProblem', () => {
  it('takes photos and videos up to 50 MB', () => {
    expect(HOMEWORK_FILE_MAX_BYTES).toBe(50 * 1024 ** 2);
    expect(homeworkFileProblem({ mime: 'image/jpeg', size: 1000 })).toBe(null);
    expect(homeworkFileProblem({ mime: 'Video/MP4', size: HOMEWORK_FILE_MAX_BYTES })).toBe(null);
  });

  it('refuses other types', () => {
    expect(homeworkFileProblem({ mime: 'application/pdf', size: 1000 })).toBe('onlyPhotoOrVideo');
    expect(homeworkFileProblem({ mime: '', size: 1000 })).toBe('onlyPhotoOrVideo');
  });

  it('refuses files over the limit', () => {
    expect(homeworkFileProblem({ mime: 'video/mp4', size: HOMEWORK_FILE_MAX_BYTES + 1 })).toBe(
      'tooLarge',
    );
    expect(homeworkFileProblem({ mime: 'video/mp4', size: Number.NaN })).toBe('tooLarge');
  });
});

describe('homeworkErrorMessage', () => {
  it('gives the key of the code', () => {
    expect(homeworkErrorMessage('alreadySent')).toEqual({
      key: 'learning.homeworkErrors.alreadySent',
    });
  });
});
