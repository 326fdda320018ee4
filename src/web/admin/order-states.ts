import type { OrderState } from '../../shared/api/admin';

/** Order states the filter offers; `satisfies` keeps them the server's words (the web imports no schema code). */
export const ORDER_STATES_FOR_FILTER = ['created', 'paid', 'expired'] as const satisfies readonly OrderState[];
