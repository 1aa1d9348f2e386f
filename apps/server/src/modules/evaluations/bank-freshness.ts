import {
  createRandom,
  probabilityCorrect,
  resolveCatConfig,
  simulateCat,
  type CatConfig,
  type CatItem,
} from './engine/index.js';
import { normalSample } from './engine/random.util.js';

/*
 * How long a route's bank stays fresh for one learner (ADR 018): simulated learners take the pre-test and then
 * final tests one after another through the real engine, each session knowing what the earlier ones showed, and
 * we count what the last attempt still has that the learner never saw. `npm run bank:freshness` prints it for
 * every seeded route.
 */

export interface FreshnessInput {
  bank: readonly CatItem[];
  config?: Partial<CatConfig>;
  /** Final-test attempts; the pre-test comes before them. The last one is the attempt measured. */
  attempts: number;
  learners: number;
  seed: number;
}

export interface TopicFreshness {
  topic: string;
  bankSize: number;
  /** The most items one session took from the topic, over every simulated session. */
  maxPerSession: number;
  /** The fewest unseen items of the topic any learner had left for the last attempt. */
  minFreshLeft: number;
}

export interface FreshnessReport {
  bankSize: number;
  /** Distinct items the pre-test and the attempts before the last showed one learner: mean and most. */
  usedBefore: { mean: number; max: number };
  /** Unseen items left for the last attempt: fewest over learners, and mean. */
  freshLeft: { min: number; mean: number };
  /** Per session (pre-test, attempt 1, …): the mean number of items the learner had never seen before. */
  freshPerSession: number[];
  /** Per session: RMSE of the estimated θ against the true one (the price of drawing from fewer items). */
  rmsePerSession: number[];
  /** Items the last attempt showed (mean) and how many of them the learner had never seen (mean, fewest). */
  lastAttempt: { items: number; freshMean: number; freshMin: number };
  topics: TopicFreshness[];
  /**
   * Items the bank would need for every session (pre-test + attempts) to be entirely unseen: per topic, sessions ×
   * the most one session took from it; summed.
   */
  neededForAllFresh: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** Simulates `learners` learners with θ ~ N(0, 1) answering by the 2PL model of the bank itself. Seeded. */
export function simulateFreshness(input: FreshnessInput): FreshnessReport {
  const { bank, attempts, learners, seed } = input;
  const config = resolveCatConfig(input.config);
  const random = createRandom(seed);
  const topics = [...new Set(bank.map((item) => item.topic))];
  const topicOf = new Map(bank.map((item) => [item.id, item.topic]));
  const bankPerTopic = new Map(topics.map((topic) => [topic, bank.filter((i) => i.topic === topic).length]));
  const maxPerSession = new Map(topics.map((topic) => [topic, 0]));
  const minFreshPerTopic = new Map(topics.map((topic) => [topic, Infinity]));
  const usedBefore: number[] = [];
  const freshLeft: number[] = [];
  const lastItems: number[] = [];
  const lastFresh: number[] = [];
  const freshBySession: number[][] = Array.from({ length: attempts + 1 }, () => []);
  const squaredErrors: number[][] = Array.from({ length: attempts + 1 }, () => []);

  for (let learner = 0; learner < learners; learner++) {
    const theta = normalSample(random);
    const seen = new Map<string, number>();
    for (let session = 0; session <= attempts; session++) {
      const isLast = session === attempts;
      if (isLast) {
        usedBefore.push(seen.size);
        freshLeft.push(bank.length - seen.size);
        for (const topic of topics) {
          const seenOfTopic = [...seen.keys()].filter((id) => topicOf.get(id) === topic).length;
          const left = (bankPerTopic.get(topic) ?? 0) - seenOfTopic;
          minFreshPerTopic.set(topic, Math.min(minFreshPerTopic.get(topic) ?? Infinity, left));
        }
      }
      const { itemIds, result } = simulateCat({
        bank,
        config,
        random,
        seen,
        respond: (item) => random() < probabilityCorrect(theta, item),
      });
      for (const topic of topics) {
        const taken = itemIds.filter((id) => topicOf.get(id) === topic).length;
        maxPerSession.set(topic, Math.max(maxPerSession.get(topic) ?? 0, taken));
      }
      squaredErrors[session]?.push((result.theta - theta) ** 2);
      freshBySession[session]?.push(itemIds.filter((id) => !seen.has(id)).length);
      if (isLast) {
        lastItems.push(itemIds.length);
        lastFresh.push(itemIds.filter((id) => !seen.has(id)).length);
      }
      for (const id of itemIds) seen.set(id, session + 1);
    }
  }

  return {
    bankSize: bank.length,
    usedBefore: { mean: mean(usedBefore), max: Math.max(...usedBefore) },
    freshLeft: { min: Math.min(...freshLeft), mean: mean(freshLeft) },
    freshPerSession: freshBySession.map(mean),
    rmsePerSession: squaredErrors.map((errors) => Math.sqrt(mean(errors))),
    lastAttempt: { items: mean(lastItems), freshMean: mean(lastFresh), freshMin: Math.min(...lastFresh) },
    topics: topics.map((topic) => ({
      topic,
      bankSize: bankPerTopic.get(topic) ?? 0,
      maxPerSession: maxPerSession.get(topic) ?? 0,
      minFreshLeft: minFreshPerTopic.get(topic) ?? 0,
    })),
    neededForAllFresh: topics.reduce((sum, topic) => sum + (attempts + 1) * (maxPerSession.get(topic) ?? 0), 0),
  };
}
