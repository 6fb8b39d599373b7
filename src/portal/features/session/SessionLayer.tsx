import { SessionExpiryDialog } from './SessionExpiryDialog';
import { SessionExpiryWarning } from './SessionExpiryWarning';
import { SessionWatch } from './SessionWatch';

/**
 * The signed-in session's watchers (SESS-01…06, TOKEN-01) and its expiry dialog (SHELL-02), loaded after sign-in
 * with the code that opens the dialog, so the dialog never waits for a download when the session ends.
 */
export function SessionLayer({ watch }: { watch: boolean }) {
  return (
    <>
      {watch ? <SessionWatch /> : null}
      {watch ? <SessionExpiryWarning /> : null}
      <SessionExpiryDialog />
    </>
  );
}
