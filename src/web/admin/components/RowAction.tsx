import type { ReactNode } from 'react';

/** What a row's button runs: one of admin-api's changes (useRetryJob, useMarkContactHandled ...). */
interface Change<Variables> {
  isPending: boolean;
  submit: (variables: Variables, callbacks?: { onSuccess?: () => void }) => void;
}

/**
 * A button of a list's row that runs one admin change, disabled while that row's call runs: each row holds its
 * own change, so one row's call leaves the others' buttons as they are.
 */
export function RowAction<Variables>({
  useChange,
  variables,
  onDone,
  className = 'admin-button',
  children,
}: {
  useChange: () => Change<Variables>;
  variables: Variables;
  onDone?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const change = useChange();
  return (
    <button
      type="button"
      className={className}
      disabled={change.isPending}
      onClick={() => change.submit(variables, { onSuccess: onDone })}
    >
      {children}
    </button>
  );
}
