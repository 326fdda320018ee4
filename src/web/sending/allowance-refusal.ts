import type { AllowanceRefusal } from '../../shared/api/sending';
import { isHttpError } from '../app/api';

/** The 402 a batch gets when it needs more WhatsApp messages than are left (another batch used them first). */
export function allowanceRefusal(error: unknown): AllowanceRefusal | null {
  if (!isHttpError(error) || error.response?.status !== 402) return null;
  const body = error.response.data as Partial<AllowanceRefusal> | undefined;
  return body?.error === 'ALLOWANCE' && typeof body.needed === 'number' && typeof body.left === 'number'
    ? (body as AllowanceRefusal)
    : null;
}
