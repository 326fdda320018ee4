import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../app/api';

/**
 * A screen's data as it arrives: a spinner while it loads, what went wrong when it could not load, and the
 * screen itself (`children`) once it has. `what` names the data for both: "the settings", "the answers".
 */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <div className="spinner" role="status" aria-label={`Loading ${what}`} />;
  if (query.data === undefined)
    return (
      <p role="alert" className="guests__error">
        {errorMessage(query.error, `We could not load ${what}. Please reload the page.`)}
      </p>
    );
  return <>{children(query.data)}</>;
}
