import { Alert, Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';

/**
 * The drawer an editor shows until the record it edits has arrived: a spinner, or the failure that stopped it. Same
 * test id, size and title as the editor itself, so the panel does not jump when the form replaces it.
 */
export function LoadingDrawer({ testId, size, title, error, onClose }: {
  testId: string; size: number; title: ReactNode; error: Error | null; onClose(): void;
}) {
  return (
    <Drawer data-testid={testId} open onClose={onClose} size={size} title={title}>
      {error ? <Alert type="error" title={error.message} /> : <Spin />}
    </Drawer>
  );
}

/** The body of a drawer that shows a record: a spinner while it loads, its failure if it could not. */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; error: Error | null } }) {
  return (
    <>
      {query.isPending && <Spin />}
      {query.isError && <Alert type="error" title={query.error?.message} />}
    </>
  );
}
