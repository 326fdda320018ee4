/** The cart's message pack line (contract: shared/api/message-pack.ts), read and changed through TanStack Query. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagePackRoutes as routes } from '../../shared/api/routes/message-pack';
import { call } from '../app/api';

export const messagePackKey = ['cart', 'message-pack'] as const;

export function useMessagePackLine(signedIn: boolean) {
  return useQuery({
    queryKey: messagePackKey,
    queryFn: () => call(routes.line),
    enabled: signedIn,
    staleTime: 0,
  });
}

/** Puts a message pack for the site in the cart (the server checks the site is the caller's own). */
export function useAddMessagePack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (liveId: string) => call(routes.add, { params: { liveId } }),
    onSuccess: (answer) => client.setQueryData(messagePackKey, answer),
  });
}

export function useRemoveMessagePack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.remove),
    onSuccess: (answer) => client.setQueryData(messagePackKey, answer),
  });
}

/** An order for the line and its payment link: the same status answer as a template's checkout. */
export const checkoutMessagePack = () => call(routes.checkout);
