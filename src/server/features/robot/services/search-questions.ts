import type { QuestionSearchRequest, QuestionSearchResult } from '../../../../shared/schema/robot';
import type { QuestionEngine } from '../search/question-engine';
import type { Viewer } from '../../../http/viewer';

/** aiquestion/lucene/search: a page of the tenant's questions the viewer may see, best match first. */
export async function searchQuestions(engine: QuestionEngine, viewer: Viewer, input: QuestionSearchRequest): Promise<QuestionSearchResult> {
  const index = await engine.index(viewer.tenantId);
  const outcome = index.search(input.keyword, { signedIn: viewer.userId !== null, sceneId: input.sceneId }, {
    offset: (input.current - 1) * input.size,
    limit: input.size,
  });
  const result: QuestionSearchResult = {
    records: outcome.hits.map(({ source, kind, snippet }) => ({
      questionId: source.questionId, question: source.question, sceneId: source.sceneId, sceneName: source.sceneName, matchedBy: kind, snippet,
    })),
    total: outcome.total,
    current: input.current,
    size: input.size,
    keyword: input.keyword,
  };
  if (outcome.corrected !== undefined) result.corrected = outcome.corrected;
  return result;
}
