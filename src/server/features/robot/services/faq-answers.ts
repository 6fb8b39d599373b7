import type { FastifyInstance } from 'fastify';
import type { FaqHit } from '../../../../shared/schema/search';
import type { Viewer } from '../../../http/viewer';

/**
 * The knowledge base's questions matching `keyword` that the viewer may see (a visitor: public ones), best first,
 * each with its whole answer (the knowledge base's answers are a few sentences): the site search's FAQ group
 * (ADR 027). Weak partial-sentence matches are left to the robot.
 */
export async function faqAnswers(app: FastifyInstance, viewer: Viewer, keyword: string, size: number): Promise<FaqHit[]> {
  const index = await app.questionEngine.index(viewer.tenantId);
  const outcome = index.search(keyword, { signedIn: viewer.userId !== null, sceneId: '' }, { offset: 0, limit: size });
  return outcome.hits
    .filter((hit) => hit.kind !== 'partial')
    .map(({ source }) => ({ questionId: source.questionId, question: source.question, answer: source.answer }));
}
