/**
 * Every language's texts, for whatever draws the whole invitation (the server's page, the editor's preview).
 * Imported for its effect, by the renderer's root.
 */
import { addDictionary } from '.';
import { en } from './en';
import { hi } from './hi';
import { kn } from './kn';

addDictionary('en', en);
addDictionary('hi', hi);
addDictionary('kn', kn);
