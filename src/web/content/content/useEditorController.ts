import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { errorSchemaOf } from '../form/validator';
import type { EditorSession } from './useEditorSession';
import { useSubmit, type SectionErrors } from './useSubmit';

/**
 * What both editor pages do around the section form: which section is open, the draft offer, errors found
 * on submit, and submitting. Typing never passes through here: the form writes straight to the live content.
 */
export function useEditorController(session: EditorSession, initialSection: string) {
  const { content, drafts, entry } = session;
  const [section, setSection] = useState(initialSection);
  const [offer, setOffer] = useState(session.offer);
  /** Bumped when the content is replaced from outside the form (a restored draft), to remount it. */
  const [revision, setRevision] = useState(0);
  const [errors, setErrors] = useState<SectionErrors>(() => new Map());

  const onSectionChange = useCallback(
    (key: string, data: unknown) => {
      content.setSection(key, data);
      // Errors found on submit stay until the buyer touches that section; then blur validation takes over.
      // An update function keeps this callback the same across renders; returning the same map changes nothing.
      setErrors((current) => {
        if (!current.has(key)) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    },
    [content],
  );

  const onInvalid = useCallback(
    (found: SectionErrors) => {
      setErrors(found);
      const first = entry.sections.find((s) => found.has(s.key));
      if (first) {
        setSection(first.key);
        setRevision((r) => r + 1);
      }
    },
    [entry],
  );
  const { submit, submitting } = useSubmit(session, onInvalid);

  const restore = useCallback(() => {
    if (offer) {
      content.replace(offer.data);
      setRevision((r) => r + 1);
    }
    setOffer(null);
  }, [offer, content]);
  const discard = useCallback(() => {
    drafts.clear();
    setOffer(null);
  }, [drafts]);

  const errorCounts = useMemo(() => new Map([...errors].map(([key, list]) => [key, list.length])), [errors]);
  const sectionErrors: ErrorSchema | undefined = useMemo(() => {
    const list = errors.get(section);
    return list?.length ? errorSchemaOf(list) : undefined;
  }, [errors, section]);

  return {
    section,
    setSection,
    offer,
    restore,
    discard,
    revision,
    onSectionChange,
    errorCounts,
    sectionErrors,
    submit,
    submitting,
  };
}
