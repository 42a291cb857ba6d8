import { consultationAmount } from '@platform/domain/consultations';
import { addSeconds } from '../lib/clock';
import { chatsRepository } from '../modules/chats/chats.repository';
import { consultationsRepository } from '../modules/consultations/consultations.repository';
import { usersRepository } from '../modules/users/users.repository';
import type { SeedStep } from './seed-step';

const LEARNER = 'demo@example.com';
const EXPERT = 'expert@example.com';
const DAY_MINUTES = 24 * 60;
/** An exchange the chats step wrote (see DEMO_CHATS). */
const WRITTEN = { minutesAgo: 0, text: '' };

/** A chat's consultations in the demo, each over an exchange (a question of the learner, the
 * expert's answer, minutes before seeding) and in one state; `max` is the stream's limit of
 * paid consultations (0: none). */
interface DemoChat {
  max: number;
  consultations: Array<{
    status: 'open' | 'close' | 'rated';
    question: { minutesAgo: number; text: string };
    answer?: { minutesAgo: number; text: string };
    rating?: number;
  }>;
}

/** So that the learner's chats and the expert's desk show every state, with the chats step's
 * dialogues: in the yoga chat an earlier rated one and one the expert closed on the answers the
 * learner has not read yet (one of its three paid consultations left); in the healthy-back chat
 * one open on the question that waits for an answer. An exchange without text is the chats
 * step's: the learner's latest question and, if any, the expert's latest answer. */
const DEMO_CHATS: Record<string, DemoChat> = {
  'yoga-basics': {
    max: 3,
    consultations: [
      {
        status: 'rated',
        question: {
          minutesAgo: 2 * DAY_MINUTES,
          text: 'Болит поясница после наклонов. Что делать?',
        },
        answer: {
          minutesAgo: 2 * DAY_MINUTES - 20,
          text: 'Сгибайте колени в наклоне и не тянитесь до пола, пока спина не привыкнет.',
        },
        rating: 5,
      },
      { status: 'close', question: WRITTEN, answer: WRITTEN },
    ],
  },
  'healthy-back': { max: 2, consultations: [{ status: 'open', question: WRITTEN }] },
};

/** Consultations in the demo learner's chats that have none, with the demo expert. */
export const seedConsultations: SeedStep = async ({ db, now }) => {
  const users = usersRepository(db);
  const [learner, expert] = await Promise.all([
    users.findByEmail(LEARNER),
    users.findByEmail(EXPERT),
  ]);
  if (!learner || !expert) return;
  const chats = chatsRepository(db);
  const consultations = consultationsRepository(db);
  const at = (minutesAgo: number) => addSeconds(now, -minutesAgo * 60);
  const write = async (
    chatId: number,
    isExpert: boolean,
    line: { minutesAgo: number; text: string },
  ) => {
    const scope = isExpert
      ? { reviewerId: expert.id, brandId: expert.brandId }
      : { learnerId: learner.id };
    const time = at(line.minutesAgo);
    const row = await chats.insertMessage(scope, {
      chatId,
      message: line.text,
      isViewed: true,
      createdAt: time,
      updatedAt: time,
    });
    if (!row) throw new Error('the demo expert does not review the course of a demo chat');
    return row;
  };
  /** The latest message of the learner (or the expert) in the chat: the chats step's. */
  const latest = async (chatId: number, isExpert: boolean) => {
    const page = { sort: '-created_at' as const, limit: 10, offset: 0 };
    const { rows } = await chats.messagePage({ learnerId: learner.id }, chatId, page);
    const found = rows.find((row) => row.message.isExpert === isExpert);
    if (!found) throw new Error('a demo chat lacks the dialogue its consultation is about');
    return found.message;
  };
  /** The exchange's message: the chats step's, or a new one. */
  const messageOf = async (chatId: number, isExpert: boolean, line: typeof WRITTEN) =>
    line === WRITTEN ? latest(chatId, isExpert) : write(chatId, isExpert, line);
  for (const chat of await consultations.chatsOfLearner(learner.id)) {
    const demo = DEMO_CHATS[chat.courseKey];
    if (!demo || chat.consultations > 0) continue;
    await consultations.setLimit(chat.streamId, demo.max);
    for (const item of demo.consultations) {
      const start = await messageOf(chat.chatId, false, item.question);
      const end = item.answer ? await messageOf(chat.chatId, true, item.answer) : null;
      await consultations.insert({
        chatId: chat.chatId,
        status: item.status,
        startMessageId: start.id,
        endMessageId: end?.id ?? null,
        amount: consultationAmount(demo.max),
        rating: item.rating ?? null,
        expertId: expert.id,
        closedAt: end?.createdAt ?? null,
        createdAt: start.createdAt,
        updatedAt: end?.createdAt ?? start.createdAt,
      });
    }
  }
};
