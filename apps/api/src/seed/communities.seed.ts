import { brandsRepository } from '../modules/brands/brands.repository';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { streamsRepository } from '../modules/streams/streams.repository';
import { usersRepository } from '../modules/users/users.repository';
import { daysFrom, type SeedStep } from './seed-step';

const LEARNER = 'demo@example.com';

const ARTICLES = [
  { title: 'Пять минут утренней практики, которые меняют день', image: 'yoga', daysAgo: 2 },
  { title: 'Как дышать в скручиваниях', image: 'meditation', daysAgo: 5 },
  { title: 'Растяжка после рабочего дня: разбор ошибок', image: 'stretching', daysAgo: 12 },
  { title: 'Вопросы и ответы: практика при болях в спине', image: 'back-health', daysAgo: 20 },
];

/** The demo clubs of brand web, once: the demo learner is a member of a club of their first
 * course (with articles on the community site) and of a club that is only a Telegram chat, and
 * is recommended the club of their second course. */
export const seedCommunities: SeedStep = async ({ db, now }) => {
  const communities = communitiesRepository(db);
  if (await communities.findByUniq('demo-yoga-club')) return;
  const [brand, learner] = await Promise.all([
    brandsRepository(db).findByAppId('web'),
    usersRepository(db).findByEmail(LEARNER),
  ]);
  if (!brand || !learner) return;
  const courseIds = [
    ...new Set((await streamsRepository(db).listOwned(learner.id, now)).map((s) => s.courseId)),
  ];
  const member = { userId: learner.id, startDate: daysFrom(now, -30), endDate: daysFrom(now, 90) };

  const yoga = await communities.insertCommunity({
    brandId: brand.id,
    uniq: 'demo-yoga-club',
    slug: 'yoga',
    title: { ru: 'Клуб практики', en: 'Practice club', es: 'Club de práctica' },
    courseIds: courseIds.slice(0, 1),
    faqUrl: 'https://example.com/club/faq',
    haveSubscriptionLandingUrl: 'https://example.com/club/welcome',
    noHaveSubscriptionLandingUrl: 'https://example.com/club/join',
    sort: 1,
  });
  await communities.insertMembership({ ...member, communityId: yoga.id });
  await communities.insertArticles(
    ARTICLES.map((article, index) => ({
      communityId: yoga.id,
      title: article.title,
      previewImage: `/media/catalog/${article.image}.svg`,
      views: 120 * (index + 1),
      likes: 14 * (index + 1),
      sort: index + 1,
      publishedAt: daysFrom(now, -article.daysAgo),
    })),
  );

  await communities.insertCommunity({
    brandId: brand.id,
    uniq: 'demo-face-club',
    slug: 'face',
    title: { ru: 'Клуб ухода за лицом', en: 'Face care club', es: 'Club de cuidado facial' },
    courseIds: courseIds.slice(1, 2),
    noHaveSubscriptionLandingUrl: 'https://example.com/face-club/join',
    sort: 2,
  });

  const chat = await communities.insertCommunity({
    brandId: brand.id,
    uniq: 'demo-chat-club',
    slug: 'chat',
    title: { ru: 'Чат выпускников', en: 'Graduates chat', es: 'Chat de graduados' },
    chatOnly: true,
    telegramChatUrl: 'https://t.me/example_club',
    sort: 3,
  });
  await communities.insertMembership({ ...member, communityId: chat.id });
};
