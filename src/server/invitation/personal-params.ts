/** A personal link's address, /invite/{slug}/g/{token}, as its page and its form post check it. */
import { Type } from 'typebox';

export const PersonalPageParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200 }),
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
