/** The guest's language for every part of the renderer, without passing it through each section's props. */
import { createContext, useContext } from 'react';
import type { SiteLanguage } from '../../shared/look';

export const LanguageContext = createContext<SiteLanguage>('en');

export function useLanguage(): SiteLanguage {
  return useContext(LanguageContext);
}
