import type { RJSFValidationError } from '@rjsf/utils';
import { contentRoutes } from '../../../shared/api/routes/content';
import { normaliseFormData } from '../../../shared/content';
import { call } from '../../app/api';
import { STORAGE_KEYS } from '../../app/storage';
import { useSubmission } from '../../app/useSubmission';
import { toast } from '../../ui/toast';
import { validateContent } from '../form/validator';
import { parseOrderedItems, resolveBoughtTemplate } from './bought-template';
import { buildPayload, NOTHING_TO_SUBMIT, refusedFields, submitErrorMessage } from './submit';
import type { EditorSession } from './useEditorSession';

export type SectionErrors = Map<string, RJSFValidationError[]>;

/**
 * Submit: the spec's checks in its order (saved order data with a BOUGHT item, something to send), then the
 * schema's validation of everything (pointing at the first section with a problem), then createuserdata, one
 * at a time.
 */
export function useSubmit(session: EditorSession, onInvalid: (errors: SectionErrors) => void) {
  const save = useSubmission({
    mutationFn: (payload: ReturnType<typeof buildPayload>) => call(contentRoutes.save, { body: payload }),
  });

  const submit = () => {
    const orders = resolveBoughtTemplate(
      parseOrderedItems(localStorage.getItem(STORAGE_KEYS.orderedItems)),
      session.bought.item.temp_id,
    );
    if (!orders.ok) {
      toast.error(orders.message);
      return;
    }
    const { entry, bought, userName, content, drafts } = session;
    const data = normaliseFormData(entry.layout, content.get());
    const payload = buildPayload(entry.layout, bought.item.temp_id, userName, data);
    if (payload.components.length === 0) {
      toast.error(NOTHING_TO_SUBMIT);
      return;
    }
    const errors = validateContent(entry, data);
    if (errors.size > 0) {
      onInvalid(errors);
      const count = [...errors.values()].reduce((sum, list) => sum + list.length, 0);
      toast.error(
        count === 1 ? 'One field needs a fix before submitting.' : `${count} fields need a fix before submitting.`,
      );
      return;
    }
    save.submit(payload, {
      onSuccess: (answer) => {
        toast.success(answer?.responce || 'Saved.');
        drafts.clear();
      },
      onError: (error) => {
        toast.error(submitErrorMessage(error));
        const refused = refusedFields(entry.layout, error);
        if (refused.size > 0) onInvalid(refused);
      },
    });
  };

  return { submit, submitting: save.isPending };
}
