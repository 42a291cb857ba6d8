import type { Homework } from '@platform/contracts/courses';
import type { ChatMessage } from '@platform/contracts/homework';
import type { UserHomeworkStatus } from '@platform/contracts/streams';
import { SUPPORT_CATEGORY_IDS } from '@platform/domain/constants/brand';
import { HOMEWORK_FILE_MAX_BYTES } from '@platform/domain/homework';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/language';
import { paths } from '../../../shared/routing/paths';
import { buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { buildCourse, buildStream } from '../../../test/learning-fixtures';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { learningKeys } from '../learning-keys';
import { homeworkKeys } from './homework-keys';
import { HomeworkScreen } from './homework-screen';
import { buildHomework, buildHomeworkStatus, buildMessage, buildThread } from './test-fixtures';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

const course = buildCourse();
const stream = buildStream({ course });
const photo = {
  id: 31,
  url: '/files/photo',
  type: 2 as const,
  mime: 'image/jpeg',
  name: 'pose.jpg',
};
const clip = { id: 32, url: '/files/clip', type: 1 as const, mime: 'video/mp4', name: 'flow.mp4' };

type Status = UserHomeworkStatus & { homework: Homework };

function homeworkStatus(
  status: UserHomeworkStatus['status'] = 'NOT_UPLOADED',
  homework: Partial<Homework> = {},
): Status {
  return buildHomeworkStatus(stream, buildHomework(course, { title: 'Осанка', ...homework }), {
    status,
  });
}

/** An answer the test releases when it wants, to look at the screen in between. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

const stored = (id: number, name: string) =>
  jsonResponse({
    success: true,
    data: { id, url: `/files/${id}`, type: 2, mime: 'image/png', size: 4, name },
    errors: {},
  });

type Submit = (call: ApiCall) => Response | Promise<Response>;

async function renderHomework(
  status: Status,
  {
    messages = [] as ChatMessage[],
    upload = (() => stored(41, 'pose.png')) as Submit,
    submit = (() => jsonResponse({ message: 'unexpected' }, { status: 501 })) as Submit,
  } = {},
) {
  const base = `/user-course-streams/${stream.id}/user-homework/${status.id}`;
  const api = fakeApi({
    [`GET ${base}`]: () => jsonResponse(buildThread(status, messages)),
    [`GET /courses/${course.id}/stages`]: () => jsonResponse([]),
    'POST /files': upload,
    [`POST ${base}`]: submit,
  });
  const xhr = fakeXhr();
  const client = startedQueryClient({ user: buildUser() });
  const view = await renderRoutes(
    [{ path: '/homework/:streamId/:homeworkId', element: <HomeworkScreen /> }],
    { path: `/homework/${stream.id}/${status.id}`, client },
  );
  await screen.findByRole('heading', { level: 1, name: status.homework.title });
  const submissions = () =>
    api.calls
      .filter((call) => call.method === 'POST' && call.path === base)
      .map((call) => JSON.parse(String(call.body)));
  return { ...view, api, xhr, submissions, user: userEvent.setup({ applyAccept: false }) };
}

const messageField = () => screen.getByRole('textbox', { name: t('homework.form.message') });
const picker = () => screen.getByLabelText(t('homework.files.attach'));
const sendButton = () => screen.getByRole('button', { name: t('homework.form.submit') });
const image = (name = 'pose.png', size = 4) => {
  const file = new File(['png!'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const error = (code: string) => t(`learning.homeworkErrors.${code}`);

afterEach(() => vi.unstubAllGlobals());

describe('homework status', () => {
  it('says "On checking" with the 24-hour hint, and offers no form', async () => {
    await renderHomework(homeworkStatus('UPLOADED'));
    await act(() => activateLanguage('en'));
    expect(screen.getByText('On checking')).toBeTruthy();
    expect(screen.getByText('The expert answers within 24 hours')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says "Approved" and offers no form', async () => {
    await renderHomework(homeworkStatus('DONE'));
    await act(() => activateLanguage('en'));
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.queryByText('The expert answers within 24 hours')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says "Not sent" and offers to send', async () => {
    await renderHomework(homeworkStatus('NOT_UPLOADED'));
    await act(() => activateLanguage('en'));
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Your answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send homework' })).toBeTruthy();
  });

  it('says "Not approved" and offers a retake', async () => {
    await renderHomework(homeworkStatus('FAIL'));
    await act(() => activateLanguage('en'));
    expect(screen.getByText('Not approved')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Retake' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it("leads to the brand's homework topic in the support centre, about the stream", async () => {
    await renderHomework(homeworkStatus('UPLOADED'));
    const link = screen.getByRole('link', { name: t('homework.screen.askSupport') });
    expect(link.getAttribute('href')).toBe(
      paths.supportStream.href({
        categoryId: SUPPORT_CATEGORY_IDS.passHomework,
        streamId: stream.id,
      }),
    );
  });

  it('shows the task and a locked homework without a form', async () => {
    const status = { ...homeworkStatus(), isLocked: true };
    await renderHomework(status);
    expect(screen.getByText(status.homework.description)).toBeTruthy();
    expect(screen.getByText(error('locked'))).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('homework dialogue', () => {
  it('shows the submissions with their photos and videos, and the expert’s verdict', async () => {
    const submission = buildMessage({ message: 'Готово', files: [photo, clip] });
    const verdict = buildMessage({
      message: 'Спина должна быть прямой',
      employee: { is_expert: true, name: 'Мария', file: null },
    });
    await renderHomework(homeworkStatus('FAIL'), { messages: [submission, verdict] });
    const dialogue = screen.getByRole('region', { name: t('homework.dialogue.title') });
    const [first, second] = [...(dialogue.querySelector('ol')?.children ?? [])] as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText(t('homework.dialogue.you'))).toBeTruthy();
    expect(within(first).getByText('Готово')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'pose.jpg' }).getAttribute('src')).toBe(
      '/files/photo',
    );
    expect(within(first).getByLabelText('flow.mp4').tagName).toBe('VIDEO');
    expect(within(second).getByText(t('homework.dialogue.expert', { name: 'Мария' }))).toBeTruthy();
    expect(within(second).getByText('Спина должна быть прямой')).toBeTruthy();
  });
});

describe('homework submission', () => {
  it('requires a message for a message homework', async () => {
    const { user, submissions } = await renderHomework(homeworkStatus());
    await user.click(sendButton());
    expect(screen.getByText(error('messageRequired'))).toBeTruthy();
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
    expect(submissions()).toEqual([]);
  });

  it('refuses a file that is not a photo or video before uploading it', async () => {
    const { user, api } = await renderHomework(homeworkStatus());
    await user.upload(picker(), new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    const refusal = t('homework.files.rejected', {
      name: 'plan.pdf',
      reason: error('onlyPhotoOrVideo'),
    });
    expect(screen.getByText(refusal).closest('[role="alert"]')).not.toBeNull();
    expect(api.requests()).not.toContain('POST /files');
  });

  it('refuses a file over 50 MB before uploading it', async () => {
    const { user, api } = await renderHomework(homeworkStatus());
    await user.upload(picker(), image('big.png', HOMEWORK_FILE_MAX_BYTES + 1));
    const refusal = t('homework.files.rejected', { name: 'big.png', reason: error('tooLarge') });
    expect(screen.getByText(refusal).closest('[role="alert"]')).not.toBeNull();
    expect(api.requests()).not.toContain('POST /files');
  });

  it('shows each upload’s progress and waits for the uploads before sending', async () => {
    const pending = deferred();
    const { user, xhr, submissions } = await renderHomework(homeworkStatus('NOT_UPLOADED'), {
      upload: () => pending.answer,
      submit: () =>
        jsonResponse({
          chatMessage: buildMessage({ message: 'Смотрите' }),
          userHomeworkStatus: { ...homeworkStatus('UPLOADED') },
        }),
    });
    await user.upload(picker(), image('pose.png'));
    act(() => xhr.latest().progress(40, 100));
    const bar = screen.getByRole('progressbar', {
      name: t('homework.files.progress', { name: 'pose.png' }),
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      t('homework.files.uploading', { count: 1 }),
    );

    await user.type(messageField(), 'Смотрите');
    await user.click(sendButton());
    expect(screen.getByText(error('pleaseWaitForUploads'))).toBeTruthy();
    expect(submissions()).toEqual([]);

    pending.release(stored(41, 'pose.png'));
    expect(await screen.findByText(t('homework.files.uploaded'))).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(error('pleaseWaitForUploads'))).toBeNull();
    await user.click(sendButton());
    await waitFor(() => expect(submissions()).toHaveLength(1));
    expect(submissions()[0]).toMatchObject({ message: 'Смотрите', file_ids: [41] });
  });

  it('stops and forgets a removed upload', async () => {
    const { user, xhr } = await renderHomework(homeworkStatus(), {
      upload: () => deferred().answer,
    });
    await user.upload(picker(), image('pose.png'));
    await user.click(
      screen.getByRole('button', { name: t('homework.files.removeName', { name: 'pose.png' }) }),
    );
    expect(xhr.latest().aborted).toBe(true);
    expect(screen.queryByText('pose.png')).toBeNull();
  });

  it('retries with the same idempotency key after a network failure, then shows the answer', async () => {
    let attempts = 0;
    const sent = buildMessage({ message: 'Моя поза' });
    const status = homeworkStatus('FAIL');
    const { user, submissions, client } = await renderHomework(status, {
      submit: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({
          chatMessage: sent,
          userHomeworkStatus: { ...status, status: 'UPLOADED', homework: undefined },
        });
      },
    });
    client.setQueryData(homeworkKeys.list(), []);
    client.setQueryData(learningKeys.streamStatus(stream.id), { id: stream.id });

    await user.type(messageField(), 'Моя поза');
    const retake = screen.getByRole('button', { name: t('homework.form.retake') });
    await user.click(retake);
    expect(await screen.findByText(error('couldNotSend'))).toBeTruthy();
    await user.click(retake);

    expect(await screen.findByText(t('learning.homeworkStatusHint.UPLOADED'))).toBeTruthy();
    const [first, second] = submissions();
    expect(first.idempotency_key).toEqual(expect.any(String));
    expect(second).toEqual(first);
    expect(first).toMatchObject({ message: 'Моя поза', exercise: null, file_ids: [] });
    expect(screen.getByText(t('learning.homeworkStatus.UPLOADED'))).toBeTruthy();
    expect(screen.getByText('Моя поза', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(client.getQueryState(homeworkKeys.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(learningKeys.streamStatus(stream.id))?.isInvalidated).toBe(true);
  });

  it('shows the server’s first field message when it refuses', async () => {
    const { user } = await renderHomework(homeworkStatus(), {
      submit: () =>
        jsonResponse(errorBody({ message: ['Слишком длинное сообщение', 'Уберите ссылки'] }), {
          status: 422,
        }),
    });
    await user.type(messageField(), 'Текст');
    await user.click(sendButton());
    expect(await screen.findByText('Слишком длинное сообщение, Уберите ссылки')).toBeTruthy();
  });

  it('asks for a file for a file homework until one is attached', async () => {
    const { user, submissions } = await renderHomework(
      homeworkStatus('NOT_UPLOADED', { kind: 'file' }),
    );
    await user.click(sendButton());
    expect(screen.getByText(error('fileRequired'))).toBeTruthy();
    expect(submissions()).toEqual([]);
    await user.upload(picker(), image('pose.png'));
    expect(screen.queryByText(error('fileRequired'))).toBeNull();
  });

  it('asks for the exercise answer of an exercise homework and sends it', async () => {
    const { user, submissions } = await renderHomework(
      homeworkStatus('NOT_UPLOADED', { kind: 'exercise' }),
      {
        submit: () =>
          jsonResponse({
            chatMessage: buildMessage({ exercise: '20 раз' }),
            userHomeworkStatus: homeworkStatus('UPLOADED'),
          }),
      },
    );
    await user.click(sendButton());
    expect(screen.getByText(error('exerciseRequired'))).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: t('homework.form.exercise') }), '20 раз');
    await user.click(sendButton());
    await waitFor(() => expect(submissions()).toHaveLength(1));
    expect(submissions()[0]).toMatchObject({ message: '', exercise: '20 раз', file_ids: [] });
  });
});
