import type { IndexInfo } from '../schema/shell';
import { SESSION_KEYS, type SessionStoreLike } from './session-keys';

export type QuestionBasicConfig = IndexInfo['questionBasciConfig'];

/**
 * ROUTE-05: the robot question basic config is fetched once and cached in session when absent.
 * Navigations that happen while the call is in flight share it instead of sending another.
 */
export function createRobotConfigLoader(deps: {
  store: SessionStoreLike;
  fetchIndex: () => Promise<IndexInfo>;
}): { ensure(): Promise<QuestionBasicConfig | null> } {
  let inFlight: Promise<QuestionBasicConfig | null> | null = null;
  return {
    ensure() {
      const cached = deps.store.get(SESSION_KEYS.questionBasciConfig);
      if (cached !== null && cached !== undefined) return Promise.resolve(cached as QuestionBasicConfig);
      if (inFlight) return inFlight;
      inFlight = deps.fetchIndex()
        .then((info) => {
          deps.store.set(SESSION_KEYS.questionBasciConfig, info.questionBasciConfig);
          return info.questionBasciConfig;
        })
        // The robot is an extra; a failed fetch must not break navigation. The next navigation tries again.
        .catch(() => null)
        .finally(() => { inFlight = null; });
      return inFlight;
    },
  };
}
