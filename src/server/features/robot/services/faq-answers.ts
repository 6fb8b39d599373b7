import type { FastifyInstance } from 'fastify';
import type { FaqHit } from '../../../../shared/schema/search';
import type { Viewer } from '../../../http/viewer';

/** Longest answer excerpt the site search shows; the robot's panel has the whole answer. */
const ANSWER_EXCERPT = 80;

/**
 * The knowledge base's questions matching `keyword` that the viewer may see (a visitor: public ones), best first,
 * each with the passage of its answer that matched or the answer's start: the site search's FAQ group (ADR 027).
 * Weak partial-sentence matches are left to the robot.
 */
export async function faqAnswers(app: FastifyInstance, viewer: Viewer, keyword: string, size: number): Promise<FaqHit[]> {
  const index = await app.questionEngine.index(viewer.tenantId);
  const outcome = index.search(keyword, { signedIn: viewer.userId !== null, sceneId: '' }, { offset: 0, limit: size });
  return outcome.hits
    .filter((hit) => hit.kind !== 'partial')
    .map(({ source, snippet }) => ({
      questionId: source.questionId,
      question: source.question,
      answer: snippet !== '' ? snippet : excerpt(source.answer),
    }));
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= ANSWER_EXCERPT ? flat : `${flat.slice(0, ANSWER_EXCERPT)}…`;
}
