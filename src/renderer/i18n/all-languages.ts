/**
 * Every language's texts, for whatever draws the whole invitation (the server's page, the editor's preview).
 * Imported for its effect, by the renderer's root. A language of SITE_LANGUAGES without a table fails to compile.
 */
import type { SiteLanguage } from '../../shared/look/languages';
import { addDictionary, type Messages } from '.';
import { bn } from './bn';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';
import { kn } from './kn';
import { ml } from './ml';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';

export const DICTIONARIES: Record<SiteLanguage, Messages> = { en, hi, kn, ta, te, mr, gu, bn, ml, pa };

for (const [lang, messages] of Object.entries(DICTIONARIES)) addDictionary(lang as SiteLanguage, messages);
