/**
 * Sending the content (POST createuserdata) and the spec's messages for what can go wrong (section 8).
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { ContentRejection, CreateUserDataRequest } from '../../../shared/api/content';
import { isHttpError } from '../../app/api';
import type { ContentData, ContentLayout } from '../../../shared/content';
import { findSlot, formDataToComponents } from '../../../shared/content';

export const NOTHING_TO_SUBMIT = 'Please enter data before submitting.';
export const LOAD_FAILED = 'Failed to retrieve saved data.';
export const BAD_REQUEST = 'Bad Request: Please check the data format or API requirements.';
export const UNAUTHORIZED = 'Unauthorized: Please check your access token or log in again.';
export const SUBMIT_FAILED = 'Failed to submit data. Please try again.';

export type UserDataPayload = Required<CreateUserDataRequest>;

/** The wire payload; only non-empty trimmed values become components (spec, "Submit user data"). */
export function buildPayload(
  layout: ContentLayout,
  templateId: string,
  userName: string,
  data: ContentData,
  liveId = '',
): UserDataPayload {
  return {
    baseTempID: templateId,
    userName,
    liveID: liveId,
    components: formDataToComponents(layout, templateId, data),
  };
}

export function submitErrorMessage(error: unknown): string {
  if (isHttpError(error)) {
    if (error.response?.status === 400) return BAD_REQUEST;
    if (error.response?.status === 401) return UNAUTHORIZED;
  }
  return SUBMIT_FAILED;
}

/**
 * The fields a 400 answer names (createuserdata lists every problem with its wire field name), placed in their
 * sections as form errors so the buyer is taken to them.
 */
export function refusedFields(layout: ContentLayout, error: unknown): Map<string, RJSFValidationError[]> {
  const found = new Map<string, RJSFValidationError[]>();
  if (!isHttpError(error) || error.response?.status !== 400) return found;
  const problems = (error.response.data as Partial<ContentRejection> | undefined)?.problems;
  if (!Array.isArray(problems)) return found;
  for (const problem of problems) {
    const slot = typeof problem?.field === 'string' ? findSlot(layout, problem.field) : undefined;
    if (!slot) continue;
    const [section, ...inner] = slot.dataPath.map(String);
    const list = found.get(section!) ?? [];
    list.push({
      name: 'server',
      property: `.${inner.join('.')}`,
      message: problem.message,
      stack: `${slot.label} ${problem.message}`,
    });
    found.set(section!, list);
  }
  return found;
}
