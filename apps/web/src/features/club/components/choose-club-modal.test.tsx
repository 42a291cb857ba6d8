import type { Community } from '@platform/contracts/communities';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../shared/api/token-storage';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ChooseClubModal } from './choose-club-modal';

afterEach(() => vi.unstubAllGlobals());

function buildClub(id: number, overrides: Partial<Community> = {}): Community {
  return {
    id,
    uniq: `club-${id}`,
    title: `Клуб ${id}`,
    type: 'owned',
    chatOnly: false,
    courseIds: [],
    slug: `club${id}`,
    faqUrl: null,
    customUrl: null,
    telegramChatUrl: null,
    haveSubscriptionLandingUrl: null,
    noHaveSubscriptionLandingUrl: null,
    userCommunity: null,
    ...overrides,
  } as Community;
}

const ARTICLES = '/community-api/api/v1/articles/preview';

async function renderModal(communities: Community[], articles: () => Response) {
  tokenStorage.write('learner-token');
  const api = fakeApi({ [`GET ${ARTICLES}`]: articles });
  await renderRoutes([
    {
      path: '/',
      element: (
        <ChooseClubModal
          open
          onOpenChange={() => {}}
          title="Клуб"
          communities={communities}
          site="https://club.example.com"
          communityUrlApi="/community-api"
        />
      ),
    },
  ]);
  return api;
}

describe('choose-club modal', () => {
  it('lists the clubs to go to with tagged links, and the articles of the clubs the learner is in', async () => {
    const api = await renderModal(
      [
        buildClub(1, { faqUrl: 'https://club.example.com/faq' }),
        buildClub(2, {
          type: 'recommended',
          noHaveSubscriptionLandingUrl: 'https://example.com/join',
        }),
        buildClub(3, { type: 'hidden' }),
        buildClub(4, { chatOnly: true, telegramChatUrl: 'https://t.me/club' }),
      ],
      () =>
        jsonResponse({
          'hydra:member': [
            {
              id: 9,
              title: 'Утренняя практика',
              published_at: 1,
              preview_image: { thumbnail: '/media/g/a.svg' },
              views: 3,
              labels: ['NEW'],
              url: 'https://club.example.com/club1/articles/9',
              main_category: { community: { slug: 'club1' } },
            },
          ],
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Клуб' });
    expect(within(dialog).queryByText('Клуб 3')).toBeNull();
    const go = within(dialog).getByRole('link', { name: /Перейти в клуб/ });
    expect(go.getAttribute('href')).toBe(
      'https://club.example.com/club1?utm_source=lk&utm_medium=club&utm_campaign=button',
    );
    expect(go.getAttribute('target')).toBe('_blank');
    const join = within(dialog).getByRole('link', { name: /Узнать о клубе/ });
    expect(join.getAttribute('href')).toMatch(/^https:\/\/example\.com\/join\?utm_source=lk/);
    const faq = within(dialog).getByRole('link', { name: /Вопросы и ответы/ });
    expect(new URL(faq.getAttribute('href') ?? '').searchParams.get('utm_campaign')).toBe('faq');
    const telegram = within(dialog).getByRole('link', { name: /Чат в Telegram/ });
    expect(telegram.getAttribute('href')).toBe('https://t.me/club');
    expect(telegram.getAttribute('target')).toBe('_blank');

    expect(await within(dialog).findByText('Утренняя практика')).toBeTruthy();
    expect(within(dialog).getByText('3 просмотра')).toBeTruthy();
    const [call] = api.calls;
    expect(call?.url.searchParams.getAll('external_id[]')).toEqual(['club-1', 'club-4']);
    expect(call?.url.searchParams.get('thumbnail_width')).toBe('740');
    expect(call?.url.searchParams.get('thumbnail_height')).toBe('420');
  });

  it('shows the clubs without articles when the community service fails', async () => {
    await renderModal([buildClub(1)], () => jsonResponse({ message: 'down' }, { status: 502 }));
    const dialog = await screen.findByRole('dialog', { name: 'Клуб' });
    expect(within(dialog).getByText('Клуб 1')).toBeTruthy();
    expect(within(dialog).queryByText('Новые статьи клуба')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
