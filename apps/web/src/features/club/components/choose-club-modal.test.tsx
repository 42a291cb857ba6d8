import type { ArticlePreview, Community } from '@platform/contracts/communities';
import type { UnixSeconds } from '@platform/contracts/time';
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

/** An article preview in the shape the community service answers (the contracts'). */
function buildArticle(id: number, overrides: Partial<ArticlePreview> = {}): ArticlePreview {
  return {
    id,
    title: `Статья ${id}`,
    created_at: 1 as UnixSeconds,
    published_at: 1 as UnixSeconds,
    preview_image: { thumbnail: '/media/g/a.svg' },
    views: 0,
    likes: 0,
    sort: id,
    liked: false,
    isFavourite: false,
    labels: [],
    url: `https://club.example.com/club1/articles/${id}`,
    main_category: { community: { slug: 'club1' } },
    ...overrides,
  };
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
            buildArticle(9, {
              title: 'Утренняя практика',
              views: 3,
              likes: 5,
              labels: ['NEW'],
            }),
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
    expect(within(dialog).getByText('5 лайков')).toBeTruthy();
    expect(within(dialog).queryByText('В избранном')).toBeNull();
    const [call] = api.calls;
    expect(call?.url.searchParams.getAll('external_id[]')).toEqual(['club-1', 'club-4']);
    expect(call?.url.searchParams.get('thumbnail_width')).toBe('740');
    expect(call?.url.searchParams.get('thumbnail_height')).toBe('420');
  });

  it('shows beside the views the likes, whether the learner liked it and keeps it in favourites', async () => {
    await renderModal([buildClub(1)], () =>
      jsonResponse({
        'hydra:member': [
          buildArticle(9, { title: 'Любимая', views: 1, likes: 1, liked: true, isFavourite: true }),
          buildArticle(10, { title: 'Другая', views: 21, likes: 22 }),
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Клуб' });
    const favourite = await within(dialog).findByRole('link', { name: /Любимая/ });
    // The link's name says it all in words; the hearts and the star are only drawn.
    expect(favourite.textContent).toBe('Любимая1 просмотр♥ 1 лайк (вам нравится)★ В избранном');
    expect(within(favourite).getByText('вам нравится', { exact: false }).textContent).toBe(
      ' (вам нравится)',
    );
    for (const mark of within(favourite).getAllByText(/^[♥★]$/)) {
      expect(mark.getAttribute('aria-hidden')).toBe('true');
    }
    const other = within(dialog).getByRole('link', { name: /Другая/ });
    expect(within(other).getByText('21 просмотр')).toBeTruthy();
    expect(within(other).getByText('22 лайка', { exact: false })).toBeTruthy();
    expect(within(other).getByText('♡').getAttribute('aria-hidden')).toBe('true');
    expect(within(other).queryByText('вам нравится', { exact: false })).toBeNull();
    expect(within(other).queryByText('В избранном', { exact: false })).toBeNull();
  });

  it('shows the clubs without articles when the community service fails', async () => {
    await renderModal([buildClub(1)], () => jsonResponse({ message: 'down' }, { status: 502 }));
    const dialog = await screen.findByRole('dialog', { name: 'Клуб' });
    expect(within(dialog).getByText('Клуб 1')).toBeTruthy();
    expect(within(dialog).queryByText('Новые статьи клуба')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
