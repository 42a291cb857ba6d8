import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildBrandConfig, buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { buildConsultation, consultationsStatus } from '../test-fixtures';
import { ChatConsultations } from './chat-consultations';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const STREAM = 7;
/** The brand's consultation-renewal topic in the support centre. */
const RENEW_TOPIC = 44;
const statusPath = `GET /user-course-streams/${STREAM}/status`;

async function renderPanel(
  status: () => Response,
  routes: Record<string, (call: ApiCall) => Response> = {},
  writable = true,
) {
  const api = fakeApi({ [statusPath]: status, ...routes });
  await renderRoutes(
    [
      {
        path: '/',
        element: <ChatConsultations streamId={STREAM} writable={writable} live={false} />,
      },
    ],
    {
      path: '/',
      client: startedQueryClient({
        user: buildUser(),
        brand: buildBrandConfig({ renewConsultationSupportCategoryId: RENEW_TOPIC }),
      }),
    },
  );
  await screen.findByRole('heading', { name: t('chat.consultations.title') });
  return { api, user: userEvent.setup() };
}

describe('the consultations of a chat', () => {
  it('show the open, finished and rated ones and the paid ones left, with plural forms', async () => {
    const open = buildConsultation({ status: 'open', endMessageId: null, closed_at: null });
    const rated = buildConsultation({ status: 'rated', rating: 4 });
    const { api } = await renderPanel(() =>
      jsonResponse(consultationsStatus(STREAM, [open, rated], { maximum: 5, remaining: 3 })),
    );
    expect(await screen.findByText(t('consultations.left', { count: 3, maximum: 5 }))).toBeTruthy();
    expect(screen.getByText(t('chat.consultations.status.open'))).toBeTruthy();
    expect(screen.getByText(t('chat.consultations.rated', { rating: 4, max: 5 }))).toBeTruthy();
    // Nothing to rate: no closed one.
    expect(screen.queryByRole('group', { name: t('chat.consultations.rate') })).toBeNull();
    expect(api.calls[0]?.url.searchParams.get('expand')).toBe('consultations,chatChannelMeta');
  });

  it('link to the brand’s consultation-renewal topic about the stream once none is left', async () => {
    await renderPanel(() =>
      jsonResponse(consultationsStatus(STREAM, [], { maximum: 5, remaining: 0 })),
    );
    expect(await screen.findByText(t('consultations.left', { count: 0, maximum: 5 }))).toBeTruthy();
    const renew = screen.getByRole('link', { name: t('chat.consultations.renew') });
    expect(renew.getAttribute('href')).toBe(`/support/${RENEW_TOPIC}/${STREAM}`);
  });

  it('offer no renewal while paid ones are left', async () => {
    await renderPanel(() =>
      jsonResponse(consultationsStatus(STREAM, [], { maximum: 5, remaining: 1 })),
    );
    expect(await screen.findByText(t('consultations.left', { count: 1, maximum: 5 }))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('chat.consultations.renew') })).toBeNull();
  });

  it('offer no renewal where the course sets no limit', async () => {
    await renderPanel(() => jsonResponse(consultationsStatus(STREAM, [])));
    expect(await screen.findByText(t('chat.consultations.empty'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('chat.consultations.renew') })).toBeNull();
  });

  it('rates a finished one and shows the new state', async () => {
    const closed = buildConsultation({ id: 31 });
    let current = [closed];
    const rated: Array<unknown> = [];
    const { user } = await renderPanel(() => jsonResponse(consultationsStatus(STREAM, current)), {
      'PUT /consultations/updateRating/31': (call) => {
        rated.push(JSON.parse(String(call.body)));
        current = [{ ...closed, status: 'rated', rating: 5 }];
        return jsonResponse(current[0]);
      },
    });
    const group = await screen.findByRole('group', { name: t('chat.consultations.rate') });
    await user.click(
      within(group).getByRole('radio', { name: t('chat.message.stars', { count: 5 }) }),
    );
    expect(
      await screen.findByText(t('chat.consultations.rated', { rating: 5, max: 5 })),
    ).toBeTruthy();
    expect(rated).toEqual([{ rating: 5 }]);
  });

  it('says why a rating failed', async () => {
    const closed = buildConsultation({ id: 32 });
    const { user } = await renderPanel(() => jsonResponse(consultationsStatus(STREAM, [closed])), {
      'PUT /consultations/updateRating/32': () =>
        jsonResponse({ message: 'You have already rated this consultation' }, { status: 409 }),
    });
    const group = await screen.findByRole('group', { name: t('chat.consultations.rate') });
    await user.click(
      within(group).getByRole('radio', { name: t('chat.message.stars', { count: 3 }) }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already rated this consultation',
    );
  });

  it('does not offer a rating in a locked chat', async () => {
    const closed = buildConsultation();
    await renderPanel(() => jsonResponse(consultationsStatus(STREAM, [closed])), {}, false);
    expect(await screen.findByText(t('chat.consultations.status.close'))).toBeTruthy();
    expect(screen.queryByRole('group', { name: t('chat.consultations.rate') })).toBeNull();
  });

  it('says when there are none yet', async () => {
    await renderPanel(() => jsonResponse(consultationsStatus(STREAM, [])));
    expect(await screen.findByText(t('chat.consultations.empty'))).toBeTruthy();
  });

  it('says when they did not load, with a retry', async () => {
    await renderPanel(() => jsonResponse({ message: 'Broken' }, { status: 500 }));
    expect(await screen.findByRole('button', { name: t('common.actions.retry') })).toBeTruthy();
  });
});
