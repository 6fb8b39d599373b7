import { lazy, Suspense } from 'react';
import { Loading } from '../../components/AsyncStates';

// Loaded with the section that shows it: the personal centre's other tabs do not carry it.
const FeedbackProgressView = lazy(() => import('./FeedbackProgressView'));

/** 我的反馈: the signed-in user's feedback with its status counts, each item's detail and history, paged. */
export function FeedbackProgress() {
  return (
    <Suspense fallback={<Loading />}>
      <FeedbackProgressView />
    </Suspense>
  );
}
