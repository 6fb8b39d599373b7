import { useSyncExternalStore } from 'react';
import { useServices } from '../app/services';
import { MessageDetailPage } from '../features/messages/MessageDetailPage';
import { MessageStandalone } from '../features/messages/MessageStandalone';
import { Shell } from '../features/shell/Shell';
import { isBuiltPath } from './built-routes';
import { isStudioPath } from './route-table';

/**
 * /generalDetailsTow (public, ROUTE-01): inside the shell for a signed-in reader, on a light page of its own with
 * a sign-in link for a visitor. A chunk of its own (lazy-pages.ts), so DOMPurify never weighs on /login.
 */
export function MessageDetailRoute() {
  const { auth } = useServices();
  const signedIn = useSyncExternalStore(auth.subscribe, auth.isSignedIn);
  if (signedIn) {
    return <Shell isBuilt={isBuiltPath} isStudio={isStudioPath}><MessageDetailPage signedIn /></Shell>;
  }
  return <MessageStandalone><MessageDetailPage signedIn={false} /></MessageStandalone>;
}
