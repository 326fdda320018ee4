/**
 * The content editor's frame, which the customiser (look) shares: the gate, header, progress, live preview,
 * one section's form and the controller that saves a draft.
 */
export { EditorGate } from './components/EditorGate';
export { DraftOfferModal, EditorHeader } from './components/EditorHeader';
export { LivePreview } from './components/LivePreview';
export { ProgressMeter } from './components/ProgressMeter';
export { useMediaQuery } from './components/useMediaQuery';
export { useEditorController } from './content/useEditorController';
export { useContentSnapshot, type EditorSession } from './content/useEditorSession';
export { SectionForm } from './form/SectionForm';
export { packNotice } from './form/ui-schema';
