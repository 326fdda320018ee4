import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * A form's server call as a TanStack mutation that runs one at a time: `submit` starts nothing while a call of it
 * is still running. The form's button is disabled by `isPending`, but only once React draws it again, and TanStack
 * tells its observers of the change on a later turn: a double tap, or Enter pressed twice, lands before that and
 * would send the form twice.
 */
export function useSubmission<TData, TVariables = void, TError = Error>(
  options: UseMutationOptions<TData, TError, TVariables>,
) {
  const mutation = useMutation(options);
  const running = useRef(false);

  function submit(variables: TVariables, callbacks: MutateOptions<TData, TError, TVariables> = {}) {
    if (running.current) return;
    running.current = true;
    mutation.mutate(variables, {
      ...callbacks,
      onSettled: (...settled) => {
        running.current = false;
        callbacks.onSettled?.(...settled);
      },
    });
  }

  return { ...mutation, submit };
}
