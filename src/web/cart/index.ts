/** The template a visitor picked before logging in, kept until the cart takes it. */
export { clearSelectedTemplate, readSelectedTemplate, storeSelectedTemplate } from './selected-template';
export type { SelectedTemplate } from './selected-template';
// The send screen puts a message pack in the cart from here.
export { useAddMessagePack } from './message-pack-api';
