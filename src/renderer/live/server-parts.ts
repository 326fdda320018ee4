/** What the server renders of the live page (see src/server/invitation), and reads back from its forms. */
import { createElement } from 'react';
import { AccessForm } from './AccessForm';
import { PhotoUpload } from './PhotoUpload';
import { RsvpForm } from './RsvpForm';
import { WishForm } from './WishForm';
import type { LiveEvent } from '../events';
import type { SiteLanguage } from '../../shared/look';
import type { GuestFormName, GuestForms } from './form-state';

export { LivePage } from './LivePage';
export { AccessGatePage, InviteNotFoundPage } from './GatePages';
export { HouseholdRsvpBlock } from './HouseholdRsvpForm';
export { summarise } from './summary';
export { isSampleScene, sampleArtDocument } from '../media/sample-art-document';
export { SAMPLE_ART_VERSION } from '../media/sample-art-files';
export { ornamentImagesCss } from '../ornaments/ornament-images';
export { readRsvpForm, savedRsvp } from './rsvp-fields';
export { refusalErrors, type Refusal } from './form-refusals';
export { t } from '../i18n';
export type { LivePageProps, PublicPhoto, PublicWish } from './types';
export { FORM_BLOCK_IDS } from './form-state';
export type { FieldErrors, GuestFormName, GuestForms, SavedRsvp } from './form-state';
// The server draws every page in whichever language the guest asks for.
import '../i18n/all-languages';

/** One form's box alone, as the page draws it: what the script puts in place of the old one after sending. */
export function formBlock(
  form: GuestFormName,
  props: { slug: string; lang: SiteLanguage; events: LiveEvent[]; forms: GuestForms; greeting?: string },
) {
  const { slug, lang, events, forms, greeting } = props;
  switch (form) {
    case 'rsvp':
      return createElement(RsvpForm, { slug, lang, events, state: forms.rsvp, greeting });
    case 'wish':
      return createElement(WishForm, { slug, lang, state: forms.wish, greeting });
    case 'photo':
      return createElement(PhotoUpload, { slug, lang, state: forms.photo, greeting });
    case 'access':
      return createElement(AccessForm, { slug, lang, state: forms.access });
  }
}
