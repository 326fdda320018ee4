import type { Loaded } from './useAdminQuery';

/** Loading and failure lines shared by the admin screens; renders nothing once data is there. */
export function LoadState({ state }: { state: Loaded<unknown> }) {
  if (state.error)
    return (
      <p role="alert" className="admin-muted">
        {state.error}{' '}
        <button type="button" className="admin-button admin-button--quiet" onClick={state.reload}>
          Try again
        </button>
      </p>
    );
  if (!state.data && state.loading) return <p className="admin-muted">Loading…</p>;
  return null;
}
